"""kolekcjonerzy-sheet `slips` drawn: the slips for secret proposals, ten to an A4 page, butted so
one cut serves two. The player in turn writes the proposal; the arbiter rings MA or NIE MA (has the
sender what he gives?), the addressee TAK or NIE; the arbiter carries the slip both ways and hands
tokens over hidden in a closed hand; the sender rubs the slip out after the answer. Imported by sheets_draw.render when slips are drawn."""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.pdf import draw_cut_grid
from generator.draw.text import text_width
from generator.games.kolekcjonerzy.form_boxes import grid
from generator.games.kolekcjonerzy.forms import MUTED, RULE, write_in
from generator.games.kolekcjonerzy.sheets import SLIP_COLUMNS, SLIP_ROWS
from generator.model.units import mm

PAD = mm(4)
ARBITER_CHOICES = ("MA", "NIE MA")
ADDRESSEE_CHOICES = ("TAK", "NIE")
CHOICE_SIZE = 9  # pt
CHOICE_PAD = mm(1)  # round a word inside its box
CHOICE_GAP = mm(2.5)  # between two boxes
DESCENT = 0.22  # how far the box reaches below the baseline, per pt
ANSWERS_BASE = mm(8.5)  # the answers' baseline over the slip's foot
REMINDER_SIZE = 7  # pt, the line at the slip's foot (r14: 6.5 pt, 2.2 mm over the cut)
GOODS_SHARE = 0.68  # of a trade line, for the exhibits' names; the rest for the tokens (kit review r21 minor 6)
# (label, label, the first's share of the line) a row; an empty first label goes on with the field above.
# A mixed offer of exhibits and tokens has a place for each (kit review r21 minor 6), and the exhibits
# two lines each way: „DEWIZKA DO ZEGARKA KIESZONKOWEGO” and „SIODŁO” do not fit one line in pencil
# (kit review r25 K minor 3); numbers of pawns, turn and proposal need a short line only
ROWS = (
    ("Od pionka nr", "do pionka nr", 0.5),
    ("Oddaję eksponaty:", "", 1.0),
    ("", "żetony warte:", GOODS_SHARE),
    ("Chcę eksponaty:", "", 1.0),
    ("", "żetony warte:", GOODS_SHARE),
    ("Kolejka:", "propozycja nr (najwyżej {most})", 0.36),
)
SLIPS_GUIDE = "Dziesięć kartek na arkuszu: potnij go wzdłuż przerywanych linii."
# 80 g paper fuzzes after a few erasures (kit review r25 K minor 3): the job's heaviest paper is the one
SLIPS_STOCK = "Kartki ściera się po każdej propozycji: wydrukowane na papierze 120 g/m² zniosą więcej ścierania."


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
    c.setFont(SANS, REMINDER_SIZE)
    c.drawRightString(right, top - 8, f"{game_title} · przez arbitra")
    # the answers' line stands ANSWERS_BASE over the slip's foot, its boxes clear of the reminder under it
    step = (top - mm(5) - (y + ANSWERS_BASE)) / (len(ROWS) + 0.8)
    width = right - left
    base = top - mm(5) - step * 0.8
    for first, second, share in ROWS:
        if not second:
            write_in(c, left, base, first, width)
        else:
            write_in(c, left, base, first, width * share - mm(2))
            write_in(c, left + width * share + mm(2), base, second.format(most=most), width * (1 - share) - mm(2))
        base -= step
    c.setFont(SANS, 8.5)
    c.drawString(left, base, "Arbiter (zakreśl):")
    c.drawString(left + width / 2 + mm(2), base, "Adresat (zakreśl):")
    draw_choices(c, left + width / 2 - mm(2), base, ARBITER_CHOICES)
    draw_choices(c, right, base, ADDRESSEE_CHOICES)
    c.setFillColor(MUTED)
    c.setFont(SANS, REMINDER_SIZE)
    c.drawString(left, y + mm(3.2), "Żetony przez arbitra w zamkniętej dłoni. Po odpowiedzi nadawca ściera kartkę.")
    c.restoreState()


def choice_boxes(right: float, base: float, words: tuple[str, ...]) -> list[tuple[float, float, float, float]]:
    """The boxes (x, y, w, h) of the answers ringed on a slip, right-aligned at `right`, each round its
    word with CHOICE_PAD to spare and CHOICE_GAP between them: "NIE MA" is one answer, not two words."""
    boxes = []
    x = right
    for word in reversed(words):
        w = text_width(word, SANS_BOLD, CHOICE_SIZE) + 2 * CHOICE_PAD
        x -= w
        boxes.append((x, base - DESCENT * CHOICE_SIZE - CHOICE_PAD, w, CHOICE_SIZE * 0.95 + 2 * CHOICE_PAD))
        x -= CHOICE_GAP
    return boxes[::-1]


def draw_choices(c, right: float, base: float, words: tuple[str, ...]) -> None:
    """Each answer in a box of its own (kit review r14: "MA   NIE MA" read as three words)."""
    c.saveState()
    c.setFont(SANS_BOLD, CHOICE_SIZE)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    for word, (x, y, w, h) in zip(words, choice_boxes(right, base, words)):
        c.rect(x, y, w, h, stroke=1, fill=0)
        c.drawCentredString(x + w / 2, base, word)
    c.restoreState()


def draw_cuts(c, boxes) -> None:
    """The kit's dashed cut on every shared edge and round the block, each once: the slips are cut
    apart along them."""
    xs = {x for x, _, w, _ in boxes} | {x + w for x, _, w, _ in boxes}
    ys = {y for _, y, _, h in boxes} | {y + h for _, y, _, h in boxes}
    draw_cut_grid(c, xs, ys, RULE)
