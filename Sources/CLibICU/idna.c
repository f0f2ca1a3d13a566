#include "CLibICU.h"
#include <unicode/uidna.h>

uint32_t bible_epub_idna_to_ascii(const char *name, int32_t length, char *ascii, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNA *idna = uidna_openUTS46(UIDNA_DEFAULT, &status);
    if (U_FAILURE(status)) return BIBLE_EPUB_IDNA_FAILED;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t written = uidna_nameToASCII_UTF8(idna, name, length, ascii, capacity - 1, &info, &status);
    uidna_close(idna);
    if (status == U_BUFFER_OVERFLOW_ERROR) written = capacity - 1;
    else if (U_FAILURE(status)) return BIBLE_EPUB_IDNA_FAILED;
    ascii[written < 0 ? 0 : written] = '\0';
    return info.errors & ~(uint32_t)(UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4);
}
