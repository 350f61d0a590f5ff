/// The shape check behind `AddressValidation.isValidEmail`: stricter than RFC 5322 (no quoted
/// local parts, no IP literals, no comments), which is what a shop's form wants.
enum EmailShape {
    /// Whether `text`, already trimmed, is an address of the accepted shape.
    static func isValid(_ text: String) -> Bool {
        guard text.utf8.count <= 254 else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        return isValidLocalPart(parts[0]) && isValidDomain(parts[1])
    }

    private static func isValidLocalPart(_ local: Substring) -> Bool {
        guard (1...64).contains(local.utf8.count), local.first != ".", local.last != ".",
            !local.contains("..")
        else { return false }
        return local.unicodeScalars.allSatisfy { isWordScalar($0) || localSymbols.contains($0) }
    }

    private static func isValidDomain(_ domain: Substring) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last else { return false }
        let labelsValid = labels.allSatisfy { label in
            (1...63).contains(label.utf8.count) && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { isWordScalar($0) || $0 == "-" }
        }
        guard labelsValid else { return false }
        // A top-level domain is letters ("com", "рф") or an ASCII-encoded one ("xn--p1ai").
        let isLetters = top.unicodeScalars.allSatisfy { isLetterScalar($0) }
        return top.unicodeScalars.count >= 2 && (isLetters || top.lowercased().hasPrefix("xn--"))
    }

    /// ASCII letters and digits, and beyond ASCII any letter, mark or digit.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x30...0x39).contains(scalar.value) || isLetterScalar(scalar)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    private static func isLetterScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
        }
        return isWordScalar(scalar) && scalar.properties.generalCategory != .decimalNumber
    }

    /// The symbols RFC 5322 allows unquoted in a local part, and the dot between atoms.
    private static let localSymbols: Set<Unicode.Scalar> = Set(
        "!#$%&'*+-/=?^_`{|}~.".unicodeScalars)
}
