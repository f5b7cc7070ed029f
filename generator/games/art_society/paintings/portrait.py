"""The generated pictures of the portrait theme (portret)."""

from __future__ import annotations

import random

from generator.games.art_society.paintings.shapes import (
    almond_path,
    clip,
    ellipse,
    fill_circle,
    mix,
    poly,
    poly_path,
    rect,
    stroke_line,
)
from generator.games.art_society.paintings.styles import ThemeStyle

# --------------------------------------------------------------------------
# theme: portrait
# --------------------------------------------------------------------------


def _figure(c, fw: float, fh: float, rng: random.Random, st: ThemeStyle, ground: bool = True) -> None:
    rose, plum, teal, ochre, cream, ink = st.palette
    accent = st.accent

    # background of the panel: two or three flat planes (drawn with `ground`, their draws made always)
    bgs = [cream, teal, ochre, mix(plum, cream, 0.35), mix(rose, cream, 0.4)]
    rng.shuffle(bgs)
    t1, t2 = rng.uniform(0.25, 0.75), rng.uniform(0.25, 0.75)
    if rng.random() < 0.6:
        r = min(fw, fh) * rng.uniform(0.3, 0.45)
        disc = (fw * rng.uniform(0.2, 0.8), fh * rng.uniform(0.55, 0.85), r)
        band = None
    else:
        disc, band = None, fh * rng.uniform(0.55, 0.8)
    if ground:
        rect(c, 0, 0, fw, fh, bgs[0])
        poly(c, [(fw * t1, 0), (fw, 0), (fw, fh), (fw * t2, fh)], bgs[1])
        if disc is not None:
            fill_circle(c, *disc, bgs[2])
        else:
            rect(c, 0, band, fw, fh * 0.12, bgs[2])

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
    cloth2 = mix(cloth, ink if cloth is not ink else cream, 0.3)
    hair = rng.choice([c_ for c_ in (plum, ink, ochre, teal, accent) if c_ is not cloth])
    skin = rose
    skin2 = mix(rose, plum, 0.35)
    split = cx + hr * rng.uniform(-0.3, 0.3)

    # hair behind the head
    style = rng.randrange(3)
    if style == 0:
        fill_circle(c, cx, cy + ry * 0.22, hr * 1.3, hair)
    elif style == 1:
        c.setFillColor(hair)
        c.roundRect(cx - hr * 1.28, cy - ry * 0.75, hr * 2.56, ry * 1.95, hr * 0.9, stroke=0, fill=1)
    else:
        poly(
            c,
            [
                (cx - hr * 1.2, cy - ry * 0.2),
                (cx - hr * 0.2, cy + ry * 1.35),
                (cx + hr * 1.3, cy + ry * 0.7),
                (cx + hr * 0.9, cy - ry * 0.1),
            ],
            hair,
        )

    # body: rounded torso, right half shaded (cubist split)
    body = c.beginPath()
    body.roundRect(cx - sw, -sw, 2 * sw, sy + sw, sw * 0.6)
    c.setFillColor(cloth)
    c.drawPath(body, stroke=0, fill=1)
    c.saveState()
    clip(c, body)
    rect(c, split, 0, fw, sy, cloth2)
    if tall:  # long panel: sleeves and folded arms
        ay = sy * rng.uniform(0.25, 0.4)
        sleeve = mix(cloth, ink, 0.3)
        c.setFillColor(sleeve)
        c.roundRect(cx - sw, ay - hr * 0.2, sw * 0.42, sy - ay, sw * 0.2, stroke=0, fill=1)
        c.roundRect(cx + sw * 0.58, ay - hr * 0.2, sw * 0.42, sy - ay, sw * 0.2, stroke=0, fill=1)
        c.roundRect(cx - sw * 0.95, ay - hr * 0.2, sw * 1.9, hr * 0.6, hr * 0.3, stroke=0, fill=1)
        rect(c, cx - sw * 0.2, sy * 0.55, sw * 0.4, sy * 0.04, mix(cloth, cream, 0.5))
    c.restoreState()
    if tall:  # hands resting on the arms
        ellipse(c, cx - sw * 0.25, ay + hr * 0.1, hr * 0.32, hr * 0.2, skin)
        ellipse(c, cx + sw * 0.25, ay + hr * 0.1, hr * 0.32, hr * 0.2, skin2)
        for k in range(3):
            fill_circle(c, cx, sy * (0.62 + k * 0.1), hr * 0.06, mix(cloth, cream, 0.6))
    # neck + collar
    rect(c, cx - nw, sy - hr * 0.2, 2 * nw, cy - sy, skin)
    if split < cx + nw:
        rect(c, max(split, cx - nw), sy - hr * 0.2, cx + nw - max(split, cx - nw), cy - sy, skin2)
    poly(c, [(cx - nw * 1.6, sy), (cx + nw * 1.6, sy), (cx, sy - hr * 0.9)], rng.choice([cream, ochre, skin]))

    # face: oval with shaded half
    face = c.beginPath()
    face.ellipse(cx - hr, cy - ry, 2 * hr, 2 * ry)
    c.setFillColor(skin)
    c.drawPath(face, stroke=0, fill=1)
    c.saveState()
    clip(c, face)
    rect(c, split, cy - ry, cx + hr - split + 1, 2 * ry, skin2)
    # fringe / cap on top of the face
    if style != 1 or rng.random() < 0.5:
        poly(
            c,
            [
                (cx - hr * 1.1, cy + ry * rng.uniform(0.35, 0.6)),
                (cx + hr * 1.1, cy + ry * rng.uniform(0.45, 0.8)),
                (cx + hr * 1.1, cy + ry * 1.1),
                (cx - hr * 1.1, cy + ry * 1.1),
            ],
            hair,
        )
    c.restoreState()

    ey = cy + ry * 0.08
    lw = hr * 0.09
    # left eye: almond; right eye: circle (two viewpoints at once)
    c.setFillColor(cream)
    c.drawPath(almond_path(c, cx - hr * 0.42, ey, hr * 0.26, hr * 0.12), stroke=0, fill=1)
    fill_circle(c, cx - hr * 0.40, ey, hr * 0.08, ink)
    fill_circle(c, cx + hr * 0.42, ey + hr * 0.1, hr * 0.15, cream)
    fill_circle(c, cx + hr * 0.44, ey + hr * 0.1, hr * 0.08, ink)
    stroke_line(c, cx - hr * 0.7, ey + hr * 0.28, cx - hr * 0.18, ey + hr * 0.34, ink, lw)
    stroke_line(c, cx + hr * 0.2, ey + hr * 0.42, cx + hr * 0.7, ey + hr * 0.34, ink, lw)
    # nose: a triangle crossing the split line
    nd = 1 if rng.random() < 0.5 else -1
    poly(c, [(cx, ey - hr * 0.05), (cx + nd * hr * 0.32, cy - ry * 0.35), (cx, cy - ry * 0.35)], mix(skin2, plum, 0.3))
    # mouth
    c.setFillColor(accent)
    c.drawPath(almond_path(c, cx + nd * hr * 0.05, cy - ry * 0.6, hr * 0.25, hr * 0.07), stroke=0, fill=1)
    # cheek dot
    fill_circle(c, cx - nd * hr * 0.55, cy - ry * 0.38, hr * 0.12, mix(rose, accent, 0.45))


def paint_portrait(c, w: float, h: float, rng: random.Random, st: ThemeStyle, ground: bool = True) -> None:
    """The lady alone filling the rectangle (a wide picture puts her in her salon: portrait_rooms); no
    `ground`: her figure only, over what the caller painted."""
    if ground:
        rect(c, 0, 0, w, h, st.palette[4])
    c.saveState()
    clip(c, poly_path(c, [(0, 0), (w, 0), (w, h), (0, h)]))
    if rng.random() < 0.5:  # face left or right
        c.translate(w, 0)
        c.scale(-1, 1)
    _figure(c, w, h, random.Random(rng.getrandbits(64)), st, ground)
    c.restoreState()
