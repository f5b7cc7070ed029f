"""The r30 blind kit reviews (AS minor 1, R minor 9, P minors 9–10), checked on every built page of every
game: one feed-arrow wording on every double-sided card sheet, at the head (the edge it names) on both
sides of every sheet (r32, K major 1, R major 1), and the covers quoting those words and no other; a pawn
sheet's guide says the cut once and names only the lines the sheet prints."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader

from generator.draw.guide import FEED_PHRASE, FEED_QUOTE

from .pdfcheck import cover_pages, job_entries, page_texts, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
MARGIN = 5.0  # mm: the printer margin nothing is printed in
# mm beyond it: the head line's room, its tops at most 1 mm inside the margin (labels.SIDE_INSET), a 7 pt
# line and the clearance a crop mark keeps from it (labels.LABEL_CLEAR, labels.FEED_DROP)
LINE = 4.0
# any wording of a feed arrow: a short or a long form, in a margin or quoted
VARIANT = re.compile(r"(?:↑\s*)?(?:górna krawędź pierwsza )?do drukarki")


def _found(path: Path, words: str) -> list[tuple[int, tuple[int, str, float, float, tuple]]]:
    """Each place a page prints `words`: (page index, its first character as pdfcheck.printed_text reads
    it: size in pt as printed, glyph box in pt), in the order of the page's text."""
    said = words.replace(" ", "")  # printed_text leaves out the spaces
    out = []
    by_page: dict[int, list] = {}
    for char in printed_text(path):
        by_page.setdefault(char[0], []).append(char)
    for index, chars in sorted(by_page.items()):
        joined = "".join(c[1] for c in chars)
        out += [(index, chars[found.start()]) for found in re.finditer(re.escape(said), joined)]
    return out


def _words(path: Path) -> list[tuple[int, float, float, str, float]]:
    """Each line of a page that says „drukarki”: (page index, size in pt, its top in mm from the page's
    top edge, the line, the page's height in mm)."""
    heights = [float(page.mediabox.top) for page in PdfReader(str(path)).pages]
    texts = page_texts(path)
    places = _found(path, "drukarki")
    out = []
    for index, text in enumerate(texts):
        here = [char for page, char in places if page == index]
        lines = [
            text[: found.end()].rsplit("\n", 1)[-1] + text[found.end() :].split("\n", 1)[0]
            for found in re.finditer("drukarki", text)
        ]
        assert len(here) == len(lines), (path.name, index + 1, lines)
        for (_, _, size, _, box), line in zip(here, lines):
            out.append((index, size, (heights[index] - box[3]) / 72 * 25.4, line.strip(), heights[index] / 72 * 25.4))
    return out


def test_one_feed_arrow_wording_at_the_head_on_every_double_sided_card_sheet(bundled_kit):
    """AS minor 1 (sheet 1 „↑ do drukarki”, the others „↑ górna krawędź pierwsza do drukarki”), R minor 9 and
    P minor 10 (a player aid's arrow in its foot, pointing away from it): every page of every double-sided
    card job prints the one wording once, on a line of its own, in the head's margin, front and back of
    every sheet (r32, K major 1 and R major 1: on the token sheets it stood at the foot, 5.6 mm over the
    bottom edge, where their head marks every 15.5 mm left no stretch for it)."""
    seen = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            path = bundled_kit / entry["path"]
            said = [w for w in _words(path) if w[1] <= 7.5]  # a sheet's margin, not a cover's text
            for index, _size, _top, line, _height in said:
                # the one wording, no other form (its line may hold the sheet's ticket before it, apart)
                assert [m.group() for m in VARIANT.finditer(line)] == [FEED_PHRASE], (
                    game,
                    entry["path"],
                    index + 1,
                    line,
                )
            if entry["weight"] == "paper" or entry["sides"] == "one":
                continue
            for index in range(cover_pages(path), len(page_texts(path))):  # every sheet, past the job's cover
                here = [w for w in said if w[0] == index]
                assert len(here) == 1, (game, entry["path"], index + 1, here)
                seen += 1
                _, _, top, _, height = here[0]
                assert MARGIN <= top <= MARGIN + LINE, (game, entry["path"], index + 1, round(top, 1))
    assert seen >= 60, seen


def test_the_covers_quote_the_arrow_s_own_words(bundled_kit):
    """The guide's steps name the arrow by the words it prints (guide.FEED_QUOTE), never another form."""
    quoted = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                flat = " ".join(text.split())
                for found in VARIANT.finditer(flat):
                    before = flat[max(0, found.start() - 2) : found.start()]
                    if "„" in before or found.group().startswith("↑"):
                        quoted += 1
                        assert flat[found.start() - 1 : found.end() + 1] == FEED_QUOTE, (
                            game,
                            flat[found.start() - 20 : found.end() + 5],
                        )
                assert "strzałką do drukarki" not in flat, game
    assert quoted >= 4


def test_a_pawn_sheet_says_the_cut_once_and_no_cut_line_it_lacks(bundled_kit):
    """P minor 9: the pawn strips, cut at the margin's marks alone, were told „Linia ciągła albo przerywana to
    cięcie”, and their guide said „Tnij po znacznikach…” twice."""
    checked = 0
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        for path in sorted((bundled_kit / game).glob("*.pdf")):
            guide = " ".join(page_texts(path)[0].split())
            if "pionków do złożenia" not in guide and "pionki do złożenia" not in guide:
                continue
            checked += 1
            assert "Linia ciągła albo przerywana" not in guide, path.name
            assert "(— · —) albo kreska-dwie kropki (— · · —) to zgięcie" in guide, path.name
            assert len(re.findall(r"znacznik\w* cięcia", guide)) == 1, (
                path.name,
                re.findall(r"[^.]*znacznik\w* cięcia[^.]*", guide),
            )
    assert checked == 3


def test_every_sheet_ticket_is_set_at_7_pt(bundled_kit):
    """R minor 9: the SPRZEDAŻ fronts set their sheet footer at 6.5 pt, the ZAKUP sheets at 7: one footer style
    at 7 pt on every sheet of every job (its „skala 100%”, as the ticket sets it, in whatever margin). Since r43
    (docs/print-decisions.md, „One label line, one orientation”) a label that 7 pt would part over two margins is
    one line at 6.5 pt: the smaller evil. So: 7 pt on most sheets, 6.5 pt the only other size, never the 6 pt a
    ticket may fall to where nothing else holds it."""
    sizes = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for index, (_, _, size, _, _) in _found(bundled_kit / entry["path"], "skala 100%"):
                if size < 7.5:  # a sheet's ticket, not a cover's text
                    sizes.append((round(size, 2), game, entry["path"], index + 1))
    assert len(sizes) >= 100
    assert {size for size, *_ in sizes} <= {7.0, 6.5}, sorted({size for size, *_ in sizes})
    assert sum(size == 7.0 for size, *_ in sizes) >= 0.75 * len(sizes)
