import Testing

/// The reliability suite: randomized conformance against a reference
/// model, exactly-once under chaos, leaks, and the misuse catalogue. Every suite
/// is nested here, so `swift test --filter Reliability` runs them all.
@Suite struct Reliability {}
