"""A board's plan for the rulebook: every field of the board as an outlined box in its place, filled
with its colour and named (the title and number the board prints), with the board's arrows, scaled
to the column. Unlike a crop of the real board (drawings.BoardDrawing), the names are set at a size
of their own (6.5 pt, never below 6 pt), so a whole board too large to shrink readably still shows
every field: names run along the long side of a field, words too long to fit are listed in
`dropped` and the figure is refused (drawings.unreadable). A figure that asks for larger names
(`min_text`) grows into the page's side margins, at most MAX_OVERHANG into each, until they fit."""

from __future__ import annotations

import re

from reportlab.lib import colors

from generator.draw.fonts import SANS
from generator.draw.kinds.board import layout, resolved
from generator.draw.kinds.board.content import content_of, property_index, readable_on
from generator.draw.text import CLEARANCE_MM, Fitted, text_width
from generator.model.core import Component, Game
from generator.model.units import mm
from generator.rulebook.drawings import Dropped, FigureUnavailable, fit_scale
from generator.rulebook.overlay import arrow_tip

NAME_SIZE = 6.5  # pt, as printed
SMALLEST = 6.0
FIELD_LINE = 0.5  # pt: a field's outline
# a name keeps the clearance of all text from its field's outline (r17: 0.5 mm printed as 0.7-0.8 mm
# labels in the Przekręt plan, against the 1 mm every other text keeps)
PAD = mm(CLEARANCE_MM)
EDGE = mm(1)  # the board's paper the plan keeps round its outermost fields (not the board's whole margin)
OVERHANG = mm(1)  # and how far it may spread into each side margin of the page (24 mm there)
# how far a plan with `min_text` may grow into each side margin: 24 mm less 10 mm, so it stays twice the
# 5 mm a home printer needs away from the paper's edge (r21: Przekręt's plan at ≥ 7 pt)
MAX_OVERHANG = mm(14)
OVERHANG_STEP = mm(0.5)


class SchematicDrawing:
    """The plan of `component` (a board) at the column's width, at most `max_height` tall."""

    def __init__(
        self, component: Component, game: Game, max_height: float | None = None, min_text: float | None = None
    ):
        if component.kind != "board":
            raise FigureUnavailable(f"component '{component.name}' is a {component.kind}, not a board")
        self.spec = resolved(component, game)
        self.geometry = layout(self.spec, game)
        self.properties = property_index(game)
        self.max_height = max_height
        self.smallest = min_text or SMALLEST  # pt: no name smaller
        self.size = max(NAME_SIZE, self.smallest)  # pt: the size a name is set at where it fits
        self.scale = 1.0
        self.dropped: list[Dropped] = []
        self.directions: list[tuple[tuple[float, float], tuple[float, float]]] = []  # the way of play, per loop
        self.width = self.height = 0.0
        self.box = self._extent()

    def _extent(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) on the board of what the plan shows: its fields, their arrows and
        EDGE round them (r17: with the board's empty margin, Przekręt's 28 mm fields held „Znajomości”
        at 6 pt only 0.5 mm from their outline)."""
        xs, ys = [], []
        for f in self.geometry.fields:
            fw, fh = (f.h, f.w) if round(f.angle) % 180 == 90 else (f.w, f.h)
            xs += [f.cx - fw / 2, f.cx + fw / 2]
            ys += [f.cy - fh / 2, f.cy + fh / 2]
        for arrow in self.geometry.arrows:
            xs += [p[0] for p in arrow.points]
            ys += [p[1] for p in arrow.points]
        if not xs:
            return 0.0, 0.0, self.geometry.width, self.geometry.height
        return (
            max(0.0, min(xs) - EDGE),
            max(0.0, min(ys) - EDGE),
            min(self.geometry.width, max(xs) + EDGE),
            min(self.geometry.height, max(ys) + EDGE),
        )

    def wrap(self, availWidth, availHeight):
        w, h = self.box[2] - self.box[0], self.box[3] - self.box[1]
        overhang = OVERHANG
        self.scale = fit_scale(availWidth + 2 * overhang, w, h, self.max_height)
        while self.smallest > SMALLEST and overhang < MAX_OVERHANG and not self._names_fit():
            overhang = min(MAX_OVERHANG, overhang + OVERHANG_STEP)
            self.scale = fit_scale(availWidth + 2 * overhang, w, h, self.max_height)
        self.width, self.height = availWidth, h * self.scale
        return self.width, self.height

    def _names_fit(self) -> bool:
        """Whether every field's name fits its field at the current scale (at `smallest` or larger)."""
        return all(
            fit_name(name, along - 2 * PAD, across - 2 * PAD, self.size, self.smallest) is not None
            for name, along, across in self._name_boxes()
        )

    def _name_boxes(self):
        """(name, length along, width across) of the room each field gives its name, as drawn."""
        for placed in self.geometry.fields:
            content = content_of(placed, self.spec, self.properties)
            turned = round(placed.angle) % 180 == 90
            fw, fh = (placed.h, placed.w) if turned else (placed.w, placed.h)
            _, (_, _, w, h) = _band_and_name(placed, content, 0.0, 0.0, fw * self.scale, fh * self.scale)
            yield (_field_name(content), w, h) if w >= h else (_field_name(content), h, w)

    def _point(self, x: float, y: float) -> tuple[float, float]:
        """A board point (y down from the top) on the figure (y up, centred in the column)."""
        left = (self.width - (self.box[2] - self.box[0]) * self.scale) / 2
        return left + (x - self.box[0]) * self.scale, self.height - (y - self.box[1]) * self.scale

    def draw(self, c):
        self.dropped = []
        self.directions: list[tuple[tuple[float, float], tuple[float, float]]] = []  # drawn or labelled
        s = self.scale
        c.saveState()
        c.setFillColor(colors.HexColor(self.spec.background or "#ffffff"))
        c.setStrokeColor(colors.HexColor("#1e1e1e"))
        c.setLineWidth(0.4)
        x0, y0 = self._point(self.box[0], self.box[3])
        c.rect(x0, y0, (self.box[2] - self.box[0]) * s, (self.box[3] - self.box[1]) * s, stroke=1, fill=1)
        for placed in self.geometry.fields:
            content = content_of(placed, self.spec, self.properties)
            turned = round(placed.angle) % 180 == 90  # a field on a side of the loop lies across it
            fw, fh = (placed.h, placed.w) if turned else (placed.w, placed.h)
            x, y = self._point(placed.cx - fw / 2, placed.cy + fh / 2)
            w, h = fw * s, fh * s
            c.setFillColor(colors.HexColor(content.fill))
            c.setStrokeColor(colors.HexColor(content.stroke))
            c.setLineWidth(FIELD_LINE)
            c.rect(x, y, w, h, stroke=1, fill=1)
            ink = content.ink
            band, (x, y, w, h) = _band_and_name(placed, content, x, y, w, h)
            if band:  # a street's colour: a band along the field's top, as on the board
                c.setFillColor(colors.HexColor(content.band))
                c.rect(*band, stroke=0, fill=1)
            self._name(
                c,
                _field_name(content),
                x,
                y,
                w,
                h,
                colors.HexColor(ink if not content.band else readable_on(content.fill)),
            )
        c.setLineWidth(1.2)
        for arrow in self.geometry.arrows:
            points = [self._point(px, py) for px, py in arrow.points]
            c.setStrokeColor(colors.HexColor(arrow.color))
            c.setFillColor(colors.HexColor(arrow.color))
            path = c.beginPath()
            path.moveTo(*points[0])
            for p in points[1:]:
                path.lineTo(*p)
            c.drawPath(path, stroke=1, fill=0)
            arrow_tip(c, points[-2], points[-1], mm(2), 0.5)
        self._direction(c)
        c.restoreState()

    def _direction(self, c) -> None:
        """The way of play round each loop, named "kierunek ruchu" – the plan shows it, not only the
        text. A loop whose board draws its own direction arrow (loop `arrow:`, drawn above with the
        board's arrows) gets only the label beside that arrow: a second, schematic arrow made readers
        look for a difference between plan and board (blind review r15). Any other loop gets an arrow
        inside it from its first field (Start) past the next two."""
        own = {a.path: a for a in self.geometry.arrows if a.kind == "direction"}
        for loop in {f.element_index for f in self.geometry.fields if f.element == "loop"}:
            cells = sorted(
                (f for f in self.geometry.fields if f.element == "loop" and f.element_index == loop),
                key=lambda f: f.index,
            )
            if len(cells) < 3:
                continue
            if loop in own:
                start, end = (self._point(*p) for p in (own[loop].points[0], own[loop].points[-1]))
                self.directions.append((start, end))
            else:
                first, third = cells[0], cells[2]
                mx, my = self.geometry.width / 2 - first.cx, self.geometry.height / 2 - first.cy
                length = (mx * mx + my * my) ** 0.5 or 1.0
                inward = max(first.w, first.h) * 0.95
                ox, oy = mx / length * inward, my / length * inward
                start = self._point(first.cx + ox, first.cy + oy)
                end = self._point(third.cx + ox, third.cy + oy)
                self.directions.append((start, end))
                c.setStrokeColor(colors.HexColor("#1e1e1e"))
                c.setLineWidth(1.0)
                c.line(*start, *end)
                c.setFillColor(colors.HexColor("#1e1e1e"))
                arrow_tip(c, start, end, mm(2), 0.5)
            c.setFillColor(colors.HexColor("#1e1e1e"))
            c.setFont(SANS, self.size)
            lx, ly = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
            c.drawCentredString(lx, ly + mm(1.2), "kierunek ruchu")

    def _name(self, c, name: str, x: float, y: float, w: float, h: float, ink) -> None:
        """The field's name, across the field's long side, wrapped; left out (and recorded) if it
        would need less than 6 pt."""
        upright = w >= h
        along, across = (w, h) if upright else (h, w)
        fitted = fit_name(name, along - 2 * PAD, across - 2 * PAD, self.size, self.smallest)
        if fitted is None:  # recorded at the size its widest word would need to print at
            widest = max(text_width(word, SANS, self.smallest) for word in name.split())
            size = self.smallest * (along - 2 * PAD) / widest
            self.dropped.append(Dropped(name, min(size, self.smallest - 0.05), False))
            return
        c.saveState()
        c.translate(x + w / 2, y + h / 2)
        if not upright:
            c.rotate(90)
        c.setFillColor(ink)
        c.setFont(SANS, fitted.size)
        leading = fitted.size * 1.15
        top = (len(fitted.lines) - 1) * leading / 2 - fitted.size * 0.35
        for i, line in enumerate(fitted.lines):
            c.drawCentredString(0, top - i * leading, line)
        c.restoreState()


def _field_name(content) -> str:
    """What the plan prints in a field: the board's title and glyph."""
    return " ".join(part for part in (content.title, content.glyph) if part) or "?"


def _band_and_name(placed, content, x: float, y: float, w: float, h: float):
    """A field drawn at (x, y, w, h): its street band's rectangle (None without a street) and the
    rectangle left for its name, off the band. The band runs along the side the field's top faces."""
    if not content.band:
        return None, (x, y, w, h)
    band = min(w, h) * 0.22
    top = round(placed.angle) % 360  # the side the field's top faces: 0 up, 90 left, …
    edge = {
        0: (x, y + h - band, w, band),
        90: (x, y, band, h),
        180: (x, y, w, band),
        270: (x + w - band, y, band, h),
    }.get(top, (x, y + h - band, w, band))
    rest = {
        0: (x, y, w, h - band),
        90: (x + band, y, w - band, h),
        180: (x, y + band, w, h - band),
        270: (x, y, w - band, h),
    }.get(top, (x, y, w, h - band))
    return edge, rest


def fit_name(
    name: str, width: float, height: float, largest: float = NAME_SIZE, smallest: float = SMALLEST
) -> Fitted | None:
    """The name at the largest size from `largest` down to `smallest` whose lines fit `width` and together
    `height`, broken at spaces only, or None. A one-letter word ("w", "z") stays with the word after
    it, as Polish typesetting wants, unless the two together are wider than `width`. A street's
    abbreviation ("al.", "pl.") stays with the name after it at any size down to 6 pt that allows it;
    only where no size does (a field this narrow) may it end a line, which the kit's own Polish line
    breaking would not allow."""
    for keep_abbreviation in (True, False):
        size = largest
        while size >= smallest - 1e-9:
            words = _words(name, size, width, keep_abbreviation)
            lines: list[str] = []
            for word in words or []:
                joined = f"{lines[-1]} {word}" if lines else word
                if lines and text_width(joined, SANS, size) <= width:
                    lines[-1] = joined
                else:
                    lines.append(word)
            fits = all(text_width(line, SANS, size) <= width for line in lines)
            if words and fits and len(lines) * size * 1.15 <= height:
                return Fitted(size, tuple(lines))
            size -= 0.25
    return None


ABBREVIATION = re.compile(r"^(ul|al|pl)\.$")  # a street's kind, never alone at a line's end when avoidable


def _words(name: str, size: float, width: float, keep_abbreviation: bool = False) -> list[str] | None:
    """The name's words, each one-letter word joined to the next when the pair fits `width`; with
    `keep_abbreviation`, a street's abbreviation joined to the next word too, or None when the pair
    does not fit at this size."""
    words: list[str] = []
    glue = required = False
    for word in name.split():
        pair = f"{words[-1]} {word}" if words else word
        if (glue or required) and text_width(pair, SANS, size) <= width:
            words[-1] = pair
        elif required:
            return None
        else:
            words.append(word)
        glue = len(word) == 1 and word.isalpha()
        required = keep_abbreviation and bool(ABBREVIATION.match(word))
    return words
