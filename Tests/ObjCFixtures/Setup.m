// The one setup line, in the scene delegate: the Objective-C twin of
// `AlertHost.main = .uiKit()`.
#import <AlertShimObjC/AlertShimObjC.h>

@interface SceneDelegate : UIResponder
- (void)sceneWillConnect;
@end

@implementation SceneDelegate
- (void)sceneWillConnect {
  [ASAlertShim setUpUIKit];
}
@end
