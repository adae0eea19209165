/// The way back from an action or a text field to its ``AlertController``.
///
/// Actions and text fields hold the link strongly; the link refers to the
/// controller without retaining it, and the controller clears it when it
/// goes away. An action that outlives its controller then finds nil, as a
/// weak reference would, but no object carries a weak reference's side
/// table: creating, retaining and releasing controllers and actions stay on
/// Swift's fast path (see the Benchmarks article).
final class ControllerLink: @unchecked Sendable {
  /// The controller while it exists. Read and written on the main actor,
  /// except for the write in the controller's deinitializer, after which no
  /// code can reach the controller any more.
  nonisolated(unsafe) unowned(unsafe) var controller: AlertController?

  init() {}
}

/// A reference to an ``AlertController`` that does not keep it alive.
@MainActor
struct WeakController {
  private let link: ControllerLink?

  init(_ controller: AlertController?) {
    link = controller?.link
  }

  var controller: AlertController? { link?.controller }
}
