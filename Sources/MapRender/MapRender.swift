// MapRender: filled by its issue.
