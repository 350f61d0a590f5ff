import Storefront
import TestSupport
import Testing

@testable import CatalogDatabase

/// The pages a frame read are answered again without a read: any positions a kept page
/// holds, sliced from it, and never another list's.
@Suite(.timeLimit(.minutes(10))) struct ReadMemoTests {
    static let tea = ProductListing(.category("tea"))
    static let tools = ProductListing(.category("tools"))

    /// Products numbered from `start`, standing for the rows at those positions.
    static func rows(_ positions: Range<Int>) -> [Product] {
        positions.map { position in
            Product(
                id: ProductID("p-\(position)"), name: "P\(position)", category: "tea",
                seller: "s", price: 1, stock: 1, description: "")
        }
    }

    @Test func positionsInsideAKeptPageAreSlicedFromIt() {
        var memo = ReadMemo()
        memo.keep(Self.rows(20..<40), of: Self.tea, at: 20..<40)
        #expect(memo.page(of: Self.tea, at: 20..<40)?.map(\.name) == Self.rows(20..<40).map(\.name))
        #expect(memo.page(of: Self.tea, at: 25..<26)?.map(\.name) == ["P25"])
        #expect(memo.page(of: Self.tea, at: 39..<40)?.map(\.name) == ["P39"])
        #expect(memo.page(of: Self.tea, at: 19..<21) == nil, "starts before the page")
        #expect(memo.page(of: Self.tea, at: 39..<41) == nil, "ends after the page")
        #expect(memo.page(of: Self.tools, at: 25..<26) == nil, "another list")
    }

    @Test func aPageCutShortByTheListsEndAnswersPastItsEndWithNothing() {
        var memo = ReadMemo()
        // The list has 23 products: a page asked for 20..<40 holds three.
        memo.keep(Self.rows(20..<23), of: Self.tea, at: 20..<40)
        #expect(memo.page(of: Self.tea, at: 21..<30)?.map(\.name) == ["P21", "P22"])
        #expect(memo.page(of: Self.tea, at: 30..<31)?.isEmpty == true)
    }

    @Test func aLookUpOfOneRowDoesNotPushTheFramesPageOut() {
        var memo = ReadMemo()
        memo.keep(Self.rows(0..<20), of: Self.tea, at: 0..<20)
        memo.keep(Self.rows(60..<61), of: Self.tea, at: 60..<61)
        #expect(memo.page(of: Self.tea, at: 0..<20)?.count == 20)
        for start in 100..<(100 + ReadMemo.pageLimit) {
            memo.keep(Self.rows(start..<start + 1), of: Self.tools, at: start..<start + 1)
        }
        #expect(memo.page(of: Self.tea, at: 0..<20) == nil, "bounded: the oldest goes")
    }
}
