"""Fold-up dice (kinds/dice.py): the net's arithmetic, without a PDF, and the kind's check."""

from __future__ import annotations

import pytest

from generator.draw.kinds.dice import NET, TAB, TABS, net_size
from generator.draw.kinds.dice_draw import PIPS, _outline
from generator.model.units import mm

from .conftest import game_findings, line_of, replace_in


def test_opposite_faces_of_the_folded_net_add_up_to_seven():
    row = sorted((col, n) for n, (col, r) in NET.items() if r == 1)  # 3 1 4 6: every second one meets
    column = sorted((r, n) for n, (col, r) in NET.items() if col == 1)  # 2 1 5
    assert [n for _, n in row] == [3, 1, 4, 6] and [n for _, n in column] == [2, 1, 5]
    assert row[0][1] + row[2][1] == row[1][1] + row[3][1] == column[0][1] + column[2][1] == 7
    assert {n: len(p) for n, p in PIPS.items()} == {n: n for n in range(1, 7)}


def test_seven_tabs_close_the_net_inside_its_box():
    """A cube has 12 edges; the net's 5 folds join 5 of them, 7 tabs the rest."""
    assert len(TABS) == 7 == 12 - (len(NET) - 1)
    face = mm(15)
    width, height = net_size(face)
    assert (width, height) == (pytest.approx(4 * face + TAB * face), pytest.approx(3 * face))
    xs, ys = zip(*_outline(face))
    assert (min(xs), max(xs), min(ys), max(ys)) == (0, pytest.approx(width), 0, pytest.approx(height))


def test_a_die_face_must_fold_and_roll(components):
    path = components / "przekret" / "kostka.yaml"
    replace_in(path, "face: 16mm", "face: 10mm")
    found = [f for f in game_findings(components / "przekret") if "[dice." in f]
    assert found == [
        f"{path}:{line_of(path, 'face:')}:7: error: a die face of 10 mm; expected 12 to 25 mm (smaller folds "
        "badly, larger rolls badly) [dice.face]"
    ]


def test_two_die_nets_on_a_host_sheet_lie_apart():
    """Kit review r26, P minor 5: Przekręt's two nets lay butted in their band, one's tab tip 0.3 mm from
    the other's face, so the cut round one nicked the other. Pieces cut along their own outline lie
    OUTLINE_GAP (4 mm) apart on a host's sheet where that costs no sheet."""
    from generator.draw.kinds.dice import Dice
    from generator.draw.kinds.dice_draw import pieces
    from generator.draw.kinds.guest_pieces import OUTLINE_GAP, plan_with_guests
    from generator.draw.piece import Piece
    from generator.layout.bands import place_bands
    from generator.model.core import BuildOptions

    options = BuildOptions()
    chits = [Piece(mm(20), mm(20), lambda c, w, h: None) for _ in range(40)]
    nets = pieces(Dice(kind="dice", count=2))
    pages, groups = plan_with_guests([chits], [("Kostka", nets)], options, mm(2))
    assert len(pages) == 1
    (band,) = [b for b in place_bands(pages[0], options.paper, options.margin, mm(2)) if b.band.group == 1]
    first, second = sorted(band.slots, key=lambda s: (s.y, s.x))
    apart = max(second.x - (first.x + first.width), abs(second.y - first.y) - first.height)
    assert apart >= OUTLINE_GAP - 1e-6
