// Process-level guards for a full-screen terminal program: flag-only handlers for terminating
// signals, a crash guard that puts the terminal back before the process dies, and capture of
// stderr while the screen belongs to curses. Only NcursesBackend calls these; all of it is
// main-thread setup plus async-signal-safe handlers.
#ifndef AISLE_CAISLETERMINAL_H
#define AISLE_CAISLETERMINAL_H
#include <stddef.h>

/// Installs flag-only handlers for SIGTERM, SIGHUP and SIGINT (those not inherited as ignored),
/// without SA_RESTART so a blocked read returns. The first signal is remembered; a second while
/// one is pending restores the terminal and kills the process by that signal at once.
/// Returns 0, or -1 if sigaction failed.
int aisle_install_signal_handlers(void);
/// Puts back the dispositions `aisle_install_signal_handlers` replaced.
void aisle_remove_signal_handlers(void);
/// The first terminating signal received since installation, or 0 if none.
int aisle_pending_signal(void);
/// Resets `signo` to its default disposition, unblocks it and raises it, so the parent sees
/// death by that signal; `_exit(128 + signo)` if the process somehow survives.
void aisle_die_by_signal(int signo) __attribute__((noreturn));

/// Saves the termios of fd 0 and 1 (call before curses changes them) and installs handlers for
/// SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE and SIGQUIT that restore the terminal
/// (termios, then `reset_sequence` written to fd 1), point stdin at /dev/null, replay captured
/// stderr and then hand the signal to whoever handled it before. `reset_sequence` is copied
/// (at most 511 bytes kept). Returns 0, or -1 if no handler could be installed.
int aisle_crash_guard_install(const char *reset_sequence);
/// Puts back the crash handlers and the alternate signal stack that were there before.
void aisle_crash_guard_remove(void);

/// Sends fd 2 to an unlinked temporary file until `aisle_stderr_capture_end`, so nothing is
/// printed over the screen. Returns 0, or -1 (stderr left alone) if no file could be made.
int aisle_stderr_capture_begin(void);
/// Points fd 2 back at the original stderr and copies what was captured to it. Idempotent and
/// async-signal-safe.
void aisle_stderr_capture_end(void);

/// Wraps the SIGTSTP handler in place (ncurses' own, installed by `newterm`): on Ctrl-Z `off`
/// is written to fd 1 before the process stops, and `on` after it runs again (each copied, at
/// most 127 bytes kept). Nothing is installed when SIGTSTP is ignored. Returns 0, or -1 if
/// sigaction failed. Call after `newterm`.
int aisle_suspend_hook_install(const char *off, const char *on);
/// Puts back the SIGTSTP handler `aisle_suspend_hook_install` wrapped.
void aisle_suspend_hook_remove(void);

/// Records whether Aisle has pushed the kitty keyboard protocol's flags (`CSI > 1 u`), so the
/// crash guard, the second-signal path and the Ctrl-Z hook pop them (`CSI < u`) before the
/// terminal leaves the alternate screen, and the Ctrl-Z hook pushes them again on resume.
/// Set it before writing the push, clear it after writing the pop.
void aisle_keyboard_protocol_set_pushed(int is_pushed);

// What `aisle_wake_wait` saw: standard input has something to read; `aisle_wake_post` was
// called (the post is consumed); the time ran out; a signal cut the wait short; standard input
// hung up or failed.
#define AISLE_WAIT_INPUT 1
#define AISLE_WAIT_WOKEN 2
#define AISLE_WAIT_TIMED_OUT 0
#define AISLE_WAIT_INTERRUPTED (-1)
#define AISLE_WAIT_GONE (-2)
/// Makes the process's wake-up eventfd (non-blocking, close-on-exec) if it is not made yet.
/// Returns 0, or -1 if it could not be made (waits then see only input and their timeout).
int aisle_wake_open(void);
/// Wakes a thread blocked in `aisle_wake_wait`, or the next one to call it. Thread-safe and
/// async-signal-safe; a no-op before `aisle_wake_open`.
void aisle_wake_post(void);
/// Waits up to `timeout_ms` (negative: without limit) for input on `input_fd` or a post.
/// Returns one of the `AISLE_WAIT_*` values.
int aisle_wake_wait(int input_fd, int timeout_ms);
/// Wraps the SIGWINCH handler in place (ncurses' own, installed by `newterm`) so a resize also
/// posts a wake-up. Returns 0, or -1 if sigaction failed. Call after `newterm`.
int aisle_wake_on_resize_install(void);
/// Puts back the SIGWINCH handler `aisle_wake_on_resize_install` wrapped.
void aisle_wake_on_resize_remove(void);
#endif
