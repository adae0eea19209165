// Before the rename: uses the header's property.
#import "AlertHolder.h"

@implementation AlertHolder
- (void)prepare {
  self.alert = [[UIAlertView alloc] initWithTitle:@"Hi" message:nil delegate:self
                                cancelButtonTitle:@"OK" otherButtonTitles:nil];
  self.alert.alertViewStyle = self.style == UIAlertViewStyleDefault
                                  ? UIAlertViewStylePlainTextInput
                                  : self.style;
  [self.alert show];
}
@end
