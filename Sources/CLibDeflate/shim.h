#ifndef BIBLE_EPUB_CLIBDEFLATE_SHIM_H
#define BIBLE_EPUB_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
