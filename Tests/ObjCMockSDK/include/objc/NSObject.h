// Mock of objc4's objc/NSObject.h (the NSObject root class and protocol),
// for .ci/objc-check only. Selectors and types as in Apple's header and the
// NSObject documentation (developer.apple.com/documentation/objectivec/nsobject).
#ifndef ALERTSHIM_MOCK_NSOBJECT_H
#define ALERTSHIM_MOCK_NSOBJECT_H

#include "objc.h"

#pragma clang assume_nonnull begin

@class NSString, Protocol;
@protocol NSObject;

// objc/NSObject.h: @protocol NSObject
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
- (Class)class;
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;
@property (readonly, copy) NSString *description;
@end

// objc/NSObject.h: the root class.
__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
- (instancetype)init __attribute__((objc_designated_initializer));
- (id)copy;
- (id)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
@end

#pragma clang assume_nonnull end

#endif
