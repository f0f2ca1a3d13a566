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
    /// `first()` and `second()` run at the same time: two steps that read different things, so that the second
    /// core works while the other step runs on one. `first()` runs on the calling thread and may itself use `map`
    /// on every core (libdispatch runs an apply nested in another one serially, so the two are not one
    /// `concurrentPerform`); put the longer step first.
    package static func both<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        withoutActuallyEscaping(second) { second in
            // `second` does not outlive this call: its value is waited for before the call returns.
            let work = UnsafeSendable(second)
            let pending = Pending { work.value() }
            return (first(), pending.value)
        }
    }
}

extension Parallel {
    /// A value computed on another thread while the caller goes on; `value` waits for it. For a step whose input
    /// is known early and whose result is needed only later (the natural order needs the paths, not the pages).
    package final class Pending<Value>: @unchecked Sendable {
        private var work: (() -> Value)?
        private var result: Value?
        private let group = DispatchGroup()

        /// Starts `work` at once.
        package init(_ work: @escaping @Sendable () -> Value) {
            self.work = work
            group.enter()
            Parallel.background.async { [self] in
                HeapAdvice.adviseCallingThreadsHeap()
                result = self.work!()
                // Let go of `work` before a waiter can return: `both` hands in a closure that must not outlive it.
                self.work = nil
                group.leave()
            }
        }

        /// The value `work` returned (waits until it has).
        package var value: Value {
            group.wait()
            return result!
        }
    }
}

extension Parallel {
    /// Where work that runs beside the caller starts: a queue of its own, which libdispatch gives a thread at once
    /// (a queue made with a label overcommits). On the global queues work waits for a free worker, and their workers
    /// number the cores: with one core, the build's own thread is the only one, so a step started there waited for
    /// libdispatch's pool monitor (measured: 937 ms of a 1.1 s build pinned to one core, in `both`).
    static var background: DispatchQueue { DispatchQueue(label: "bible-epub.background", qos: .userInitiated) }
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
