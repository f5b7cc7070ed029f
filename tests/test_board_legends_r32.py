"""Board legends read across the table (kit review r32, K minor 3: a 38 × 47 cm board's legend at 7.0–7.8 pt;
the class: Art Society's collection board set its legend at 8.5 pt): every bundled board's legend at 9 pt or
more, and a smaller one a finding at its size. Every line of a legend band has its picture (R minor 9:
„Przejście przez mur 10 000” was the one entry without one): Rynek's wall beside its name."""

from __future__ import annotations

from pathlib import Path

import generator.cli  # noqa: F401  (registers the kinds and the games' symbols)
from generator.draw.kinds.board.symbol_registry import SYMBOLS
from generator.model.findings import FindingsError
from generator.model.units import mm
from generator.validate.run import load_and_validate

from .conftest import COMPONENTS, replace_in

GAMES = ["art-society", "kolekcjonerzy", "przekret", "rynek"]


def boards():
    project, _ = load_and_validate(COMPONENTS, GAMES)
    for game in project.games.values():
        for component in game.of_kind("board"):
            yield game.id, component


def test_every_board_s_legend_is_set_at_9_pt_or_more():
    legends = [(gid, c.name, legend.size) for gid, c in boards() for legend in c.spec.legends]
    assert len(legends) >= 4  # Kolekcjonerzy's two, Rynek's, Art Society's collection board
    assert all(size >= 9.0 for *_, size in legends), legends


def test_a_legend_below_9_pt_is_a_finding(components: Path):
    board = components / "art-society" / "plansza-kolekcji.yaml"
    replace_in(board, "    size: 9pt\n", "    size: 8.5pt\n")
    (components / "art-society" / "zasady.yaml").unlink()
    try:
        _, found = load_and_validate(components, ["art-society"])
    except FindingsError as exc:
        found = exc.findings
    small = [f.message for f in found.sorted() if f.rule == "board.legend-small"]
    assert small == [
        "legend 'Zasady kolekcji' is set at 8.5 pt; expected 9 pt or more (a board's legend is read across the table)"
    ]


def test_rynek_s_wall_line_has_its_picture():
    (spec,) = [c.spec for gid, c in boards() if gid == "rynek"]
    (name,) = [t for t in spec.texts if t.text == "Przejście przez mur"]
    (icon,) = spec.icons
    assert icon.symbol == "wall" and "wall" in SYMBOLS
    x, baseline = name.at
    assert 0 < x - (icon.at[0] + icon.size) <= mm(3)  # just left of the name, as a field's sample
    assert icon.at[1] <= baseline - 0.7 * name.size and baseline <= icon.at[1] + icon.size  # on the name's line
    legend = spec.legends[0]
    assert icon.at[1] == legend.at[1] and icon.size == mm(11)  # the legend's row, at the size of its samples
    assert name.size == legend.size * 1.05 and name.font == "sans-bold"  # set as the entries' names
