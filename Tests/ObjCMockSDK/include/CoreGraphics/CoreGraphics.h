// Mock of CoreGraphics' geometry (CGBase.h, CGGeometry.h), for
// .ci/objc-check only; types as in Apple's headers and the CGRect
// documentation (developer.apple.com/documentation/corefoundation/cgrect).
#ifndef ALERTSHIM_MOCK_COREGRAPHICS_H
#define ALERTSHIM_MOCK_COREGRAPHICS_H

// CGBase.h: 64-bit CGFloat is double.
typedef double CGFloat;

// CGGeometry.h
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

// CGGeometry.h: "The rectangle at the origin with zero width and height."
extern const CGRect CGRectZero;

// CGGeometry.h: CG_INLINE CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height)
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height) {
  CGRect rect;
  rect.origin.x = x;
  rect.origin.y = y;
  rect.size.width = width;
  rect.size.height = height;
  return rect;
}

#endif
