/// Scanner and rewriter for legacy alert code.
public enum AlertMigration {}
