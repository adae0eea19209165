import AlertShim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `alertshim` command: dispatches to one subcommand per file.
@MainActor
enum AlertShimCommand {
  static let version = "0.1.0"

  static let usage = """
    USAGE: alertshim <subcommand> [options]

    SUBCOMMANDS:
      demo       Drive a few alerts through a headless host and print the lifecycle.
      alert      Show an alert in the terminal and print the chosen button.
      sheet      Show an action sheet in the terminal and print the chosen button.
      migrate    Find legacy alert code in a tree, or rewrite it onto AlertShim.

    OPTIONS:
      --help     Show this help.
      --version  Show the version.

    Run 'alertshim <subcommand> --help' for the options of one subcommand.
    """

  static func run(_ arguments: [String]) async -> Int32 {
    guard let first = arguments.first else {
      writeError(usage)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "demo": return await DemoCommand.run(rest)
    case "alert": return await PresentCommand.run(rest, kind: .alert)
    case "sheet": return await PresentCommand.run(rest, kind: .sheet)
    case "migrate": return MigrateCommand.run(rest)
    case "--help", "-h", "help":
      return StandardOutput.emit(usage + "\n", command: "alertshim", status: 0)
    case "--version":
      return StandardOutput.emit("alertshim \(version)\n", command: "alertshim", status: 0)
    default:
      writeError("alertshim: unknown subcommand '\(first)'\n\n\(usage)")
      return 2
    }
  }
}

/// Writes a line to standard error.
func writeError(_ text: String) {
  let line = text.hasSuffix("\n") ? text : text + "\n"
  var bytes = Array(line.utf8)
  _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}
