// glibc allocator tuning (mallopt), which Glibc's Swift module does not import.
#include <malloc.h>
