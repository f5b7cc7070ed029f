"""The player aid in the game's own symbols (kit review r29, Art Society major 1: a card sheet of text only):
`![](symbol:NAME)` opening a paragraph or a table cell is drawn beside its text by the board symbols'
registry, where Art Society registers its theme icons, frame chips, lollipop, gavel and faux-pas diagram;
each side of an aid ends no nearer than 8 mm to its card's foot cut and leaves no tenth of its card empty."""

from __future__ import annotations

import re
import subprocess

import pytest

from generator.draw.kinds import aid_page
from generator.draw.kinds.aid_page import sheet_spec
from generator.layout.imposition import PAPERS, back_position, plan_grid
from generator.model.units import mm
from generator.rulebook import markup
from generator.rulebook.symbols import Beside, Symbols
from tests.conftest import validated_game


def _flow(text: str):
    from generator.draw.kinds.aid_layout import flowables

    blocks, problems = markup.parse(text)
    assert not problems, problems
    return flowables(blocks, "#7a2e3a", mm(85))


def test_a_symbol_opening_a_paragraph_stands_beside_its_text():
    validated_game("art-society")  # its symbols registered
    (para,) = _flow("![](symbol:gavel) **Koniec rundy:** młotek w lewo.")
    assert isinstance(para, Beside) and isinstance(para.symbols, Symbols)
    assert para.symbols.symbols == [("gavel", 1.0)]
    assert "młotek" in para.text.getPlainText()


def test_a_symbol_after_words_or_of_an_unknown_size_is_a_problem():
    for text in ("Koniec rundy: ![](symbol:gavel) młotek.", "![wielki](symbol:gavel) młotek."):
        _, problems = markup.parse(text)
        assert [p.rule for p in problems] == ["rulebook.symbol"], text


def test_a_table_cell_of_symbols_keeps_their_width_in_its_column():
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    from generator.rulebook.symbols import BESIDE
    from generator.rulebook.tables import column_widths

    validated_game("art-society")
    style = ParagraphStyle("cell", fontSize=8.8, leading=10.8)
    icons = Symbols([("frame-zlota", 1.0), ("frame-czarna", 1.0)], style)
    beside = Beside(icons, Paragraph("+8", style))
    widths = column_widths([[Paragraph("komplet", style), beside], [Paragraph("pełna", style), icons]], mm(85))
    assert widths[1] >= icons.width + BESIDE + Paragraph("+8", style).minWidth()


def test_the_art_society_aid_draws_the_game_s_symbols():
    from generator.draw.kinds import player_aid
    from generator.model.core import BuildOptions

    game = validated_game("art-society")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    text = player_aid._text(component, game, BuildOptions()).markdown
    names = set(re.findall(r"!\[[^\]]*\]\(symbol:([a-z0-9-]+)(?:@[0-9a-f]{6})?\)", text))  # @: its own colour (r36)
    assert {"gavel", "lollipop", "faux-pas"} <= names
    assert {f"theme-{t}" for t in ("zycie-miejskie", "portret", "martwa-natura", "pejzaz")} <= names
    assert {f"frame-{f}" for f in ("zlota", "srebrna", "drewniana", "czarna")} <= names
    assert "wartość tematu na torze" not in text and "Z+S+D+C" not in text


def _last_text_above_foot(pdf, page: int, paper, per_sheet: int) -> tuple[float, float]:
    """(mm from the last text of the page's first card to its foot cut, the card's height in mm)."""
    out = subprocess.run(
        ["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(pdf), "-"], capture_output=True, text=True
    ).stdout
    words = [
        tuple(float(v) for v in m.groups())
        for m in re.finditer(r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"', out)
    ]
    for slot in plan_grid(sheet_spec(paper, mm(5), per_sheet)).slots:
        x, y = back_position(slot, paper, "long") if page % 2 == 0 else (slot.x, slot.y)
        top, foot = paper.height - (y + slot.height), paper.height - y
        inside = [w for w in words if w[0] >= x and w[2] <= x + slot.width and w[1] >= top and w[3] <= foot]
        if inside:
            return (foot - max(w[3] for w in inside)) / mm(1), slot.height / mm(1)
    raise AssertionError(f"no card with text on page {page}")


@pytest.mark.parametrize("game", ["art-society", "kolekcjonerzy", "przekret", "rynek"])
def test_each_side_of_an_aid_ends_8_mm_above_its_foot_and_fills_its_card(bundled_kit, game):
    spec = next(c for c in validated_game(game).components.values() if c.kind == "player-aid").spec
    pdf = bundled_kit / game / "pomoc.pdf"
    pages = int(
        re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout)[1]
    )
    for page in (pages - 1, pages):  # the last sheet's front and back (the first two pages: its guide)
        above, height = _last_text_above_foot(pdf, page, PAPERS["a4"], spec.per_sheet)
        # TEXT_FOOT: 8 mm until r34, when the frame 3.4 mm inside the cut (its text 1.5 mm in) gave way to bleed
        # and the gutters that keep it; the text still ends well inside the 3.5 mm safe area (kit review r34); 5 mm
        # since r36, the outer 3 mm bleed's room taken from the card (K minor 6)
        foot = aid_page.TEXT_FOOT / mm(1)
        assert foot >= 5.0 and above >= foot - 0.1, (game, page, above)
        assert above - foot < 0.1 * height, (game, page, above)
