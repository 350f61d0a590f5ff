@testable import NcursesBackend

/// Raw input as a test writes it: units, and pauses where a read finds nothing in its wait.
/// Records every wait asked for, so a test can see what the decoder was willing to wait for.
struct ScriptedInput: RawInputSource {
    /// One step of the script.
    enum Step: Equatable {
        /// A unit that is there when read.
        case unit(RawInput)
        /// Nothing arrives within the next read's wait.
        case pause
        /// A unit that arrives this many milliseconds after the previous one: a read whose wait
        /// is at least that long gets it, a shorter one finds nothing (and uses up its wait).
        case late(Int32, RawInput)
    }

    private var steps: [Step]
    private var position = 0
    private(set) var waits: [InputWait] = []

    /// Whether every step has been read.
    var isExhausted: Bool { position == steps.count }

    init(_ steps: [Step]) {
        self.steps = steps
    }

    mutating func read(_ wait: InputWait) -> RawInput? {
        waits.append(wait)
        guard position < steps.count else { return nil }
        if case .late(let delay, let unit) = steps[position] {
            let timeout = wait.timeoutMilliseconds
            guard timeout >= delay else {
                steps[position] = .late(delay - timeout, unit)
                return nil
            }
            position += 1
            return unit
        }
        position += 1
        guard case .unit(let unit) = steps[position - 1] else { return nil }
        return unit
    }
}

extension ScriptedInput {
    /// Steps written as text: `␛` is ESC, `⏸` a read that finds nothing, every other scalar a
    /// character unit (as `wget_wch` gives it: a whole code point, however many UTF-8 bytes).
    static func script(_ text: String) -> [Step] {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "␛": .unit(.character(0x1B))
            case "⏸": .pause
            default: .unit(.character(scalar.value))
            }
        }
    }
}

extension InputDecoder where Source == ScriptedInput {
    /// Everything `steps` decodes to, in order, with `.nothing` kept.
    static func decodeAll(_ steps: [ScriptedInput.Step]) -> [DecodedInput] {
        var decoder = InputDecoder(source: ScriptedInput(steps))
        var decoded: [DecodedInput] = []
        while true {
            let exhausted = decoder.source.isExhausted
            if let next = decoder.next(waiting: .milliseconds(100)) {
                decoded.append(next)
            } else if exhausted {
                return decoded
            }
        }
    }
}
