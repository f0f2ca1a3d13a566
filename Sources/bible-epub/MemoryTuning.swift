import BibleEPUBKit
#if canImport(Glibc)
import Glibc
#endif

/// Process-wide allocator settings for a short-lived build: the kit leaves the allocator to the app that hosts it.
enum MemoryTuning {
    /// Each of glibc's per-thread heaps grows by an `mprotect` call every few pages touched; a build allocates tens of
    /// megabytes in a fraction of a second, so growing by 16 MiB at a time saves most of those calls (about 5% of the
    /// real vault's build time on 2 cores). Memory is still committed only when touched. The workers' heaps are then
    /// advised for huge pages (`HeapAdvice`): half the build's page faults go.
    static func apply() {
        #if canImport(Glibc)
        // glibc's `mallopt(M_TOP_PAD, bytes)`; <malloc.h> is not part of the Glibc module, so it is looked up.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(topPad, 16 << 20)
        #endif
        HeapAdvice.isEnabled = true
    }
}
