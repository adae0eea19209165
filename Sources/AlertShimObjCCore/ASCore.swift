#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import AlertShimUIKit
  import Foundation
  import UIKit

  /// A delegate method, as the Objective-C classes name it to their core.
  @objc(ASDelegateMethod) public enum ASDelegateMethod: Int, Sendable {
    /// `…clickedButtonAtIndex:`.
    case clicked
    /// `alertViewCancel:` / `actionSheetCancel:`.
    case cancel
    /// `willPresent…:`.
    case willPresent
    /// `didPresent…:`.
    case didPresent
    /// `…willDismissWithButtonIndex:`.
    case willDismiss
    /// `…didDismissWithButtonIndex:`.
    case didDismiss
    /// `alertViewShouldEnableFirstOtherButton:`.
    case shouldEnableFirstOtherButton

    init(_ method: LegacyDelegateMethod) {
      switch method {
      case .clicked: self = .clicked
      case .cancel: self = .cancel
      case .willPresent: self = .willPresent
      case .didPresent: self = .didPresent
      case .willDismiss: self = .willDismiss
      case .didDismiss: self = .didDismiss
      case .shouldEnableFirstOtherButton: self = .shouldEnableFirstOtherButton
      }
    }
  }

  /// The Objective-C twin of `AlertHost.main = .uiKit()`, called by
  /// `+[ASAlertShim setUpUIKit]`.
  @MainActor @objc(ASCoreSetup) public final class ASCoreSetup: NSObject {
    /// Sets ``AlertShim/AlertHost/main`` to a host that draws through UIKit.
    @objc public static func setUpUIKit() {
      AlertHost.main = .uiKit()
    }
  }

  /// What `ASAlertView` and `ASActionSheet` (Objective-C, in
  /// `<AlertShimObjC/AlertShimObjC.h>`) forward to: a legacy view of
  /// AlertShim, which decides everything (Semantics O6). The Objective-C class
  /// only turns selectors into these calls and back.
  @MainActor @objc(ASViewCore) public class ASViewCore: NSObject {
    private var forwarder: LegacyObjectiveCDelegate<AnyObject>?

    /// Connects an Objective-C delegate (held weakly, Semantics O4), or disconnects with nil.
    ///
    /// - Parameters:
    ///   - implements: `respondsToSelector:` for a method, asked each time it would be sent.
    ///   - send: Sends a method with a button index; returns its `BOOL` answer.
    @objc public func setDelegate(
      _ delegate: AnyObject?,
      implements: @escaping @MainActor (AnyObject, ASDelegateMethod) -> Bool,
      send: @escaping @MainActor (AnyObject, ASDelegateMethod, Int) -> Bool
    ) {
      guard let delegate else {
        forwarder = nil
        connect(nil)
        return
      }
      let forwarder = LegacyObjectiveCDelegate<AnyObject>(
        delegate,
        implements: { implements($0, ASDelegateMethod($1)) },
        send: { send($0, ASDelegateMethod($1), $2) })
      self.forwarder = forwarder
      connect(forwarder)
    }

    /// The connected delegate, while it is alive.
    @objc public var delegate: AnyObject? { forwarder?.delegate }

    func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {}
  }

  /// One text field of an alert: what the `UITextField` that
  /// `textFieldAtIndex:` returns reads and writes.
  @MainActor @objc(ASAlertTextFieldModel) public final class ASAlertTextFieldModel: NSObject {
    let field: AlertTextField

    init(_ field: AlertTextField) {
      self.field = field
    }

    /// The field's text.
    @objc public var text: String? {
      get { field.text }
      set { field.text = newValue }
    }

    /// The field's placeholder.
    @objc public var placeholder: String? {
      get { field.placeholder }
      set { field.placeholder = newValue }
    }

    /// Whether the field hides its text.
    @objc(secureTextEntry) public var isSecureTextEntry: Bool {
      @objc(isSecureTextEntry) get { field.isSecureTextEntry }
      set { field.isSecureTextEntry = newValue }
    }

    /// The `UITextField` made for this field, so that every call returns the same one.
    @objc public var textField: AnyObject?
  }
#endif
