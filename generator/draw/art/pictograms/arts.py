"""Pictograms of pictures, paper and music: painting, etching, quill, record, calendar, books,
stamps, postcards, guitar and lute."""

from __future__ import annotations

import math

from generator.draw.art.pictograms.base import (
    HAIR,
    THIN,
    arc,
    crown,
    draw_shape,
    ellipse,
    fill_circle,
    icon_for,
    moved_origin,
    polar,
    rect,
    stroke_line,
    svg_path,
)

# --------------------------------------------------------------------------
# pictograms


@icon_for("obraz")
def _obraz(c, P):
    """Portrait of a lady in a heavy bevelled frame."""
    rect(c, 8, 6, 84, 88, r=2, fill=P.mid)
    for (ox, oy), (ix, iy) in zip([(8, 6), (92, 6), (92, 94), (8, 94)], [(19, 17), (81, 17), (81, 83), (19, 83)]):
        stroke_line(c, (ox, oy), (ix, iy), w=THIN)
    rect(c, 19, 17, 62, 66, fill=P.light)
    svg_path(c, "M 27 17 C 27 34 38 40 50 40 C 62 40 73 34 73 17 Z", fill=P.ink, w=THIN)
    svg_path(c, "M 42 40 L 50 28 L 58 40 Z", fill=P.paper, w=THIN)
    ellipse(c, 50, 54, 8.5, 11, fill=P.paper, w=THIN)
    svg_path(
        c,
        "M 40 50 C 36 66 44 74 52 73 C 60 72 64 64 60 50 C 58 60 54 64 44 62 C 42 58 41 54 40 50 Z",
        fill=P.ink,
        w=THIN,
    )
    fill_circle(c, 58, 72, 5, fill=P.ink, stroke=False)
    for cx, cy in [(13.5, 11.5), (86.5, 11.5), (86.5, 88.5), (13.5, 88.5)]:
        fill_circle(c, cx, cy, 2.2, fill=P.ink, stroke=False)


@icon_for("grafika")
def _grafika(c, P):
    """Etching on a pinned sheet: hatched landscape, plate mark, signature."""
    svg_path(c, "M 14 6 L 74 6 L 86 18 L 86 92 L 14 92 Z", fill=P.paper)
    svg_path(c, "M 74 6 L 74 18 L 86 18 Z", fill=P.light, w=THIN)
    rect(c, 21, 30, 58, 54, w=THIN)
    c.saveState()
    clip = c.beginPath()
    clip.rect(21, 30, 58, 54)
    c.clipPath(clip, stroke=0, fill=0)
    for y in range(34, 84, 4):
        stroke_line(c, (21, y), (79, y), stroke=P.mid, w=HAIR)
    fill_circle(c, 62, 70, 7, fill=P.paper, w=THIN)
    svg_path(
        c, "M 21 30 L 21 52 C 30 64 36 66 44 56 C 50 48 56 58 64 54 C 70 50 74 48 79 50 L 79 30 Z", fill=P.ink, w=THIN
    )
    for x in range(24, 80, 5):
        stroke_line(c, (x, 31), (x + 6, 42), stroke=P.mid, w=HAIR)
    c.restoreState()
    svg_path(c, "M 52 19 C 55 24 57 15 60 19 C 63 23 65 16 70 18", w=THIN)
    stroke_line(c, (26, 19), (40, 19), w=THIN)
    fill_circle(c, 50, 88, 2.6, fill=P.ink, stroke=False)


@icon_for("gitara")
def _gitara(c, P):
    """Acoustic guitar: figure-eight body, rosette, long neck, headstock."""
    with moved_origin(c, 50, 50, -18):
        rect(c, -4, 12, 8, 25, fill=P.ink, w=THIN)
        rect(c, -6, 35, 12, 10, r=2, fill=P.mid, w=THIN)
        for y in (38, 42):
            fill_circle(c, -8, y, 1.6, fill=P.ink, stroke=False)
            fill_circle(c, 8, y, 1.6, fill=P.ink, stroke=False)
        svg_path(
            c,
            "M 0 -44 C -16 -44 -22 -34 -22 -23 C -22 -13 -14 -9 -13 -4 "
            "C -12 0 -16 3 -16 9 C -16 16 -9 20 0 20 C 9 20 16 16 16 9 "
            "C 16 3 12 0 13 -4 C 14 -9 22 -13 22 -23 C 22 -34 16 -44 0 -44 Z",
            fill=P.light,
        )
        fill_circle(c, 0, 0, 6.5, fill=P.ink, stroke=False)
        fill_circle(c, 0, 0, 9, w=HAIR)
        rect(c, -8, -31, 16, 4, r=1, fill=P.ink, stroke=False)
        for x in (-2.4, -0.8, 0.8, 2.4):
            stroke_line(c, (x, -29), (x, 41), stroke=P.mid, w=0.4)


@icon_for("lutnia")
def _lutnia(c, P):
    """Lute: pear-shaped body, carved rosette, short neck, bent-back pegbox."""
    with moved_origin(c, 44, 46, -38):
        with moved_origin(c, 0, 36, 78):
            svg_path(c, "M -4.5 0 L 4.5 0 L 3 17 L -3 17 Z", fill=P.mid, w=THIN)
            for y in (5, 10, 15):
                stroke_line(c, (-8, y), (8, y), w=THIN)
        rect(c, -4, 12, 8, 26, fill=P.ink, w=THIN)
        svg_path(
            c,
            "M 0 -44 C -18 -44 -26 -32 -26 -20 C -26 -6 -14 4 -4 14 L 4 14 C 14 4 26 -6 26 -20 C 26 -32 18 -44 0 -44 Z",
            fill=P.light,
        )
        fill_circle(c, 0, -6, 8, fill=P.paper, w=THIN)
        for k in range(6):
            a = k * 30
            stroke_line(c, polar(0, -6, 8, a), polar(0, -6, 8, a + 180), w=HAIR)
        fill_circle(c, 0, -6, 3, fill=P.ink, stroke=False)
        rect(c, -9, -34, 18, 3.5, r=1, fill=P.ink, stroke=False)
        for x in (-2.4, -0.8, 0.8, 2.4):
            stroke_line(c, (x, -32), (x * 0.6, 37), stroke=P.mid, w=0.4)


@icon_for("pioro")
def _pioro(c, P):
    """Goose quill standing in a squat inkwell."""
    with moved_origin(c, 36, 30, 52):
        svg_path(c, "M 18 0 C 32 15 66 16 80 1 C 66 -7 40 -9 18 0 Z", fill=P.light)
        for x in (34, 48, 62):
            stroke_line(c, (x, 0), (x + 7, 8.5), stroke=P.paper, w=THIN)
            stroke_line(c, (x, 0), (x + 6, -5), w=HAIR)
        stroke_line(c, (0, 0), (82, 1.5), w=THIN)
    svg_path(c, "M 18 6 L 58 6 C 62 16 58 30 48 32 L 28 32 C 18 30 14 16 18 6 Z", fill=P.ink)
    svg_path(c, "M 23 12 C 21 18 23 24 27 27", stroke=P.mid, w=THIN)
    rect(c, 27, 31, 22, 5, r=1.5, fill=P.mid, w=THIN)


@icon_for("plyta")
def _plyta(c, P):
    """Gramophone record: black disc, grooves, label, spindle hole."""
    fill_circle(c, 50, 50, 45, fill=P.ink, stroke=False)
    for r in (40, 35, 30, 25, 20):
        fill_circle(c, 50, 50, r, stroke=P.mid, w=HAIR)
    arc(c, 50, 50, 33, 25, 40, stroke=P.light, w=THIN)
    arc(c, 50, 50, 38, 205, 40, stroke=P.light, w=THIN)
    fill_circle(c, 50, 50, 14, fill=P.light, stroke=False)
    stroke_line(c, (42, 56), (58, 56), w=THIN)
    stroke_line(c, (44, 44), (56, 44), w=THIN)
    fill_circle(c, 50, 50, 2.2, fill=P.paper, stroke=False)


@icon_for("kalendarz")
def _kalendarz(c, P):
    """Wall calendar: bound header, grid of days with one marked."""
    rect(c, 16, 5, 72, 79, r=2, fill=P.light, w=THIN)
    rect(c, 12, 8, 72, 79, r=2, fill=P.paper)
    rect(c, 12, 68, 72, 19, r=2, fill=P.ink)
    for x in (28, 68):
        rect(c, x - 3, 80, 6, 14, r=3, fill=P.mid, w=THIN)
    for row in range(4):
        for col in range(5):
            x, y = 17 + col * 13, 50 - row * 13
            mark = (row, col) == (1, 3)
            rect(c, x, y, 10, 10, r=1, fill=P.ink if mark else P.light, stroke=False)


@icon_for("nalepka")
def _nalepka(c, P):
    """Travel sticker with a star and lettering, one corner peeling off."""
    svg_path(c, "M 8 24 Q 8 16 16 16 L 64 16 L 92 44 L 92 74 Q 92 82 84 82 L 16 82 Q 8 82 8 74 Z", fill=P.light)
    svg_path(c, "M 14 28 Q 14 22 20 22 L 60 22 L 86 48 L 86 70 Q 86 76 80 76 L 20 76 Q 14 76 14 70 Z", w=HAIR)
    star = [polar(31, 49, 13 if k % 2 == 0 else 5.5, 90 + k * 36) for k in range(10)]
    stroke_line(c, *star, closed=True, fill=P.ink, w=THIN)
    for y, x1 in ((60, 78), (50, 74), (40, 62)):
        stroke_line(c, (50, y), (x1, y), stroke=P.mid, w=4)
    svg_path(c, "M 64 16 L 92 44 C 84 40 74 40 70 38 C 68 30 66 24 64 16 Z", fill=P.paper)


@icon_for("ksiazka")
def _ksiazka(c, P):
    """Antique leather-bound book with spine bands, corners and ribbon."""
    rect(c, 20, 8, 66, 82, r=1, fill=P.paper, w=THIN)
    for x in (82, 84):
        stroke_line(c, (x, 12), (x, 86), w=HAIR)
    svg_path(c, "M 58 14 L 66 14 L 66 5 L 62 8 L 58 5 Z", fill=P.ink, w=THIN)
    rect(c, 12, 12, 68, 82, r=3, fill=P.mid)
    rect(c, 12, 12, 12, 82, r=3, fill=P.ink)
    for y in (28, 52, 76):
        stroke_line(c, (14, y), (22, y), stroke=P.light, w=THIN)
    rect(c, 31, 22, 42, 62, w=THIN)
    stroke_line(c, (52, 43), (62, 53), (52, 63), (42, 53), closed=True, fill=P.light, w=THIN)
    stroke_line(c, (68, 94), (80, 94), (80, 82), closed=True, fill=P.light, w=THIN)
    stroke_line(c, (68, 12), (80, 12), (80, 24), closed=True, fill=P.light, w=THIN)


@icon_for("znaczek")
def _znaczek(c, P):
    """Postage stamp: perforated edge, framed ship picture and value."""
    x0, y0, x1, y1, hole = 12, 7, 88, 93, 2.2
    p = c.beginPath()
    p.moveTo(x0, y0)
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    for k in range(4):
        (ax, ay), (bx, by) = corners[k], corners[(k + 1) % 4]
        n = round(math.hypot(bx - ax, by - ay) / 7.6)
        for i in range(n):
            t = (i + 0.5) / n
            nx, ny = ax + (bx - ax) * t, ay + (by - ay) * t
            p.arcTo(nx - hole, ny - hole, nx + hole, ny + hole, 90 * k + 180, -180)
        p.lineTo(bx, by)
    p.close()
    draw_shape(c, p, fill=P.paper)
    rect(c, 20, 15, 60, 70, fill=P.light, w=THIN)
    svg_path(c, "M 26 36 L 74 36 L 66 26 L 32 26 Z", fill=P.ink, w=THIN)
    stroke_line(c, (50, 36), (50, 72), w=THIN)
    svg_path(c, "M 48 40 L 48 70 L 30 40 Z", fill=P.paper, w=THIN)
    svg_path(c, "M 52 42 L 52 66 L 68 42 Z", fill=P.paper, w=THIN)
    svg_path(c, "M 20 22 C 28 18 32 24 40 20 C 48 16 52 24 60 20 C 68 16 72 24 80 20", stroke=P.mid, w=THIN)
    crown(c, 31, 71, 10, fill=P.mid, w=HAIR)


@icon_for("pocztowka")
def _pocztowka(c, P):
    """Picture postcard: view on the left, address lines, stamp and postmark."""
    with moved_origin(c, 50, 50, 6):
        rect(c, -42, -28, 84, 56, r=2, fill=P.paper)
        rect(c, -39, -24, 38, 48, fill=P.light, w=THIN)
        fill_circle(c, -12, 12, 5, fill=P.paper, w=THIN)
        svg_path(c, "M -39 -24 L -39 -2 L -28 10 L -20 0 L -13 6 L -1 -8 L -1 -24 Z", fill=P.mid, w=THIN)
        svg_path(c, "M -39 -24 L -39 -16 C -30 -12 -14 -20 -1 -14 L -1 -24 Z", fill=P.ink, w=THIN)
        stroke_line(c, (4, -22), (4, 22), w=HAIR)
        for y in (-2, -10, -18):
            stroke_line(c, (9, y), (38, y), stroke=P.mid, w=THIN)
        rect(c, 27, 8, 12, 15, fill=P.mid, w=THIN)
        fill_circle(c, 24, 12, 7, w=HAIR)
