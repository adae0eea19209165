@_exported import AlertShim
