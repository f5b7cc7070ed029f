"""Przekręt's shared look: palette, złoty amounts in Polish notation, small vector icons.

Used by the Posesja, Dzierżawa and Losy card kinds so the three decks read as one product.
"""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SERIF_BOLD
from generator.games.przekret.words import NBSP, typeset, zl  # noqa: F401  (the drawing modules take them from here)
from generator.model.units import mm

PAPER = colors.HexColor("#fbf6ea")
INK = colors.HexColor("#1f1b17")
MUTED = colors.HexColor("#4f483f")  # secondary text: 8.4:1 on PAPER, 7.5:1 on the lease voucher
RULE = colors.HexColor("#cdbfa6")
GOLD = colors.HexColor("#b8892b")
NAVY = colors.HexColor("#1e2c45")
RED = colors.HexColor("#a8322d")


def fill_bleed(canvas, w: float, h: float, color) -> None:
    canvas.setFillColor(color)
    canvas.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)


def small_token(canvas, cx: float, cy: float, r: float, color=GOLD) -> None:
    """A room token: a small coin."""
    canvas.saveState()
    canvas.setFillColor(color)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.4)
    canvas.circle(cx, cy, r, stroke=1, fill=1)
    canvas.setStrokeColor(colors.Color(1, 1, 1, alpha=0.6))
    canvas.circle(cx, cy, r * 0.62, stroke=1, fill=0)
    canvas.restoreState()


def token_face(canvas, cx: float, cy: float, r: float, color: str, ink: str, letter: str) -> None:
    """A token as the token sheet prints it: a disc of its face's colour with its letter (P, A) in the
    face's ink, so a rent row shows the very token that earns it (kit review r21, minor 4)."""
    canvas.saveState()
    canvas.setFillColor(colors.HexColor(color))
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.4)
    canvas.circle(cx, cy, r, stroke=1, fill=1)
    size = r * 1.3  # the letter's capitals about two thirds of the disc's height
    canvas.setFillColor(colors.HexColor(ink))
    canvas.setFont(SERIF_BOLD, size)
    canvas.drawCentredString(cx, cy - size * 0.35, letter)  # optical centre, as on the token
    canvas.restoreState()


def large_token(canvas, cx: float, cy: float, r: float, color=NAVY) -> None:
    """An apartment token: a larger coin with a roof."""
    canvas.saveState()
    canvas.setFillColor(color)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.4)
    canvas.circle(cx, cy, r, stroke=1, fill=1)
    canvas.setFillColor(colors.white)
    p = canvas.beginPath()
    p.moveTo(cx - r * 0.55, cy - r * 0.1)
    p.lineTo(cx, cy + r * 0.5)
    p.lineTo(cx + r * 0.55, cy - r * 0.1)
    p.lineTo(cx + r * 0.38, cy - r * 0.1)
    p.lineTo(cx + r * 0.38, cy - r * 0.5)
    p.lineTo(cx - r * 0.38, cy - r * 0.5)
    p.lineTo(cx - r * 0.38, cy - r * 0.1)
    p.close()
    canvas.drawPath(p, stroke=0, fill=1)
    canvas.restoreState()
