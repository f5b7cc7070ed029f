"""A game's sheet of slips on the kit's blank sides (kit-jobs2 item 3; r22 R minor 5, P minor 6; r23: the
banker's slips Rynek's book names were printed nowhere): a form declaring `fills_blank` goes on the blank
sides behind pages read once (a card job's cover, an assembly map), named on its job's cover and counted
on the checklist; a rulebook's blank back and a game without such a sheet keep „Strona celowo pusta”."""

from __future__ import annotations

import re

from generator.build.cover_contents import APPENDIX_SKIP, APPENDIX_TEXT
from generator.draw.guide import BLANK_TEXT

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts, strokes

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
SLIPS = "Zapisy bankiera"


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _plain_jobs(kit, game):
    return [kit / j["path"] for j in job_entries(kit, game) if "papier" in j["path"]]


def _slips_page(text: str) -> bool:
    """A page of the banker's cards: 6, one per player of the largest table, each with its running balance
    (r24 R kit major: a one-row slip with a „paid” box could not record a payment made with it)."""
    slips = _flat(text)
    return slips.count("Zapis bankiera ") == 6 and slips.count("Zostaje") == 6


def _cuts(job, index: int) -> tuple[list[float], list[float]]:
    """(x, y) of the dashed cut lines of page `index`, vertical and horizontal, in mm from its lower left."""
    xs, ys = set(), set()
    for stroke in strokes(job, index):
        for line in stroke.polylines if stroke.dash else ():
            (x0, y0), (x1, y1) = line[0], line[-1]
            if abs(x0 - x1) < 0.1:
                xs.add(round(x0 / 72 * 25.4, 1))
            elif abs(y0 - y1) < 0.1:
                ys.add(round(y0 / 72 * 25.4, 1))
    return sorted(xs), sorted(ys)


def test_rynek_prints_its_banker_slips_where_its_cover_names_them(bundled_kit):
    """On a blank side behind a page read once where the jobs leave one, else – Rynek now, its one such
    side holding the checklist – on a sheet of their own in the plain job (kit brief r23 item 6: a sheet
    of slips with no side to fill is printed all the same), both its sides printed: each slip continues
    on its back (kit brief s9 item 1: the back of the sheet was „Strona celowo pusta”)."""
    (job,) = [p for p in _plain_jobs(bundled_kit, "rynek") if p.name.startswith("1-")]
    cover, texts = _flat(cover_texts(job)[0]), page_texts(job)
    on_blank = re.search(rf"Strona (\d+): {SLIPS}, 6 kartek do wycięcia po wydruku opisanym na jej przodzie", cover)
    own = re.search(rf"Strony (\d+)–(\d+): {SLIPS}, 1 arkusz", cover)
    assert on_blank or own, cover[:900]
    page = int((on_blank or own).group(1))
    assert _slips_page(texts[page - 1]), page
    for field in ("Nr", "kolor / nr gracza", "Za co", "+ / −", "Zostaje"):
        assert _flat(texts[page - 1]).count(field) >= 6, field
    assert BLANK_TEXT not in texts[page - 1]
    if own:  # its back: the same slips continued, rows 10–18, their cuts where the long-edge flip puts the front's
        assert page % 2 == 1 and int(own.group(2)) == page + 1, own.group(0)
        back = _flat(texts[page])
        assert _slips_page(back) and BLANK_TEXT not in back, back[:300]
        # each slip's own heading, six times (the back's title says „ciąg dalszy” too since r41 kit minor 6)
        slips_more = back.count("ciąg dalszy z drugiej strony")
        assert slips_more == 6 and back.count("Zostaje 10 11 12 13 14 15 16 17 18") == 6, back[:300]
        width = 210.0 if "Letter" not in cover else 215.9
        (front_x, front_y), (back_x, back_y) = _cuts(job, page - 1), _cuts(job, page)
        assert len(front_x) == 3 and len(front_y) == 4, (front_x, front_y)
        assert sorted(round(width - x, 1) for x in back_x) == front_x and back_y == front_y, (back_x, front_x)


def test_the_checklist_counts_the_slips(bundled_kit):
    text = next(_flat(t) for job in _plain_jobs(bundled_kit, "rynek") for t in page_texts(job) if holds_checklist(t))
    assert f"6 × {SLIPS}" in text, text


def test_a_rulebook_back_and_a_game_without_slips_keep_their_blank_sides(bundled_kit):
    for game in GAMES:
        texts = [t for job in _plain_jobs(bundled_kit, game) for t in page_texts(job)]
        slips = [n for n, t in enumerate(texts, 1) if _slips_page(t)]
        # Rynek's: one sheet, front and back
        assert slips == ([slips[0], slips[0] + 1] if game == "rynek" and slips else []), (game, slips)
        assert (len(slips) == 2) == (game == "rynek"), (game, slips)
    # Rynek's appendix's last side holds no slips: they would be cut out of the book's last sheet
    (job,) = [p for p in _plain_jobs(bundled_kit, "rynek") if p.name.startswith("1-")]
    skip = re.search(
        rf"Strony (\d+)–(\d+): {APPENDIX_TEXT}, \d+\sarkusz\w*; {APPENDIX_SKIP}", _flat(cover_texts(job)[0])
    )
    assert skip, "no appendix"
    # (since r32 its longer print chapter may fill that back: then the chapter's text, never the slips)
    last = page_texts(job)[int(skip.group(2)) - 1]
    assert (BLANK_TEXT in last or "Wydruk i składanie" in last) and not _slips_page(last)


def test_the_print_chapter_names_the_slips_in_the_first_jobs_row(bundled_kit):
    for game in GAMES:
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        table = book[book.index("Wydruki zestawu, w kolejności druku:") : book.index("Razem:")]
        row = table[table.index("1. zwykły") : table.index("2. ")]
        # on blank sides „…, zapisy bankiera do wycięcia”, as a part of their own by their title, once
        named = row.count("zapisy bankiera do wycięcia") + len(
            re.findall(rf"{SLIPS}( \([\d–]+\))?(,|\.|\s*$)", row)
        )  # (its pages in the job since r41 AS F11; the last of the job's pages, before the book's sentence, since r44)
        assert named == (1 if game == "rynek" else 0), (game, row)
