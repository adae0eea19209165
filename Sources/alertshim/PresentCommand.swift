/// `alertshim alert` and `alertshim sheet` (terminal issue).
@MainActor
enum PresentCommand {
  enum Kind { case alert, sheet }

  static func run(_ arguments: [String], kind: Kind) async -> Int32 {
    writeError("alertshim: '\(kind == .alert ? "alert" : "sheet")' is not available yet")
    return 2
  }
}
