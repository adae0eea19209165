#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Before anything opens a descriptor: a closed standard descriptor must not
// be taken by one (see StandardOutput.reserveStandardDescriptors).
StandardOutput.reserveStandardDescriptors()
let status = await AlertShimCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
