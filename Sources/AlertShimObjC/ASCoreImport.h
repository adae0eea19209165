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

NS_ASSUME_NONNULL_END

#endif
#endif
