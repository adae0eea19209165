/// What a legacy view is to the controller it shows itself through: the one
/// receiver of that controller's events, called directly rather than through
/// an observer closure (a flow allocates less; the Benchmarks article).
@MainActor
protocol AlertEventReceiver: AnyObject {
  /// Gets `event`, with the index of the action it is about (``HostEvent``).
  func receive(_ event: HostEvent, of controller: AlertController)
}
