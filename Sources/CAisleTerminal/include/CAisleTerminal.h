#ifndef AISLE_CAISLETERMINAL_H
#define AISLE_CAISLETERMINAL_H
// Placeholder; the NcursesBackend work fills this in (signal flags, crash guard).
int aisle_terminal_placeholder(void);
#endif
