#ifndef BIBLE_EPUB_CLIBXML2_SHIM_H
#define BIBLE_EPUB_CLIBXML2_SHIM_H
/* xmlversion.h first, then drop ICU: Debian's ICU-enabled headers clash with
   Foundation's copy of UErrorCode on clean builds. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xpathInternals.h>
#include <libxml/xmlerror.h>

/* xmlFree is a global function pointer, which Swift 6 rejects as unsafe. */
static inline void bible_xml_free(void *pointer) { xmlFree(pointer); }
#endif
