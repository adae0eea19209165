// Mock of the UIKit classes that AlertShimObjC's API names and that
// Objective-C alert code uses around it, for .ci/objc-check only. Each
// declaration follows Apple's UIKit headers in the iOS SDK (named on each
// block) and the UIKit documentation (developer.apple.com/documentation/uikit).
// UIAlertView and UIActionSheet are deliberately absent: code renamed to
// ASAlertView/ASActionSheet must not need them.
#ifndef ALERTSHIM_MOCK_UIKIT_H
#define ALERTSHIM_MOCK_UIKIT_H

#import <Foundation/Foundation.h>

// UIKitDefines.h, NSObjCRuntime.h
#define UIKIT_EXTERN extern
// UINibDeclarations.h: #define IBAction void, IBOutlet
#ifndef IBAction
#define IBAction void
#endif
#ifndef IBOutlet
#define IBOutlet
#endif

NS_ASSUME_NONNULL_BEGIN

// UIResponder.h
@interface UIResponder : NSObject
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@end

// UIView.h: @interface UIView : UIResponder
@interface UIView : UIResponder <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) NSInteger tag;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nullable, nonatomic, readonly) UIView *superview;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (nullable __kindof UIView *)viewWithTag:(NSInteger)tag;
@end

// UIViewController.h: @interface UIViewController : UIResponder
@interface UIViewController : UIResponder
@property (null_resettable, nonatomic, strong) UIView *view;
@property (nullable, nonatomic, copy) NSString *title;
@end

// UIBarItem.h, UIBarButtonItem.h
@interface UIBarItem : NSObject
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic) NSInteger tag;
@end
@interface UIBarButtonItem : UIBarItem
@property (nullable, nonatomic, weak) id target;
@property (nullable, nonatomic) SEL action;
@end

// UIToolbar.h, UITabBar.h
@interface UIToolbar : UIView
@end
@interface UITabBar : UIView
@end

// UITextInputTraits.h
typedef NS_ENUM(NSInteger, UITextAutocapitalizationType) {
  UITextAutocapitalizationTypeNone,
  UITextAutocapitalizationTypeWords,
  UITextAutocapitalizationTypeSentences,
  UITextAutocapitalizationTypeAllCharacters,
};
typedef NS_ENUM(NSInteger, UITextAutocorrectionType) {
  UITextAutocorrectionTypeDefault,
  UITextAutocorrectionTypeNo,
  UITextAutocorrectionTypeYes,
};
typedef NS_ENUM(NSInteger, UIKeyboardType) {
  UIKeyboardTypeDefault,
  UIKeyboardTypeASCIICapable,
  UIKeyboardTypeNumbersAndPunctuation,
  UIKeyboardTypeURL,
  UIKeyboardTypeNumberPad,
  UIKeyboardTypePhonePad,
  UIKeyboardTypeNamePhonePad,
  UIKeyboardTypeEmailAddress,
};

@class UITextField;

// UITextField.h: @protocol UITextFieldDelegate <NSObject>
@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

// UIControl.h, UITextField.h: @interface UITextField : UIControl <UITextInput, ...>
@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@end
@interface UITextField : UIControl
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nullable, nonatomic, weak) id<UITextFieldDelegate> delegate;
// UITextInputTraits.h, adopted by UITextField
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@property (nonatomic) UITextAutocorrectionType autocorrectionType;
@property (nonatomic) UITextAutocapitalizationType autocapitalizationType;
@property (nonatomic) UIKeyboardType keyboardType;
@end

NS_ASSUME_NONNULL_END

#endif
