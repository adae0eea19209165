// ASActionSheet: every method forwards to ASActionSheetCore (Swift,
// AlertShimObjCCore), which decides everything (Semantics O6). This file
// adds the nil-terminated initialiser, a class Objective-C code can
// subclass, and the selectors of the delegate methods.
#import "ASCoreImport.h"

#if __has_include(<UIKit/UIKit.h>)

NS_ASSUME_NONNULL_BEGIN

@implementation ASActionSheet {
  ASActionSheetCore *_core;
  void (^_willPresentHandler)(ASActionSheet *);
  void (^_didPresentHandler)(ASActionSheet *);
  void (^_willDismissHandler)(ASActionSheet *, NSInteger);
  void (^_didDismissHandler)(ASActionSheet *, NSInteger);
  void (^_cancelHandler)(ASActionSheet *);
}

- (instancetype)initWithFrame:(CGRect)frame {
  self = [super init];
  if (self) {
    _core = [[ASActionSheetCore alloc] initWithOwner:self];
  }
  return self;
}

- (nullable instancetype)initWithCoder:(NSCoder *)coder {
  self = [super init];
  if (self) {
    _core = [[ASActionSheetCore alloc] initWithOwner:self];
  }
  return self;
}

- (instancetype)init {
  return [self initWithFrame:CGRectZero];
}

- (instancetype)initWithTitle:(nullable NSString *)title
                     delegate:(nullable id<ASActionSheetDelegate>)delegate
            cancelButtonTitle:(nullable NSString *)cancelButtonTitle
       destructiveButtonTitle:(nullable NSString *)destructiveButtonTitle
            otherButtonTitles:(nullable NSString *)otherButtonTitles, ... {
  self = [self initWithFrame:CGRectZero];
  if (self) {
    va_list rest;
    va_start(rest, otherButtonTitles);
    NSArray<NSString *> *others = ASCollectTitles(otherButtonTitles, rest);
    va_end(rest);
    _core = [[ASActionSheetCore alloc] initWithOwner:self
                                               title:title
                                   cancelButtonTitle:cancelButtonTitle
                              destructiveButtonTitle:destructiveButtonTitle
                                   otherButtonTitles:others];
    self.delegate = delegate;
  }
  return self;
}

// MARK: Delegate: selectors only

static SEL _Nullable ASActionSheetSelector(ASDelegateMethod method) {
  switch (method) {
    case ASDelegateMethodClicked: return @selector(actionSheet:clickedButtonAtIndex:);
    case ASDelegateMethodCancel: return @selector(actionSheetCancel:);
    case ASDelegateMethodWillPresent: return @selector(willPresentActionSheet:);
    case ASDelegateMethodDidPresent: return @selector(didPresentActionSheet:);
    case ASDelegateMethodWillDismiss: return @selector(actionSheet:willDismissWithButtonIndex:);
    case ASDelegateMethodDidDismiss: return @selector(actionSheet:didDismissWithButtonIndex:);
    case ASDelegateMethodShouldEnableFirstOtherButton: return NULL;
  }
  return NULL;
}

- (nullable id<ASActionSheetDelegate>)delegate {
  return _core.delegate;
}

- (void)setDelegate:(nullable id<ASActionSheetDelegate>)delegate {
  __weak ASActionSheet *weakSelf = self;
  [_core setDelegate:delegate
      implements:ASRespondsTo(ASActionSheetSelector)
      send:^BOOL(id object, ASDelegateMethod method, NSInteger index) {
        ASActionSheet *sheet = weakSelf;
        id<ASActionSheetDelegate> delegate = object;
        if (sheet == nil) {
          return YES;
        }
        switch (method) {
          case ASDelegateMethodClicked:
            [delegate actionSheet:sheet clickedButtonAtIndex:index];
            break;
          case ASDelegateMethodCancel: [delegate actionSheetCancel:sheet]; break;
          case ASDelegateMethodWillPresent: [delegate willPresentActionSheet:sheet]; break;
          case ASDelegateMethodDidPresent: [delegate didPresentActionSheet:sheet]; break;
          case ASDelegateMethodWillDismiss:
            [delegate actionSheet:sheet willDismissWithButtonIndex:index];
            break;
          case ASDelegateMethodDidDismiss:
            [delegate actionSheet:sheet didDismissWithButtonIndex:index];
            break;
          case ASDelegateMethodShouldEnableFirstOtherButton: break;
        }
        return YES;
      }];
}

// MARK: Members

- (NSString *)title { return _core.title; }
- (void)setTitle:(NSString *)title { _core.title = title; }
- (ASActionSheetStyle)actionSheetStyle { return (ASActionSheetStyle)_core.actionSheetStyle; }
- (void)setActionSheetStyle:(ASActionSheetStyle)style { _core.actionSheetStyle = style; }
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
- (NSInteger)destructiveButtonIndex { return _core.destructiveButtonIndex; }
- (void)setDestructiveButtonIndex:(NSInteger)index { _core.destructiveButtonIndex = index; }
- (NSInteger)firstOtherButtonIndex { return _core.firstOtherButtonIndex; }
- (BOOL)isVisible { return _core.isVisible; }
- (void)showFromToolbar:(UIToolbar *)view { [_core showFromToolbar:view]; }
- (void)showFromTabBar:(UITabBar *)view { [_core showFromTabBar:view]; }
- (void)showFromBarButtonItem:(UIBarButtonItem *)item animated:(BOOL)animated {
  [_core showFrom:item animated:animated];
}
- (void)showFromRect:(CGRect)rect inView:(UIView *)view animated:(BOOL)animated {
  [_core showFrom:rect in:view animated:animated];
}
- (void)showInView:(UIView *)view { [_core showIn:view]; }
- (void)dismissWithClickedButtonIndex:(NSInteger)buttonIndex animated:(BOOL)animated {
  [_core dismissWithClickedButtonIndex:buttonIndex animated:animated];
}

// MARK: Blocks

- (NSInteger)addButtonWithTitle:(nullable NSString *)title handler:(nullable void (^)(void))handler {
  return [_core addButtonWithTitle:title handler:handler];
}
- (NSInteger)setCancelButtonWithTitle:(nullable NSString *)title
                              handler:(nullable void (^)(void))handler {
  return [_core setCancelButtonWithTitle:title handler:handler];
}
- (NSInteger)setDestructiveButtonWithTitle:(nullable NSString *)title
                                   handler:(nullable void (^)(void))handler {
  return [_core setDestructiveButtonWithTitle:title handler:handler];
}
- (NSInteger)addButtonWithTitle:(nullable NSString *)title
                         target:(NSObject *)target
                         action:(SEL)action
                       userInfo:(nullable id)userInfo {
  return [_core addButtonWithTitle:title target:target action:action userInfo:userInfo];
}
- (void)showWithCompletion:(void (^)(ASActionSheet *, NSInteger))completion {
  [_core showWithCompletion:^(NSInteger index) {
    completion(self, index);
  }];
}
- (nullable void (^)(ASActionSheet *))willPresentHandler { return _willPresentHandler; }
- (void)setWillPresentHandler:(nullable void (^)(ASActionSheet *))handler {
  _willPresentHandler = [handler copy];
  [_core setWillPresentHandler:ASOwnerHandler(self, handler)];
}
- (nullable void (^)(ASActionSheet *))didPresentHandler { return _didPresentHandler; }
- (void)setDidPresentHandler:(nullable void (^)(ASActionSheet *))handler {
  _didPresentHandler = [handler copy];
  [_core setDidPresentHandler:ASOwnerHandler(self, handler)];
}
- (nullable void (^)(ASActionSheet *, NSInteger))willDismissHandler { return _willDismissHandler; }
- (void)setWillDismissHandler:(nullable void (^)(ASActionSheet *, NSInteger))handler {
  _willDismissHandler = [handler copy];
  [_core setWillDismissHandler:ASOwnerIndexHandler(self, handler)];
}
- (nullable void (^)(ASActionSheet *, NSInteger))didDismissHandler { return _didDismissHandler; }
- (void)setDidDismissHandler:(nullable void (^)(ASActionSheet *, NSInteger))handler {
  _didDismissHandler = [handler copy];
  [_core setDidDismissHandler:ASOwnerIndexHandler(self, handler)];
}
- (nullable void (^)(ASActionSheet *))cancelHandler { return _cancelHandler; }
- (void)setCancelHandler:(nullable void (^)(ASActionSheet *))handler {
  _cancelHandler = [handler copy];
  [_core setCancelHandler:ASOwnerHandler(self, handler)];
}

@end

NS_ASSUME_NONNULL_END

#endif
