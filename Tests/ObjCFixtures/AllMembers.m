// Every member of UIAlertView.h and UIActionSheet.h under its AlertShim name,
// as renamed Objective-C code calls it (the table in "Migrating Objective-C").
#import <AlertShimObjC/AlertShimObjC.h>

@interface AllMembersAlertDelegate : NSObject <ASAlertViewDelegate>
@end

@implementation AllMembersAlertDelegate
- (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {}
- (void)alertViewCancel:(ASAlertView *)alertView {}
- (void)willPresentAlertView:(ASAlertView *)alertView {}
- (void)didPresentAlertView:(ASAlertView *)alertView {}
- (void)alertView:(ASAlertView *)alertView willDismissWithButtonIndex:(NSInteger)buttonIndex {}
- (void)alertView:(ASAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex {}
- (BOOL)alertViewShouldEnableFirstOtherButton:(ASAlertView *)alertView {
  return YES;
}
@end

@interface AllMembersSheetDelegate : NSObject <ASActionSheetDelegate>
@end

@implementation AllMembersSheetDelegate
- (void)actionSheet:(ASActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {}
- (void)actionSheetCancel:(ASActionSheet *)actionSheet {}
- (void)willPresentActionSheet:(ASActionSheet *)actionSheet {}
- (void)didPresentActionSheet:(ASActionSheet *)actionSheet {}
- (void)actionSheet:(ASActionSheet *)actionSheet willDismissWithButtonIndex:(NSInteger)buttonIndex {}
- (void)actionSheet:(ASActionSheet *)actionSheet didDismissWithButtonIndex:(NSInteger)buttonIndex {}
@end

void AllAlertViewMembers(id<ASAlertViewDelegate> delegate, NSCoder *coder) {
  ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"Title"
                                                  message:@"Message"
                                                 delegate:delegate
                                        cancelButtonTitle:@"Cancel"
                                        otherButtonTitles:@"One", @"Two", nil];
  ASAlertView *framed = [[ASAlertView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
  ASAlertView *coded = [[ASAlertView alloc] initWithCoder:coder];
  ASAlertView *plain = [[ASAlertView alloc] init];
  (void)framed;
  (void)coded;
  (void)plain;

  id currentDelegate = alert.delegate;
  alert.delegate = currentDelegate;
  NSString *title = alert.title;
  alert.title = title;
  NSString *message = alert.message;
  alert.message = nil;
  (void)message;
  NSInteger added = [alert addButtonWithTitle:@"Three"];
  NSString *buttonTitle = [alert buttonTitleAtIndex:added];
  (void)buttonTitle;
  NSInteger count = alert.numberOfButtons;
  alert.cancelButtonIndex = count - 1;
  NSInteger first = alert.firstOtherButtonIndex;
  (void)first;
  BOOL visible = alert.visible || [alert isVisible];
  (void)visible;
  alert.alertViewStyle = ASAlertViewStyleDefault;
  alert.alertViewStyle = ASAlertViewStyleSecureTextInput;
  alert.alertViewStyle = ASAlertViewStylePlainTextInput;
  alert.alertViewStyle = ASAlertViewStyleLoginAndPasswordInput;
  UITextField *field = [alert textFieldAtIndex:0];
  (void)field;
  alert.tag = 7;
  [alert show];
  [alert dismissWithClickedButtonIndex:alert.cancelButtonIndex animated:YES];
}

void AllActionSheetMembers(id<ASActionSheetDelegate> delegate, UIViewController *controller,
                           UIToolbar *toolbar, UITabBar *tabBar, UIBarButtonItem *item,
                           NSCoder *coder) {
  ASActionSheet *sheet = [[ASActionSheet alloc] initWithTitle:@"Title"
                                                     delegate:delegate
                                            cancelButtonTitle:@"Cancel"
                                       destructiveButtonTitle:@"Delete"
                                            otherButtonTitles:@"Share", @"Copy", nil];
  ASActionSheet *framed = [[ASActionSheet alloc] initWithFrame:CGRectZero];
  ASActionSheet *coded = [[ASActionSheet alloc] initWithCoder:coder];
  (void)framed;
  (void)coded;

  id<ASActionSheetDelegate> currentDelegate = sheet.delegate;
  sheet.delegate = currentDelegate;
  sheet.title = [sheet.title stringByAppendingString:@"!"];
  sheet.actionSheetStyle = ASActionSheetStyleAutomatic;
  sheet.actionSheetStyle = ASActionSheetStyleDefault;
  sheet.actionSheetStyle = ASActionSheetStyleBlackTranslucent;
  sheet.actionSheetStyle = ASActionSheetStyleBlackOpaque;
  NSInteger added = [sheet addButtonWithTitle:@"More"];
  NSString *buttonTitle = [sheet buttonTitleAtIndex:added];
  (void)buttonTitle;
  NSInteger count = sheet.numberOfButtons;
  sheet.cancelButtonIndex = count - 1;
  sheet.destructiveButtonIndex = 0;
  NSInteger first = sheet.firstOtherButtonIndex;
  (void)first;
  BOOL visible = sheet.visible || [sheet isVisible];
  (void)visible;
  sheet.tag = 3;
  [sheet showFromToolbar:toolbar];
  [sheet showFromTabBar:tabBar];
  [sheet showFromBarButtonItem:item animated:YES];
  [sheet showFromRect:controller.view.bounds inView:controller.view animated:NO];
  [sheet showInView:controller.view];
  [sheet dismissWithClickedButtonIndex:sheet.cancelButtonIndex animated:YES];
}
