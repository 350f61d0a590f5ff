import Foundation
import Testing

/// Ids as shops write them, through the real binary: `aisle open` of a link holding an id with
/// `/ ? # % space +` or right-to-left text lands on it, and `aisle link` afterwards prints the
/// same link back.
@Suite(
    "Hostile ids through links end to end",
    .enabled(if: Tmux.isAvailable, "tmux is not installed; it drives these tests"),
    .timeLimit(.minutes(20)))
struct HostileIdLinksEndToEndTests {
    static let catalog = """
        {"currency": "USD",
        "categories": [{"id": "T-Shirts / Tops", "name": "Tops"}],
        "sellers": [{"id": "Größe & Co", "name": "Größe & Co", "about": "Shirts."}],
        "products": [
        {"id": "AB-12/XL", "name": "Tee extra large", "category": "T-Shirts / Tops",
         "seller": "Größe & Co", "price": 1850, "stock": 3, "description": "A tee."},
        {"id": "50% off? #1 a+b", "name": "Sale tee", "category": "T-Shirts / Tops",
         "seller": "Größe & Co", "price": 900, "stock": 1, "description": "Cheap."},
        {"id": "منتج-٧", "name": "Arabic tee", "category": "T-Shirts / Tops",
         "seller": "Größe & Co", "price": 1000, "stock": 2, "description": "RTL id."}
        ]}
        """

    @Test(
        "open a link to a hostile id, quit, aisle link prints it back",
        arguments: [
            ("aisle://product/50%25%20off%3F%20%231%20a%2Bb", "Sale tee"),
            ("aisle://product/AB-12%2FXL", "Tee extra large"),
            ("aisle://product/%D9%85%D9%86%D8%AA%D8%AC-%D9%A7", "Arabic tee"),
        ])
    func openThenLink(link: String, title: String) throws {
        let session = try TmuxSession()
        let catalog = try session.scratch.write(Self.catalog, to: "hostile.json")
        try session.launch(["open", link, "--catalog", catalog])
        let rows = try session.waitForTitle(title)
        #expect(ScreenRows.crumbs(rows) == "1 Home › 2 Tops › 3 \(title)")
        try session.sendKeys("q")
        #expect(try session.waitForExit() == .exited(0))
        let printed = try PlainRun.run(
            ["link", "--catalog", catalog], environment: ["TERM": nil], scratch: session.scratch)
        #expect(printed.termination == .exited(0), "stderr: \(printed.error)")
        let expected = link.replacingOccurrences(
            of: "aisle://", with: "aisle://category/T-Shirts%20%2F%20Tops/")
        #expect(printed.output.trimmingCharacters(in: .whitespacesAndNewlines) == expected)
    }
}
