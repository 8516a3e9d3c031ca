// GtkShell: filled by its issue.
