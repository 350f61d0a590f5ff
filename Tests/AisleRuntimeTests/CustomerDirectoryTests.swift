import AisleRuntime
import Testing

@Suite(.timeLimit(.minutes(10))) struct CustomerDirectoryTests {
    @Test func aFingerprintBecomesAFileNameWithoutSlashes() {
        #expect(
            CustomerDirectory.name(for: "SHA256:JGU7gEKFq4a0BDABnRH/Yg5YGIBtxeI8nnFnHKR1+l0")
                == "SHA256-JGU7gEKFq4a0BDABnRH_Yg5YGIBtxeI8nnFnHKR1-l0")
    }

    @Test(arguments: [
        "", "SHA256:", "MD5:aa:bb", "SHA256:../../../../etc/passwd/xxxxxxxxxxxxxxxxxxxxxxxx",
        "SHA256:JGU7gEKFq4a0BDABnRH/Yg5YGIBtxeI8nnFnHKR1+l",
        "SHA256:JGU7gEKFq4a0BDABnRH.Yg5YGIBtxeI8nnFnHKR1+l0",
    ])
    func anythingElseIsRefused(fingerprint: String) {
        #expect(CustomerDirectory.name(for: fingerprint) == nil)
    }
}
