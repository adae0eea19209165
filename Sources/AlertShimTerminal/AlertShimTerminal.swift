import AlertShim
