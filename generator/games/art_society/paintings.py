"""Generated abstract "paintings" and picture frames for the Art Society kit.

Everything here is drawn procedurally with reportlab vector primitives: flat
colour planes, circles and Bezier curves in the spirit of the Polish poster
school and the Bauhaus.  No images and no existing artwork are used.

Public API
----------
``THEMES``
    theme id -> :class:`ThemeStyle` (Polish label, palette, accent, symbol).
``FRAMES``
    frame id -> :class:`FrameStyle` (Polish label, colours, width factor).
``draw_painting(canvas, x, y, w, h, theme, seed)``
    Paint a picture filling exactly the rectangle; deterministic for
    ``(theme, seed, w, h)``; the composition adapts to the aspect ratio.
``draw_frame(canvas, x, y, w, h, frame, width)``
    Draw a frame ``width`` points thick, inward from the rectangle edge.
``draw_theme_symbol(canvas, cx, cy, size, theme, ink)``
    Small monochrome icon of a theme centred on ``(cx, cy)`` inside a
    ``size`` x ``size`` box.

Unknown theme or frame ids raise :class:`KeyError` naming the id.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

from reportlab.lib.colors import Color, HexColor, white
from reportlab.pdfgen.canvas import FILL_EVEN_ODD

__all__ = [
    "ThemeStyle",
    "FrameStyle",
    "THEMES",
    "FRAMES",
    "theme_style",
    "frame_style",
    "draw_painting",
    "draw_frame",
    "draw_theme_symbol",
]


# --------------------------------------------------------------------------
# styles
# --------------------------------------------------------------------------


@dataclass(frozen=True)
class ThemeStyle:
    """Look of one painting theme.

    ``palette`` lists the theme colours (the first one is the dominant
    ground colour); ``accent`` is the signal colour of the theme (good for
    tile corners / card backs); ``symbol`` names the icon drawn by
    :func:`draw_theme_symbol`.
    """

    id: str
    label: str
    palette: tuple[Color, ...]
    accent: Color
    symbol: str
    ink: Color = field(default_factory=lambda: HexColor("#1E1B24"))


@dataclass(frozen=True)
class FrameStyle:
    """Look of one frame type.

    ``colors`` are ordered from the base colour through light to dark
    shades (see the ``FRAMES`` table).  ``width_factor`` is the suggested
    thickness relative to a common base frame width (ornate gold frames are
    wider than thin modern black ones); callers multiply their base width by
    it before calling :func:`draw_frame`.
    """

    id: str
    label: str
    colors: tuple[Color, ...]
    width_factor: float


def _hex(*codes: str) -> tuple[Color, ...]:
    return tuple(HexColor(c) for c in codes)


THEMES: dict[str, ThemeStyle] = {
    "zycie-miejskie": ThemeStyle(
        id="zycie-miejskie",
        label="Życie miejskie",
        # navy night, slate, brick, mustard, warm grey, cream
        palette=_hex("#1B2A49", "#3D5A80", "#C8553D", "#F2B134", "#98A6B5", "#EFE6D2"),
        accent=HexColor("#D62839"),
        symbol="building",
    ),
    "portret": ThemeStyle(
        id="portret",
        label="Portret",
        # rose, plum, teal, ochre, cream, ink
        palette=_hex("#E8A598", "#5E2B5C", "#2A7F7A", "#E3B23C", "#F6E8D8", "#2B2233"),
        accent=HexColor("#C8324E"),
        symbol="head",
    ),
    "martwa-natura": ThemeStyle(
        id="martwa-natura",
        label="Martwa natura",
        # cream, olive, orange, wine, brown, bottle green, lemon
        palette=_hex("#F0E2C2", "#7D8C3A", "#E07A24", "#8C2B3A", "#5B3A22", "#2F5D4E", "#F2CB4C"),
        accent=HexColor("#E07A24"),
        symbol="vase",
    ),
    "pejzaz": ThemeStyle(
        id="pejzaz",
        label="Pejzaż",
        # sky, deep blue, green, dark green, wheat, sun, earth
        palette=_hex("#9BD0DC", "#24507A", "#7DB35F", "#2D6A4F", "#E8C468", "#F7D548", "#B4733A"),
        accent=HexColor("#2D6A4F"),
        symbol="mountain",
    ),
}


FRAMES: dict[str, FrameStyle] = {
    # colors: base, light, dark, extra (bead / grain / line)
    "zlota": FrameStyle(
        id="zlota",
        label="złota",
        colors=_hex("#C9A02C", "#F3DA7E", "#80600F", "#FFF1B8"),
        width_factor=1.0,
    ),
    "srebrna": FrameStyle(
        id="srebrna",
        label="srebrna",
        colors=_hex("#BCC2C8", "#EEF1F3", "#7F878F", "#5E656C"),
        width_factor=0.8,
    ),
    "drewniana": FrameStyle(
        id="drewniana",
        label="drewniana",
        colors=_hex("#8E5B32", "#B07A4A", "#5A3519", "#6E4322"),
        width_factor=0.9,
    ),
    "czarna": FrameStyle(
        id="czarna",
        label="czarna",
        colors=_hex("#161616", "#4A4A4A", "#000000", "#8C8C8C"),
        width_factor=0.45,
    ),
}


def theme_style(theme: str) -> ThemeStyle:
    """Return the style of ``theme``; ``KeyError`` naming the id if unknown."""
    try:
        return THEMES[theme]
    except (KeyError, TypeError):
        raise KeyError(
            f"unknown painting theme {theme!r}; known themes: {', '.join(THEMES)}"
        ) from None


def frame_style(frame: str) -> FrameStyle:
    """Return the style of ``frame``; ``KeyError`` naming the id if unknown."""
    try:
        return FRAMES[frame]
    except (KeyError, TypeError):
        raise KeyError(
            f"unknown frame type {frame!r}; known frames: {', '.join(FRAMES)}"
        ) from None


# --------------------------------------------------------------------------
# small drawing helpers (all work in the current, translated, user space)
# --------------------------------------------------------------------------

Point = tuple[float, float]


def _mix(a: Color, b: Color, t: float) -> Color:
    """Linear blend ``a`` -> ``b`` (t = 0 gives a, 1 gives b)."""
    return Color(
        a.red + (b.red - a.red) * t,
        a.green + (b.green - a.green) * t,
        a.blue + (b.blue - a.blue) * t,
    )


def _poly_path(c, pts: Sequence[Point]):
    p = c.beginPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    p.close()
    return p


def _poly(c, pts: Sequence[Point], col: Color) -> None:
    c.setFillColor(col)
    c.drawPath(_poly_path(c, pts), stroke=0, fill=1)


def _rect(c, x: float, y: float, w: float, h: float, col: Color) -> None:
    c.setFillColor(col)
    c.rect(x, y, w, h, stroke=0, fill=1)


def _circle(c, x: float, y: float, r: float, col: Color) -> None:
    c.setFillColor(col)
    c.circle(x, y, r, stroke=0, fill=1)


def _ellipse(c, cx: float, cy: float, rx: float, ry: float, col: Color) -> None:
    c.setFillColor(col)
    c.ellipse(cx - rx, cy - ry, cx + rx, cy + ry, stroke=0, fill=1)


def _line(c, x1: float, y1: float, x2: float, y2: float, col: Color, lw: float) -> None:
    c.setStrokeColor(col)
    c.setLineWidth(lw)
    c.line(x1, y1, x2, y2)


def _clip(c, path) -> None:
    c.clipPath(path, stroke=0, fill=0)


def _almond(c, cx: float, cy: float, hw: float, hh: float):
    """Lens / eye shape path centred on (cx, cy)."""
    p = c.beginPath()
    p.moveTo(cx - hw, cy)
    p.curveTo(cx - hw * 0.4, cy + hh * 1.35, cx + hw * 0.4, cy + hh * 1.35, cx + hw, cy)
    p.curveTo(cx + hw * 0.4, cy - hh * 1.35, cx - hw * 0.4, cy - hh * 1.35, cx - hw, cy)
    p.close()
    return p


def _wave(rng: random.Random, amp: float, w: float) -> Callable[[float], float]:
    """A smooth random 1-D function on [0, w] with amplitude about ``amp``."""
    terms = []
    for k in range(3):
        freq = (k + 1) * rng.uniform(0.6, 1.3) * 2 * math.pi / max(w, 1e-6)
        terms.append((amp * rng.uniform(0.3, 1.0) / (k + 1), freq, rng.uniform(0, 2 * math.pi)))
    return lambda x: sum(a * math.sin(f * x + ph) for a, f, ph in terms)


# --------------------------------------------------------------------------
# theme: city life
# --------------------------------------------------------------------------


def _windows(c, bx, by, bw, bh, cell, lit: Color, dark: Color, rng, p_lit: float) -> None:
    cols = int((bw - cell * 0.5) // cell)
    rows = int((bh - cell * 0.8) // cell)
    if cols < 1 or rows < 1:
        return
    x0 = bx + (bw - cols * cell) / 2
    y0 = by + (bh - rows * cell) / 2
    ww, wh = cell * 0.52, cell * 0.62
    for i in range(cols):
        for j in range(rows):
            col = lit if rng.random() < p_lit else dark
            _rect(c, x0 + i * cell + (cell - ww) / 2, y0 + j * cell + (cell - wh) / 2, ww, wh, col)


def _paint_city(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    navy, slate, brick, mustard, grey, cream = st.palette
    red = st.accent
    u = min(w, h)

    sky = rng.choice([navy, navy, _mix(navy, slate, 0.35)])
    _rect(c, 0, 0, w, h, sky)

    street = u * 0.2
    # big poster disc (moon / sun) with an offset ring
    r = u * rng.uniform(0.2, 0.32)
    dcx = w * rng.uniform(0.18, 0.82)
    dcy = h - r * rng.uniform(1.05, 1.6) - (h - u) * rng.uniform(0.0, 0.25)
    _circle(c, dcx, dcy, r, rng.choice([mustard, cream, _mix(brick, mustard, 0.4)]))
    c.setStrokeColor(_mix(sky, cream, 0.35))
    c.setLineWidth(u * 0.012)
    off = r * 0.22
    c.circle(dcx + off * rng.choice([-1, 1]), dcy - off, r * 1.08, stroke=1, fill=0)

    # searchlight beams
    beam = _mix(sky, cream, 0.12)
    for _ in range(rng.randint(1, 2)):
        bx = w * rng.uniform(0.05, 0.95)
        tx = bx + rng.uniform(-0.6, 0.6) * h
        spread = u * rng.uniform(0.05, 0.1)
        _poly(c, [(bx, street), (tx - spread, h * 1.05), (tx + spread, h * 1.05)], beam)

    avail = h - street
    # back row: tall, dim towers
    back = _mix(sky, slate, 0.55)
    x = -u * rng.uniform(0, 0.1)
    while x < w:
        bw = u * rng.uniform(0.14, 0.28)
        bh = avail * rng.uniform(0.45, 0.9)
        _rect(c, x, street, bw, bh, back)
        if rng.random() < 0.4:  # antenna
            _line(c, x + bw / 2, street + bh, x + bw / 2, street + bh + u * 0.08, back, u * 0.012)
        _windows(c, x, street, bw, bh, u * 0.07, _mix(back, mustard, 0.45), back, rng, 0.25)
        x += bw + u * rng.uniform(0.0, 0.05)

    # front row: colourful blocks
    front_cols = [brick, grey, cream, slate, _mix(brick, mustard, 0.5)]
    x = -u * rng.uniform(0, 0.08)
    prev = None
    while x < w:
        bw = u * rng.uniform(0.17, 0.34)
        bh = avail * rng.uniform(0.22, 0.62)
        col = rng.choice([cl for cl in front_cols if cl is not prev])
        prev = col
        light = col in (cream, grey)
        roof = rng.random()
        if roof < 0.25:  # gable
            _poly(c, [(x, street + bh), (x + bw / 2, street + bh + bw * 0.4), (x + bw, street + bh)],
                  _mix(col, navy, 0.3))
        elif roof < 0.45:  # stepped top
            _rect(c, x + bw * 0.2, street + bh, bw * 0.6, u * 0.07, _mix(col, navy, 0.2))
        elif roof < 0.6:  # dome
            c.setFillColor(_mix(col, navy, 0.25))
            c.wedge(x + bw * 0.15, street + bh - bw * 0.35, x + bw * 0.85, street + bh + bw * 0.35,
                    0, 180, stroke=0, fill=1)
        _rect(c, x, street, bw, bh, col)
        _rect(c, x, street + bh - u * 0.025, bw, u * 0.025, _mix(col, navy, 0.35))
        if rng.random() < 0.25:  # modernist ribbon / pilasters instead of windows
            n = max(2, int(bw / (u * 0.06)))
            for i in range(n):
                if i % 2:
                    _rect(c, x + i * bw / n, street, bw / n, bh - u * 0.05, _mix(col, navy, 0.18))
        else:
            lit = navy if light else mustard
            dark = _mix(col, navy, 0.55) if light else _mix(col, navy, 0.45)
            _windows(c, x, street + u * 0.03, bw, bh - u * 0.06, u * rng.uniform(0.055, 0.075),
                     lit, dark, rng, 0.55)
        x += bw

    # pavement and street with rails
    _rect(c, 0, street * 0.82, w, street * 0.18, grey)
    _rect(c, 0, 0, w, street * 0.82, _mix(navy, HexColor("#000000"), 0.35))
    for ry in (street * 0.18, street * 0.3):
        _line(c, 0, ry, w, ry, _mix(grey, navy, 0.3), u * 0.008)
    if rng.random() < 0.6:  # zebra crossing
        zx = w * rng.uniform(0.05, 0.8)
        for i in range(5):
            _rect(c, zx + i * u * 0.045, street * 0.4, u * 0.025, street * 0.38, cream)

    # tram
    th = u * 0.14
    tl = min(w * 0.85, u * rng.uniform(0.6, 0.9))
    tx = rng.uniform(-0.2 * tl, w - 0.8 * tl)
    ty = street * 0.22
    wire = ty + th * 1.5
    _line(c, 0, wire, w, wire + u * rng.uniform(-0.03, 0.03), _mix(grey, navy, 0.2), u * 0.007)
    c.setStrokeColor(_mix(grey, navy, 0.5))
    c.setLineWidth(u * 0.01)
    pc = tx + tl * rng.uniform(0.35, 0.65)
    p = c.beginPath()
    p.moveTo(pc - th * 0.3, ty + th)
    p.lineTo(pc + th * 0.15, ty + th * 1.25)
    p.lineTo(pc - th * 0.1, wire)
    c.drawPath(p, stroke=1, fill=0)
    for wx in (tx + tl * 0.2, tx + tl * 0.8):
        _circle(c, wx, ty, th * 0.11, navy)
    c.setFillColor(red)
    c.roundRect(tx, ty, tl, th, th * 0.22, stroke=0, fill=1)
    _rect(c, tx, ty + th * 0.22, tl, th * 0.08, cream)
    _rect(c, tx + th * 0.15, ty + th * 0.45, tl - th * 0.3, th * 0.38, cream)
    n = max(3, int(tl / (th * 0.6)))
    for i in range(1, n):
        _rect(c, tx + th * 0.15 + i * (tl - th * 0.3) / n - th * 0.03, ty + th * 0.45,
              th * 0.06, th * 0.38, red)
    _circle(c, tx + tl - th * 0.12, ty + th * 0.16, th * 0.06, mustard)
    _rect(c, tx + tl * 0.3, ty + th, tl * 0.4, th * 0.06, _mix(red, navy, 0.4))


# --------------------------------------------------------------------------
# theme: portrait
# --------------------------------------------------------------------------


def _figure(c, fw: float, fh: float, rng: random.Random, st: ThemeStyle) -> None:
    rose, plum, teal, ochre, cream, ink = st.palette
    accent = st.accent

    # background of the panel: two or three flat planes
    bgs = [cream, teal, ochre, _mix(plum, cream, 0.35), _mix(rose, cream, 0.4)]
    rng.shuffle(bgs)
    _rect(c, 0, 0, fw, fh, bgs[0])
    t1, t2 = rng.uniform(0.25, 0.75), rng.uniform(0.25, 0.75)
    _poly(c, [(fw * t1, 0), (fw, 0), (fw, fh), (fw * t2, fh)], bgs[1])
    if rng.random() < 0.6:
        r = min(fw, fh) * rng.uniform(0.3, 0.45)
        _circle(c, fw * rng.uniform(0.2, 0.8), fh * rng.uniform(0.55, 0.85), r, bgs[2])
    else:
        _rect(c, 0, fh * rng.uniform(0.55, 0.8), fw, fh * 0.12, bgs[2])

    tall = fh > fw * 1.4
    hr = min(fw * (0.25 if tall else 0.21), fh * 0.17)  # head half width
    ry = hr * 1.28
    cx = fw * (0.5 + rng.uniform(-0.06, 0.06) if fw < fh * 1.25 else rng.uniform(0.38, 0.62))
    if tall:
        cy = fh - max(hr * 2.2, fh * 0.2)
    else:
        cy = fh * 0.6
    sy = cy - ry - hr * 0.45  # shoulder top
    sw = hr * (rng.uniform(1.7, 1.9) if tall else rng.uniform(2.2, 2.7))
    nw = hr * 0.38

    cloth = rng.choice([plum, teal, ink, accent])
    cloth2 = _mix(cloth, ink if cloth is not ink else cream, 0.3)
    hair = rng.choice([c_ for c_ in (plum, ink, ochre, teal, accent) if c_ is not cloth])
    skin = rose
    skin2 = _mix(rose, plum, 0.35)
    split = cx + hr * rng.uniform(-0.3, 0.3)

    # hair behind the head
    style = rng.randrange(3)
    if style == 0:
        _circle(c, cx, cy + ry * 0.22, hr * 1.3, hair)
    elif style == 1:
        c.setFillColor(hair)
        c.roundRect(cx - hr * 1.28, cy - ry * 0.75, hr * 2.56, ry * 1.95, hr * 0.9, stroke=0, fill=1)
    else:
        _poly(c, [(cx - hr * 1.2, cy - ry * 0.2), (cx - hr * 0.2, cy + ry * 1.35),
                  (cx + hr * 1.3, cy + ry * 0.7), (cx + hr * 0.9, cy - ry * 0.1)], hair)

    # body: rounded torso, right half shaded (cubist split)
    body = c.beginPath()
    body.roundRect(cx - sw, -sw, 2 * sw, sy + sw, sw * 0.6)
    c.setFillColor(cloth)
    c.drawPath(body, stroke=0, fill=1)
    c.saveState()
    _clip(c, body)
    _rect(c, split, 0, fw, sy, cloth2)
    if tall:  # long panel: sleeves and folded arms
        ay = sy * rng.uniform(0.25, 0.4)
        sleeve = _mix(cloth, ink, 0.3)
        c.setFillColor(sleeve)
        c.roundRect(cx - sw, ay - hr * 0.2, sw * 0.42, sy - ay, sw * 0.2, stroke=0, fill=1)
        c.roundRect(cx + sw * 0.58, ay - hr * 0.2, sw * 0.42, sy - ay, sw * 0.2, stroke=0, fill=1)
        c.roundRect(cx - sw * 0.95, ay - hr * 0.2, sw * 1.9, hr * 0.6, hr * 0.3, stroke=0, fill=1)
        _rect(c, cx - sw * 0.2, sy * 0.55, sw * 0.4, sy * 0.04, _mix(cloth, cream, 0.5))
    c.restoreState()
    if tall:  # hands resting on the arms
        _ellipse(c, cx - sw * 0.25, ay + hr * 0.1, hr * 0.32, hr * 0.2, skin)
        _ellipse(c, cx + sw * 0.25, ay + hr * 0.1, hr * 0.32, hr * 0.2, skin2)
        for k in range(3):
            _circle(c, cx, sy * (0.62 + k * 0.1), hr * 0.06, _mix(cloth, cream, 0.6))
    # neck + collar
    _rect(c, cx - nw, sy - hr * 0.2, 2 * nw, cy - sy, skin)
    if split < cx + nw:
        _rect(c, max(split, cx - nw), sy - hr * 0.2, cx + nw - max(split, cx - nw), cy - sy, skin2)
    _poly(c, [(cx - nw * 1.6, sy), (cx + nw * 1.6, sy), (cx, sy - hr * 0.9)],
          rng.choice([cream, ochre, skin]))

    # face: oval with shaded half
    face = c.beginPath()
    face.ellipse(cx - hr, cy - ry, 2 * hr, 2 * ry)
    c.setFillColor(skin)
    c.drawPath(face, stroke=0, fill=1)
    c.saveState()
    _clip(c, face)
    _rect(c, split, cy - ry, cx + hr - split + 1, 2 * ry, skin2)
    # fringe / cap on top of the face
    if style != 1 or rng.random() < 0.5:
        _poly(c, [(cx - hr * 1.1, cy + ry * rng.uniform(0.35, 0.6)), (cx + hr * 1.1, cy + ry * rng.uniform(0.45, 0.8)),
                  (cx + hr * 1.1, cy + ry * 1.1), (cx - hr * 1.1, cy + ry * 1.1)], hair)
    c.restoreState()

    ey = cy + ry * 0.08
    lw = hr * 0.09
    # left eye: almond; right eye: circle (two viewpoints at once)
    c.setFillColor(cream)
    c.drawPath(_almond(c, cx - hr * 0.42, ey, hr * 0.26, hr * 0.12), stroke=0, fill=1)
    _circle(c, cx - hr * 0.40, ey, hr * 0.08, ink)
    _circle(c, cx + hr * 0.42, ey + hr * 0.1, hr * 0.15, cream)
    _circle(c, cx + hr * 0.44, ey + hr * 0.1, hr * 0.08, ink)
    _line(c, cx - hr * 0.7, ey + hr * 0.28, cx - hr * 0.18, ey + hr * 0.34, ink, lw)
    _line(c, cx + hr * 0.2, ey + hr * 0.42, cx + hr * 0.7, ey + hr * 0.34, ink, lw)
    # nose: a triangle crossing the split line
    nd = 1 if rng.random() < 0.5 else -1
    _poly(c, [(cx, ey - hr * 0.05), (cx + nd * hr * 0.32, cy - ry * 0.35), (cx, cy - ry * 0.35)],
          _mix(skin2, plum, 0.3))
    # mouth
    c.setFillColor(accent)
    c.drawPath(_almond(c, cx + nd * hr * 0.05, cy - ry * 0.6, hr * 0.25, hr * 0.07), stroke=0, fill=1)
    # cheek dot
    _circle(c, cx - nd * hr * 0.55, cy - ry * 0.38, hr * 0.12, _mix(rose, accent, 0.45))


def _paint_portrait(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    a = w / h
    n = 1 if a < 1.7 else (2 if a < 2.6 else 3)
    cw = w / n
    gap = min(w, h) * 0.015
    _rect(c, 0, 0, w, h, st.palette[4])
    for i in range(n):
        c.saveState()
        x0 = i * cw + (gap / 2 if i else 0)
        x1 = (i + 1) * cw - (gap / 2 if i < n - 1 else 0)
        _clip(c, _poly_path(c, [(x0, 0), (x1, 0), (x1, h), (x0, h)]))
        c.translate(i * cw, 0)
        if rng.random() < 0.5:  # face left or right
            c.translate(cw, 0)
            c.scale(-1, 1)
        _figure(c, cw, h, random.Random(rng.getrandbits(64)), st)
        c.restoreState()


# --------------------------------------------------------------------------
# theme: still life
# --------------------------------------------------------------------------


def _vase_path(c, x: float, y: float, s: float, rng: random.Random):
    """Vase standing on (x, y), height about 0.75 s."""
    hb = s * rng.uniform(0.08, 0.12)   # half base
    hw = s * rng.uniform(0.17, 0.24)   # half belly
    hn = s * rng.uniform(0.05, 0.08)   # half neck
    hl = hn * rng.uniform(1.4, 1.9)    # half lip
    by = s * rng.uniform(0.2, 0.35)    # belly height
    ny = s * rng.uniform(0.58, 0.68)
    ty = ny + s * 0.08
    p = c.beginPath()
    p.moveTo(x - hb, y)
    p.curveTo(x - hw * 1.1, y + by * 0.4, x - hw * 1.1, y + by * 1.3, x - hn, y + ny)
    p.lineTo(x - hl, y + ty)
    p.lineTo(x + hl, y + ty)
    p.lineTo(x + hn, y + ny)
    p.curveTo(x + hw * 1.1, y + by * 1.3, x + hw * 1.1, y + by * 0.4, x + hb, y)
    p.close()
    return p, y + ty, hw


def _bottle_path(c, x: float, y: float, s: float, rng: random.Random):
    hw = s * rng.uniform(0.1, 0.14)
    bh = s * rng.uniform(0.42, 0.52)
    hn = s * 0.035
    top = bh + s * rng.uniform(0.3, 0.36)
    p = c.beginPath()
    p.moveTo(x - hw, y)
    p.lineTo(x - hw, y + bh)
    p.curveTo(x - hw, y + bh + s * 0.12, x - hn, y + bh + s * 0.08, x - hn, y + bh + s * 0.2)
    p.lineTo(x - hn, y + top)
    p.lineTo(x + hn, y + top)
    p.lineTo(x + hn, y + bh + s * 0.2)
    p.curveTo(x + hn, y + bh + s * 0.08, x + hw, y + bh + s * 0.12, x + hw, y + bh)
    p.lineTo(x + hw, y)
    p.close()
    return p, bh, hw


def _fruit(c, x: float, y: float, r: float, kind: int, col: Color, ink: Color, leaf: Color) -> None:
    if kind == 0:  # apple
        _circle(c, x, y + r, r, col)
        _line(c, x, y + r * 1.8, x + r * 0.15, y + r * 2.3, ink, r * 0.12)
        _ellipse(c, x + r * 0.45, y + r * 2.05, r * 0.32, r * 0.14, leaf)
    elif kind == 1:  # pear
        _circle(c, x, y + r, r, col)
        _circle(c, x + r * 0.15, y + r * 2.0, r * 0.62, col)
        _line(c, x + r * 0.2, y + r * 2.5, x + r * 0.35, y + r * 2.95, ink, r * 0.12)
    else:  # lemon
        _ellipse(c, x, y + r * 0.75, r * 1.2, r * 0.75, col)
        _circle(c, x + r * 1.2, y + r * 0.75, r * 0.18, col)
    # flat highlight
    _circle(c, x - r * 0.35, y + r * 1.3 if kind != 2 else y + r * 1.0, r * 0.18, _mix(col, white, 0.55))


def _paint_still_life(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    cream, olive, orange, wine, brown, bottle, lemon = st.palette
    ink = st.ink
    u = min(w, h)
    tall = h > w * 1.3

    # wall: cubist planes
    _rect(c, 0, 0, w, h, cream)
    wall2 = rng.choice([_mix(olive, cream, 0.45), _mix(orange, cream, 0.55), _mix(bottle, cream, 0.55)])
    t1, t2 = rng.uniform(0.45, 0.8), rng.uniform(0.3, 0.7)
    _poly(c, [(w * t1, 0), (w, 0), (w, h), (w * t2, h)], wall2)
    if rng.random() < 0.7:  # a window / picture plane
        pw, ph = u * rng.uniform(0.3, 0.5), u * rng.uniform(0.25, 0.4)
        px, py = w * rng.uniform(0.0, 0.9) - pw / 2, h - ph - u * rng.uniform(0.05, 0.2)
        _rect(c, px, py, pw, ph, _mix(wall2, ink, 0.2))
        _rect(c, px + pw * 0.1, py + ph * 0.1, pw * 0.8, ph * 0.8, _mix(cream, wall2, 0.4))

    # table: tilted top plane, front edge, dark below
    ty = h * (0.14 if tall else rng.uniform(0.24, 0.32))
    depth = u * rng.uniform(0.18, 0.26)
    tilt = u * rng.uniform(-0.06, 0.06)
    edge = u * 0.06
    table = rng.choice([_mix(brown, orange, 0.35), _mix(brown, cream, 0.35), wine])
    _rect(c, 0, 0, w, ty, _mix(brown, ink, 0.45))
    _poly(c, [(0, ty), (w, ty), (w, ty + depth + tilt), (0, ty + depth - tilt)], table)
    _rect(c, 0, ty - edge, w, edge, _mix(table, ink, 0.35))
    if rng.random() < 0.7:  # striped table cloth hanging over the edge
        cx0 = w * rng.uniform(0.0, 0.6)
        cw_ = max(u * 0.4, w * rng.uniform(0.25, 0.45))
        cloth = [(cx0, ty + depth * 0.75), (cx0 + cw_, ty + depth * 0.8),
                 (cx0 + cw_ * 1.05, ty - edge - u * 0.15), (cx0 + cw_ * 0.15, ty - edge - u * 0.2)]
        path = _poly_path(c, cloth)
        c.setFillColor(cream)
        c.drawPath(path, stroke=0, fill=1)
        c.saveState()
        _clip(c, path)
        stripe = rng.choice([wine, olive, bottle])
        step = u * 0.07
        k = 0
        xs = cx0 - u * 0.3
        while xs < cx0 + cw_ + u * 0.3:
            if k % 2 == 0:
                _poly(c, [(xs, ty - u), (xs + step * 0.5, ty - u), (xs + step * 0.5 + u * 0.25, ty + u),
                          (xs + u * 0.25, ty + u)], stripe)
            xs += step * 0.5
            k += 1
        c.restoreState()

    # objects
    s = min(h * (0.56 if not tall else 0.3), w * 0.65)
    back_y = ty + depth * 0.45
    shadow = _mix(table, ink, 0.3)
    objects: list[str] = []
    if tall or rng.random() < 0.3:
        objects.append("flowers")
    widths = {"vase": 0.5, "flowers": 0.5, "bottle": 0.3, "bowl": 0.65}
    filled = sum(widths[o] for o in objects)
    while filled < w / s * 0.7 or not objects:
        kind = rng.choice(["vase", "bottle", "bottle", "bowl"])
        objects.append(kind)
        filled += widths[kind]
        if len(objects) >= 8:
            break
    if not any(o in ("vase", "flowers", "bottle") for o in objects):
        objects[0] = rng.choice(["vase", "bottle"])
    rng.shuffle(objects)
    total = sum(widths[o] for o in objects) * s
    x = (w - total) / 2 + rng.uniform(-0.1, 0.1) * u
    body_cols = [orange, wine, bottle, olive, lemon, _mix(wine, orange, 0.5)]
    reg = u * 0.012  # misregistered outline offset, poster-print style
    placed = []
    for kind in objects:
        ow = widths[kind] * s
        placed.append((kind, x + ow / 2, back_y + depth * rng.uniform(-0.25, 0.2),
                       s * rng.uniform(0.85, 1.05)))
        x += ow * rng.uniform(0.85, 1.05)
    body_cols = [cl for cl in body_cols if cl is not table]
    fruit_cols = [cl for cl in (orange, lemon, wine, olive) if cl is not table]
    outer_s = s
    for kind, ox, back_y, s in sorted(placed, key=lambda o: -o[2]):
        ow = widths[kind] * s
        col = rng.choice(body_cols)
        _ellipse(c, ox + ow * 0.25, back_y + s * 0.01, ow * 0.5, depth * 0.12, shadow)
        if kind in ("vase", "flowers"):
            path, top, hw = _vase_path(c, ox, back_y, s, rng)
            if kind == "flowers":
                stem_top = h - u * 0.12
                for i in range(rng.randint(4, 7) if tall else rng.randint(3, 5)):
                    fx = ox + rng.uniform(-1.6, 1.6) * hw
                    fy = top + (stem_top - top) * rng.uniform(0.45, 1.0)
                    _line(c, ox, top - s * 0.05, fx, fy, bottle, u * 0.012)
                    fr = u * rng.uniform(0.06, 0.09)
                    fc = rng.choice([wine, orange, lemon, cream])
                    if rng.random() < 0.5:  # daisy
                        for k in range(8):
                            ang = k * math.pi / 4
                            _circle(c, fx + math.cos(ang) * fr * 0.75, fy + math.sin(ang) * fr * 0.75,
                                    fr * 0.42, fc)
                    else:
                        _circle(c, fx, fy, fr, fc)
                    _circle(c, fx, fy, fr * 0.35, ink if fc is not wine else lemon)
                    _ellipse(c, (ox + fx) / 2 + fr * 0.5, (top + fy) / 2, fr * 0.6, fr * 0.22, olive)
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            c.saveState()
            _clip(c, path)
            _rect(c, ox - s, back_y + s * 0.28, 2 * s, s * 0.06, _mix(col, cream, 0.6))
            _rect(c, ox + hw * 0.3, back_y, s, s, _mix(col, ink, 0.25))
            c.restoreState()
        elif kind == "bottle":
            path, bh, hw = _bottle_path(c, ox, back_y, s, rng)
            col = rng.choice([cl for cl in (bottle, wine, olive) if cl is not table])
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            c.saveState()
            _clip(c, path)
            _rect(c, ox - hw, back_y + bh * 0.3, 2 * hw, bh * 0.35, rng.choice([cream, lemon]))
            _rect(c, ox - hw * 0.6, back_y + bh * 0.72, hw * 0.25, bh * 0.5, _mix(col, white, 0.4))
            c.restoreState()
        else:  # bowl with fruit heaped inside
            r = s * 0.09
            for k in range(3):
                _fruit(c, ox + (k - 1) * r * 1.6, back_y + s * 0.1 + (k % 2) * r * 0.5, r,
                       rng.randrange(2), rng.choice(fruit_cols), ink, olive)
            p = c.beginPath()
            p.moveTo(ox - ow * 0.48, back_y + s * 0.2)
            p.curveTo(ox - ow * 0.45, back_y - s * 0.02, ox + ow * 0.45, back_y - s * 0.02,
                      ox + ow * 0.48, back_y + s * 0.2)
            p.close()
            path = p
            col = rng.choice([cream, bottle, wine, _mix(olive, cream, 0.3)])
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            _rect(c, ox - ow * 0.48, back_y + s * 0.185, ow * 0.96, s * 0.03, _mix(col, ink, 0.3))
        # offset contour (misregistration)
        c.saveState()
        c.translate(reg, -reg)
        c.setStrokeColor(ink)
        c.setLineWidth(u * 0.008)
        c.drawPath(path, stroke=1, fill=0)
        c.restoreState()

    # loose fruit in front
    s = outer_s
    for _ in range(rng.randint(1, 2 + int(w / u))):
        r = s * rng.uniform(0.09, 0.12)
        fx = w * rng.uniform(0.08, 0.92)
        fy = ty + depth * rng.uniform(0.0, 0.2)
        _ellipse(c, fx + r * 0.6, fy + r * 0.1, r * 1.2, r * 0.25, shadow)
        _fruit(c, fx, fy, r, rng.randrange(3), rng.choice(fruit_cols), ink, olive)


# --------------------------------------------------------------------------
# theme: landscape
# --------------------------------------------------------------------------


def _paint_landscape(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    sky, blue, green, dgreen, wheat, sun, earth = st.palette
    ink = st.ink
    u = min(w, h)
    tall = h > w * 1.3
    hy = h * (rng.uniform(0.55, 0.62) if tall else rng.uniform(0.58, 0.68))

    # sky in flat bands
    skyc = rng.choice([sky, sky, _mix(sky, wheat, 0.35)])
    _rect(c, 0, 0, w, h, skyc)
    for i in range(3):
        _rect(c, 0, hy, w, (h - hy) * (0.45 - i * 0.13), _mix(skyc, white, 0.12 * (i + 1)))
    # sun with ring and rays
    r = u * rng.uniform(0.09, 0.14)
    sx = w * rng.uniform(0.15, 0.85)
    sy = hy + (h - hy) * rng.uniform(0.35, 0.7)
    sun_col = rng.choice([sun, sun, _mix(sun, earth, 0.45)])
    c.setStrokeColor(_mix(sun_col, white, 0.3))
    c.setLineWidth(u * 0.01)
    c.circle(sx, sy, r * 1.45, stroke=1, fill=0)
    _circle(c, sx, sy, r, sun_col)
    # clouds
    for _ in range(rng.randint(1, 1 + int(w / u))):
        cw_ = u * rng.uniform(0.2, 0.35)
        ch = cw_ * 0.22
        cx = w * rng.uniform(0.0, 1.0)
        cy = hy + (h - hy) * rng.uniform(0.3, 0.9)
        cc = _mix(skyc, white, 0.75)
        c.setFillColor(cc)
        c.roundRect(cx - cw_ / 2, cy, cw_, ch, ch / 2, stroke=0, fill=1)
        _circle(c, cx - cw_ * 0.1, cy + ch, ch * 1.1, cc)
        _circle(c, cx + cw_ * 0.15, cy + ch * 0.8, ch * 0.8, cc)

    n = 64

    def band(base: float, amp: float) -> tuple[list[Point], Callable[[float], float]]:
        f = _wave(rng, amp, w)
        pts = [(w * i / n, base + f(w * i / n)) for i in range(n + 1)]
        return pts, lambda x: base + f(x)

    # far mountains (jagged)
    pts = [(-u * 0.1, hy - u * 0.05)]
    xm = -u * 0.1
    while xm < w + u * 0.1:
        xm += u * rng.uniform(0.12, 0.25)
        pts.append((xm, hy + u * rng.uniform(0.06, 0.22)))
        xm += u * rng.uniform(0.1, 0.2)
        pts.append((xm, hy + u * rng.uniform(0.0, 0.05)))
    pts += [(w + u * 0.1, hy - u * 0.05)]
    _poly(c, pts, _mix(blue, skyc, 0.5))

    # water at the horizon
    if rng.random() < 0.6:
        wy = hy - u * rng.uniform(0.08, 0.14)
        water = _mix(blue, sky, 0.25)
        _rect(c, 0, wy, w, hy - wy + u * 0.01, water)
        for _ in range(int(6 * w / u) + 3):
            lx = w * rng.uniform(0, 1)
            ly = wy + (hy - wy) * rng.uniform(0.1, 0.9)
            _line(c, lx, ly, lx + u * rng.uniform(0.05, 0.12), ly, _mix(water, white, 0.5), u * 0.008)
        for k in range(4):  # sun reflection
            ly = hy - (hy - wy) * (k + 0.5) / 4
            half = r * (0.9 - k * 0.18)
            _line(c, sx - half, ly, sx + half, ly, _mix(sun_col, water, 0.2), u * 0.012)

    # rolling hills, back to front
    layers = 4 if tall else 3
    cols = [_mix(green, blue, 0.3), wheat, green, dgreen, _mix(wheat, earth, 0.4), _mix(green, wheat, 0.5)]
    rng.shuffle(cols)
    cols.sort(key=lambda col: -(col.red + col.green + col.blue))  # lighter further away
    chosen = [cols[0], cols[2], cols[3], cols[5]][:layers] if layers == 4 else [cols[0], cols[2], cols[4]]
    top = hy - u * 0.12
    for i, col in enumerate(chosen):
        base = top * (1 - (i + 0.3) / (layers + 0.2))
        pts, f = band(base, u * rng.uniform(0.05, 0.1))
        path = _poly_path(c, [(0, -1.0)] + pts + [(w, -1.0)])
        c.setFillColor(col)
        c.drawPath(path, stroke=0, fill=1)
        kind = rng.random()
        if kind < 0.45:  # ploughed field stripes
            c.saveState()
            _clip(c, path)
            c.setStrokeColor(_mix(col, ink, 0.18))
            c.setLineWidth(u * 0.012)
            slope = rng.uniform(-0.8, 0.8)
            step = u * rng.uniform(0.04, 0.06)
            xs = -h
            while xs < w + h:
                c.line(xs, 0, xs + slope * base + step, base + u * 0.2)
                xs += step
            c.restoreState()
        elif kind < 0.6:  # patchwork of fields
            c.saveState()
            _clip(c, path)
            xs = 0.0
            while xs < w:
                fw = u * rng.uniform(0.15, 0.35)
                _rect(c, xs, 0, fw, base + u * 0.3, rng.choice([_mix(col, wheat, 0.4), _mix(col, earth, 0.2), col]))
                xs += fw
            c.restoreState()
        # trees on the ridge
        if rng.random() < 0.75:
            tree_col = _mix(dgreen, ink, 0.25) if col in (dgreen,) else dgreen
            k = rng.randint(1, 2 + int(2 * w / u))
            scale = 0.6 + 0.4 * i / max(1, layers - 1)
            for _ in range(k):
                tx = w * rng.uniform(0.03, 0.97)
                gy = f(tx) - u * 0.01
                th = u * rng.uniform(0.12, 0.2) * scale
                _rect(c, tx - th * 0.04, gy, th * 0.08, th * 0.45, _mix(earth, ink, 0.3))
                if rng.random() < 0.5:  # poplar
                    _ellipse(c, tx, gy + th * 0.6, th * 0.15, th * 0.48, tree_col)
                else:
                    _circle(c, tx, gy + th * 0.65, th * 0.3, tree_col)
                    _circle(c, tx - th * 0.1, gy + th * 0.72, th * 0.1, _mix(tree_col, green, 0.5))

    # front: river curl or a path
    if rng.random() < 0.5:
        x0 = w * rng.uniform(0.2, 0.8)
        rw = u * 0.08
        p = c.beginPath()
        p.moveTo(x0 - rw * 2.5, 0)
        p.curveTo(x0 - rw, top * 0.25, x0 + rw * 3, top * 0.2, x0 + rw * 0.4, top * 0.45)
        p.curveTo(x0 + rw * 4.0, top * 0.2, x0 + rw * 0.5, top * 0.25, x0 + rw * 2.5, 0)
        p.close()
        c.setFillColor(_mix(blue, sky, 0.2))
        c.drawPath(p, stroke=0, fill=1)


# --------------------------------------------------------------------------
# public drawing functions
# --------------------------------------------------------------------------

_PAINTERS: dict[str, Callable[..., None]] = {
    "zycie-miejskie": _paint_city,
    "portret": _paint_portrait,
    "martwa-natura": _paint_still_life,
    "pejzaz": _paint_landscape,
}


def draw_painting(canvas, x: float, y: float, w: float, h: float, theme: str, seed: int) -> None:
    """Paint an abstract picture of ``theme`` filling the rectangle exactly.

    The drawing is clipped to the rectangle and the canvas graphics state is
    restored afterwards.  The result depends only on ``(theme, seed, w, h)``
    (``x``/``y`` merely position it).
    """
    style = theme_style(theme)
    if w <= 0 or h <= 0:
        raise ValueError(f"painting rectangle must have positive size, got {w}x{h}")
    rng = random.Random(seed)
    canvas.saveState()
    try:
        _clip(canvas, _poly_path(canvas, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
        canvas.translate(x, y)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setDash([])
        _rect(canvas, 0, 0, w, h, style.palette[0])
        _PAINTERS[theme](canvas, w, h, rng, style)
    finally:
        canvas.restoreState()


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
    shades = {"top": _mix(base, light, 0.45), "left": _mix(base, light, 0.2),
              "bottom": _mix(base, dark, 0.35), "right": _mix(base, dark, 0.2)}
    for side, pts in _frame_sides(w, h, t).items():
        _poly(c, pts, shades[side])
    lw = max(0.25, t * 0.06)
    _inset_rect(c, w, h, t * 0.2, dark, lw)
    _inset_rect(c, w, h, t * 0.8, dark, lw)
    _inset_rect(c, w, h, t - lw / 2, _mix(dark, HexColor("#000000"), 0.3), lw)
    # beads along the middle line
    r = t * 0.13
    mid = t * 0.5
    if r >= 0.35:
        step = t * 0.42
        for x0, y0, x1, y1 in ((t, mid, w - t, mid), (t, h - mid, w - t, h - mid),
                               (mid, t, mid, h - t), (w - mid, t, w - mid, h - t)):
            length = math.hypot(x1 - x0, y1 - y0)
            k = int(length // step)
            for i in range(k):
                f = (i + 0.5) / k
                bx, by = x0 + (x1 - x0) * f, y0 + (y1 - y0) * f
                _circle(c, bx, by, r, dark)
                _circle(c, bx - r * 0.25, by + r * 0.25, r * 0.55, bead)
    # corner rosettes
    for cx, cy in ((mid, mid), (w - mid, mid), (mid, h - mid), (w - mid, h - mid)):
        R = t * 0.42
        _poly(c, [(cx, cy - R), (cx + R, cy), (cx, cy + R), (cx - R, cy)], dark)
        for k in range(4):
            ang = math.pi / 4 + k * math.pi / 2
            _circle(c, cx + math.cos(ang) * R * 0.42, cy + math.sin(ang) * R * 0.42, R * 0.3, light)
        _circle(c, cx, cy, R * 0.28, bead)


def _frame_silver(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, line = fs.colors
    outer = {"top": light, "left": _mix(base, light, 0.5), "bottom": dark, "right": _mix(base, dark, 0.5)}
    inner = {"top": _mix(base, dark, 0.45), "left": _mix(base, dark, 0.25),
             "bottom": _mix(base, light, 0.6), "right": _mix(base, light, 0.3)}
    for side, pts in _frame_sides(w, h, t).items():
        _poly(c, pts, outer[side])
    ti = t * 0.4
    c.saveState()
    c.translate(t - ti, t - ti)
    for side, pts in _frame_sides(w - 2 * (t - ti), h - 2 * (t - ti), ti).items():
        _poly(c, pts, inner[side])
    c.restoreState()
    lw = max(0.2, t * 0.05)
    _inset_rect(c, w, h, lw / 2, line, lw)
    _inset_rect(c, w, h, t - lw / 2, line, lw)


def _frame_wood(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, grain = fs.colors
    rng = random.Random(f"wood:{w:.3f}x{h:.3f}x{t:.3f}")
    shades = {"top": _mix(base, light, 0.3), "left": base, "bottom": _mix(base, dark, 0.2),
              "right": _mix(base, dark, 0.1)}
    lw = max(0.2, t * 0.045)
    for side, pts in _frame_sides(w, h, t).items():
        path = _poly_path(c, pts)
        c.setFillColor(shades[side])
        c.drawPath(path, stroke=0, fill=1)
        c.saveState()
        _clip(c, path)
        c.setStrokeColor(_mix(grain, dark, 0.3))
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
            _ellipse(c, kx, ky, rx, ry, dark)
        c.restoreState()
    # mitre joints and inner edge
    c.setStrokeColor(dark)
    c.setLineWidth(lw)
    for (x0, y0), (x1, y1) in (((0, 0), (t, t)), ((w, 0), (w - t, t)),
                               ((0, h), (t, h - t)), ((w, h), (w - t, h - t))):
        c.line(x0, y0, x1, y1)
    _inset_rect(c, w, h, t - lw, dark, lw * 2)


def _frame_black(c, w, h, t, fs: FrameStyle) -> None:
    base, light, dark, line = fs.colors
    for side, pts in _frame_sides(w, h, t).items():
        _poly(c, pts, base)
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
    fs = frame_style(frame)
    if width <= 0 or w <= 0 or h <= 0:
        return
    t = min(width, w / 2, h / 2)
    canvas.saveState()
    try:
        _clip(canvas, _poly_path(canvas, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
        canvas.translate(x, y)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setDash([])
        _FRAMERS[frame](canvas, w, h, t, fs)
    finally:
        canvas.restoreState()


# --------------------------------------------------------------------------
# theme symbols (monochrome icons)
# --------------------------------------------------------------------------


def _sym_building(c, cx, cy, s) -> None:
    def block(x0, y0, bw, bh, cols, rows):
        p = c.beginPath()
        p.rect(x0, y0, bw, bh)
        ww, wh = bw / (2 * cols + 1), bh / (2 * rows + 1.6)
        for i in range(cols):
            for j in range(rows):
                p.rect(x0 + ww * (2 * i + 1), y0 + wh * (2 * j + 1.6), ww, wh)
        c.drawPath(p, stroke=0, fill=1, fillMode=FILL_EVEN_ODD)  # even-odd: windows are holes

    base = cy - s * 0.42
    block(cx - s * 0.40, base, s * 0.30, s * 0.56, 2, 3)
    block(cx - s * 0.06, base, s * 0.30, s * 0.80, 2, 4)
    block(cx + s * 0.28, base, s * 0.16, s * 0.42, 1, 2)
    c.rect(cx - s * 0.02, base + s * 0.80, s * 0.22, s * 0.06, stroke=0, fill=1)
    c.rect(cx + s * 0.08, base + s * 0.86, s * 0.025, s * 0.06, stroke=0, fill=1)
    c.rect(cx - s * 0.46, cy - s * 0.48, s * 0.92, s * 0.04, stroke=0, fill=1)


def _sym_head(c, cx, cy, s) -> None:
    c.circle(cx, cy + s * 0.17, s * 0.2, stroke=0, fill=1)
    p = c.beginPath()
    p.moveTo(cx - s * 0.4, cy - s * 0.46)
    p.curveTo(cx - s * 0.4, cy + s * 0.03, cx + s * 0.4, cy + s * 0.03, cx + s * 0.4, cy - s * 0.46)
    p.close()
    c.drawPath(p, stroke=0, fill=1)


def _sym_vase(c, cx, cy, s) -> None:
    vx, b = cx - s * 0.14, cy - s * 0.44
    p = c.beginPath()
    p.moveTo(vx - s * 0.11, b)
    p.curveTo(vx - s * 0.32, b + s * 0.2, vx - s * 0.3, b + s * 0.5, vx - s * 0.07, b + s * 0.66)
    p.lineTo(vx - s * 0.13, b + s * 0.78)
    p.lineTo(vx + s * 0.13, b + s * 0.78)
    p.lineTo(vx + s * 0.07, b + s * 0.66)
    p.curveTo(vx + s * 0.3, b + s * 0.5, vx + s * 0.32, b + s * 0.2, vx + s * 0.11, b)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    ax, ar = cx + s * 0.27, s * 0.16
    c.circle(ax, b + ar, ar, stroke=0, fill=1)
    c.setLineWidth(s * 0.035)
    c.line(ax, b + ar * 1.8, ax + s * 0.03, b + ar * 2.4)
    c.ellipse(ax + s * 0.03, b + ar * 2.05, ax + s * 0.16, b + ar * 2.45, stroke=0, fill=1)


def _sym_mountain(c, cx, cy, s) -> None:
    c.circle(cx + s * 0.24, cy + s * 0.28, s * 0.13, stroke=0, fill=1)
    p = c.beginPath()
    p.moveTo(cx - s * 0.46, cy - s * 0.4)
    p.lineTo(cx - s * 0.1, cy + s * 0.22)
    p.lineTo(cx + s * 0.08, cy - s * 0.08)
    p.lineTo(cx + s * 0.2, cy + s * 0.04)
    p.lineTo(cx + s * 0.46, cy - s * 0.4)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.rect(cx - s * 0.46, cy - s * 0.47, s * 0.92, s * 0.04, stroke=0, fill=1)


_SYMBOLS: dict[str, Callable[..., None]] = {
    "building": _sym_building,
    "head": _sym_head,
    "vase": _sym_vase,
    "mountain": _sym_mountain,
}


def draw_theme_symbol(canvas, cx: float, cy: float, size: float, theme: str, ink) -> None:
    """Draw the monochrome icon of ``theme`` in a ``size`` box centred on (cx, cy).

    Icons: building (city life), head and shoulders (portrait), vase with an
    apple (still life), mountains with the sun (landscape).  Only ``ink`` is
    used; windows etc. are holes, so the icon works on any background.
    """
    style = theme_style(theme)
    if size <= 0:
        return
    canvas.saveState()
    try:
        canvas.setFillColor(ink)
        canvas.setStrokeColor(ink)
        canvas.setLineCap(1)
        canvas.setDash([])
        _SYMBOLS[style.symbol](canvas, cx, cy, size)
    finally:
        canvas.restoreState()
