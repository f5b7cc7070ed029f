"""The games' own board checks: each bundled board corrupted in one way gives exactly its finding,
by exact text (Kolekcjonerzy's start fields and counts, Rynek's walls and paths, Przekręt's tracks,
streets and property fields, and the loop every track board lays out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .board_subsets import board_findings, copy_boards
from .conftest import line_of, replace_in


@pytest.fixture
def boards(tmp_path: Path) -> Path:
    """A private copy of the bundled boards, safe to corrupt."""
    return copy_boards(tmp_path / "components")


def test_kolekcjonerzy_start_fields(boards):
    board = boards / "kolekcjonerzy" / "plansza.yaml"
    replace_in(board, "s7 ", "s3 ")
    rows = line_of(board, "rows:") + 1
    assert board_findings(boards, "kolekcjonerzy") == [
        f"plansza.yaml:{rows}:7: error: start field(s) 7 missing; the players start on fields 1–12, one field each "
        "[kolekcjonerzy.board-start]",
        f"plansza.yaml:{line_of(board, 's11')}:46: error: start field 3 appears twice (F12 and J12) "
        "[kolekcjonerzy.board-start]",
    ]


@pytest.mark.parametrize(
    "file, old, new, count, message",
    [
        (
            "plansza.yaml",
            '"o   .   o   .   o   B',
            '".   .   o   .   o   B',
            1,
            "the board has 35 exhibit circle(s); the arbiter lays out 36 exhibit tiles, one per circle "
            "[kolekcjonerzy.board-exhibits]",
        ),
        (
            "plansza.yaml",
            "   B   ",
            "   .   ",
            4,
            "the board has no bank field (B); a player short of tokens collects them on a B field [kolekcjonerzy.board-bank]",
        ),
        (
            "game.yaml",
            "decisions:",
            "house_rules:\n  - {fact: blot-tiles, value: 95, reason: test}\ndecisions:",
            1,
            "the board has 92 unmarked field(s); the 95 blot tiles lie only on unmarked fields and a knocked blot moves to "
            "another one, so at least 96 are needed [kolekcjonerzy.board-unmarked]",
        ),
    ],
)
def test_kolekcjonerzy_board_counts(boards, file, old, new, count, message):
    replace_in(boards / "kolekcjonerzy" / file, old, new, count)
    rows = line_of(boards / "kolekcjonerzy" / "plansza.yaml", "rows:") + 1
    assert board_findings(boards, "kolekcjonerzy") == [f"plansza.yaml:{rows}:7: error: {message}"]


def test_kolekcjonerzy_field_size(boards):
    """A tile is its field less a hand cut's allowance (kit review r18 minor 3: a 30 mm tile on a 30 mm
    field overhangs it when cut a little large); the bundled 29.5 mm passes, a tile the field's size or
    far smaller does not."""
    board = boards / "kolekcjonerzy" / "plansza.yaml"
    assert board_findings(boards, "kolekcjonerzy") == []
    for size in ("30mm", "28.5mm"):
        (boards / "kolekcjonerzy" / "plytki.yaml").write_text(
            (boards / "kolekcjonerzy" / "plytki.yaml").read_text().replace("size: 29.5mm", f"size: {size}"), "utf-8"
        )
        shown = size.removesuffix("mm")
        found = board_findings(boards, "kolekcjonerzy")
        # on a smaller tile the two names that fill the 29.5 mm tile's line no longer fit: their own finding
        names = [f for f in found if f.endswith("[text.does-not-fit]")]
        assert len(names) == (2 if size == "28.5mm" else 0), names
        assert [f for f in found if f not in names] == [
            f"plansza.yaml:{line_of(board, 'cell: field')}:11: error: tiles are {float(shown):.1f} mm on board fields "
            "of 30.0 mm; expected a tile 0.3–1.0 mm smaller than its field, so that a hand cut a little large still "
            "lies inside the field and the tile still covers it (plytki.yaml size) [kolekcjonerzy.board-field-size]"
        ]
        (boards / "kolekcjonerzy" / "plytki.yaml").write_text(
            (boards / "kolekcjonerzy" / "plytki.yaml").read_text().replace(f"size: {size}", "size: 29.5mm"), "utf-8"
        )
    replace_in(board, "cell: field", "cell: 30mm")
    assert board_findings(boards, "kolekcjonerzy") == [
        f"plansza.yaml:{line_of(board, 'cell: 30mm')}:11: error: cell is '30mm'; write 'cell: field' so that the field "
        "size comes from dimensions.field in game.yaml, as the tiles' size does [kolekcjonerzy.board-field-size]"
    ]


def test_rynek_dead_end_and_bridges(boards):
    board = boards / "rynek" / "plansza.yaml"
    replace_in(board, '"b1 b2 b3 b4"', '"b2 b3 b4"')
    replace_in(board, '      - "a2 b1"\n', "")
    row = line_of(board, '"b1 c1 d1"')
    assert board_findings(boards, "rynek") == [
        f"plansza.yaml:{line_of(board, 'id: b1')}:9: error: field 'b1' has 1 line(s); with one wall on its only line a "
        "pawn there would be shut in [rynek.board-dead-end]",
        f"plansza.yaml:{row}:9: error: line b1–c1 is the only way between two parts of the board; a single wall on it "
        "would cut the board in two [rynek.board-bridge]",
        f"plansza.yaml:{row}:9: error: line c1–d1 is the only way between two parts of the board; a single wall on it "
        "would cut the board in two [rynek.board-bridge]",
    ]


def test_rynek_unreachable_field(boards):
    board = boards / "rynek" / "plansza.yaml"
    replace_in(board, '"b6 c6 d6"', '"b6 c6"')
    replace_in(board, '"d3 d4 d5 d6"', '"d3 d4 d5"')
    replace_in(board, '      - "d6 e5"\n', "")
    assert board_findings(boards, "rynek") == [
        f"plansza.yaml:{line_of(board, 'id: c6')}:9: error: field 'c6' has 1 line(s); with one wall on its only line a "
        "pawn there would be shut in [rynek.board-dead-end]",
        f"plansza.yaml:{line_of(board, 'id: d6')}:9: error: field 'd6' cannot be reached from field 'b1': no chain of "
        "lines joins them [rynek.board-unreachable]",
    ]


def test_rynek_lines_must_hold_a_wall(boards):
    replace_in(boards / "rynek" / "game.yaml", "wall: 30mm", "wall: 33mm")
    found = board_findings(boards, "rynek")
    row = line_of(boards / "rynek" / "plansza.yaml", '"b1 c1 d1"')
    assert len(found) == 34  # every straight line (32 mm); the diagonals are long enough
    assert found[0] == (
        f"plansza.yaml:{row}:9: error: line "
        "b1–c1 is 32.0 mm between the fields; a wall is 33.0 mm (dimensions.wall in game.yaml), so it "
        "would not lie on the line [rynek.board-wall]"
    )
    replace_in(boards / "rynek" / "game.yaml", "  wall: 33mm", "  gate: 33mm")
    assert board_findings(boards, "rynek") == [
        f"game.yaml:{line_of(boards / 'rynek' / 'game.yaml', 'dimensions:') + 1}:3: error: missing dimensions.wall "
        "(the length of a wall piece, which must fit on every line of the board) [rynek.board-wall]"
    ]


def test_rynek_types_and_crossings(boards):
    board = boards / "rynek" / "plansza.yaml"
    replace_in(board, "type: IV}", "type: III}", 6)
    replace_in(board, '      - "d6 e5"\n', '      - "d6 e5"\n      - "b2 c3"\n      - "c2 b3"\n')
    crossing = line_of(board, '"c2 b3"')
    assert board_findings(boards, "rynek") == [
        f"plansza.yaml:{line_of(board, 'id: b1')}:7: error: the board has no field of type IV (sale); the rules use "
        "all four field types I–IV [rynek.board-types]",
        f"plansza.yaml:{crossing}:9: error: lines b2–c3 and c2–b3 cross between fields; a wall on "
        "the crossing would block both [rynek.board-crossing]",
    ]


def test_przekret_inner_track_arrows(boards):
    board = boards / "przekret" / "plansza.yaml"
    replace_in(board, "    entry: brama-ratusz", "    entry: los-2")
    assert board_findings(boards, "przekret") == [
        f"plansza.yaml:{line_of(board, 'id: brama-ratusz')}:9: error: condition field 'brama-ratusz' has 0 arrow(s) into "
        "inner tracks; each yellow field leads into exactly one [przekret.board-inner-track]",
        f"plansza.yaml:{line_of(board, 'entry: los-2')}:12: error: inner track 'ratusz' is entered from 'los-2', a chance "
        "field; the arrows into inner tracks start on yellow condition fields [przekret.board-inner-track]",
        f"plansza.yaml:{line_of(board, 'exit: los-2')}:11: error: inner track 'ratusz' leads back to its own gate "
        "'los-2'; the arrow from its last field points at another outer field [przekret.board-inner-track]",
    ]


def test_przekret_streets_stay_together(boards):
    board = boards / "przekret" / "plansza.yaml"
    replace_in(board, "property: p19}", "property: XX}")
    replace_in(board, "property: p01}", "property: p19}")
    replace_in(board, "property: XX}", "property: p01}")
    assert board_findings(boards, "przekret") == [
        f"plansza.yaml:{line_of(board, 'property: p01}')}:9: error: ul. Ciemna lies on inner track 'ratusz' and the "
        "outer track; a street's properties lie together on one track [przekret.board-street]",
        f"plansza.yaml:{line_of(board, 'property: p21}')}:9: error: al. Układów lies on inner track 'ratusz' and the "
        "outer track; a street's properties lie together on one track [przekret.board-street]",
    ]


def test_przekret_board_size_start_and_property_fields(boards):
    board = boards / "przekret" / "plansza.yaml"
    replace_in(board, "size: {width: 380mm, height: 380mm}", "size: {width: 400mm, height: 400mm}")
    replace_in(board, "{id: zwrot, type: instruction", "{id: zwrot, type: start")
    replace_in(board, "{type: property, property: p01}", "{type: property}")
    fields = line_of(board, "    fields:")
    assert board_findings(boards, "przekret") == [
        f"plansza.yaml:{line_of(board, 'size: {width')}:7: error: the board is 400 × 400 mm and needs 5 A4 sheets "
        "(3 × 2 parts) with 11 mm overlap bands; the rules print it on 4 [przekret.board-sheets]",
        f"plansza.yaml:{fields + 1}:7: error: the outer track has 2 Start field(s); expected exactly one "
        "[przekret.board-special]",
        f"plansza.yaml:{line_of(board, '{type: property}')}:9: error: property field 2 of loop 'miasto' names no "
        "property; write property: <id> (an id from the Posesja cards) [przekret.board-property-missing]",
    ]


def test_loop_must_have_a_field_count_it_can_lay_out(boards):
    board = boards / "przekret" / "plansza.yaml"
    replace_in(board, "    sides: [8, 6, 8, 6]\n", "")  # equal sides: 28 fields and the four corners
    replace_in(
        board,
        '      - {id: zwrot, type: instruction, label: Zwrot podatku, note: "Weź z banku 1 000 zł.", effect: {receive_bank: 1000}}\n',
        "",
    )
    assert board_findings(boards, "przekret") == [
        f"plansza.yaml:{line_of(board, '    fields:') + 1}:7: error: the loop has 31 fields; without 'sides', four "
        "corners plus an equal number of fields on each side (8, 12, 16, …) [board.loop-count]"
    ]
