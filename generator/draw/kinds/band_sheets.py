"""Drawing sheets of pieces stacked in bands (layout/bands.py): fronts, backs mirrored for the flip
edge, crop marks per band, one label per sheet. Shared by chits (tokens) and factory pieces."""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

from generator.draw.fonts import SANS
from generator.draw.labels import (
    LABEL_BASE,
    LABEL_GAP,
    clear_of_job_mark,
    line_margin,
    reaches_job_mark,
)
from generator.draw.pdf import INK, MARK_WIDTH, note_front, note_piece, piece_kind
from generator.draw.sheets import Piece, draw_seams, seam_overlaps
from generator.draw.text import fit, text_width
from generator.draw.ticket_room import clear_of_labels, draw_ticket
from generator.layout.bands import PlacedBand, sheet_marks
from generator.layout.imposition import (
    INK_SAFETY,
    MARK_MAX,
    MARK_OFFSET,
    Mark,
    Paper,
    Slot,
    back_position,
    back_reach,
    free_span,
)
from generator.model.units import mm


def _flip_slot(slot: Slot, paper: Paper, duplex: str, offset: tuple[float, float]) -> Slot:
    """Where a chit's back goes: mirrored across the flip edge, bleed sides swapped with it."""
    x, y = back_position(slot, paper, "short" if duplex == "short" else "long", offset)
    if duplex == "short":
        bleeds = (slot.bleed_left, slot.bleed_right, slot.bleed_top, slot.bleed_bottom)
    else:
        bleeds = (slot.bleed_right, slot.bleed_left, slot.bleed_bottom, slot.bleed_top)
    return Slot(slot.index, slot.col, slot.row, x, y, slot.width, slot.height, False, *bleeds)


def _flip_mark(m: Mark, paper: Paper, duplex: str, offset: tuple[float, float]) -> Mark:
    dx, dy = offset
    if duplex == "short":
        return Mark(m.x1 + dx, paper.height - m.y1 + dy, m.x2 + dx, paper.height - m.y2 + dy)
    return Mark(paper.width - m.x1 + dx, m.y1 + dy, paper.width - m.x2 + dx, m.y2 + dy)


def _ink_box(slot: Slot) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of a piece's ink as drawn in `slot`: its trim with its bleed."""
    return (
        slot.x - slot.bleed_left,
        slot.y - slot.bleed_bottom,
        slot.x + slot.width + slot.bleed_right,
        slot.y + slot.height + slot.bleed_top,
    )


def _draw_side(c, slot: Slot, piece: Piece, draw, later: tuple[str, str] = ("right", "bottom")) -> None:
    note_piece(c, piece, piece.turns if draw is piece.front else None)
    if draw is piece.front and not piece.outline_cut:
        note_front(c, slot.x, slot.y, slot.width, slot.height)
    c.saveState()
    left, right, bottom, top = seam_overlaps(
        slot.bleed_left, slot.bleed_right, slot.bleed_bottom, slot.bleed_top, later
    )
    path = c.beginPath()
    path.rect(slot.x - left, slot.y - bottom, slot.width + left + right, slot.height + bottom + top)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(slot.x, slot.y)
    draw(c, piece.width, piece.height)
    c.restoreState()


GROUP_LABEL = 6.0  # pt, capitals only: the least, where the strip above a band is as tall as its crop marks
GROUP_SIZES = (7.0, 6.5, GROUP_LABEL)  # pt: the largest the room takes first (r15: every name was at 6.0)
ACCENT = 0.24  # how far an accent over a capital (Ś, Ż) rises above the cap height, as a share of the size
ACCENTED = set("ĆŃÓŚŹŻ")


@dataclass(frozen=True)
class GroupName:
    """A group's name over its first band on each sheet, counting what that sheet holds of it: „SUROWIEC
    ZIELONY · 72 Z 120 SZT.” where the rest is on another sheet (kit review r29, R minor 2: „· 120 SZT.” over
    the 72 of sheet 1, the 48 of sheet 2 unnamed). `parts`: (kind, as the pieces are labelled – pdf.piece_kind –,
    words on paper, the group's count of it, words after the count)."""

    parts: tuple[tuple[str, str, int, str], ...]
    head: str = ""  # words before the counts („ZAPASOWE, POZA GRĄ”: a band of spares)

    def text(self, pieces: list[Piece]) -> str:
        said = [self.head] if self.head else []
        for kind, words, total, after in self.parts:
            here = len(pieces) if len(self.parts) == 1 else sum(piece_kind(p.label) == kind for p in pieces)
            if here:
                said.append(f"{words} · {here if here == total else f'{here} Z {total}'} SZT.{after}")
        return " · ".join(said)


# a group's name keeps this far from every crop mark and from the bleed (kit review r13; r35 P minor 9: at 2 mm
# „KOSTKA · 2 SZT.” under a strip's ticks read as part of them), above its band or up its side alike
LABEL_CLEAR = mm(3)
RELAXED = (mm(2.5), mm(2), mm(1.5), mm(1), mm(0.4))  # a full sheet's name: the first of these it has room for


def _group_label(
    c, band: PlacedBand, text: str, marks: list[Mark], paper: Paper, margin: float, bleed: float
) -> tuple[float, float, float, float] | None:
    """The group's name just above its first band, LABEL_CLEAR from every mark and from the bleed of
    the pieces above and below: between the band's top bleed and the limit of its marks (the middle
    of the gap under another band, the printer margin for the first band), in the widest stretch
    left of or over the band that no mark comes within LABEL_CLEAR of. Failing that, up the band's
    left side, beyond the reach of its marks. Returns the name's box (left, bottom, right, top): the
    sheet's ticket keeps out of it (kit review r28, K minor 4: „PIONKI GRACZY” under the ruler)."""
    top = max(s.y + s.height for s in band.slots) + bleed
    right = max(s.x + s.width for s in band.slots) + bleed
    # under another band, the gap ends at that band's bleed (the gap's middle is `band.high`)
    # above the first band: the accents of its capitals (Ś, Ż) stay INK_SAFETY inside the printer margin

    def placed(size: float, clear: float):
        accent = size * ACCENT if set(text) & ACCENTED else 0.0
        limit = paper.height - margin - INK_SAFETY - accent
        ceiling = min(band.high + (band.high - top), limit)
        under = ceiling < limit - mm(0.01)
        return _clear_label(c, text, marks, paper, margin, (top, ceiling, right), clear, under, size)

    for size in GROUP_SIZES:
        box = placed(size, LABEL_CLEAR)
        if box:
            return box
    for size in GROUP_SIZES:
        box = _side_label(c, band, text, margin, bleed, size)
        if box:
            return box
    # a sheet full to its margins (Rynek's machines): as clear as the room allows, never lost, and as
    # large as it allows there (kit review r25 K minor 4: Kolekcjonerzy's „JEDYNKA · 60 SZT.” was 6 pt); the
    # clearance steps down only as far as it must (r35: from LABEL_CLEAR straight to 0.4 mm put „MURY” 0.6 mm
    # from the ticks where 2 mm was free)
    tighter = (clear for clear in RELAXED if clear < LABEL_CLEAR)
    return next((box for clear in tighter for box in (placed(size, clear) for size in GROUP_SIZES) if box), None)


def _clear_label(c, text, marks, paper, margin, room, clear: float, under: bool, size: float):
    """Draw `text` between `room` = (bottom, top, right limit), `clear` from its ends (the bottom
    end, and the top end under another band, are bleed) and `clear` from every mark; its box, None:
    no room."""
    bottom, ceiling, right = room
    # capitals: only an ogonek dips below the baseline, which the relaxed pass lets into its clearance
    cap, descent = size * 0.72, size * 0.22 if clear >= LABEL_CLEAR else 0.0
    low, high = bottom + clear, ceiling - (clear if under else 0.0)
    if high - low < cap + descent:
        return None
    # between two bands in the middle of the gap; above the first band as high as the margin lets it
    base = (low + high) / 2 - (cap - descent) / 2 if under else high - cap
    strip = (base - descent - clear, base + cap + clear)
    width, centre = free_span(marks, SimpleNamespace(margin=margin, paper=paper), strip, (margin + INK_SAFETY, right))
    if not fit(text, SANS, width - 2 * clear, max_size=size, min_size=size):
        return None
    c.setFont(SANS, size)
    c.setFillColor(INK)
    x = centre - width / 2 + clear
    c.drawString(x, base, text)  # at the stretch's left, as the others
    return (x, base - size * 0.22, x + text_width(text, SANS, size), base + size * 0.72)


def _side_label(c, band: PlacedBand, text: str, margin: float, bleed: float, size: float) -> bool:
    """A name with no free strip above its band (the first band on a full sheet, its marks up to the
    margin) runs up the band's left side, LABEL_CLEAR beyond the reach of its marks, when the side has room."""
    cap = size * 0.72
    bottom = min(s.y for s in band.slots) - bleed
    top = max(s.y + s.height for s in band.slots) + bleed
    # its letters (an ogonek's descent towards the band) LABEL_CLEAR beyond the reach of the band's marks
    base = min(s.x for s in band.slots) - bleed - MARK_OFFSET - MARK_MAX - LABEL_CLEAR - size * 0.22
    if base - cap < margin or not fit(text, SANS, top - bottom, max_size=size, min_size=size):
        return None
    c.saveState()
    c.setFont(SANS, size)
    c.setFillColor(INK)
    c.translate(base, (top + bottom) / 2)
    c.rotate(90)
    c.drawCentredString(0, 0, text)
    c.restoreState()
    half = text_width(text, SANS, size) / 2
    return (base - cap, (top + bottom) / 2 - half, base + size * 0.22, (top + bottom) / 2 + half)


def draw_band_page(
    doc,
    placed: list[PlacedBand],
    pieces_by_group,
    options,
    bleed: float,
    backs: bool,
    label: str,
    group_labels: list[GroupName | None] | None = None,
    ticket: str = "",
) -> None:
    """One sheet of bands, fronts or (mirrored) backs; with `group_labels`, each group's first band
    on a front gets its name above it, counting what the sheet holds of the group (GroupName); with a `ticket` (labels.ticket_words), the label followed by it
    and the 50 mm ruler at the sheet's foot (ticket_room.draw_ticket)."""
    c = doc.canvas
    paper, margin = options.paper, options.margin
    marked: list[bool] = []
    on_sheet = [slot for band in placed for slot in band.slots]
    bottoms = [paper.height]  # lowest ink on the sheet: the label goes below it if there is room
    solid = []  # the boxes of the pieces printed whole on the side (the job's identifier keeps out of them)
    tops = [0.0]  # highest ink of the pieces: a ticket the foot has no room for goes above it
    lefts, rights = [paper.width], [0.0]  # the pieces' leftmost and rightmost ink: a ticket may run up a side
    for band in placed:
        chits = pieces_by_group[band.band.group][band.band.first : band.band.first + band.band.count]
        for slot, piece in zip(band.slots, chits):
            if not backs:
                drawn = slot
                _draw_side(c, drawn, piece, piece.front)
            elif piece.back is not None:
                drawn = _flip_slot(back_reach(slot, on_sheet), paper, options.duplex, options.back_offset)
                later = ("right", "top") if options.duplex == "short" else ("left", "bottom")
                _draw_side(c, drawn, piece, piece.back, later)
            else:
                continue
            box = _ink_box(drawn)
            if not piece.outline_cut:  # a die's net leaves its box's corners bare
                solid.append(box)
            lefts.append(box[0])
            bottoms.append(box[1])
            rights.append(box[2])
            tops.append(box[3])
        # no marks behind one-sided pieces, none round a piece cut along its outline (a die's net)
        marked.append((not backs or any(p.back is not None for p in chits)) and not all(p.outline_cut for p in chits))
    if not backs:  # the butted pieces' cuts, faint on the fronts (sheets.draw_seams)
        draw_seams(
            c, [s for b in placed for s, p in zip(b.slots, _band_pieces(b, pieces_by_group)) if not p.outline_cut]
        )
    marks = sheet_marks(placed, marked, paper, margin, bleed)
    if backs:
        # only marks the front has too: a row the front gives up for another band's (sheet_marks) is not
        # back where that band, one-sided, has none (kit review r28: front and back marks symmetric)
        cut = [not all(p.outline_cut for p in pieces_by_group[b.band.group]) for b in placed]
        fronts = set(sheet_marks(placed, cut, paper, margin, bleed))
        marks = [_flip_mark(m, paper, options.duplex, options.back_offset) for m in marks if m in fronts]
    c.saveState()
    names = []  # the boxes of the groups' names: the ticket keeps out of them, the feed arrow stands beside them
    if group_labels and not backs:
        for i, band in enumerate(placed):
            group = band.band.group
            if not group_labels[group] or any(b.band.group == group for b in placed[:i]):
                continue  # each group named over its first band on the sheet, by what the sheet holds of it
            here = [p for b in placed if b.band.group == group for p in _band_pieces(b, pieces_by_group)]
            box = _group_label(c, band, group_labels[group].text(here), marks, paper, margin, bleed)
            if box:  # the ticket keeps out of the names as out of the pieces (kit review r28, K minor 4)
                names.append(box)
    lowest = min(bottoms + [box[1] for box in names] + [min(m.y1, m.y2) for m in marks])
    printed = list(names)  # what the sheet prints in its margins: its marks keep ticket_room.TICK_CLEAR from it
    if ticket and draw_ticket(
        c,
        marks,
        paper,
        margin,
        label,
        ticket,
        (min(lefts), min(bottoms), max(rights), max(tops)),
        names=names,
        boxes=printed,
    ):
        pass
    elif lowest - margin >= mm(3.5):
        # the line's margin where the foot holds it (labels.line_margin), else the printer's
        inside = line_margin(margin) if lowest - line_margin(margin) >= mm(3.5) + LABEL_GAP else margin
        c.setFont(SANS, 7.0)  # the size of every other sheet label (labels.LABEL_SIZE)
        c.setFillColor(INK)
        c.drawCentredString(paper.width / 2, inside + LABEL_BASE, label)
        half, base = text_width(label, SANS, 7.0) / 2, inside + LABEL_BASE
        printed.append((paper.width / 2 - half, base - 0.22 * 7.0, paper.width / 2 + half, base + 0.8 * 7.0))
    _draw_marks(c, marks, paper, margin, printed)
    c.restoreState()
    if any(reaches_job_mark(box, paper.width, margin) for box in solid):
        doc.no_room_for_number()  # a piece where the print job's identifier would stand (r36, R job 5 p. 4)
    doc.show_page()


def _band_pieces(band: PlacedBand, pieces_by_group) -> list[Piece]:
    return pieces_by_group[band.band.group][band.band.first : band.band.first + band.band.count]


def draw_front_bands(
    c, placed: list[PlacedBand], pieces_by_group, paper: Paper, margin: float, bleed: float, labels=None
) -> None:
    """Bands of pieces (fronts) on a sheet that prints something else too (a tiled board's foot,
    board/guests.py): the pieces, their crop marks and, with `labels`, each group's name above its
    first band; no sheet label and no new page."""
    for band in placed:
        pieces = pieces_by_group[band.band.group]
        for slot in band.slots:
            piece = pieces[slot.index]
            _draw_side(c, slot, piece, piece.front)
    draw_seams(c, [s for b in placed for s in b.slots if not pieces_by_group[b.band.group][s.index].outline_cut])
    marked = [not all(pieces_by_group[b.band.group][s.index].outline_cut for s in b.slots) for b in placed]
    marks = sheet_marks(placed, marked, paper, margin, bleed)
    c.saveState()
    names = []
    for band in placed:
        if labels and labels[band.band.group]:
            names.append(_group_label(c, band, labels[band.band.group], marks, paper, margin, bleed))
    _draw_marks(c, marks, paper, margin, [box for box in names if box])
    c.restoreState()


def _draw_marks(c, marks: list[Mark], paper: Paper, margin: float, printed: list) -> None:
    """The sheet's crop marks: out of the print job's identifier's slot at the foot's right (labels.clear_of_job_mark)
    and ticket_room.TICK_CLEAR from what the sheet prints in its margins, `printed` (ticket_room.clear_of_labels)."""
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    for m in clear_of_labels(clear_of_job_mark(marks, paper.width, margin), printed):
        c.line(m.x1, m.y1, m.x2, m.y2)
    c.restoreState()
