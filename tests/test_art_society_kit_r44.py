"""Kit review r44 (Art Society, 9/10), the minors of helper „askit”, each as a class of fault in any game's kit:

- minor 4: the direct view's row and column ticks on the collection boards were glyphs 0.3 mm wide: an area's bars
  (board model AreaTicks) at least 0.6 mm wide and about 5 mm long where the gutters allow, in the outline's colour,
  1 mm or more clear of every other ink – pure arithmetic on the board's data (the pixels and the frame's check:
  test_board_frame_texts);
- minor 7: zestaw.pdf said the rulebook's pages are numbered „zasady, s. N”: they show their own folio alone;
- minor 8: „sprawdź: Przekłuj”: no sentence of the kit's guide texts is set after a colon with its capital.
- minor 9: a prestige marker that will not stand has a fallback, in the guide where the markers are folded.
(Minor 6, the spares' row: test_checklist_where_r30.)"""

from __future__ import annotations

import inspect
import math
import re

from generator.build import cover_steps
from generator.draw import craft_text, guide
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.measure import (
    GRID_OUTLINE,
    area_ticks,
    inside_frame,
    legend_height,
    text_box,
)
from generator.model.units import mm

from .conftest import validated_game
from .pdfcheck import page_count, page_texts

CLEAR = mm(1)


def _distance(a, b) -> float:
    """The least paper between two (left, top, right, bottom) boxes; 0 where they touch or overlap."""
    dx = max(b[0] - a[2], a[0] - b[2], 0.0)
    dy = max(b[1] - a[3], a[1] - b[3], 0.0)
    return math.hypot(dx, dy)


def _other_ink(board, geometry) -> list[tuple[str, tuple]]:
    """Every grid with its outline, every text, legend and the owners' band, as boxes."""
    ink = []
    for g in geometry.grids:
        half = GRID_OUTLINE / 2
        ink.append(
            (f"grid {g.index}", (g.x - half, g.y - half, g.x + g.cols * g.cell + half, g.y + g.rows * g.cell + half))
        )
    ink += [(f"text {t.text[:20]!r}", text_box(t)) for t in board.texts]
    ink += [
        (
            f"legend {legend.title}",
            (legend.at[0], legend.at[1], legend.at[0] + legend.width, legend.at[1] + legend_height(legend, board)),
        )
        for legend in board.legends
    ]
    if board.owners is not None:
        o = board.owners
        ink.append(("owners", (o.at[0], o.at[1], o.at[0] + o.width, o.at[1] + o.height)))
    return ink


def test_the_direct_view_s_ticks_are_bold_bars_in_its_outline_s_colour_clear_of_all_other_ink():
    game = validated_game("art-society")
    board = game.components["plansza-kolekcji"].spec
    geometry = layout(board, game)
    seen = 0
    for g in geometry.grids:
        for area, cells in zip(g.grid.areas, g.areas):
            if area.type != "direct-view":
                continue
            assert area.ticks is not None, "the direct view's rows and columns are marked outside the grid"
            # the same purple as the outline and the legend's swatch (r44 AS minor 4: „muted purple”)
            assert area.color == board.field_types["direct-view"].stroke
            bars = area_ticks(g, *cells, area.ticks)
            c0, r0, c1, r1 = cells
            assert len(bars) == (c1 - c0 + 1) + (r1 - r0 + 1)  # one under each column, one beside each row
            for bar in bars:
                seen += 1
                thin, long = sorted((bar[2] - bar[0], bar[3] - bar[1]))
                assert thin >= mm(0.6) - 1e-6, f"bar {thin / mm(1):.2f} mm wide"
                assert long >= mm(4) - 1e-6, f"bar {long / mm(1):.2f} mm long"
                assert inside_frame(board.frame, bar, board.size.width, board.size.height) >= CLEAR - 1e-6
                for name, box in _other_ink(board, geometry):
                    assert _distance(bar, box) >= CLEAR - 1e-6, (name, round(_distance(bar, box) / mm(1), 2))
            # no glyph ticks beside them any more (the old „|” texts, 0.3 mm strokes)
            assert not [t for t in board.texts if t.text.strip() == "|"]
    assert seen == 7


def test_the_screen_page_says_the_rulebook_pages_show_their_own_folio(bundled_kit):
    """zestaw.pdf's first page: the book's pages carry their own number alone, its range the book's pages; the job
    locator named as what the guides and the checklist cite (r44 AS minor 7)."""
    games = 0
    for folder in sorted(p for p in bundled_kit.iterdir() if (p / "zestaw.pdf").is_file()):
        games += 1
        first = " ".join(page_texts(folder / "zestaw.pdf")[0].split())
        book = page_count(folder / "zasady.pdf")
        assert f"Strony zasad mają w stopce tylko własny numer (1–{book})" in first, folder.name
        assert "tego numeru używają opisy wydruków i lista kontrolna elementów" in first, folder.name
        assert "od niej liczą" not in first and "numery („zasady" not in first, folder.name
    assert games == 4


def _sentences() -> list[str]:
    """The guide texts' sentences that stand as constants of their own (capitalised, a sentence long) and may be
    set into another sentence: the modules that write the covers' and the part guides' steps."""
    found = []
    for module in (craft_text, cover_steps, guide):
        for name, value in inspect.getmembers(module, lambda v: isinstance(v, str)):
            if name.isupper() and len(value) >= 25 and value[:1].isupper() and " " in value and "{" not in value:
                found.append(value)
    return found


def test_no_sentence_of_the_guides_follows_a_colon_with_its_capital(bundled_kit):
    """„Pierwszy arkusz sprawdź: Przekłuj igłą…” (r44 AS minor 8): a sentence set after a colon starts in lower case.
    Every page of every game's files, for every capitalised sentence the guide modules keep: its first three words
    after „: ” are a fault (quotations and lists after a colon start with a name or a number, never with one of
    these sentences)."""
    sentences = _sentences()
    assert any(s.startswith("Przekłuj igłą") for s in sentences)  # the one r44 found is among them
    heads = {" ".join(s.split()[:3]) for s in sentences}
    faults = []
    for path in sorted(bundled_kit.glob("*/**/*.pdf")):
        for index, text in enumerate(page_texts(path)):
            flat = " ".join(re.sub(r"-\n", "", text).split())
            faults += [(path.name, index + 1, head) for head in heads if f": {head}" in flat]
    assert not faults, faults


FALLBACK = "Znacznik, który nie chce stać, połóż płasko, stopką na polu."


def test_the_folded_prestige_markers_have_a_fallback_where_their_fold_is_told(bundled_kit):
    """r44 AS minor 9: the lollipop sheets' guide and the card job's cover that tells the fold say what to do with a
    marker that springs back; the cover stays on its page (job 1's sheets do not rise: 18 pages)."""
    folder = bundled_kit / "art-society"
    part = " ".join(page_texts(folder / "lizaki.pdf")[0].split())
    assert "zegnij pod kątem prostym" in part and FALLBACK in part
    job = next(folder.glob("druk/1-*.pdf"))
    covers = [" ".join(t.split()) for t in page_texts(job)]
    told = [i for i, t in enumerate(covers) if "zegnij pod kątem prostym" in t]
    assert told and all(FALLBACK in covers[i] for i in told)
    assert page_count(job) <= 18  # 9 sheets, as before the line
