#ifndef BIBLE_EPUB_CCMARKGFM_SHIM_H
#define BIBLE_EPUB_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <stdlib.h>

/* free() through a function Swift can call without importing the C allocator's macros. */
static inline void bible_cmark_free(void *pointer) { free(pointer); }
#endif
