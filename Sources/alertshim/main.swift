#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Every subcommand writes through checked writes: a reader that went away
// is a failed write (exit 74), never death by SIGPIPE (141).
StandardOutput.ignoreBrokenPipes()
let status = await AlertShimCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
