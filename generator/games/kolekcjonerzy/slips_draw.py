"""kolekcjonerzy-sheet `slips` drawn: the slips for secret proposals, ten to an A4 page, butted so
one cut serves two. The player in turn writes the proposal; the arbiter rings MA or NIE MA (has the
sender what he gives?), the addressee TAK or NIE; the arbiter carries the slip both ways and hands
tokens over hidden in a closed hand; the sender rubs the slip out after the answer. Imported by sheets_draw.render when slips are drawn."""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.pdf import draw_cut_grid
from generator.draw.text import text_width
from generator.games.kolekcjonerzy.form_boxes import grid
from generator.games.kolekcjonerzy.forms import MUTED, RULE, WRITE_IN_SIZE, write_in
from generator.games.kolekcjonerzy.sheets import SLIP_COLUMNS, SLIP_ROWS
from generator.model.units import mm

PAD = mm(4)
CHOICE_SIZE = 9  # pt
CHOICE_PAD = mm(1)  # round a word inside its box
CHOICE_GAP = mm(2.5)  # between two boxes
DESCENT = 0.22  # how far the box reaches below the baseline, per pt
ANSWERS_BASE = mm(8.5)  # the answers' baseline over the slip's foot
REMINDER_SIZE = 7  # pt, the line at the slip's foot (r14: 6.5 pt, 2.2 mm over the cut) and the heading's aside
GOODS_SHARE = 0.68  # of a trade line, for the exhibits' names; the rest for the tokens (kit review r21 minor 6)
# (word, word, the first's share of the line) a row, the words' keys in the slip's `words`; an empty
# first goes on with the field above. A mixed offer of exhibits and tokens has a place for each (kit
# review r21 minor 6), and the exhibits two lines each way: „DEWIZKA DO ZEGARKA KIESZONKOWEGO” and
# „SIODŁO” do not fit one line in pencil (kit review r25 K minor 3); numbers of pawns, turn and
# proposal need a short line only. A first of None leaves the row's left empty: the sender's recorded
# change paid with the tokens given (the rulebook's „Zapisana reszta”: he adds it on the slip beside
# the tokens, kit review r29 K item 8) is written right under „żetony warte:”, its line in line with that
# one
ROWS = (
    ("from_pawn", "to_pawn", 0.5),
    ("give", "", 1.0),
    ("", "worth", GOODS_SHARE),
    (None, "recorded", GOODS_SHARE),
    ("want", "", 1.0),
    ("", "worth", GOODS_SHARE),
    ("round", "number", 0.36),
)


def slip_boxes(page_w: float, page_h: float, margin: float, foot: float = 0.0):
    """The slips of a page, filling it inside `margin`, above `foot` where that is higher (the sheet's foot
    line under them: sheet_foot.py)."""
    lift = max(foot - margin, 0.0)
    return [(x, y + lift, w, h) for x, y, w, h in grid(page_w, page_h - lift, margin, SLIP_COLUMNS, SLIP_ROWS)]


def draw_slip(c, box, words: dict, limited: bool) -> None:
    """One slip in its `words` (sheet_words, filled in); `limited`: the edition limits a turn's
    proposals at a busy table, so the heading's aside says that limit (r28 K kit item 1)."""
    x, y, w, h = box
    left, right, top = x + PAD, x + w - PAD, y + h - PAD
    c.saveState()
    c.setFillColor(MUTED)
    c.setFont(SANS_BOLD, 8)
    c.drawString(left, top - 8, words["heading"])
    c.setFont(SANS, REMINDER_SIZE)
    c.drawRightString(right, top - 8, words["limit" if limited else "aside"])
    # the answers' line stands ANSWERS_BASE over the slip's foot, its boxes clear of the reminder under it
    step = (top - mm(5) - (y + ANSWERS_BASE)) / (len(ROWS) + 0.8)
    width = right - left
    base = top - mm(5) - step * 0.8
    for first, second, share in ROWS:
        label = words[first] if first else ""
        if not second:
            write_in(c, left, base, label, width)
        elif first is None:  # the line starts where the line of the row's word above starts
            line_start = left + width * share + mm(2) + text_width(words["worth"], SANS, WRITE_IN_SIZE) + mm(1.5)
            x = line_start - mm(1.5) - text_width(words[second], SANS, WRITE_IN_SIZE)
            write_in(c, x, base, words[second], right - x)
        else:
            write_in(c, left, base, label, width * share - mm(2))
            write_in(c, left + width * share + mm(2), base, words[second], width * (1 - share) - mm(2))
        base -= step
    c.setFont(SANS, 8.5)
    c.drawString(left, base, words["arbiter"])
    c.drawString(left + width / 2 + mm(2), base, words["addressee"])
    draw_choices(c, left + width / 2 - mm(2), base, tuple(words["arbiter_choices"]))
    draw_choices(c, right, base, tuple(words["addressee_choices"]))
    c.setFillColor(MUTED)
    c.setFont(SANS, REMINDER_SIZE)
    c.drawString(left, y + mm(3.2), words["reminder"])
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
