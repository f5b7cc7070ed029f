"""The sitters of the portrait theme's subjects, each drawn where its caller puts it (head centre and
half width, or feet and height): one painter uses a sitter alone on a small picture (portrait_scenes)
and inside a scene on a wide one (portrait_rooms, portrait_groups). Colours picked at random are the
callers' choice, passed in, so that each caller keeps its own sequence of draws."""

from __future__ import annotations

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings.people import INK, LINEN, SKINS, bust, head
from generator.games.art_society.paintings.shapes import ellipse, fill_circle, poly, rect, stroke_line

_H = HexColor


def watchmaker(c, cx, cy, r) -> None:
    """The old watchmaker: grey hair, a white beard, round spectacles, a dark coat."""
    bust(c, cx, cy - r * 1.7, r * 2.3, _H("#3E3A4F"), white)
    rect(c, cx - r * 0.3, cy - r * 1.8, r * 0.6, r * 0.6, SKINS[0])
    fill_circle(c, cx, cy + r * 0.2, r * 1.1, _H("#D8D8D8"))
    head(c, cx, cy, r, SKINS[0])
    poly(
        c,
        [
            (cx - r * 0.85, cy - r * 0.3),
            (cx + r * 0.85, cy - r * 0.3),
            (cx + r * 0.5, cy - r * 1.6),
            (cx, cy - r * 1.9),
            (cx - r * 0.5, cy - r * 1.6),
        ],
        _H("#EDEDED"),
    )
    ellipse(c, cx, cy - r * 0.62, r * 0.18, r * 0.06, _H("#B0474F"))
    c.setStrokeColor(INK)
    c.setLineWidth(r * 0.07)
    for k in (-1, 1):
        c.circle(cx + k * r * 0.38, cy + r * 0.1, r * 0.22, stroke=1, fill=0)
    stroke_line(c, cx - r * 0.16, cy + r * 0.12, cx + r * 0.16, cy + r * 0.12, INK, r * 0.06)


def stranger(c, cx, cy, r, skin: Color, hair: Color, cloth: Color) -> None:
    """The young woman in profile, looking right: hair in a bun, a pearl earring."""
    bust(c, cx - r * 0.3, cy - r * 1.6, r * 1.9, cloth, front=False)
    rect(c, cx - r * 0.45, cy - r * 1.7, r * 0.6, r * 0.8, skin)
    fill_circle(c, cx - r * 0.95, cy + r * 0.55, r * 0.5, hair)
    ellipse(c, cx - r * 0.1, cy, r * 0.85, r * 1.15, skin)
    poly(c, [(cx + r * 0.6, cy + r * 0.3), (cx + r * 1.05, cy - r * 0.2), (cx + r * 0.65, cy - r * 0.3)], skin)
    ellipse(c, cx + r * 0.7, cy - r * 0.55, r * 0.14, r * 0.06, _H("#B0474F"))
    p = c.beginPath()
    p.moveTo(cx - r * 0.95, cy - r * 0.7)
    p.curveTo(cx - r * 1.1, cy + r * 0.9, cx - r * 0.2, cy + r * 1.5, cx + r * 0.6, cy + r * 0.7)
    p.lineTo(cx + r * 0.1, cy + r * 0.6)
    p.curveTo(cx - r * 0.4, cy + r * 0.5, cx - r * 0.5, cy, cx - r * 0.6, cy - r * 0.7)
    p.close()
    c.setFillColor(hair)
    c.drawPath(p, stroke=0, fill=1)
    ellipse(c, cx + r * 0.45, cy + r * 0.15, r * 0.12, r * 0.07, white)
    fill_circle(c, cx + r * 0.5, cy + r * 0.15, r * 0.05, INK)
    fill_circle(c, cx - r * 0.25, cy - r * 0.35, r * 0.09, white)


def gentleman(c, cx, cy, r, skin: Color, coat: Color) -> None:
    """The gentleman in a bowler hat, with a moustache and a red tie."""
    bust(c, cx, cy - r * 1.6, r * 2.4, coat, white)
    poly(
        c,
        [
            (cx - r * 0.15, cy - r * 1.65),
            (cx + r * 0.15, cy - r * 1.65),
            (cx + r * 0.2, cy - r * 2.6),
            (cx - r * 0.2, cy - r * 2.6),
        ],
        _H("#C8324E"),
    )
    rect(c, cx - r * 0.3, cy - r * 1.6, r * 0.6, r * 0.5, skin)
    head(c, cx, cy, r, skin)
    for k in (-1, 1):  # moustache
        ellipse(c, cx + k * r * 0.2, cy - r * 0.42, r * 0.22, r * 0.08, _H("#3B2A20"))
    hat = _H("#1E1B24")
    rect(c, cx - r * 1.3, cy + r * 0.8, r * 2.6, r * 0.18, hat)
    c.setFillColor(hat)
    c.wedge(cx - r * 0.9, cy + r * 0.3, cx + r * 0.9, cy + r * 2.0, 0, 180, stroke=0, fill=1)
    rect(c, cx - r * 0.9, cy + r * 0.9, r * 1.8, r * 0.16, _H("#8C2B3A"))


def girl(c, cx, cy, r, skin: Color, hair: Color, bow: Color) -> None:
    """The girl in a sailor collar with a big ribbon bow, holding a red ball."""
    bust(c, cx, cy - r * 1.4, r * 1.8, LINEN)
    poly(c, [(cx - r * 1.3, cy - r * 1.4), (cx + r * 1.3, cy - r * 1.4), (cx, cy - r * 2.4)], _H("#2B4C7E"))
    poly(c, [(cx - r * 0.8, cy - r * 1.4), (cx + r * 0.8, cy - r * 1.4), (cx, cy - r * 2.0)], LINEN)
    fill_circle(c, cx, cy + r * 0.25, r * 1.1, hair)
    head(c, cx, cy - r * 0.05, r * 0.95, skin, smile=True)
    rect(c, cx - r, cy + r * 0.7, r * 2, r * 0.35, hair)
    bx, by = cx + r * 0.7, cy + r * 1.15
    poly(c, [(bx, by), (bx - r * 0.5, by + r * 0.3), (bx - r * 0.5, by - r * 0.3)], bow)
    poly(c, [(bx, by), (bx + r * 0.5, by + r * 0.3), (bx + r * 0.5, by - r * 0.3)], bow)
    fill_circle(c, bx, by, r * 0.12, bow)
    fill_circle(c, cx + r * 1.1, cy - r * 2.1, r * 0.45, _H("#D7263D"))
    fill_circle(c, cx + r * 0.95, cy - r * 1.95, r * 0.12, _H("#F4A3A8"))
    ellipse(c, cx + r * 0.95, cy - r * 2.2, r * 0.22, r * 0.14, skin)


def walker(c, x, y, s, dress: Color, skin: Color, hair: Color, parasol: Color) -> None:
    """The lady with a parasol, whole, standing on (x, y), `s` about her height with the parasol."""
    poly(c, [(x - s * 0.18, y), (x + s * 0.18, y), (x + s * 0.06, y + s * 0.45), (x - s * 0.06, y + s * 0.45)], dress)
    rect(c, x - s * 0.06, y + s * 0.45, s * 0.12, s * 0.15, dress)
    fill_circle(c, x, y + s * 0.66, s * 0.055, skin)
    fill_circle(c, x - s * 0.03, y + s * 0.7, s * 0.045, hair)
    ellipse(c, x, y + s * 0.72, s * 0.1, s * 0.02, _H("#E3B23C"))
    stroke_line(c, x + s * 0.05, y + s * 0.5, x + s * 0.12, y + s * 0.85, INK, s * 0.008)
    c.setFillColor(parasol)
    c.wedge(x - s * 0.08, y + s * 0.72, x + s * 0.32, y + s * 1.0, 0, 180, stroke=0, fill=1)


def newlywed(c, cx, cy, r, skin: Color, hair: Color, bride: bool) -> None:
    """The groom in his black coat or the bride in white with her veil."""
    bust(c, cx, cy - r * 1.6, r * 1.9, LINEN if bride else _H("#1E1B24"), None if bride else white)
    rect(c, cx - r * 0.3, cy - r * 1.7, r * 0.6, r * 0.6, skin)
    if bride:
        poly(c, [(cx - r * 1.3, cy - r * 2.5), (cx, cy + r * 1.5), (cx + r * 1.3, cy - r * 2.5)], _H("#F4F1EA"))
    fill_circle(c, cx, cy + r * 0.3, r * 1.05, hair)
    head(c, cx, cy, r, skin, smile=True)
    rect(c, cx - r, cy + r * 0.75, r * 2, r * 0.4, hair)


def painter(c, cx, cy, r, skin: Color, beard: Color) -> None:
    """The painter in a beret and smock with a red scarf, holding his palette and a brush."""
    bust(c, cx, cy - r * 1.6, r * 2.3, _H("#D9D2C0"))
    rect(c, cx - r * 0.3, cy - r * 1.7, r * 0.6, r * 0.6, skin)
    poly(c, [(cx - r * 0.5, cy - r * 1.6), (cx + r * 0.5, cy - r * 1.6), (cx, cy - r * 2.1)], _H("#C8324E"))
    head(c, cx, cy, r, skin)
    poly(c, [(cx - r * 0.6, cy - r * 0.9), (cx + r * 0.6, cy - r * 0.9), (cx, cy - r * 1.5)], beard)
    ellipse(c, cx - r * 0.1, cy + r * 1.05, r * 1.15, r * 0.45, _H("#1E1B24"))
    stroke_line(c, cx, cy + r * 1.45, cx + r * 0.1, cy + r * 1.65, _H("#1E1B24"), r * 0.1)
    px, py = cx - r * 1.2, cy - r * 2.4
    ellipse(c, px, py, r * 0.9, r * 0.55, _H("#C9A06A"))
    for k, col in enumerate((_H("#D7263D"), _H("#F2CB4C"), _H("#2E5C9A"), white, _H("#2D6A4F"))):
        fill_circle(c, px - r * 0.5 + k * r * 0.25, py + r * 0.2 - (k % 2) * r * 0.25, r * 0.12, col)
    stroke_line(c, px + r * 0.6, py - r * 0.3, px + r * 1.3, py + r * 0.9, _H("#5B3A22"), r * 0.08)
