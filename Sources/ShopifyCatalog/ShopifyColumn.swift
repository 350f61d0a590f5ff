/// The columns of Shopify's product CSV that Aisle reads (the others, images, SEO, Google
/// Shopping, costs and so on, are skipped), by their header names: the one table of both
/// layouts Shopify writes, its exports' (`Handle`, `Variant Price`, …) and its current
/// template's (`URL handle`, `Price`, …). Header names are matched without regard to case or
/// surrounding spaces.
enum ShopifyColumn: Int, CaseIterable, Sendable {
    case handle, title, body, vendor, productCategory, type, tags, published, status
    case option1Name, option1Value, option2Name, option2Value, option3Name, option3Value
    case sku, quantity, price, tracker, policy
    /// Not Shopify's: Aisle's one addition, an optional ISO 4217 code for the whole file.
    case currency

    /// The names a header may give the column: the exports' first (what messages say), then
    /// the current template's and other spellings seen in real files.
    var names: [String] {
        switch self {
        case .handle: ["Handle", "URL handle"]
        case .title: ["Title"]
        case .body: ["Body (HTML)", "Body HTML", "Description"]
        case .vendor: ["Vendor"]
        case .productCategory: ["Product Category", "Standardized Product Type"]
        case .type: ["Type", "Custom Product Type", "Product type"]
        case .tags: ["Tags"]
        case .published: ["Published", "Published on online store"]
        case .status: ["Status"]
        case .option1Name: ["Option1 Name"]
        case .option1Value: ["Option1 Value"]
        case .option2Name: ["Option2 Name"]
        case .option2Value: ["Option2 Value"]
        case .option3Name: ["Option3 Name"]
        case .option3Value: ["Option3 Value"]
        case .sku: ["Variant SKU", "SKU"]
        case .quantity: ["Variant Inventory Qty", "Inventory quantity", "Inventory Qty"]
        case .price: ["Variant Price", "Price"]
        case .tracker: ["Variant Inventory Tracker", "Inventory tracker"]
        case .policy: ["Variant Inventory Policy", "Continue selling when out of stock"]
        case .currency: ["Currency"]
        }
    }

    /// Shopify's export name for the column, as messages write it unless the file uses
    /// another (`ShopifyColumns.name(of:)`).
    var name: String { names[0] }

    /// The columns a file must have: what identifies a product, names it and prices it.
    static let required: [ShopifyColumn] = [.handle, .title, .price]

    /// The `Option… Name` and `Option… Value` columns, by option.
    static let options: [(name: ShopifyColumn, value: ShopifyColumn)] = [
        (.option1Name, .option1Value), (.option2Name, .option2Value),
        (.option3Name, .option3Value),
    ]
}

/// Where each column Aisle reads stands in a file's rows, from its header row.
struct ShopifyColumns {
    /// The position of each column, by `ShopifyColumn.rawValue`; nil for one the file lacks.
    private var positions: [Int?]
    /// Each column's name as the file's header writes it, by `ShopifyColumn.rawValue`.
    private var headerNames: [String?]
    /// How many fields the header has, which every row must have too.
    let count: Int

    /// The columns of `header` (its fields as read).
    init(header: [String]) {
        var positions = [Int?](repeating: nil, count: ShopifyColumn.allCases.count)
        var headerNames = [String?](repeating: nil, count: ShopifyColumn.allCases.count)
        for (position, field) in header.enumerated() {
            let name = Self.normalised(field)
            for column in ShopifyColumn.allCases
            where positions[column.rawValue] == nil
                && column.names.contains(where: { Self.normalised($0) == name })
            {
                positions[column.rawValue] = position
                headerNames[column.rawValue] = field.singleLine.filter { $0 != "\u{FEFF}" }
            }
        }
        self.positions = positions
        self.headerNames = headerNames
        count = header.count
    }

    /// Where `column` stands, nil when the file lacks it.
    func position(of column: ShopifyColumn) -> Int? { positions[column.rawValue] }

    /// `column`'s name as this file writes it (`SKU` in the current template), else Shopify's.
    func name(of column: ShopifyColumn) -> String {
        headerNames[column.rawValue].flatMap { $0.isEmpty ? nil : String($0.prefix(60)) }
            ?? column.name
    }

    /// The required columns the header lacks.
    var missing: [ShopifyColumn] { ShopifyColumn.required.filter { position(of: $0) == nil } }

    /// Whether the header has a `Handle` (or `URL handle`) and a `Title` column: what makes a
    /// CSV file a Shopify product export, whatever its name.
    var isShopify: Bool { position(of: .handle) != nil && position(of: .title) != nil }

    /// A header name as compared: lowercased, without surrounding white space (nor a
    /// byte-order mark some tools leave in the first one).
    static func normalised(_ name: String) -> String {
        var scalars = Substring(name).unicodeScalars.drop { $0 == "\u{FEFF}" }[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars)).lowercased()
    }
}
