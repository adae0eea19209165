// Must NOT compile: a misspelt selector and a wrong argument type.
// .ci/objc-check fails if this file compiles or if an error below is missing.
// expected-error: no visible @interface for 'ASAlertView' declares the selector 'addButonWithTitle:'
// expected-error: no visible @interface for 'ASActionSheet' declares the selector 'showFromBarButtonItem:'
// expected-error: incompatible integer to pointer conversion sending 'int' to parameter of type 'UIView * _Nonnull'
// expected-error: incompatible pointer to integer conversion sending 'NSString *' to parameter of type 'NSInteger'
#import <AlertShimObjC/AlertShimObjC.h>

void Misspelt(ASAlertView *alert, ASActionSheet *sheet, UIBarButtonItem *item) {
  [alert addButonWithTitle:@"OK"];
  [sheet showFromBarButtonItem:item];
}

void WrongArgumentTypes(ASAlertView *alert, ASActionSheet *sheet) {
  [sheet showInView:42];
  [alert dismissWithClickedButtonIndex:@"0" animated:YES];
}
