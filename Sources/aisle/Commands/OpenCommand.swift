import AisleApp
import AisleRuntime
import ArgumentParser
import Storefront

/// `aisle open <link>`: start at the screens a link names.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open Aisle at a link; the saved session is replaced when you quit.",
        discussion: """
            A link is aisle:// followed by the screens, bottom first: category/<id>, \
            product/<id>, seller/<id>, search/<words>, cart, checkout/<shipping|payment|review>, \
            orders, order/<id>. Missing parents are filled in: a product opens above its \
            category, so Back works. Screens that no longer exist are dropped, with a notice.

            EXAMPLES
              aisle open aisle://product/p-007
              aisle open 'aisle://category/coffee/product/p-003'
              aisle open "aisle://search/matcha%20whisk"
              aisle open aisle://checkout/review
            """)

    @Argument(
        help: "The link, such as aisle://category/coffee/product/p-003.",
        completion: .custom(LinkArgumentCompletion.complete))
    var link: String

    @OptionGroup var options: RunOptions

    func run() throws {
        Self.open(link, options: options.launch)
    }

    /// Runs Aisle at the screens `link` names, or ends with what is wrong with it (status 2).
    static func open(_ link: String, options: LaunchOptions) -> Never {
        let routes: [Route]
        do throws(DeepLinkError) {
            routes = try DeepLink.parse(link)
        } catch {
            Exit.fail(error)
        }
        Launcher.run(options.startup(.link(routes)), options: options)
    }
}
