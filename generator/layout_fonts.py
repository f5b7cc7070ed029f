"""The faces as reportlab's layout sees them: platypus (whether a player aid fits:
kinds/_aid_layout.fits, the rulebook) measures with the faces registered with reportlab, the same
TrueType faces a PDF embeds (fonts.register_fonts), so a layout and a drawing agree.
"""
from __future__ import annotations

from .fonts import MAPPINGS, register_fonts

__all__ = ["MAPPINGS", "register"]


def register() -> None:
    """Every face known to reportlab for laying text out (and drawing: the same registration)."""
    register_fonts()
