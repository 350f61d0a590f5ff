import Storefront

/// Tab on `aisle open <link>` in the shell: ArgumentParser's custom completion calls this with
/// the shell's words, and it offers the screens a link may name next (`aisle://category/`,
/// `aisle://cart`, …, and a checkout's steps), the shell's own prefix kept. Ids are not offered:
/// they would need the catalog, whose first import can take seconds — too slow for a Tab. The
/// `:` prompt inside Aisle completes them (`LinkCompletion`).
enum LinkArgumentCompletion {
    /// The candidates for the word being completed: `words` are the shell's words, the one at
    /// `index` being completed, `prefix` its part before the cursor. bash splits words at `:`
    /// (its `COMP_WORDBREAKS`), so `aisle://ca` arrives as `aisle`, `:`, `//ca`: the pieces are
    /// joined to read the link, and the candidates given back without them, as bash expects.
    static func complete(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        var splitOff = ""
        if index >= 2, words.indices.contains(index - 1), words[index - 1] == ":",
            words[index - 2].lowercased() == DeepLink.scheme
        {
            splitOff = words[index - 2] + ":"
        } else if prefix == ":", index >= 1, words.indices.contains(index - 1),
            words[index - 1].lowercased() == DeepLink.scheme
        {
            splitOff = words[index - 1]
        }
        return candidates(for: splitOff + prefix).compactMap { candidate in
            candidate.hasPrefix(splitOff) ? String(candidate.dropFirst(splitOff.count)) : nil
        }
    }

    /// Whole links that continue `head`, the text of a link typed so far.
    static func candidates(for head: String) -> [String] {
        let scheme = "\(DeepLink.scheme)://"
        guard head.lowercased().hasPrefix(scheme) else {
            // Still typing the scheme: every first screen, which share it.
            return scheme.hasPrefix(head.lowercased()) ? screens(after: scheme, partial: "") : []
        }
        let body = head.dropFirst(scheme.count)
        var segments = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let partial = segments.removeLast()
        let kept = String(head.dropLast(partial.count))
        // Walks the whole segments: each screen name, then its argument if it takes one.
        var expecting: String?
        for segment in segments {
            if expecting != nil {
                expecting = nil
            } else if DeepLink.screenNames.contains(segment) {
                expecting = takesArgument(segment) ? segment : nil
            } else {
                return []
            }
        }
        switch expecting {
        case nil: return screens(after: kept, partial: partial)
        case "checkout":
            return CheckoutStep.allCases.map(\.rawValue).filter { $0.hasPrefix(partial) }.map {
                kept + $0
            }
        default: return []
        }
    }

    private static func screens(after kept: String, partial: String) -> [String] {
        DeepLink.screenNames.filter { $0.hasPrefix(partial.lowercased()) }.map { name in
            kept + name + (takesArgument(name) ? "/" : "")
        }
    }

    private static func takesArgument(_ screen: String) -> Bool {
        !["cart", "orders"].contains(screen)
    }
}
