#include "CLibICU.h"
#include <pthread.h>
#include <unicode/uidna.h>

// One UTS #46 instance for the process: ICU documents it as usable concurrently.
static UIDNA *shared_idna;
static pthread_once_t shared_idna_once = PTHREAD_ONCE_INIT;

static void open_shared_idna(void) {
    UErrorCode status = U_ZERO_ERROR;
    shared_idna = uidna_openUTS46(UIDNA_DEFAULT, &status);
    if (U_FAILURE(status)) shared_idna = NULL;
}

uint32_t bible_epub_idna_to_ascii(const char *name, int32_t length, char *ascii, int32_t capacity) {
    pthread_once(&shared_idna_once, open_shared_idna);
    if (shared_idna == NULL || capacity < 1) return BIBLE_EPUB_IDNA_FAILED;
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    int32_t written = uidna_nameToASCII_UTF8(shared_idna, name, length, ascii, capacity - 1, &info, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) written = capacity - 1;
    else if (U_FAILURE(status)) return BIBLE_EPUB_IDNA_FAILED;
    ascii[written < 0 ? 0 : written] = '\0';
    return info.errors & ~(uint32_t)(UIDNA_ERROR_LEADING_HYPHEN | UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4);
}
