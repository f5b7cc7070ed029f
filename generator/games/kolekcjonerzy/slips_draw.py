"""kolekcjonerzy-sheet `slips` drawn: the slips for secret proposals, ten to an A4 page, butted so
one cut serves two. The player in turn writes the proposal; the arbiter rings MA or NIE MA (has the
sender what he gives?), the addressee TAK or NIE; the arbiter carries the slip both ways and hands
tokens over hidden in a closed hand; the sender rubs the slip out after the answer. Imported by sheets_draw.render when slips are drawn."""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD
from generator.games.kolekcjonerzy.form_boxes import grid
from generator.games.kolekcjonerzy.forms import MUTED, RULE, write_in
from generator.games.kolekcjonerzy.sheets import SLIP_COLUMNS, SLIP_ROWS
from generator.model.units import mm

PAD = mm(4)
SLIPS_GUIDE = "Dziesięć kartek na arkuszu: potnij go wzdłuż przerywanych linii."


def slip_boxes(page_w: float, page_h: float, margin: float):
    return grid(page_w, page_h, margin, SLIP_COLUMNS, SLIP_ROWS)


def draw_slip(c, box, game_title: str, most: int) -> None:
    """One slip; `most` is the edition's limit of proposals to one player in a turn."""
    x, y, w, h = box
    left, right, top = x + PAD, x + w - PAD, y + h - PAD
    c.saveState()
    c.setFillColor(MUTED)
    c.setFont(SANS_BOLD, 8)
    c.drawString(left, top - 8, "TAJNA PROPOZYCJA")
    c.setFont(SANS, 6.5)
    c.drawRightString(right, top - 8, f"{game_title} · przez arbitra")
    step = (h - 2 * PAD - mm(5)) / 5
    width = right - left
    lines = [
        ("Od pionka nr", "do pionka nr"),
        ("Oddaję:",),
        ("Chcę:",),
        ("Kolejka:", f"propozycja nr (najwyżej {most})"),
    ]
    base = top - mm(5) - step * 0.8
    for entry in lines:
        if len(entry) == 1:
            write_in(c, left, base, entry[0], width)
        else:
            half = width / 2 - mm(2)
            write_in(c, left, base, entry[0], half)
            write_in(c, left + width / 2 + mm(2), base, entry[1], half)
        base -= step
    c.setFont(SANS, 8.5)
    c.drawString(left, base, "Arbiter (zakreśl):")
    c.drawString(left + width / 2 + mm(2), base, "Adresat (zakreśl):")
    c.setFont(SANS_BOLD, 9)
    c.drawRightString(left + width / 2 - mm(2), base, "MA   NIE MA")
    c.drawRightString(right, base, "TAK   NIE")
    c.setFillColor(MUTED)
    c.setFont(SANS, 6.5)
    c.drawString(left, y + mm(2.2), "Żetony przez arbitra w zamkniętej dłoni. Po odpowiedzi nadawca ściera kartkę.")
    c.restoreState()


def draw_cuts(c, boxes) -> None:
    """Dashed lines on every shared edge and round the block: the slips are cut apart along them."""
    c.saveState()
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    c.setDash(3, 2)
    for x, y, w, h in boxes:
        c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()
