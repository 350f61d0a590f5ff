// The kitty keyboard protocol's "disambiguate escape codes" is a stack the terminal keeps per
// screen: whatever pushed it must pop it before leaving the alternate screen, or the shell
// after Aisle receives Esc as `CSI 27 u`. Whether Aisle pushed is kept here, where the crash
// guard, the second-signal path and the Ctrl-Z hook (all signal handlers) can read it.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include "emergency.h"
#include <errno.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t pushed;

static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(1, bytes, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

void aisle_keyboard_protocol_set_pushed(int is_pushed) { pushed = is_pushed ? 1 : 0; }

void aisle_keyboard_protocol_pop_if_pushed(void) {
    static const char pop[] = "\033[<u";
    if (pushed) write_all(pop, sizeof pop - 1);
}

void aisle_keyboard_protocol_push_if_pushed(void) {
    static const char push[] = "\033[>1u";
    if (pushed) write_all(push, sizeof push - 1);
}
