// A login alert read through textFieldAtIndex:, with the first other button
// enabled only when both fields have text.
#import <AlertShimObjC/AlertShimObjC.h>

@interface LoginController : UIViewController <ASAlertViewDelegate>
@property (nonatomic, copy, nullable) NSString *user;
@end

@implementation LoginController

- (void)askForLogin {
  ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"Sign in"
                                                  message:@"Enter your account"
                                                 delegate:self
                                        cancelButtonTitle:@"Cancel"
                                        otherButtonTitles:@"Sign In", nil];
  alert.alertViewStyle = ASAlertViewStyleLoginAndPasswordInput;
  UITextField *login = [alert textFieldAtIndex:0];
  login.placeholder = @"E-mail";
  login.autocorrectionType = UITextAutocorrectionTypeNo;
  login.autocapitalizationType = UITextAutocapitalizationTypeNone;
  login.keyboardType = UIKeyboardTypeEmailAddress;  // compiles; not shown (a stand-in field)
  UITextField *password = [alert textFieldAtIndex:1];
  password.secureTextEntry = YES;
  [alert show];
}

- (BOOL)alertViewShouldEnableFirstOtherButton:(ASAlertView *)alertView {
  return [alertView textFieldAtIndex:0].text.length > 0 &&
         [alertView textFieldAtIndex:1].text.length > 0;
}

- (void)alertView:(ASAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex {
  if (buttonIndex == alertView.firstOtherButtonIndex) {
    NSString *login = [alertView textFieldAtIndex:0].text;
    if (![login isEqualToString:@""]) {
      self.user = login;
    }
  }
}

- (BOOL)textFieldShouldReturn:(UITextField *)textField {
  return [textField resignFirstResponder];
}

@end
