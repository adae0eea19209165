#if canImport(UIKit) && canImport(ObjectiveC) && !os(tvOS) && !os(watchOS)
  import AlertShim
  import Foundation
  import UIKit

  /// The core of the Objective-C `ASAlertView`: a ``AlertShim/LegacyAlertView``
  /// built in the Objective-C order (Semantics O3), with its members as
  /// `@objc` calls for the Objective-C class to forward to.
  @MainActor @objc(ASAlertViewCore) public final class ASAlertViewCore: ASViewCore {
    let legacy: LegacyAlertView
    private var textFieldModels: [ASAlertTextFieldModel] = []

    /// `initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:`:
    /// `owner` (the `ASAlertView`) is kept alive while the alert is shown (Semantics O4).
    @objc public init(
      owner: AnyObject, title: String?, message: String?, cancelButtonTitle: String?,
      otherButtonTitles: [String]
    ) {
      legacy = .objectiveC(
        title: title, message: message, cancelButtonTitle: cancelButtonTitle,
        otherButtonTitles: otherButtonTitles)
      super.init(view: legacy, owner: owner)
    }

    /// `-init`: no title and no buttons (Semantics O2).
    @objc public init(owner: AnyObject) {
      legacy = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)
      super.init(view: legacy, owner: owner)
    }

    override func connect(_ forwarder: LegacyObjectiveCDelegate<AnyObject>?) {
      legacy.delegate = forwarder
    }

    /// `message`.
    @objc public var message: String? {
      get { legacy.message }
      set { legacy.message = newValue }
    }

    /// `show`.
    @objc public func show() { legacy.show() }

    /// `alertViewStyle`, as its raw value (Semantics L11).
    @objc public var alertViewStyle: Int {
      get { legacy.alertViewStyle.rawValue }
      set { legacy.alertViewStyle = LegacyAlertViewStyle(rawValue: newValue) ?? .default }
    }

    /// The field behind `textFieldAtIndex:`; nil with an issue out of range (Semantics L12).
    @objc @discardableResult public func textFieldModel(at index: Int) -> ASAlertTextFieldModel? {
      guard let field = legacy.textField(at: index) else { return nil }
      if let model = textFieldModels.first(where: { $0.field === field }) { return model }
      let model = ASAlertTextFieldModel(field)
      textFieldModels.append(model)
      return model
    }
  }
#endif
