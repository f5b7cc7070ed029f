"""The looks of the painting themes and of the frame types, and their look-up by id."""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.lib.colors import Color, HexColor

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
        raise KeyError(f"unknown painting theme {theme!r}; known themes: {', '.join(THEMES)}") from None


def frame_style(frame: str) -> FrameStyle:
    """Return the style of ``frame``; ``KeyError`` naming the id if unknown."""
    try:
        return FRAMES[frame]
    except (KeyError, TypeError):
        raise KeyError(f"unknown frame type {frame!r}; known frames: {', '.join(FRAMES)}") from None
