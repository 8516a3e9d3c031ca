#pragma once
#include <libxml/xmlversion.h>
// libxml2's ICU hook pulls ICU's headers into this module, where they clash with Foundation's own copy of ICU;
// Pinmap never touches the encoding handlers that would use it (the layout of those structs is not used).
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
