#include "CAisleTerminal.h"
int aisle_terminal_placeholder(void) { return 0; }
