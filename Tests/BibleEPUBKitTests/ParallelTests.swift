@testable import BibleEPUBKit
import Dispatch
import Foundation
import Testing

@Suite("Parallel steps")
struct ParallelTests {
    @Test("the costliest inputs run first, results stay in input order")
    func costOrderedMap() {
        let inputs = Array(0..<200)
        let squares = Parallel.map(inputs, cost: { $0 % 7 }) { $0 * $0 }
        #expect(squares == inputs.map { $0 * $0 })
    }

    /// Each of two items waits for the other to start: met only when they run at the same time. libdispatch runs
    /// an apply nested in another one serially, which is how the chrome stages once ran beside the title affixes.
    @Test("a map in both's first step runs its items at the same time", .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func bothKeepsTheFirstStepsMapParallel() {
        let (met, second) = Parallel.both({
            let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            return Parallel.map([0, 1]) { index -> Bool in
                started[index].signal()
                return started[1 - index].wait(timeout: .now() + 10) == .success
            }
        }, { "second" })
        #expect(met == [true, true])
        #expect(second == "second")
    }

    /// The global queues' workers number the cores and libdispatch cannot tell when one of them waits: work queued
    /// there while each is blocked sat until its pool monitor added a thread (937 ms of a build pinned to one core).
    /// Here every worker of the build's queue waits for the pending work, which must start anyway.
    @Test("pending work starts while every worker of the global queue waits for it")
    func pendingStartsBesideBlockedWorkers() {
        let workers = ProcessInfo.processInfo.activeProcessorCount
        let release = DispatchSemaphore(value: 0), blocked = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global(qos: .userInitiated).async(group: blocked) {
                _ = release.wait(timeout: .now() + 10)
            }
        }
        let pending = Parallel.Pending { for _ in 0..<workers { release.signal() } }
        // Well under the monitor's second, far over a thread's start.
        #expect(blocked.wait(timeout: .now() + 0.5) == .success)
        pending.value
    }

    @Test("a pending value is the work's result, however late it is asked for")
    func pendingValue() {
        let pending = Parallel.Pending { (1...100).reduce(0, +) }
        #expect(pending.value == 5050)
        #expect(pending.value == 5050)
    }
}
