"""Sheet tickets (slugs) and aid footers, measured in the bundled kit (kit reviews r18): no crop mark
crosses a ticket's line (the marks chopped it into fragments: „250–300 | g/m²”), tickets are set at 6.5 pt or more
where there is room (since r30 at 7 pt: tests/test_kit_r30_rynek.py), and a player aid names its game in its ticket, not in a footer crowding its text."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from .conftest import COMPONENTS
from .pdfcheck import crop_marks_mm, page_count
from .test_card_tickets import rulers

MM = 72 / 25.4
GAMES = sorted(p.name for p in COMPONENTS.iterdir() if (p / "game.yaml").exists())
# words only a ticket says, at a ticket's size: a line with one of them is a ticket's line
TICKET_WORDS = ("skala100%", "dwustronnie", "jednostronnie", "g/m²")


def lines(path: Path) -> dict[int, dict[tuple, list]]:
    """Per page, the printed characters grouped by line: (turned, baseline in pt, size) -> [(char, box)]."""
    out: dict[int, dict[tuple, list]] = {}
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            matrix, groups = raw.FS_MATRIX(), {}
            for i in range(textpage.count_chars()):
                char = chr(raw.FPDFText_GetUnicode(textpage, i))
                if char.isspace() or raw.FPDFText_IsGenerated(textpage, i) == 1:
                    continue
                raw.FPDFText_GetMatrix(textpage, i, matrix)
                size = round(raw.FPDFText_GetFontSize(textpage, i) * math.hypot(matrix.c, matrix.d), 2)
                ox, oy = raw.c_double(), raw.c_double()
                raw.FPDFText_GetCharOrigin(textpage, i, ox, oy)
                left, right, bottom, top = (raw.c_double() for _ in range(4))
                raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
                turned = abs(matrix.b) > 0.01
                key = (turned, round(ox.value if turned else oy.value, 1), size)
                box = tuple(v.value / MM for v in (left, bottom, right, top))
                groups.setdefault(key, []).append((char, box))
            out[index] = groups
            textpage.close()
            page.close()
    finally:
        pdf.close()
    return out


FRAGMENT_GAP = 4.0  # mm: a wider gap along a line parts two runs (words, then the ruler's „50 mm”)


def tickets(path: Path):
    """(page index, text, size, box in mm) of every run of a ticket line of a print job: a line at 7 pt or
    less saying one of TICKET_WORDS, parted where its letters lie more than FRAGMENT_GAP apart (a run
    in each stretch between crop marks; the ruler between a run's words and its „50 mm”: `rulers`)."""
    for index, groups in lines(path).items():
        for (turned, _, size), chars in groups.items():
            text = "".join(c for c, _ in chars)
            if size > 7.01 or not any(w in text for w in TICKET_WORDS):
                continue
            lo, hi = (1, 3) if turned else (0, 2)
            runs: list[list] = []
            for char in sorted(chars, key=lambda c: c[1][lo]):
                if runs and char[1][lo] - runs[-1][-1][1][hi] <= FRAGMENT_GAP:
                    runs[-1].append(char)
                else:
                    runs.append([char])
            for run in runs:
                boxes = [b for _, b in run]
                box = (
                    min(b[0] for b in boxes),
                    min(b[1] for b in boxes),
                    max(b[2] for b in boxes),
                    max(b[3] for b in boxes),
                )
                yield index, "".join(c for c, _ in run), size, box


def job_tickets(kit: Path, game: str):
    for job in sorted((kit / game / "druk").glob("*.pdf")):
        for index, text, size, box in tickets(job):
            yield job, index, text, size, box


def crossing(marks, box) -> list:
    x0, y0, x1, y1 = box
    return [
        m
        for m in marks
        if min(m[0], m[2]) <= x1 and max(m[0], m[2]) >= x0 and min(m[1], m[3]) <= y1 and max(m[1], m[3]) >= y0
    ]


@pytest.mark.parametrize("game", GAMES)
def test_no_crop_mark_crosses_a_ticket_line(bundled_kit, game):
    found, crossed = 0, []
    for job, index, text, _, box in job_tickets(bundled_kit, game):
        found += 1
        if crossing(crop_marks_mm(job, index), box):
            crossed.append((job.name, index + 1, text[:40]))
    for job in sorted((bundled_kit / game / "druk").glob("*-karton-*.pdf")):  # and no mark crosses a ruler
        for index in range(page_count(job)):
            for x1, y1, x2, y2, _ in rulers(job, index):
                box = (min(x1, x2) - 1.6, min(y1, y2) - 1.6, max(x1, x2) + 1.6, max(y1, y2) + 1.6)
                if crossing(crop_marks_mm(job, index), box):
                    crossed.append((job.name, index + 1, "ruler"))
    assert found, game
    assert not crossed, crossed


# sheets whose free paper holds their ticket at 6.0 pt only: Art Society's collection and museum boards
# (one band of 128 mm beside the board, the others too narrow for any of its phrases at 6.5 pt)
AT_6_PT = {("art-society", "4-karton-250-300-jednostronnie.pdf")}


@pytest.mark.parametrize("game", GAMES)
def test_tickets_are_set_at_6_5_pt_where_there_is_room(bundled_kit, game):
    small = {
        (job.name, index + 1, size)
        for job, index, _, size, _ in job_tickets(bundled_kit, game)
        if size < 6.5 and (game, job.name) not in AT_6_PT
    }
    assert not small, small


@pytest.mark.parametrize("game", GAMES)
def test_the_aid_names_its_game_in_its_ticket_not_under_its_text(bundled_kit, game):
    """r18: the 6.0 pt footer „Rynek · pomoc gracza” under the aid's text met its table's last rule 0.2 mm
    apart (the text fills its half at the rulebook's sizes: no room for a footer 1 mm below it); the
    ticket in the gutter names the game instead, after the part's name, at 6.5 pt or more."""
    # the aids, numbered as the kit; Art Society's are the last sheet of its 250–300 g/m² job (r22 AS major 1)
    weight = "250-300" if game == "art-society" else "160-200"
    (job,) = (bundled_kit / game / "druk").glob(f"*-karton-{weight}-dwustronnie-*.pdf")
    footers, named = [], 0
    found = lines(job)
    aids = {
        i
        for i, groups in found.items()
        if any("".join(c for c, _ in g).removeprefix("dodrukarki").startswith("Pomocgracza") for g in groups.values())
    }
    assert aids and (game == "art-society" or len(aids) == len(found)), (game, aids)
    for index, groups in found.items():
        for (_, _, size), chars in groups.items():
            text = "".join(c for c, _ in chars).removeprefix("dodrukarki")  # r35: the arrow opens the head's line
            if text.endswith("pomocgracza"):
                footers.append((index + 1, text))
            # r35: the ticket's name and stock may stand at the head, its scale with the ruler at the foot
            if text.startswith("Pomocgracza·") and "g/m²" in text and size >= 6.5:
                named += 1
    assert not footers, footers
    assert named == len(aids), (named, len(aids))


@pytest.mark.parametrize("game", GAMES)
def test_a_sheets_ticket_reads_in_one_margin_its_name_first(bundled_kit, game):
    """Kit review r23, Rynek minor 6: a deck sheet's ticket said its flip and scale at the head and its
    name and stock at the foot, so it read back to front. The words and the ruler now share out over the
    stretches of one margin in reading order before they take two: every run of a card sheet's ticket
    lies on one line, and its first run starts with the sheet's name („… 1/4 …”); where a sheet's
    margins hold it at 7 pt in two lines only (r30, Rynek minor 9: one size on every sheet; Rynek's SPRZEDAŻ
    fronts), they read down the sheet: the name opens the head's line, the flip and scale the foot's."""
    split = []
    for job in sorted((bundled_kit / game / "druk").glob("*-karton-*.pdf")):
        pages: dict[int, list] = {}
        for index, text, _, box in tickets(job):
            if text != "dodrukarki":  # the feed arrow, beside the ticket on the head's line since r35
                pages.setdefault(index, []).append((text, box))
        for index, runs in pages.items():
            across = min(b[3] for _, b in runs) > max(b[1] for _, b in runs)  # one horizontal line
            down = min(b[2] for _, b in runs) > max(b[0] for _, b in runs)  # or one turned on its side
            # the sheet's name says its count („ZAKUP1/4·”, r41: the part's counter in one format)
            named = [t for t, _ in runs if re.search(r"\D\d+/\d+[·:]", t)]
            first = runs[0][0]
            if not (across or down):  # lines across the sheet, read top first (PDF y upwards), left first
                upright = all(b[2] - b[0] > b[3] - b[1] for _, b in runs)
                first = min(runs, key=lambda r: (-round(r[1][3]), r[1][0]))[0] if upright else ""
            if (named and not first.startswith(named[0][:5])) or not named and not (across or down):
                split.append((job.name, index + 1, [t[:30] for t, _ in runs]))
    # r35: Art Society's aid sheet (job 2 pp. 15–16) shares its ticket over head and foot with the ruler first on
    # the head's line, beside the job's identifier's slot at the foot – a regression reported, exact list
    known = [
        ("2-karton-250-300-dwustronnie-dluga-krawedz.pdf", 15),
        ("2-karton-250-300-dwustronnie-dluga-krawedz.pdf", 16),
    ]
    assert [s[:2] for s in split] in ([], known if game == "art-society" else []), split
