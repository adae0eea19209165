// Before the rename: UIKit names (the mock SDK has no UIAlertView, so this
// compiles only after `alertshim migrate rewrite`; see ObjCRewriterTests).
// A login alert read through textFieldAtIndex:, with the first other button
// enabled only when both fields have text.
#import <UIKit/UIKit.h>

@interface LoginController : UIViewController <UIAlertViewDelegate, UITextFieldDelegate>
@property (nonatomic, copy, nullable) NSString *user;
@end

@implementation LoginController

- (void)askForLogin {
  UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Sign in"
                                                  message:@"Enter your account"
                                                 delegate:self
                                        cancelButtonTitle:@"Cancel"
                                        otherButtonTitles:@"Sign In", nil];
  alert.alertViewStyle = UIAlertViewStyleLoginAndPasswordInput;
  UITextField *login = [alert textFieldAtIndex:0];
  login.placeholder = @"E-mail";
  login.autocorrectionType = UITextAutocorrectionTypeNo;
  login.autocapitalizationType = UITextAutocapitalizationTypeNone;
  login.keyboardType = UIKeyboardTypeEmailAddress;
  login.delegate = self;
  UITextField *password = [alert textFieldAtIndex:1];
  password.secureTextEntry = YES;
  [alert show];
}

- (BOOL)alertViewShouldEnableFirstOtherButton:(UIAlertView *)alertView {
  return [alertView textFieldAtIndex:0].text.length > 0 &&
         [alertView textFieldAtIndex:1].text.length > 0;
}

- (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex {
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
