"""Art Society's worked example (generator/games/art_society/example.py): the collection the
rulebook's placement figures draw is a legal one, shows what their captions say, the scoring
example's rows add up to the engine's total, and the museum figure's marker covers the one space
whose number its caption prints."""

from __future__ import annotations

import shutil

import pytest

from generator.games.art_society import example as worked
from generator.games.art_society.example import ExampleError, museum_reading, position, reachable, scoring_example
from generator.games.art_society.hanging import faux_pas_paintings, spots
from generator.games.art_society.state import Player, config_of, ring

from .conftest import COMPONENTS, replace_in, validated_game

GAME = "art-society"


@pytest.fixture(scope="module")
def game():
    return validated_game(GAME)


def test_the_figure_collection_is_hung_legally_in_the_order_drawn(game):
    config = config_of(game)
    player, where = position(game)
    first, *rest = player.hung
    assert first.painting.starting and first.mask & config.start == first.mask
    so_far = Player(lollipops=(), hung=(first,))
    for hung in rest:
        assert hung.mask in [s[0] for s in spots(config, so_far, hung.painting)]
        so_far = Player(lollipops=(), hung=so_far.hung + (hung,))
    assert len(where) == len(player.hung)


def test_the_figure_shows_what_its_caption_names(game):
    config = config_of(game)
    player, _ = position(game)
    by_theme = {h.painting.theme: h for h in player.hung if h.painting.theme != "zycie-miejskie"}
    city = [h for h in player.hung if h.painting.theme == "zycie-miejskie"]
    # C: the two city-life paintings touch by a side, a faux pas
    assert faux_pas_paintings(config, player) == {h.painting.id for h in city}
    # D: the portrait and the still life lie in the direct view, the city-life paintings do not
    assert {t for t, h in by_theme.items() if h.mask & config.view} == {"portret", "martwa-natura"}
    assert not any(h.mask & config.view for h in city)
    # B: the cell C1 (column 2, row 0) touches the portrait only by a corner
    corner = 1 << (2 + 0 * config.cols)
    assert not corner & player.covered
    assert not ring(corner, config.cols, config.rows) & player.covered
    # E: the assistant holds a painting longer than the assistant's 3 cells
    assert [max(config.shapes[p.size]) for p in player.assistant] == [7]


def test_the_scoring_example_rows_add_up_to_the_engine_total(game):
    example = scoring_example(game)
    rows = sum(t["points"] for t in example["themes"])
    assert rows + example["frame_points"] + example["full"] + example["oversized"] + example["assistant"] == 37
    assert example["total"] == 37
    assert example["sets"] == 1 and example["assistant"] == -5


def test_the_scoring_example_markers_can_stand_there_after_the_rounds_its_collection_shows(game, monkeypatch):
    # 3 paintings won and hung and 1 at the assistant: 4 rounds, so 4 paintings went to the museum
    example = scoring_example(game)
    assert example["rounds"] == 4
    assert [t["value"] for t in example["themes"]] == [6, 8, 9, 7]
    config = config_of(game)
    # one museum painting (sizes 3 to 9) per round: 16 needs two, 2 none can reach, 6 + 8 + 16 + 15 needs 6 rounds
    assert reachable(config, {"portret": 16}, 2) and not reachable(config, {"portret": 16}, 1)
    assert not reachable(config, {"portret": 2}, 4)
    assert not reachable(config, {"portret": 3}, 2)  # the other round's painting moves some marker too
    old = {"zycie-miejskie": 6, "portret": 8, "martwa-natura": 16, "pejzaz": 15}
    assert reachable(config, old, 6)
    monkeypatch.setattr(worked, "MARKERS", old)
    with pytest.raises(ExampleError):
        scoring_example(game)


def test_the_museum_marker_stands_on_the_one_space_its_caption_names(game, tmp_path):
    # the caption: „…wskazują stopkę znacznika życia miejskiego (widok z góry) na polu 23: każdy obraz z życia miejskiego jest teraz wart 23 punkty”
    assert museum_reading(game) == {"theme": "zycie-miejskie", "value": 23, "before": 22, "after": 24}
    # a marker on the border of two spaces stands on neither: the caption names no value then
    target = tmp_path / "components"
    shutil.copytree(COMPONENTS / GAME, target / GAME)
    replace_in(target / GAME / "zasady.yaml", "at: [221.5mm, 46.8mm]", "at: [217.0mm, 46.8mm]")
    assert museum_reading(validated_game(GAME, target)) == {}
    # nor does one centred on the space, over its number (the marker stands in the lower half)
    replace_in(target / GAME / "zasady.yaml", "at: [217.0mm, 46.8mm]", "at: [221.5mm, 43.75mm]")
    assert museum_reading(validated_game(GAME, target)) == {}


def test_the_museum_arrow_points_at_the_space_the_marker_stands_on_from_no_other_space(game):
    # r26 F2: the arrow's head lay on the row's edge and read as pointing at the space below (60);
    # r31 F5: its tip lay on the marker's foot and hid it; r34 F9: run from the lower right past 60's corner, it
    # seemed to come from 60. It runs level with the foot, through the lower halves of the spaces beside it (under
    # their numbers), its tip short of the marker's space, and the line it points along meets that space first
    from generator.draw.kinds.board.geometry import layout
    from generator.model.units import mm

    declared = next(iter(game.of_kind("rulebook"))).spec.figures["museum"]
    board = game.components[declared.component].spec
    (sx, sy), (tx, ty) = declared.arrows[0].points[-2:]
    length = ((tx - sx) ** 2 + (ty - sy) ** 2) ** 0.5
    base = (tx - mm(3.2) * (tx - sx) / length, ty - mm(3.2) * (ty - sy) / length)  # the head's back
    spaces = [f for f in layout(board, game).fields if f.element == "track"]

    def space_at(x, y):
        return next((int(f.value) for f in spaces if abs(f.cx - x) < f.w / 2 and abs(f.cy - y) < f.h / 2), None)

    def over_number(x, y):  # a space's number stands in its upper half, the marker in the lower
        return any(abs(f.cx - x) < f.w / 2 and f.cy - f.h / 2 <= y <= f.cy for f in spaces)

    shaft = [(sx + (tx - sx) * k / 100, sy + (ty - sy) * k / 100) for k in range(101)]
    assert not any(over_number(x, y) for x, y in shaft) and not over_number(*base)
    assert space_at(tx, ty) != museum_reading(game)["value"]  # the tip stops short of the foot
    ahead = [(tx + mm(d / 10) * (tx - sx) / length, ty + mm(d / 10) * (ty - sy) / length) for d in range(1, 51)]
    met = next(value for value in (space_at(x, y) for x, y in ahead) if value not in (None, space_at(tx, ty)))
    assert met == museum_reading(game)["value"]

    def field_at(x, y):
        return next((f for f in spaces if abs(f.cx - x) < f.w / 2 and abs(f.cy - y) < f.h / 2), None)

    marker = next(f for f in (field_at(x, y) for x, y in ahead) if f is not None and int(f.value) == met)
    near = {field_at(x + mm(dx), y + mm(dy)) for x, y in shaft for dx in (-2, 0, 2) for dy in (-2, 0, 2)}
    others = {f.value for f in near if f is not None and abs(f.cy - marker.cy) > 1}
    assert not others, others  # within 2 mm of no space of another row (60 below)
