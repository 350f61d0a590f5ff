import AisleApp

/// The long part of `aisle --help`, which reads like the man page it also becomes. Its KEYS
/// section is the binding table written out, so it cannot drift from the keys.
enum HelpText {
    static let discussion = """
        Aisle resumes where you left off: the screens you had open, the highlighted rows, the \
        cart and what you typed into checkout are saved when you quit (and within a second of \
        any change) and restored at the next launch, checked against today's catalog.

        KEYS
        \(KeyHelp.manualText(TerminalCharset.helpGlyphs))

        With the mouse on, most terminals still select text while Shift is held;
        --no-mouse leaves the mouse to the terminal altogether.

        FILES
          $XDG_STATE_HOME/aisle/navigation.json   saved screens, a session per catalog
          $XDG_DATA_HOME/aisle/aisle.sqlite       the cart, your orders and your address
          $XDG_CACHE_HOME/aisle/catalog-*.sqlite  catalogs as imported; safe to delete
          (XDG_STATE_HOME defaults to ~/.local/state, XDG_DATA_HOME to ~/.local/share,
          XDG_CACHE_HOME to ~/.cache.)
          Card numbers and CVCs are never written anywhere. Files are kept only in
          directories that belong to you and nobody else can write to; otherwise
          Aisle runs without saving and says so once.

        ENVIRONMENT
          AISLE_CATALOG     catalog file used when --catalog is not given
          NO_COLOR          when set and not empty, draw without colour
          AISLE_NO_MOUSE    when set and not empty, leave the mouse to the terminal
          AISLE_ASCII       when set and not 0, draw and print only ASCII, as Aisle
                            does where the locale is not UTF-8 (LANG=C)
          XDG_STATE_HOME    where navigation.json lives
          XDG_DATA_HOME     where aisle.sqlite lives
          XDG_CACHE_HOME    where imported catalogs are kept
          TERM              must name a terminal terminfo knows (not dumb)

        EXAMPLES
          aisle                                   resume where you left off
          aisle --fresh                           start at Home
          aisle open aisle://product/p-007        open a product above its category
          aisle open "$(aisle link)"              a link to the saved session, opened
          aisle session                           what would be restored, in words
          aisle reset --all                       forget the screens and empty the cart
          aisle serve                             open the shop to anyone with ssh

        SHELL COMPLETION
          Tab completes commands, options, catalog files and, after aisle open, the
          screens of a link (aisle://category/, aisle://cart, the checkout steps).
          make install puts the scripts where the shells look; or by hand:
            aisle --generate-completion-script bash > ~/.aisle.bash
            echo "source ~/.aisle.bash" >> ~/.bashrc
            aisle --generate-completion-script zsh > ~/.zfunc/_aisle
            (with fpath+=(~/.zfunc) before compinit in ~/.zshrc)
            aisle --generate-completion-script fish > ~/.config/fish/completions/aisle.fish

        EXIT STATUS
          0    success
          1    a file could not be changed: aisle reset, or cart changes that could
               not be saved by the time Aisle quit (named on standard error)
          2    bad command line, link, catalog or environment; no terminal
          128+n  ended by signal n, after saving (130 for SIGINT, 143 for SIGTERM);
               Ctrl-C in the program is a key, which quits like q
        """
}
