"""Drawing: the PDF canvas helpers (pdf), fonts, fitting text, pieces imposed on sheets,
the component kinds (kinds/, one module each, their drawing in a sibling module) and art drawn in
code. May import model/ and layout/; a kind may import rulebook/ to lay out text; never build/,
serve/ or commands/.
"""
