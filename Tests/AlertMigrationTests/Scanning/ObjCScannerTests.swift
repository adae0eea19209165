import Testing

@testable import AlertMigration

@Suite struct ObjCScannerTests {
  @Test func delegateMethodTakingAnAlertShimObjCClass_isMigratedCode_notAFinding() {
    // What `migrate rewrite` leaves (ASAlertView, ASActionSheet): not counted again.
    let source = """
      @implementation Login
      - (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)index {}
      - (void)alertViewCancel:(nonnull ASAlertView *)alertView {}
      - (void)actionSheet:(ASActionSheet *)sheet didDismissWithButtonIndex:(NSInteger)i {}
      - (void)actionSheet:(UIActionSheet *)sheet clickedButtonAtIndex:(NSInteger)i {}
      @end
      """
    #expect(objCFindings(source) == ["delegate-method actionSheet:clickedButtonAtIndex:"])
  }

  @Test func textFieldUsesOfASAlertView_areMigratedCode_unlessTheFileNamesLegacyAPI() {
    let migrated = """
      ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"T" message:nil delegate:self
                                            cancelButtonTitle:@"OK" otherButtonTitles:nil];
      alert.alertViewStyle = ASAlertViewStyleSecureTextInput;
      NSString *t = [alert textFieldAtIndex:0].text;
      """
    #expect(objCFindings(migrated) == [])
    let legacyConstant = """
      ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"T" message:nil delegate:self
                                            cancelButtonTitle:@"OK" otherButtonTitles:nil];
      alert.alertViewStyle = UIAlertViewStyleSecureTextInput;
      NSString *t = [alert textFieldAtIndex:0].text;
      """
    #expect(
      objCFindings(legacyConstant) == [
        "text-field alertViewStyle", "text-field textFieldAtIndex:",
      ])
  }

  /// SEMANTICS L17: a gate passes on the rewrite of a screen whose `#pragma mark` or
  /// `#warning` names the legacy protocol (free text, which the rewrite leaves as it is).
  @Test func rewrittenScreen_whosePragmaNamesTheProtocol_hasNoFindings() {
    let source = """
      @interface Login : UIViewController <UIAlertViewDelegate>
      @end
      @implementation Login
      - (void)ask {
        UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"PIN" message:nil delegate:self
                                              cancelButtonTitle:@"No" otherButtonTitles:nil];
        alert.alertViewStyle = UIAlertViewStyleSecureTextInput;
        [alert show];
      }
      #pragma mark - UIAlertViewDelegate
      #warning Check what UIAlertView's text field held
      - (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)index {
        NSLog(@"%@", [alertView textFieldAtIndex:0].text);
      }
      @end
      """
    let rewritten = ObjCRewriter.rewrite(source).text
    #expect(rewritten.contains("#pragma mark - UIAlertViewDelegate\n"))
    #expect(rewritten.contains("[[ASAlertView alloc]"))
    #expect(objCFindings(rewritten) == [])
  }

  // MARK: Creations

  @Test func showOfAnAutoreleasedCreation_isAShow() {
    let source = """
      [[[[UIAlertView alloc] initWithTitle:@"T" message:nil delegate:nil cancelButtonTitle:@"OK"
                         otherButtonTitles:nil] autorelease] show];
      [[[[UIActionSheet alloc] init] retain] showInView:view];
      """
    #expect(
      objCFindings(source) == [
        "creation UIAlertView", "show show", "creation UIActionSheet", "show showInView:",
      ])
  }

  @Test func allocInit_isACreation() {
    let source = """
      UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"T" message:nil delegate:self
                                            cancelButtonTitle:@"OK" otherButtonTitles:nil];
      """
    #expect(objCFindings(source) == ["creation UIAlertView"])
  }

  @Test func new_isACreation() {
    #expect(objCFindings("UIActionSheet *s = [UIActionSheet new];") == ["creation UIActionSheet"])
  }

  @Test func alertControllerFactory_isACreation() {
    let source = """
      UIAlertController *c = [UIAlertController alertControllerWithTitle:@"T" message:@"M"
                                                          preferredStyle:UIAlertControllerStyleAlert];
      """
    #expect(objCFindings(source) == ["creation UIAlertController"])
  }

  @Test func allocOnSelfInACategory_isNotACreation() {
    // The category itself is a wrapper; the alloc on self is no creation.
    let source = """
      @implementation UIAlertView (Factory)
      + (instancetype)blank { return [[self alloc] init]; }
      @end
      """
    #expect(objCFindings(source) == ["wrapper UIAlertView (Factory)"])
  }

  @Test func subclassInterface_isAWrapper() {
    // The app's own class around the legacy one: the rewrite renames its superclass.
    let source = """
      @interface FancyAlert : UIAlertView <UITextFieldDelegate>
      @end
      @interface FancySheet : UIActionSheet
      @end
      @interface Modern : UIAlertController
      @end
      @interface FancyAlert ()
      @end
      @implementation FancyAlert
      @end
      """
    #expect(
      objCFindings(source) == [
        "wrapper FancyAlert : UIAlertView", "wrapper FancySheet : UIActionSheet",
      ])
  }

  @Test func appHelper_isNotACreation() {
    #expect(objCFindings("id a = [AlertFactory alertViewWithTitle:@\"UIAlertView\"];").isEmpty)
  }

  @Test func similarNames_doNotMatch() {
    let source = "[[UIAlertViewController alloc] init]; [MyUIAlertView new]; [UIActionSheets new];"
    #expect(objCFindings(source).isEmpty)
  }

  @Test func namesInCommentsStringsAndCharacters_doNotMatch() {
    let source = """
      // [[UIAlertView alloc] init];
      /* [UIAlertView new]; */
      NSString *s = @"[UIAlertView new]";
      const char *c = "[UIAlertView new]";
      char q = '[';
      """
    #expect(objCFindings(source).isEmpty)
  }

  @Test func bothBranchesOfAnIf_count() {
    let source = """
      #if TARGET_OS_IOS
      id a = [UIAlertView new];
      #else
      id b = [UIActionSheet new];
      #endif
      """
    #expect(objCFindings(source) == ["creation UIAlertView", "creation UIActionSheet"])
  }

  @Test func creationInAMacro_counts() {
    let source = "#define SHOW(t) [[[UIAlertView alloc] initWithTitle:(t) message:nil] show]"
    #expect(objCFindings(source) == ["creation UIAlertView", "show show"])
  }

  // MARK: Conformances

  @Test func protocolListOfAClass_isFound() {
    let source = "@interface Screen : UIViewController <UITableViewDelegate, UIAlertViewDelegate>"
    #expect(objCFindings(source) == ["conformance UIAlertViewDelegate"])
  }

  @Test func protocolListOfAClassExtension_isFound() {
    let source = "@interface Screen () <UIActionSheetDelegate>\n@property int x;\n@end"
    #expect(objCFindings(source) == ["conformance UIActionSheetDelegate"])
  }

  @Test func protocolListSplitOverLines_isFound() {
    let source =
      "@interface Screen : NSObject <\n  UIAlertViewDelegate,\n  UIActionSheetDelegate>\n"
    #expect(
      objCFindings(source) == [
        "conformance UIAlertViewDelegate", "conformance UIActionSheetDelegate",
      ])
  }

  @Test func protocolRefinement_isFound() {
    #expect(
      objCFindings("@protocol Prompting <UIAlertViewDelegate>\n@end") == [
        "conformance UIAlertViewDelegate"
      ])
  }

  @Test func delegateTypedProperty_isNotAConformance() {
    let source = """
      @interface Screen : NSObject
      @property (weak) id<UIAlertViewDelegate> delegate;
      - (id<UIActionSheetDelegate>)sheetDelegate;
      @end
      """
    #expect(objCFindings(source).isEmpty)
  }

  // MARK: Delegate methods

  @Test func everyDelegateMethod_isFound() {
    let source = """
      - (void)alertView:(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i {}
      - (void)alertViewCancel:(UIAlertView *)a {}
      - (void)willPresentAlertView:(UIAlertView *)a {}
      - (void)didPresentAlertView:(UIAlertView *)a {}
      - (void)alertView:(UIAlertView *)a willDismissWithButtonIndex:(NSInteger)i {}
      - (void)alertView:(UIAlertView *)a didDismissWithButtonIndex:(NSInteger)i {}
      - (BOOL)alertViewShouldEnableFirstOtherButton:(UIAlertView *)a { return YES; }
      - (void)actionSheet:(UIActionSheet *)s clickedButtonAtIndex:(NSInteger)i {}
      - (void)actionSheetCancel:(UIActionSheet *)s {}
      - (void)willPresentActionSheet:(UIActionSheet *)s {}
      - (void)didPresentActionSheet:(UIActionSheet *)s {}
      - (void)actionSheet:(UIActionSheet *)s willDismissWithButtonIndex:(NSInteger)i {}
      - (void)actionSheet:(UIActionSheet *)s didDismissWithButtonIndex:(NSInteger)i {}
      """
    #expect(
      objCFindings(source) == [
        "delegate-method alertView:clickedButtonAtIndex:", "delegate-method alertViewCancel:",
        "delegate-method willPresentAlertView:", "delegate-method didPresentAlertView:",
        "delegate-method alertView:willDismissWithButtonIndex:",
        "delegate-method alertView:didDismissWithButtonIndex:",
        "delegate-method alertViewShouldEnableFirstOtherButton:",
        "delegate-method actionSheet:clickedButtonAtIndex:", "delegate-method actionSheetCancel:",
        "delegate-method willPresentActionSheet:", "delegate-method didPresentActionSheet:",
        "delegate-method actionSheet:willDismissWithButtonIndex:",
        "delegate-method actionSheet:didDismissWithButtonIndex:",
      ])
  }

  @Test func methodSplitOverLines_isFoundAtItsFirstPart() {
    let source = """
      @implementation Screen
      - (void)alertView:(UIAlertView *)alertView
          clickedButtonAtIndex:(NSInteger)buttonIndex
      {
      }
      @end
      """
    let findings = MigrationScanner.findings(in: source, language: .objectiveC)
    #expect(
      findings.map(\.description) == ["2:9: delegate-method: alertView:clickedButtonAtIndex:"])
  }

  @Test func declarationWithoutBody_isNotAnImplementation() {
    let source = "- (void)alertView:(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i;"
    #expect(objCFindings(source).isEmpty)
  }

  @Test func otherSelectorWithTheSameFirstPart_isNotADelegateMethod() {
    #expect(objCFindings("- (void)alertView:(UIAlertView *)a customThing:(int)x {}").isEmpty)
  }

  @Test func attributeBeforeTheBody_isSkipped() {
    let source = "- (void)alertViewCancel:(UIAlertView *)a NS_REQUIRES_SUPER __attribute__((x)) {}"
    #expect(objCFindings(source) == ["delegate-method alertViewCancel:"])
  }

  // MARK: Tag reads

  @Test func tagReadsInsideADelegateMethod_areFound() {
    let source = """
      - (void)alertView:(UIAlertView *)a clickedButtonAtIndex:(NSInteger)i {
        if (a.tag == 1 && [a tag] > 0) { a.tag = 2; }
      }
      - (void)other:(UIAlertView *)a { NSLog(@"%d", a.tag); }
      """
    #expect(
      objCFindings(source) == [
        "delegate-method alertView:clickedButtonAtIndex:", "tag-read tag", "tag-read tag",
      ])
  }

  // MARK: Show, actions, text fields

  @Test func showOnADeclaredVariable_isAShow() {
    let source = "UIAlertView *alert = make();\n[alert show];\n[hud show];"
    #expect(objCFindings(source) == ["show show"])
  }

  @Test func showInViewOnAParameter_isAShow() {
    let source = "- (void)present:(UIActionSheet *)sheet { [sheet showInView:self.view]; }"
    #expect(objCFindings(source) == ["show showInView:"])
  }

  @Test func showFromRect_namesTheWholeSelector() {
    let source = """
      UIActionSheet * __weak sheet = nil;
      [sheet showFromRect:[self frameFor:x] inView:self.view animated:YES];
      """
    #expect(objCFindings(source) == ["show showFromRect:inView:animated:"])
  }

  @Test func showOnACastReceiver_isAShow() {
    #expect(objCFindings("UIAlertView *a;\n[(UIAlertView *)a show];") == ["show show"])
  }

  @Test func addActionOnAController_isFound() {
    let source = """
      UIAlertController *c = [UIAlertController alertControllerWithTitle:nil message:nil
                                                          preferredStyle:0];
      [c addAction:[UIAlertAction actionWithTitle:@"OK" style:0 handler:nil]];
      [button addAction:action forControlEvents:1];
      """
    #expect(objCFindings(source) == ["creation UIAlertController", "add-action addAction:"])
  }

  @Test func textFieldUses_areFound() {
    let source = """
      alert.alertViewStyle = UIAlertViewStyleSecureTextInput;
      [alert setAlertViewStyle:UIAlertViewStylePlainTextInput];
      NSString *t = [alert textFieldAtIndex:0].text;
      """
    #expect(
      objCFindings(source) == [
        "text-field alertViewStyle", "text-field alertViewStyle", "text-field textFieldAtIndex:",
      ])
  }

  // A receiver is a declared alert when its bytes are the declared name's, as for clang:
  // `\u{212A}` (KELVIN SIGN) reads as `K` to Swift's strings, but is another identifier.
  @Test func receivers_areTheDeclaredNameWhenTheirBytesAre() {
    let source = "UIAlertView *K = [UIAlertView new];\n[\u{212A} show];\n[K show];\n"
    #expect(
      locatedObjCFindings(source) == ["1:19 creation UIAlertView", "3:4 show show"])
  }
}
