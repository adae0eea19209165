// Semantics O2, at compile level: the style enums have UIKit's raw values, and the members
// that UIKit declares nonnull are nonnull here too (a nullable one would not convert below).
//
// Values: UIAlertView.h `typedef NS_ENUM(NSInteger, UIAlertViewStyle)` (Default = 0, then
// SecureTextInput, PlainTextInput, LoginAndPasswordInput); UIActionSheet.h
// `typedef NS_ENUM(NSInteger, UIActionSheetStyle)` (Automatic = -1, Default = UIBarStyleDefault,
// BlackTranslucent = UIBarStyleBlackTranslucent, BlackOpaque = UIBarStyleBlackOpaque; UIBarStyle
// in UIInterface.h: Default 0, Black 1, BlackOpaque 1, BlackTranslucent 2). The nullable members
// are in Negative/NullableMembers.m.
#import <AlertShimObjC/AlertShimObjC.h>

#pragma clang diagnostic error "-Wnullable-to-nonnull-conversion"

_Static_assert(ASAlertViewStyleDefault == 0, "UIAlertViewStyleDefault");
_Static_assert(ASAlertViewStyleSecureTextInput == 1, "UIAlertViewStyleSecureTextInput");
_Static_assert(ASAlertViewStylePlainTextInput == 2, "UIAlertViewStylePlainTextInput");
_Static_assert(ASAlertViewStyleLoginAndPasswordInput == 3, "UIAlertViewStyleLoginAndPasswordInput");
_Static_assert(ASActionSheetStyleAutomatic == -1, "UIActionSheetStyleAutomatic");
_Static_assert(ASActionSheetStyleDefault == 0, "UIActionSheetStyleDefault");
_Static_assert(ASActionSheetStyleBlackTranslucent == 2, "UIActionSheetStyleBlackTranslucent");
_Static_assert(ASActionSheetStyleBlackOpaque == 1, "UIActionSheetStyleBlackOpaque");
_Static_assert(sizeof(ASAlertViewStyle) == sizeof(NSInteger), "NS_ENUM(NSInteger, …)");
_Static_assert(sizeof(ASActionSheetStyle) == sizeof(NSInteger), "NS_ENUM(NSInteger, …)");

void NonnullMembers(ASAlertView *alert, ASActionSheet *sheet) {
  // `@property(nonatomic,copy) NSString *title;` in both headers, under NS_ASSUME_NONNULL.
  NSString *_Nonnull alertTitle = alert.title;
  NSString *_Nonnull sheetTitle = sheet.title;
  (void)alertTitle;
  (void)sheetTitle;
}
