// ASAlertView and ASAlertShim: every method forwards to ASAlertViewCore
// (Swift, AlertShimObjCCore), which decides everything (Semantics O6). What
// this file adds is what Swift cannot declare: the nil-terminated
// initialiser, a class Objective-C code can subclass, the UITextField of
// textFieldAtIndex:, and the selectors of the delegate methods.
#import "ASCoreImport.h"

#if __has_include(<UIKit/UIKit.h>)

NS_ASSUME_NONNULL_BEGIN

@implementation ASAlertShim
+ (void)setUpUIKit {
  [ASCoreSetup setUpUIKit];
}
@end

/// The UITextField over one of an alert's fields.
@interface ASAlertTextField : UITextField
@property (nonatomic, weak, nullable) ASAlertTextFieldModel *model;
@end

@implementation ASAlertTextField
- (nullable NSString *)text {
  return self.model.text;
}
- (void)setText:(nullable NSString *)text {
  self.model.text = text;
}
- (nullable NSString *)placeholder {
  return self.model.placeholder;
}
- (void)setPlaceholder:(nullable NSString *)placeholder {
  self.model.placeholder = placeholder;
}
- (BOOL)isSecureTextEntry {
  return self.model.secureTextEntry;
}
- (void)setSecureTextEntry:(BOOL)secureTextEntry {
  self.model.secureTextEntry = secureTextEntry;
}
@end

@implementation ASAlertView {
  ASAlertViewCore *_core;
  void (^_willPresentHandler)(ASAlertView *);
  void (^_didPresentHandler)(ASAlertView *);
  void (^_willDismissHandler)(ASAlertView *, NSInteger);
  void (^_didDismissHandler)(ASAlertView *, NSInteger);
  void (^_cancelHandler)(ASAlertView *);
}

- (instancetype)initWithFrame:(CGRect)frame {
  self = [super init];
  if (self) {
    _core = [[ASAlertViewCore alloc] initWithOwner:self];
  }
  return self;
}

- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder {
  self = [super init];
  if (self) {
    _core = [[ASAlertViewCore alloc] initWithOwner:self];
  }
  return self;
}

- (instancetype)init {
  return [self initWithFrame:CGRectZero];
}

- (instancetype)initWithTitle:(nullable NSString *)title
                      message:(nullable NSString *)message
                     delegate:(nullable id)delegate
            cancelButtonTitle:(nullable NSString *)cancelButtonTitle
            otherButtonTitles:(nullable NSString *)otherButtonTitles, ... {
  self = [self initWithFrame:CGRectZero];
  if (self) {
    va_list rest;
    va_start(rest, otherButtonTitles);
    NSArray<NSString *> *others = ASCollectTitles(otherButtonTitles, rest);
    va_end(rest);
    _core = [[ASAlertViewCore alloc] initWithOwner:self
                                             title:title
                                           message:message
                                 cancelButtonTitle:cancelButtonTitle
                                 otherButtonTitles:others];
    self.delegate = delegate;
  }
  return self;
}

// MARK: Delegate: selectors only

static SEL _Nullable ASAlertViewSelector(ASDelegateMethod method) {
  switch (method) {
    case ASDelegateMethodClicked: return @selector(alertView:clickedButtonAtIndex:);
    case ASDelegateMethodCancel: return @selector(alertViewCancel:);
    case ASDelegateMethodWillPresent: return @selector(willPresentAlertView:);
    case ASDelegateMethodDidPresent: return @selector(didPresentAlertView:);
    case ASDelegateMethodWillDismiss: return @selector(alertView:willDismissWithButtonIndex:);
    case ASDelegateMethodDidDismiss: return @selector(alertView:didDismissWithButtonIndex:);
    case ASDelegateMethodShouldEnableFirstOtherButton:
      return @selector(alertViewShouldEnableFirstOtherButton:);
  }
  return NULL;
}

- (nullable id)delegate {
  return _core.delegate;
}

- (void)setDelegate:(nullable id)delegate {
  __weak ASAlertView *weakSelf = self;
  [_core setDelegate:delegate
      implements:ASRespondsTo(ASAlertViewSelector)
      send:^BOOL(id object, ASDelegateMethod method, NSInteger index) {
        ASAlertView *view = weakSelf;
        id<ASAlertViewDelegate> delegate = object;
        if (view == nil) {
          return YES;
        }
        switch (method) {
          case ASDelegateMethodClicked:
            [delegate alertView:view clickedButtonAtIndex:index];
            break;
          case ASDelegateMethodCancel: [delegate alertViewCancel:view]; break;
          case ASDelegateMethodWillPresent: [delegate willPresentAlertView:view]; break;
          case ASDelegateMethodDidPresent: [delegate didPresentAlertView:view]; break;
          case ASDelegateMethodWillDismiss:
            [delegate alertView:view willDismissWithButtonIndex:index];
            break;
          case ASDelegateMethodDidDismiss:
            [delegate alertView:view didDismissWithButtonIndex:index];
            break;
          case ASDelegateMethodShouldEnableFirstOtherButton:
            return [delegate alertViewShouldEnableFirstOtherButton:view];
        }
        return YES;
      }];
}

// MARK: Members

- (NSString *)title { return _core.title; }
- (void)setTitle:(NSString *)title { _core.title = title; }
- (nullable NSString *)message { return _core.message; }
- (void)setMessage:(nullable NSString *)message { _core.message = message; }
- (NSInteger)tag { return _core.tag; }
- (void)setTag:(NSInteger)tag { _core.tag = tag; }
- (NSInteger)addButtonWithTitle:(nullable NSString *)title {
  return [_core addButtonWithTitle:title];
}
- (nullable NSString *)buttonTitleAtIndex:(NSInteger)buttonIndex {
  return [_core buttonTitleAt:buttonIndex];
}
- (NSInteger)numberOfButtons { return _core.numberOfButtons; }
- (NSInteger)cancelButtonIndex { return _core.cancelButtonIndex; }
- (void)setCancelButtonIndex:(NSInteger)index { _core.cancelButtonIndex = index; }
- (NSInteger)firstOtherButtonIndex { return _core.firstOtherButtonIndex; }
- (BOOL)isVisible { return _core.isVisible; }
- (void)show { [_core show]; }
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated {
  [_core dismissWithClickedButtonIndex:buttonIndex animated:animated];
}
- (ASAlertViewStyle)alertViewStyle { return (ASAlertViewStyle)_core.alertViewStyle; }
- (void)setAlertViewStyle:(ASAlertViewStyle)style { _core.alertViewStyle = style; }

- (nullable UITextField *)textFieldAtIndex:(NSInteger)textFieldIndex {
  ASAlertTextFieldModel *model = [_core textFieldModelAt:textFieldIndex];
  if (model == nil) {
    return nil;
  }
  if ([model.textField isKindOfClass:[ASAlertTextField class]]) {
    return (ASAlertTextField *)model.textField;
  }
  ASAlertTextField *field = [[ASAlertTextField alloc] initWithFrame:CGRectZero];
  field.model = model;
  model.textField = field;
  return field;
}

// MARK: Blocks

- (void)showWithCompletion:(void (^)(ASAlertView *, NSInteger))completion {
  [_core showWithCompletion:^(NSInteger index) {
    completion(self, index);
  }];
}
- (NSInteger)addButtonWithTitle:(nullable NSString *)title handler:(nullable void (^)(void))handler {
  return [_core addButtonWithTitle:title handler:handler];
}
- (NSInteger)setCancelButtonWithTitle:(nullable NSString *)title
                              handler:(nullable void (^)(void))handler {
  return [_core setCancelButtonWithTitle:title handler:handler];
}
- (NSInteger)addButtonWithTitle:(nullable NSString *)title
                         target:(NSObject *)target
                         action:(SEL)action
                       userInfo:(nullable id)userInfo {
  return [_core addButtonWithTitle:title target:target action:action userInfo:userInfo];
}

- (nullable void (^)(ASAlertView *))willPresentHandler { return _willPresentHandler; }
- (void)setWillPresentHandler:(nullable void (^)(ASAlertView *))handler {
  _willPresentHandler = [handler copy];
  [_core setWillPresentHandler:ASOwnerHandler(self, handler)];
}
- (nullable void (^)(ASAlertView *))didPresentHandler { return _didPresentHandler; }
- (void)setDidPresentHandler:(nullable void (^)(ASAlertView *))handler {
  _didPresentHandler = [handler copy];
  [_core setDidPresentHandler:ASOwnerHandler(self, handler)];
}
- (nullable void (^)(ASAlertView *, NSInteger))willDismissHandler { return _willDismissHandler; }
- (void)setWillDismissHandler:(nullable void (^)(ASAlertView *, NSInteger))handler {
  _willDismissHandler = [handler copy];
  [_core setWillDismissHandler:ASOwnerIndexHandler(self, handler)];
}
- (nullable void (^)(ASAlertView *, NSInteger))didDismissHandler { return _didDismissHandler; }
- (void)setDidDismissHandler:(nullable void (^)(ASAlertView *, NSInteger))handler {
  _didDismissHandler = [handler copy];
  [_core setDidDismissHandler:ASOwnerIndexHandler(self, handler)];
}
- (nullable void (^)(ASAlertView *))cancelHandler { return _cancelHandler; }
- (void)setCancelHandler:(nullable void (^)(ASAlertView *))handler {
  _cancelHandler = [handler copy];
  [_core setCancelHandler:ASOwnerHandler(self, handler)];
}

@end

NS_ASSUME_NONNULL_END

#endif
