"""banknotes drawn: the notes' guilloches, rosettes, fronts and backs, their pieces and their sheets
(reportlab), imported when notes are drawn (banknotes.py names `render` and `pieces` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, SERIF_ITALIC, text_width
from generator.draw.kinds.banknotes import (
    BACK_ISSUER_BOX,
    BACK_UNIT_DROP,
    BACK_UNIT_SIZE,
    CORNER_BOX,
    FRAME_INSET,
    FRAME_LINE,
    FRAME_RADIUS,
    HALO,
    ISSUER_BOX,
    RING_LINE,
    RING_SHARE,
    ROSETTE_AT,
    WORDS_BOX,
    Banknotes,
    Denomination,
    amount,
    fitted_size,
    front_layout,
    glyph_of,
    label,
    print_order,
    rgb_of,
    rosette_edge,
    rosette_place,
    skipped,
    small_table_bank,
    total_value,
)
from generator.draw.kinds.piece_sheets import render_sheet_pdf
from generator.draw.kinds.reuse import draw_once
from generator.draw.sheets import Piece
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted, plural
from generator.model.units import mm, to_mm
from generator.validate.colour_check import CONTRAST, toned


def _mix(hex_colour: str, white: float) -> colors.Color:
    """The colour lightened towards white by the share `white` (0–1)."""
    r, g, b = rgb_of(hex_colour)
    return colors.Color(r + (1 - r) * white, g + (1 - g) * white, b + (1 - b) * white)


def _dark(hex_colour: str, share: float = 0.35) -> colors.Color:
    r, g, b = rgb_of(hex_colour)
    return colors.Color(r * (1 - share), g * (1 - share), b * (1 - share))


def _hex(colour: colors.Color) -> str:
    return "#" + "".join(f"{round(v * 255):02x}" for v in (colour.red, colour.green, colour.blue))


def text_ink(hex_colour: str, share: float, ground: str) -> str:
    """A note's text in its own colour darkened by `share`, on `ground`: toned further to WCAG's 4.5 : 1 for
    small text where the darkening leaves it short (kit review r38, P minor 7: the gold 10 000's corner values
    and issuer 3.95 : 1 on its pale field)."""
    return toned(_hex(_dark(hex_colour, share)), ground, CONTRAST["body"])


def text_pairs(d: Denomination) -> list[tuple[str, str, str]]:
    """(what, ink, ground) of every text a note of `d` prints: the front's corner values, issuer, value and
    words on the field's tint, the back's on white paper; each pair what the drawing uses."""
    field = _hex(_mix(d.color, FRONT_TINT))
    front = [("corner", text_ink(d.color, 0.35, field)), ("value", text_ink(d.color, 0.45, field))]
    return [(what, ink, field) for what, ink in front] + [("back", text_ink(d.color, 0.45, "#ffffff"), "#ffffff")]


def _guilloche(c, w, h, colour, phase: float, lines: int = 7) -> None:
    """Interlaced sine waves across the note: a cheap, pleasant anti-photocopy pattern."""
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(0.35)
    for k in range(lines):
        path = c.beginPath()
        amp = h * (0.10 + 0.025 * k)
        base = h / 2
        steps = 90
        for s in range(steps + 1):
            x = -mm(2) + (w + mm(4)) * s / steps
            y = base + amp * math.sin(2 * math.pi * (x / w) * 2.0 + phase + k * 0.55)
            (path.moveTo if s == 0 else path.lineTo)(x, y)
        c.drawPath(path, stroke=1, fill=0)
    c.restoreState()


def _rosette(c, cx, cy, radius, colour, petals: int = 12) -> None:
    """Overlapping rotated ellipses: the classic banknote rosette."""
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(RING_LINE)
    for i in range(petals):
        c.saveState()
        c.translate(cx, cy)
        c.rotate(180 * i / petals)
        c.ellipse(-radius, -radius * RING_SHARE, radius, radius * RING_SHARE, stroke=1, fill=0)
        c.restoreState()
    c.circle(cx, cy, radius * RING_SHARE, stroke=1, fill=0)  # the medallion's ring (front_layout keeps clear of it)
    c.restoreState()


# the least room between a back's print and its cut (r30 R minor 1: the back's frame lines went, its corner
# values and issuer stand 4.2 mm and more inside it)
BACK_CLEAR = mm(4)
# the back's issuer line (capitals: no descenders) 4.7 mm inside the cut beside and under it, where it
# stood 1.6 mm off the inner frame line until r30, and the rosette a little smaller so the capitals stay
# clear of its lowest petals (kit review r25, P minor 3: 1 mm from the frame, touching the petals)
BACK_ISSUER_AT = mm(4.7)
BACK_CORNER_AT = mm(4.2)  # the back's corner values, their cap height's box this far inside both cuts
BACK_ROSETTE = 0.32
FRONT_TINT = 0.95  # share of white in the front's field: the colour tells the value, the ink stays light
# the plain field round a corner numeral, over the patterns (r15: the rosette ran under the top-left value)
KNOCKOUT = mm(1.3)  # r28 R minor 8: at 1 mm the guilloche crowded the digits (≈ 0.8 mm measured)
CORNER_CAP = 0.75  # a corner numeral's height, per size (digits: no descent)


def _frame(c, w, h, inset: float = FRAME_INSET):
    """The note's frame as a path (reportlab's rounded rectangle): its outline, and the edge every
    pattern is clipped to, so nothing of one note's art reaches its neighbour across the cut; with a
    larger `inset`, the same shape further in."""
    path = c.beginPath()
    radius = max(FRAME_RADIUS - (inset - FRAME_INSET), 0.0)
    path.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, radius)
    return path


def _placed_rosette(c, w, h, cx, cy, radius, colour, petals: int = 12) -> tuple[float, float, float]:
    """A rosette whole inside rosette_edge(): no larger than the note's height leaves room for, moved
    in from the frame where it would reach it, and clipped there (its tips never touch the frame).
    Returns its centre and radius as placed."""
    edge = rosette_edge()
    cx, cy, radius = rosette_place(w, h, radius, (cx, cy))
    c.saveState()
    c.clipPath(_frame(c, w, h, edge), stroke=0, fill=0)
    _rosette(c, cx, cy, radius, colour, petals)
    c.restoreState()
    return cx, cy, radius


def _polygon(c, cx: float, cy: float, r: float, corners: int, turn: float = 90.0, inner: float | None = None):
    """A regular polygon (a star when `inner` gives its inner radius) round (cx, cy), a corner at `turn`°."""
    path = c.beginPath()
    points = corners * (2 if inner else 1)
    for k in range(points):
        radius = inner if inner and k % 2 else r
        angle = math.radians(turn + 360 * k / points)
        (path.moveTo if k == 0 else path.lineTo)(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
    path.close()
    return path


def draw_glyph(c, shape: str, cx: float, cy: float, size: float, colour) -> None:
    """The denomination's solid shape (banknotes.GLYPHS) `size` across, centred on (cx, cy), in `colour`
    with a white outline that parts it from the rosette's lines."""
    r = size / 2
    c.saveState()
    c.setFillColor(colour)
    c.setStrokeColor(colors.white)
    c.setLineWidth(0.8)
    c.setLineJoin(1)
    if shape == "circle":
        path = c.beginPath()
        path.circle(cx, cy, r * 0.86)
    elif shape == "square":
        path = _polygon(c, cx, cy, r * 1.04, 4, 45)
    elif shape == "diamond":
        path = _polygon(c, cx, cy, r, 4, 90)
    elif shape == "triangle":
        path = _polygon(c, cx, cy - r * 0.12, r * 1.1, 3, 90)
    elif shape == "pentagon":
        path = _polygon(c, cx, cy, r, 5, 90)
    elif shape == "hexagon":
        path = _polygon(c, cx, cy, r, 6, 90)
    else:  # star
        path = _polygon(c, cx, cy, r * 1.08, 5, 90, inner=r * 0.46)
    c.drawPath(path, stroke=1, fill=1)
    c.restoreState()


def corner_boxes(d: Denomination, w: float, h: float) -> list[tuple[float, float, float, float]]:
    """The front's two corner numerals as (left, bottom, right, top) of their digits, top-left first."""
    size = fitted_size(amount(d.value), SANS_BOLD, w, CORNER_BOX)
    width = text_width(amount(d.value), SANS_BOLD, size)
    left, top_base = FRAME_INSET + mm(1.5), h - FRAME_INSET - mm(1.2) - size * CORNER_CAP
    right, low_base = w - FRAME_INSET - mm(1.5), FRAME_INSET + mm(1.4)
    return [
        (left, top_base, left + width, top_base + size * CORNER_CAP),
        (right - width, low_base, right, low_base + size * CORNER_CAP),
    ]


WORDS_PAD = (mm(1.3), mm(0.7))  # the plain panel's reach round the words' ink, across and up/down
WORDS_DESCENT, WORDS_ASCENT = 0.26, 0.78  # the italic's reach below and above its baseline, per size


def words_box(spec: Banknotes, d: Denomination, w: float, h: float) -> tuple[float, float, float, float, float]:
    """The front's words („sto złotych”): (left, bottom, right, top) of their ink, and their size; centred
    under the big value."""
    layout = front_layout(spec, d, w, h)
    size, cx = layout.size, layout.value_x
    wsize = fitted_size(d.words, SERIF_ITALIC, w, WORDS_BOX)
    base = h / 2 - size * 0.55 - wsize - mm(0.6)
    half = text_width(d.words, SERIF_ITALIC, wsize) / 2
    return cx - half, base - WORDS_DESCENT * wsize, cx + half, base + WORDS_ASCENT * wsize, wsize


def _haloed(c, cx, y, text: str, font: str, size: float, colour, halo: float) -> None:
    """`text` centred on cx, filled in `colour` over a white outline `halo` wide."""
    x = cx - c.stringWidth(text, font, size) / 2
    outline = c.beginText(x, y)
    outline.setFont(font, size)
    outline.setTextRenderMode(1)  # stroke only
    outline.textOut(text)
    c.saveState()
    c.setStrokeColor(colors.white)
    c.setLineWidth(halo)
    c.setLineJoin(1)
    c.drawText(outline)
    c.restoreState()
    c.setFillColor(colour)
    c.setFont(font, size)
    c.drawString(x, y, text)


def _front(spec: Banknotes, d: Denomination):
    text = label(d.value, spec.currency)

    def draw(c, w, h):
        # the tint and the patterns inside the frame only: a white margin to the cut costs no ink, and
        # a cut a little off the line shows white paper, never a sliver of the neighbour's rosette
        c.saveState()
        c.clipPath(_frame(c, w, h), stroke=0, fill=0)
        c.setFillColor(_mix(d.color, FRONT_TINT))
        c.rect(0, 0, w, h, stroke=0, fill=1)
        _guilloche(c, w, h, _mix(d.color, 0.45), phase=0.0)
        x, y, radius = w * ROSETTE_AT[0], h * ROSETTE_AT[1], h * ROSETTE_AT[2]
        rx, ry, _ = _placed_rosette(c, w, h, x, y, radius, _mix(d.color, 0.3))
        layout = front_layout(spec, d, w, h)
        glyph, value_x = layout.glyph, layout.value_x
        if glyph:  # in the rosette's inner circle: the pile's colour at a glance, its shape for every eye
            draw_glyph(c, glyph_of(spec, d), rx, ry, glyph, colors.HexColor(d.color))
        # the corner values on a plain patch of the field, KNOCKOUT round their digits
        c.setFillColor(_mix(d.color, FRONT_TINT))
        boxes = corner_boxes(d, w, h)
        for x0, y0, x1, y1 in boxes:
            c.rect(x0 - KNOCKOUT, y0 - KNOCKOUT, x1 - x0 + 2 * KNOCKOUT, y1 - y0 + 2 * KNOCKOUT, stroke=0, fill=1)
        c.restoreState()
        inset = FRAME_INSET
        c.setStrokeColor(colors.HexColor(d.color))
        c.setLineWidth(FRAME_LINE)
        c.drawPath(_frame(c, w, h), stroke=1, fill=0)
        # corner values
        corner = fitted_size(amount(d.value), SANS_BOLD, w, CORNER_BOX)
        inks = {what: colors.HexColor(ink) for what, ink, _ in text_pairs(d)}
        c.setFillColor(inks["corner"])
        c.setFont(SANS_BOLD, corner)
        (left, top_base, _, _), (_, low_base, right, _) = boxes
        c.drawString(left, top_base, amount(d.value))
        c.drawRightString(right, low_base, amount(d.value))
        # issuer line
        issuer = fitted_size(spec.issuer, SANS_SEMIBOLD, w, ISSUER_BOX)
        c.setFont(SANS_SEMIBOLD, issuer)
        c.drawRightString(w - inset - mm(1.5), h - inset - mm(1.2) - issuer * 0.75, spec.issuer)
        # the big value and the words with a white halo: the pattern stays whole round them (a plate
        # behind the value showed its hard edge across the rosette, kit review r17)
        size = layout.size
        cx = value_x
        if d.words:  # small words on a plain panel of the field's tint: no guilloche line through their
            # letters (kit review r32 P minor 9: a halo kept the lines off the glyphs' edges, not out of them)
            x0, y0, x1, y1, wsize = words_box(spec, d, w, h)
            c.setFillColor(_mix(d.color, FRONT_TINT))
            pad_x, pad_y = WORDS_PAD
            c.roundRect(x0 - pad_x, y0 - pad_y, x1 - x0 + 2 * pad_x, y1 - y0 + 2 * pad_y, pad_y, stroke=0, fill=1)
        _haloed(c, cx, h / 2 - size * 0.3, text, SERIF_BOLD, size, inks["value"], HALO)
        if d.words:
            c.setFillColor(inks["value"])
            c.setFont(SERIF_ITALIC, wsize)
            c.drawCentredString(cx, y0 + WORDS_DESCENT * wsize, d.words)

    return draw


def _back(spec: Banknotes, d: Denomination):
    """The back is ink-light: white paper with an outlined rosette in the note's colour, the value in the
    middle and in two corners, the issuer. A solid tint on every back of a duplex money job costs a home
    printer much colour ink and makes thin paper curl. No frame: a line 2.2 mm inside the cut showed every
    tenth of a millimetre a home duplex print lies off its front (the calibration page lets 1.5 mm pass:
    0.7 mm of margin on one side, 3.7 on the other, kit review r30, Rynek minor 1); nothing on a back
    comes nearer its cut than BACK_CLEAR, where such a shift reads as a margin's, not a frame's."""
    text = label(d.value, spec.currency)

    def draw(c, w, h):
        _placed_rosette(c, w, h, w / 2, h / 2, h * BACK_ROSETTE, _mix(d.color, 0.6), petals=10)
        c.setFillColor(colors.white)
        c.circle(w / 2, h / 2, h * 0.25, stroke=0, fill=1)
        size = fitted_size(amount(d.value), SERIF_BOLD, h * 0.9, (0.5, 16.0, 7.0))
        c.setFillColor(colors.HexColor(text_pairs(d)[-1][1]))
        c.setFont(SERIF_BOLD, size)
        c.drawCentredString(w / 2, h / 2 - size * 0.33, amount(d.value))
        if spec.currency:
            c.setFont(SANS_SEMIBOLD, BACK_UNIT_SIZE)
            c.drawCentredString(w / 2, h / 2 - size * 0.33 - BACK_UNIT_DROP, spec.currency)
        corner = fitted_size(text, SANS_BOLD, w, CORNER_BOX)
        c.setFont(SANS_BOLD, corner)
        c.drawString(BACK_CORNER_AT, h - BACK_CORNER_AT - corner * 0.75, text)
        c.drawRightString(w - BACK_CORNER_AT, BACK_CORNER_AT, text)
        issuer = fitted_size(spec.issuer, SANS_SEMIBOLD, w, BACK_ISSUER_BOX)
        c.setFont(SANS_SEMIBOLD, issuer)
        c.drawString(BACK_ISSUER_AT, BACK_ISSUER_AT, spec.issuer)

    return draw


def _once(name: str, draw, bleed: float):
    """Draw a side once per PDF as a form XObject and reuse it for every copy of the note:
    hundreds of identical notes cost one drawing each, in time and in file size."""

    def run(c, w, h):
        draw_once(c, name, (-bleed, -bleed, w + bleed, h + bleed), lambda: draw(c, w, h))

    return run


def pieces(spec: Banknotes) -> list[Piece]:
    """Every note, in the order the sheets print them (banknotes.print_order)."""
    reach = spec.bleed + mm(1)
    out = []
    for d, count in print_order(spec):
        front = _once(f"banknote{d.value}front", _front(spec, d), reach)
        back = _once(f"banknote{d.value}back", _back(spec, d), reach)
        name = label(d.value, spec.currency)
        out.extend(Piece(spec.width, spec.height, front, back, name, deck=name) for _ in range(count))
    return out


def render(component: Component[Banknotes], game: Game, options: BuildOptions) -> list[Output]:
    spec: Banknotes = component.spec
    notes = pieces(spec)
    small = spec.small_table
    listing = ", ".join(f"{d.count} × {label(d.value, spec.currency)}" for d in spec.denominations)
    contents = [
        f"{counted(len(notes), 'banknot', 'banknoty', 'banknotów')} {to_mm(spec.width):.0f} × {to_mm(spec.height):.0f} mm, "
        f"{plural(len(notes), 'zadrukowany', 'zadrukowane', 'zadrukowanych')} "
        f"z obu stron: {listing} (razem {label(total_value(spec), spec.currency)}).",
    ]
    # a player's starting pack is a rule of the game (the rulebook's setup says it): the job's cover says
    # what is printed and how (the Rynek cover was set at 8.2 pt with it)
    stock = "papier 80–120 g/m² (cienki, jak prawdziwe banknoty)" if spec.stock == "paper" else "karton 250–300 g/m²"
    return [
        render_sheet_pdf(
            component,
            game,
            options,
            notes,
            width=spec.width,
            height=spec.height,
            bleed=spec.bleed,
            title=spec.title,
            contents=contents,
            stock=spec.stock,
            stock_label=stock,
            notes=spec.notes,
            # the notes a small table needs come first: the sheets that hold them (Output.small)
            small=(
                game.spec.players.min,
                small.players,
                len(notes) - sum(skipped(spec).values()),
                small_table_bank(spec),
            )
            if small
            else (),
        )
    ]


def kind_pieces(component: Component[Banknotes], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)
