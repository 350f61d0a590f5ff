#!/usr/bin/env python3
"""Generate Aisle's product catalog (JSON).

With no options, writes the hand-written bundled catalog to Resources/catalog.json. The names,
descriptions, prices and stock levels live in this script as data, so the file can be regenerated and
reviewed as a diff; output is deterministic (2-space indent, fixed key order, UTF-8).

With --products N, writes a synthetic catalog of N products instead, for benchmarks and tests
of large data: the same categories and format, combinatorial names and descriptions, chosen by a
seeded random generator so that the same --seed always gives the same bytes.
"""

import argparse
import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUNDLED = REPO / "Resources" / "catalog.json"

CATEGORIES = [
    ("coffee", "Coffee & Tea"),
    ("kitchen", "Kitchen"),
    ("books", "Books"),
    ("stationery", "Stationery"),
    ("audio", "Audio"),
    ("outdoors", "Outdoors"),
    ("home", "Home"),
    ("toys", "Toys & Games"),
    ("garden", "Garden"),
]

SELLERS = [
    ("s-kettle-co", "Kettle & Co.",
     "A two-person workshop in Portland, Oregon that started by repairing old stovetop kettles "
     "and now designs its own brewing gear. Everything they sell is something they use at the "
     "bench every morning, and every kettle is water-tested before it ships. Spare parts for "
     "their products are kept in stock for at least ten years."),
    ("s-cafe-moreno", "Café Moreno",
     "A family roastery in Medellín, run by the third generation of Morenos. They buy directly "
     "from about forty smallholder farms in Huila, Nariño and Tolima, pay well above the market "
     "price and print the farm's name on every bag. Beans are roasted to order on Tuesdays and "
     "Fridays."),
    ("s-kyoka-tea", "Kyōka Tea Garden",
     "A tea house on the hills south of Kyoto that has grown and processed green tea since 1921. "
     "Kyōka sells its own sencha, matcha and hōjicha alongside the tools for preparing them, and "
     "each order comes with brewing notes written by the family. Leaves are packed in nitrogen-"
     "flushed pouches the week they ship."),
    ("s-mueller", "Müller Küchenwerk",
     "A cutlery maker in Solingen, Germany, where the Müller family has forged blades since 1887. "
     "Their knives are ground and honed by hand, and they will resharpen any knife they sold, "
     "however old, for the cost of postage. The rest of their range is kitchen steel they would "
     "put in their own drawers."),
    ("s-senor-sabor", "Señor Sabor",
     "Mexican kitchen tools and pantry staples chosen by Ana Lucía Ríos, who grew up cooking in "
     "her grandmother's kitchen in Puebla. She works with a handful of artisans: basalt carvers "
     "in San Salvador el Seco, potters in Oaxaca and weavers in Guerrero. Dried chiles come from "
     "the same farm every season."),
    ("s-paper-lantern", "Paper Lantern Books",
     "An independent bookshop in a former lamp factory in Leeds, with a staff of six and a cat "
     "called Dewey. They pick every title themselves and write a short note on why it's worth "
     "reading. Books are wrapped in recycled paper and posted within two working days."),
    ("s-tokyo-bungu", "東京文具 (Tokyo Bungu)",
     "A stationery shop in Tokyo's Kuramae district, opened in 1968 and still run above the "
     "original shop floor. Tokyo Bungu stocks notebooks, pens and desk tools from small Japanese "
     "makers, many of them family firms that supply no one else abroad. Every order is wrapped "
     "by hand in the shop's indigo paper."),
    ("s-inkwell", "Inkwell & Quill",
     "A pen and paper shop in Edinburgh's Old Town for people who still write letters. They test "
     "every fountain pen before sending it, mix some of their own inks, and run a letterpress in "
     "the back room. If a nib doesn't suit you, they'll swap it within thirty days."),
    ("s-quiet-room", "Quiet Room Audio",
     "Headphones, speakers and small amplifiers chosen by two former studio engineers who got "
     "tired of marketing numbers. They listen to everything in a treated room before it goes on "
     "sale and publish honest notes on how each piece sounds. Repairs are done in-house."),
    ("s-groove-vault", "Groove Vault",
     "A record shop in Rotterdam with a basement full of crates and a turntable on every "
     "counter. Groove Vault presses small runs of forgotten recordings, sells the accessories "
     "that keep records playing well, and services turntables in its workshop. Records ship in "
     "rigid mailers with corner protectors."),
    ("s-north-trail", "North Trail Outfitters",
     "Outdoor gear from a co-operative of guides in Whitehorse, Yukon. They carry only what has "
     "survived a season of their own trips, and each product page lists what broke and what "
     "didn't. Members of the co-op answer gear questions by email, usually the same day."),
    ("s-hearth-loom", "Hearth & Loom",
     "Textiles and candles made in a converted chapel in mid-Wales, where the looms are older "
     "than the people who run them. Wool comes from farms within twenty miles, and candles are "
     "poured by hand in small batches. Everything is packed without plastic."),
    ("s-nordisk-hus", "Nordisk Hus",
     "Danish and Norwegian homeware from a small design studio in Aarhus. Their pieces are plain, "
     "sturdy and made to be used daily: oak and birch from certified Nordic forests, steel and "
     "linen from nearby workshops. They offer a lifetime repair service for their furniture."),
    ("s-atelier-creme", "Atelier Crème",
     "A ceramics studio in Lyon run by potter Hélène Dubois and two apprentices. Every piece is "
     "thrown on the wheel and glazed in the studio's own recipes, so no two are quite alike. "
     "Firing takes place once a fortnight, which is why some items come and go."),
    ("s-tiny-giant", "Tiny Giant Toys",
     "Wooden toys and puzzles designed in Bristol and made in small workshops in Europe. They "
     "test every design with a panel of very honest toddlers, use only water-based paints, and "
     "sell replacement parts for anything that gets lost under the sofa."),
    ("s-meeple-cafe", "Meeple Café",
     "A board-game café in Montréal that began selling the games its customers kept asking about. "
     "The staff have played everything on the shelf, and each listing says who it's best for and "
     "how long it really takes. Orders include a few spare card sleeves."),
    ("s-green-thumb", "Greenthumb Garden Supply",
     "A family garden centre outside Utrecht that has sold seeds and tools since the 1950s. They "
     "trial every seed variety in their own beds before listing it, and their tools are the kind "
     "that get handed down. Seed orders ship in paper envelopes, with sowing dates for your "
     "region."),
]

# (seller, name, price in cents, stock, description), by category, in catalog order.
PRODUCTS = {
    "coffee": [
        ("s-kettle-co", "Gooseneck Pour-Over Kettle, 1 L", 5900, 34,
         "A slim stainless-steel kettle with a long, narrow spout that pours a steady thread of "
         "water over the grounds. Works on gas, electric and induction hobs. The thermometer in "
         "the lid reads from 40 to 100 °C."),
        ("s-kettle-co", "Ceramic Pour-Over Dripper No. 2", 2400, 58,
         "Spiral ribs inside this glazed dripper keep the paper filter off the walls, so water "
         "drains evenly through the bed of coffee. Takes standard No. 2 cone filters and brews "
         "one to four cups. Fired in a single white glaze that doesn't stain."),
        ("s-kettle-co", "Unbleached Cone Filters No. 2 (100)", 650, 212,
         "Natural brown paper filters sized for No. 2 drippers. Rinse once with hot water to "
         "remove the papery taste before brewing. Compostable, along with the grounds."),
        ("s-kettle-co", "Hand Burr Coffee Grinder", 8900, 12,
         "Conical steel burrs and a click-stop dial with 40 settings, from espresso-fine to "
         "coarse enough for a French press. Grinds 20 g of beans in about 30 seconds. The "
         "aluminium body comes apart without tools for cleaning."),
        ("s-kettle-co", "French Press, 8 Cup", 3600, 0,
         "A borosilicate glass carafe in a brushed steel frame, with a four-layer mesh filter "
         "that keeps sludge out of your cup. Holds one litre, enough for four large mugs. The "
         "filter unscrews for a thorough wash."),
        ("s-kettle-co", "Digital Coffee Scale with Timer", 4200, 27,
         "Weighs to 0.1 g up to 2 kg and runs a timer alongside, so you can follow a recipe by "
         "the second. A silicone pad protects it from hot kettles and drips. Charges over USB-C; "
         "one charge lasts about a month of mornings."),
        ("s-kettle-co", "Moka Pot, 6 Cup", 3400, 45,
         "The classic aluminium stovetop espresso maker, with an octagonal body that spreads the "
         "heat. Makes about 300 ml of strong coffee in five minutes. A spare gasket and filter "
         "plate are included."),
        ("s-kettle-co", "Handheld Milk Frother", 1500, 88,
         "A battery-powered whisk that turns warm milk into dense foam in about 20 seconds. The "
         "stainless spring head rinses clean under the tap. Takes two AA batteries, included."),
        ("s-cafe-moreno", "Café Moreno Huila Single Origin, 340 g", 1850, 96,
         "Washed Caturra from smallholder farms in Huila, Colombia, roasted medium. Expect red "
         "apple, panela sugar and a clean cocoa finish. Roasted to order and shipped within "
         "three days."),
        ("s-cafe-moreno", "Espresso Oscuro Blend, 1 kg", 3900, 41,
         "Our darkest blend, built for espresso machines and moka pots: dark chocolate, toasted "
         "almond and a thick crema. Holds its own in milk drinks. The kilo bag has a one-way "
         "valve and a zip, so it stays fresh for weeks after opening."),
        ("s-cafe-moreno", "Decaf Sierra Nevada, 340 g", 1700, 0,
         "Decaffeinated in Colombia with a natural sugar-cane process, so nothing synthetic "
         "touches the beans. Milk chocolate and orange peel, without the flatness decaf is known "
         "for. A good cup after dinner."),
        ("s-cafe-moreno", "Cold Brew Blend, Coarse Ground, 500 g", 1600, 63,
         "Ground coarse and ready for a jar or a cold-brew pitcher. Steep 100 g in a litre of cold "
         "water for 16 hours for a smooth, low-acid concentrate. Notes of molasses and dried "
         "cherry."),
        ("s-cafe-moreno", "Green Coffee Sampler (4 × 250 g)", 3200, 9,
         "Unroasted beans from four regions for home roasters: Huila, Nariño, Tolima and Cauca. "
         "Each bag comes with a card listing altitude, variety and processing method. Green "
         "coffee keeps for a year in a cool, dry cupboard."),
        ("s-kyoka-tea", "抹茶 Matcha Whisk (Chasen)", 2800, 38,
         "Carved from a single piece of bamboo into 80 fine tines, for whisking matcha into a "
         "smooth, frothy bowl. Soak it in warm water for a minute before use so the tines stay "
         "supple. Comes with a ceramic rest that keeps its shape while it dries."),
        ("s-kyoka-tea", "Ceremonial Matcha, Uji, 30 g", 3400, 22,
         "Stone-ground from shade-grown tencha picked in the first flush near Uji, Kyoto. Bright "
         "green, sweet and savoury rather than bitter. Best whisked with 70 ml of water at about "
         "80 °C."),
        ("s-kyoka-tea", "ほうじ茶 Hōjicha Roasted Green Tea, 100 g", 1400, 55,
         "Green tea stems and leaves roasted over charcoal until they turn a warm brown. Toasty "
         "and caramel-like, low in caffeine and forgiving of boiling water. Lovely as a latte "
         "with oat milk."),
        ("s-kyoka-tea", "Sencha Kabuse, 100 g", 1900, 31,
         "Shaded for a week before picking, which deepens the colour and softens the "
         "astringency. Steep for one minute at 70 °C; the leaves give three good infusions. "
         "Packed in a resealable foil pouch."),
        ("s-kyoka-tea", "Genmaicha with Toasted Rice, 200 g", 1200, 70,
         "Everyday green tea blended with roasted brown rice, some of it popped. Nutty, "
         "comforting and cheap enough to drink all day. Brew with water just off the boil for "
         "two minutes."),
        ("s-kyoka-tea", "Cast-Iron Tetsubin Teapot, 0.6 L", 7800, 6,
         "A heavy cast-iron teapot with an enamelled interior and a removable stainless infuser. "
         "Once warm, it keeps tea hot for a long time. Hand-wash and dry straight away; never "
         "leave water standing inside."),
        ("s-kyoka-tea", "Tea Tasting Flight: Four Japanese Greens", 2600, 3,
         "Four 25 g tins of sencha, gyokuro, kukicha and genmaicha, with a short guide to water "
         "temperature and timing for each. A good way to find out which green tea you actually "
         "like."),
        ("s-atelier-creme", "Crème Glaze Latte Bowl", 3200, 19,
         "A wide, handleless bowl in the studio's soft cream glaze, thrown on the wheel and sized "
         "for a big latte or café au lait. Holds about 400 ml. Each one has its own small "
         "irregularities."),
        ("s-atelier-creme", "Espresso Cups, Set of 2", 3800, 14,
         "Thick-walled stoneware cups that hold a double shot and keep it hot. Speckled oatmeal "
         "glaze outside, glossy white inside. Dishwasher safe, though they last longer washed by "
         "hand."),
    ],
    "kitchen": [
        ("s-mueller", "Chef's Knife, 20 cm", 12900, 16,
         "Forged in Solingen from a single bar of stainless carbon steel and ground to a 15° "
         "edge. The full tang and riveted pakkawood handle balance just behind the bolster. "
         "Please keep it out of the dishwasher."),
        ("s-mueller", "Paring Knife, 9 cm", 3900, 44,
         "A short, stiff blade for peeling, trimming and anything too fiddly for a chef's knife. "
         "Same steel and handle as our larger knives. Light enough that you'll reach for it "
         "without thinking."),
        ("s-mueller", "Bread Knife with Offset Handle", 6900, 23,
         "Deep serrations bite into crusty sourdough without crushing the crumb. The offset "
         "handle keeps your knuckles clear of the board on the last slice. 23 cm blade."),
        ("s-mueller", "Whetstone, 1000/6000 Grit", 4500, 30,
         "A two-sided water stone: the coarse side restores a dull edge, the fine side polishes "
         "it. Soak for ten minutes, then sharpen on the non-slip base. An illustrated card shows "
         "how to hold a steady angle."),
        ("s-mueller", "Magnetic Knife Strip, Walnut", 5200, 0,
         "A 45 cm strip of oiled walnut with strong magnets hidden under the surface, so blades "
         "rest against wood instead of metal. Holds six to eight knives. Screws and wall plugs "
         "included."),
        ("s-mueller", "Stainless Sauté Pan, 28 cm", 11900, 11,
         "Tri-ply steel and aluminium runs up the sides as well as across the base, for even heat "
         "from edge to centre. The riveted handle stays cool on the hob. Oven safe to 260 °C; lid "
         "included."),
        ("s-mueller", "Spätzle Press", 3400, 17,
         "Push soft dough through the perforated plate straight into boiling water for proper "
         "Swabian spätzle. Also makes smooth mashed potatoes and passata. Stainless steel, "
         "dishwasher safe."),
        ("s-mueller", "Silicone Spatula", 1100, 140,
         "A one-piece spatula with no seam for food to hide in, heat resistant to 260 °C. Stiff "
         "enough to scrape a bowl clean, flexible at the tip. Goes in the dishwasher."),
        ("s-mueller", "Digital Probe Thermometer", 2900, 39,
         "Reads in two seconds from −50 to 300 °C, with a fold-away probe and a magnet on the "
         "back for the fridge door. Handy for roasts, caramel and tempering chocolate. Battery "
         "included."),
        ("s-senor-sabor", "Volcanic Stone Molcajete", 4800, 13,
         "Carved from a single block of basalt in Puebla, with a matching tejolote to grind with. "
         "Roasted chiles, garlic and tomatoes become a salsa with a texture no blender can match. "
         "Season it first by grinding rice until the powder comes out clean."),
        ("s-senor-sabor", "Cast-Iron Tortilla Press, 20 cm", 3900, 26,
         "Heavy enough to flatten masa in one firm press, with a long lever to do the work. Line "
         "it with a cut-open freezer bag and your tortillas peel off cleanly. Pre-seasoned; wipe "
         "dry after use."),
        ("s-senor-sabor", "Carbon Steel Comal, 26 cm", 2900, 35,
         "A flat, thin griddle that heats quickly for warming tortillas, toasting dried chiles and "
         "charring tomatillos. It gets more non-stick every time you use it. Works on every hob, "
         "including induction."),
        ("s-senor-sabor", "Dried Chile Sampler", 2200, 0,
         "Six bags of whole dried chiles: ancho, guajillo, pasilla, mulato, chipotle morita and "
         "árbol. Toast briefly, soak and blend them for moles and adobos. A recipe card for a "
         "simple salsa roja is tucked in."),
        ("s-senor-sabor", "Clay Cazuela, 3 L", 5600, 7,
         "A glazed earthenware pot from Oaxaca for beans, moles and slow stews. Clay holds a "
         "gentle, even heat and gives beans a flavour steel can't. Use on a low to medium flame "
         "with a diffuser; not for induction."),
        ("s-senor-sabor", "Woven Palm Tortilla Warmer", 1800, 48,
         "A lidded basket lined with cotton that keeps a stack of tortillas warm and soft through "
         "dinner. Handwoven from palm leaf in Guerrero. Wipe with a damp cloth; the liner is "
         "machine washable."),
        ("s-nordisk-hus", "Smørrebrød Board, Oak", 4400, 21,
         "A long oak board for building and serving open sandwiches: rye bread, butter, pickled "
         "herring, egg and dill. A shallow groove catches crumbs and juices. Oil it once a month "
         "and it will last for decades."),
        ("s-nordisk-hus", "Danish Dough Whisk", 1300, 77,
         "A coil of stiff wire on a beech handle that cuts through heavy bread dough without "
         "clogging. It mixes in flour faster than a spoon and cleans in seconds. Bakers who try "
         "one tend to keep it by the stove for good."),
        ("s-nordisk-hus", "Cheese Slicer, Birch Handle", 1600, 64,
         "The Norwegian plane that shaves thin, even slices from a block of hard cheese. Also "
         "good for cucumber and cold butter. Stainless steel with a birch handle."),
        ("s-nordisk-hus", "Linen Tea Towels, Set of 3", 2700, 52,
         "Stonewashed linen in sage, oat and charcoal that dries glasses without leaving lint. "
         "They get softer and more absorbent with every wash. 50 × 70 cm, with a hanging loop."),
        ("s-nordisk-hus", "Enamel Baking Dish, 32 cm", 3800, 0,
         "White enamel over steel with a navy rim, for lasagne, roast vegetables and crumbles. "
         "Goes from oven to table and cleans easily. Light to lift even when full."),
        ("s-atelier-creme", "Stoneware Mixing Bowls, Nested Set", 8600, 8,
         "Three bowls of 1, 2 and 3.5 litres that stack neatly on the shelf. The unglazed foot "
         "grips the counter while you whisk. Thrown and glazed in the studio in a soft speckled "
         "white."),
        ("s-atelier-creme", "Salt Cellar with Swivel Lid", 2200, 33,
         "A small stoneware pot with a wooden lid that swivels open, so you can take a pinch of "
         "salt while cooking. Holds about 150 g. The lid keeps out steam and dust."),
    ],
    "books": [
        ("s-paper-lantern", "The Salt Road: Trade Routes That Made the World", 2800, 18,
         "A lively history of salt, from Roman soldiers' wages to the caravans crossing the "
         "Sahara. Each chapter follows one route and the towns that grew up along it. Includes "
         "maps and a long reading list."),
        ("s-paper-lantern", "Slow Bread: Sourdough for Busy People", 2400, 35,
         "Recipes built around a working week: mix in the evening, shape in the morning, bake "
         "when you get home. Covers starters, rye, enriched doughs and what to do when things go "
         "wrong. Spiral-bound so it lies flat on the counter."),
        ("s-paper-lantern", "Night Ferry to Tallinn", 1699, 42,
         "A translator boards the overnight ferry from Helsinki with a manuscript she was told to "
         "destroy. By morning, two passengers are missing. A tight, atmospheric thriller in "
         "paperback."),
        ("s-paper-lantern", "The Quiet Garden Year", 3200, 0,
         "Month-by-month notes from a small city garden: what to sow, what to leave alone and what "
         "the birds are up to. Watercolour illustrations on almost every page. A gentle book to "
         "keep by the back door."),
        ("s-paper-lantern", "Field Guide to Mushrooms of North America", 2995, 14,
         "Over 600 species with photographs, spore prints and look-alikes shown side by side. "
         "Clear symbols mark edible, toxic and deadly species. Sturdy, water-resistant cover for "
         "use in the field."),
        ("s-paper-lantern", "Learn to Code with Small Programs", 3450, 22,
         "Forty short programs, each under a page, that teach programming by building things: a "
         "dice roller, a to-do list, a tiny text adventure. Examples are in Python, with "
         "exercises at the end of each chapter. For curious beginners of any age."),
        ("s-paper-lantern", "The Atlas of Lost Islands", 3800, 9,
         "Sixty islands that vanished, never existed or live only on old charts, each with a map "
         "redrawn in the style of its era. Part geography, part folklore. Large-format "
         "hardcover."),
        ("s-paper-lantern", "Crème de la Crème: French Pastry at Home", 3500, 16,
         "Choux, crème pâtissière, tarte Tatin and croissants, explained with step-by-step "
         "photographs. The author, a pastry chef from Lyon, gives weights in grams and explains "
         "why each step matters. Ends with a chapter on rescuing mistakes."),
        ("s-paper-lantern", "Poems for the Morning Commute", 1400, 57,
         "A pocket anthology of short poems, most under twenty lines, chosen to be read between "
         "two stops. Old favourites sit beside new voices. Small enough for a coat pocket."),
        ("s-kyoka-tea", "A Short History of Tea", 2200, 25,
         "From Tang dynasty tea bricks to Victorian clipper races and the modern matcha latte. "
         "Brisk, well sourced and full of odd details. 220 pages with colour plates."),
        ("s-inkwell", "The Beginner's Guide to Fountain Pens", 1800, 30,
         "Nibs, feeds, converters and cartridges explained without jargon. How to choose a first "
         "pen, fill it, clean it and fix the usual problems. With a chart of papers that handle "
         "wet inks well."),
        ("s-paper-lantern", "Maps of the Mind: A Psychologist's Casebook", 2700, 12,
         "Twelve case studies, anonymised and told with warmth, about memory, habit and how "
         "people change. Accessible without being simplistic. Each chapter ends with questions "
         "for reading groups."),
        ("s-paper-lantern", "The Lighthouse Keeper's Cat", 1500, 40,
         "A ginger cat keeps the lamp burning when the keeper falls ill during a winter storm. "
         "Warm illustrations and a gentle rhythm made for reading aloud. A picture book for ages "
         "3 to 7."),
        ("s-senor-sabor", "Señora Lupe's Kitchen", 3000, 20,
         "Home cooking from a grandmother in Puebla: mole poblano, tamales, chiles en nogada and "
         "everyday beans. Recipes are written for ordinary kitchens, with substitutions. "
         "Bilingual text in English and Spanish."),
        ("s-north-trail", "Trail Running from Scratch", 2100, 0,
         "A twelve-week plan that takes road runners onto hills and rough ground safely. Covers "
         "shoes, downhill technique, fuelling and what to carry. Photographed on real trails, "
         "not in a studio."),
        ("s-paper-lantern", "The Clockmaker's Daughter of Zürich", 1899, 33,
         "A historical novel set in the 1890s: a young woman inherits her father's workshop and a "
         "commission no one else will take. Rich in detail about the craft and the city. "
         "Paperback, 412 pages."),
        ("s-paper-lantern", "Understanding Audio: Sound for Everyone", 3900, 11,
         "What loudness, frequency and distortion really are, and why your headphones sound the "
         "way they do. Plain language and plenty of diagrams, with no maths beyond "
         "multiplication. Useful for musicians, podcasters and the curious."),
        ("s-nordisk-hus", "Smørrebrød: The Art of the Open Sandwich", 2600, 15,
         "Fifty open sandwiches from Copenhagen's lunch tradition, plus the rye bread, pickles and "
         "remoulade that hold them together. Classic combinations first, then modern ones. "
         "Photographed in natural light."),
        ("s-paper-lantern", "Stargazing with Binoculars", 1950, 28,
         "You don't need a telescope: this guide shows 100 sights visible with ordinary "
         "binoculars, season by season. The star charts are printed to stay readable under a red "
         "torch. Spiral-bound."),
        ("s-paper-lantern", "Puzzles for Long Journeys", 1250, 61,
         "Two hundred logic puzzles, word grids and number games, graded from gentle to "
         "fiendish. Answers at the back, with short explanations. Printed on paper that takes "
         "pencil and eraser well."),
    ],
    "stationery": [
        ("s-tokyo-bungu", "A5 Dot Grid Notebook, 160 Pages", 1600, 120,
         "Thin, smooth 68 gsm paper that takes fountain pen ink without feathering and shows "
         "only a little ghosting. An exposed-thread binding lets it lie completely flat. Numbered "
         "pages and two ribbon markers."),
        ("s-tokyo-bungu", "Undated Weekly Planner", 2200, 45,
         "Fifty-three weeks with no dates printed, so you can start on any Monday. Each spread has "
         "a column per day and a blank page for notes. Linen cover in deep indigo."),
        ("s-tokyo-bungu", "Gel Pen Set, 0.38 mm, 10 Colours", 1400, 88,
         "Fine-tipped gel pens that dry quickly and don't smear, even for left-handers. Ten "
         "colours chosen to stay readable on white and cream paper. Refills sold separately."),
        ("s-tokyo-bungu", "Brass Mechanical Pencil, 0.5 mm", 3200, 24,
         "A machined brass body that develops a warm patina with use. The knurled grip keeps it "
         "steady, and the lead advances evenly with each click. Comes with a tube of HB leads."),
        ("s-tokyo-bungu", "Washi Tape, Four Seasons Set of 8", 1200, 0,
         "Eight rolls of Japanese paper tape patterned with spring blossom, summer waves, autumn "
         "leaves and winter snow. It tears by hand and lifts off cleanly without damaging paper. "
         "15 mm wide, 10 m per roll."),
        ("s-tokyo-bungu", "Desk Memo Block, Grid", 900, 150,
         "Five hundred tear-off sheets of pale grid paper on a heavy board base. Keeps scribbled "
         "phone numbers in one place instead of on envelopes. Sized to sit in front of a "
         "keyboard."),
        ("s-tokyo-bungu", "Dust-Free Plastic Eraser", 350, 210,
         "Rubs out pencil cleanly and rolls its crumbs into a few tidy strands instead of dust. "
         "Firm enough not to tear thin paper. The card sleeve keeps it from picking up dirt in "
         "your pencil case."),
        ("s-tokyo-bungu", "書道 Calligraphy Set", 4600, 10,
         "A goat-hair brush, an ink stick, an inkstone and a felt mat for practising Japanese "
         "calligraphy. Includes 20 sheets of practice paper and a leaflet on the basic strokes. "
         "Packed in a paulownia-wood box."),
        ("s-tokyo-bungu", "Canvas Pencil Roll", 1800, 37,
         "A canvas roll with 24 slots for pencils, pens and brushes that ties shut with a leather "
         "cord. Flat enough to slip into a laptop bag. Washable."),
        ("s-tokyo-bungu", "Walnut Desk Organiser", 3900, 12,
         "A solid walnut tray with compartments for pens, clips and a phone, plus a slot for index "
         "cards. Felt underneath protects your desk. Oiled, not lacquered."),
        ("s-tokyo-bungu", "Ruled Index Cards, 300", 700, 95,
         "Three packs of 100 sturdy white cards, lined on one side and blank on the other. Good "
         "for flashcards, recipes and planning talks. Standard 3 × 5 inch size."),
        ("s-tokyo-bungu", "Kraft Sticky Notes, 6 Pads", 650, 130,
         "Recycled brown paper notes that stick firmly and come off cleanly. Six pads of 100 "
         "sheets in two sizes. Friendly to pencil and felt-tip alike."),
        ("s-inkwell", "Letterpress Greeting Cards, Set of 6", 2100, 29,
         "Printed on a 1950s Heidelberg press into thick cotton card, so you can feel the "
         "impression. Six botanical designs, blank inside. Kraft envelopes included."),
        ("s-inkwell", "Piston Fountain Pen, Medium Nib", 8500, 13,
         "A demonstrator pen with a clear body that shows the ink inside and holds a generous "
         "1.8 ml. The steel medium nib writes wet and smooth. Fills straight from the bottle, so "
         "no converter is needed."),
        ("s-inkwell", "Beginner Fountain Pen, Fine Nib", 2400, 60,
         "A light, sturdy pen with a moulded grip that guides your fingers into the right "
         "position. Takes standard international cartridges and ships with three. A forgiving "
         "first pen for school or journalling."),
        ("s-inkwell", "Bottled Ink, Midnight Blue, 50 ml", 1600, 74,
         "A deep, well-behaved blue-black that dries in about 15 seconds on most papers. "
         "Water-resistant once dry and easy to flush from pens. The glass bottle has a wide base "
         "that won't tip."),
        ("s-inkwell", "Ink Sampler: Six Autumn Colours", 1900, 0,
         "Six 5 ml vials in rust, moss, plum, ochre, slate and oxblood, to try before buying a "
         "full bottle. Each comes with a swatch card. Use with a converter or a dip pen."),
        ("s-inkwell", "Dip Pen and Nib Kit", 2600, 18,
         "An oak holder with five nibs, from a flexible pointed nib for copperplate to a broad "
         "italic. Includes a practice sheet of guidelines. A hands-on way into lettering."),
        ("s-inkwell", "Sealing Wax Kit with Brass Stamp", 3400, 15,
         "Three sticks of wax in burgundy, forest green and gold, and a brass stamp engraved with "
         "a compass rose. Melt, pour and press, and your letters look as if they've travelled "
         "far. Gift-boxed."),
        ("s-inkwell", "Crème Laid Writing Paper, 50 Sheets", 1500, 40,
         "Cream paper with the fine ribbed texture of laid paper, heavy enough for fountain pens. "
         "A5 sheets with matching envelopes. For letters worth keeping."),
        ("s-inkwell", "Leather Journal Cover, A5", 5400, 9,
         "Vegetable-tanned leather that darkens and softens as you use it. Holds an A5 notebook, "
         "with a pen loop and a slip pocket for receipts. Stitched by hand in a small workshop in "
         "Northamptonshire."),
        ("s-inkwell", "Travel Watercolour Palette", 4200, 7,
         "Twelve half-pans of artist-grade watercolour in a metal tin the size of a phone, with a "
         "water brush. The colours mix cleanly and dry to bright, transparent washes. There's "
         "room to add your own pans later."),
    ],
    "audio": [
        ("s-quiet-room", "Over-Ear Studio Headphones", 14900, 21,
         "Closed-back headphones tuned flat for mixing and honest listening. Memory-foam pads "
         "seal out the room without clamping. Detachable 3 m cable with a 6.35 mm adapter."),
        ("s-quiet-room", "Wireless Noise-Cancelling Headphones", 24900, 0,
         "Thirty hours of playback with noise cancelling on, and a transparency mode for "
         "announcements. They fold flat into a hard case. Connect to two devices at once over "
         "Bluetooth 5.3."),
        ("s-quiet-room", "Bookshelf Speakers (Pair)", 32900, 6,
         "Two-way passive speakers with a 13 cm woofer and a silk-dome tweeter in a walnut "
         "veneer cabinet. Big, relaxed sound for a small room. Rear bass ports; pair them with an "
         "amplifier of 20 to 80 W."),
        ("s-quiet-room", "Compact Stereo Amplifier, 2 × 50 W", 27900, 8,
         "A class-D amplifier the size of a paperback, with inputs for a turntable, a TV and "
         "Bluetooth. A proper volume knob and a headphone socket on the front. Runs cool and "
         "silent."),
        ("s-quiet-room", "In-Ear Monitors with Detachable Cable", 8900, 33,
         "Dual balanced-armature drivers in a shell that sits flush in the ear. Six sets of tips, "
         "including foam, for a good seal. The braided cable detaches, so a broken cable doesn't "
         "mean new earphones."),
        ("s-quiet-room", "Waterproof Bluetooth Speaker", 6900, 47,
         "Rated IP67, so it survives a rainstorm or a dunk in the pool. Twelve hours of battery "
         "and a strap for hanging it from a branch or a shower rail. Pair two for stereo."),
        ("s-quiet-room", "USB Podcast Microphone", 11900, 14,
         "A cardioid condenser mic that plugs straight into a computer, with a headphone socket "
         "for zero-latency monitoring. Comes with a desk stand and a pop filter. Sounds far "
         "better than a laptop's built-in mic."),
        ("s-quiet-room", "Beech Headphone Stand", 3900, 25,
         "A curved beech stand that keeps headbands from stretching and cables tidy. The weighted "
         "base won't tip. Fits any full-size headphones."),
        ("s-quiet-room", "Optical Audio Cable, 2 m", 1300, 102,
         "A braided Toslink cable for connecting a TV or console to a soundbar or amplifier. The "
         "signal is digital, so there's no hum or interference. Protective caps on both ends."),
        ("s-quiet-room", "Speaker Isolation Pads (4)", 2200, 36,
         "Dense foam pads that decouple speakers from shelves and desks, tightening the bass and "
         "stopping rattles. Angled at 5° to tilt tweeters toward your ears. Fits speakers up to "
         "20 cm wide."),
        ("s-groove-vault", "Turntable with Built-In Preamp", 29900, 10,
         "Belt-driven, with a die-cast aluminium platter and a pre-mounted cartridge, so it plays "
         "within minutes of unboxing. The switchable phono preamp lets you plug it into any "
         "amplifier or powered speakers. Plays at 33 and 45 rpm."),
        ("s-groove-vault", "Record Cleaning Kit", 2400, 58,
         "A carbon-fibre brush, a velvet pad and a bottle of alcohol-free cleaning fluid. Removes "
         "dust and static before each play. Less crackle, longer-lasting records."),
        ("s-groove-vault", "Anti-Static Inner Sleeves (50)", 1500, 90,
         "Rice-paper-lined sleeves that won't scuff vinyl or shed paper dust. Replace the "
         "crumbling originals on your favourite records. Fit standard 12-inch LPs."),
        ("s-groove-vault", "Vinyl: Café Jazz Sessions (2 LP)", 3400, 19,
         "A double album of quiet piano trios and brushed drums, recorded live in a small Paris "
         "café. 180 g pressing in a gatefold sleeve with liner notes. Made for Sunday mornings."),
        ("s-groove-vault", "Vinyl: Cumbias del Río (LP)", 2800, 0,
         "Twelve cumbia and son recordings from 1960s Colombian labels, remastered from the "
         "original tapes. Accordion, gaitas and a rhythm section that makes standing still "
         "difficult. Includes a booklet of photos and history."),
        ("s-groove-vault", "Vinyl: Sounds of the Northern Forest (LP)", 2600, 12,
         "Field recordings from Finnish forests across four seasons: birdsong, ice cracking on a "
         "lake, wind in the pines. Side B is a single 20-minute recording of a summer night. "
         "Quietly remarkable."),
        ("s-groove-vault", "Pine Record Crate", 4500, 16,
         "Holds about 80 LPs with room for fingers to flip through. Dovetailed pine corners and "
         "rope handles. Stack two for a low shelf."),
        ("s-groove-vault", "Replacement Turntable Belt", 1200, 41,
         "A precision-ground rubber belt that brings most belt-driven turntables back to the "
         "right speed. Check your model's pulley against the chart on the card. Store spare belts "
         "away from sunlight."),
    ],
    "outdoors": [
        ("s-north-trail", "Ultralight Two-Person Tent", 34900, 7,
         "A freestanding tent weighing 1.4 kg, with two doors so nobody climbs over anyone at "
         "night. It pitches fly-first, which keeps the inner dry in the rain. Packs down to the "
         "size of a loaf of bread."),
        ("s-north-trail", "Down Sleeping Bag, 0 °C", 28900, 12,
         "Responsibly sourced 650-fill down in a mummy cut, comfortable to about 0 °C. It "
         "compresses small and lofts back quickly. A large storage sack keeps the down springy "
         "between trips."),
        ("s-north-trail", "Self-Inflating Sleeping Pad", 8900, 23,
         "Open the valve and the foam draws air in by itself; a few breaths finish the job. 5 cm "
         "thick and warm enough for three-season camping. Rolls up with a strap."),
        ("s-north-trail", "Carbon Trekking Poles (Pair)", 11900, 18,
         "Three-section carbon poles that weigh 230 g each and fold to 38 cm. Cork grips soak up "
         "sweat on long climbs. The lever locks are easy to adjust with gloves on."),
        ("s-north-trail", "Rechargeable Headlamp, 400 Lumens", 3900, 64,
         "Bright enough for night hikes, with a red mode that spares your night vision at camp. "
         "Charges over USB-C and runs for up to 40 hours on low. Lock the button so it doesn't "
         "switch on in your pack."),
        ("s-kettle-co", "Stainless Camp Kettle, 1.2 L", 3400, 22,
         "A lightweight kettle with a folding handle and a lid that locks shut for packing. Boils "
         "quickly on small gas stoves. A mug and a stove fit inside."),
        ("s-north-trail", "Compact Gas Stove", 4900, 29,
         "Screws onto a standard gas canister and boils half a litre in three minutes. Piezo "
         "ignition, and fold-out supports that hold a wide pan. Weighs 90 g and packs into its "
         "own case."),
        ("s-north-trail", "Squeeze Water Filter", 4200, 0,
         "Fill the pouch from a stream, squeeze and drink: the hollow-fibre filter removes "
         "bacteria and protozoa. Good for about 1,000 litres before it needs replacing. The pouch "
         "rolls up when empty."),
        ("s-north-trail", "Daypack, 22 L", 7900, 26,
         "A light pack with a ventilated back panel, a hip belt and a sleeve for a water bladder. "
         "Side pockets hold bottles you can reach without stopping. A rain cover is tucked into "
         "the base."),
        ("s-north-trail", "Merino Wool Beanie", 2800, 55,
         "Soft, itch-free merino that stays warm when damp and doesn't hold odours. Double "
         "layered over the ears. One size, in charcoal, rust or forest green."),
        ("s-north-trail", "Packable Rain Jacket", 12900, 15,
         "A waterproof, breathable three-layer shell that stuffs into its own chest pocket. Pit "
         "zips and an adjustable hood with a stiff brim. Taped seams throughout."),
        ("s-north-trail", "Folding Camp Chair", 6400, 9,
         "Sets up in seconds on a shock-corded aluminium frame and packs into a bag the size of a "
         "thermos. Holds up to 120 kg. Mesh sides keep it cool in summer."),
        ("s-north-trail", "Enamel Camp Mugs, Set of 4", 2400, 40,
         "Classic speckled enamel mugs, light and tough enough to knock about in a pack. Each "
         "holds 350 ml of coffee or soup. Blue, green, red and cream."),
        ("s-north-trail", "Seven-Function Pocket Knife", 4600, 31,
         "A compact folding knife with a blade, scissors, a saw, a can opener, a bottle opener, "
         "a screwdriver and tweezers. Steel liners and a lanyard loop. Small enough to forget "
         "you're carrying it."),
        ("s-north-trail", "Hammock with Tree Straps", 5900, 17,
         "A parachute-nylon hammock rated for 180 kg, with wide straps that protect tree bark. "
         "Sets up in two minutes without knots. Packs into an attached pouch."),
        ("s-north-trail", "Hiking First Aid Kit", 3200, 38,
         "Plasters, blister pads, gauze, tape, antiseptic wipes, tweezers and a foil blanket in "
         "labelled pockets. Bright orange so you can find it fast. Enough for a group of four on "
         "a weekend trip."),
        ("s-north-trail", "Binoculars 8 × 42", 16900, 11,
         "Bright, sharp and waterproof, with a close focus of two metres for butterflies and "
         "birds at the feeder. Twist-up eyecups work with or without glasses. Includes a neck "
         "strap and a padded case."),
        ("s-north-trail", "Waterproof Map Case", 1600, 72,
         "A clear, roll-sealed pouch that keeps a folded map readable in pouring rain. It hangs "
         "round your neck on an adjustable cord. Also fits a phone, with the touch screen still "
         "working."),
        ("s-north-trail", "Insulated Water Bottle, 750 ml", 3200, 84,
         "Double-walled steel keeps drinks cold for a day or hot for twelve hours. Leak-proof lid "
         "with a carry loop. Fits most car cup holders."),
        ("s-north-trail", "Solar Power Bank, 10,000 mAh", 5400, 0,
         "Charges phones and headlamps from a rugged battery that tops itself up in sunshine. Two "
         "USB-A ports and one USB-C. Solar charging is slow, so treat it as a backup rather than "
         "the main source."),
    ],
    "home": [
        ("s-hearth-loom", "Herringbone Wool Throw", 12900, 14,
         "A generous 130 × 180 cm throw for the end of the sofa. Woven from undyed lambswool in a "
         "herringbone pattern on a century-old loom. Fringed edges; hand-wash cold."),
        ("s-hearth-loom", "Linen Duvet Cover, Double", 16900, 10,
         "Stonewashed French flax linen that's cool in summer and cosy in winter. Wooden buttons "
         "close the bottom edge. Comes in oat, slate and clay."),
        ("s-hearth-loom", "Soy Candle, Fig & Cedar", 2600, 48,
         "Hand-poured soy wax in an amber glass jar, with a cotton wick that burns cleanly for "
         "about 45 hours. Fig leaf up front, cedarwood underneath. Trim the wick before each "
         "lighting."),
        ("s-hearth-loom", "Beeswax Taper Candles (Pair)", 1800, 36,
         "Rolled from sheets of natural beeswax, so they smell faintly of honey as they burn. "
         "Drip-free when kept out of draughts. 25 cm tall; they fit standard holders."),
        ("s-hearth-loom", "Block-Printed Cushion Cover", 3400, 27,
         "A cotton cover printed by hand with carved wooden blocks, so every repeat is a little "
         "different. Indigo on natural, 45 × 45 cm, with a hidden zip. Cushion pad not included."),
        ("s-hearth-loom", "Braided Jute Doormat", 3900, 0,
         "Thick braided jute that scrapes mud from boots and looks tidy by the door. Non-slip "
         "latex backing. 45 × 75 cm; shake it out weekly."),
        ("s-hearth-loom", "Waffle Bath Towels, Set of 2", 5800, 22,
         "Light waffle-weave cotton that dries fast and doesn't go musty in a damp bathroom. It "
         "softens with every wash. Hanging loops on the long side."),
        ("s-hearth-loom", "Linen Napkins, Set of 4", 2400, 44,
         "Soft, heavy linen napkins in washed terracotta, with mitred corners. They look better "
         "slightly rumpled, so there's no need to iron them. 45 × 45 cm."),
        ("s-hearth-loom", "Recycled Cotton Rag Rug", 8900, 8,
         "Woven from offcuts of cotton T-shirts in stripes of blue and grey. Machine washable and "
         "soft underfoot. 70 × 140 cm."),
        ("s-hearth-loom", "Hot Water Bottle with Knitted Cover", 2900, 31,
         "A 2 L rubber bottle in a chunky cable-knit wool cover. Keeps feet warm for hours on a "
         "cold night. The cover comes off for washing."),
        ("s-nordisk-hus", "Oak Pendant Lamp", 18900, 5,
         "A bell-shaped shade of steam-bent oak veneer that throws a warm pool of light over a "
         "table. 40 cm wide, with a 3 m fabric cable. Takes a standard E27 bulb, not included."),
        ("s-nordisk-hus", "Ash Wall Shelf with Pegs", 7400, 13,
         "A narrow shelf with five turned pegs beneath, Shaker-style, for hallways and kitchens. "
         "Holds mugs, hats or a tote bag. Fixings included; 80 cm wide."),
        ("s-nordisk-hus", "Wool Felt Coasters, Set of 6", 1900, 66,
         "Thick pressed-wool circles that soak up drips and protect wooden tables. Six shades of "
         "grey and ochre. Hand-wash and dry flat."),
        ("s-nordisk-hus", "Dimmable Reading Lamp", 12400, 9,
         "A floor lamp with an adjustable arm and a linen shade, dimmable from bright to candle-"
         "low. The steel base is heavy enough not to wobble. The switch is on the cable, where "
         "your foot can find it."),
        ("s-nordisk-hus", "Birch Magazine Rack", 5600, 12,
         "Holds magazines, newspapers and the book you're halfway through, right beside the "
         "armchair. Birch plywood with the layered edge left visible, finished with clear oil. "
         "Flat-packed; assembles without tools."),
        ("s-nordisk-hus", "Beech Clothes Hangers, Set of 10", 3200, 28,
         "Solid beech hangers with notched shoulders and a trouser bar. Curved to keep jackets in "
         "shape. A matching set makes a plain rail look considered."),
        ("s-atelier-creme", "Tall Celadon Vase", 6400, 7,
         "A tall, gently tapering vase thrown on the wheel and glazed in a celadon that darkens "
         "where it pools. Watertight and 30 cm high. Striking with a single branch."),
        ("s-atelier-creme", "Bud Vases, Trio", 4200, 15,
         "Three small vases of different heights for a sprig of rosemary or a single tulip on the "
         "windowsill. Matte white, sand and charcoal. Each one is signed on the base."),
        ("s-atelier-creme", "Marigold Mug", 2800, 42,
         "A 350 ml mug with a comfortable thumb-rest handle, glazed inside in a warm marigold "
         "yellow. Thrown and trimmed by hand, with a raw clay foot. Microwave and dishwasher "
         "safe."),
        ("s-atelier-creme", "Ceramic Incense Holder", 1400, 35,
         "A small leaf-shaped dish with a hole for a stick, which catches the ash as it falls. "
         "Glazed in soft green. Fits most standard incense sticks."),
    ],
    "toys": [
        ("s-meeple-cafe", "🎲 Pocket Dice Set", 1200, 80,
         "Seven polyhedral dice, from d4 to d20, in marbled resin with a drawstring pouch. Sharp, "
         "readable numbers and well-balanced rolls. Everything a role-playing game needs, in "
         "your pocket."),
        ("s-tiny-giant", "Wooden Rainbow Stacker", 3900, 24,
         "Seven arches in water-based paints that stack, balance and turn into tunnels, bridges "
         "and cradles for small figures. Sanded smooth from sustainably grown lime wood. For ages "
         "1 and up."),
        ("s-tiny-giant", "Marble Run Starter Set", 5400, 12,
         "Sixty beech pieces, including ramps, funnels, towers and a bell, that build into "
         "endlessly different runs. Compatible with other standard 4.5 cm block sets. Includes 20 "
         "glass marbles."),
        ("s-tiny-giant", "Wooden Train Set, 40 Pieces", 6800, 0,
         "Track, a bridge, a station and a magnetic train with three carriages. The pieces fit "
         "most wooden railways children already have. Packed in a storage box with a lid."),
        ("s-tiny-giant", "Puzzle: Night Market, 1000 Pieces", 2400, 33,
         "A crowded, lantern-lit street of food stalls, scooters and neon signs, with hundreds of "
         "tiny details to find. Thick, snug-fitting pieces with a linen finish. A poster of the "
         "image is included."),
        ("s-tiny-giant", "Puzzle: Alpine Meadow, 500 Pieces", 1800, 27,
         "Wildflowers, a stream and a distant Matterhorn in soft watercolour. Larger pieces than "
         "usual, good for an evening's puzzling or younger puzzlers. Made from recycled board."),
        ("s-tiny-giant", "Organic Cotton Fox", 2900, 40,
         "A floppy fox with a long tail, knitted from organic cotton and filled with corn-fibre "
         "stuffing. Soft enough for a baby and sturdy enough to last for years. Machine washable "
         "at 30 °C."),
        ("s-tiny-giant", "Wooden Tool Bench", 7400, 6,
         "A play workbench with a vice, screws, nuts and a hammer, all in chunky beech. It teaches "
         "twisting, matching and bashing, in that order. Assembled height 45 cm."),
        ("s-tiny-giant", "Rainbow Delta Kite", 2200, 21,
         "A wide delta kite that lifts in light breezes and flies steadily in stronger ones. "
         "Ripstop nylon with fibreglass spars, and 30 m of line on a handle. Assembles in a "
         "minute."),
        ("s-tiny-giant", "Jigsaw Tray with Cover", 2700, 19,
         "A felt-lined board for a 1,000-piece puzzle in progress, with a rigid cover so you can "
         "slide it under the sofa. Four sorting trays included. No more moving a half-done puzzle "
         "off the dining table."),
        ("s-tiny-giant", "Spinning Tops, Set of 3", 1200, 58,
         "Turned beech tops in three sizes, painted in bright stripes. With a little practice the "
         "small one spins for nearly a minute. A good pocket-money toy."),
        ("s-tiny-giant", "Magnetic Drawing Board", 1900, 0,
         "Draw with the magnetic pen, slide the bar and start again: no mess and no lost caps. "
         "The screen sits in a beech frame. Four stamp shapes included."),
        ("s-meeple-cafe", "Harbour Lights", 4400, 15,
         "Build lighthouses, guide ships into port and trade cargo on a modular harbour board. "
         "For 2 to 4 players aged 10 and up; about an hour. Easy to teach, with surprising depth "
         "after a few plays."),
        ("s-meeple-cafe", "Sushi Slide Card Game", 1500, 50,
         "A quick drafting game: pick a card, pass the hand and build the best meal before the "
         "conveyor belt stops. For 2 to 6 players, 20 minutes. Bright, cheerful art."),
        ("s-meeple-cafe", "The Last Lantern", 3900, 11,
         "A co-operative game: keep the village lantern lit through a long winter night while "
         "shadows creep closer. Everyone wins or loses together. For 1 to 4 players, about 45 "
         "minutes."),
        ("s-meeple-cafe", "Walnut and Maple Chess Set", 8900, 8,
         "Weighted wooden pieces with felted bases, and a folding board that doubles as their "
         "box. The king stands 7.5 cm tall on 4 cm squares. Built to be played in a café, not "
         "kept behind glass."),
        ("s-meeple-cafe", "囲碁 Go Set with Folding Board", 12900, 3,
         "A folding 19 × 19 board with 181 black and 180 white glass stones in lidded wooden "
         "bowls. The stones click satisfyingly on the wood. A rules booklet walks beginners "
         "through their first games."),
        ("s-meeple-cafe", "Family Quiz Cards", 1400, 46,
         "Four hundred questions at three levels, so grandparents and eight-year-olds can play "
         "together. Topics run from animals to space. In a sturdy box for travelling."),
        ("s-meeple-cafe", "Dominoes in a Tin", 1600, 34,
         "Double-six dominoes in solid resin that's cool to the touch, with a rules sheet for six "
         "games. Stored in a tin with a hinged lid. A classic for long evenings."),
        ("s-meeple-cafe", "Role-Playing Starter Box", 3400, 13,
         "Everything for a first adventure: a rulebook, a short campaign, ready-made characters, "
         "dice and a map. Written for 3 to 5 players, with one as the guide. Hours of play "
         "straight out of the box."),
    ],
    "garden": [
        ("s-green-thumb", "Stainless Hand Trowel", 2400, 46,
         "A narrow, pointed trowel with depth markings in centimetres, for planting bulbs and "
         "seedlings. Ash handle with a leather hanging loop. Rust-resistant and sharp enough to "
         "cut through roots."),
        ("s-green-thumb", "Bypass Pruning Shears", 3900, 28,
         "Clean, scissor-like cuts on stems up to 2 cm, which heal faster than crushed ones. The "
         "carbon steel blades can be resharpened and the spring is easy to replace. Locks shut "
         "for a pocket or belt."),
        ("s-green-thumb", "Heirloom Tomato Seed Collection", 1400, 90,
         "Six open-pollinated varieties, from the tiny Yellow Pear to the big, ribbed Costoluto "
         "Genovese. Save the seeds and grow them again next year. Sowing instructions on every "
         "packet."),
        ("s-green-thumb", "Windowsill Herb Starter Kit", 2900, 35,
         "Basil, parsley, coriander, chives and thyme seeds with five biodegradable pots and coir "
         "compost discs. Add water and the discs swell into soil. A kitchen herb garden in about "
         "a month."),
        ("s-green-thumb", "Galvanised Watering Can, 5 L", 4400, 14,
         "A classic long-spouted can with a brass rose for a gentle shower on seedlings. Balanced "
         "so it tips easily when full. It won't crack in frost the way plastic does."),
        ("s-green-thumb", "Kneeling Pad and Seat", 4900, 10,
         "Kneel on the padded side at the border, then flip it over and it becomes a stool. Steel "
         "handles help you get up again. Folds flat to hang in the shed."),
        ("s-green-thumb", "Garden Twine in a Tin", 1200, 67,
         "150 m of natural jute twine in a tin with a cutter in the lid, so the ball never rolls "
         "away. For tying in tomatoes, sweet peas and beans. Biodegradable."),
        ("s-green-thumb", "Copper-Roof Bird Feeder", 3400, 0,
         "A glass seed tube under a copper roof that keeps seed dry and weathers to a green "
         "patina. Four perches and a seed tray. Hang it where you can see it from the kitchen "
         "window."),
        ("s-green-thumb", "Compost Bin, 330 L", 7900, 5,
         "A sturdy recycled-plastic bin with a hinged lid and a hatch at the base for scooping out "
         "finished compost. Air vents speed things up. Assembles in ten minutes."),
        ("s-green-thumb", "Wildflower Seed Bombs, Set of 12", 1600, 52,
         "Balls of clay, compost and native wildflower seeds. Toss them onto bare ground in spring "
         "or autumn and let the rain do the rest. Good for bees and butterflies."),
        ("s-green-thumb", "Self-Watering Planter, 25 cm", 3900, 17,
         "A reservoir in the base feeds water up to the roots through a wick, so plants survive a "
         "week without you. A little window shows when to top up. Good for herbs, peppers and "
         "houseplants."),
        ("s-green-thumb", "Goatskin Gardening Gloves", 1900, 48,
         "Goatskin palms stay supple when wet and keep out thorns. Cotton backs keep your hands "
         "cool. Sizes S, M and L."),
        ("s-green-thumb", "Solar Path Lights, Set of 6", 3200, 26,
         "Warm-white stake lights that charge by day and glow for up to eight hours after dusk. "
         "No wiring needed. Frosted glass tops give a soft light along a path."),
        ("s-green-thumb", "Glass Rain Gauge", 1300, 39,
         "A tapered glass tube on a steel stake, marked in millimetres. Easy to read from a "
         "distance and to empty. It tells you when the garden actually needs watering."),
        ("s-atelier-creme", "Terracotta Pots, Set of 3", 3600, 22,
         "Unglazed terracotta pots of 10, 14 and 18 cm, with drainage holes and matching saucers. "
         "The clay breathes, which keeps roots healthy. Hand-thrown, each with the studio's "
         "stamp."),
        ("s-atelier-creme", "Desk Cactus Planter 🌵", 2400, 30,
         "A small glazed pot with a drainage hole and a bamboo saucer, sized for a cactus or "
         "succulent on a desk or windowsill. Glazed in sage with a dark rim. Plant not "
         "included."),
    ],
}


def bundled_catalog():
    """The hand-written catalog, products numbered p-001… in category order."""
    products = []
    for category, _ in CATEGORIES:
        for seller, name, price, stock, description in PRODUCTS[category]:
            products.append({
                "id": f"p-{len(products) + 1:03d}",
                "name": name,
                "category": category,
                "seller": seller,
                "price": price,
                "stock": stock,
                "description": description,
            })
    return document(SELLERS, products)


def document(sellers, products):
    """A catalog document with the fixed key order every generated file uses."""
    return {
        "currency": "USD",
        "categories": [{"id": cid, "name": name} for cid, name in CATEGORIES],
        "sellers": [{"id": sid, "name": name, "about": about} for sid, name, about in sellers],
        "products": products,
    }


# Word lists for synthetic catalogs; a few carry accents so large files exercise UTF-8 too.
ADJECTIVES = [
    "Classic", "Compact", "Deluxe", "Everyday", "Folding", "Handmade", "Heritage", "Modern",
    "Nordic", "Pocket", "Rustic", "Sturdy", "Travel", "Vintage", "Woven", "Crème", "Señorial",
]
MATERIALS = [
    "Oak", "Walnut", "Linen", "Brass", "Steel", "Ceramic", "Cotton", "Wool", "Bamboo", "Glass",
    "Leather", "Copper", "Stoneware", "Birch", "Cork", "Müller-Steel",
]
NOUNS = {
    "coffee": ["Kettle", "Dripper", "Grinder", "Tea Tin", "Mug", "Coffee Blend", "Teapot"],
    "kitchen": ["Knife", "Pan", "Board", "Whisk", "Bowl", "Spatula", "Colander"],
    "books": ["Cookbook", "Novel", "Field Guide", "Atlas", "Anthology", "Handbook"],
    "stationery": ["Notebook", "Pen", "Pencil Case", "Planner", "Ink Set", "Desk Tray"],
    "audio": ["Headphones", "Speaker", "Turntable Mat", "Cable", "Amplifier", "Record"],
    "outdoors": ["Tent", "Lantern", "Backpack", "Camp Stool", "Water Bottle", "Hammock"],
    "home": ["Throw", "Lamp", "Vase", "Cushion", "Candle", "Shelf", "Rug"],
    "toys": ["Puzzle", "Board Game", "Kite", "Train Set", "Dice Set", "Spinning Top"],
    "garden": ["Trowel", "Planter", "Watering Can", "Seed Kit", "Bird Feeder", "Pruner"],
}
OPENINGS = [
    "Made in small batches by a workshop that has done one thing well for decades.",
    "A quiet favourite with customers who come back for a second one.",
    "Designed to be used every day and to look better with age.",
    "Light enough to carry anywhere, solid enough to last for years.",
    "Chosen after a season of testing against a dozen alternatives.",
    "Finished by hand, so each one differs a little from the next.",
]
DETAILS = [
    "The {material} is sourced from a single supplier we have visited.",
    "It comes in a plain cardboard box with no plastic inside.",
    "Spare parts are available for at least ten years.",
    "Wipe it clean with a damp cloth; no special care is needed.",
    "Measures about {size} cm along its longest side.",
    "Sold with a two-year guarantee against defects.",
]
CLOSINGS = [
    "A thoughtful gift.", "Good value for what it is.", "Best kept out of direct sunlight.",
    "Ships within two working days.", "Pairs well with the rest of the range.",
]
SELLER_WORDS = ["North", "Harbour", "Maple", "Copper", "Linden", "Aster", "Juniper", "Fjord",
                "Café", "Señor", "Zürich", "東京"]
SELLER_KINDS = ["Goods", "Workshop", "Trading Co.", "Supply", "& Sons", "Atelier", "Studio"]


def synthetic_catalog(count, seed):
    """`count` products from `seed`: same categories, the bundled sellers plus generated ones."""
    rng = random.Random(seed)
    sellers = list(SELLERS)
    for index in range(max(0, count // 200 - len(SELLERS))):
        name = f"{rng.choice(SELLER_WORDS)} {rng.choice(SELLER_KINDS)} {index + 1}"
        about = (f"{name} sells through Aisle. {rng.choice(OPENINGS)} "
                 f"{rng.choice(CLOSINGS)}")
        sellers.append((f"s-gen-{index + 1:05d}", name, about))
    seller_ids = [sid for sid, _, _ in sellers]
    category_ids = [cid for cid, _ in CATEGORIES]
    width = max(3, len(str(count)))
    products = []
    for number in range(1, count + 1):
        category = rng.choice(category_ids)
        material = rng.choice(MATERIALS)
        name = f"{rng.choice(ADJECTIVES)} {material} {rng.choice(NOUNS[category])}"
        detail = rng.choice(DETAILS).format(material=material.lower(), size=rng.randint(5, 120))
        description = f"{rng.choice(OPENINGS)} {detail} {rng.choice(CLOSINGS)}"
        # Prices end in 00, 50 or 99 cents, as shops price things; ~9% are out of stock.
        price = rng.randint(3, 400) * 100 + rng.choice([0, 50, 99]) - 100
        stock = 0 if rng.random() < 0.09 else rng.randint(1, 250)
        products.append({
            "id": f"p-{number:0{width}d}",
            "name": name,
            "category": category,
            "seller": rng.choice(seller_ids),
            "price": max(price, 99),
            "stock": stock,
            "description": description,
        })
    return document(sellers, products)


def render(catalog):
    return json.dumps(catalog, indent=2, ensure_ascii=False) + "\n"


def main(argv):
    parser = argparse.ArgumentParser(
        prog="scripts/generate-catalog.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  scripts/generate-catalog.py                   # rewrite Resources/catalog.json\n"
               "  scripts/generate-catalog.py --check           # fail if it is out of date\n"
               "  scripts/generate-catalog.py --products 1000 --seed 1 --out /tmp/c1k.json\n"
               "  scripts/generate-catalog.py --products 100000 --seed 1 --out /tmp/c100k.json\n"
               "  aisle --catalog /tmp/c100k.json\n",
    )
    parser.add_argument("--products", type=int, metavar="N",
                        help="generate a synthetic catalog of N products (default: the bundled "
                             "hand-written catalog)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="random seed for --products; the same seed gives the same file "
                             "(default: 1)")
    parser.add_argument("--out", metavar="FILE",
                        help="where to write; '-' for standard output (default: "
                             "Resources/catalog.json, or standard output with --products)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if Resources/catalog.json differs from what "
                             "the script would generate")
    args = parser.parse_args(argv)

    if args.products is not None and args.products < 0:
        parser.error("--products must be 0 or more")
    if args.check:
        if args.products is not None or args.out is not None:
            parser.error("--check compares the bundled catalog only")
        current = BUNDLED.read_text(encoding="utf-8") if BUNDLED.exists() else None
        if current != render(bundled_catalog()):
            print(f"{BUNDLED} is out of date: run scripts/generate-catalog.py", file=sys.stderr)
            return 1
        return 0

    if args.products is None:
        text, out = render(bundled_catalog()), args.out or str(BUNDLED)
    else:
        text, out = render(synthetic_catalog(args.products, args.seed)), args.out or "-"
    if out == "-":
        sys.stdout.write(text)
    else:
        Path(out).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
