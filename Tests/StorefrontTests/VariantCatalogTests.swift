import Foundation
import Storefront
import TestSupport
import Testing

/// Variants in the catalog: how a product with variants reads from a file, what it shows as
/// its price and stock, and how a variant is sold by its own id.
@Suite(.timeLimit(.minutes(10))) struct VariantCatalogTests {
    @Test func aProductWithVariantsShowsItsLowestPriceAndTotalStock() throws {
        let catalog = try Fixtures.variantCatalog()
        let tee = try #require(catalog.product(Fixtures.tee))
        #expect(tee.price == 1800)
        #expect(tee.stock == 8)
        #expect(tee.priceRange == 1800...2200)
        #expect(tee.variants.map(\.title) == ["S / Black", "M / Black", "M / Blue", "L / Blue"])
    }

    @Test func aVariantIsSoldByItsOwnIDNamedAfterItsValues() throws {
        let catalog = try Fixtures.variantCatalog()
        let item = try #require(catalog.product(Fixtures.teeMediumBlue))
        #expect(item.id == Fixtures.teeMediumBlue)
        #expect(item.name == "Aisle Tee — M / Blue")
        #expect(item.price == 2000)
        #expect(item.stock == 3)
        #expect(item.variantOf == Fixtures.tee)
        #expect(!item.hasVariants)
        #expect(catalog.product("TEE-XL-RED") == nil)
    }

    @Test func unitsOrderedComeOffTheVariantAndItsProduct() throws {
        let catalog = try Fixtures.variantCatalog().ordering([Fixtures.teeMediumBlue: 2])
        #expect(catalog.product(Fixtures.teeMediumBlue)?.stock == 1)
        #expect(catalog.product(Fixtures.tee)?.stock == 6)
        #expect(catalog.product(Fixtures.tee)?.variant(Fixtures.teeMediumBlue)?.stock == 1)
    }

    @Test func theJSONFormatRoundTripsVariants() throws {
        let catalog = try Fixtures.variantCatalog()
        let bytes = try CatalogJSON.encode(catalog)
        let read = try Catalog.decode(bytes)
        #expect(read.product(Fixtures.tee) == catalog.product(Fixtures.tee))
        #expect(read.product(Fixtures.teeLargeBlue)?.name == "Aisle Tee — L / Blue")
    }

    @Test func aProductWithoutVariantsIsWrittenAsBefore() throws {
        let bytes = try CatalogJSON.encode(try Fixtures.catalog())
        #expect(!String(decoding: bytes, as: UTF8.self).contains("variants"))
    }
}
