// A subclass of ASAlertView that keeps a value for its delegate and builds
// itself with -init and addButtonWithTitle:.
#import <AlertShimObjC/AlertShimObjC.h>

@interface ContextAlertView : ASAlertView
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

@interface RetryController : NSObject <ASAlertViewDelegate>
@end

@implementation RetryController
- (void)offerRetry {
  ContextAlertView *alert = [[ContextAlertView alloc] initWithContext:@"upload"];
  alert.delegate = self;
  [alert show];
}
- (void)alertView:(ASAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex {
  if ([alertView isKindOfClass:[ContextAlertView class]]) {
    NSLog(@"%@", ((ContextAlertView *)alertView).context);
  }
}
@end
