#if canImport(Glibc)
import Foundation
import Glibc
import Testing
@testable import BibleEPUBKit

@Suite("Huge pages for the workers' heaps")
struct HeapAdviceTests {
    /// Where the mapping in /proc/self/smaps that holds `address` starts, and its `VmFlags`.
    static func mapping(holding address: UInt) throws -> (start: UInt, flags: [Substring])? {
        // Read to its end: procfs files report a size of 0.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var start: UInt?
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                start = bounds.count == 2 && bounds[0] <= address && address < bounds[1] ? bounds[0] : nil
            } else if let start, fields.first == "VmFlags:" {
                return (start, Array(fields.dropFirst()))
            }
        }
        return nil
    }

    @Test("a worker thread's glibc heap is advised for huge pages")
    func workerHeapAdvised() throws {
        let result = LockedResult()
        let thread = Thread {
            let probe = malloc(64)!
            defer { free(probe) }
            let address = UInt(bitPattern: probe)
            let before = try? Self.mapping(holding: address)
            // Not through the enabled switch, which the workers of tests running meanwhile would read.
            HeapAdvice.adviseHeap(holding: address)
            let after = try? Self.mapping(holding: address)
            result.set((address, before ?? nil, after ?? nil))
        }
        thread.stackSize = 1 << 20
        thread.start()
        let (address, before, after) = result.wait()
        let found = try #require(after)
        // A new thread gets a glibc heap of its own (a mapping starting at a multiple of 64 MiB) while the process has
        // fewer than glibc's arena limit; sharing the main heap, there is nothing to advise. Under another allocator
        // (AddressSanitizer's, in Scripts/asan) the advice concerns no glibc heap, and nothing is expected of it.
        if found.start == address & ~(UInt(64 << 20) - 1) {
            #expect(found.flags.contains("hg"))
        } else if address < UInt(bitPattern: sbrk(0)) {
            #expect(before?.flags == found.flags)
        }
    }

    /// A value handed from the test's thread to the waiting test.
    final class LockedResult: @unchecked Sendable {
        private let condition = NSCondition()
        typealias Mapping = (start: UInt, flags: [Substring])
        private var value: (UInt, Mapping?, Mapping?)?
        func set(_ value: (UInt, Mapping?, Mapping?)) { condition.lock(); self.value = value; condition.signal(); condition.unlock() }
        func wait() -> (UInt, Mapping?, Mapping?) {
            condition.lock()
            while value == nil { condition.wait() }
            defer { condition.unlock() }
            return value!
        }
    }
}
#endif
