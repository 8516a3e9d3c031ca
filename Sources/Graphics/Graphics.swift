// Graphics: filled by its issue.
