// Must NOT compile: the members UIKit declares nullable are nullable here too (Semantics O2),
// so converting them to nonnull is an error under -Wnullable-to-nonnull-conversion.
// expected-error: implicit conversion from nullable pointer 'id _Nullable' to non-nullable pointer type 'id _Nonnull'
// expected-error: implicit conversion from nullable pointer 'NSString * _Nullable' to non-nullable pointer type 'NSString * _Nonnull'
// expected-error: implicit conversion from nullable pointer 'UITextField * _Nullable' to non-nullable pointer type 'UITextField * _Nonnull'
#import <AlertShimObjC/AlertShimObjC.h>

#pragma clang diagnostic error "-Wnullable-to-nonnull-conversion"

void NullableMembers(ASAlertView *alert, ASActionSheet *sheet) {
  // `@property(nullable,nonatomic,weak) id delegate;` (UIAlertView.h)
  id _Nonnull delegate = alert.delegate;
  // `- (nullable NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;` (both headers)
  NSString *_Nonnull title = [sheet buttonTitleAtIndex:0];
  // `- (nullable UITextField *)textFieldAtIndex:(NSInteger)textFieldIndex;` (UIAlertView.h)
  UITextField *_Nonnull field = [alert textFieldAtIndex:0];
  (void)delegate;
  (void)title;
  (void)field;
}
