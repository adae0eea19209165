/// `alertshim demo`.
@MainActor
enum DemoCommand {
  static func run(_ arguments: [String]) async -> Int32 {
    print("demo: not available yet")
    return 0
  }
}
