"""The arbiter's sheet (Arkusz arbitra) drawn on two A4 pages (kit review r35, K minor 6: the one page was set
in 7–7.5 pt with 5 mm rows, the densest sheet of the kit, used under time pressure). Page 1, before the game
and at a claim: the figures for each player count (the column of this game circled), the turn's trade counter
beside them, and the exhibit grid, a column per pawn, in 8.5 pt on 6 mm rows. Page 2, while the game runs:
the covered bank, the round boxes to strike out, the end-of-game clock, the change the bank owes and the win
check. Imported by sheets_draw.render."""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.pdf import INK
from generator.draw.text import fit, text_width
from generator.games.kolekcjonerzy import facts as rules
from generator.games.kolekcjonerzy.exhibit_tiles import TIER_COLORS
from generator.games.kolekcjonerzy.forms import (
    MUTED,
    RULE,
    WRITTEN_TINT,
    Column,
    heading,
    paragraph,
    section,
    table,
    tier_fill,
    wrapped_height,
    write_in,
)
from generator.games.kolekcjonerzy.sheets import NAME_COLUMN, NAME_SIZE, ROUND_BOXES, KolekcjonerzySheet, exhibits_of
from generator.model.units import mm

ARBITER_INSET = mm(1)  # the arbiter's sheet inside the printer's margin
ARBITER_PAGES = 2  # a copy's pages: draw_arbiter, then draw_arbiter_play
NOTE_SIZE = 8.0  # pt, the notes under the grid and the win check on the second page
ARROW = "→"  # drawn before or after a word of the data: a pointer, not a word (the sans face has it)
ROUND_SIZE = 8.0  # pt, the round boxes' numbers: the least on the arbiter's sheet (r35 K minor 6: was 7)
RULE_SIZE = 7.5  # pt at most, a rule set on one line beside its field's name (down to 7 where the line is short)
BANK_SIZE = 8.5  # pt, the covered bank's rule under the second page's title
ROW_H = mm(6)  # the exhibit grid's rows: a pencil's tick and room to rub it out (r35 K minor 6: was 5 mm)
HEAD_SIZE = 8.0  # pt, the column heads of both tables
PLAY_TITLE = "w grze"  # the second page's title after the sheet's: what the arbiter reads while the game runs


def draw_arbiter(c, box, spec: KolekcjonerzySheet, game, said: dict, busy: int) -> None:
    """Page 1: the figures for each player count, the trade counter beside them (at a busy table) and the
    exhibit grid, a column per pawn, its rows ROW_H high; under it the points' rule the grid is filled by."""
    facts = game.facts
    x, y, w, h = box
    top = heading(c, x, y + h, spec.title, game.spec.title, w, size=15, pencil=said["pencil"]) - mm(1)
    low, high = facts["players-min"], facts["players-max"]
    counts = list(range(low, high + 1))
    first = mm(36)
    # beside the table, where the arbiter looks up the figures of the game, the turn's trade counter
    side = TRADE_SIDE if busy else 0.0
    each = (w - first - side) / len(counts)
    columns = [Column(said["players"], first)] + [Column(str(n), each, "centre") for n in counts]
    cells = [
        [said["plan_row"], *[str(rules.plan_minimum(facts, n)) for n in counts]],
        [said["win_row"], *[str(rules.win_points(facts, n)) for n in counts]],
        [said["blots_row"], *[str(facts["blot-tiles"] // n) for n in counts]],
        [said["blots_left_row"], *[str(facts["blot-tiles"] % n) for n in counts]],
    ]
    if busy:
        trade_counter(c, x + w - side + mm(4), top, side - mm(4), said, facts["proposals-per-turn"])
    top = table(
        c, x, top, columns, cells, row_h=mm(5), head_h=mm(5), size=8.5, head_size=HEAD_SIZE, bold_columns=range(1, 20)
    )
    top -= mm(3)  # the header names the pawn columns („w planie pionków →”: tick whose plan holds it)
    players = high
    note = said["points_note"]
    note_h = wrapped_height(note, w, size=NOTE_SIZE, leading=1.25) + mm(2)
    exhibits = exhibits_of(game)
    price_w, count_w, pts_w = mm(9), mm(11), mm(12)
    tick_w = (w - NAME_COLUMN - price_w - count_w - pts_w) / players
    columns = (
        [Column(f"{said['grid']} {ARROW}", NAME_COLUMN), Column(said["price"], price_w, "centre")]
        + [Column(str(n), tick_w, "centre") for n in range(1, players + 1)]
        + [Column(said["wanting"], count_w, "centre"), Column(said["points"], pts_w, "centre")]
    )
    one = facts["one-token-points"]
    rows, fills = [], []
    for exhibit in exhibits:
        value = str(one) if exhibit.price == 1 else None
        rows.append([exhibit.name, str(exhibit.price), *([None] * players), None, value])
        fills.append(tier_fill(TIER_COLORS.get(exhibit.price, "#777777"), WRITTEN_TINT))
    head_h = mm(5.5)
    # 6 mm on A4; Letter's 279 mm leave a hair less, shared evenly
    row_h = min(ROW_H, (top - head_h - (y + note_h)) / len(rows))
    bottom = table(
        c,
        x,
        top,
        columns,
        rows,
        row_h=row_h,
        head_h=head_h,
        size=NAME_SIZE,
        head_size=HEAD_SIZE,
        fills=fills,
        bold_columns=(players + 3,),
    )
    paragraph(c, note, x, bottom - mm(2), w, size=NOTE_SIZE, leading=1.25)


def draw_arbiter_play(c, box, spec: KolekcjonerzySheet, game, said: dict) -> None:
    """Page 2: the covered bank, the round boxes, the end-of-game clock, the change the bank owes and the
    win check, each at the full width of the page."""
    facts = game.facts
    x, y, w, h = box
    top = heading(c, x, y + h, f"{spec.title} – {PLAY_TITLE}", game.spec.title, w, size=15, pencil=said["pencil"])
    top = paragraph(c, said["bank"], x, top - mm(1), w, font=SANS_BOLD, size=BANK_SIZE, leading=1.25) - mm(3)
    top = round_tally(c, x, top, w, facts["closing-rounds"], said)
    # three fields a pawn (kit review r39 K minor 3: the page was 66 % empty below its 12 fields): the arbiter
    # copies the open entries back to field 1 a third as often
    top = bank_owes(c, x, top - mm(3), w, OWED_PER_PAWN * facts["players-max"], said)
    top = paragraph(c, said["win_note"], x, top - mm(3), w, size=NOTE_SIZE, leading=1.25)
    gone_players(c, x, top - mm(4), w, said)


def gone_players(c, x: float, top: float, w: float, said: dict) -> None:
    """The players who left the game (the rulebook's „Gracz odchodzi z gry”, r41 K stuck point 1): the
    pawns' numbers written in on one line, then what their leaving changes for the arbiter."""
    section(c, x, top, w, said["gone"])
    write_in(c, x, top - mm(10), said["gone_fields"], w, size=8)
    paragraph(c, said["gone_note"], x, top - mm(12.5), w, size=NOTE_SIZE, leading=1.25, color=MUTED)


def round_tally(c, x: float, top: float, w: float, closing: int, said: dict, boxes: int = ROUND_BOXES) -> float:
    """The end-of-game clock: `boxes` numbered round boxes in rows of ROUND_PER_ROW to strike out after each
    round, then one line for the last purchase from the board and one for the last event on an empty
    board (pencil, rewritten at each new event), each saying after whose turn in which round the game
    ends; returns the y below it."""
    per_row = ROUND_PER_ROW
    side = w / per_row
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 8.5)
    c.drawString(x, top - ROUND_SIZE - 0.5, said["rounds"])
    c.restoreState()
    # the sheet the arbiter reads most in play: nothing on it under 7 pt (kit review r25 K minor 4), its
    # rule in ROUND_SIZE on as many lines as it takes beside the block's name (r35 K minor 6)
    top = paragraph(c, said["rounds_rule"], x + mm(15), top, w - mm(15), size=ROUND_SIZE, leading=1.25) - mm(1.5)
    c.saveState()
    box_h = ROUND_BOX_H  # struck out, not written in
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    for i in range(boxes):
        row, col = divmod(i, per_row)
        bx, by = x + col * side, top - (row + 1) * box_h
        c.rect(bx, by, side, box_h, stroke=1, fill=0)
        c.setFillColor(INK)  # read while striking out: black, not the muted grey of a note
        c.setFont(SANS, ROUND_SIZE)
        c.drawCentredString(bx + side / 2, by + box_h / 2 - ROUND_SIZE * 0.34, str(i + 1))
    rows = -(-boxes // per_row)
    top -= rows * box_h + mm(2)
    c.restoreState()
    top = section(c, x, top, w, said["clock"])
    clocks = ((said["clock_purchase"], closing), (said["clock_empty"], 1))
    # the write-in fields start after the wider label, both lines alike (r31 K minor 12: the book's
    # names of the two ends are longer than the 78 mm the old labels took)
    lead = max(CLOCK_LEAD, *(text_width(label, SANS_BOLD, CLOCK_SIZE) + mm(3) for label, _ in clocks))
    for label, rounds in clocks:
        top -= mm(4.2)
        clock_line(c, x, top, w, label, said, rounds, lead)
        top -= mm(1.8)  # a written line every 6 mm
    return paragraph(c, said["clock_note"], x, top - mm(1), w, size=NOTE_SIZE, leading=1.25, color=MUTED) - mm(1)


# the round strip, read and struck out every round: 20 boxes a row of 9 mm by 10 mm (r39 K minor 3: 30 a row
# of 6 × 5 mm, on a page two thirds empty)
ROUND_PER_ROW, ROUND_BOX_H = 20, mm(10)
# a box the arbiter's marker is slid to for each proposal of a turn, as large as a token (12.8 mm across, the kit's
# discs): a coin or a spare token lies in it, nothing is ticked and rubbed out every turn (r43 K minor 10: 4.4 mm
# boxes „zaznacz każdą, po turze zetrzyj” on 80 g paper, with a 60-round track)
TRADE_BOX = mm(13.5)
TRADE_GAP = mm(1.2)
TRADE_SIDE = mm(88)  # the counter's room beside the player-count table: its boxes and „→ koniec handlu” on one line


def trade_counter(c, x: float, top: float, w: float, said: dict, per_turn: int) -> None:
    """The turn's trading at a busy table, `w` wide from `x` under `top`: the rule, wrapped, then
    `per_turn` numbered boxes, each as large as a token, along which the arbiter slides a marker for each proposal or
    auction, and the end of trading after the last (r28 K kit item 1: the limit was in the rulebook and the aid, not
    on this sheet; r43 K minor 10: ticked and rubbed out every turn)."""
    low = paragraph(c, said["trade"], x, top, w, font=SANS_BOLD, size=TRADE_SIZE, leading=1.25) - mm(2) - TRADE_BOX
    c.saveState()
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    for i in range(per_turn):
        bx = x + i * (TRADE_BOX + TRADE_GAP)
        c.rect(bx, low, TRADE_BOX, TRADE_BOX, stroke=1, fill=0)
        c.setFillColor(MUTED)  # the count in grey inside its box, as the round boxes' numbers
        c.setFont(SANS, ROUND_SIZE)
        c.drawCentredString(bx + TRADE_BOX / 2, low + TRADE_BOX / 2 - ROUND_SIZE * 0.34, str(i + 1))
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, TRADE_SIZE)
    end = f"{ARROW} {said['trade_end']}"
    c.drawString(x + per_turn * (TRADE_BOX + TRADE_GAP) + mm(1), low + TRADE_BOX / 2 - TRADE_SIZE * 0.34, end)
    c.restoreState()


TRADE_SIZE = 8.0  # pt


OWED_PER_PAWN = 3
OWED_PER_ROW = 6  # numbered fields „nr. pionek / kwota” a row: two rows hold one for every pawn that can be owed
OWED_FIELD_H = mm(
    8.5
)  # a field's height: a pencil's two digits and room to rub out (kit review r18: was 4.4 mm; r39 K minor 3: 7.2 mm)


def bank_owes(c, x: float, top: float, w: float, slots: int, said: dict) -> float:
    """The change the bank owes (the rulebook's „Zapisana reszta”): a label, then `slots` numbered
    boxed fields „pionek / kwota”, three for each pawn that can be owed (draw_arbiter_play), six a row (each about 30 mm wide
    and 7.2 mm high), written in order so that the oldest entry is paid first, in pencil, rubbed out once
    paid; when the fields are full, the entries not rubbed out are copied from field 1 in the same order
    (one a pawn at most, so the fields always suffice); returns the y below them."""
    y = top - mm(3.2)
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 8)
    c.drawString(x, y, said["owes"])
    # the rule between the field's name and the legend, on their line: the rows under it keep their room
    start = x + text_width(said["owes"], SANS_BOLD, 8) + mm(1)
    room = x + w - text_width(said["owes_fields"], SANS, 7) - mm(1.5) - start
    fitted = fit(said["owes_rule"], SANS, room, max_size=RULE_SIZE, min_size=7)
    c.setFont(SANS, fitted.size if fitted else 7)
    c.drawString(start, y, said["owes_rule"])
    c.setFont(SANS, 7)
    c.setFillColor(MUTED)
    c.drawRightString(x + w, y, said["owes_fields"])
    c.restoreState()
    each = w / OWED_PER_ROW
    first = y - mm(1.8)  # the fields' top: under the label's descenders
    for i in range(slots):
        row, col = divmod(i, OWED_PER_ROW)
        left, bottom = x + col * each, first - OWED_FIELD_H * (row + 1)
        base = bottom + OWED_FIELD_H / 2 - 2.8
        c.saveState()
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        c.rect(left, bottom, each, OWED_FIELD_H, stroke=1, fill=0)
        c.setFillColor(INK)
        c.setFont(SANS, 8)
        c.drawString(left + mm(1.2), base, f"{i + 1}.")
        start = left + mm(6)
        half = (each - mm(6) - mm(5)) / 2
        line = bottom + mm(1.8)
        c.line(start, line, start + half, line)
        c.drawCentredString(start + half + mm(1.5), base, "/")
        c.line(start + half + mm(3), line, start + 2 * half + mm(3), line)
        c.restoreState()
    rows = -(-slots // OWED_PER_ROW)
    return first - OWED_FIELD_H * rows - mm(1)


CLOCK_LEAD = mm(78)  # the least room for a clock line's label, before its write-in fields
CLOCK_SIZE = 8


def clock_line(c, x: float, y: float, w: float, label: str, said: dict, rounds: int, lead: float = CLOCK_LEAD) -> None:
    """'label kolejka ___ pionek nr ___ → koniec po turze tego pionka w kolejce ___ (+rounds)' on one line,
    the fields from `lead` after `x`."""
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, CLOCK_SIZE)
    c.drawString(x, y, label)
    c.restoreState()
    rest = w - lead
    write_in(c, x + lead, y, said["clock_round"], rest * 0.2, size=8)
    write_in(c, x + lead + rest * 0.22, y, said["clock_pawn"], rest * 0.22, size=8)
    write_in(
        c,
        x + lead + rest * 0.46,
        y,
        f"{ARROW} {said['clock_end']}".replace("{rounds}", str(rounds)),
        rest * 0.54,
        size=8,
    )
