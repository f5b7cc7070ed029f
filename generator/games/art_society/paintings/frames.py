"""Picture frames: a band of the frame type's look, drawn inward from a rectangle's edge."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from reportlab.lib.colors import Color, HexColor

from generator.draw.kinds.reuse import draw_once
from generator.games.art_society.paintings.shapes import Point, clip, ellipse, fill_circle, mix, poly, poly_path
from generator.games.art_society.paintings.styles import FrameStyle, frame_style


def _frame_sides(w: float, h: float, t: float) -> dict[str, list[Point]]:
    """Mitred trapezoids of a frame band of thickness ``t`` (local coords)."""
    return {
        "top": [(0, h), (w, h), (w - t, h - t), (t, h - t)],
        "left": [(0, 0), (t, t), (t, h - t), (0, h)],
        "bottom": [(0, 0), (w, 0), (w - t, t), (t, t)],
        "right": [(w, 0), (w, h), (w - t, h - t), (w - t, t)],
    }


def _inset_rect(c, w: float, h: float, d: float, col: Color, lw: float) -> None:
    if w - 2 * d <= 0 or h - 2 * d <= 0:
        return
    c.setStrokeColor(col)
    c.setLineWidth(lw)
    c.rect(d, d, w - 2 * d, h - 2 * d, stroke=1, fill=0)


def _frame_gold(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, bead = fs.colors
    shades = {
        "top": mix(base, light, 0.45),
        "left": mix(base, light, 0.2),
        "bottom": mix(base, dark, 0.35),
        "right": mix(base, dark, 0.2),
    }
    for side, pts in _frame_sides(w, h, t).items():
        poly(c, pts, shades[side])
    lw = max(0.25, t * 0.06)
    _inset_rect(c, w, h, t * 0.2, dark, lw)
    _inset_rect(c, w, h, t * 0.8, dark, lw)
    _inset_rect(c, w, h, t - lw / 2, mix(dark, HexColor("#000000"), 0.3), lw)
    # beads along the middle line
    r = t * 0.13
    mid = t * 0.5
    if r >= 0.35:
        step = t * 0.42
        for x0, y0, x1, y1 in (
            (t, mid, w - t, mid),
            (t, h - mid, w - t, h - mid),
            (mid, t, mid, h - t),
            (w - mid, t, w - mid, h - t),
        ):
            length = math.hypot(x1 - x0, y1 - y0)
            k = int(length // step)
            for i in range(k):
                f = (i + 0.5) / k
                bx, by = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
                c.saveState()
                c.translate(bx, by)
                # hundreds of equal beads per frame: drawn once per file, placed by reference
                draw_once(
                    c,
                    f"bead_{r:.5f}_{dark.hexval()[2:]}_{bead.hexval()[2:]}",
                    (-r, -r, r, r),
                    lambda: (fill_circle(c, 0, 0, r, dark), fill_circle(c, -r * 0.25, r * 0.25, r * 0.55, bead)),
                )
                c.restoreState()
    # corner rosettes
    for cx, cy in ((mid, mid), (w - mid, mid), (mid, h - mid), (w - mid, h - mid)):
        R = t * 0.42
        poly(c, [(cx, cy - R), (cx + R, cy), (cx, cy + R), (cx - R, cy)], dark)
        for k in range(4):
            ang = math.pi / 4 + k * math.pi / 2
            fill_circle(c, cx + math.cos(ang) * R * 0.42, cy + math.sin(ang) * R * 0.42, R * 0.3, light)
        fill_circle(c, cx, cy, R * 0.28, bead)


def _frame_silver(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, line = fs.colors
    outer = {"top": light, "left": mix(base, light, 0.5), "bottom": dark, "right": mix(base, dark, 0.5)}
    inner = {
        "top": mix(base, dark, 0.45),
        "left": mix(base, dark, 0.25),
        "bottom": mix(base, light, 0.6),
        "right": mix(base, light, 0.3),
    }
    for side, pts in _frame_sides(w, h, t).items():
        poly(c, pts, outer[side])
    ti = t * 0.4
    c.saveState()
    c.translate(t - ti, t - ti)
    for side, pts in _frame_sides(w - 2 * (t - ti), h - 2 * (t - ti), ti).items():
        poly(c, pts, inner[side])
    c.restoreState()
    lw = max(0.2, t * 0.05)
    _inset_rect(c, w, h, lw / 2, line, lw)
    _inset_rect(c, w, h, t - lw / 2, line, lw)


def _frame_wood(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, grain = fs.colors
    rng = random.Random(f"wood:{w:.3f}x{h:.3f}x{t:.3f}")
    shades = {"top": mix(base, light, 0.3), "left": base, "bottom": mix(base, dark, 0.2), "right": mix(base, dark, 0.1)}
    lw = max(0.2, t * 0.045)
    for side, pts in _frame_sides(w, h, t).items():
        path = poly_path(c, pts)
        c.setFillColor(shades[side])
        c.drawPath(path, stroke=0, fill=1)
        c.saveState()
        clip(c, path)
        c.setStrokeColor(mix(grain, dark, 0.3))
        c.setLineWidth(lw)
        horizontal = side in ("top", "bottom")
        length = w if horizontal else h
        n_lines = max(2, int(t / max(lw * 4, 0.8)))
        for j in range(n_lines):
            off = t * (j + rng.uniform(0.2, 0.8)) / n_lines
            amp = t * rng.uniform(0.03, 0.08)
            freq = 2 * math.pi / (t * rng.uniform(3, 8))
            ph = rng.uniform(0, 2 * math.pi)
            p = c.beginPath()
            steps = max(8, int(length / max(t * 0.5, 1)))
            for s_ in range(steps + 1):
                a = length * s_ / steps
                d = off + amp * math.sin(freq * a + ph)
                if side == "bottom":
                    pt = (a, d)
                elif side == "top":
                    pt = (a, h - d)
                elif side == "left":
                    pt = (d, a)
                else:
                    pt = (w - d, a)
                (p.moveTo if s_ == 0 else p.lineTo)(*pt)
            c.drawPath(p, stroke=1, fill=0)
        # knot
        if rng.random() < 0.6 and length > 6 * t:
            a = length * rng.uniform(0.2, 0.8)
            d = t * 0.5
            kx, ky = {"bottom": (a, d), "top": (a, h - d), "left": (d, a), "right": (w - d, a)}[side]
            rx, ry = (t * 0.3, t * 0.14) if horizontal else (t * 0.14, t * 0.3)
            ellipse(c, kx, ky, rx, ry, dark)
        c.restoreState()
    # mitre joints and inner edge
    c.setStrokeColor(dark)
    c.setLineWidth(lw)
    for (x0, y0), (x1, y1) in (((0, 0), (t, t)), ((w, 0), (w - t, t)), ((0, h), (t, h - t)), ((w, h), (w - t, h - t))):
        c.line(x0, y0, x1, y1)
    _inset_rect(c, w, h, t - lw, dark, lw * 2)


def _frame_black(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, line = fs.colors
    for _side, pts in _frame_sides(w, h, t).items():
        poly(c, pts, base)
    lw = max(0.2, min(0.6, t * 0.08))
    _inset_rect(c, w, h, lw / 2, light, lw)
    _inset_rect(c, w, h, t - lw / 2, dark, lw)


_FRAMERS: dict[str, Callable[..., None]] = {
    "zlota": _frame_gold,
    "srebrna": _frame_silver,
    "drewniana": _frame_wood,
    "czarna": _frame_black,
}


def draw_frame(canvas, x: float, y: float, w: float, h: float, frame: str, width: float) -> None:
    """Draw a ``frame`` band ``width`` points thick inward from the rectangle edge.

    Nothing is drawn outside the rectangle; the width is clamped to half the
    shorter side.  A non-positive width draws nothing.
    """
    if width <= 0 or w <= 0 or h <= 0:
        return
    _draw_frame(canvas, x, y, w, h, frame, width)


def _draw_frame(canvas, x: float, y: float, w: float, h: float, frame: str, width: float) -> None:
    fs = frame_style(frame)
    t = min(width, w / 2, h / 2)
    canvas.saveState()
    try:
        clip(canvas, poly_path(canvas, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
        canvas.translate(x, y)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setDash([])
        _FRAMERS[frame](canvas, w, h, t, fs)
    finally:
        canvas.restoreState()
