import TerminalUI
import TestSupport
import Testing

/// The sanitiser's and the truncation's promises over generated text: nothing undrawable
/// survives `clean`, every control and bidi character is undrawable, and cut text never
/// exceeds its width.
@Suite("Sanitizer properties", .timeLimit(.minutes(10)))
struct SanitizerPropertyTests {
    /// Where generated scalars come from, each range equally likely, so controls, format
    /// characters, combining marks and wide characters turn up in every string.
    static let ranges: [ClosedRange<UInt32>] = [
        0x00...0x1F, 0x20...0x7E, 0x7F...0x9F, 0xA0...0x2FF, 0x300...0x36F, 0x600...0x6FF,
        0x1800...0x180F, 0x2000...0x206F, 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xE000...0xF8FF,
        0xFE00...0xFE0F, 0xFEFF...0xFEFF, 0xFFF0...0xFFFF, 0x1F300...0x1FAFF, 0x1BCA0...0x1BCA3,
        0xE0000...0xE007F, 0xF0000...0x10FFFF,
    ]

    static func scalar(_ random: inout SeededRandom) -> Unicode.Scalar {
        let range = ranges.randomElement(using: &random) ?? 0x20...0x7E
        return Unicode.Scalar(UInt32.random(in: range, using: &random)) ?? "?"
    }

    static func string(_ random: inout SeededRandom, length: ClosedRange<Int> = 0...40) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: length, using: &random) { scalars.append(scalar(&random)) }
        return String(scalars)
    }

    /// Breaks (tabs, line and paragraph separators) as `clean` documents them.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        (0x09...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func cleanLeavesOnlyDrawableTextAndIsIdempotent(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for index in 0..<400 {
            let text = Self.string(&random)
            let clean = TextSanitizer.clean(text)
            #expect(
                clean.unicodeScalars.allSatisfy(TextSanitizer.isDrawable),
                "seed \(seed), case \(index)")
            #expect(TextSanitizer.clean(clean) == clean)
            // Drawable scalars keep their order; each run of breaks (undrawable scalars inside
            // a run do not end it) became one space.
            var expected = String.UnicodeScalarView()
            var inBreak = false
            for scalar in text.unicodeScalars {
                if Self.isBreak(scalar) {
                    if !inBreak { expected.append(" ") }
                    inBreak = true
                } else if TextSanitizer.isDrawable(scalar) {
                    expected.append(scalar)
                    inBreak = false
                }
            }
            #expect(clean == String(expected), "seed \(seed), case \(index)")
            if text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable) { #expect(clean == text) }
        }
    }

    /// Every C0 control, DEL, every C1 control and every bidi control, checked against the
    /// Unicode character database rather than against a list of our own.
    @Test func everyControlAndBidiScalarIsUndrawable() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            guard properties.generalCategory == .control || properties.isBidiControl else {
                continue
            }
            checked += 1
            #expect(
                !TextSanitizer.isDrawable(scalar), "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(checked == 65 + 12, "65 controls and 12 bidi controls")
        for value in UInt32(0x20)...0x7E {
            #expect(Unicode.Scalar(value).map(TextSanitizer.isDrawable) == true)
        }
    }

    @Test(arguments: [UInt64(4), 5])
    func truncateNeverExceedsTheWidth(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for index in 0..<150 {
            let text = Self.string(&random, length: 0...60)
            let clean = TextSanitizer.clean(text)
            for width in 0...40 {
                let cut = TextLayout.truncate(text, toWidth: width)
                #expect(
                    DisplayWidth.of(cut) <= width, "seed \(seed), case \(index), width \(width)")
                let cleanCut = TextLayout.truncate(clean, toWidth: width)
                #expect(DisplayWidth.of(cleanCut) <= width)
                if width == 0 {
                    #expect(cleanCut.isEmpty, "no room, no text")
                } else if DisplayWidth.of(clean) <= width {
                    #expect(cleanCut == clean, "text that fits is left alone")
                } else {
                    #expect(cleanCut.unicodeScalars.last == TextLayout.ellipsis)
                    let prefix = cleanCut.unicodeScalars.dropLast()
                    #expect(clean.unicodeScalars.starts(with: prefix), "a cut keeps a prefix")
                }
            }
        }
    }

    /// Whatever is written, wherever, the canvas holds only drawable scalars and stays inside
    /// the room it was given.
    @Test func canvasWritesOnlyDrawableScalarsWithinTheRoom() {
        var random = SeededRandom(seed: 6)
        for index in 0..<300 {
            var canvas = Canvas(size: Size(columns: 30, rows: 3))
            let text = Self.string(&random, length: 0...50)
            let column = Int.random(in: -2...32, using: &random)
            let width = Int.random(in: -1...35, using: &random)
            let used = canvas.write(text, row: 1, column: column, width: width)
            #expect(used <= max(0, min(width, 30 - column)), "case \(index)")
            for cell in canvas.cells {
                #expect(
                    cell.text.unicodeScalars.allSatisfy(TextSanitizer.isDrawable), "case \(index)")
            }
        }
    }
}
