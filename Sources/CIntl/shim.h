#pragma once
// glibc's gettext (libintl is part of libc on Linux, so nothing to link).
#include <libintl.h>
#include <locale.h>
