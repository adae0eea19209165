// Before the rename: UIKit names (the mock SDK has no UIAlertView, so this
// compiles only after `alertshim migrate rewrite`; see ObjCRewriterTests).
// A subclass of UIAlertView that keeps a value for its delegate and builds
// itself with -init and addButtonWithTitle:.
#import <UIKit/UIKit.h>

@interface ContextAlertView : UIAlertView
@property (nonatomic, strong, nullable) id context;
- (instancetype)initWithContext:(nullable id)context;
@end

@implementation ContextAlertView

- (instancetype)initWithContext:(nullable id)context {
  self = [super init];
  if (self) {
    _context = context;
    self.title = @"Retry?";
    [self addButtonWithTitle:@"Retry"];
    self.cancelButtonIndex = [self addButtonWithTitle:@"Cancel"];
  }
  return self;
}

- (void)show {
  NSLog(@"showing %@", self.title);
  [super show];
}

@end

@interface RetryController : NSObject <UIAlertViewDelegate>
@end

@implementation RetryController
- (void)offerRetry {
  ContextAlertView *alert = [[ContextAlertView alloc] initWithContext:@"upload"];
  alert.delegate = self;
  [alert show];
}
- (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex {
  if ([alertView isKindOfClass:[ContextAlertView class]]) {
    NSLog(@"%@", ((ContextAlertView *)alertView).context);
  }
}
@end
