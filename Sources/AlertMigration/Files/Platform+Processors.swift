#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// How many processors the scan may use: the number Foundation's
  /// `ProcessInfo.activeProcessorCount` gives, without Foundation.
  ///
  /// On Linux that is a CFS quota of cgroup v1 when one is set (`cpu.cfs_quota_us` over
  /// `cpu.cfs_period_us`, rounded up), else the processors of the first range of the cgroup
  /// v1 cpuset (`cpuset.cpus`), else the processors online (`sysconf`). Elsewhere it is the
  /// processors online. The tests compare it with Foundation's.
  static var activeProcessorCount: Int {
    #if os(Linux)
      if let count = processorCount(
        quota: firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us"),
        period: firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_period_us"),
        cpuset: firstLine(of: "/sys/fs/cgroup/cpuset/cpuset.cpus"))
      {
        return count
      }
    #endif
    return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// The processor count that cgroup v1 files with these first lines allow, or nil when they
  /// set none (nil for a file that cannot be read).
  static func processorCount(quota: Substring?, period: Substring?, cpuset: Substring?) -> Int? {
    if let quota = quota.flatMap({ Int($0) }), quota > 0,
      let period = period.flatMap({ Int($0) }), period > 0
    {
      return (quota + period - 1) / period
    }
    // The first comma-separated item of the cpuset only, `N` or `N-M`.
    guard let item = cpuset?.split(separator: ",").first else { return nil }
    let bounds = item.split(separator: "-", maxSplits: 1)
    guard let low = bounds.first.flatMap({ Int($0, radix: 10) }),
      let high = bounds.last.flatMap({ Int($0, radix: 10) }), high >= low
    else { return nil }
    return high - low + 1
  }

  /// The first non-empty line of a small file read whole, "" when it is empty or not UTF-8,
  /// nil when it cannot be read.
  static func firstLine(of path: String) -> Substring? {
    var buffer = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    defer { buffer.deallocate() }
    guard let (count, _) = try? readFile(FilePath(path), into: &buffer, limit: 1 << 16) else {
      return nil
    }
    guard
      let text = String(validating: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    else { return "" }
    return text.split(separator: "\n").first ?? ""
  }
}
