"""Art drawn in code: pictograms and their names. Draws on a reportlab canvas it is given; imports
only low-level helpers (units, the canvas helpers), never a kind or a game."""
