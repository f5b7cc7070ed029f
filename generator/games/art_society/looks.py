"""What the checks and the rulebook know of the painting themes and frame types without drawing them:
their ids, Polish names and the frames' width factors (paintings/styles.py holds the colours that draw
them; tests/test_imports.py keeps these tables equal to its)."""

from __future__ import annotations

THEME_LABELS = {
    "zycie-miejskie": "Życie miejskie",
    "portret": "Portret",
    "martwa-natura": "Martwa natura",
    "pejzaz": "Pejzaż",
}
FRAME_LABELS = {"zlota": "złota", "srebrna": "srebrna", "drewniana": "drewniana", "czarna": "czarna"}
FRAME_WIDTH = {"zlota": 1.0, "srebrna": 0.8, "drewniana": 0.9, "czarna": 0.45}  # × the base frame width
