// Each blocks form: a completion block, per-button handlers, the
// target/selector/userInfo form and the lifecycle blocks.
#import <AlertShimObjC/AlertShimObjC.h>

@interface BlocksController : NSObject
@property (nonatomic) NSInteger lastIndex;
- (void)confirmDelete:(id)userInfo;
@end

@implementation BlocksController

- (void)confirmDelete:(id)userInfo {
  NSLog(@"delete %@", userInfo);
}

- (void)completionForm {
  ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"Save?" message:nil delegate:nil
                                        cancelButtonTitle:@"No" otherButtonTitles:@"Yes", nil];
  __weak BlocksController *weakSelf = self;
  [alert showWithCompletion:^(ASAlertView *alertView, NSInteger buttonIndex) {
    weakSelf.lastIndex = buttonIndex;
    if (buttonIndex != alertView.cancelButtonIndex) {
      NSLog(@"saved");
    }
  }];
}

- (void)handlerForm:(UIView *)view {
  ASAlertView *alert = [[ASAlertView alloc] init];
  alert.title = @"Unsaved changes";
  [alert addButtonWithTitle:@"Save" handler:^{
    NSLog(@"save");
  }];
  [alert setCancelButtonWithTitle:@"Discard" handler:nil];
  alert.willPresentHandler = ^(ASAlertView *shown) { NSLog(@"%@", shown.title); };
  alert.didPresentHandler = ^(ASAlertView *shown) { (void)shown; };
  alert.willDismissHandler = ^(ASAlertView *shown, NSInteger index) { (void)shown; (void)index; };
  alert.didDismissHandler = ^(ASAlertView *shown, NSInteger index) { (void)shown; (void)index; };
  alert.cancelHandler = ^(ASAlertView *shown) { (void)shown; };
  [alert show];

  ASActionSheet *sheet = [[ASActionSheet alloc] init];
  [sheet setDestructiveButtonWithTitle:@"Delete" handler:^{
    NSLog(@"delete");
  }];
  [sheet addButtonWithTitle:@"Share" handler:^{
    NSLog(@"share");
  }];
  [sheet setCancelButtonWithTitle:@"Cancel" handler:nil];
  sheet.didDismissHandler = ^(ASActionSheet *dismissed, NSInteger index) {
    NSLog(@"%ld of %ld", (long)index, (long)dismissed.numberOfButtons);
  };
  sheet.cancelHandler = ^(ASActionSheet *cancelled) { (void)cancelled; };
  sheet.willPresentHandler = ^(ASActionSheet *shown) { NSLog(@"%@", shown.title); };
  sheet.didPresentHandler = ^(ASActionSheet *shown) { (void)shown; };
  sheet.willDismissHandler = ^(ASActionSheet *shown, NSInteger index) {
    (void)shown;
    (void)index;
  };
  ASActionSheet *other = [[ASActionSheet alloc] init];
  [other addButtonWithTitle:@"OK"];
  [other showWithCompletion:^(ASActionSheet *actionSheet, NSInteger buttonIndex) {
    NSLog(@"%@ %ld", actionSheet.title, (long)buttonIndex);
  }];
  [sheet showInView:view];
}

- (void)targetActionForm:(UIView *)view {
  ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"Delete?" message:nil delegate:nil
                                        cancelButtonTitle:@"Cancel" otherButtonTitles:nil];
  [alert addButtonWithTitle:@"Delete" target:self action:@selector(confirmDelete:)
                   userInfo:@{@"file" : @"a.txt"}];
  [alert show];

  ASActionSheet *sheet = [[ASActionSheet alloc] initWithTitle:nil delegate:nil
                                            cancelButtonTitle:@"Cancel" destructiveButtonTitle:nil
                                            otherButtonTitles:nil];
  [sheet addButtonWithTitle:@"Delete" target:self action:@selector(confirmDelete:) userInfo:nil];
  [sheet showInView:view];
}

@end
