"""The player aids as designed cards (kit review r32): Przekręt's aid read at arm's length (major 1: 8.4 pt in
150 mm lines, 126–138 characters), each side in two columns where a card is a half sheet wide; the aids' own
looks (minors: Kolekcjonerzy, Rynek, Art Society). Measured on the printed aid as a player holds it: the upper
card of the first sheet, its front (the file's page 3, after the guide page and its back) and its back."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.validate.run import load_and_validate

from . import pdfcheck
from .conftest import COMPONENTS

MM = 72 / 25.4
HEAD = 12 * MM  # the sheet's feed arrow and ticket lie within this of the paper's head and foot, outside the cards


@pytest.fixture(scope="module")
def aids(tmp_path_factory):
    """game → (path of its aid's file, the aid's spec, the game)."""
    folder = tmp_path_factory.mktemp("aids")
    out = {}
    for game_id in ("przekret",):
        project, _ = load_and_validate(COMPONENTS, [game_id])
        game = project.games[game_id]
        name = next(n for n, c in game.components.items() if c.kind == "player-aid")
        output = render_component(game, name, BuildOptions())[0][0]
        path = folder / f"{game_id}.pdf"
        path.write_bytes(output.data)
        out[game_id] = (path, game.components[name].spec, game)
    return out


def _upper_card(path: Path, page: int) -> list:
    """The printed characters of the upper card on `page` (0-based): above the sheet's middle, below its head."""
    return [c for c in pdfcheck.printed_text(path) if c[0] == page and c[4][1] > 421 and c[4][3] < 842 - HEAD]


def _line_runs(chars) -> list[tuple[float, int]]:
    """(width in mm, characters) of every run of a line: its characters on one baseline, a run ending where
    more than 4 mm of paper parts two of them (a column's gap, a table's cells)."""
    lines: dict[int, list] = {}
    for _, ch, _, _, box in chars:
        lines.setdefault(round(box[1]), []).append((box[0], box[2], ch))
    runs = []
    for line in lines.values():
        line.sort()
        run = [line[0]]
        for char in line[1:]:
            if char[0] - run[-1][1] > 4 * MM:
                runs.append(run)
                run = [char]
            else:
                run.append(char)
        runs.append(run)
    return [((run[-1][1] - run[0][0]) / MM, len(run)) for run in runs]


@pytest.mark.parametrize("page", [2, 3])
def test_przekret_aid_sets_each_side_in_two_columns_of_short_lines(aids, page):
    """Major 1: two columns of about 88 mm (r32: lines of 150–177 mm); no run of words wider than a column."""
    path, spec, _ = aids["przekret"]
    assert spec.columns == 2
    runs = _line_runs(_upper_card(path, page))
    assert max(width for width, _ in runs) <= 90, sorted(runs)[-3:]
    # both columns are used: lines start in the card's left half and in its right half
    starts = {round(box[0] / MM) < 105 for *_, box in _upper_card(path, page)}
    assert starts == {True, False}


def test_przekret_aid_table_and_text_at_least_9_5_pt(aids):
    """Major 1: the field table's text at 9.5 pt or more (r32: 8.4 pt); nothing on the card smaller."""
    path, _, _ = aids["przekret"]
    for page in (2, 3):
        sizes = [size for _, ch, size, _, _ in _upper_card(path, page) if ch.strip()]
        assert min(sizes) >= 9.5, (page, min(sizes))


def test_przekret_aid_words_cut_by_about_a_fifth_or_more(aids):
    """Major 1: the wording cut by about 30 % (r32: 1 566 letters on the front, 1 165 on the back, as printed);
    every rule a player needs stays (the aid's own tests in test_kit_p_r30.py)."""
    path, _, _ = aids["przekret"]
    front, back = (len([c for c in _upper_card(path, page) if c[1].strip()]) for page in (2, 3))
    assert front <= 0.78 * 1566 and back <= 0.82 * 1165, (front, back)
