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
``draw_painting(canvas, x, y, w, h, theme, seed, composition=None)``
    Paint a picture of one of the theme's subjects (``SCENES[theme]``, named
    in ``compositions.py``) filling exactly the rectangle; deterministic for
    ``(theme, composition, seed, w, h)``; the layout adapts to the aspect ratio.
``draw_frame(canvas, x, y, w, h, frame, width)``
    Draw a frame ``width`` points thick, inward from the rectangle edge.
``draw_theme_symbol(canvas, cx, cy, size, theme, ink)``
    Small monochrome icon of a theme centred on ``(cx, cy)`` inside a
    ``size`` x ``size`` box.

Unknown theme or frame ids raise :class:`KeyError` naming the id.

The package: ``styles`` holds the themes' and frames' looks, ``shapes`` the drawing helpers,
``city``, ``portrait``, ``still_life`` and ``landscape`` paint the first subject of each theme and the
``*_scenes`` modules its other subjects (``scenery`` holds their shared pieces), ``SCENES`` names them all,
``frames`` draws the frames and ``symbols`` the theme icons. A wide picture (``shapes.WIDE``) is one
composed scene, never the small picture's motif repeated: the portraits' sitters (``sitters``, drawn
of ``people``) stand in their rooms (``portrait_rooms``, ``portrait_salon``) or among a group
(``portrait_groups``); a still life's own group lies on a long table among the subject's other things
(``still_life_tables``, ``still_life_rooms``, of ``still_life_objects``); the bridge and the harbour have
their own long views (``city_wide``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from generator.games.art_society.paintings.city import paint_city
from generator.games.art_society.paintings.city_scenes import CITY_SCENES
from generator.games.art_society.paintings.frames import draw_frame
from generator.games.art_society.paintings.landscape import paint_landscape
from generator.games.art_society.paintings.landscape_scenes import LANDSCAPE_SCENES
from generator.games.art_society.paintings.portrait_scenes import PORTRAIT_SCENES
from generator.games.art_society.paintings.shapes import clip, poly_path, rect
from generator.games.art_society.paintings.still_life import paint_still_life
from generator.games.art_society.paintings.still_life_scenes import STILL_LIFE_SCENES
from generator.games.art_society.paintings.styles import (
    FRAMES,
    THEMES,
    FrameStyle,
    ThemeStyle,
    frame_style,
    theme_style,
)
from generator.games.art_society.paintings.symbols import draw_theme_symbol

__all__ = [
    "ThemeStyle",
    "FrameStyle",
    "THEMES",
    "FRAMES",
    "theme_style",
    "frame_style",
    "SCENES",
    "draw_painting",
    "draw_frame",
    "draw_theme_symbol",
]


# --------------------------------------------------------------------------
# public drawing functions
# --------------------------------------------------------------------------

# theme -> subject (compositions.py's ids) -> painter; the first subject is the theme's default
SCENES: dict[str, dict[str, Callable[..., None]]] = {
    "zycie-miejskie": {"tramwaj": paint_city, **CITY_SCENES},
    "portret": PORTRAIT_SCENES,
    "martwa-natura": {"butelki": paint_still_life, **STILL_LIFE_SCENES},
    "pejzaz": {"wzgorza": paint_landscape, **LANDSCAPE_SCENES},
}


def draw_painting(
    canvas, x: float, y: float, w: float, h: float, theme: str, seed: int, composition: str | None = None
) -> None:
    """Paint a picture of ``theme`` filling the rectangle exactly: its subject ``composition`` (one of
    ``SCENES[theme]``; None: the theme's first).

    The drawing is clipped to the rectangle and the canvas graphics state is
    restored afterwards.  The result depends only on ``(theme, composition, seed, w, h)``
    (``x``/``y`` merely position it).
    """
    style = theme_style(theme)
    if w <= 0 or h <= 0:
        raise ValueError(f"painting rectangle must have positive size, got {w}x{h}")
    scenes = SCENES[theme]
    if composition is not None and composition not in scenes:
        raise KeyError(f"unknown composition {composition!r} of theme {theme!r}; known: {', '.join(scenes)}")
    painter = scenes[composition] if composition is not None else next(iter(scenes.values()))
    rng = random.Random(seed)
    canvas.saveState()
    try:
        clip(canvas, poly_path(canvas, [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]))
        canvas.translate(x, y)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setDash([])
        rect(canvas, 0, 0, w, h, style.palette[0])
        painter(canvas, w, h, rng, style)
    finally:
        canvas.restoreState()
