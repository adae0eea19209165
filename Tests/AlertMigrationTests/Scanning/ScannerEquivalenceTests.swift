import AlertShimTestSupport
import Testing

@testable import AlertMigration

/// The scanners against the scanners as they were (ReferenceScanners.swift, with the reference
/// lexers): the same findings, with the same lines, columns, names, types, members, tags and
/// fingerprints, in the same order, on the fixtures, the prefilter's corpus, random text, the
/// project's own sources and random programs made of the constructs the scanners' rules read.
@Suite struct ScannerEquivalenceTests {
  /// Swift lines and fragments: every construct a rule of the Swift scanner reads, and the
  /// brackets, comments and literals around them.
  static let swiftPieces = [
    "class C: UIAlertViewDelegate {\n", "final class Sheet: UIAlertController {\n",
    "class Box: NSObject, UIActionSheetDelegate {\n", "extension UIAlertView {\n",
    "extension C: UIAlertViewDelegate, UIActionSheetDelegate {\n",
    "struct S<T: P>: Q where T: R {\n",
    "@objc protocol P: UIAlertViewDelegate {\n",
    "@objc(Name) public protocol Q: UIActionSheetDelegate {\n",
    "enum E {\n", "actor A {\n", "class func make() {\n", "extension UIKit.UIActionSheet {\n",
    "extension E.C: UIAlertViewDelegate {\n", "extension E . Box {\n", "class C: Base {\n",
    "final class E: NSObject, UIActionSheetDelegate {\n",
    "protocol Alerts: UIAlertViewDelegate {\n", "protocol More: Kit.Alerts, Other {\n",
    "class D: Base, Alerts {\n", "struct T: More {\n", "extension E.C: Box<Alerts>, More {\n",
    "func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {\n",
    "func alertView(_ view: UIAlertView, clickedButtonAtIndex index: Int) {\n",
    "func alertView(alertView: UIAlertView, didDismissWithButtonIndex i: Int) {\n",
    "@objc func alertViewCancel(_ alertView: UIAlertView) {\n",
    "func willPresent(_ actionSheet: UIActionSheet) {\n",
    "func didPresent(_ a: LegacyAlertView) {\n",
    "func willPresent(_ x: Foo) {\n",
    "func actionSheet(_ s: UIActionSheet, clickedButtonAt i: Int) -> Bool {\n",
    "func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {\n",
    "func willPresentAlertView(_ a: UIAlertView) {\n",
    "func actionSheetCancel(_ s: UIActionSheet) async throws {\n",
    "func alertView(_ a: UIAlertView, willDismissWithButtonIndex i: Swift.Int) where T: P {\n",
    "func f(a: Int, d: Any?) {\n", "func g(_ a: UIAlertView, b: @escaping () -> Void) {\n",
    "init(alert: UIActionSheet) {\n", "subscript(i: Int) -> UIAlertView {\n",
    "func h() -> (Int, Int) {\n",
    "func requirement(_ a: UIAlertView)\n", "}\n", "}\n", "}\n", "{\n", "{ ", "} ",
    "let a = UIAlertView(title: nil, message: nil, delegate: d, cancelButtonTitle: nil)\n",
    "let a = UIAlertView(title: \"t\", message: \"m\", delegate: self, cancelButtonTitle: \"c\", otherButtonTitles: \"o\", \"p\")\n",
    "var s = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: nil, destructiveButtonTitle: nil)\n",
    "let odd = UIAlertView(frame: .zero)\n", "let empty = UIAlertView()\n",
    "let ordered = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil, buttonOrder: .objectiveC)\n",
    "let plain = LegacyAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n",
    "let c = UIAlertController(title: nil, message: nil, preferredStyle: .alert)\n",
    "let k = UIKit.UIAlertView.init(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n",
    "var d: AnyObject?\n", "weak var d: Any?\n", "let d = 1\n", "let b = a\n", "let alert = b\n",
    "var a: UIActionSheet?\n", "var a: Int\n",
    "let v: UIView = UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil)\n",
    "let w: AnyObject = UIAlertView()\n", "let e = a as? UIAlertView\n", "if let a = a {\n",
    "if let a {\n",
    "guard let a = a as? UIActionSheet else { return }\n",
    "a = UIAlertView(title: nil, message: nil, delegate: self.d, cancelButtonTitle: nil)\n",
    "self.sheet = UIActionSheet(title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)\n",
    "a.show()\n", "b.show()\n", "alert.show()\n", "self.a.show()\n", "x.a.show()\n", "e?.show()\n",
    "a.show { }\n", "a.show(completion: nil)\n", "s.show(in: view)\n",
    "s.show(from: item, animated: true)\n",
    "s.showInView(view)\n", "a.showFromRect(r, in: v, animated: true)\n", "a!.show()\n",
    "UIAlertView(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show()\n",
    "UIAlertView.init(title: nil, message: nil, delegate: nil, cancelButtonTitle: nil).show()\n",
    "a.dismiss(withClickedButtonIndex: 0, animated: true)\n", "a.delegate = d\n",
    "delegate = w as AnyObject\n", "self.delegate = d\n", "x.self.delegate = w as Any\n",
    "a.delegate = self\n",
    "alert.tag = 7\n", "a.tag = index + 1; let z = 2\n", "if alertView.tag == 1 {\n",
    "let t = alertView.tag\n",
    "switch actionSheet.tag {\n", "a.tag += 1\n", "a.alertViewStyle = .plainTextInput\n",
    "let f = a.textField(at: 0)?.text\n", "a.textField(at: 1)!.keyboardType = .numberPad\n",
    "a.textField(at: 0).placeholder = x\n", "a.textFieldAtIndex(0)\n",
    "let n = a.numberOfButtons\n",
    "a.frame = .zero\n", "a.addButton(withTitle: \"x\")\n", "c.addAction(x)\n",
    "c.addAction(UIAlertAction(title: nil, style: .default))\n",
    "UIAlertView.showAlert(title: \"x\")\n", "UIActionSheet.appearance()\n", "x is UIAlertView\n",
    "let y = z as! UIActionSheet\n", "let q = z as? UIAlertController\n", "UIAlertView.self\n",
    "v.isKind(of: UIAlertView.self)\n", "if w.isMember(of: UIKit.UIActionSheet.self) {\n",
    "type(of: v) == UIAlertView.self\n", "UIActionSheet.self !== t\n",
    "v.isKind(of: UIAlertController.self)\n",
    "present(c, animated: true)\n", "// UIAlertView(title: nil)\n", "/* a.show() */\n",
    "\"UIAlertView(title: nil)\"\n", "\"\\(a.show())\"\n", "#if DEBUG\n", "#endif\n",
    "@MainActor\n",
    "(", ")", "[", "]", ",", ";", ".", "\n", " ", "= ", "private ", "static ", "override ",
    "@objc ",
    "let list = [a, b].map { $0.tag }\n", "func alertView() {\n", "case .alertView:\n",
    "x.alertView(self, clickedButtonAt: 0)\n", "preferredStyle: .actionSheet\n",
    "next?.alertView?(a, clickedButtonAt: i)\n", "d!.alertViewCancel!(a)\n",
    "d?.willPresent?(s)\n", "x.alertView?(a, b)\n", "open class func notice() {\n",
    "open var flag: Bool {\n", "func open() {\n", "open func f() {}\n",
    "UIAlertView.appearance().tintColor = c\n",
    "UIActionSheet.appearance(whenContainedInInstancesOf: [H.self])\n",
    "self.backgroundColor = nil\n", "self.show()\n", "self.isOwn = true\n", "x.isOwn\n",
    "var isOwn: Bool {\n", "func own() {\n", "a.own()\n",
    "list.forEach { (alert: UIAlertView) in\n",
    "list.map { [weak self] (s: UIActionSheet) -> Int in\n",
    "{ (a: UIAlertView, i: Int) in a.show() }\n", "{ (x) in\n",
    "let field = a.textField(at: 0)\n", "field?.resignFirstResponder()\n", "field.text\n",
    "let u: UITextField? = a.textField(at: 1)\n", "c.textField(at: 0)\n",
    "convenience init(notice: String, delegate: D?) {\n", "self.init(frame: .zero)\n",
    "let n = UIAlertView(notice: \"x\", delegate: nil)\n", "override func layoutSubviews() {\n",
    "class func ask() {\n", "static func tell() {\n",
    "func alertView(_ a: UIAlertView, clickedButtonAt i: NSInteger) {\n",
    "func actionSheet(_ s: UIActionSheet, clickedButtonAt i: Int32) {\n",
    "let s = #selector(UIAlertView.show)\n", "#selector(getter: UIActionSheet.title)\n",
    "#selector(UIAlertViewDelegate.alertViewCancel(_:))\n",
    "extension UIAlertViewDelegate where Self: UIViewController {\n",
    "extension UIActionSheetDelegate {\n",
    "func makeSheet() -> UIActionSheet {\n", "func make(x: Int) async throws -> UIAlertView? {\n",
    "let made = makeSheet()\n", "let m = self.make(x: 1)!\n", "made.show(in: v)\n",
    "m.frame = .zero\n",
  ]

  /// Objective-C lines and fragments, as `swiftPieces` for the Objective-C scanner.
  static let objCPieces = [
    "@interface A : NSObject <UIAlertViewDelegate, UIActionSheetDelegate>\n", "@interface B ()\n",
    "@protocol P <UIAlertViewDelegate>\n", "@implementation A\n", "@end\n",
    "@interface UIAlertView (Blocks)\n", "@implementation UIAlertView (Blocks)\n",
    "@interface UIActionSheet (Extras) <X>\n",
    "@property (nonatomic, strong) UIAlertView *alert;\n", "@property UIActionSheet *sheet;\n",
    "UIAlertView *_ivar;\n", "UIAlertView * const __weak named;\n",
    "- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {\n",
    "- (void)alertViewCancel:(UIAlertView *)alertView {\n",
    "- (void)willPresentActionSheet:(UIActionSheet *)s {\n",
    "- (void)actionSheet:(UIActionSheet *)s didDismissWithButtonIndex:(NSInteger)i {\n",
    "- (BOOL)alertViewShouldEnableFirstOtherButton:(UIAlertView *)alertView {\n",
    "- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex;\n",
    "- (void)other:(id)x {\n", "+ (instancetype)make {\n", "}\n", "}\n", "{\n",
    "UIAlertView *a = [[UIAlertView alloc] initWithTitle:@\"t\" message:nil delegate:self cancelButtonTitle:@\"c\" otherButtonTitles:nil];\n",
    "UIActionSheet *s = [[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:nil destructiveButtonTitle:nil otherButtonTitles:nil];\n",
    "alert = [UIAlertView new];\n", "self.alert = [[UIAlertView allocWithZone:nil] init];\n",
    "UIAlertController *c = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:0];\n",
    "[a show];\n", "[self.alert show];\n", "[alert show];\n", "[_ivar show];\n",
    "[s showInView:self.view];\n",
    "[s showFromRect:r inView:v animated:YES];\n",
    "[[[UIAlertView alloc] initWithTitle:nil message:nil delegate:nil cancelButtonTitle:nil otherButtonTitles:nil] show];\n",
    "[a dismissWithClickedButtonIndex:0 animated:YES];\n", "[c addAction:x];\n", "a.tag = 3;\n",
    "[a setTag:4];\n", "if (alertView.tag == 1) {\n", "NSInteger t = [alertView tag];\n",
    "[UIAlertView showWithTitle:@\"x\" message:nil];\n", "[UIAlertView class];\n",
    "[a textFieldAtIndex:0];\n", "a.alertViewStyle = UIAlertViewStyleSecureTextInput;\n",
    "[a setAlertViewStyle:x];\n", "[a alertViewStyle];\n", "((UIAlertView *)x).tag;\n",
    "[(UIAlertView *)x show];\n", "// [a show];\n", "@\"[a show]\"\n", "/* UIAlertView */\n",
    "#import <UIKit/UIKit.h>\n", "(", ")", "[", "]", ";", ",", ".", "\n", " ", "= ", "*", "@",
  ]

  /// Every combination of protocols that may refine a delegate protocol, a type's headers, and
  /// a member that may need the type's conformance: the steps that miss a conformance, and the
  /// names their types inherit.
  static func conformancePrograms() -> [[UInt8]] {
    let protocols = [
      "", "protocol Alerts: UIAlertViewDelegate {}\n",
      "protocol Alerts: UIActionSheetDelegate {}\n",
      "protocol Alerts: UIAlertViewDelegate {}\nprotocol More: Alerts, Other {}\n",
      "protocol More: Kit.Alerts {}\nprotocol Alerts: LegacyAlertViewDelegate {}\n",
      "enum Kit {\n  protocol Alerts: UIAlertViewDelegate {}\n}\n",
      "@objc protocol Alerts: UIAlertViewDelegate {}\n", "protocol Alerts {}\n",
    ]
    let headers = [
      "class S: Base, Alerts {\n", "class S: Base, More {\n", "struct S: Alerts {\n",
      "class S: Base, Kit.Alerts {\n", "class S: Base<Alerts> {\n", "final class S: NSObject {\n",
      "class S: Base {\n", "enum Outer {\n  class S: Base, Alerts {\n",
      "class S: Base {}\nextension S: More {\n", "struct S {\n",
    ]
    let members = [
      "func alertView(_ a: UIAlertView, clickedButtonAt i: Int) {}\n",
      "func actionSheetCancel(_ s: UIActionSheet) {}\n",
      "func f() {\n  UIAlertView(title: nil, message: nil, delegate: self, cancelButtonTitle: nil).show()\n}\n",
    ]
    var programs: [[UInt8]] = []
    for declared in protocols {
      for header in headers {
        for member in members {
          let closing = String(
            repeating: "}\n", count: header.count { $0 == "{" } - header.count { $0 == "}" })
          programs.append(Array((declared + header + member + closing).utf8))
          programs.append(Array((header + member + closing + declared).utf8))
        }
      }
    }
    return programs
  }

  /// Random programs of `pieces`, `count` of them, deterministic.
  static func programs(_ pieces: [String], count: Int, seed: UInt64) -> [[UInt8]] {
    var random = SplitMix(seed: seed)
    return (0..<count).map { _ in
      var text: [UInt8] = []
      for _ in 0..<Int(random.next() % 40) {
        text += Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
      }
      return text
    }
  }

  /// The located findings of the reference lexer and scanner.
  static func referenceFindings(
    _ text: SourceBytes, language: SourceLanguage,
    declarations: [(name: String, subject: LegacyAPI.Subject)] = []
  ) -> [Finding] {
    let raw: [RawFinding]
    switch language {
    case .swift:
      raw = ReferenceSwiftScanner.scan(text, tokens: ReferenceSwiftLexer.tokenize(text).tokens)
    case .objectiveC:
      raw = ReferenceObjCScanner.scan(
        text, tokens: ReferenceObjCLexer.tokenize(text).tokens, declarations: declarations)
    }
    return raw.isEmpty ? [] : LineLocator.locate(raw, in: text)
  }

  @Test func swiftScanner_findsWhatTheReferenceFinds() {
    var storage = TokenizedSource()
    var withFindings = 0
    var findings = 0
    var nestedConformances = 0
    var inheritedNames = 0
    var byProtocol = 0
    let inputs =
      LexerEquivalenceTests.inputs() + ScanPrefilterTests.scopeSamples()
      + Self.programs(Self.swiftPieces, count: 6_000, seed: 61) + Self.conformancePrograms()
    for input in inputs {
      SourceBytes.withCopy(of: input) { text in
        let expected = Self.referenceFindings(text, language: .swift)
        let found = MigrationScanner.findings(in: text, language: .swift, storage: &storage)
        #expect(found == expected, "\(String(decoding: input, as: UTF8.self))")
        // Not part of a finding's identity, so compared apart: what the tree's scan matches.
        #expect(
          found.map(\.conformance) == expected.map(\.conformance),
          "\(String(decoding: input, as: UTF8.self))")
        if !expected.isEmpty { withFindings += 1 }
        findings += expected.count
        nestedConformances += expected.count { $0.conformance?.conformingType != nil }
        inheritedNames += expected.reduce(0) { $0 + ($1.conformance?.inherited.count ?? 0) }
        byProtocol += expected.count { $0.conformance?.byProtocol == true }
      }
    }
    #expect(withFindings > 5_000)
    #expect(findings > 60_000)
    #expect(nestedConformances > 500)
    #expect(inheritedNames > 300)
    #expect(byProtocol > 500)
  }

  @Test func objCScanner_findsWhatTheReferenceFinds() {
    var storage = TokenizedSource()
    var withFindings = 0
    var findings = 0
    let header = Array(
      "@interface A\n@property UIAlertView *held;\nUIActionSheet *_sheet;\n@end\n".utf8)
    let inputs =
      LexerEquivalenceTests.inputs() + Self.programs(Self.objCPieces, count: 6_000, seed: 62)
    for (index, input) in inputs.enumerated() {
      // Every third file with declarations from a header, as a `.m` beside its `.h`.
      let declarations: [(name: String, subject: LegacyAPI.Subject)] =
        index % 3 == 0
        ? SourceBytes.withCopy(of: header) { text in
          ReferenceObjCScanner.declarations(
            in: text, tokens: ReferenceObjCLexer.tokenize(text).tokens)
        } : []
      SourceBytes.withCopy(of: input) { text in
        let expected = Self.referenceFindings(
          text, language: .objectiveC, declarations: declarations)
        let found = MigrationScanner.findings(
          in: text, language: .objectiveC, storage: &storage, declarations: declarations)
        #expect(found == expected, "\(String(decoding: input, as: UTF8.self))")
        if !expected.isEmpty { withFindings += 1 }
        findings += expected.count
      }
    }
    #expect(withFindings > 5_000)
    #expect(findings > 36_000)
  }

  @Test func objCDeclarations_areTheReferences() {
    var compared = 0
    for input in LexerEquivalenceTests.inputs()
      + Self.programs(Self.objCPieces, count: 2_000, seed: 63)
    {
      SourceBytes.withCopy(of: input) { text in
        let expected = ReferenceObjCScanner.declarations(
          in: text, tokens: ReferenceObjCLexer.tokenize(text).tokens)
        let found = ObjCScanner.declarations(
          in: text, source: ObjCLexer.tokenize(text, marking: true))
        #expect(found.map(\.name) == expected.map(\.name))
        #expect(found.map(\.subject) == expected.map(\.subject))
        compared += expected.count
      }
    }
    #expect(compared > 5_000)
  }
}
