"""Small drawing helpers shared by the theme painters and the frames: colour blends, filled
shapes, clipping and smooth random curves."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from reportlab.lib.colors import Color

# --------------------------------------------------------------------------
# small drawing helpers (all work in the current, translated, user space)
# --------------------------------------------------------------------------

Point = tuple[float, float]

# a picture at least this many times wider than tall is painted as one wide scene (a group, a room, a
# laid table), not as the small picture's single motif
WIDE = 1.7


def mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend ``a`` -> ``b`` (t = 0 gives a, 1 gives b)."""
    return Color(
        a.red + (b.red - a.red) * t,
        a.green + (b.green - a.green) * t,
        a.blue + (b.blue - a.blue) * t,
    )


def poly_path(c, pts: Sequence[Point]):
    p = c.beginPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    p.close()
    return p


def poly(c, pts: Sequence[Point], col: Color) -> None:
    c.setFillColor(col)
    c.drawPath(poly_path(c, pts), stroke=0, fill=1)


def rect(c, x: float, y: float, w: float, h: float, col: Color) -> None:
    c.setFillColor(col)
    c.rect(x, y, w, h, stroke=0, fill=1)


def fill_circle(c, x: float, y: float, r: float, col: Color) -> None:
    c.setFillColor(col)
    c.circle(x, y, r, stroke=0, fill=1)


def ellipse(c, cx: float, cy: float, rx: float, ry: float, col: Color) -> None:
    c.setFillColor(col)
    c.ellipse(cx - rx, cy - ry, cx + rx, cy + ry, stroke=0, fill=1)


def stroke_line(c, x1: float, y1: float, x2: float, y2: float, col: Color, lw: float) -> None:
    c.setStrokeColor(col)
    c.setLineWidth(lw)
    c.line(x1, y1, x2, y2)


def clip(c, path) -> None:
    c.clipPath(path, stroke=0, fill=0)


def almond_path(c, cx: float, cy: float, hw: float, hh: float):
    """Lens / eye shape path centred on (cx, cy)."""
    p = c.beginPath()
    p.moveTo(cx - hw, cy)
    p.curveTo(cx - hw * 0.4, cy + hh * 1.35, cx + hw * 0.4, cy + hh * 1.35, cx + hw, cy)
    p.curveTo(cx + hw * 0.4, cy - hh * 1.35, cx - hw * 0.4, cy - hh * 1.35, cx - hw, cy)
    p.close()
    return p


def wave(rng: random.Random, amp: float, w: float) -> Callable[[float], float]:
    """A smooth random 1-D function on [0, w] with amplitude about ``amp``."""
    terms = []
    for k in range(3):
        freq = (k + 1) * rng.uniform(0.6, 1.3) * 2 * math.pi / max(w, 1e-6)
        terms.append((amp * rng.uniform(0.3, 1.0) / (k + 1), freq, rng.uniform(0, 2 * math.pi)))
    return lambda x: sum(a * math.sin(f * x + ph) for a, f, ph in terms)


def varied(rng: random.Random, items: Sequence):
    """An endless run of `items` (one listed twice comes twice as often), none coming again before
    about half the others came between: what a wide scene sets along its width (clocks, hats, vessels)
    varies instead of repeating one piece."""
    pool = list(items)
    gap = min(len(pool) // 2, len(set(map(id, pool))) - 1)
    recent: list = []
    while True:
        pick = rng.choice([item for item in pool if all(item is not r for r in recent)])
        yield pick
        recent = (recent + [pick])[-gap:] if gap > 0 else []


def spans(rng: random.Random, x0: float, x1: float, lo: float, hi: float, gap: float = 0.0) -> list[Point]:
    """(left, width) of pieces `lo`..`hi` wide set side by side from `x0` to `x1`, up to `gap` apart
    (a random share of it each time); the last piece is cut to end at `x1`, none is narrower than `lo`/2."""
    out: list[Point] = []
    x = x0
    while x1 - x >= lo / 2:
        width = min(rng.uniform(lo, hi), x1 - x)
        out.append((x, width))
        x += width + gap * rng.random()
    return out
