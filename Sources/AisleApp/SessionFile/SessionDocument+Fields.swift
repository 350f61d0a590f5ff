import Navigation
import StateFiles
import Storefront

/// What a session writes of its own (every key but the header's, `catalog` and `others`), in
/// one place for the top level and for `others`' entries. Whether a session read from a file
/// changed since is decided by comparing these fields with the ones it was read as, never by
/// each property remembering to say so: a property this list forgets is not written at all,
/// which the round-trip tests see (`SessionFieldsTests`), rather than written back stale.
extension SessionDocument {
    /// The session's own fields as this build writes them; the coding is synthesized, so a
    /// field added here is written and compared without more code. An optional left nil is
    /// left out of the file, as files from before it had none.
    struct Fields: Encodable, Equatable, Sendable {
        var path: [Route]
        var screens: [ScreenPosition]
        var checkout: CheckoutDraft?
        /// Left out when nothing was entered.
        var prompts: PromptHistory?
        var history: SavedHistory?
        var seen: SeenProducts?

        /// `document`'s own fields.
        init(_ document: SessionDocument) {
            path = document.path
            screens = document.screens
            checkout = document.checkout
            prompts = document.prompts.isEmpty ? nil : document.prompts
            history = document.history.map(SavedHistory.init)
            seen = document.seen
        }
    }

    /// A session's own fields as a file spelled them (every one, a newer build's included)
    /// and as this build read them; neither for a session made here. Written back whole while
    /// the session still holds what was read — another catalog's session, which a newer build
    /// may have written with screens this one does not know, is not this build's to cut — and
    /// not once it holds anything else.
    struct AsRead: Equatable, Sendable {
        /// The fields as spelled in the file.
        var spelling: [String: JSONValue] = [:]
        /// What this build read them as; nil for a session made here.
        var fields: Fields?

        /// The spelling is not part of the session: two documents holding the same session
        /// are equal however their files spelled it, or whether they were read at all.
        static func == (_: AsRead, _: AsRead) -> Bool { true }
    }

    /// What to write of the session's own: as read, or its fields.
    enum OwnFields: Encodable {
        case asRead([String: JSONValue])
        case fields(Fields)

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .asRead(let spelling): try JSONValue.object(spelling).encode(to: encoder)
            case .fields(let fields): try fields.encode(to: encoder)
            }
        }
    }

    /// The session's own fields to write: as read when it holds what was read, else anew.
    var ownFields: OwnFields {
        let fields = Fields(self)
        if asRead.fields == fields { return .asRead(asRead.spelling) }
        return .fields(fields)
    }
}
