/// `alertshim migrate` (migration issue).
enum MigrateCommand {
  static func run(_ arguments: [String]) -> Int32 {
    writeError("alertshim: 'migrate' is not available yet")
    return 2
  }
}
