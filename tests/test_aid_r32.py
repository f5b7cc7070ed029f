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

GAMES = ["art-society", "kolekcjonerzy", "przekret", "rynek"]
MM = 72 / 25.4
HEAD = 12 * MM  # the sheet's feed arrow and ticket lie within this of the paper's head and foot, outside the cards


@pytest.fixture(scope="module")
def aids(tmp_path_factory):
    """game → (path of its aid's file, the aid's spec, the game)."""
    return rendered_aids(tmp_path_factory.mktemp("aids"))


def rendered_aids(folder: Path) -> dict:
    """game → (path of its aid's file in `folder`, the aid's spec, the game)."""
    out = {}
    for game_id in GAMES:
        project, _ = load_and_validate(COMPONENTS, [game_id])
        game = project.games[game_id]
        name = next(n for n, c in game.components.items() if c.kind == "player-aid")
        output = render_component(game, name, BuildOptions())[0][0]
        path = folder / f"{game_id}.pdf"
        path.write_bytes(output.data)
        out[game_id] = (path, game.components[name].spec, game)
    return out


def upper_card(path: Path, page: int) -> list:
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


@pytest.mark.parametrize("game_id", ["przekret", "kolekcjonerzy"])
@pytest.mark.parametrize("page", [2, 3])
def test_an_aid_a_half_sheet_wide_sets_each_side_in_two_columns_of_short_lines(aids, page, game_id):
    """P major 1: two columns of about 88 mm (r32: lines of 150–177 mm); no run of words wider than a column.
    K minor 2: the front's text ended at 82 mm of a 193 mm card, 60 % of it blank."""
    path, spec, _ = aids[game_id]
    assert spec.columns == 2
    runs = _line_runs(upper_card(path, page))
    assert max(width for width, _ in runs) <= 90, sorted(runs)[-3:]
    # both columns are used: lines start in the card's left half and in its right half
    starts = {round(box[0] / MM) < 105 for *_, box in upper_card(path, page)}
    assert starts == {True, False}


def test_przekret_aid_table_and_text_at_least_9_5_pt(aids):
    """Major 1: the field table's text at 9.5 pt or more (r32: 8.4 pt); nothing on the card smaller."""
    path, _, _ = aids["przekret"]
    for page in (2, 3):
        sizes = [size for _, ch, size, _, _ in upper_card(path, page) if ch.strip()]
        assert min(sizes) >= 9.5, (page, min(sizes))


def test_przekret_aid_words_cut_by_about_a_fifth_or_more(aids):
    """Major 1: the wording cut by about 30 % (r32: 1 566 letters on the front, 1 165 on the back, as printed);
    every rule a player needs stays (the aid's own tests in test_kit_p_r30.py). Since r37 the front says what
    the rulebook reviews asked of it (a lease decided by the turn's end, a forgotten rent's lapse, the moment a
    track is entered; 1 401 letters, a tenth under r32's) and the back too (a bankrupt's properties bare, the
    split in proportion, resigning its own short section; 1 070, 8 % under; r39: the offers before „sprawdzam”
    „przyjęte”, accepted aloud, 1 088; r40: the back's „Handel” says the two trade limits – the debtor buys
    nothing, nobody sells a property whose rent is unpaid – 1 105, 5 % under; s25: the rescue sale's offers and
    the tokens' field in, the wording cut to 1 397 and 1 129; r44: the lease's count, the cash an offer covers, zapisy
    and Dzierżawa cards in the score – front 1 407, back 1 146, 2 % under r32), their type still 11 pt and the
    table 9.7 pt: test_przekret_aid_table_and_text_at_least_9_5_pt, the measure this budget stands for."""
    path, _, _ = aids["przekret"]
    front, back = (len([c for c in upper_card(path, page) if c[1].strip()]) for page in (2, 3))
    assert front <= 0.9 * 1566 and back <= 0.985 * 1165, (front, back)


def test_art_society_aid_gives_each_phase_its_own_sign(aids):
    """AS minor 7: phase 1 „Przygotowanie aukcji” and phase 5 „Koniec rundy” shared the gavel."""
    from generator.draw.kinds.player_aid import sides
    from generator.rulebook import markup

    _, _, game = aids["art-society"]
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, _ = sides(component, game, BuildOptions())
    steps = next(b for b in front if isinstance(b, markup.ListBlock) and b.ordered)
    signs = [
        tuple(name for name, _ in markup.leading_symbols(next(b.markup for b in item if isinstance(b, markup.Para)))[0])
        for item in steps.items
    ]
    assert len(signs) == 5 and all(signs) and len(set(signs)) == 5, signs


@pytest.mark.parametrize("game_id", GAMES)
def test_both_faces_of_an_aid_end_near_its_foot(aids, game_id):
    """AS minor 7: the back ended 14 mm above its cut, the front 8 mm (Przekręt's front in two columns, its table
    alone in one: 13 mm); every face's last line is within 11 mm
    of its card's foot cut (TEXT_FOOT 8 mm, and less than a line more)."""
    from generator.draw.kinds.aid_page import sheet_spec
    from generator.layout.imposition import PAPERS, plan_grid

    path, spec, _ = aids[game_id]
    grid = plan_grid(sheet_spec(PAPERS["a4"], per_sheet=spec.per_sheet))
    upper = max(grid.slots, key=lambda slot: slot.y)  # the upper card: its foot cut at slot.y
    for page in (2, 3):
        chars = [c for c in upper_card(path, page) if c[1].strip()]
        lowest = min(box[1] for *_, box in chars)
        assert (lowest - upper.y) / MM <= 11, (page + 1, round((lowest - upper.y) / MM, 1))


def test_rynek_aid_takes_the_boards_look(aids):
    """R minor 8: the aid looked like the rulebook (navy bars on white), not the game: it takes the board's
    frame colour, its cream ground (at half its tint since r36) inside the card's frame and its serif title face, and names the four fields
    on their tiles' fills (the board's field_types)."""
    from generator.draw.kinds.player_aid import sides
    from generator.rulebook import markup

    path, spec, game = aids["rynek"]
    board = game.components["plansza"].spec
    assert (spec.accent, spec.headings) == (board.frame.color, "serif")
    # r36 kit minor 9: the board's cream at half its tint (halfway to white), ≈ half the ink on three sheets
    cream = [int(board.background[i : i + 2], 16) for i in (1, 3, 5)]
    ground = tuple(int(spec.ground[i : i + 2], 16) for i in (1, 3, 5))
    assert all(abs(g - (c + 255) / 2) <= 2 for g, c in zip(ground, cream)), (spec.ground, board.background)
    image = pdfcheck.render(path, 2, dpi=50, mode="RGB")
    # a blank spot of the upper card inside its frame, right of its short lines: the board's cream
    pixel = image.getpixel((round(190 / 25.4 * 50), round(135 / 25.4 * 50)))
    assert all(abs(a - b) <= 6 for a, b in zip(pixel, ground)), pixel
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, _ = sides(component, game, BuildOptions())
    text = " ".join(b.caption for b in front if isinstance(b, markup.FigureRef))
    for field in board.field_types.values():
        assert f'backColor="{field.fill}"' in text, field.name


def test_kolekcjonerzy_aid_sets_its_steps_on_bars_beside_enlarged_icons(aids):
    """K minor 2: the four step headings as bars of the game's colour (white words on it), the board's field
    icons enlarged (7 mm before)."""
    from generator.draw.kinds.aid_layout import icon_width

    path, spec, _ = aids["kolekcjonerzy"]
    assert icon_width(spec) >= 10 * MM
    chars = [c for c in upper_card(path, 2) if c[1].strip()]
    text = "".join(c[1] for c in chars)
    dpi = 100
    image = pdfcheck.render(path, 2, dpi=dpi, mode="RGB")
    accent = tuple(int(spec.accent[i : i + 2], 16) for i in (1, 3, 5))
    for step in ("1. Ruch", "2. Skutek", "3. Transakcje", "4. Ogłoszenie"):
        at = text.index(step.replace(" ", ""))
        left, bottom, _, top = chars[at][4]
        # the bar's ground a millimetre left of the step's number, at its middle
        x, y = (left - MM) * dpi / 72, (842 - (bottom + top) / 2) * dpi / 72
        pixel = image.getpixel((round(x), round(y)))
        assert all(abs(a - b) <= 12 for a, b in zip(pixel, accent)), (step, pixel)
