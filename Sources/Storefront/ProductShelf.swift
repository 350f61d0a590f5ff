/// Some of the catalog's products, in catalog order, without copying them: a view over the
/// catalog's product array through a list of positions. A category of 10,000 products costs
/// nothing to hand to a screen that draws twenty of them.
public struct ProductShelf: RandomAccessCollection, Sendable {
    private let all: [Product]
    private let positions: [Int]

    init(all: [Product], positions: [Int]) {
        self.all = all
        self.positions = positions
    }

    /// An empty shelf.
    public static let empty = ProductShelf(all: [], positions: [])

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(position: Int) -> Product { all[positions[position]] }
}
