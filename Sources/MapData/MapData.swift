// MapData: filled by its issue.
