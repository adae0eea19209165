/// The host's test hooks: `package` members the package's tests use and no
/// app sees.
extension AlertHost {
  /// How many `result(of:)` calls are waiting for an alert of this host.
  ///
  /// Test support, not for use outside the package: on an idle host it is 0,
  /// so a test can tell a lost result from one that has not run yet without
  /// counting scheduler turns.
  package var resultWaiterCount: Int {
    continuations.values.reduce(0) { $0 + $1.count }
  }
}
