// Before the rename: UIKit names (the mock SDK has no UIAlertView, so this
// compiles only after `alertshim migrate rewrite`; see ObjCRewriterTests).
// A delegate that switches on buttonIndex, and tells its alerts apart by tag.
#import <UIKit/UIKit.h>

enum { DeleteAlertTag = 1, RenameAlertTag = 2 };

@interface FileListController : UIViewController <UIAlertViewDelegate>
@property (nonatomic, copy) NSString *status;
- (IBAction)deleteTapped:(id)sender;
@end

@implementation FileListController

- (IBAction)deleteTapped:(id)sender {
  UIAlertView *alert = [[UIAlertView alloc] initWithTitle:NSLocalizedString(@"Delete file?", nil)
                                                  message:nil
                                                 delegate:self
                                        cancelButtonTitle:NSLocalizedString(@"Cancel", nil)
                                        otherButtonTitles:@"Delete", @"Archive", nil];
  alert.tag = DeleteAlertTag;
  [alert show];
}

- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
  if (alertView.tag != DeleteAlertTag) {
    return;
  }
  if (buttonIndex == alertView.cancelButtonIndex) {
    return;
  }
  switch (buttonIndex) {
    case 1:
      self.status = @"deleted";
      break;
    case 2:
      self.status = [NSString stringWithFormat:@"archived (%ld)", (long)buttonIndex];
      break;
    default:
      NSLog(@"unexpected button %ld: %@", (long)buttonIndex, [alertView buttonTitleAtIndex:buttonIndex]);
      break;
  }
}

@end
