/// What every session of the server shares: the configuration, the limits' bookkeeping, the
/// reaper of children and the admission gate.
struct SessionServices: Sendable {
    let configuration: ServerConfiguration
    let registry: SessionRegistry
    let reaper: ChildReaper
    let gate: AdmissionGate
}
