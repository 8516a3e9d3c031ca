// Clustering: filled by its issue.
