// Mock of the parts of Foundation that AlertShimObjC and Objective-C alert
// code use, for .ci/objc-check only. Each declaration follows Apple's
// Foundation headers in the iOS SDK (the header is named on each block) and
// the Foundation documentation (developer.apple.com/documentation/foundation).
#ifndef ALERTSHIM_MOCK_FOUNDATION_H
#define ALERTSHIM_MOCK_FOUNDATION_H

#include <stdarg.h>
#import <objc/objc.h>
#import <objc/NSObject.h>
#import <CoreGraphics/CoreGraphics.h>

// NSObjCRuntime.h / Availability: the macros alert code and headers use.
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_REQUIRES_NIL_TERMINATION __attribute__((sentinel(0, 1)))
#define NS_SWIFT_NAME(name) __attribute__((swift_name(#name)))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_ENUM(TYPE, NAME) enum NAME : TYPE NAME; enum __attribute__((enum_extensibility(open))) NAME : TYPE
#define NS_OPTIONS(TYPE, NAME) enum NAME : TYPE NAME; enum __attribute__((flag_enum, enum_extensibility(open))) NAME : TYPE
#define FOUNDATION_EXPORT extern
#define NS_INLINE static inline

NS_ASSUME_NONNULL_BEGIN

@class NSArray<ObjectType>, NSCoder;

// NSString.h: @interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
// swift_bridge: the attribute the Swift importer reads to import NSString as
// String (in Apple's SDK the bridging is declared for the Foundation overlay).
__attribute__((swift_bridge("String")))
@interface NSString : NSObject
@property (readonly) NSUInteger length;
+ (instancetype)stringWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (instancetype)initWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (BOOL)isEqualToString:(NSString *)aString;
- (NSString *)stringByAppendingString:(NSString *)aString;
@property (readonly) NSInteger integerValue;
@end

// NSString.h: @interface NSMutableString : NSString
@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
@end

// NSValue.h: NSNumber, for @(...) literals.
@interface NSNumber : NSObject
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithInt:(int)value;
@property (readonly) NSInteger integerValue;
@end

// NSArray.h: @interface NSArray<__covariant ObjectType> : NSObject
__attribute__((swift_bridge("Array")))
@interface NSArray<__covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
+ (instancetype)array;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull[_Nonnull])objects count:(NSUInteger)cnt;
+ (instancetype)arrayWithObjects:(ObjectType)firstObj, ... NS_REQUIRES_NIL_TERMINATION;
- (BOOL)containsObject:(ObjectType)anObject;
@end

// NSArray.h: @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)addObject:(ObjectType)anObject;
@end

// NSDictionary.h, for @{...} literals used as userInfo.
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull[_Nonnull])objects
                              forKeys:(const KeyType _Nonnull[_Nonnull])keys
                                count:(NSUInteger)cnt;
- (nullable ObjectType)objectForKey:(KeyType)aKey;
- (nullable ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

// NSCoder.h, NSObject.h (Foundation): NSCoder and the NSCoding protocol.
@interface NSCoder : NSObject
@end
@protocol NSCoding
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

// NSKeyValueCoding.h: setValue:forKey: (alert code sets "accessoryView" with it).
@interface NSObject (NSKeyValueCoding)
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)valueForKey:(NSString *)key;
@end

// NSObjCRuntime.h: FOUNDATION_EXPORT void NSLog(NSString *format, ...)
FOUNDATION_EXPORT void NSLog(NSString *format, ...) NS_FORMAT_FUNCTION(1, 2);

// NSBundle.h: NSLocalizedString(key, comment) reads the main bundle's table.
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
- (NSString *)localizedStringForKey:(NSString *)key
                              value:(nullable NSString *)value
                              table:(nullable NSString *)tableName;
@end
#define NSLocalizedString(key, comment) \
  [NSBundle.mainBundle localizedStringForKey:(key) value:@"" table:nil]

NS_ASSUME_NONNULL_END

#endif
