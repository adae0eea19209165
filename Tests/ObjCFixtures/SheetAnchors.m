// Sheets shown from a bar button item and from a rect, with the cancel
// button last (the Objective-C order).
#import <AlertShimObjC/AlertShimObjC.h>

@interface PhotoController : UIViewController <ASActionSheetDelegate>
@property (nonatomic, strong) UIBarButtonItem *shareItem;
@end

@implementation PhotoController

- (ASActionSheet *)makeSheet {
  return [[ASActionSheet alloc] initWithTitle:@"Photo"
                                     delegate:self
                            cancelButtonTitle:@"Cancel"
                       destructiveButtonTitle:@"Delete"
                            otherButtonTitles:@"Share", @"Copy", nil];
}

- (IBAction)shareTapped:(UIBarButtonItem *)sender {
  [[self makeSheet] showFromBarButtonItem:sender animated:YES];
}

- (void)showFromCell:(UIView *)cell {
  CGRect rect = CGRectMake(cell.frame.origin.x, cell.frame.origin.y, 44, 44);
  [[self makeSheet] showFromRect:rect inView:self.view animated:YES];
}

- (void)actionSheet:(ASActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
  if (buttonIndex == actionSheet.destructiveButtonIndex) {
    NSLog(@"delete");
  } else if (buttonIndex != actionSheet.cancelButtonIndex) {
    NSLog(@"%@", [actionSheet buttonTitleAtIndex:buttonIndex]);
  }
}

@end
