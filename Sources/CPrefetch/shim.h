// A cache prefetch hint (__builtin_prefetch), which Swift has no spelling for.
static inline void pinmap_prefetch(const void *address) { __builtin_prefetch(address, 1, 3); }
