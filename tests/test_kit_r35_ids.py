"""r35 kit reviews: one sheet identifier, the one the checklist cites (R major 1, P minors 3–4, AS minors 3 and 6,
K minor 9): „wydruk N · s. P” (its job and its page in the job) at one place – the foot, right, its right end
FOLIO_RIGHT from the paper's right edge – and the checklist's citations name pages that carry it; the card
sheets' tickets keep that place free and no crop mark runs through it (R job 5 p. 4, AS job 2). r36 (K minor 11,
R minor 4, P minor 1, AS minors 7 and 9) had taken it off the pages a player keeps and reads as printed; r41 (AS
minor 8, K minor 4, P minor 6) puts it back on them, smaller, in the same place: every page of every job says
where it belongs (test_kit_r41_locators). Play forms (R minor 10): their foot says the game and the form alone, no
stock, scale nor ruler."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest

from generator.draw.labels import (
    FOLIO_RIGHT,
    LABEL_CLEAR,
    clear_of_job_mark,
    folio_line,
    foot_base,
    foot_room,
    job_mark_slot,
    plan_ticket,
    reaches_job_mark,
    ticket_words,
)
from generator.draw.ticket_items import run_extent
from generator.layout.imposition import PAPERS, Mark, Paper
from generator.model.units import mm

from .pdfcheck import holds_checklist, job_entries, page_texts

KEPT = ("rulebook", "form")  # the categories of the parts a player keeps as printed (the kinds' own)

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
MARGIN = mm(5)
CHECKLIST_TITLE = "Lista kontrolna elementów"
ID = re.compile(r"wydruk (\d+) · s\.\s(\d+)")
# a coverless job's stock before its locator, one line (folios.job_ticket, r43 K minor 2)
JOB_TICKET_LINE = re.compile(
    r"zwykły papier \d+–\d+ g/m² · (?:jednostronnie|dwustronnie) · skala 100% · wydruk \d+ · s\.\s\d+"
)


def test_a_piece_reaching_the_identifier_s_place_leaves_the_page_unnumbered():
    """The place the job's number takes (job_mark_slot, up to its capitals and a millimetre over the foot line):
    art over it, a board's glue strip, a pawn band down to 9 mm from the foot, says the page has no room for the
    number (r36 kit review, K major: the number printed over the purchase plans' tables); art beside it or above
    it does not."""
    width = PAPERS["a4"].width
    x0, x1 = job_mark_slot(width)
    low = foot_base(MARGIN)
    assert reaches_job_mark((mm(10), mm(5.5), width - mm(10), mm(100)), width, MARGIN)  # down to the margin
    assert reaches_job_mark((x1 - mm(1), mm(9), width, mm(60)), width, MARGIN)  # a band's corner over its end
    assert not reaches_job_mark((mm(10), low + mm(6), width - mm(10), mm(200)), width, MARGIN)  # above it
    assert not reaches_job_mark((mm(10), mm(5.5), x0 - mm(0.5), mm(100)), width, MARGIN)  # beside it, left


def test_a_card_sheet_s_ticket_keeps_the_identifier_s_place_free():
    """The foot's right end (job_mark_slot) is no ticket's, ruler's or word's: a ticket long enough to fill
    an unmarked A4 foot flows round it (before r35 the ruler ended 10 mm from the right edge, where the
    job's number now stands)."""
    paper = PAPERS["a4"]
    art = (mm(12), mm(20), paper.width - mm(12), paper.height - mm(12))
    plan = plan_ticket([], paper, MARGIN, "Pieniądze · przód", ticket_words("zwykły papier 80–120 g/m²", "long"), art)
    assert plan is not None
    x0, x1 = job_mark_slot(paper.width)
    assert x1 - x0 >= mm(22) and abs(x1 - LABEL_CLEAR - (paper.width - FOLIO_RIGHT)) < 1e-6
    for turn, _base, runs, size in plan:
        if turn == 0:
            for run in runs:
                a, b = run_extent(run, size)
                assert b <= x0 + 1e-6 or a >= x1 - 1e-6, (a / mm(1), b / mm(1))


def test_a_crop_mark_never_runs_through_the_identifier():
    """A cut's tick that would cross the identifier's place stops above it (foot_room), one left under a
    millimetre goes, a tick beside it stays whole (R job 5 p. 4: a pawn's cut ran through „wydruk 5 · s. 4”)."""
    w = PAPERS["a4"].width
    x0, x1 = job_mark_slot(w)
    top = foot_room(MARGIN)
    crossing = Mark(x0 + mm(5), MARGIN, x0 + mm(5), mm(14))
    inside = Mark(x1 - mm(1), MARGIN, x1 - mm(1), top - mm(0.5))
    beside = Mark(x0 - mm(10), MARGIN, x0 - mm(10), mm(14))
    kept = clear_of_job_mark([crossing, inside, beside], w, MARGIN)
    assert kept == [Mark(crossing.x1, top, crossing.x2, mm(14)), beside]
    assert foot_base(MARGIN) + 0.8 * 8 < top  # the identifier's capitals under the ticks' new ends


def _matches(path: Path, pattern: re.Pattern) -> list[list[tuple[re.Match, tuple[float, float, float, float]]]]:
    """Each page's matches of `pattern` in its text, each with the box (left, bottom, right, top, pt) of its
    printed characters."""
    out = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for page in pdf:
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            found = []
            for m in pattern.finditer(text):
                boxes = [textpage.get_charbox(k) for k in range(m.start(), m.end()) if not text[k].isspace()]
                box = (
                    min(b[0] for b in boxes),
                    min(b[1] for b in boxes),
                    max(b[2] for b in boxes),
                    max(b[3] for b in boxes),
                )
                found.append((m, box))
            out.append(found)
    finally:
        pdf.close()
    return out


def _identifiers(path: Path) -> list[list[tuple[str, tuple[float, float, float, float]]]]:
    """Each page's „wydruk N · s. P” strings with their boxes (left, bottom, right, top) in pt."""
    return [[(m.group(0), box) for m, box in page] for page in _matches(path, ID)]


def _as_read(
    box: tuple[float, float, float, float], w: float, h: float
) -> tuple[tuple[float, float, float, float], float]:
    """A box on the sheet (w × h pt) as it stands on the page as read, and that page's width: a run of text
    turned (taller than wide) at the foot's right end of a landscape page the job turns a quarter left (its foot
    along the sheet's right edge, its right end FOLIO_RIGHT from the sheet's top) or of a form drawn turned right
    (its foot along the left edge, its right end FOLIO_RIGHT from the sheet's foot); any other box as drawn (a
    locator in a turned ticket's room stays where the sheet has it: r41, r43)."""
    left, bottom, right, top = box
    if top - bottom > right - left and left > w / 2 and abs(top - (h - FOLIO_RIGHT)) < mm(0.5):
        return (bottom, w - right, top, w - left), h  # the page's x runs up the sheet, its y in from the right edge
    if top - bottom > right - left and right < w / 2 and abs(bottom - FOLIO_RIGHT) < mm(0.5):
        return (h - top, left, h - bottom, right), h  # the page's x runs down the sheet, its y in from the left edge
    return box, w


def _with_ticket(path: Path, index: int, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The locator's box widened over the job's own stock before it on its line („zwykły papier 80–120 g/m² ·
    jednostronnie · skala 100% · wydruk 2 · s. 1”, folios.job_ticket), when the job prints one."""
    for _m, whole in _matches(path, JOB_TICKET_LINE)[index]:
        if whole[0] <= box[0] + 0.5 and whole[2] >= box[2] - 0.5 and whole[1] <= box[3] and whole[3] >= box[1]:
            return whole
    return box


def _ink_round(path: Path, index: int, box: tuple[float, float, float, float], pad: float) -> int:
    """Dark pixels within `pad` of the identifier's box that are not its own letters: the page rendered
    with and without the box's inside, at 150 dpi."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[index]
        w, h = page.get_size()
        scale = 150 / 72
        image = np.asarray(page.render(scale=scale, grayscale=True).to_pil().convert("L")) < 160
    finally:
        pdf.close()
    left, bottom, right, top = box
    rows = slice(int((h - top - pad) * scale), int((h - bottom + pad) * scale))
    cols = slice(int((left - pad) * scale), int((right + pad) * scale))
    ring = image[rows, cols].copy()
    inner_rows = slice(int(pad * scale) - 1, ring.shape[0] - int(pad * scale) + 1)
    inner_cols = slice(int(pad * scale) - 1, ring.shape[1] - int(pad * scale) + 1)
    ring[inner_rows, inner_cols] = False
    return int(ring.sum())


def _ink_in(path: Path, index: int, box: tuple[float, float, float, float]) -> int:
    """Printed (not white) pixels inside `box` (left, bottom, right, top in pt) of the page, at 150 dpi."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        page = pdf[index]
        _w, h = page.get_size()
        scale = 150 / 72
        image = np.asarray(page.render(scale=scale, grayscale=True).to_pil().convert("L")) < 245
    finally:
        pdf.close()
    left, bottom, right, top = box
    return int(image[int((h - top) * scale) : int((h - bottom) * scale), int(left * scale) : int(right * scale)].sum())


def _kept_pages(kit: Path, entry: dict) -> set[int]:
    """The job's pages (1-based) of its parts a player keeps as printed – a rulebook, a form (the part file's
    kind's category, KEPT) – and the blank sides each copy leaves behind them (the manifest's start–end)."""
    import generator.games.registry  # noqa: F401 – the kinds declared
    from generator.draw.kinds import KINDS

    entries = json.loads((Path(kit) / "manifest.json").read_text(encoding="utf-8"))
    kinds = {e["path"]: e["kind"] for e in entries}
    kept = set()
    for part in entry["parts"]:
        kind = kinds.get(part["path"])
        if "start" in part and not part.get("cover_of") and kind in KINDS and KINDS[kind].category in KEPT:
            kept.update(range(part["start"], part["end"] + 1))
    return kept


def _book_pages(kit: Path, entry: dict) -> dict[int, int]:
    """The job's pages (1-based) that print a rulebook's page (a part of the rulebook kind, its blank sides after
    it aside), each with the book's own page number (its page in the book's file)."""
    import generator.games.registry  # noqa: F401 – the kinds declared
    from generator.draw.kinds import KINDS

    entries = json.loads((Path(kit) / "manifest.json").read_text(encoding="utf-8"))
    kinds = {e["path"]: e["kind"] for e in entries}
    pages: dict[int, int] = {}
    for part in entry["parts"]:
        kind = kinds.get(part["path"])
        if "start" in part and not part.get("cover_of") and kind in KINDS and KINDS[kind].category == "rulebook":
            pages.update({part["start"] + n: part["first"] + n for n in range(part["last"] - part["first"] + 1)})
    return pages


def foot_numbers(path: Path) -> list[set[int]]:
    """Each page's numbers printed alone (a run of digits between spaces) in its bottom 20 mm: a book's page's
    own folio among them."""
    alone = re.compile(r"(?<!\S)(\d+)(?!\S)")
    return [{int(m.group(1)) for m, box in page if box[3] < mm(20)} for page in _matches(path, alone)]


def test_kept_parts_are_known():
    """Each game's kept parts, by category: the rulebook and its play forms (AS score card; K arbiter's sheet,
    slips, point table, plans; P banker's sheet; R register and banker's slips) – the test's own list of what the
    r36 reviews named, held against the kinds."""
    import generator.games.registry  # noqa: F401 – the kinds declared
    from generator.draw.kinds import KINDS

    for kind in ("rulebook", "form", "kolekcjonerzy-sheet", "exhibit-price-list", "money-summary"):
        assert KINDS[kind].category in KEPT, kind
    for kind in ("banknotes", "player-aid", "board", "tokens", "standees", "painting-tiles", "bid-cards"):
        assert KINDS[kind].category not in KEPT, kind


@pytest.mark.parametrize("game", GAMES)
def test_every_page_s_identifier_at_its_foot_stands_in_the_one_place(bundled_kit, game):
    """Every page of every job cut up, assembled or read by the builder: exactly one „wydruk N · s. P”, N its job,
    P its page, its right end FOLIO_RIGHT from the right edge and its baseline on the foot line (foot_base),
    horizontal, ≥ 5 mm from every edge, nothing else printed within 1 mm round it; where a sheet's pieces come
    near that line (their cut within JOB_MARK_TRIM, r38 P major 1: the Los backs' bleed), lower in the printer's
    margin (labels.folio_line), the same on every page of the part; or, where a piece's ink reaches
    that place (a board's glue strip: reaches_job_mark), none there rather than one over the piece (r36, K major):
    such a page says it in its ticket's room (test_kit_r41_locators). A page a player keeps (a form's, a book's
    blank backs) carries it in the same place, smaller (r41 AS minor 8, K minor 4, P minor 6); a rulebook's page
    with its own folio none: one page number per page (decision D2, session 25; r42 K minor 11, R minor 5)."""
    bare, kept_seen, books = [], 0, 0
    for entry in job_entries(bundled_kit, game):
        path = Path(bundled_kit) / entry["path"]
        number = int(path.name.split("-")[0])
        texts = page_texts(path)
        # the kit's checklist on a book's own blank page is a guide page for all that: it keeps its number
        kept = {n for n in _kept_pages(bundled_kit, entry) if not holds_checklist(texts[n - 1])}
        book = _book_pages(bundled_kit, entry)
        folios = foot_numbers(path)
        sizes = [p.get_size() for p in pdfium.PdfDocument(str(path))]
        lines = {}  # page (1-based) → 0 on the foot line, 1 lower
        for index, said in enumerate(_identifiers(path)):
            sheet_w, sheet_h = sizes[index]
            # a landscape page the job lays turned is numbered before it is turned (r43 K minor 3, R minor 6): its
            # number stands at that page's own foot, turned with it; read in the page's frame, it is the same place
            said = [_as_read(box, sheet_w, sheet_h) + (t,) for t, box in said]
            said = [(t, box, w) for box, w, t in said]
            # at the foot's right end: not a cover's citation, nor the identifier in a ticket's room (r41)
            found = [(t, box) for t, box, w in said if box[1] < mm(15) and box[2] > w - FOLIO_RIGHT - mm(25)]
            w = next((w for t, box, w in said if (t, box) in found), sheet_w)
            if index + 1 in book and book[index + 1] in folios[index]:
                assert not found, (path.name, index + 1, found)  # the book's own folio alone (D2)
                books += 1
                continue
            kept_seen += index + 1 in kept
            slot = (  # the number's box and the millimetre round it
                w - FOLIO_RIGHT - mm(20.5),
                foot_base(MARGIN) - mm(1.6),
                w - FOLIO_RIGHT + mm(1),
                foot_base(MARGIN) + mm(3.3),
            )
            if not found:
                # the page's own ink is where the number would stand, or the number is turned with a ticket up a
                # side, in the room it leaves (r43: the locator goes with its label; test_kit_r41_locators and
                # test_kit_labels_r43 read it there): one on the page, this job's and page's
                beside = [t for t, box, _w in said if box[3] - box[1] > box[2] - box[0]]
                if not _ink_in(path, index, slot):
                    assert len(said) == 1 and beside, (path.name, index + 1)
                    assert " ".join(beside[0].split()) == f"wydruk {number} · s. {index + 1}", (path.name, beside)
                    continue
                bare.append((number, index + 1))
                continue
            assert [t for t, _ in found] == [f"wydruk {number} · s.\u00a0{index + 1}"] or [
                " ".join(t.split()) for t, _ in found
            ] == [f"wydruk {number} · s. {index + 1}"], (path.name, index + 1, found)
            left, bottom, right, top = found[0][1]
            assert abs(right - (w - FOLIO_RIGHT)) < mm(0.5), (path.name, index + 1, right / mm(1))
            on = [
                low
                for low in (False, True)
                if folio_line(MARGIN, low)[0] - mm(1) < bottom < folio_line(MARGIN, low)[0] + mm(0.5)
            ]
            assert on, (path.name, index + 1, bottom / mm(1))
            lines[index + 1] = on[0]
            assert bottom >= mm(5) and right <= w - mm(5) and top - bottom < mm(4)  # horizontal, off the edge
            drawn = next(box for t, box in _identifiers(path)[index] if t == found[0][0])  # on the sheet
            # the stock a job without a cover of its own says on its locator's line is the job's label (r43 K minor 2)
            drawn = _with_ticket(path, index, drawn)
            assert not _ink_round(path, index, drawn, mm(1)), (path.name, index + 1)
        for part in entry["parts"]:  # one place on every page of a part
            if "start" in part:
                placed = {lines[n] for n in range(part["start"], part["end"] + 1) if n in lines}
                assert len(placed) <= 1, (path.name, part["path"], placed)
    # the pages left without a number for want of room are few: a board's sheets, a packed band sheet
    assert len(bare) <= 8, (game, bare)
    assert kept_seen >= 2, (game, kept_seen)  # a form's two sides at least (AS score card, P banker's sheet)
    assert books >= 10, (game, books)  # the rulebook's pages, their own folio alone


@pytest.mark.parametrize("game", GAMES)
def test_the_checklist_cites_pages_that_carry_the_same_words(bundled_kit, game):
    """Each citation of the kit's checklist („wydruk 1 · s. 31–38”) names pages of that job, and its first page
    carries the very words „wydruk 1 · s. 31” (before r35 the sheet said „wydruk 1 · arkusz 16/32”); the rulebook's
    row adds the book's own pages („(zasady, s. 1–16, 17–21)”), the numbers its pages print instead (decision D2)."""
    jobs = {
        int(Path(e["path"]).name.split("-")[0]): Path(bundled_kit) / e["path"] for e in job_entries(bundled_kit, game)
    }
    texts = {n: [" ".join(t.split()) for t in page_texts(path)] for n, path in jobs.items()}
    folios = {n: foot_numbers(path) for n, path in jobs.items()}
    listed = [page for page in texts[1] if "Lista kontrolna elementów" in page or "odhaczenia" in page]
    assert listed, game
    runs = r"(\d+(?:–\d+)?(?:, \d+(?:–\d+)?)*)"
    cited = re.findall(rf"wydruk (\d+) · s\. {runs}(?: \(zasady, s\. {runs}\))?", " ".join(listed))
    assert cited, game
    books = 0
    for number, pages, book in cited:
        book_runs = book.split(", ") if book else []
        assert not book_runs or len(book_runs) == len(pages.split(", ")), (game, pages, book)
        for n, run in enumerate(pages.split(", ")):
            first, _, last = run.partition("–")
            first, last = int(first), int(last or first)
            assert first <= last <= len(texts[int(number)]), (game, number, run)
            page = texts[int(number)][first - 1]
            if book_runs:  # a rulebook's pages: its first carries the book's own folio the row cites (D2), alone
                said = int(book_runs[n].partition("–")[0])
                assert said in folios[int(number)][first - 1], (game, run, book_runs[n])
                assert f"wydruk {number} · s. {first}" not in page, (game, number, first)
                books += 1
                continue
            # or a page left unnumbered, its piece where the number would stand (the every-page test says which)
            assert f"wydruk {number} · s. {first}" in page or f"wydruk {number} · s." not in page, (game, number, first)
    assert books >= 1, game  # the rulebook's row cites the book's own pages too


def test_a_play_form_s_foot_says_the_game_and_the_form_alone(bundled_kit):
    """The forms kept at the table (R register and banker's slips, AS score card, P banker's sheet, K slips and
    point table) print no stock, sides, scale nor 50 mm ruler at their foot (R minor 10): „Rynek · Rejestr
    fabryki”; the job's cover says how to print them."""
    files = {
        "rynek": ("rejestr-fabryki.pdf", "zapisy-bankiera.pdf"),
        "art-society": ("karta-podliczenia.pdf",),
        "przekret": ("arkusz-bankiera.pdf",),
        "kolekcjonerzy": ("kartki.pdf", "tabela-punktow.pdf"),
    }
    titles = {"rynek": "Rynek", "art-society": "Art Society", "przekret": "Przekręt", "kolekcjonerzy": "Kolekcjonerzy"}
    for game, names in files.items():
        for name in names:
            for n, text in enumerate(page_texts(Path(bundled_kit) / game / name)):
                flat = " ".join(text.split())
                for jargon in ("g/m²", "skala 100%", "50 mm", "dwustronnie", "jednostronnie"):
                    assert jargon not in flat, (name, n + 1, jargon)
                assert f"{titles[game]} · " in flat, (name, n + 1)


def test_paper_has_the_room_the_slot_takes():
    """The slot fits inside the printer's 5 mm on Letter as on A4 (its ink ≥ 5 mm from the right edge)."""
    for paper in (PAPERS["a4"], PAPERS["letter"], Paper("", PAPERS["a4"].height, PAPERS["a4"].width)):
        x0, x1 = job_mark_slot(paper.width)
        assert x0 > mm(5) and x1 < paper.width - mm(5)
