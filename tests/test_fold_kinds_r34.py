"""r34 kit review, K minor 3: a pawn strip's three folds looked alike while its figure said „1, 3: dolina;
2: grzbiet”. Every fold is drawn as its kind: a valley dash-dot, a ridge dash-dot-dot, on every folded piece of
every game (pawns, dice nets, walls), and the figures' legend names each kind with its line."""

from __future__ import annotations

import io
import re

import pytest

from generator.draw.fold_figure import FOLD_SAID, RIDGE, VALLEY
from generator.draw.pdf import FOLD_DASH, RIDGE_DASH

from .conftest import validated_game


def test_the_two_kinds_differ_and_the_legend_shows_each_line():
    assert len(RIDGE_DASH) != len(FOLD_DASH)
    assert "(— · · —)" in FOLD_SAID[RIDGE] and "(— · —)" in FOLD_SAID[VALLEY]


def _dash_lengths(piece) -> list[int]:
    """The dash arrays' lengths, in the order the piece sets them (a fold sets its own dash)."""
    from pypdf import PdfReader
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(piece.width + 20, piece.height + 20))
    page.translate(10, 10)
    piece.front(page, piece.width, piece.height)
    page.showPage()
    page.save()
    stream = PdfReader(io.BytesIO(out.getvalue())).pages[0].get_contents().get_data().decode("latin-1")
    return [len(a.split()) for a in re.findall(r"\[([^\]]+)\]\s*\S+\s+d", stream)]


@pytest.mark.parametrize("game_id", ["kolekcjonerzy", "przekret", "rynek"])
def test_every_pawn_strip_draws_its_folds_as_its_figure_names_them(game_id):
    from generator.draw.kinds.standees_draw import fold_plans, pieces

    game = validated_game(game_id)
    component = game.one("standees")
    (plan,) = fold_plans(component, game)
    want = [6 if kind == RIDGE else 4 for kind in plan.kinds]
    for piece in pieces(component.spec):
        assert _dash_lengths(piece) == want, (game_id, piece)


def test_a_die_s_net_and_a_wall_draw_only_ridges():
    from generator.draw.kinds.dice_draw import fold_plans as dice_plans
    from generator.draw.kinds.dice_draw import pieces as dice_pieces
    from generator.games.rynek.factory_boards_draw import pieces as factory_pieces

    game = validated_game("przekret")
    die = game.one("dice")
    (plan,) = dice_plans(die, game)
    assert set(plan.kinds) == {RIDGE}
    assert set(_dash_lengths(dice_pieces(die.spec)[0])) == {6}
    rynek = validated_game("rynek")
    walls = factory_pieces(rynek.one("factory-boards").spec, rynek)[2]
    assert set(_dash_lengths(walls[0])) == {6}
