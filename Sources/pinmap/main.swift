print("pinmap")
