// The one C header through which Swift sees ncurses. SwiftPM drops pkg-config's
// -D_XOPEN_SOURCE=600, so the wide-character API is switched on here explicitly.
#ifndef AISLE_CNCURSESW_SHIM_H
#define AISLE_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#include <wchar.h>
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif
