// Mock of the Objective-C runtime's basic types, for .ci/objc-check only.
// Each declaration follows Apple's objc4 header objc/objc.h (usr/include/objc
// in the iOS SDK) and the Objective-C Runtime documentation
// (developer.apple.com/documentation/objectivec). Written for AlertShim.
#ifndef ALERTSHIM_MOCK_OBJC_H
#define ALERTSHIM_MOCK_OBJC_H

#include <stdbool.h>

// objc/objc.h: "Type to represent a boolean value." (arm64: bool)
typedef bool BOOL;
// objc/objc.h: YES and NO
#define YES __objc_yes
#define NO __objc_no

// objc/objc.h: "An opaque type that represents a method selector."
typedef struct objc_selector *SEL;
// objc/objc.h: "An opaque type that represents an Objective-C class."
typedef struct objc_class *Class;

// objc/objc.h: `#define nil __DARWIN_NULL`, and sys/_types.h: in C and
// Objective-C `#define __DARWIN_NULL ((void *)0)`.
#ifndef nil
#define nil ((void *)0)
#endif
#ifndef Nil
#define Nil ((void *)0)
#endif

// objc/NSObjCRuntime.h (Foundation) declares NSInteger; the runtime's
// objc/NSObjCRuntime.h in objc4 declares it too, so the NSObject root below
// can use it. 64-bit: long / unsigned long.
typedef long NSInteger;
typedef unsigned long NSUInteger;

#endif
