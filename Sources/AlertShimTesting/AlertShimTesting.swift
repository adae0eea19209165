// AlertShimTesting: a spy host, verifiers and delegate recorders for apps' own
// alert tests, usable from Swift Testing and from XCTest. See the Testing article of AlertShimTesting.docc.
//
// `import AlertShimTesting` also imports AlertShim, so a test file needs one import.
@_exported import AlertShim
