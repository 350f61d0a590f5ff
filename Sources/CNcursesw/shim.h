// The one C header through which Swift sees ncurses. The library is linked by the module map,
// not through pkg-config (whose -D_XOPEN_SOURCE=600 SwiftPM drops with a warning), so the
// wide-character API is switched on here explicitly.
#ifndef AISLE_CNCURSESW_SHIM_H
#define AISLE_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#include <stdio.h>
#include <wchar.h>
#include <locale.h>
#include <langinfo.h>
#if !__has_include(<ncursesw/curses.h>)
#error "Aisle needs the wide-character ncurses headers: apt-get install libncurses-dev (make does it)"
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Attribute constants are built from function-like macros, which Swift does not import.
static const attr_t aisle_A_NORMAL = A_NORMAL;
static const attr_t aisle_A_REVERSE = A_REVERSE;
static const attr_t aisle_A_BOLD = A_BOLD;
static const attr_t aisle_A_DIM = A_DIM;
static const attr_t aisle_A_UNDERLINE = A_UNDERLINE;
static const attr_t aisle_A_ITALIC = A_ITALIC;

/// The largest number of wide characters one cell holds (a spacing one plus combining ones).
static const int aisle_CCHARW_MAX = CCHARW_MAX;

/// Rows of `win` (`getmaxyx` is a macro).
static inline int aisle_getmaxy(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
/// Columns of `win` (`getmaxyx` is a macro).
static inline int aisle_getmaxx(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }

/// The code `wget_wch` reports for function key `n` (`KEY_F(n)` is a macro).
static inline int aisle_key_f(int n) { return KEY_F(n); }

/// The current screen's standard window; Swift 6 rejects the mutable global `stdscr`.
static inline WINDOW *aisle_stdscr(void) { return stdscr; }
/// Colours the terminal supports after `start_color`; `COLORS` is a mutable global.
static inline int aisle_colors(void) { return COLORS; }
/// Colour pairs available after `start_color`; `COLOR_PAIRS` is a mutable global.
static inline int aisle_color_pairs(void) { return COLOR_PAIRS; }

/// Glibc's `stdout`/`stdin` are mutable globals Swift 6 rejects; `newterm` needs the streams.
static inline FILE *aisle_stdout(void) { return stdout; }
static inline FILE *aisle_stdin(void) { return stdin; }

/// The string capability `name` of the terminal loaded by `setupterm`, or NULL when absent or
/// cancelled (`tigetstr` returns `(char *)-1` for a name that is not a string capability).
static inline const char *aisle_string_capability(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/// Frees the terminal description `setupterm` loaded, so `newterm` starts from a clean slate.
static inline void aisle_release_setupterm(void) {
    TERMINAL *loaded = set_curterm(NULL);
    if (loaded != NULL) del_curterm(loaded);
}
#endif
