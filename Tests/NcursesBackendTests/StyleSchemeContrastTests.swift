import Foundation
import TerminalUI
import Testing

@testable import NcursesBackend

/// Every style Aisle draws reads at 4.5:1 or more (WCAG's contrast for text) in the default
/// palettes of xterm, rxvt-unicode, kitty and alacritty, on light and dark backgrounds (issue
/// 30, item 11: success was grey on green in xterm, 1.86:1; the top bar 3.56:1 in kitty; dim
/// text 2.48:1 on a black urxvt).
@Suite(.timeLimit(.minutes(10)))
struct StyleSchemeContrastTests {
    static let minimum = 4.5

    /// The colours `look` is drawn in by `terminal`: text and background.
    static func drawn(_ look: StyleScheme.Look, on terminal: TerminalPalette) -> (
        text: TerminalPalette.RGB, background: TerminalPalette.RGB
    ) {
        var text: TerminalPalette.RGB
        switch look.foreground {
        case .terminal: text = terminal.foreground
        case .palette(let index):
            let bright = look.bold && terminal.boldBrightens && index < 8
            text = terminal.colours[bright ? index + 8 : index]
        }
        var background =
            switch look.background {
            case .terminal: terminal.background
            case .palette(let index): terminal.colours[index]
            }
        if look.dim { text = terminal.dim(text, background) }
        if look.reverse { swap(&text, &background) }
        return (text, background)
    }

    /// WCAG 2's relative luminance.
    static func luminance(_ rgb: TerminalPalette.RGB) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let value = Double((rgb >> shift) & 0xFF) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    /// WCAG 2's contrast ratio.
    static func contrast(_ a: TerminalPalette.RGB, _ b: TerminalPalette.RGB) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test(arguments: TerminalPalette.all)
    func everyColouredStyleReads(on terminal: TerminalPalette) {
        for style in Style.allCases {
            let (text, background) = Self.drawn(StyleScheme.colored(style), on: terminal)
            let ratio = Self.contrast(text, background)
            #expect(
                ratio >= Self.minimum,
                "\(style) in \(terminal.name): \(String(format: "%.2f", ratio)):1")
        }
    }

    @Test(arguments: TerminalPalette.all)
    func everyMonochromeStyleReads(on terminal: TerminalPalette) {
        for style in Style.allCases {
            let (text, background) = Self.drawn(StyleScheme.monochrome(style), on: terminal)
            let ratio = Self.contrast(text, background)
            #expect(
                ratio >= Self.minimum,
                "\(style) in \(terminal.name): \(String(format: "%.2f", ratio)):1")
        }
    }

    /// The model agrees with what the issue measured on screenshots of the real terminals,
    /// for the looks of before.
    @Test func theModelReproducesTheMeasuredFigures() {
        let boldBlackOnGreen = StyleScheme.Look(
            foreground: .palette(0), background: .palette(2), bold: true)
        let xterm = Self.drawn(boldBlackOnGreen, on: .xterm)
        #expect(abs(Self.contrast(xterm.text, xterm.background) - 1.86) < 0.01)
        let whiteOnBlue = StyleScheme.Look(
            foreground: .palette(7), background: .palette(4), bold: true)
        let kitty = Self.drawn(whiteOnBlue, on: .kitty)
        #expect(abs(Self.contrast(kitty.text, kitty.background) - 3.56) < 0.01)
        let dim = StyleScheme.Look(dim: true)
        let urxvt = Self.drawn(dim, on: TerminalPalette.all[3])
        #expect(abs(Self.contrast(urxvt.text, urxvt.background) - 2.48) < 0.01)
    }
}
