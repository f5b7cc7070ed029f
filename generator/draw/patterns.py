"""A player's pattern on a round swatch: the second cue, besides colour, that tells players' pieces
apart (Art Society's lollipops, a board's owner band, board/owners.py). The names are the model's
(`vocab.DiscPattern`); this module draws them with reportlab.

The pattern is painted in a lighter tint of the player's colour over a disc of that colour; the
caller clips it to the disc (it may reach past the radius).
"""

from __future__ import annotations

import math

from reportlab.lib import colors


def mix(color, other, t: float):
    """`color` moved the share `t` of the way to `other` (reportlab colours)."""
    return colors.Color(
        color.red + (other.red - color.red) * t,
        color.green + (other.green - color.green) * t,
        color.blue + (other.blue - color.blue) * t,
    )


def lighter(base):
    """The tint a pattern is drawn in over its base colour."""
    return mix(base, colors.white, 0.42)


def draw_disc_pattern(c, pattern: str, cx: float, cy: float, r: float, base, light) -> None:
    """The pattern over a disc of radius r centred at (cx, cy) (clipped by the caller)."""
    c.setFillColor(base)
    c.circle(cx, cy, r, stroke=0, fill=1)
    c.setFillColor(light)
    c.setStrokeColor(light)
    if pattern == "spiral":
        arms = 4
        for k in range(arms):
            p = c.beginPath()
            steps = 40
            pts_out, pts_in = [], []
            for s in range(steps + 1):
                t = s / steps
                ang = math.radians(k * 360 / arms + t * 300)
                rad = r * t * 1.05
                width = math.radians(22) * (0.3 + t)
                pts_out.append((cx + rad * math.cos(ang + width), cy + rad * math.sin(ang + width)))
                pts_in.append((cx + rad * math.cos(ang - width * 0.2), cy + rad * math.sin(ang - width * 0.2)))
            p.moveTo(cx, cy)
            for pt in pts_out:
                p.lineTo(*pt)
            for pt in reversed(pts_in):
                p.lineTo(*pt)
            p.close()
            c.drawPath(p, stroke=0, fill=1)
    elif pattern == "stripes":
        n = 12
        for k in range(0, n, 2):
            p = c.beginPath()
            a0, a1 = math.radians(k * 360 / n), math.radians((k + 1) * 360 / n)
            p.moveTo(cx, cy)
            p.lineTo(cx + 2 * r * math.cos(a0), cy + 2 * r * math.sin(a0))
            p.lineTo(cx + 2 * r * math.cos(a1), cy + 2 * r * math.sin(a1))
            p.close()
            c.drawPath(p, stroke=0, fill=1)
    elif pattern == "dots":
        step = r * 0.34
        dot = step * 0.28
        j = 0
        y = cy - 2 * r
        while y < cy + 2 * r:
            x = cx - 2 * r + (step / 2 if j % 2 else 0)
            while x < cx + 2 * r:
                c.circle(x, y, dot, stroke=0, fill=1)
                x += step
            y += step * 0.87
            j += 1
    elif pattern == "rings":
        c.setLineWidth(r * 0.09)
        rad = r * 0.16
        while rad < r * 1.3:
            c.circle(cx, cy, rad, stroke=1, fill=0)
            rad += r * 0.2
