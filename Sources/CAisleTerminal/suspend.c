// Ctrl-Z: ncurses' own SIGTSTP handler ends curses, stops the process and redraws on SIGCONT,
// but it knows nothing of the modes Aisle turns on itself (mouse reporting, bracketed paste).
// Left on while the shell has the terminal, every click or wheel turn would print escape
// sequences at the prompt. This handler wraps whatever handled SIGTSTP before it: it turns the
// modes off, lets the previous handler (or the default action) stop the process, and turns
// them back on once the process runs again. Its own part only writes (async-signal-safe); the
// handler it wraps is called just as the kernel would have called it.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include "emergency.h"
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>

static char off_bytes[128], on_bytes[128];
static size_t off_length, on_length;
static struct sigaction previous;
static int installed;

static void write_all(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(1, bytes, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        count -= (size_t)written;
    }
}

static void on_suspend(int signo) {
    int saved_errno = errno;
    // Popped while still on the alternate screen, whose stack the flags were pushed on.
    aisle_keyboard_protocol_pop_if_pushed();
    write_all(off_bytes, off_length);
    if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        // ncurses' handler: endwin, stop, and on resume redraw; it puts this handler back.
        if (previous.sa_flags & SA_SIGINFO) {
            previous.sa_sigaction(signo, NULL, NULL);
        } else {
            previous.sa_handler(signo);
        }
    } else {
        struct sigaction ours, action;
        memset(&action, 0, sizeof action);
        action.sa_handler = SIG_DFL;
        sigemptyset(&action.sa_mask);
        sigaction(SIGTSTP, &action, &ours);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, SIGTSTP);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(SIGTSTP);
        // Running again (SIGCONT).
        sigaction(SIGTSTP, &ours, NULL);
    }
    write_all(on_bytes, on_length);
    // The previous handler has redrawn, so this lands on the alternate screen again.
    aisle_keyboard_protocol_push_if_pushed();
    errno = saved_errno;
}

static size_t copy(char *to, size_t room, const char *from) {
    size_t length = from == NULL ? 0 : strlen(from);
    if (length > room - 1) length = room - 1;
    if (length > 0) memcpy(to, from, length);
    return length;
}

int aisle_suspend_hook_install(const char *off, const char *on) {
    if (installed) aisle_suspend_hook_remove();
    if (sigaction(SIGTSTP, NULL, &previous) != 0) return -1;
    // Ignored (no job control): Ctrl-Z does nothing, so there is nothing to wrap.
    if (previous.sa_handler == SIG_IGN) return 0;
    off_length = copy(off_bytes, sizeof off_bytes, off);
    on_length = copy(on_bytes, sizeof on_bytes, on);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_suspend;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(SIGTSTP, &action, NULL) != 0) return -1;
    installed = 1;
    return 0;
}

void aisle_suspend_hook_remove(void) {
    if (!installed) return;
    sigaction(SIGTSTP, &previous, NULL);
    installed = 0;
}
