// A delegate that implements only clickedButtonAtIndex: (a system cancel then
// arrives there as a click on the cancel button).
#import <AlertShimObjC/AlertShimObjC.h>

@interface ClickedOnly : NSObject <ASAlertViewDelegate, ASActionSheetDelegate>
@end

@implementation ClickedOnly
- (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
  NSLog(@"alert %ld", (long)buttonIndex);
}
- (void)actionSheet:(ASActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
  NSLog(@"sheet %ld", (long)buttonIndex);
}
- (void)ask:(UIView *)view {
  [[[ASAlertView alloc] initWithTitle:@"OK?" message:nil delegate:self cancelButtonTitle:@"No"
                    otherButtonTitles:@"Yes", nil] show];
  [[[ASActionSheet alloc] initWithTitle:nil delegate:self cancelButtonTitle:@"Cancel"
                 destructiveButtonTitle:nil otherButtonTitles:@"One", nil] showInView:view];
}
@end
