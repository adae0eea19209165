// The Swift core (AlertShimObjCCore) for this target's .m files only; the
// public header <AlertShimObjC/AlertShimObjC.h> does not expose it.
#ifndef ALERTSHIMOBJC_CORE_IMPORT_H
#define ALERTSHIMOBJC_CORE_IMPORT_H

#import <AlertShimObjC/AlertShimObjC.h>

#if __has_include(<UIKit/UIKit.h>)
#if __has_include("AlertShimObjCCore-Swift.h")
#import "AlertShimObjCCore-Swift.h"
#else
@import AlertShimObjCCore;
#endif

NS_ASSUME_NONNULL_BEGIN

/// The titles from `first` up to the nil that ends a variadic list.
static inline NSArray<NSString *> *ASCollectTitles(NSString *_Nullable first, va_list rest) {
  NSMutableArray<NSString *> *titles = [NSMutableArray array];
  for (NSString *_Nullable title = first; title != nil; title = va_arg(rest, NSString *)) {
    [titles addObject:(NSString *_Nonnull)title];
  }
  return titles;
}

/// `handler` as the core's block: called with `owner` while `owner` lives
/// (held weakly, so the core never keeps its Objective-C object); nil for nil.
static inline void (^_Nullable ASOwnerHandler(id owner, void (^_Nullable handler)(id)))(void) {
  if (handler == nil) {
    return nil;
  }
  __weak id weakOwner = owner;
  return ^{
    id strongOwner = weakOwner;
    if (strongOwner) handler(strongOwner);
  };
}

/// ``ASOwnerHandler`` for a handler that also takes the button index.
static inline void (^_Nullable ASOwnerIndexHandler(
    id owner, void (^_Nullable handler)(id, NSInteger)))(NSInteger) {
  if (handler == nil) {
    return nil;
  }
  __weak id weakOwner = owner;
  return ^(NSInteger index) {
    id strongOwner = weakOwner;
    if (strongOwner) handler(strongOwner, index);
  };
}

/// The `implements:` block of `setDelegate:implements:send:`: whether the
/// delegate responds to the selector `selectorOf` names for a method (none: no).
static inline BOOL (^ASRespondsTo(SEL _Nullable (*_Nonnull selectorOf)(ASDelegateMethod)))(
    id, ASDelegateMethod) {
  return ^BOOL(id object, ASDelegateMethod method) {
    SEL selector = selectorOf(method);
    return selector != NULL && [object respondsToSelector:(SEL _Nonnull)selector];
  };
}

NS_ASSUME_NONNULL_END

#endif
#endif
