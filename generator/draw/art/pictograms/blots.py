"""Irregular ink blots with splash droplets, deterministic per seed."""

from __future__ import annotations

import math
import random

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from generator.draw.art.pictograms.base import DEFAULT_INK

# --------------------------------------------------------------------------
# ink blots


def _smooth_closed(c, pts):
    """Closed Catmull-Rom spline through ``pts`` as a bezier path."""
    p = c.beginPath()
    n = len(pts)
    p.moveTo(*pts[0])
    for i in range(n):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        p.curveTo(
            p1[0] + (p2[0] - p0[0]) / 6,
            p1[1] + (p2[1] - p0[1]) / 6,
            p2[0] - (p3[0] - p1[0]) / 6,
            p2[1] - (p3[1] - p1[1]) / 6,
            *p2,
        )
    p.close()
    return p


def _splash_arm(c, rng, cx, cy, base):
    """Tapered streak thrown out of the blot, ending in a round drop."""
    a = rng.uniform(0, 2 * math.pi)
    ux, uy = math.cos(a), math.sin(a)
    r_end = rng.uniform(2.2, 3.6)
    length = base * rng.uniform(1.3, 1.6)
    tx = min(max(cx + length * ux, 6 + r_end), 94 - r_end)
    ty = min(max(cy + length * uy, 6 + r_end), 94 - r_end)
    bx, by = cx + base * 0.6 * ux, cy + base * 0.6 * uy
    mx, my = (bx + tx) / 2, (by + ty) / 2
    w0, w1 = rng.uniform(4, 6.5), rng.uniform(0.7, 1.3)
    p = c.beginPath()
    p.moveTo(bx - uy * w0, by + ux * w0)
    p.curveTo(mx - uy * w1, my + ux * w1, mx - uy * w1, my + ux * w1, tx - uy * w1, ty + ux * w1)
    p.lineTo(tx + uy * w1, ty - ux * w1)
    p.curveTo(mx + uy * w1, my - ux * w1, mx + uy * w1, my - ux * w1, bx + uy * w0, by - ux * w0)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.circle(tx, ty, r_end, stroke=0, fill=1)


def draw_blot(canvas: Canvas, x: float, y: float, size: float, seed: int, ink: Color = DEFAULT_INK) -> None:
    """Irregular ink blot with splash droplets; the same seed gives the same blot."""
    rng = random.Random(seed)
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / 100.0, size / 100.0)
    canvas.setFillColor(ink)
    cx, cy = 50 + rng.uniform(-4, 4), 50 + rng.uniform(-4, 4)
    base = rng.uniform(24, 28)
    n = rng.randint(10, 15)
    pts = []
    for i in range(n):
        a = (i + rng.uniform(-0.3, 0.3)) * 2 * math.pi / n
        r = base * (rng.uniform(1.15, 1.38) if rng.random() < 0.3 else rng.uniform(0.7, 1.05))
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    canvas.drawPath(_smooth_closed(canvas, pts), stroke=0, fill=1)
    for _ in range(rng.randint(1, 3)):
        _splash_arm(canvas, rng, cx, cy, base)
    for _ in range(rng.randint(3, 7)):
        a = rng.uniform(0, 2 * math.pi)
        d = base * rng.uniform(1.3, 1.7)
        r = rng.uniform(1.2, 4.2)
        for _ in range(rng.choice((1, 1, 2))):
            dx = min(max(cx + d * math.cos(a), 6 + r), 94 - r)
            dy = min(max(cy + d * math.sin(a), 6 + r), 94 - r)
            canvas.circle(dx, dy, r, stroke=0, fill=1)
            d, r = d + r + 3, r * 0.55
    canvas.restoreState()
