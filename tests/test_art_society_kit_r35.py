"""Kit review r35, Art Society. Minor 4: the score card's theme rows carry each theme's icon on its colour, as
every other piece of the kit, and the arithmetic stands once over them; an unknown sign is a finding. Minor 5:
the player aid's ticket (its words and its ruler) is one line at the sheet's foot, under the bottom crop marks,
not parted by the marks of the cut between the two columns of cards."""

from __future__ import annotations

from pathlib import Path

from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.validate.run import load_and_validate

from . import pdfcheck
from .conftest import COMPONENTS, line_of, replace_in
from .test_art_society import copy_without_rulebook, errors, folder

MM = 72 / 25.4


def test_the_score_cards_theme_rows_open_with_the_themes_signs():
    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    card = game.components["karta-podliczenia"].spec
    themes = card.pages[0].sections[0]
    museum = game.components["plansza-muzeum"].spec
    colour = {track.symbol: track.color.lower() for track in museum.tracks}  # each theme's track and icon
    assert [sign.symbol for sign in themes.row_signs] == [f"theme-{t}" for t in game.components["obrazy"].spec.themes]
    assert all(sign.color.lower() == colour[sign.symbol] for sign in themes.row_signs)
    assert themes.formula and not any("×" in label for label in themes.row_labels)


def test_an_unknown_row_sign_is_a_finding(tmp_path: Path):
    components = copy_without_rulebook(tmp_path / "components")
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, "{symbol: theme-portret,", "{symbol: theme-portert,")
    found = [e for e in errors(components) if "[form.symbol-unknown]" in e]
    assert len(found) == 1 and found[0].startswith(f"karta-podliczenia.yaml:{line_of(path, 'theme-portert')}: ")
    assert "unknown symbol 'theme-portert'" in found[0]


def test_the_aids_ticket_is_one_line_under_the_bottom_marks(tmp_path: Path):
    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    output = render_component(game, "pomoc", BuildOptions())[0][0]
    path = tmp_path / "pomoc.pdf"
    path.write_bytes(output.data)
    for page in (2, 3):  # the front and the back of the first sheet (after the guide page and its back)
        marks = pdfcheck.crop_marks_mm(path, page, into_forms=True)
        bottom = [m for m in marks if m[0] == m[2] and min(m[1], m[3]) < 30]  # the vertical marks at the foot
        assert len(bottom) == 4, bottom  # two columns of cards: their outer cuts and the cut between them
        ticket = [c for c in pdfcheck.printed_text(path) if c[0] == page and c[4][3] / MM < 12 and c[1].strip()]
        assert "ArtSociety" in "".join(c[1] for c in ticket) and "".join(c[1] for c in ticket).endswith("50mm")
        low, top = min(c[4][1] for c in ticket) / MM, max(c[4][3] for c in ticket) / MM
        assert top - low < 3.5, (low, top)  # one line of 7 pt: a second would take it past 5 mm
        assert top < min(min(m[1], m[3]) for m in bottom), (top, bottom)  # under every mark, none parts it
