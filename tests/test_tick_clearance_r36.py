"""Kit review r36 (K minors 6 and 8): every word a card sheet prints in its margins – its label and ticket with
the 50 mm ruler, the feed arrow, a band's name – keeps ticket_room.TICK_CLEAR (3 mm) from every crop tick, measured in
the built PDFs of all four games (pdfcheck: the glyph boxes against the marks' strokes); a tick is shortened
for it, never below every cut's MARK_MIN (3 mm), never lost. The player aid's cards bleed 3 mm past every cut, as
the tiles, their ink 5 mm or more from the paper's edge."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from generator.draw.kinds import aid_page
from generator.draw.ticket_room import TICK_CLEAR, clear_of_labels
from generator.layout.imposition import MARK_MIN, Mark, parse_paper, plan_grid
from generator.model.units import mm

from .pdfcheck import crop_marks_mm, job_entries, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
PT = 25.4 / 72
# the words of a sheet's margins: its label („arkusz”, „przód”, „tył”), its ticket (the stock, the sides, the
# scale), the ruler's „50 mm”, the feed arrow („do drukarki”), a band's name („… SZT.”), the job's folio
MARGIN_WORDS = re.compile(r"arkusz|przód|tył|karton|papier|stronnie|skala|50mm$|drukarki|SZT\.|wydruk")


def _lines(path: Path) -> list[tuple[int, str, list[float]]]:
    """Each line of text a page prints (consecutive characters of one size along one baseline, upright or
    turned): (page index, its characters, its box in mm)."""
    out: list[tuple[int, str, float, list[float]]] = []
    for page, char, size, _, box in printed_text(path):
        if out and out[-1][0] == page and abs(out[-1][2] - size) < 0.01:
            _, text, _, last = out[-1]
            mid = ((last[1] + last[3]) / 2, (box[1] + box[3]) / 2, (last[0] + last[2]) / 2, (box[0] + box[2]) / 2)
            along = abs(mid[0] - mid[1]) < size * 0.6 and -0.5 < box[0] - last[2] < size * 0.9
            up = abs(mid[2] - mid[3]) < size * 0.6 and abs(box[1] - last[3]) < size * 0.9
            if along or up:
                merged = [min(last[0], box[0]), min(last[1], box[1]), max(last[2], box[2]), max(last[3], box[3])]
                out[-1] = (page, text + char, size, merged)
                continue
        out.append((page, char, size, list(box)))
    return [(page, text, [v * PT for v in box]) for page, text, _, box in out]


def _gap(box: list[float], mark: tuple[float, ...]) -> float:
    x0, y0, x1, y1 = box
    left, right = sorted((mark[0], mark[2]))
    low, high = sorted((mark[1], mark[3]))
    return math.hypot(max(0.0, left - x1, x0 - right), max(0.0, low - y1, y0 - high))


def _card_jobs(kit: Path) -> list[Path]:
    return [kit / entry["path"] for game in GAMES for entry in job_entries(kit, game) if entry["stock"] != "paper"]


def test_margin_words_keep_3_mm_from_every_tick(bundled_kit):
    """Every card sheet of every game: each line of its margins' words (the ruler's 50 mm left of its „50 mm”)
    TICK_CLEAR or more from every crop tick longer than MARK_MIN (one at MARK_MIN, every cut's least, is not
    shortened further: ticket_room.clear_of_labels; K job 5 p. 1: the foot line ran 1 mm under the ends of four 3.6 mm
    ticks; p. 3: „JEDYNKA · 60 SZT.” and „↑ do drukarki” on two)."""
    crowded = []
    shortest = MARK_MIN / mm(1) + 0.05
    for path in _card_jobs(bundled_kit):
        lines = _lines(path)
        for index in sorted({page for page, _, _ in lines}):
            marks = crop_marks_mm(path, index, into_forms=True)
            for page, text, box in lines:
                if page != index or not MARGIN_WORDS.search(text):
                    continue
                if text.endswith("50mm"):  # the ruler: 50 mm and 1 mm before its words
                    box = [box[0] - 51.0, *box[1:]]
                crowded += [
                    (path.name, index + 1, text[:24], round(_gap(box, m), 2), round(m[4], 1))
                    for m in marks
                    if _gap(box, m) < TICK_CLEAR / mm(1) - 0.05 and m[4] > shortest
                ]
    assert not crowded, crowded[:12]


def test_a_tick_is_shortened_away_from_its_piece_never_lost():
    """ticket_room.clear_of_labels: a tick coming within TICK_CLEAR of a label loses its far end; one the label would
    take to less than MARK_MIN keeps MARK_MIN at its piece's end; a tick clear of it stays as it is."""
    label = (mm(20), mm(8), mm(120), mm(10.5))  # a foot line's box
    foot = Mark(mm(30), mm(11), mm(30), mm(17.5))  # from the line up to the pieces at 17.5 mm
    beside = Mark(mm(130), mm(9), mm(130), mm(15))  # 10 mm right of the line's end
    over = Mark(mm(50), mm(11), mm(50), mm(15))  # 4 mm: 1.5 would be left
    short, clear, least = clear_of_labels([foot, beside, over], [label])
    assert (short.x1, min(short.y1, short.y2), max(short.y1, short.y2)) == (mm(30), mm(13.5), mm(17.5))
    assert clear == beside
    assert sorted((least.y1, least.y2)) == pytest.approx([mm(15) - MARK_MIN, mm(15)])


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_sheet", aid_page.PER_SHEET)
def test_aid_cards_bleed_3_mm_past_every_cut(paper, per_sheet):
    """K minor 6: the aids' head band bled 1.5 mm past the outer cut (aid_page.OUTER_BLEED was BLEED_MIN): now
    every card's every side bleeds aid_page.BLEED (3 mm, as the tiles), the bleed and its crop marks INK_SAFETY
    inside the printer margin, so no ink within 5 mm of the paper's edge."""
    sheet = aid_page.sheet_spec(parse_paper(paper), per_sheet=per_sheet)
    grid = plan_grid(sheet)
    assert len(grid.slots) == per_sheet
    for slot in grid.slots:
        assert min(slot.bleed_left, slot.bleed_right, slot.bleed_top, slot.bleed_bottom) >= mm(3) - 1e-6, slot
        assert slot.x - slot.bleed_left >= sheet.margin and slot.y - slot.bleed_bottom >= sheet.margin
        assert slot.x + slot.width + slot.bleed_right <= sheet.paper.width - sheet.margin
        assert slot.y + slot.height + slot.bleed_top <= sheet.paper.height - sheet.margin
