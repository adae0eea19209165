#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import UIKit

  /// A screen already migrated to closures: `AlertController` and
  /// `AlertAction` handlers, presented from this screen by its own host.
  public final class SettingsViewController: UIViewController {
    /// The name shown on the screen.
    public private(set) var name: String
    /// Whether the user is signed in.
    public private(set) var isSignedIn = true

    /// Where this screen's alerts go; tests pass an `AlertSpy`'s host.
    private let injectedHost: AlertHost?
    private lazy var alerts: AlertHost =
      injectedHost ?? AlertHost(renderer: UIKitRenderer(presenter: { [weak self] in self }))

    /// The button the sign-out sheet points at on iPad.
    public let signOutButton = UIView(frame: CGRect(x: 20, y: 600, width: 280, height: 44))

    public init(name: String = "Ada", host: AlertHost? = nil) {
      self.name = name
      self.injectedHost = host
      super.init(nibName: nil, bundle: nil)
      title = "Settings"
    }

    public required init?(coder: NSCoder) {
      return nil
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(signOutButton)
    }

    /// Asks for a new name; Save is enabled once the field is not empty.
    public func renameTapped() {
      let alert = AlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField { [name] field in
        field.text = name
        field.placeholder = "Name"
      }
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      let save = AlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
        guard let text = alert?.textFields.first?.text, !text.isEmpty else { return }
        self?.name = text
      }
      alert.addAction(save)
      alert.preferredAction = save
      alert.observe { [weak save] alert, event in
        guard case .textDidChange = event else { return }
        save?.isEnabled = !(alert.textFields.first?.text ?? "").isEmpty
      }
      alerts.present(alert)
    }

    /// Confirms signing out with a sheet pointing at the button.
    public func signOutTapped() {
      let sheet = AlertController(
        title: "Sign out of \(name)?", message: nil, preferredStyle: .actionSheet)
      sheet.addAction(
        AlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
          self?.isSignedIn = false
        })
      sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
      sheet.setPopoverSource(UIKitPopoverSource(view: signOutButton))
      alerts.present(sheet)
    }
  }
#endif
