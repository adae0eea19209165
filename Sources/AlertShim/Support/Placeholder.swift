public enum AlertShimPlaceholder {}
