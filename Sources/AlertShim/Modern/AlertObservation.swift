/// A registration made with ``AlertController/observe(_:)``; cancel it to stop observing.
@MainActor
public final class AlertObservation {
  private weak var controller: AlertController?
  let id: Int

  init(controller: AlertController, id: Int) {
    self.controller = controller
    self.id = id
  }

  /// Stops the observation.
  public func cancel() {
    controller?.removeObserver(id: id)
  }
}
