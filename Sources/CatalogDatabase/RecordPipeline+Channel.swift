import Dispatch
import Synchronization

extension RecordPipeline {
    /// A queue of messages from the reader to the importer holding at most `capacity`: the
    /// reader waits when the importer falls behind, so memory stays bounded.
    final class Channel: @unchecked Sendable {
        private let messages = Mutex<[Message]>([])
        private let items = DispatchSemaphore(value: 0)
        private let slots: DispatchSemaphore
        /// Whether the last message (end or failure) has been received.
        private let closed = Atomic<Bool>(false)

        init(capacity: Int) {
            slots = DispatchSemaphore(value: capacity)
        }

        /// Sends `message`, waiting for room.
        func send(_ message: Message) {
            slots.wait()
            messages.withLock { $0.append(message) }
            items.signal()
        }

        /// The next message, waiting for one.
        func receive() -> Message {
            items.wait()
            let message = messages.withLock { $0.removeFirst() }
            slots.signal()
            switch message {
            case .ended: closed.store(true, ordering: .relaxed)
            case .records: break
            }
            return message
        }

        /// Receives and drops messages until the last one, so a reader told to stop is never
        /// left waiting for room.
        func drain() {
            while !closed.load(ordering: .relaxed) { _ = receive() }
        }
    }

    /// Tells the reader to stop: the importer has found a problem or finished early.
    final class StopFlag: Sendable {
        private let flag = Atomic<Bool>(false)

        /// Asks the reader to stop.
        func raise() { flag.store(true, ordering: .relaxed) }

        /// Whether the reader was asked to stop.
        var isRaised: Bool { flag.load(ordering: .relaxed) }
    }
}
