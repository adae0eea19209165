import AlertShimTestSupport
import Foundation
import Testing

@testable import AlertMigration

/// `alertshim migrate rewrite` on Objective-C: UIKit's names become AlertShimObjC's
/// (Semantics O2: a rename is the whole migration of a call site).
@Suite struct ObjCRewriterTests {
  static let root = Toolchain.packageRoot

  static let source = """
    #import <Foundation/Foundation.h>
    #import <UIKit/UIKit.h>

    // UIAlertView in a comment stays, and so does @"UIAlertView".
    @interface Screen : UIViewController <UIAlertViewDelegate, UIActionSheetDelegate>
    @end

    @implementation Screen
    - (void)ask {
      UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"UIAlertView" message:nil
          delegate:self cancelButtonTitle:@"No" otherButtonTitles:@"Yes", nil];
      alert.alertViewStyle = UIAlertViewStylePlainTextInput;
      [alert show];
      UIActionSheet *sheet = [[UIActionSheet alloc] init];
      sheet.actionSheetStyle = UIActionSheetStyleBlackOpaque;
    }
    @end

    """

  // Semantics O2
  @Test func rewrite_renamesClassesProtocolsAndStyleConstants() {
    let result = ObjCRewriter.rewrite(Self.source)
    #expect(result.renameCount == 8)
    #expect(
      result.text.contains(
        "@interface Screen : UIViewController <ASAlertViewDelegate, ASActionSheetDelegate>"))
    #expect(
      result.text.contains(
        "ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@\"UIAlertView\""))
    #expect(result.text.contains("alert.alertViewStyle = ASAlertViewStylePlainTextInput;"))
    #expect(result.text.contains("sheet.actionSheetStyle = ASActionSheetStyleBlackOpaque;"))
    #expect(
      result.text.contains("// UIAlertView in a comment stays, and so does @\"UIAlertView\"."))
  }

  // Semantics O2: the import goes after the last #import, once.
  @Test func rewrite_addsTheImportAfterTheLastImport_andIsIdempotent() {
    let result = ObjCRewriter.rewrite(Self.source)
    #expect(result.addedImport)
    #expect(
      result.text.hasPrefix(
        "#import <Foundation/Foundation.h>\n#import <UIKit/UIKit.h>\n"
          + "#import <AlertShimObjC/AlertShimObjC.h>\n\n"))
    let again = ObjCRewriter.rewrite(result.text)
    #expect(!again.isChanged)
    #expect(again.text == result.text)
  }

  @Test func rewrite_addsTheImportInTheConditionalRegionOfTheFirstRename() {
    // A platform condition: the import is compiled only where the renamed code is.
    let platform = """
      #import "Plat.h"

      #if TARGET_OS_IOS
      #import <UIKit/UIKit.h>
      @implementation Plat
      - (void)warn { [[UIAlertView new] show]; }
      @end
      #else
      #import <AppKit/AppKit.h>
      #endif

      """
    #expect(
      ObjCRewriter.rewrite(platform).text.contains(
        "#if TARGET_OS_IOS\n#import <UIKit/UIKit.h>\n#import <AlertShimObjC/AlertShimObjC.h>\n"
          + "@implementation Plat\n"))
    // An include guard without an import inside: after its #define.
    let guarded =
      "#ifndef A_H\n#define A_H\n@interface A : NSObject <UIAlertViewDelegate>\n@end\n#endif\n"
    #expect(
      ObjCRewriter.rewrite(guarded).text
        == "#ifndef A_H\n#define A_H\n#import <AlertShimObjC/AlertShimObjC.h>\n"
        + "@interface A : NSObject <ASAlertViewDelegate>\n@end\n#endif\n")
    // `@import` counts as an import; an #else branch is a region of its own.
    let branches = """
      #if A
      @import Foundation;
      #else
      @import UIKit;
      UIAlertView *a;
      #endif

      """
    #expect(
      ObjCRewriter.rewrite(branches).text
        == "#if A\n@import Foundation;\n#else\n@import UIKit;\n"
        + "#import <AlertShimObjC/AlertShimObjC.h>\nASAlertView *a;\n#endif\n")
    // Renamed names inside and outside a region: the import goes where it reaches them all.
    let spread = """
      #import <UIKit/UIKit.h>
      #if DEBUG
      #import "Debug.h"
      UIAlertView *debugAlert;
      #endif
      UIAlertView *shown;

      """
    #expect(
      ObjCRewriter.rewrite(spread).text.hasPrefix(
        "#import <UIKit/UIKit.h>\n#import <AlertShimObjC/AlertShimObjC.h>\n#if DEBUG\n"))
    // A prefix header: the use is at the top level, the only import in `#ifdef __OBJC__`.
    let prefix = """
      #ifdef __OBJC__
      #import <UIKit/UIKit.h>
      #endif
      #define SHOW_ERROR(m) [[[UIAlertView alloc] initWithTitle:m message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil] show]

      """
    #expect(
      ObjCRewriter.rewrite(prefix).text.hasPrefix(
        "#ifdef __OBJC__\n#import <UIKit/UIKit.h>\n#import <AlertShimObjC/AlertShimObjC.h>\n#endif\n"
          + "#define SHOW_ERROR(m) [[[ASAlertView alloc]"))
  }

  @Test func rewrite_leavesTheFreeTextOfPragmaWarningAndError() {
    let source = """
      #import <UIKit/UIKit.h>
      #pragma mark - UIAlertViewDelegate
      #warning TODO replace UIAlertView
      #error UIActionSheet
      @interface A : NSObject <UIAlertViewDelegate>
      @end

      """
    let result = ObjCRewriter.rewrite(source)
    #expect(result.renameCount == 1)
    #expect(
      result.text
        == "#import <UIKit/UIKit.h>\n#import <AlertShimObjC/AlertShimObjC.h>\n"
        + "#pragma mark - UIAlertViewDelegate\n#warning TODO replace UIAlertView\n"
        + "#error UIActionSheet\n@interface A : NSObject <ASAlertViewDelegate>\n@end\n")
  }

  /// SEMANTICS L17: a module or a header name keeps UIKit's name, as `#import <…>` does.
  @Test func rewrite_leavesModulesAndHasIncludeHeaderNames() {
    let names = """
      @import UIKit.UIAlertView;
      #if __has_include(<UIKit/UIAlertView.h>) && __has_include_next(<UIKit/UIActionSheet.h>)
      #endif

      """
    #expect(!ObjCRewriter.rewrite(names).isChanged)
    let result = ObjCRewriter.rewrite(names + "UIAlertView *a;\n")
    #expect(result.renameCount == 1)
    #expect(
      result.text == """
        @import UIKit.UIAlertView;
        #import <AlertShimObjC/AlertShimObjC.h>
        #if __has_include(<UIKit/UIAlertView.h>) && __has_include_next(<UIKit/UIActionSheet.h>)
        #endif
        ASAlertView *a;

        """)
  }

  /// SEMANTICS L17: UIView and UIResponder API on a declared alert does not compile after the
  /// rename (ASAlertView is an NSObject): each use is a step.
  @Test func rewrite_stepsAtViewAPIOnAnAlert() {
    let source = """
      - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)index {
        UITextField *field = (UITextField *)[alertView viewWithTag:100];
        UIAlertView *alert = [[UIAlertView alloc] init];
        [alert setTransform:CGAffineTransformMakeTranslation(0, 10)];
        [alert setCenter:CGPointZero];
        alert.hidden = YES;
        alert.alpha = 0.5;
        alert.tintColor = nil;
        alert.tag = 2;
      }
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [2, 4, 5, 6, 7, 8])
    #expect(
      steps.first?.name
        == "viewWithTag on an alert: ASAlertView is not a UIView and has no viewWithTag; drop it,"
        + " or move that code to a UIAlertController")
  }

  /// SEMANTICS L17: UIKit's keys on an alert raise NSUnknownKeyException after the rename.
  @Test func rewrite_stepsAtKeyValueCodingOnAnAlert() {
    let source = """
      UIAlertView *alert = [[UIAlertView alloc] init];
      id label = [alert valueForKey:@"_titleLabel"];
      [alert setValue:@2 forKeyPath:@"_messageLabel.numberOfLines"];
      [alert setValue:field forKey:@"accessoryView"];
      [other valueForKey:@"_titleLabel"];
      [alert setValue:@3 forKey:@"tag"];
      NSUInteger n = [[alert valueForKeyPath:@"title.length"] unsignedIntegerValue];
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [2, 3, 4])
    #expect(
      steps.first?.name
        == "valueForKey: on an alert: UIKit's keys (its private views and labels) are not"
        + " ASAlertView's, which raises NSUnknownKeyException; use its API, or a"
        + " UIAlertController")
  }

  /// SEMANTICS L17: views styled inside an alert, or classes compared with `==`.
  @Test func rewrite_stepsAtContainmentProxiesAndClassEquality() {
    let source = """
      [[UIView appearanceWhenContainedIn:[UIAlertView class], nil] setTintColor:brand];
      [[UIView appearanceWhenContainedInInstancesOfClasses:@[ [UIActionSheet class] ]] setAlpha:1];
      [[UIView appearanceWhenContainedIn:[UINavigationBar class], nil] setTintColor:brand];
      BOOL legacy = [view class] == [UIAlertView class];
      BOOL other = [UIActionSheet class] != [view class];
      Class c = [UIAlertView class];
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [1, 2, 4, 5])
    #expect(
      steps.map(\.name).last
        == "[UIActionSheet class] compared with == or !=: after the rename it is ASActionSheet,"
        + " which no view from a hierarchy or a window is")
  }

  /// SEMANTICS L17: a property's instance variable holds the alert too.
  @Test func rewrite_stepsAtViewAPIOnAPropertysInstanceVariable() {
    let source = """
      @interface Loader : NSObject
      @property (nonatomic, strong) UIAlertView *busyAlert;
      @end
      @implementation Loader
      - (void)start {
        [_busyAlert addSubview:spinner];
        _busyAlert.hidden = NO;
        [_busyAlert show];
      }
      @end
      """
    #expect(ObjCRewriter.rewrite(source).manualSteps.map(\.line) == [6, 7])
  }

  /// A subclass's step follows its own UIView API and hooks (`didMoveToSuperview`,
  /// `touchesBegan:withEvent:`), not another view's.
  @Test func rewrite_subclassStep_followsTheSubclassesOwnViewAPI() {
    let hooks = """
      @interface PopupSheet : UIActionSheet
      @end
      @implementation PopupSheet
      - (void)didMoveToSuperview { self.popup = nil; }
      @end
      """
    #expect(ObjCRewriter.rewrite(hooks).manualSteps.map(\.line) == [1])
    let unrelated = """
      @interface TaggedAlert : UIAlertView
      @end
      @implementation Host
      - (void)layOut:(UIViewController *)controller { controller.view.frame = CGRectZero; }
      @end
      """
    #expect(ObjCRewriter.rewrite(unrelated).manualSteps.isEmpty)
    let own = """
      @interface Banner : UIAlertView
      @end
      @implementation Banner
      - (void)tint { [[self superview] setNeedsLayout]; self.layer.cornerRadius = 4; }
      @end
      """
    #expect(ObjCRewriter.rewrite(own).manualSteps.map(\.line) == [1])
  }

  /// SEMANTICS L17: UIKit's class by its name stays UIKit's after the rename.
  @Test func rewrite_stepsAtTheLegacyClassByItsName() {
    let source = """
      UIAlertView *alert = [[NSClassFromString(@"UIAlertView") alloc] initWithTitle:@"T"
          message:nil delegate:self cancelButtonTitle:@"OK" otherButtonTitles:nil];
      Class other = NSClassFromString(@"UIAlertController");
      """
    let result = ObjCRewriter.rewrite(source)
    #expect(result.text.contains("ASAlertView *alert = [[NSClassFromString(@\"UIAlertView\")"))
    #expect(
      result.manualSteps.map(\.name) == [
        "NSClassFromString(@\"UIAlertView\") still makes UIKit's UIAlertView, which the scene"
          + " life cycle refuses, while the names that hold it become ASAlertView; create an"
          + " ASAlertView instead"
      ])
  }

  /// SEMANTICS L17: a class test with the dot syntax is one too.
  @Test func rewrite_stepsAtAClassTestInEitherSyntax() {
    let source = """
      for (UIView *view in window.subviews) {
        if ([view isKindOfClass:[UIAlertView class]]) {}
        if ([view isKindOfClass:UIAlertView.class]) {}
        if ([view isMemberOfClass:[UIActionSheet self]]) {}
        if ([view isKindOfClass:UILabel.class]) {}
      }
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [2, 3, 4])
    // Each step quotes the test as written: the selector and its argument.
    let quoted = steps.map { $0.name.split(separator: ":").prefix(2).joined(separator: ":") }
    #expect(
      quoted == [
        "isKindOfClass:[UIAlertView class]", "isKindOfClass:UIAlertView.class",
        "isMemberOfClass:[UIActionSheet self]",
      ])
  }

  /// SEMANTICS L17: ASAlertView has no appearance proxy.
  @Test func rewrite_stepsAtAnAppearanceProxy() {
    let source = """
      [[UIAlertView appearance] setTintColor:color];
      [[UIActionSheet appearanceWhenContainedInInstancesOfClasses:@[ [Host class] ]] setAlpha:1];
      [[Theme appearance] setTintColor:color];
      """
    let result = ObjCRewriter.rewrite(source)
    #expect(result.manualSteps.map(\.line) == [1, 2])
    #expect(
      result.manualSteps.map(\.name).last
        == "+[UIActionSheet appearanceWhenContainedInInstancesOfClasses:]: ASActionSheet is not a"
        + " UIView and has no appearance proxy; drop it (AlertShimUIKit shows a UIAlertController)")
  }

  /// SEMANTICS L17: a category's initialiser with a prefix (BlocksKit's `bk_initWithTitle:`) is
  /// not ASAlertView's either.
  @Test func rewrite_stepsAtAPrefixedCategoryInitialiser() {
    let source = """
      UIAlertView *a = [[UIAlertView alloc] bk_initWithTitle:@"T" message:nil];
      UIActionSheet *s = [[UIActionSheet alloc] initWithFrame:CGRectZero];
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [1])
    #expect(steps.first?.name.hasPrefix("-[UIAlertView bk_initWithTitle:message:] is not") == true)
  }

  /// SEMANTICS L17: a header's method whose type has a nullability or `__kindof` is API too.
  @Test func rewrite_stepsAtAHeadersMethodTypeWithQualifiers() {
    let source = """
      @interface Stub : NSObject
      + (nullable UIAlertView *)currentAlertView;
      - (void)show:(UIAlertView * _Nullable)alert;
      - (void)present:(__kindof UIActionSheet *)sheet;
      - (void)plain:(UIAlertView *)alert;
      @end
      """
    let steps = ObjCRewriter.rewrite(source, isHeader: true).manualSteps
    #expect(steps.map(\.line) == [2, 3, 4, 5])
  }

  /// An import after the first renamed name comes too late for it: the import goes before.
  @Test func rewrite_putsTheImportBeforeTheFirstRenamedName_whenEveryImportIsAfterIt() {
    let source = """
      // Prompt.h
      @class UIAlertView;

      @protocol PromptHost <UIAlertViewDelegate>
      @end

      #import <UIKit/UIKit.h>

      """
    #expect(
      ObjCRewriter.rewrite(source, isHeader: true).text == """
        // Prompt.h
        #import <AlertShimObjC/AlertShimObjC.h>
        @class ASAlertView;

        @protocol PromptHost <ASAlertViewDelegate>
        @end

        #import <UIKit/UIKit.h>

        """)
  }

  @Test func rewrite_stepsAtACreationWhoseDelegateComesFromTheCaller() {
    let source = """
      + (void)confirm:(id)delegate {
        [[[UIAlertView alloc] initWithTitle:@"A" message:nil delegate:delegate
                          cancelButtonTitle:@"No" otherButtonTitles:@"Yes", nil] show];
        [[[UIActionSheet alloc] initWithTitle:@"B" delegate:self.owner cancelButtonTitle:nil
                       destructiveButtonTitle:nil otherButtonTitles:nil] show];
        [[[UIAlertView alloc] initWithTitle:@"C" message:nil delegate:self
                          cancelButtonTitle:@"OK" otherButtonTitles:nil] show];
        [[[UIAlertView alloc] initWithTitle:@"D" message:nil delegate:(id)self
                          cancelButtonTitle:@"OK" otherButtonTitles:nil] show];
        [[[UIAlertView alloc] initWithTitle:@"E" message:nil delegate:nil
                          cancelButtonTitle:@"OK" otherButtonTitles:nil] show];
        [helper setDelegate:delegate];
        UIAlertView *later = [[UIAlertView alloc] init];
        later.delegate = delegate;
        UIActionSheet *sheet = [[UIActionSheet alloc] init];
        [sheet setDelegate:delegate];
        later.delegate = self;
        [sheet setDelegate:nil];
      }
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [2, 4, 14, 16])
    #expect(
      steps.map { LegacyAPI.passedDelegateSubject(of: $0) } == [.alert, .sheet, .alert, .sheet])
    #expect(
      steps.first?.name
        == "the delegate of this UIAlertView comes from its caller, and Swift code in this tree "
        + "conforms to UIAlertViewDelegate: ASAlertView calls only Objective-C delegate methods, "
        + "never those of a Swift LegacyAlertViewDelegate; a Swift delegate of it must conform to "
        + "ASAlertViewDelegate (import AlertShimObjC) instead, or this code must move to "
        + "LegacyAlertView")
  }

  @Test func rewrite_stepsAtAnInitialiserASAlertViewDoesNotHave() {
    // UIAlertView+Blocks, a pod outside the tree: after the rename it does not compile.
    let source = """
      UIAlertView *a = [[UIAlertView alloc] initWithTitle:@"Out?" message:nil
                                         cancelButtonItem:cancel otherButtonItems:ok, nil];
      UIAlertView *b = [[UIAlertView alloc] initWithTitle:[self text:1] message:flag ? t : u
        delegate:self cancelButtonTitle:flag ? @"A" : @"B" otherButtonTitles:nil];
      UIActionSheet *c = [[UIActionSheet new] initWithTitle:nil delegate:self
        cancelButtonTitle:nil destructiveButtonTitle:nil otherButtonTitles:@"x", nil];
      UIAlertView *d = [[UIAlertView alloc] init];
      """
    let steps = ObjCRewriter.rewrite(source).manualSteps
    #expect(steps.map(\.line) == [1])
    #expect(
      steps.first?.name
        == "-[UIAlertView initWithTitle:message:cancelButtonItem:otherButtonItems:] is not one"
        + " of UIKit's initialisers (a category's, such as UIAlertView+Blocks): ASAlertView has"
        + " no such initialiser; create it with one it has, or rename the category too")
  }

  @Test func rewrite_withoutLegacyNames_changesNothing() {
    let plain = "#import <UIKit/UIKit.h>\n@interface A : NSObject\n@end\n"
    let result = ObjCRewriter.rewrite(plain)
    #expect(!result.isChanged)
    #expect(result.text == plain)
  }

  @Test func rewrite_keepsCRLFLineEndings() {
    let result = ObjCRewriter.rewrite("#import <UIKit/UIKit.h>\r\nUIAlertView *a;\r\n")
    #expect(
      result.text
        == "#import <UIKit/UIKit.h>\r\n#import <AlertShimObjC/AlertShimObjC.h>\r\nASAlertView *a;\r\n"
    )
  }

  @Test func rewrite_subclassThatOverridesUIViewMethods_isAStep() {
    // An override is UIView API too: ASAlertView is no view, so it is never called.
    let source = """
      @interface FancyAlert : UIAlertView
      @end
      @implementation FancyAlert
      - (void)drawRect:(CGRect)rect {}
      @end

      """
    let steps = ObjCRewriter.rewrite(source).manualSteps.map { "\($0.line): \($0.name)" }
    #expect(steps.count == 1)
    #expect(
      steps.first?.hasPrefix("1: FancyAlert subclasses UIAlertView and the file uses UIView API")
        == true)
    let plain = "@interface FancyAlert : UIAlertView\n@end\n- (void)confirm {}\n"
    #expect(ObjCRewriter.rewrite(plain).manualSteps.isEmpty)
  }

  // The Objective-C manual steps.
  @Test func rewrite_listsTheManualSteps() {
    let source = """
      #import <UIKit/UIKit.h>
      @interface UIAlertView (Blocks)
      @end
      @interface FancyAlert : UIAlertView
      @end
      @implementation FancyAlert
      - (void)layoutSubviews { self.frame = CGRectZero; }
      @end
      void f(UIAlertView *alert, UIView *other) {
        [alert addSubview:other];
        [alert setValue:other forKey:@"accessoryView"];
        if ([other isKindOfClass:[UIAlertView class]]) {}
        UIView *view = alert;
        if ([alert isKindOfClass:[UIView class]]) {}
        alert.frame = CGRectZero;
        [alert setBackgroundColor:nil];
        CGRect r = [other frame];
      }

      """
    let steps = ObjCRewriter.rewrite(source).manualSteps.map { "\($0.line): \($0.name)" }
    #expect(steps.count == 9)
    #expect(steps.contains { $0.hasPrefix("2: a category on UIAlertView") })
    #expect(
      steps.contains {
        $0.hasPrefix("4: FancyAlert subclasses UIAlertView and the file uses UIView API")
      })
    #expect(steps.contains { $0.hasPrefix("10: addSubview: on an alert") })
    #expect(steps.contains { $0.hasPrefix("11: setValue:forKey:@\"accessoryView\"") })
    #expect(steps.contains { $0.hasPrefix("12: isKindOfClass:[UIAlertView class]") })
    #expect(steps.contains { $0.hasPrefix("13: a UIView * variable holds an alert") })
    #expect(
      steps.contains {
        $0 == "14: isKindOfClass:[UIView class] on an alert: ASAlertView is not a UIView, so "
          + "after the rename the test answers NO"
      })
    #expect(steps.contains { $0.hasPrefix("15: frame on an alert: ASAlertView is not a UIView") })
    #expect(steps.contains { $0.hasPrefix("16: setBackgroundColor on an alert") })
    // `other` is a UIView: its frame is no step.
    #expect(!steps.contains { $0.hasPrefix("17:") })
  }

  @Test func rewrite_header_listsMethodsThatPassAnAlertOutOfTheTree() {
    let header =
      "#import <UIKit/UIKit.h>\n@interface Helper : NSObject\n- (void)present:(UIAlertView *)alert;\n@end\n"
    let steps = ObjCRewriter.rewrite(header, isHeader: true).manualSteps
    #expect(steps.map(\.line) == [3])
    #expect(steps.first?.name.hasPrefix("a UIAlertView * in a method declared in a header") == true)
  }

  static func beforeRenameFiles() throws -> [String] {
    let folder = root.appendingPathComponent("Tests/ObjCFixtures/BeforeRename")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  static var hasClang: Bool { Toolchain.tool("clang") != nil }

  /// Runs `.ci/objc-check` with `files`; returns its exit status and output.
  static func objcCheck(_ files: [String]) throws -> Toolchain.Result {
    try Toolchain.run(root.appendingPathComponent(".ci/objc-check"), files)
  }

  // Semantics O2 and the issue's "done when": a dry run on an Objective-C tree gives a diff,
  // writes nothing, and the renamed files compile against AlertShimObjC's header and the mock SDK.
  @Test(.enabled(if: hasClang, "clang is not on PATH: .ci/objc-check cannot run"))
  func dryRunOnAnObjectiveCTree_givesFilesThatPassObjCCheck() throws {
    let directory = try TemporaryDirectory()
    let folder = Self.root.appendingPathComponent("Tests/ObjCFixtures/BeforeRename")
    for name in try Self.beforeRenameFiles() {
      try directory.write(
        name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
    let report = try MigrationRewriter(dryRun: true).rewrite(path: directory.path)
    #expect(report.objectiveCFilesRead == 7)
    #expect(report.files.filter(\.isChanged).count == 7)
    #expect(
      report.files.allSatisfy { $0.diff.contains("+#import <AlertShimObjC/AlertShimObjC.h>") })
    // Nothing was written.
    let original = try String(
      contentsOf: folder.appendingPathComponent("LoginAlert.m"), encoding: .utf8)
    #expect(try directory.read("LoginAlert.m") == original)

    // The originals do not compile against the mock (it has no UIAlertView)...
    let before = try Self.objcCheck([directory.url("LoginAlert.m").path])
    #expect(before.status != 0)
    // ...the renamed files do.
    _ = try MigrationRewriter().rewrite(path: directory.path)
    let mFiles = try Self.beforeRenameFiles().filter { $0.hasSuffix(".m") }
    let after = try Self.objcCheck(mFiles.map { directory.url($0).path })
    #expect(after.status == 0, "\(after.output)")
  }
}

/// The plan and the SARIF help say which Objective-C files crash under the scene life cycle.
@Suite struct ObjCCrashNoticeTests {
  @Test func planAndSARIF_sayObjectiveCFilesCrashUnderScenes() throws {
    let directory = try TemporaryDirectory()
    try FixtureTree.write(into: directory)
    let report = try MigrationScanner().scan(path: directory.path)
    let plan = report.plan()
    #expect(plan.contains("crash in an app that adopts the scene life cycle"))
    let sarif = try report.sarif(toolVersion: "test")
    #expect(sarif.contains("until it moves it crashes in an app that adopts the scene life cycle"))
  }
}
