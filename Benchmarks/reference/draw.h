/* Drawing the two screens into ncurses' virtual screen, laid out as Aisle lays them out. */
#ifndef AISLE_REF_DRAW_H
#define AISLE_REF_DRAW_H

#include "catalog.h"

/* Rows of the product list: the screen less the top bar, the blank row under it, the
 * heading, the column header and the bottom line. */
long draw_list_height(void);
/* Rows of the detail screen's list for `product` (seller row plus related products). */
long draw_detail_rows(const struct shelf *shelf, long product);
/* Height of the detail screen's list (what is left under the wrapped description). */
long draw_detail_height(const struct catalog *catalog, const struct shelf *shelf, long product);
void draw_init_colors(void);
void draw_list(const struct catalog *catalog, const struct shelf *shelf, long selected, long top);
void draw_detail(const struct catalog *catalog, const struct shelf *shelf, long product,
                 long selected, long top);

#endif
