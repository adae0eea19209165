// Before the rename: UIKit names (the mock SDK has no UIAlertView, so this
// compiles only after `alertshim migrate rewrite`; see ObjCRewriterTests).
// A delegate that implements only clickedButtonAtIndex: (a system cancel then
// arrives there as a click on the cancel button).
#import <UIKit/UIKit.h>

@interface ClickedOnly : NSObject <UIAlertViewDelegate, UIActionSheetDelegate>
@end

@implementation ClickedOnly
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
  NSLog(@"alert %ld", (long)buttonIndex);
}
- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
  NSLog(@"sheet %ld", (long)buttonIndex);
}
- (void)ask:(UIView *)view {
  [[[UIAlertView alloc] initWithTitle:@"OK?" message:nil delegate:self cancelButtonTitle:@"No"
                    otherButtonTitles:@"Yes", nil] show];
  [[[UIActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:@"Cancel"
                 destructiveButtonTitle:nil otherButtonTitles:@"One", nil] showInView:view];
}
@end
