import ShopifyCatalog
import Testing

/// Shopify's "Body (HTML)" as the plain text a product page shows.
@Suite(.timeLimit(.minutes(10)))
struct HTMLTextTests {
    @Test func paragraphsAreSeparatedByABlankLine() {
        #expect(HTMLText.plain("<p>One.</p><p>Two.</p>") == "One.\n\nTwo.")
        #expect(HTMLText.plain("<h2>Title</h2>\n<p>Body</p>") == "Title\n\nBody")
    }

    @Test func breaksStartALine() {
        #expect(HTMLText.plain("a<br>b<br/>c<BR />d") == "a\nb\nc\nd")
        #expect(HTMLText.plain("a<br><br>b") == "a\n\nb")
    }

    @Test func listItemsAreBulletedAndNumbered() {
        #expect(
            HTMLText.plain("<p>Has:</p><ul><li>one</li><li> two </li></ul>")
                == "Has:\n\n• one\n• two")
        #expect(HTMLText.plain("<ol><li>first</li><li>second</li></ol>") == "1. first\n2. second")
        #expect(
            HTMLText.plain("<ul><li>a<ul><li>a1</li></ul></li><li>b</li></ul>")
                == "• a\n  • a1\n• b")
        #expect(HTMLText.plain("<ul><li><p>para item</p></li></ul>") == "• para item")
    }

    @Test func entitiesAreDecoded() {
        #expect(
            HTMLText.plain("Fish &amp; chips &lt;3 &quot;x&quot; &#39;y&#39;")
                == "Fish & chips <3 \"x\" 'y'")
        #expect(
            HTMLText.plain("caf&eacute; &Eacute;t&eacute; &mdash; 30&deg;C") == "café Été — 30°C")
        #expect(HTMLText.plain("&#x1F600; &#128512; &#146;") == "😀 😀 ’")
        #expect(HTMLText.plain("&#0; &#xD800; &#x110000;") == "\u{FFFD} \u{FFFD} \u{FFFD}")
        #expect(HTMLText.plain("a&nbsp;&nbsp;b") == "a  b")
        #expect(HTMLText.plain("AT&T &unknown; & done &") == "AT&T &unknown; & done &")
    }

    @Test func scriptsStylesAndCommentsAreNeverShown() {
        let html =
            "<p>Shown</p><script>alert('<p>no</p>')</script><style>p{x:1}</style><!-- hidden --><p>too</p>"
        #expect(HTMLText.plain(html) == "Shown\n\ntoo")
        #expect(HTMLText.plain("a<SCRIPT type=x>b</SCRIPT>c") == "ac")
        #expect(HTMLText.plain("a<script>never closed") == "a")
    }

    @Test func tagsAreStrippedAndWhiteSpaceCollapses() {
        #expect(
            HTMLText.plain("<span class=\"a>b\">Soft</span>\n   <em>and</em>\tlight")
                == "Soft and light")
        #expect(HTMLText.plain("a < b and c > d") == "a < b and c > d")
        #expect(HTMLText.plain("<div>one</div><div>two</div>") == "one\ntwo")
        #expect(HTMLText.plain("") == "")
        #expect(HTMLText.plain("<p></p><br>") == "")
        #expect(HTMLText.plain("plain text\nwith a line break") == "plain text with a line break")
    }

    @Test func preformattedTextKeepsItsLines() {
        #expect(HTMLText.plain("<pre>a  b\n  c</pre>") == "a  b\n  c")
    }
}

/// What real shops' bodies hold: tables of labels and values, images alone in a paragraph,
/// numbered steps, and hostile nesting that must not swell or stall an import.
@Suite(.timeLimit(.minutes(10)))
struct HTMLTextShopTests {
    @Test func aTablesLabelAndValueAreSetApart() {
        let html =
            "<table><tr><th>Weight</th><td>2 kg</td></tr>"
            + "<tr><td>Size:</td><td>30 cm</td><td>boxed</td></tr></table>"
        #expect(HTMLText.plain(html) == "Weight: 2 kg\nSize: 30 cm · boxed")
    }

    @Test func imageOnlyParagraphsLeaveNoBlankLines() {
        let html = "<p>First.</p><p><img src=\"a.jpg\">&nbsp;</p><p>&nbsp;</p><p>Second.</p>"
        #expect(HTMLText.plain(html) == "First.\n\nSecond.")
    }

    @Test func numberedItemsAreNumbered() {
        #expect(HTMLText.plain("<ol><li>Soak</li><li>Plant</li></ol>") == "1. Soak\n2. Plant")
    }

    @Test func nestedListsGrowTheTextLinearlyAndStopAtTheLimit() {
        let html = String(repeating: "<ul><li>x", count: 20_000)
        let text = HTMLText.plain(html)
        // At most `maximumIndent` levels of two spaces, a marker and the letter per item.
        #expect(text.utf8.count <= 20_000 * (2 * HTMLText.maximumIndent + 5))
        #expect(HTMLText.plain(html, limit: 1000) == nil)
        #expect(HTMLText.plain("<p>short</p>", limit: 1000) == "short")
    }
}
