/// A small deterministic pseudo-random generator (SplitMix64), so that a seed
/// printed by a failing run reproduces the same operations on every platform.
struct SplitMix64: RandomNumberGenerator {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A well-mixed 64-bit value derived from `base` and `index`: the seed of sequence `index`.
  static func derive(_ base: UInt64, _ index: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: base ^ (index &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }

  /// A value in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    int(0...99) < percent
  }

  /// One of `elements`, which must not be empty.
  mutating func pick<T>(_ elements: [T]) -> T {
    elements[int(0...elements.count - 1)]
  }

  /// One of `choices`, each chosen in proportion to its weight.
  mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
    let total = choices.reduce(0) { $0 + $1.0 }
    var roll = int(0...total - 1)
    for (weight, value) in choices {
      if roll < weight { return value }
      roll -= weight
    }
    return choices[choices.count - 1].1
  }
}
