"""Tables on a player aid and in a rulebook (the typesetter's table): a table whose Markdown header
row is empty (`| | |`) has no header row on paper (kit review r20, Rynek minor 1: the aid showed an
empty tinted row between two rules, read as a printing fault)."""

from __future__ import annotations

import re

from reportlab.platypus import Table

from generator.draw.kinds import aid_layout, player_aid
from generator.layout.imposition import PAPERS
from generator.model.core import BuildOptions
from generator.model.units import mm
from generator.rulebook import markup
from tests.conftest import validated_game

HEADERLESS = (
    "| | |\n|---|---|\n| **Wejście** | po kolei od lewego sąsiada |\n| **Na widoku** | wszystko poza wpisami |\n"
)
HEADED = "| Pole | Co |\n|---|---|\n| **I** | maszyny |\n"


def _tables(flowables) -> list[Table]:
    found = []

    def walk(flowable):
        if isinstance(flowable, Table):
            found.append(flowable)
        for attr in ("content", "items", "cells"):  # builder.CellTable, builder.ItemList, flow.UnsplitIfFits
            children = getattr(flowable, attr, None) or []
            for child in children if isinstance(children, (list, tuple)) else [children]:
                for item in child if isinstance(child, (list, tuple)) else [child]:
                    walk(item)

    for flowable in flowables:
        walk(flowable)
    return found


def _plain(cell) -> str:
    """A cell's text: a paragraph's, or its flowables' (a note's box holds a list of them)."""
    if isinstance(cell, (list, tuple)):
        return " ".join(_plain(item) for item in cell)
    return cell.getPlainText() if hasattr(cell, "getPlainText") else ""


def _rows(table: Table) -> list[str]:
    """Each row's text, its cells joined."""
    return [" ".join(_plain(cell) for cell in row).strip() for row in table.cells]


def test_a_table_without_a_header_has_its_rows_only():
    blocks, problems = markup.parse(f"{HEADED}\nTekst.\n\n{HEADERLESS}")
    assert not problems
    headed, headerless = _tables(aid_layout.flowables(blocks, "#1e2c45", 250))
    assert _rows(headed) == ["Pole Co", "I maszyny"]
    assert _rows(headerless) == ["Wejście po kolei od lewego sąsiada", "Na widoku wszystko poza wpisami"]
    assert headed.repeatRows == 1 and headerless.repeatRows == 0  # no empty row repeated on a new page


def test_no_row_of_an_aids_table_is_empty():
    """Every table of every game's aid, as its cards lay it out: each row has words (Rynek's two
    headerless tables, „Wejście do przetargu …” and „Kara za niedobór …”, opened with an empty one)."""
    checked = 0
    for game_id in ("art-society", "kolekcjonerzy", "przekret", "rynek"):
        game = validated_game(game_id)
        component = next(c for c in game.components.values() if c.kind == "player-aid")
        front, back, problems = player_aid._text(component, game, BuildOptions()).sides()
        assert not problems
        width = player_aid.half(PAPERS["a4"])[0]
        for blocks in (front, back):
            for table in _tables(aid_layout.flowables(blocks, component.spec.accent, width)):
                rows = _rows(table)
                assert all(rows), (game_id, rows[:2])
                checked += 1
    assert checked >= 4


def test_a_colour_link_sets_its_text_in_the_colours_it_names():
    """Kit review r25 (Rynek, minor 6): a board field is named on the aid by its tile, the field's ink on its
    fill; any other link keeps its text and loses its address (printed matter), and a colour that is no
    colour is a problem, never silently dropped."""
    blocks, problems = markup.parse(
        "[**I** INWESTYCJE](colour:#ffffff/#247878), [uwaga](colour:#aa0000) i [strona](https://example.org).\n"
    )
    assert not problems
    assert blocks[0].markup == (
        '<font name="Sans" color="#ffffff" backColor="#247878">\u00a0\u00a0<b>I</b>\u00a0INWESTYCJE\u00a0\u00a0</font>, '
        '<font color="#aa0000">uwaga</font> i\u00a0strona.'
    )
    _, problems = markup.parse("[I](colour:#24787)\n")
    assert [p.message for p in problems] == [
        "colour 'colour:#24787': expected 'colour:#RRGGBB' or 'colour:#RRGGBB/#RRGGBB'"
    ]


def test_rynek_s_aid_names_each_field_beside_its_board_tile():
    """Kit review r25 (Rynek, minor 6) and r30 (major 1): the aid shows each field as the board prints it. The
    front's four field lines, in the order I–IV, open with the field's name and stand beside a figure of the
    board cut to a field of that very type (pomoc.yaml's regions: a region a field off would show another)."""
    game = validated_game("rynek")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, problems = player_aid._text(component, game, BuildOptions()).sides()
    assert not problems
    board = game.components["plansza"].spec
    types = board.field_types
    refs = [b for b in front if isinstance(b, markup.FigureRef)]
    # the name opens the line, on its field's fill (r32 R minor 8: a chip in the tile's colours)
    names = [re.sub(r"<[^>]+>", "", r.caption.split("</b>")[0]).replace("\u00a0", " ").strip() for r in refs]
    assert names == [t.name.replace("\u00a0", " ") for t in types.values()]
    graph = board.graphs[0]
    for ref, type_id in zip(refs, types):
        x, y, w, h = component.spec.figures[ref.name].region
        node = next(
            n
            for n in graph.nodes
            if abs(graph.at[0] + n.at[0] * graph.spacing - (x + w / 2)) < mm(0.5)
            and abs(graph.at[1] + n.at[1] * graph.spacing - (y + h / 2)) < mm(0.5)
        )
        assert node.type == type_id, (ref.name, node.id, node.type)


def test_a_label_on_a_ground_keeps_1_mm_inside_it_in_the_sans_face():
    """Kit review r28 (Rynek, minor 2): the aid's field tiles came 0–0.7 mm from the ends of their
    coloured ground (its own spaces only), and the back's, in a serif line, was set serif. Each label
    on a ground keeps CLEARANCE_MM inside both its ends, as the validator measures it (`text.crowded`),
    in the sans face wherever it stands."""
    from generator.draw.text import CLEARANCE_MM

    # Przekręt's aid names its fields on their grounds (Rynek's, since r30, beside the board's own tiles)
    game = validated_game("przekret")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, back, _ = player_aid._text(component, game, BuildOptions()).sides()
    width = player_aid.half(PAPERS["a4"])[0]
    rooms = [room for side in (front, back) for _, room in aid_layout.ground_rooms(side, component.spec.accent, width)]
    assert len(rooms) >= 5 and min(rooms) >= mm(CLEARANCE_MM), [round(r / mm(1), 2) for r in rooms]
    blocks, _ = markup.parse("Karta [**IV** SPRZEDAŻ](colour:#ffffff/#94602c) w linii szeryfowej.\n")
    assert '<font name="Sans"' in blocks[0].markup  # in the sans face in a serif line too
