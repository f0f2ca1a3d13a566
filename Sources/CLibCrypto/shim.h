#ifndef BIBLE_EPUB_CLIBCRYPTO_SHIM_H
#define BIBLE_EPUB_CLIBCRYPTO_SHIM_H
#include <openssl/sha.h>
#endif
