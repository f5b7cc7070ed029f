"""The bands of a tiled board's sheet: the glue band (hidden under the neighbour, with its guide line
and the sheet's label) and the waste band (cut away, with a dashed cut line and scissors). A glue band
carries no registration cross: the neighbour laid on it is cut first, so no mark of its own meets one
(kit review r20, Kolekcjonerzy minor 5: a cross on A2's band that nothing explained)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.kinds.board.form import wordless
from generator.draw.pdf import INK
from generator.layout.strip_labels import blocked_along, free_stretches, label_spot, least_covered_spot
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

GLUE_TINT = colors.Color(0.55, 0.55, 0.55, alpha=0.55)
# the waste: a flat grey and the word ODPAD, never the glue's diagonal hatching (kit review r17: both
# hatched, and the assembly steps' „pas kreskowany to klej” pointed at both)
WASTE_TINT = colors.Color(0.35, 0.35, 0.35, alpha=0.28)
WASTE_WORD = "ODPAD"
ACCENT = colors.HexColor("#b3261e")
# the glue guide: where the neighbour's cut edge goes. Light and thin, a little inside the glue strip,
# so the neighbour laid on it hides it even a hair off (kit review r15: a red line stayed in view)
GUIDE_INK = colors.Color(0.62, 0.62, 0.62)
GUIDE_WIDTH = mm(0.25)
GUIDE_INSET = mm(0.15)  # from the cut line to the guide's near edge
GUIDE_FAR = GUIDE_INSET + GUIDE_WIDTH  # from the cut line to the guide's far edge
SEAM_LINE = mm(0.45)  # the widest board line that runs along a seam: a field's outline (draw.py)


def strip_rect(plan: TilePlan, tile: Tile, axis: str, span: tuple[float, float]) -> tuple[float, float, float, float]:
    """Page rectangle (x, y, w, h) of a band strip across the tile's window, as far as the board
    reaches: a band stops at the board's edge, where the blank card beyond it is cut away anyway."""
    a, b = span
    lo, hi = along_range(plan, tile, axis)
    if axis == "x":
        x0, top = plan.page_point(tile, a, lo)
        x1, bottom = plan.page_point(tile, b, hi)
        return x0, bottom, x1 - x0, top - bottom
    left, y1 = plan.page_point(tile, lo, a)
    right, y0 = plan.page_point(tile, hi, b)
    return left, y0, right - left, y1 - y0


def along_range(plan: TilePlan, tile: Tile, axis: str) -> tuple[float, float]:
    """The stretch (board coordinates) a band of `axis` runs along: the tile's window on the board."""
    window, length = (tile.y, plan.board_height) if axis == "x" else (tile.x, plan.board_width)
    return max(window.start, 0.0), min(window.end, length)


def hatch(c: Canvas, x: float, y: float, w: float, h: float, color, spacing: float) -> None:
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    c.setStrokeColor(color)
    c.setLineWidth(mm(0.25))
    n = int((w + h) / spacing) + 2
    for i in range(n):
        d = i * spacing
        c.line(x + d, y, x + d - h, y + h)
    c.restoreState()


def band_texts(band: str, neighbour: str) -> tuple[str, ...]:
    """A glue or waste band's hint: one wording on every band of its kind (kit review r15: a strip said
    „odetnij · na A2”, its neighbour „odetnij wzdłuż linii i naklej na część B1”, a third nothing)."""
    if band == "glue":
        return (f"KLEJ · tu przyłóż krawędź części {neighbour}",)
    # the waste is thrown away: the words say so first, and that the cut edge, not the strip, goes on
    # the neighbour's glue (kit review r18: „naklej na część …” on the strip read as „glue this strip”)
    return (f"{WASTE_WORD} · odetnij i wyrzuć, krawędź na KLEJ części {neighbour}",)


def band_text_size(thickness: float) -> float:
    """The hint's size on a band `thickness` wide (pt)."""
    return min(thickness * 0.55, 8.5)


def _label_length(label: str, text: str, size: float) -> float:
    """Length along its band of a band's label: the badge, the hint and the white ground around them."""
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    return badge_w + mm(1.5) + fonts.text_width(text, fonts.SANS_SEMIBOLD, size) + mm(2.4)


def _strip_text(c: Canvas, cx: float, cy: float, axis: str, label: str, text: str, size: float) -> None:
    """The sheet label in a red badge followed by a hint, centred on (cx, cy) and running along its
    strip, on a white ground."""
    c.saveState()
    c.translate(cx, cy)
    if axis == "x":
        c.rotate(90)
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    total = _label_length(label, text, size) - mm(2.4)
    left = -total / 2
    c.setFillColor(colors.white)
    c.roundRect(left - mm(1.2), -size * 0.6, total + mm(2.4), size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(ACCENT)
    c.roundRect(left, -size * 0.6, badge_w, size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(fonts.SANS_BOLD, size * 1.1)
    c.drawCentredString(left + badge_w / 2, -size * 0.38, label)
    c.setFillColor(INK)
    c.setFont(fonts.SANS_SEMIBOLD, size)
    c.drawString(left + badge_w + mm(1.5), -size * 0.34, text)
    c.restoreState()


LABEL_CLEARANCE = mm(1)  # a band's label keeps this far from anything printed along its band
NOTCH_CLEARANCE = mm(3)  # and this far from a notch cut out of its band (kit review r18: „B2” under A2's notch)
MARK_CLEARANCE = mm(2)  # a seam mark (scissors) keeps this far from anything printed, the label
# and the band crossing it at a sheet's corner: it marks the seam, never a word, a symbol or a line


def label_place(
    plan: TilePlan, tile: Tile, axis: str, label: str, texts: tuple[str, ...], size: float, blocked
) -> tuple[str, float, float] | None:
    """Where a band's label goes: the first of `texts` that fits where nothing printed lies under it
    (layout/strip_labels.py), as (text, start, end) along the band in board coordinates; when no free
    stretch is long enough for any, the first that the band holds where it covers the least printed
    matter (every band is labelled, kit review r15); None only on a band shorter than every label."""
    lo, hi = along_range(plan, tile, axis)
    # off the bands crossing this one at the sheet's corners, where their own labels lie, and off the
    # notches cut out of it: a word there goes with the waste
    crossing = [(a - LABEL_CLEARANCE, b + LABEL_CLEARANCE) for a, b in crossing_bands(tile, axis)]
    crossing += [(a - NOTCH_CLEARANCE, b + NOTCH_CLEARANCE) for a, b in notches_along(plan, tile, axis)]
    for text in texts:
        length = _label_length(label, text, size)
        centre = label_spot((lo, hi), length, [*blocked, *crossing], (lo + hi) / 2)
        if centre is not None:
            return text, centre - length / 2, centre + length / 2
    room = max(free_stretches((lo, hi), crossing), key=lambda s: s[1] - s[0], default=(lo, hi))
    for text in texts:
        length = _label_length(label, text, size)
        centre = least_covered_spot(room, length, blocked, (lo + hi) / 2)
        if centre is not None:
            return text, centre - length / 2, centre + length / 2
    return None


def _label_at(
    c: Canvas, plan: TilePlan, tile: Tile, axis: str, span, label: str, texts: tuple[str, ...], size: float, blocked
) -> tuple[float, float] | None:
    """Draw a band's label at its `label_place`; returns the stretch it takes (None on a band too short
    for any label: it keeps its marks and the assembly map says the rest)."""
    place = label_place(plan, tile, axis, label, texts, size, blocked)
    if place is None:
        return None
    text, start, end = place
    _strip_text(c, *_point(plan, tile, axis, span, (start + end) / 2), axis, label, text, size)
    return start, end


def crossing_bands(tile: Tile, axis: str) -> list[tuple[float, float]]:
    """The stretches along a band of `axis` that the tile's bands of the other axis take (a sheet's
    corner, where two bands cross): no seam mark sits there, half on one band and half on the other."""
    other = tile.y if axis == "x" else tile.x
    return [span for span in (other.glue, other.waste) if span]


def notches_along(plan: TilePlan, tile: Tile, axis: str) -> list[tuple[float, float]]:
    """The stretches along the tile's band of `axis` (its glue or waste band) that a notch cuts out
    of it (board coordinates): nothing meant to stay, a label or a mark, lies there."""
    bands = [b for b in ((tile.x if axis == "x" else tile.y).glue, (tile.x if axis == "x" else tile.y).waste) if b]
    out = []
    for left, top, right, bottom in notches(plan, tile):
        across, along = ((left, right), (top, bottom)) if axis == "x" else ((top, bottom), (left, right))
        if any(min(across) < b[1] and max(across) > b[0] for b in bands):
            out.append((min(along), max(along)))
    return out


def mark_spots(
    plan: TilePlan, tile: Tile, axis: str, span, count: int, size: float, printed=(), taken=None, also=()
) -> list[float]:
    """Board positions along a band for `count` marks `size` long, evenly spread, each moved to the
    nearest spot MARK_CLEARANCE clear of everything printed across the band (words, symbols, fields,
    tables, the board's frame), of the band's label (`taken`) and of the stretches `also` (the sheet's
    ticket set on the band), and of the bands crossing it; a mark with
    no such spot within half its share of the band is left out."""
    lo, hi = along_range(plan, tile, axis)
    avoid = blocked_along(list(printed), axis, span, MARK_CLEARANCE)
    avoid += [(a - MARK_CLEARANCE, b + MARK_CLEARANCE) for a, b in crossing_bands(tile, axis)]
    avoid += [(a - MARK_CLEARANCE, b + MARK_CLEARANCE) for a, b in notches_along(plan, tile, axis)]
    if taken:
        avoid.append((taken[0] - MARK_CLEARANCE, taken[1] + MARK_CLEARANCE))
    avoid += list(also)
    out = []
    for i in range(count):
        wanted = lo + (hi - lo) * (i + 0.5) / count
        spot = label_spot((lo, hi), size, avoid, wanted)
        if spot is not None and abs(spot - wanted) < (hi - lo) / (2 * count):
            out.append(spot)
            avoid.append((spot - size / 2 - MARK_CLEARANCE, spot + size / 2 + MARK_CLEARANCE))
    return out


def _point(plan: TilePlan, tile: Tile, axis: str, span, along: float) -> tuple[float, float]:
    middle = (span[0] + span[1]) / 2
    return plan.page_point(tile, middle, along) if axis == "x" else plan.page_point(tile, along, middle)


def glue_strip(
    c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str, printed=(), lines=(), art=None
) -> None:
    """The glue area: hidden under the neighbour. Alignment line where its edge goes, the sheet label
    and which sheet comes on top (where nothing printed lies under it). Its hatching runs along the band as
    far as the tile's art (`art`, page coordinates: the board's bleed past its outer edge), not 3 mm short of
    it where the board's edge is (kit review r36, R minor 3)."""
    span = (tile.x if axis == "x" else tile.y).glue
    x, y, w, h = strip_rect(plan, tile, axis, span)
    hx, hy, hw, hh = x, y, w, h
    if art is not None and axis == "x":  # upright band: as far as the art reaches up and down
        hy, hh = min(y, art[1]), max(y + h, art[3]) - min(y, art[1])
    elif art is not None:  # a band across: as far as the art reaches left and right
        hx, hw = min(x, art[0]), max(x + w, art[2]) - min(x, art[0])
    hatch(c, hx, hy, hw, hh, GLUE_TINT, mm(2))
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(GUIDE_INK)
    c.setLineWidth(GUIDE_WIDTH)
    # alignment line: the neighbour's cut edge goes here and covers it (just inside the glue area)
    middle = GUIDE_INSET + GUIDE_WIDTH / 2
    if axis == "x":
        c.line(x + middle, y, x + middle, y + h)
    else:
        c.line(x, y + h - middle, x + w, y + h - middle)
    c.restoreState()
    size = band_text_size(thickness)
    blocked = blocked_along(list(printed), axis, span, LABEL_CLEARANCE)
    texts = band_texts("glue", neighbour)
    _label_at(c, plan, tile, axis, span, label, texts, size, blocked)


def waste_strip(
    c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str, printed=(), lines=(), ticket=()
) -> None:
    """The strip cut away: dashed cut line with scissors (off the stretches along it the sheet's
    `ticket` takes), the sheet label, which sheet it goes onto."""
    span = (tile.x if axis == "x" else tile.y).waste
    x, y, w, h = strip_rect(plan, tile, axis, span)
    c.saveState()
    c.setFillColor(WASTE_TINT)
    c.rect(x, y, w, h, stroke=0, fill=1)
    c.restoreState()
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(mm(0.3))
    c.setDash(mm(2.5), mm(1.5))
    half = mm(0.3) / 2  # the dashes lie just inside the waste, so a cut on the line removes them
    if axis == "x":
        c.line(x + w - half, y, x + w - half, y + h)
    else:
        c.line(x, y + half, x + w, y + half)
    c.restoreState()
    size = band_text_size(thickness)
    blocked = blocked_along(list(printed), axis, span, LABEL_CLEARANCE)
    texts = band_texts("waste", neighbour)
    taken = _label_at(c, plan, tile, axis, span, label, texts, size, blocked)
    for along in mark_spots(plan, tile, axis, span, 2, thickness * 1.1, [*printed, *lines], taken, ticket):
        _scissors(c, *_point(plan, tile, axis, span, along), thickness * 0.8, axis)


def notches(plan: TilePlan, tile: Tile) -> list[tuple[float, float, float, float]]:
    """The corners of a sheet's glue strip cut away (board coordinates: left, top, right, bottom) where
    strips cross at the meeting point of four parts: the crossing of its own two glue strips (A1's
    bottom right) and the end of its right glue strip beside its top cut (A2's top right). The
    meeting point then lies under two layers of card, as every glue strip does, not four (kit review
    r17: up to four layers, about 0.8 mm, under the centre cells)."""
    glue = tile.x.glue
    if glue is None:
        return []
    out = []
    if tile.y.glue is not None:
        out.append((glue[0], tile.y.glue[0], glue[1], tile.y.glue[1]))
    if tile.y.cut is not None and tile.row > 0:
        out.append((glue[0], tile.y.cut, glue[1], plan.rows[tile.row - 1].end))
    return out


def draw_notches(c: Canvas, plan: TilePlan, tile: Tile) -> None:
    """Each notch as waste: the flat grey with its cut line dashed, so it is cut away with the strips."""
    for left, top, right, bottom in notches(plan, tile):
        x0, y0 = plan.page_point(tile, left, bottom)
        x1, y1 = plan.page_point(tile, right, top)
        c.saveState()
        c.setFillColor(colors.white)
        c.rect(x0, y0, x1 - x0, y1 - y0, stroke=0, fill=1)
        c.setFillColor(WASTE_TINT)
        c.setStrokeColor(INK)
        c.setLineWidth(mm(0.3))
        c.setDash(mm(1), mm(0.8))
        c.rect(x0, y0, x1 - x0, y1 - y0, stroke=1, fill=1)
        c.restoreState()


def _scissors(c: Canvas, cx: float, cy: float, size: float, axis: str) -> None:
    """Scissors cutting along the line through (cx, cy)."""
    c.saveState()
    c.translate(cx, cy)
    if axis == "x":
        c.rotate(-90)
    s = size
    c.setFillColor(colors.white)
    c.rect(-s * 0.55, -s * 0.45, s * 1.1, s * 0.9, stroke=0, fill=1)
    c.setStrokeColor(INK)
    c.setLineWidth(s * 0.07)
    c.circle(-s * 0.32, s * 0.2, s * 0.14, stroke=1, fill=0)
    c.circle(-s * 0.32, -s * 0.2, s * 0.14, stroke=1, fill=0)
    c.line(-s * 0.2, s * 0.13, s * 0.45, -s * 0.12)
    c.line(-s * 0.2, -s * 0.13, s * 0.45, s * 0.12)
    c.restoreState()


def seam_line(c: Canvas, plan: TilePlan, tile: Tile, form: str, axis: str, side: str) -> None:
    """One board line at a seam, on the part on top only (kit review r15: both parts printed the
    outline of the cells along the cut, two rules 0.5 mm apart once glued). A line up to SEAM_LINE
    wide centred on the cut: the part below (`side` "glue") shows, over SEAM_LINE / 2 on each side of
    the cut, the board from just before it (the cell's colour, no line); the part on top ("waste")
    shows the whole line from its cut edge inwards (the board moved by SEAM_LINE / 2 over SEAM_LINE).
    Along a seam through plain background both change nothing one can see."""
    span = tile.x if axis == "x" else tile.y
    cut = span.next_cut if side == "glue" else span.cut
    if cut is None:
        return
    lo, hi = (cut - SEAM_LINE / 2, cut + SEAM_LINE / 2) if side == "glue" else (cut, cut + SEAM_LINE)
    shift = SEAM_LINE if side == "glue" else SEAM_LINE / 2
    a, b = along_range(plan, tile, axis)
    if axis == "x":
        (x0, y0), (x1, y1) = plan.page_point(tile, lo, b), plan.page_point(tile, hi, a)
        dx, dy = shift, 0.0
    else:
        (x0, y0), (x1, y1) = plan.page_point(tile, a, hi), plan.page_point(tile, b, lo)
        dx, dy = 0.0, -shift
    c.saveState()
    p = c.beginPath()
    p.rect(x0, y0, x1 - x0, y1 - y0)
    c.clipPath(p, stroke=0, fill=0)
    ox, oy = plan.page_point(tile, 0, plan.board_height)
    c.translate(ox + dx, oy + dy)
    c.doForm(wordless(form))  # the board's words stand once on the sheet: the strip shows its lines
    c.restoreState()
