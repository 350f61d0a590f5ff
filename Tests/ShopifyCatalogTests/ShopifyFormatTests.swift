import ShopifyCatalog
import Testing

/// Which files are Shopify product CSVs, and how their numbers read.
@Suite(.timeLimit(.minutes(10)))
struct ShopifyFormatTests {
    static func isCSV(_ text: String, path: String? = nil) -> Bool {
        ShopifyCSVReader.isShopifyCSV(prefix: Array(text.utf8), path: path)
    }

    @Test func theHeaderRowRecognisesAnExport() {
        #expect(Self.isCSV("Handle,Title,Body (HTML)\nx,y,z\n"))
        #expect(Self.isCSV("\u{FEFF}\"Handle\",\"Title\"\r\n"))
        #expect(Self.isCSV("Title,Vendor,Handle"))
        #expect(!Self.isCSV("{\"currency\": \"USD\"}"))
        #expect(!Self.isCSV("Name,Price\n"))
        #expect(!Self.isCSV(""))
    }

    @Test func aCSVNameIsReadAsCSVUnlessItIsJSON() {
        #expect(Self.isCSV("Name,Price\n", path: "/tmp/Products.CSV"))
        #expect(!Self.isCSV("  {\"currency\": \"USD\"}", path: "/tmp/shop.csv"))
        #expect(!Self.isCSV("Name,Price\n", path: "/tmp/shop.json"))
    }
}
