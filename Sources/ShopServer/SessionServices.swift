/// What every session of the server shares: the configuration, the limits' bookkeeping and
/// the reaper of children.
struct SessionServices: Sendable {
    let configuration: ServerConfiguration
    let registry: SessionRegistry
    let reaper: ChildReaper
}
