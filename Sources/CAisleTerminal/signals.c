// Terminating signals only set a flag and post a wake-up (wake.c): the run loop sees it at
// once, saves, restores the terminal and dies by the signal itself. ncurses' own SIGINT/SIGTERM
// handlers would call exit() with none of our code run, and it leaves SIGHUP alone; it keeps
// SIGTSTP and SIGWINCH, which it handles well.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include "emergency.h"
#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int terminating[] = {SIGTERM, SIGHUP, SIGINT};
enum { terminating_count = sizeof terminating / sizeof terminating[0] };

static volatile sig_atomic_t pending;
static struct sigaction previous[terminating_count];
static int replaced[terminating_count];
static int installed;

static void on_terminating_signal(int signo) {
    if (pending == 0) {
        pending = signo;
        aisle_wake_post();
        return;
    }
    // A second signal while the first is still being handled: the user means it. The loop may
    // be stuck, so put the terminal back from here and go.
    aisle_emergency_restore();
    aisle_die_by_signal(signo);
}

int aisle_install_signal_handlers(void) {
    if (installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_terminating_signal;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < terminating_count; i++) sigaddset(&action.sa_mask, terminating[i]);
    action.sa_flags = 0; // no SA_RESTART: a blocked read must return so the loop sees the flag
    for (int i = 0; i < terminating_count; i++) {
        replaced[i] = 0;
        if (sigaction(terminating[i], NULL, &previous[i]) != 0) goto failed;
        // An ignored signal stays ignored, as under nohup or for a background job.
        if (previous[i].sa_handler == SIG_IGN) continue;
        if (sigaction(terminating[i], &action, NULL) != 0) goto failed;
        replaced[i] = 1;
    }
    installed = 1;
    return 0;
failed:
    for (int i = 0; i < terminating_count; i++) {
        if (replaced[i]) sigaction(terminating[i], &previous[i], NULL);
        replaced[i] = 0;
    }
    return -1;
}

void aisle_remove_signal_handlers(void) {
    if (!installed) return;
    for (int i = 0; i < terminating_count; i++) {
        if (replaced[i]) sigaction(terminating[i], &previous[i], NULL);
        replaced[i] = 0;
    }
    installed = 0;
}

int aisle_pending_signal(void) { return pending; }

void aisle_die_by_signal(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signo, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
    _exit(128 + signo);
}
