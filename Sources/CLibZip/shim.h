#ifndef BIBLE_EPUB_CLIBZIP_SHIM_H
#define BIBLE_EPUB_CLIBZIP_SHIM_H
#include <zip.h>
#endif
