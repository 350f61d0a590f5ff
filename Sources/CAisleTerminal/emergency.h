// Shared by the crash guard and the second-signal path: put the terminal back from inside a
// signal handler. Everything here is async-signal-safe.
#ifndef AISLE_EMERGENCY_H
#define AISLE_EMERGENCY_H
/// Restores saved termios, writes the reset sequence to fd 1, points stdin at /dev/null and
/// replays captured stderr. Safe to call more than once.
void aisle_emergency_restore(void);
/// Writes `CSI < u` to fd 1 when Aisle pushed keyboard flags (async-signal-safe).
void aisle_keyboard_protocol_pop_if_pushed(void);
/// Writes `CSI > 1 u` to fd 1 when Aisle pushed keyboard flags (async-signal-safe).
void aisle_keyboard_protocol_push_if_pushed(void);
#endif
