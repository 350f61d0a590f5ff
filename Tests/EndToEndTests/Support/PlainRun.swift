/// Runs `aisle` the way a script or a pipe would: no terminal at all.
enum PlainRun {
    /// Runs `aisle arguments` with standard input from /dev/null and standard output and error
    /// captured, in a clean environment (adjusted by `changes`; nil removes a variable).
    static func run(
        _ arguments: [String], environment changes: [String: String?] = [:],
        scratch: ScratchDirectory
    ) throws -> ProcessResult {
        var environment = AisleProgram.environment(
            home: try scratch.directory("home"), state: try scratch.directory("state"),
            data: try scratch.directory("data"))
        for (name, value) in changes { environment[name] = value }
        return try ProcessSpawner.run(
            [try AisleProgram.binary()] + arguments, environment: environment, scratch: scratch)
    }
}
