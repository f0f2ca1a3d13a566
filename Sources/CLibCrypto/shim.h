#ifndef BIBLE_EPUB_CLIBCRYPTO_SHIM_H
#define BIBLE_EPUB_CLIBCRYPTO_SHIM_H
// OpenSSL 3 deprecates the digest-specific calls in favour of EVP, but its one-shot SHA1()/SHA256() and every EVP
// call go through the provider machinery, whose first use reads the library's configuration and builds its
// algorithm tables: 1.2 ms, many times the cost of every digest a book needs. The digest-specific calls below run
// the same digest code directly.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

/// The SHA-1 digest of `count` bytes into `digest` (SHA_DIGEST_LENGTH bytes).
static inline void bible_epub_sha1(const unsigned char *bytes, size_t count, unsigned char *digest) {
    SHA_CTX context;
    SHA1_Init(&context);
    SHA1_Update(&context, bytes, count);
    SHA1_Final(digest, &context);
}

/// The SHA-256 digest of `count` bytes into `digest` (SHA256_DIGEST_LENGTH bytes).
static inline void bible_epub_sha256(const unsigned char *bytes, size_t count, unsigned char *digest) {
    SHA256_CTX context;
    SHA256_Init(&context);
    SHA256_Update(&context, bytes, count);
    SHA256_Final(digest, &context);
}
#endif
