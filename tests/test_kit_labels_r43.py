"""r43 kit reviews, sheet labels on every page of every print job (druk/*.pdf) of the bundled kit:

- K minor 2: job 2 (the slips and the point tables, one-sided, its cover printed in job 1) was the one job whose
  pages said neither stock nor scale: every page of a job with no cover of its own says its stock, sides and scale
  on its label line, as every card sheet does (folios.job_ticket).
- R minor 3: the SPRZEDAŻ fronts' label was parted between the head (name, stock, flip) and the foot („skala
  100%” alone); AS's painting sheet 3/5 likewise: a sheet's label (its name, stock, flip and scale) stands on one
  line, in one orientation (labels.plan_ticket: one line in one margin first).
- K minor 3, R minor 6: a form turned on its page (K's point table, R's factory register) had its caption along the
  form's foot and its job locator upright on the sheet: the locator stands in the orientation of the page's label
  line, its ticket's or its form's caption (Output.folios, jobs: a landscape page numbered before it is turned).
  D2: a page with its own folio keeps no locator; every page keeps one at most.

Read from the text layer: each character's direction and baseline (pypdfium2), a line being the characters of one
direction on one baseline, in the margins (MARGIN_BAND from an edge), where sheet labels stand."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from generator.model.units import mm

from .pdfcheck import cover_pages, job_entries

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# pages left as they are after r43 (session 26), each checked still to be so (`test_the_pages_left_are_still_left`):
# Przekręt's two Dzierżawa sheets (job 5 pp. 4–5), whose label with „jeden z 2 jednakowych arkuszy” fits no margin
# whole (its name at the head, its stock and scale at the foot); its board's first part and its Losy sheets (job 3
# p. 1, job 4 pp. 1–8), their tickets up the left margin where no room is left beside them for the locator, which
# stands upright at the foot
PARTED = {("przekret", "5-", 4), ("przekret", "5-", 5)}
TURNED = {("przekret", "3-", 1)} | {("przekret", "4-", n) for n in range(1, 9)}
MARGIN_BAND = mm(12)  # a sheet's label line and locator stand this near an edge (the printer's margin and 7 mm)
LOCATOR = re.compile(r"wydruk\d+·s\.\d+")
CAPTIONS = ("Kolekcjonerzy·", "Rynek·", "Przekręt·", "ArtSociety·")  # a form's foot line: the game, its name


def margin_lines(path: Path) -> list[dict[tuple[int, int, int], str]]:
    """Per page: the printed lines in the margins, {(dx, dy, baseline): text without spaces}: (dx, dy) the
    characters' direction rounded to a unit step, baseline their offset across it in tenths of a pt."""
    pages = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            width, height = page.get_size()
            textpage = page.get_textpage()
            matrix = raw.FS_MATRIX()
            lines: dict[tuple[int, int, int], list[tuple[float, str]]] = {}
            for i in range(textpage.count_chars()):
                char = chr(raw.FPDFText_GetUnicode(textpage, i))
                if char.isspace() or raw.FPDFText_IsGenerated(textpage, i) == 1:
                    continue
                raw.FPDFText_GetMatrix(textpage, i, matrix)
                length = math.hypot(matrix.a, matrix.b) or 1.0
                dx, dy = round(matrix.a / length), round(matrix.b / length)
                x, y = raw.c_double(), raw.c_double()
                raw.FPDFText_GetCharOrigin(textpage, i, x, y)
                if min(x.value, y.value, width - x.value, height - y.value) > MARGIN_BAND:
                    continue
                across = -x.value * dy + y.value * dx  # the baseline's offset, the same along a line
                key = (dx, dy, round(across * 2))  # half-point steps: one line's characters share it
                lines.setdefault(key, []).append((x.value * dx + y.value * dy, char))
            textpage.close()
            page.close()
            pages.append({key: "".join(c for _, c in sorted(chars)) for key, chars in lines.items()})
    finally:
        pdf.close()
    return pages


@pytest.fixture(scope="module")
def pages(bundled_kit) -> list[tuple[str, Path, int, dict]]:
    found = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            path = bundled_kit / entry["path"]
            for number, lines in enumerate(margin_lines(path), start=1):
                found.append((game, path, number, lines))
    return found


def test_a_sheet_label_stands_on_one_line(pages):
    """Where a page's margins print the scale („skala 100%”), its line also holds the stock („g/m²”) and the
    label's other phrases (three „·” or more: name, stock, sides, scale)."""
    parted = []
    for game, path, number, lines in pages:
        if (game, path.name[:2], number) in PARTED:
            continue
        for text in lines.values():
            if "skala100%" in text and ("g/m²" not in text or text.count("·") < 3):
                parted.append((game, path.name[:2], number, text))
        stocks = [text for text in lines.values() if "g/m²" in text and "skala100%" not in text and "·" in text]
        parted += [(game, path.name[:2], number, text) for text in stocks]
    assert parted == [], parted


def test_every_page_of_a_job_without_its_own_cover_says_its_stock_and_scale(pages):
    """K job 2 (r43 K minor 2): the slips and the point tables said only their name and „wydruk 2 · s. N”."""
    bare = []
    for game, path, number, lines in pages:
        if cover_pages(path):
            continue
        if not any("skala100%" in text and "g/m²" in text for text in lines.values()):
            bare.append((game, path.name, number))
    assert bare == [], bare


def test_a_page_s_locator_stands_as_its_label_line(pages):
    """One locator at most on a page, in the orientation of the page's label line (a card sheet's ticket, a form's
    caption: K minor 3, R minor 6, the point table's and the factory register's locator upright on the sheet, their
    caption along the turned form's foot; AS's painting sheets, their ticket up the left margin)."""
    wrong = []
    for game, path, number, lines in pages:
        if (game, path.name[:2], number) in TURNED:
            continue
        located = [key for key, text in lines.items() if LOCATOR.search(text)]
        found = [m for text in lines.values() for m in LOCATOR.findall(text)]
        if len(found) > 1:
            wrong.append((game, path.name[:2], number, "two locators", found))
        labels = [
            key for key, text in lines.items() if "skala100%" in text or any(text.startswith(c) for c in CAPTIONS)
        ]
        if not located or not labels:
            continue
        if not any(label[:2] == located[0][:2] for label in labels):
            wrong.append((game, path.name[:2], number, located[0][:2], [lab[:2] for lab in labels]))
    assert wrong == [], wrong


def test_the_pages_left_are_still_left(pages):
    """The pages the tests above leave out are still as described (PARTED, TURNED): fixed, they leave the lists."""
    seen = {(game, path.name[:2], number): lines for game, path, number, lines in pages}
    for page in PARTED:
        texts = seen[page].values()
        assert any("skala100%" in t and t.count("·") < 3 for t in texts), page
    for page in TURNED:
        lines = seen[page]
        located = [key[:2] for key, text in lines.items() if LOCATOR.search(text)]
        ticket = [key[:2] for key, text in lines.items() if "skala100%" in text]
        assert located and ticket and located[0] not in ticket, page
