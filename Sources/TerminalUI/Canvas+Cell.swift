extension Canvas {
    /// One character cell as a plain value of two words: up to five scalars (a base plus the
    /// zero-width ones ncurses keeps with it, `CCHARW_MAX`) and a style.
    ///
    /// A frame is 1,920 cells at 80×24 and every key builds one and compares it with the last,
    /// so a cell holds no `String` (no reference to count, no grapheme walk, nothing to
    /// allocate): comparing two cells is comparing two integers each. Scalars are 21 bits
    /// (U+10FFFF at most), so three fit in `head` and two, with the style's raw value in the top
    /// byte, in `tail`. A scalar of 0 means "none": U+0000 is never drawn (the canvas draws
    /// `^@` for it, see `TextSanitizer`), so the right half of a wide character is the cell
    /// whose first scalar is 0.
    public struct Cell: Equatable, Sendable {
        /// Scalars 0, 1 and 2, 21 bits each from the lowest.
        @usableFromInline var head: UInt64
        /// Scalars 3 and 4, 21 bits each from the lowest; the style's raw value in bits 56–63.
        @usableFromInline var tail: UInt64

        @usableFromInline static let scalarBits: UInt64 = 21
        @usableFromInline static let scalarMask: UInt64 = (1 << 21) - 1
        @usableFromInline static let styleShift: UInt64 = 56

        /// `scalar` alone in `style`.
        @inlinable
        public init(_ scalar: Unicode.Scalar, style: Style = .normal) {
            head = UInt64(scalar.value)
            tail = UInt64(style.rawValue) << Self.styleShift
        }

        /// Raw scalar value `value` (never 0 here: see the type) alone in `style`.
        @inlinable
        init(value: UInt32, style: Style) {
            head = UInt64(value)
            tail = UInt64(style.rawValue) << Self.styleShift
        }

        /// The right half of a wide character, in `style`.
        @inlinable
        public static func continuation(_ style: Style = .normal) -> Cell {
            Cell(value: 0, style: style)
        }

        /// A blank cell in `style`.
        @inlinable
        public static func blank(_ style: Style = .normal) -> Cell {
            Cell(value: 0x20, style: style)
        }

        /// Whether this cell is the right half of the wide character to its left.
        @inlinable
        public var isContinuation: Bool { head & Self.scalarMask == 0 }

        /// What the cell means; the backend turns it into attributes.
        @inlinable
        public var style: Style {
            get { Style(rawValue: styleIndex) ?? .normal }
            set {
                tail =
                    tail & ~(0xFF << Self.styleShift) | UInt64(newValue.rawValue) << Self.styleShift
            }
        }

        /// The style's raw value, for backends that keep their looks in an array.
        @inlinable
        public var styleIndex: UInt8 { UInt8(truncatingIfNeeded: tail >> Self.styleShift) }

        /// The value of scalar `index` (0 to 4), or 0 past the last one.
        @inlinable
        public func scalarValue(at index: Int) -> UInt32 {
            guard index >= 0, index < Self.maxScalars else { return 0 }
            let word = index < 3 ? head : tail
            let shift = UInt64(index < 3 ? index : index - 3) &* Self.scalarBits
            return UInt32(truncatingIfNeeded: (word >> shift) & Self.scalarMask)
        }

        /// How many scalars the cell holds: 0 for the right half of a wide character, 1 for a
        /// scalar alone, up to `maxScalars` with zero-width ones after it.
        @inlinable
        public var scalarCount: Int {
            var count = 0
            while count < Self.maxScalars, scalarValue(at: count) != 0 { count += 1 }
            return count
        }

        /// Whether the cell holds exactly one scalar (no zero-width ones after it): almost
        /// every cell, which a backend can copy without a second look.
        @inlinable
        public var isSingleScalar: Bool {
            head & ~Self.scalarMask == 0 && head != 0 && tail & ((1 << Self.styleShift) - 1) == 0
        }

        /// The scalars drawn in this cell: a base scalar plus any zero-width ones after it.
        /// Empty for the right half of a wide character.
        public var text: String {
            var scalars = String.UnicodeScalarView()
            for index in 0..<scalarCount {
                if let scalar = Unicode.Scalar(scalarValue(at: index)) { scalars.append(scalar) }
            }
            return String(scalars)
        }

        /// Adds a zero-width `scalar` after the ones held; `false` (and nothing added) when the
        /// cell is full, as ncurses drops the rest.
        @discardableResult
        mutating func append(_ scalar: Unicode.Scalar) -> Bool {
            let index = scalarCount
            guard index < Self.maxScalars else { return false }
            let value = UInt64(scalar.value)
            if index < 3 {
                head |= value << (UInt64(index) * Self.scalarBits)
            } else {
                tail |= value << (UInt64(index - 3) * Self.scalarBits)
            }
            return true
        }

        /// ncurses' `CCHARW_MAX`: the scalars one cell can hold.
        public static let maxScalars = 5
    }
}
