"""Every sheet of every card job of the bundled kit carries its ticket (kit reviews r17, all four
games): a card job is printed in a print dialog of its own, away from the plain-paper cover that
describes it, so each card sheet says itself what it is, on which card, how to print it and at what
scale, and carries a 50 mm ruler to check that scale on the card (ticket_room.draw_ticket). The words are
the print plan's (guide.STOCK_TEXT, BOARD_STOCK_TEXT, SIDES_TEXT); the ruler is measured from the
page's strokes, as the crop-mark tests measure marks.

Words are compared as sets of words: a line turned on its side comes out of the PDF's text in another
order than it reads."""

from __future__ import annotations

import json
import re

import pytest

from generator.draw.guide import BOARD_STOCK_TEXT, GRADE_TEXT, SIDES_SHORT, SIDES_TEXT, STOCK_TEXT
from generator.draw.labels import SCALE_WORDS
from tests.conftest import COMPONENTS

from . import pdfcheck

GAMES = sorted(p.name for p in COMPONENTS.iterdir() if (p / "game.yaml").exists())
RULER_MM = 50.0


def sides_of(job) -> str:
    """The flip a card job's name says: its sheets' tickets say the same."""
    stem = job.stem
    return "one" if stem.endswith("jednostronnie") else "short" if "krotka" in stem else "long"


def rulers(job, index: int) -> list[tuple[float, ...]]:
    """The 50 mm rulers of a page: a straight ink stroke 50 mm long (± 0.1) with a tick standing on
    each end, as (x1, y1, x2, y2, length) in mm."""
    strokes = pdfcheck.crop_marks_mm(job, index, width=0.4, longest=RULER_MM + 1, into_forms=True)
    found = []
    for s in strokes:
        if abs(s[4] - RULER_MM) > 0.1:
            continue
        ends = [(s[0], s[1]), (s[2], s[3])]
        ticks = [
            t
            for t in strokes
            if t is not s and t[4] < 3 and any(abs(t[0] - x) < 0.05 and abs(t[1] - y) < 0.05 for x, y in ends)
        ]
        if len(ticks) >= 2:
            found.append(s)
    return found


def ticket_missing(job, index: int, text: str) -> list[str]:
    """The ticket's words a card page lacks: the stock (the pieces' card or a tiled board's), the flip
    its job is printed with, the scale and, double-sided, the side (the ruler: `rulers`)."""
    words = set(text.split())
    stocks = [STOCK_TEXT["card"], BOARD_STOCK_TEXT]
    sides = SIDES_TEXT[sides_of(job)]
    said = {x.strip(",") for x in words}
    missing = [SCALE_WORDS] if not set(SCALE_WORDS.split()) <= said else []
    # the flip as the print plan says it, or in its short words where crop marks leave short stretches
    if not any(set(w.replace(",", " ").split()) <= said for w in (sides, SIDES_SHORT.get(sides, sides))):
        missing.append(sides)
    if not any(set(s.split()) <= words for s in stocks):
        missing.append("stock")
    if sides_of(job) != "one" and not words & {"przód", "tył"}:
        missing.append("side")
    return missing


def kinds_of_pages(bundled_kit, job) -> list[str]:
    """The kind of the component each page of a print job comes from (the manifest's parts)."""
    entries = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    kinds = {e["path"]: e["kind"] for e in entries}
    (entry,) = [e for e in entries if e["path"] == job.relative_to(bundled_kit).as_posix()]
    pages = []
    for part in entry["parts"]:
        pages += [kinds.get(part["path"], "")] * ((part["last"] - part["first"] + 1) * part.get("copies", 1))
    return pages


def card_pages(bundled_kit, game):
    """(job, page index, text) of every sheet of the game's card jobs: each carries a ticket, the player
    aids' too (r18)."""
    jobs = sorted((bundled_kit / game / "druk").glob("*-karton-*.pdf"))
    assert jobs, game
    for job in jobs:
        kinds = kinds_of_pages(bundled_kit, job)
        texts = pdfcheck.page_texts(job)
        assert len(kinds) == len(texts), (job.name, len(kinds), len(texts))
        yield from ((job, index, text) for index, text in enumerate(texts))


@pytest.mark.parametrize("game", GAMES)
def test_every_card_sheet_says_what_it_is_and_how_to_print_it(bundled_kit, game):
    missing = [
        (job.name, index + 1, lacks)
        for job, index, text in card_pages(bundled_kit, game)
        if (lacks := ticket_missing(job, index, text))
    ]
    assert not missing, missing


@pytest.mark.parametrize("game", GAMES)
def test_every_card_sheet_names_its_jobs_weight(bundled_kit, game):
    """r25 AS minor 6: the player aid's ticket said „karton” alone, every other card sheet its weight;
    each card sheet, the aids' too, names the weight of the job it is printed in (its file's name), and
    not the other card's."""
    wrong = []
    for job, index, text in card_pages(bundled_kit, game):
        grade, other = ("light", "card") if "-karton-160-200-" in job.name else ("card", "light")
        words = set(text.split())
        if not set(GRADE_TEXT[grade].split()) <= words or GRADE_TEXT[other].split()[1] in words:
            wrong.append((job.name, index + 1))
    assert not wrong, wrong


@pytest.mark.parametrize("game", GAMES)
def test_every_card_sheet_carries_a_50_mm_ruler(bundled_kit, game):
    without = {
        (game, job.name, index + 1) for job, index, _ in card_pages(bundled_kit, game) if len(rulers(job, index)) != 1
    }
    assert not without, without  # r18: Kolekcjonerzy's tile sheets too, under their shortened foot marks


def test_a_ruler_is_found_only_where_one_is_drawn(bundled_kit):
    """The measure finds no ruler on a page without one (a page of the rulebook in the plain job)."""
    job = next((bundled_kit / "rynek" / "druk").glob("*-papier-*.pdf"))
    assert not rulers(job, 10)


@pytest.mark.parametrize("game", GAMES)
def test_the_player_aids_carry_their_ticket_and_ruler(bundled_kit, game):
    """The aids (their own 160–200 g/m² job) carry the ticket and the ruler as every card sheet (r18:
    the rulebook's print chapter says so of every card sheet; they had none)."""
    aids = [
        (job, index, text)
        for job, index, text in card_pages(bundled_kit, game)
        if kinds_of_pages(bundled_kit, job)[index] == "player-aid"
    ]
    assert aids, game
    assert not [(job.name, index + 1) for job, index, text in aids if ticket_missing(job, index, text)]
    assert not [(job.name, index + 1) for job, index, _ in aids if len(rulers(job, index)) != 1]


def test_a_ticket_keeps_7_mm_from_the_paper_s_edge_where_the_foot_has_room():
    """Kit review r26 (Kolekcjonerzy minor 8, Rynek minor 3): footers and 50 mm rulers stood 5.6 mm
    from the bottom edge, where a printer with a wider bottom margin clips them. Pure layout: with the
    pieces 20 mm up, the ticket's line (its descenders 0.22 of the size below the baseline) keeps 7 mm
    from the edge; with the pieces' bleed 8.5 mm up, too little for that and a millimetre to the
    pieces, it still lies at the foot, in the printer's 5 mm margin, under the pieces."""
    from generator.draw.labels import LINE_EDGE, plan_ticket, ticket_words
    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    paper = PAPERS["a4"]
    ticket = ticket_words(STOCK_TEXT["card"], "long")
    for bottom, lowest, highest in ((mm(20), LINE_EDGE, mm(20)), (mm(8.5), mm(5.4), mm(8.5))):
        plan = plan_ticket([], paper, mm(5), "Losy · arkusz 1/4 · przód", ticket, (mm(10), bottom, mm(200), mm(287)))
        assert plan and {turn for turn, *_ in plan} == {0}
        for _, base, _, size in plan:
            assert base - 0.22 * size >= lowest - 1e-6
            assert base + 0.8 * size <= highest + 1e-6


@pytest.mark.parametrize("game", GAMES)
def test_every_sheet_says_its_flip_in_the_same_words(bundled_kit, game):
    """Kit review r26, P minor 9: the money's backs said „obracanie wzdłuż dłuższej krawędzi” on sheets 1–9
    and „dł. krawędź” from sheet 10 on (a longer sheet number), the fronts always the latter. Every
    sheet's ticket, in every print job, says a double-sided flip in its short words (the cover says it in
    full), and the money's tickets carry the same words on every sheet and side."""
    import re

    money_words = set()
    for job in sorted((bundled_kit / game / "druk").glob("*.pdf")):
        for text in pdfcheck.page_texts(job):
            tickets = [line for line in text.splitlines() if SCALE_WORDS.split()[0] in line.split() and "·" in line]
            for line in tickets:
                assert SIDES_TEXT["long"] not in line and SIDES_TEXT["short"] not in line, line
            for line in [line[line.index("Pieniądze") :] for line in tickets if "Pieniądze ·" in line]:
                money_words.add(" ".join(re.sub(r"arkusz \d+/\d+|przód|tył|[·(),]", " ", line).split()))
    assert len(money_words) <= 1, money_words


@pytest.mark.parametrize("game", GAMES)
def test_every_double_sided_card_sheet_shows_which_edge_goes_in_first(bundled_kit, game):
    """r28 K minor 1, AS minor 5, P minor 7: a card sheet fed back upside down passed the needle test and
    nothing said which edge leads; both faces of every double-sided card sheet say it, at 6 pt or more,
    their words 5 mm or more from the paper's edge (their cover quotes them: guide.FEED_QUOTE)."""
    wrong = []
    for job in sorted((bundled_kit / game / "druk").glob("*-karton-*-dwustronnie-*.pdf")):
        chars = pdfcheck.printed_text(job)
        sizes = pdfcheck.page_sizes_mm(job)
        kinds = kinds_of_pages(bundled_kit, job)
        for index, text in enumerate(pdfcheck.page_texts(job)):
            # a player aid's 7 pt ticket fills its one free margin: there the arrow may stand alone in it; so on
            # a sheet whose upright margins its ticket fills, the arrow after the ticket's last „ · ” (its words
            # are never set on the sheet's side, r29 R minor 3: test_kit_r29_rynek)
            if not ({"górna", "krawędź", "pierwsza"} <= set(text.split()) or "drukarki" in text):
                if kinds[index] != "player-aid" and not re.search(r"skala 100% · 50 mm", text):
                    wrong.append((job.name, index + 1, "no feed words"))
                continue
            width, height = (v / 25.4 * 72 for v in sizes[index])
            words = [c for c in chars if c[0] == index and c[1] in "górnakwędźpis"]
            small = [c for c in words if c[2] < 6.0]
            near = [c for c in words if min(c[4][0], c[4][1], width - c[4][2], height - c[4][3]) < 5 / 25.4 * 72]
            if small or near:
                wrong.append((job.name, index + 1, len(small), len(near)))
    assert not wrong, wrong
