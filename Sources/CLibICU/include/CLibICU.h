// ICU's UTS #46 domain name processing (Debian's libicu-dev), behind a header free of ICU types: a Swift module that
// imports Foundation cannot also import ICU's own headers (its UErrorCode clashes with Foundation's ICU copy).
#ifndef CLIBICU_H
#define CLIBICU_H
#include <stdint.h>

/// What `bible_epub_idna_to_ascii` returns when ICU could not process the name at all.
#define BIBLE_EPUB_IDNA_FAILED 0x80000000u

/// UTS #46 ToASCII (ICU's default options: non-STD3, transitional) of the UTF-8 `name` of `length` bytes. Writes
/// the ASCII form, NUL-terminated, into `ascii` (`capacity` bytes; truncated if longer) and returns the IDNA errors a
/// URL parser in the manner of EPUBCheck's (galimatias) refuses: ICU's UIDNA_ERROR_* bits without the three hyphen
/// ones (the URL Standard's CheckHyphens is false), or BIBLE_EPUB_IDNA_FAILED; 0 is a valid name.
uint32_t bible_epub_idna_to_ascii(const char *name, int32_t length, char *ascii, int32_t capacity);

#endif
