// One wake-up source for the run loop: an eventfd that the terminal's wait polls beside standard
// input. Whoever has news writes to it — a background job whose result is ready (any thread), a
// terminating signal's handler, the SIGWINCH wrapper below — so the loop sleeps until something
// happens instead of waking on a fixed tick. Writing to an eventfd is async-signal-safe.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/eventfd.h>
#include <unistd.h>

static volatile int wake_fd = -1;
static struct sigaction previous_winch;
static int winch_installed;

int aisle_wake_open(void) {
    if (wake_fd >= 0) return 0;
    int fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    if (fd < 0) return -1;
    wake_fd = fd;
    return 0;
}

void aisle_wake_post(void) {
    int fd = wake_fd;
    if (fd < 0) return;
    int saved_errno = errno;
    uint64_t one = 1;
    // A full counter (never in practice) already means "wake up".
    ssize_t written = write(fd, &one, sizeof one);
    (void)written;
    errno = saved_errno;
}

int aisle_wake_wait(int input_fd, int timeout_ms) {
    struct pollfd fds[2];
    memset(fds, 0, sizeof fds);
    fds[0].fd = input_fd;
    fds[0].events = POLLIN;
    fds[1].fd = wake_fd;
    fds[1].events = POLLIN;
    int count = wake_fd >= 0 ? 2 : 1;
    int ready = poll(fds, (nfds_t)count, timeout_ms);
    if (ready < 0) return errno == EINTR ? AISLE_WAIT_INTERRUPTED : AISLE_WAIT_GONE;
    if (ready == 0) return AISLE_WAIT_TIMED_OUT;
    if (count == 2 && (fds[1].revents & POLLIN)) {
        uint64_t value;
        ssize_t got = read(wake_fd, &value, sizeof value);
        (void)got;
        if (!(fds[0].revents & POLLIN)) return AISLE_WAIT_WOKEN;
    }
    if (fds[0].revents & POLLIN) return AISLE_WAIT_INPUT;
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return AISLE_WAIT_GONE;
    return AISLE_WAIT_WOKEN;
}

static void on_winch(int signo) {
    // ncurses' handler only sets its flag; the next read returns KEY_RESIZE. The post makes
    // that read happen now, not at the next key.
    if (previous_winch.sa_flags & SA_SIGINFO) {
        if (previous_winch.sa_sigaction != NULL) previous_winch.sa_sigaction(signo, NULL, NULL);
    } else if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN) {
        previous_winch.sa_handler(signo);
    }
    aisle_wake_post();
}

int aisle_wake_on_resize_install(void) {
    if (winch_installed) return 0;
    if (sigaction(SIGWINCH, NULL, &previous_winch) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_winch;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART, as ncurses' own: a blocked read returns and reports the resize.
    action.sa_flags = 0;
    if (sigaction(SIGWINCH, &action, NULL) != 0) return -1;
    winch_installed = 1;
    return 0;
}

void aisle_wake_on_resize_remove(void) {
    if (!winch_installed) return;
    sigaction(SIGWINCH, &previous_winch, NULL);
    winch_installed = 0;
}
