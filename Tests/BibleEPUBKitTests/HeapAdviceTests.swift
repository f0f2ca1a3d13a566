#if canImport(Glibc)
import Foundation
import Glibc
import Testing
@testable import BibleEPUBKit

@Suite("Huge pages for the workers' heaps")
struct HeapAdviceTests {
    /// The `VmFlags` line of the mapping in /proc/self/smaps that holds `address`.
    static func flags(ofMappingHolding address: UInt) throws -> [Substring] {
        // Read to its end: procfs files report a size of 0.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        return []
    }

    @Test("a worker thread's heap is advised for huge pages once enabled, and not before")
    func workerHeapAdvised() throws {
        let result = LockedResult()
        let thread = Thread {
            let probe = malloc(64)!
            defer { free(probe) }
            let address = UInt(bitPattern: probe)
            let before = try? Self.flags(ofMappingHolding: address)
            HeapAdvice.isEnabled = true
            HeapAdvice.adviseCallingThreadsHeap()
            HeapAdvice.isEnabled = false
            let after = try? Self.flags(ofMappingHolding: address)
            let inBrkHeap = address < UInt(bitPattern: sbrk(0))
            result.set((before ?? [], after ?? [], inBrkHeap))
        }
        thread.stackSize = 1 << 20
        thread.start()
        let (before, after, inBrkHeap) = result.wait()
        // A new thread gets a heap of its own while the process has fewer than glibc's arena limit; should it share
        // the main heap, there is nothing to advise and the flags must stay as they were.
        #expect(!after.isEmpty)
        if inBrkHeap { #expect(before == after) } else { #expect(after.contains("hg")) }
    }

    /// A value handed from the test's thread to the waiting test.
    final class LockedResult: @unchecked Sendable {
        private let condition = NSCondition()
        private var value: ([Substring], [Substring], Bool)?
        func set(_ value: ([Substring], [Substring], Bool)) { condition.lock(); self.value = value; condition.signal(); condition.unlock() }
        func wait() -> ([Substring], [Substring], Bool) {
            condition.lock()
            while value == nil { condition.wait() }
            defer { condition.unlock() }
            return value!
        }
    }
}
#endif
