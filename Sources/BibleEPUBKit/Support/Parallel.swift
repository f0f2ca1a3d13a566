import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the input order.
package enum Parallel {
    /// `transform` applied to each element concurrently; results in input order.
    /// With `cost`, the costliest inputs start first, so one large item does not finish alone at the end.
    package static func map<Input, Output>(_ inputs: [Input], cost: ((Input) -> Int)? = nil,
                                          _ transform: (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let schedule = cost.map { cost in
            let costs = inputs.map(cost)
            return inputs.indices.sorted { costs[$0] > costs[$1] }
        } ?? Array(inputs.indices)
        let results = ResultSlots<Output>(count: inputs.count)
        inputs.withUnsafeBufferPointer { buffer in
            let shared = UnsafeSendable((inputs: buffer, schedule: schedule))
            withoutActuallyEscaping(transform) { transform in
                let work = UnsafeSendable(transform)
                DispatchQueue.concurrentPerform(iterations: inputs.count) { step in
                    HeapAdvice.adviseCallingThreadsHeap()
                    let index = shared.value.schedule[step]
                    results.store(work.value(shared.value.inputs[index]), at: index)
                }
            }
        }
        return results.values()
    }
}

extension Parallel {
    /// `first()` and `second()` run at the same time (each may itself use `map`): two steps that read different
    /// things, so that the second core works while the other step runs on one.
    package static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        var firstResult: First?, secondResult: Second?
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                withUnsafeMutablePointer(to: &firstResult) { firstSlot in
                    withUnsafeMutablePointer(to: &secondResult) { secondSlot in
                        // Each iteration writes its own variable.
                        let shared = UnsafeSendable((first: first, second: second, firstSlot: firstSlot, secondSlot: secondSlot))
                        DispatchQueue.concurrentPerform(iterations: 2) { step in
                            HeapAdvice.adviseCallingThreadsHeap()
                            if step == 0 {
                                shared.value.firstSlot.pointee = shared.value.first()
                            } else {
                                shared.value.secondSlot.pointee = shared.value.second()
                            }
                        }
                    }
                }
            }
        }
        return (firstResult!, secondResult!)
    }
}

/// Wraps a value that is only read, or written by one thread per slot, across concurrentPerform.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One slot per input; each slot is written by exactly one iteration.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.map { $0! } }
}

/// Counts finished items across threads and forwards each step to an optional callback.
final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: (@Sendable (Int, Int, String) -> Void)?
    private var done = 0
    private let lock = NSLock()

    init(total: Int, report: (@Sendable (Int, Int, String) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance(_ item: String) {
        guard let report else { return }
        lock.lock()
        done += 1
        let count = done
        lock.unlock()
        report(count, total, item)
    }
}
