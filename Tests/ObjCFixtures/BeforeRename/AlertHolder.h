// Before the rename: a header that keeps an alert in a property.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

@interface AlertHolder : NSObject <UIAlertViewDelegate>
@property (nonatomic, strong, nullable) UIAlertView *alert;
@property (nonatomic) UIAlertViewStyle style;
@end
