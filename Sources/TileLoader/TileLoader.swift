// TileLoader: filled by its issue.
