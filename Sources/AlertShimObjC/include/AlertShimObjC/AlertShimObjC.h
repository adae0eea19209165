// AlertShimObjC: UIAlertView and UIActionSheet for Objective-C code in an app
// that adopts the scene life cycle, where UIKit's own classes raise
// NSObjectNotAvailableException. Rename UIAlertView to ASAlertView,
// UIActionSheet to ASActionSheet, their delegates and style constants
// likewise, and import this header:
//
//     #import <AlertShimObjC/AlertShimObjC.h>
//
// Set AlertShim up once, in the scene delegate:
//
//     [ASAlertShim setUpUIKit];
//
// Every member of UIKit's UIAlertView.h and UIActionSheet.h is declared here
// with the same selector, types, nullability and optionality. The variadic
// initialisers always give the Objective-C order: firstOtherButtonIndex is
// set, and a sheet's cancel button comes last.
#ifndef ALERTSHIMOBJC_H
#define ALERTSHIMOBJC_H

#if __has_include(<UIKit/UIKit.h>)

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// UIAlertViewStyle.
typedef NS_ENUM(NSInteger, ASAlertViewStyle) {
  ASAlertViewStyleDefault = 0,
  ASAlertViewStyleSecureTextInput,
  ASAlertViewStylePlainTextInput,
  ASAlertViewStyleLoginAndPasswordInput
};

/// UIActionSheetStyle (UIBarStyle's raw values).
typedef NS_ENUM(NSInteger, ASActionSheetStyle) {
  ASActionSheetStyleAutomatic = -1,
  ASActionSheetStyleDefault = 0,
  ASActionSheetStyleBlackTranslucent = 2,
  ASActionSheetStyleBlackOpaque = 1,
};

@protocol ASAlertViewDelegate;
@protocol ASActionSheetDelegate;
@class ASAlertViewCore, ASActionSheetCore;

/// The one setup line: [ASAlertShim setUpUIKit]; in the scene delegate.
NS_SWIFT_UI_ACTOR
@interface ASAlertShim : NSObject
/// AlertShim draws through UIKit from now on (AlertHost.main = .uiKit()).
+ (void)setUpUIKit;
@end

/// UIAlertView.
NS_SWIFT_UI_ACTOR
@interface ASAlertView : NSObject

- (instancetype)initWithTitle:(nullable NSString *)title
                      message:(nullable NSString *)message
                     delegate:(nullable id /* <ASAlertViewDelegate> */)delegate
            cancelButtonTitle:(nullable NSString *)cancelButtonTitle
            otherButtonTitles:(nullable NSString *)otherButtonTitles, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
/// What UIAlertView inherits from UIView: an empty alert for addButtonWithTitle:.
- (instancetype)init;

@property (nullable, nonatomic, weak) id /* <ASAlertViewDelegate> */ delegate;
@property (nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) NSString *message;

- (NSInteger)addButtonWithTitle:(nullable NSString *)title;
- (nullable NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
@property (nonatomic, readonly) NSInteger numberOfButtons;
@property (nonatomic) NSInteger cancelButtonIndex;
@property (nonatomic, readonly) NSInteger firstOtherButtonIndex;
@property (nonatomic, readonly, getter=isVisible) BOOL visible;

- (void)show;
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;

@property (nonatomic, assign) ASAlertViewStyle alertViewStyle;
- (nullable UITextField *)textFieldAtIndex:(NSInteger)textFieldIndex;

/// UIView's tag, which alert code switches on.
@property (nonatomic) NSInteger tag;

// Blocks and target/action (the Objective-C peers' forms).

/// Shows the alert; `completion` runs once with the dismiss index.
- (void)showWithCompletion:(void (^)(ASAlertView *alertView, NSInteger buttonIndex))completion;
/// Adds a button whose handler runs when it is clicked; returns its index.
- (NSInteger)addButtonWithTitle:(nullable NSString *)title handler:(nullable void (^)(void))handler;
/// Adds a button, makes it the cancel button; its handler also runs for a system cancel.
- (NSInteger)setCancelButtonWithTitle:(nullable NSString *)title
                              handler:(nullable void (^)(void))handler;
/// Adds a button that sends `action` (`- (void)action:(id)userInfo`) to `target`, held weakly.
- (NSInteger)addButtonWithTitle:(nullable NSString *)title
                         target:(NSObject *)target
                         action:(SEL)action
                       userInfo:(nullable id)userInfo;
@property (nonatomic, copy, nullable) void (^willPresentHandler)(ASAlertView *alertView);
@property (nonatomic, copy, nullable) void (^didPresentHandler)(ASAlertView *alertView);
@property (nonatomic, copy, nullable) void (^willDismissHandler)
    (ASAlertView *alertView, NSInteger buttonIndex);
@property (nonatomic, copy, nullable) void (^didDismissHandler)
    (ASAlertView *alertView, NSInteger buttonIndex);
@property (nonatomic, copy, nullable) void (^cancelHandler)(ASAlertView *alertView);

@end

/// UIAlertViewDelegate.
NS_SWIFT_UI_ACTOR
@protocol ASAlertViewDelegate <NSObject>
@optional
- (void)alertView:(ASAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex;
/// Without it, a system cancel is a click on the cancel button.
- (void)alertViewCancel:(ASAlertView *)alertView;
- (void)willPresentAlertView:(ASAlertView *)alertView;
- (void)didPresentAlertView:(ASAlertView *)alertView;
- (void)alertView:(ASAlertView *)alertView willDismissWithButtonIndex:(NSInteger)buttonIndex;
- (void)alertView:(ASAlertView *)alertView didDismissWithButtonIndex:(NSInteger)buttonIndex;
/// Without it, the first other button is enabled.
- (BOOL)alertViewShouldEnableFirstOtherButton:(ASAlertView *)alertView;
@end

/// UIActionSheet.
NS_SWIFT_UI_ACTOR
@interface ASActionSheet : NSObject

- (instancetype)initWithTitle:(nullable NSString *)title
                     delegate:(nullable id<ASActionSheetDelegate>)delegate
            cancelButtonTitle:(nullable NSString *)cancelButtonTitle
       destructiveButtonTitle:(nullable NSString *)destructiveButtonTitle
            otherButtonTitles:(nullable NSString *)otherButtonTitles, ... NS_REQUIRES_NIL_TERMINATION;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
/// What UIActionSheet inherits from UIView: an empty sheet for addButtonWithTitle:.
- (instancetype)init;

@property (nullable, nonatomic, weak) id<ASActionSheetDelegate> delegate;
@property (nonatomic, copy) NSString *title;
@property (nonatomic) ASActionSheetStyle actionSheetStyle;

- (NSInteger)addButtonWithTitle:(nullable NSString *)title;
- (nullable NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex;
@property (nonatomic, readonly) NSInteger numberOfButtons;
@property (nonatomic) NSInteger cancelButtonIndex;
@property (nonatomic) NSInteger destructiveButtonIndex;
@property (nonatomic, readonly) NSInteger firstOtherButtonIndex;
@property (nonatomic, readonly, getter=isVisible) BOOL visible;

- (void)showFromToolbar:(UIToolbar *)view;
- (void)showFromTabBar:(UITabBar *)view;
- (void)showFromBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated;
- (void)showFromRect:(CGRect)rect inView:(UIView *)view animated:(BOOL)animated;
- (void)showInView:(UIView *)view;

- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated;

/// UIView's tag.
@property (nonatomic) NSInteger tag;

// Blocks and target/action (the Objective-C peers' forms).

/// Adds a button whose handler runs when it is clicked; returns its index.
- (NSInteger)addButtonWithTitle:(nullable NSString *)title handler:(nullable void (^)(void))handler;
/// Adds a button and makes it the cancel button.
- (NSInteger)setCancelButtonWithTitle:(nullable NSString *)title
                              handler:(nullable void (^)(void))handler;
/// Adds a button and makes it the destructive button.
- (NSInteger)setDestructiveButtonWithTitle:(nullable NSString *)title
                                   handler:(nullable void (^)(void))handler;
/// Adds a button that sends `action` to `target` (held weakly) with `userInfo`.
- (NSInteger)addButtonWithTitle:(nullable NSString *)title
                         target:(NSObject *)target
                         action:(SEL)action
                       userInfo:(nullable id)userInfo;
/// Shows the sheet on the main host with no anchor (on an iPad, a popover from the centre, and
/// no issue: prefer the `showFrom…` methods there); `completion` runs once with the dismiss index.
- (void)showWithCompletion:(void (^)(ASActionSheet *actionSheet, NSInteger buttonIndex))completion;
@property (nonatomic, copy, nullable) void (^willPresentHandler)(ASActionSheet *actionSheet);
@property (nonatomic, copy, nullable) void (^didPresentHandler)(ASActionSheet *actionSheet);
@property (nonatomic, copy, nullable) void (^willDismissHandler)
    (ASActionSheet *actionSheet, NSInteger buttonIndex);
/// Runs once the sheet is hidden, with the dismiss index.
@property (nonatomic, copy, nullable) void (^didDismissHandler)
    (ASActionSheet *actionSheet, NSInteger buttonIndex);
@property (nonatomic, copy, nullable) void (^cancelHandler)(ASActionSheet *actionSheet);

@end

/// UIActionSheetDelegate.
NS_SWIFT_UI_ACTOR
@protocol ASActionSheetDelegate <NSObject>
@optional
- (void)actionSheet:(ASActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex;
/// Without it, a system cancel is a click on the cancel button.
- (void)actionSheetCancel:(ASActionSheet *)actionSheet;
- (void)willPresentActionSheet:(ASActionSheet *)actionSheet;
- (void)didPresentActionSheet:(ASActionSheet *)actionSheet;
- (void)actionSheet:(ASActionSheet *)actionSheet willDismissWithButtonIndex:(NSInteger)buttonIndex;
- (void)actionSheet:(ASActionSheet *)actionSheet didDismissWithButtonIndex:(NSInteger)buttonIndex;
@end

NS_ASSUME_NONNULL_END

#endif  // __has_include(<UIKit/UIKit.h>)
#endif  // ALERTSHIMOBJC_H
