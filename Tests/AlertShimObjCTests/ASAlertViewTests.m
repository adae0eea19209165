// The Objective-C layer on a real Objective-C runtime (the Apple CI runs
// these on an iOS simulator): what Linux can only type-check.
#if __has_include(<UIKit/UIKit.h>)
#import <AlertShimObjC/AlertShimObjC.h>
#import <XCTest/XCTest.h>

@interface ASRecordingDelegate : NSObject <ASAlertViewDelegate>
@end
@implementation ASRecordingDelegate
- (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {}
@end

@interface ASSubclassedAlert : ASAlertView
@property (nonatomic) BOOL madeByInit;
@end
@implementation ASSubclassedAlert
- (instancetype)init {
  self = [super init];
  if (self) {
    _madeByInit = YES;
  }
  return self;
}
@end

@interface ASAlertViewTests : XCTestCase
@end

@implementation ASAlertViewTests

// Semantics O3, L2a: the variadic initialiser collects every title until nil,
// in the Objective-C order.
- (void)testVariadicInit_objectiveCOrder {
  ASAlertView *alert = [[ASAlertView alloc] initWithTitle:@"T" message:nil delegate:nil
                                        cancelButtonTitle:@"Cancel"
                                        otherButtonTitles:@"One", @"Two", nil];
  XCTAssertEqual(alert.numberOfButtons, 3);
  XCTAssertEqual(alert.cancelButtonIndex, 0);
  XCTAssertEqual(alert.firstOtherButtonIndex, 1);
  XCTAssertEqualObjects([alert buttonTitleAtIndex:2], @"Two");
}

// Semantics O3, S1a: a sheet's cancel button comes last.
- (void)testSheetVariadicInit_cancelLast {
  ASActionSheet *sheet = [[ASActionSheet alloc] initWithTitle:nil delegate:nil
                                            cancelButtonTitle:@"C"
                                       destructiveButtonTitle:@"D"
                                            otherButtonTitles:@"1", @"2", nil];
  XCTAssertEqual(sheet.destructiveButtonIndex, 0);
  XCTAssertEqual(sheet.firstOtherButtonIndex, 1);
  XCTAssertEqual(sheet.cancelButtonIndex, 3);
}

// Semantics O2, L1b: -init followed by addButtonWithTitle:.
- (void)testInitThenAddButton {
  ASAlertView *alert = [[ASAlertView alloc] init];
  XCTAssertEqual(alert.cancelButtonIndex, -1);
  XCTAssertEqual([alert addButtonWithTitle:@"OK"], 0);
  XCTAssertEqual(alert.numberOfButtons, 1);
}

// Semantics O2: Objective-C code can subclass ASAlertView.
- (void)testSubclass {
  ASSubclassedAlert *alert = [[ASSubclassedAlert alloc] init];
  XCTAssertTrue(alert.madeByInit);
  XCTAssertTrue([alert isKindOfClass:[ASAlertView class]]);
}

// Semantics O4, L16: the delegate is weak.
- (void)testDelegateIsWeak {
  ASAlertView *alert = [[ASAlertView alloc] init];
  @autoreleasepool {
    ASRecordingDelegate *delegate = [[ASRecordingDelegate alloc] init];
    alert.delegate = delegate;
    XCTAssertEqual(alert.delegate, delegate);
  }
  XCTAssertNil(alert.delegate);
}

// Semantics L11, L12: textFieldAtIndex: gives the style's fields, the same object each time.
- (void)testLoginFields {
  ASAlertView *alert = [[ASAlertView alloc] init];
  alert.alertViewStyle = ASAlertViewStyleLoginAndPasswordInput;
  UITextField *login = [alert textFieldAtIndex:0];
  UITextField *password = [alert textFieldAtIndex:1];
  XCTAssertEqualObjects(login.placeholder, @"Login");
  XCTAssertTrue(password.secureTextEntry);
  XCTAssertEqual([alert textFieldAtIndex:0], login);
  XCTAssertNil([alert textFieldAtIndex:2]);
  login.text = @"me";
  XCTAssertEqualObjects([alert textFieldAtIndex:0].text, @"me");
}

@end
#endif
