import AisleRuntime
import NcursesBackend

#if canImport(Glibc)
    import Glibc
#endif

/// Runs Aisle in the terminal from a prepared `Startup`, then leaves the right way: warnings
/// printed after the screen is restored, death by the signal that ended it.
enum Launcher {
    /// Ends the program (status 2) unless this process has a terminal it can drive. Runs before
    /// start-up reads the state files, so a refused run changes none of them.
    static func requireTerminal() {
        do throws(TerminalSetupError) {
            try NcursesTerminal.preflight()
        } catch {
            Exit.fail(error)
        }
    }

    static func run(_ startup: Startup, options: LaunchOptions) -> Never {
        // Read before curses forces a UTF-8 character type for itself.
        let glyphs = TerminalCharset.glyphs
        let terminal: NcursesTerminal
        do throws(TerminalSetupError) {
            terminal = try NcursesTerminal.start(
                color: options.color(startup.environment), mouse: options.mouse(startup.environment)
            )
        } catch {
            Exit.fail(error)
        }
        var loop = RunLoop(
            startup: startup, terminal: terminal,
            trace: BenchTrace(path: startup.environment["AISLE_BENCH_TRACE"]))
        loop.state.glyphs = glyphs
        loop.hidesServerPaths = options.customer != nil
        let ending = loop.run()
        terminal.stop()
        for warning in loop.warnings { Exit.warn(warning) }
        switch ending {
        case .quit: Exit.exit(status: loop.lostChanges ? Exit.failure : Exit.success)
        case .signal(let signo): NcursesTerminal.dieBySignal(signo)
        case .hangup: NcursesTerminal.dieBySignal(SIGHUP)
        }
    }
}
