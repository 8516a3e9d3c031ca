// AppCore: filled by its issue.
