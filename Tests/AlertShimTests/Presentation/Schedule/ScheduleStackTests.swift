import Testing

@testable import AlertShim

/// The covered alerts of a `.stack` host (Semantics P1, P3, P5): membership
/// without a scan, the top taken first, and holes left by a dismissal from
/// code skipped and compacted without changing the order.
@Suite struct ScheduleStackTests {
  typealias Stack = ScheduleStack<Int, HostSchedule<Int, Int>.Covered>

  func stack(_ ids: [Int]) -> Stack {
    var stack = Stack()
    for id in ids { stack.push(.init(id: id, lineage: id * 10)) }
    return stack
  }

  @Test func pushedAlerts_areMembers_bottomFirst_P1_P3() {
    let stack = stack([1, 2, 3])
    #expect(stack.map(\.id) == [1, 2, 3])
    #expect(stack.contains(2))
    #expect(!stack.contains(4))
    #expect(stack.count == 3)
  }

  @Test func popLast_takesTheTop_andSkipsHolesBelowIt_P1() {
    var stack = stack([1, 2, 3])
    #expect(stack.remove(2)?.lineage == 20)
    #expect(stack.popLast()?.id == 3)
    #expect(stack.popLast()?.id == 1)
    #expect(stack.popLast() == nil)
    #expect(stack.isEmpty)
  }

  @Test func removingTheTop_leavesTheNextOneOnTop_L9() {
    var stack = stack([1, 2, 3])
    #expect(stack.remove(3)?.id == 3)
    #expect(stack.remove(3) == nil)
    #expect(!stack.contains(3))
    #expect(stack.last { _ in true }?.id == 2)
  }

  @Test func last_findsTheTopMostMatch_P5() {
    let stack = stack([1, 2, 3, 4])
    #expect(stack.last { $0.id % 2 == 1 }?.id == 3)
    #expect(stack.last { $0.id > 9 } == nil)
  }

  @Test func compaction_afterManyRemovals_keepsOrderAndMembership_P1() {
    var stack = stack(Array(0..<200))
    for id in stride(from: 0, to: 150, by: 1) where id % 4 != 0 { stack.remove(id) }
    let expected = (0..<200).filter { $0 >= 150 || $0 % 4 == 0 }
    #expect(stack.map(\.id) == expected)
    #expect(stack.count == expected.count)
    #expect(expected.allSatisfy { stack.contains($0) })
    // Removal after compaction still finds each slot.
    #expect(stack.remove(100)?.lineage == 1000)
    #expect(stack.remove(199)?.id == 199)
    #expect(stack.popLast()?.id == 198)
    #expect(stack.map(\.id) == expected.filter { $0 != 100 && $0 < 198 })
  }
}
