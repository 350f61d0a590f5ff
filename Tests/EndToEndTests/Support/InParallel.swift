import Foundation
import Synchronization

/// Runs `body` for each item on threads of its own, at most `width` at once, and waits for all;
/// rethrows the first failure (with the item's index) after every one has finished. For
/// customers who each wait on their own screen: the waits overlap instead of adding up.
func inParallel<Item>(_ items: [Item], width: Int, _ body: @escaping (Item) throws -> Void)
    throws
{
    let work = Unchecked((items: items, body: body))
    let failures = Mutex<[(Int, String)]>([])
    let slots = DispatchSemaphore(value: max(1, width))
    let group = DispatchGroup()
    for index in items.indices {
        slots.wait()
        group.enter()
        let thread = Thread {
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try work.value.body(work.value.items[index])
            } catch {
                failures.withLock { $0.append((index, "\(error)")) }
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    group.wait()
    if let (index, error) = failures.withLock({ $0.min { $0.0 < $1.0 } }) {
        throw E2EFailure("item \(index): \(error)")
    }
}

/// A value handed to other threads that the caller keeps from being used by two at once.
final class Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
