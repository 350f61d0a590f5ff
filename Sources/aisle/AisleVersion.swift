/// The version `aisle --version` prints.
enum AisleVersion {
    static let current = "0.1.0"
}
