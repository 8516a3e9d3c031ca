// DeepLinks: filled by its issue.
