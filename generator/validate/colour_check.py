"""Colour-blind safety and text contrast: the check behind `components/<game>/colours.yaml`.

Where colour tells categories apart (players, themes, raw materials, field types, streets,
denominations), the game's `colours.yaml` names every place a category's colour is set. For every
pair of categories of a group (they appear together in play) we compute the colour difference
CIEDE2000 for normal vision and for simulated protanopia, deuteranopia and tritanopia (Machado,
Oliveira and Fernandes 2009, severity 1; colour_math.py, checked against colour-science by the tests). A pair closer than
THRESHOLD in any of them is allowed only when every piece showing either category also carries a
non-colour cue (letter, numeral, icon, pattern) that its kind draws at a readable size; the kind
says what it draws through a cue reader: the generic kinds' readers are below, each game's are in
its package (games/<game>/colour_cues.py, registered when the game is loaded). Text colours are
checked against their background with the WCAG 2 contrast ratio.

numpy is imported only when a simulated preview runs.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from generator.draw.kinds import KINDS
from generator.draw.text import fit
from generator.model.findings import Findings, Location
from generator.model.units import to_mm
from generator.validate import colour_math

if TYPE_CHECKING:
    from generator.model.core import Component, Game

# ΔE2000 below which two flat colours are taken for the same category at a glance. About 2 is the
# just-noticeable difference side by side; categorical palettes for charts ask for 10 or more
# between any two colours so they can be named apart when not side by side (and on small areas).
THRESHOLD = 10.0
VISIONS = ("normal", "protan", "deutan", "tritan")
VISION_NAMES = {"normal": "normal vision", "protan": "protanopia", "deutan": "deuteranopia", "tritan": "tritanopia"}

# A cue counts when a player can read it across the table (about 1 m): a letter or numeral whose
# type is at least 10 pt (capitals about 2.5 mm tall), an icon or pattern at least 6 mm across.
LETTER_PT = 10.0
ICON_MM = 6.0
# WCAG 2: body text 4.5:1; large text (here: big numerals and letters, at least 14 pt bold) 3:1.
CONTRAST = {"body": 4.5, "large": 3.0}


# ------------------------------------------------------------------------------------ colour math


@cache
def vision_matrix(vision: str):
    """3 × 3 matrix (numpy) on linear sRGB that shows a colour as a person with `vision` sees it;
    for the simulated previews, which work on every pixel with numpy."""
    import numpy as np

    return np.asarray(colour_math.matrix(vision), dtype=float)


def delta_e_table(hex_colours: list[str], vision: str = "normal") -> list[list[float]]:
    """CIEDE2000 between every two of the colours as seen with `vision` (n rows of n; colour_math)."""
    return colour_math.delta_e_table(hex_colours, vision)


def delta_e(first: str, second: str, vision: str = "normal") -> float:
    """CIEDE2000 between two "#rrggbb" colours as seen with `vision`."""
    return colour_math.ciede2000(colour_math.lab(first, vision), colour_math.lab(second, vision))


def relative_luminance(hex_colour: str) -> float:
    r, g, b = (colour_math.linear(v) for v in colour_math.rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    a, b = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def best_ink(background: str, inks: tuple[str, ...] = ("#ffffff", "#000000")) -> str:
    """Of the text colours `inks`, the one with the highest contrast on `background` (the first of
    equals): what a piece prints on a colour its data chooses."""
    return max(inks, key=lambda ink: contrast_ratio(ink, background))


def toned(colour: str, background: str, ratio: float) -> str:
    """`colour` as text on `background` at the WCAG contrast `ratio`: the colour itself where it reaches it,
    else its hue moved towards black on a light ground (white on a dark one), a step of 2 % at a time, to
    the first tone that does. A category's name printed in its colour stays that colour's, however light
    the colour itself (kit review r30, AS minor 4: the themes spread to 20–60 L*, the lightest an ochre
    of 3.2 : 1 on white)."""
    if contrast_ratio(colour, background) >= ratio:
        return colour
    towards = (0, 0, 0) if relative_luminance(background) > 0.18 else (255, 255, 255)
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    for step in range(1, 51):
        t = step / 50
        tone = "#" + "".join(f"{round(v + (w - v) * t):02x}" for v, w in zip((red, green, blue), towards))
        if contrast_ratio(tone, background) >= ratio:
            return tone
    return best_ink(background)


# ------------------------------------------------------------------------------------ cues


@dataclass(frozen=True)
class Cue:
    what: str  # letter | icon | pattern
    size: float  # letter: type size in points; icon, pattern: millimetres across

    @property
    def readable(self) -> bool:
        return self.size >= (LETTER_PT if self.what == "letter" else ICON_MM) - 1e-6


CueReader = Callable[["Component", "Game", tuple], "list[Cue] | None"]
CUE_READERS: dict[str, CueReader] = {}


def cue_reader(kind: str):
    """Register what the pieces of `kind` draw besides the colour at a keypath (None: not a piece)."""

    def register(fn: CueReader) -> CueReader:
        CUE_READERS[kind] = fn
        return fn

    return register


def cues_at(component: Component, game: Game, keypath: tuple) -> list[Cue]:
    reader = CUE_READERS.get(component.kind)
    if reader is None:
        return []
    try:
        return reader(component, game, keypath) or []
    except (LookupError, TypeError, ValueError, AttributeError):
        return []  # a keypath the reader does not know: no cue it can vouch for


# ------------------------------------------------------------------------------------ the check


@dataclass
class _Place:
    name: str  # "component: key.path" as written
    colour: str
    where: Location  # the colour's own line
    component: Component | None
    keypath: tuple


def parse_reference(text: str) -> tuple[str, tuple] | None:
    """ "tokens: variants.0.face.color" -> ("tokens", ("variants", 0, "face", "color"))."""
    if ":" not in text:
        return None
    name, _, path = text.partition(":")
    name, path = name.strip(), path.strip()
    if not name or not path:
        return None
    keys = tuple(int(k) if k.isdigit() else k for k in path.split("."))
    return name, keys


def _value_at(data: Any, keypath: tuple) -> Any:
    for key in keypath:
        if isinstance(data, dict) and key in data:
            data = data[key]
        elif isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
            data = data[key]
        else:
            return None
    return data


def _is_colour(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 7 or not value.startswith("#"):
        return False
    try:
        int(value[1:], 16)
    except ValueError:
        return False
    return True


def _resolve(
    text: str, own: Component, where: Location, game: Game, findings: Findings, literal_ok: bool = False
) -> _Place | None:
    if literal_ok and _is_colour(text):
        return _Place(text, text.lower(), where, None, ())
    ref = parse_reference(text)
    if ref is None:
        findings.error(
            where,
            f"'{text}' is not a reference; expected 'component: key.path' (e.g. "
            f"'pawns: pawns.0.color')" + (" or a colour '#rrggbb'" if literal_ok else ""),
            "colours.reference",
        )
        return None
    name, keypath = ref
    component = game.components.get(name)
    if component is None or component is own:
        names = sorted(n for n, c in game.components.items() if c is not own)
        findings.error(
            where,
            f"'{text}' names the component '{name}', which this game does not have; expected "
            f"one of: {', '.join(names)}",
            "colours.reference",
        )
        return None
    value = _value_at(component.doc.data, keypath)
    if not _is_colour(value):
        findings.error(
            where, f"'{text}' is not a colour in {name}; expected a key path to a '#rrggbb' value", "colours.reference"
        )
        return None
    return _Place(text, value.lower(), component.where(*keypath), component, keypath)


def _closest(first: list[_Place], second: list[_Place], tables: dict, index: dict) -> tuple[str, float]:
    """The vision in which the two categories come closest, and their ΔE2000 there."""
    worst = ("normal", float("inf"))
    for vision in VISIONS:
        for a, b in itertools.product(first, second):
            d = tables[vision][index[a.colour]][index[b.colour]]
            if d < worst[1] - 1e-9:
                worst = (vision, d)
    return worst


def category_colours(game: Game, name: str) -> list[tuple[str, str]]:
    """(category, colour) of every place the game's colours components set a category's colour on the
    component `name`: what a colour means on it (a figure's arrow must not look like one)."""
    out = []
    for component in game.components.values():
        if component.kind != "colours":
            continue
        for group in component.doc.data.get("groups") or []:
            for category in group.get("categories") or []:
                for text in category.get("colours") or []:
                    ref = parse_reference(str(text))
                    shown = game.components.get(ref[0]) if ref is not None and ref[0] == name else None
                    value = _value_at(shown.doc.data, ref[1]) if shown is not None and ref is not None else None
                    if _is_colour(value):
                        out.append((str(category.get("name", "")), str(value).lower()))
    return out


def _cue_words() -> str:
    return f"a letter or numeral of {LETTER_PT:g} pt, an icon or pattern of {ICON_MM:g} mm"


def check_game(game: Game, findings: Findings, siblings_clean: bool = True) -> None:
    """Check every `colours` component of the game. When other checks of the game already failed,
    a reference to a colour that is no longer there is a consequence, not news: it is left out."""
    for component in game.components.values():
        if component.kind == "colours":
            own = Findings()
            check(component, game, own)
            findings.extend(f for f in own.items if siblings_clean or f.rule != "colours.reference")


def check(component: Component, game: Game, findings: Findings) -> None:
    spec = component.spec
    groups: list[tuple[str, list[tuple[str, list[_Place]]]]] = []
    for gi, group in enumerate(spec.groups):
        categories = []
        for ci, category in enumerate(group.categories):
            places = [
                _resolve(ref, component, component.where("groups", gi, "categories", ci, "colours", k), game, findings)
                for k, ref in enumerate(category.colours)
            ]
            if all(p is not None for p in places):
                categories.append((category.name, places))
        groups.append((group.name, categories))
    for _name, categories in groups:
        palette = sorted({p.colour for _, places in categories for p in places})
        if len(categories) < 2:
            continue
        index = {c: i for i, c in enumerate(palette)}
        tables = {vision: delta_e_table(palette, vision) for vision in VISIONS}
        for (name_a, places_a), (name_b, places_b) in itertools.combinations(categories, 2):
            vision, distance = _closest(places_a, places_b, tables, index)
            if distance >= THRESHOLD:
                continue
            for name, places, other in ((name_a, places_a, name_b), (name_b, places_b, name_a)):
                for place in places:
                    if any(cue.readable for cue in cues_at(place.component, game, place.keypath)):
                        continue
                    findings.error(
                        place.where,
                        f"'{name}' ({place.colour}) and '{other}' look alike under "
                        f"{VISION_NAMES[vision]} (ΔE2000 {distance:.1f}, below {THRESHOLD:g}); "
                        f"{place.component.name} shows '{name}' by colour alone: add a non-colour "
                        f"cue ({_cue_words()})",
                        "colours.alike",
                    )
    for ti, pair in enumerate(spec.texts):
        ink = _resolve(pair.ink, component, component.where("texts", ti, "ink"), game, findings, literal_ok=True)
        on = _resolve(
            pair.background, component, component.where("texts", ti, "background"), game, findings, literal_ok=True
        )
        if ink is None or on is None:
            continue
        ratio = contrast_ratio(ink.colour, on.colour)
        needed = CONTRAST[pair.size]
        if ratio < needed:
            what = "body text needs" if pair.size == "body" else "large numerals need"
            findings.error(
                ink.where,
                f"text colour {ink.colour} on {on.colour} has a contrast of {ratio:.1f}:1; "
                f"{what} at least {needed:g}:1 (WCAG 2)",
                "colours.contrast",
            )


# ------------------------------------------------------------------------------------ what kinds draw
# Each reader repeats the size arithmetic of its kind's drawing code (the kind's own module, taken from
# KINDS when a component of the kind is checked), so a change of a kind's layout changes what the check sees.


@cue_reader("standees")
def _standee_cues(component, game, keypath):
    k = KINDS.module("standees")
    spec = component.spec
    if keypath[:1] != ("pawns",) or keypath[2:] != ("color",):
        return None
    pawn = spec.pawns[keypath[1]]
    r = k.disc_radius(spec.width)
    fitted = k.fit(pawn.mark, k.MARK_FONT, r * k.MARK_WIDTH, max_size=r * 1.45, min_size=6)
    pattern = [Cue("pattern", to_mm(spec.width - 2 * k.INSET))] if pawn.pattern else []
    return ([Cue("letter", fitted.size)] if fitted else []) + pattern


@cue_reader("tokens")
def _token_cues(component, game, keypath):
    k = KINDS.module("tokens")
    spec = component.spec
    if keypath[:1] != ("variants",) or keypath[2:] not in (("face", "color"), ("back", "color")):
        return None
    variant = spec.variants[keypath[1]]
    face = getattr(variant, keypath[2])
    side = getattr(variant, "size", None) or spec.size
    cues = []
    if face.label:
        fitted = fit(
            face.label,
            k.SERIF_BOLD,
            side * k.LABEL_WIDTH,
            max_size=k.label_size(face, spec.shape, side),
            min_size=k.MIN_LABEL,
        )
        if fitted:
            cues.append(Cue("letter", fitted.size))
    if face.symbol or face.picture:
        layout = k.face_layout(face)
        cues.append(Cue("icon", to_mm(2 * layout[0] * side * k.SHAPE_SCALE[spec.shape])))
    return cues


@cue_reader("banknotes")
def _banknote_cues(component, game, keypath):
    k = KINDS.module("banknotes")
    spec = component.spec
    if keypath[:1] != ("denominations",) or keypath[2:] != ("color",):
        return None
    d = spec.denominations[keypath[1]]
    layout = k.front_layout(spec, d, spec.width, spec.height)
    cues = [Cue("letter", layout.size)]
    glyph = layout.glyph
    return cues + ([Cue("icon", to_mm(glyph))] if glyph else [])  # the front's solid shape, one per value


@cue_reader("board")
def _board_cues(component, game, keypath):
    """Field types: the numeral or symbol every field of the type shows, or the label of the grid's
    area the type marks; a grid's area: its label on its badge; tracks: their symbol; a copy's owner:
    the pattern on the band's discs and the name between them (board/owners.py)."""
    spec = component.spec
    board = KINDS.module("board")
    layout, content = board.geometry.layout, board.content
    if keypath[:1] == ("grids",) and keypath[2:3] == ("areas",) and keypath[4:] == ("color",):
        return _area_cues(board, layout(spec, game), lambda g, ai: (g.index, ai) == (keypath[1], keypath[3]))
    if keypath[:2] == ("owners", "entries") and keypath[3:] == ("color",) and spec.owners is not None:
        band = board.owners.band_of(spec.owners, spec.owners.entries[keypath[2]])
        cues = [Cue("pattern", to_mm(2 * band.radius))] if band.discs else []
        return cues + ([Cue("letter", band.fitted.size)] if band.fitted else [])
    if keypath[:1] == ("tracks",) and keypath[2:] == ("color",):
        track = spec.tracks[keypath[1]]
        cells = layout(spec, game).of("track", keypath[1])
        size = to_mm(board.measure.track_symbol_size(cells) * 0.78) if cells else 0.0
        return [Cue("icon", size)] if track.symbol != "none" and cells else []
    if keypath[:1] != ("field_types",) or keypath[2:] not in (("fill",), ("stroke",), ("band",)):
        return None
    properties = content.property_index(game)
    letters, icons = [], []
    fields = layout(spec, game).fields
    for f, look in zip(fields, content.scaled_contents(fields, spec, properties)):
        if f.type != keypath[1]:
            continue
        plan, _ = content.plan_field(look, f.w, f.h)
        ops = plan.ops if plan else ()
        glyphs = [op.fitted.size for op in ops if isinstance(op, content.TextOp) and op.font == content.GLYPH_FONT]
        letters.append(max(glyphs, default=0.0))
        icons.append(max((to_mm(op.size) for op in ops if isinstance(op, content.SymbolOp)), default=0.0))
    if not letters:
        return []
    if not any(letters) and not any(icons):  # cells that print nothing: the label of their grid's area
        return _area_cues(board, layout(spec, game), lambda g, ai: g.grid.areas[ai].type == keypath[1])
    return [Cue("letter", min(letters)), Cue("icon", min(icons))]


def _area_cues(board, geometry, chosen) -> list[Cue]:
    """The label of each chosen area of the board's grids, at the size its badge prints it (the
    drawing's own fit, board/measure.area_label_fit); [] where a chosen area prints none."""
    cues = []
    for g in geometry.grids:
        for ai, (area, (c0, _, c1, _)) in enumerate(zip(g.grid.areas, g.areas)):
            if chosen(g, ai):
                fitted = area.label and board.measure.area_label_fit(area.label, g.cell, c0, c1)
                cues.append(Cue("letter", fitted.size if fitted else 0.0))
    return cues


@cue_reader("form")
def _form_cues(component, game, keypath):
    """A player's band heading a column group (form_band): the pattern on its discs and the name between,
    at the sizes its drawing gives them on A4 at the default printer margin; a row's sign: its symbol."""
    k = KINDS.module("form")
    spec = component.spec
    if len(keypath) == 7 and keypath[0] == "pages" and keypath[4] == "row_signs" and keypath[6] == "color":
        section = spec.pages[keypath[1]].sections[keypath[3]]  # a row's sign: its symbol on the colour (form.RowSign)
        return [Cue("icon", to_mm(k.row_sign_side(section) * k.ROW_SIGN_ICON))]
    if len(keypath) != 8 or keypath[0] != "pages" or keypath[6:] != ("band", "color"):
        return None
    p, s, ci = keypath[1], keypath[3], keypath[5]
    placed = next(ps for ps in k.layout_page(spec, p, k.PAPERS["a4"], k.BuildOptions().margin)[0] if ps.path[3] == s)
    cell = k.columns_of(placed.section, placed.x, placed.width)[0][ci]
    band, drawn = cell.column.band, k.form_band
    height = drawn.title_row(placed.section, k.HEAD_ROW)
    radius, discs = drawn.band_discs(drawn.band_box(0.0, 0.0, cell.width, height), band.pattern)
    fitted = drawn.band_fit(cell.column.title, cell.width, height, band.pattern)
    return ([Cue("letter", fitted.size)] if fitted else []) + ([Cue("pattern", to_mm(2 * radius))] if discs else [])
