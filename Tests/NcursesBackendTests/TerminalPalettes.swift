import Testing

/// Terminals' default colours, as they ship, and how each draws bold and dim: the data the
/// contrast test measures every style against.
struct TerminalPalette: Sendable, CustomTestStringConvertible {
    /// An sRGB colour, 0xRRGGBB.
    typealias RGB = UInt32

    var name: String
    /// Colours 0–15.
    var colours: [RGB]
    /// The default foreground and background.
    var foreground: RGB
    var background: RGB
    /// Whether bold text in colours 0–7 is drawn in 8–15 (xterm's `boldColors`, rxvt-unicode's
    /// `intensityStyles`, both on by default).
    var boldBrightens: Bool
    /// How dim (faint) text is drawn: from its colour and the background's.
    var dim: @Sendable (_ foreground: RGB, _ background: RGB) -> RGB

    var testDescription: String { name }

    /// The same terminal with another default foreground and background (a light or dark theme
    /// over the same 16 colours).
    func with(foreground: RGB, background: RGB, named suffix: String) -> TerminalPalette {
        var copy = self
        (copy.foreground, copy.background, copy.name) = (foreground, background, name + suffix)
        return copy
    }

    /// `a` moved `fraction` of the way to `b`, per channel.
    static func blend(_ a: RGB, _ b: RGB, _ fraction: Double) -> RGB {
        var result: RGB = 0
        for shift in [16, 8, 0] as [RGB] {
            let x = Double((a >> shift) & 0xFF)
            let y = Double((b >> shift) & 0xFF)
            result |= RGB((x + (y - x) * fraction).rounded()) << shift
        }
        return result
    }

    /// xterm's defaults (XTerm resources, `boldColors: true`; faint is half way to the
    /// background): black on white.
    static let xterm = TerminalPalette(
        name: "xterm",
        colours: [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ],
        foreground: 0x000000, background: 0xFFFFFF, boldBrightens: true,
        dim: { blend($0, $1, 0.5) })

    /// rxvt-unicode 9's defaults (`intensityStyles: true`): black on white; its terminfo has
    /// no dim, so dim is colour 8 (what a program falls back to).
    static let urxvt = TerminalPalette(
        name: "urxvt",
        colours: [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000CD, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x4D4D4D, 0xFF0000, 0x00FF00, 0xFFFF00, 0x0000FF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ],
        foreground: 0x000000, background: 0xFFFFFF, boldBrightens: true,
        dim: { _, _ in 0x4D4D4D })

    /// kitty's defaults (`dim_opacity 0.4`, bold not brightened): #dddddd on black.
    static let kitty = TerminalPalette(
        name: "kitty",
        colours: [
            0x000000, 0xCC0403, 0x19CB00, 0xCECB00, 0x0D73CC, 0xCB1ED1, 0x0DCDCD, 0xDDDDDD,
            0x767676, 0xF2201F, 0x23FD00, 0xFFFD00, 0x1A8FFF, 0xFD28FF, 0x14FFFF, 0xFFFFFF,
        ],
        foreground: 0xDDDDDD, background: 0x000000, boldBrightens: false,
        dim: { blend($1, $0, 0.4) })

    /// alacritty's defaults (`draw_bold_text_with_bright_colors = false`; dim is two thirds of
    /// the colour): #d8d8d8 on #181818.
    static let alacritty = TerminalPalette(
        name: "alacritty",
        colours: [
            0x181818, 0xAC4242, 0x90A959, 0xF4BF75, 0x6A9FB5, 0xAA759F, 0x75B5AA, 0xD8D8D8,
            0x6B6B6B, 0xC55555, 0xAAC474, 0xFECA88, 0x82B8C8, 0xC28CB8, 0x93D3C3, 0xF8F8F8,
        ],
        foreground: 0xD8D8D8, background: 0x181818, boldBrightens: false,
        dim: { foreground, _ in blend(0x000000, foreground, 0.66) })

    /// Each terminal as it ships, and with the other kind of background: a light terminal
    /// made dark (white on black) and a dark one made light (black on white).
    static let all: [TerminalPalette] = [xterm, urxvt, kitty, alacritty].flatMap { palette in
        [
            palette,
            palette.background == 0xFFFFFF
                ? palette.with(foreground: 0xFFFFFF, background: 0x000000, named: " dark")
                : palette.with(foreground: 0x000000, background: 0xFFFFFF, named: " light"),
        ]
    }
}
