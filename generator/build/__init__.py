"""The build: the recipe as named stages (recipe), the print plan and its jobs (with the print-shop
board of their covers and the kit's checklist page), the kit,
merging PDFs, reprints, and what is kept between runs (cache). May import every stage below it
(model/, validate/, layout/, draw/, rulebook/, games/); never serve/ or commands/.
"""
