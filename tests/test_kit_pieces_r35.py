"""Round r35's kit reviews (docs/reviews/r35/*-kit.md), the pieces' items fixed as classes (brief s14, pieces):
the bank notes' numeral clear of the medallion, the factories' stock, colour across a pawn's folds, a pale
player's band, the dice's figure and label, the board's map miniature."""

from __future__ import annotations

import pytest

from generator.model.units import mm, to_mm

from .conftest import game_findings, replace_in, validated_game

# ------------------------------------------------------------- P major 1: the numeral and the medallion


@pytest.mark.parametrize("game_id", ["przekret", "rynek"])
def test_every_notes_numeral_keeps_a_millimetre_from_the_medallions_ring(game_id):
    """The big value's ink (its advance widths, a little wider than its glyphs) keeps 1 mm from the ring of the
    rosette round the glyph – drawn as _rosette draws it, 0.42 of its radius – and its right end stays inside
    the frame by the corners' 1.5 mm; the value is set no smaller than its box's floor (r35: 1 000 zł to
    10 000 zł touched or cut the ring, 0–0.6 mm)."""
    from generator.draw.kinds import banknotes as k

    spec = validated_game(game_id).components["banknoty"].spec
    w, h = spec.width, spec.height
    cx, _, radius = k.rosette_place(w, h, h * 0.34, (w * 0.2, h * 0.5))
    ring = cx + 0.42 * radius + 0.2  # the ring's line (0.4 pt) outer edge
    frame = w - k.FRAME_INSET - k.FRAME_LINE / 2 - mm(1.5)
    for d in spec.denominations:
        layout = k.front_layout(spec, d, w, h)
        half = k.text_width(k.label(d.value, spec.currency), k.SERIF_BOLD, layout.size) / 2
        assert layout.value_x - half - ring >= mm(1) - 1e-6, (d.value, to_mm(layout.value_x - half - ring))
        assert layout.value_x + half + k.HALO / 2 <= frame + 1e-6, (d.value, to_mm(frame - layout.value_x - half))
        assert layout.size >= k.VALUE_BOX[2]


def test_a_numeral_crowding_the_medallion_is_a_finding(in_tmp):
    """The check says what the drawing cannot avoid: a note too narrow for its value beside the medallion."""
    from .test_banknotes import GAME, MONEY

    folder = in_tmp / "components" / "demo"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME, encoding="utf-8")
    (folder / "banknoty.yaml").write_text(MONEY, encoding="utf-8")
    assert game_findings(folder) == []
    replace_in(folder / "banknoty.yaml", "currency: zł\n", "currency: zł\nwidth: 40mm\nheight: 39mm\n")
    found = game_findings(folder)
    assert found and all("[text.crowded]" in f and "medallion" in f for f in found), found
    assert any("„1 000”" in f for f in found), found


# ------------------------------------------------------------- R minor 6: a pale player's header band


def _hex(pixel) -> str:
    return "#" + "".join(f"{v:02x}" for v in pixel[:3])


def test_a_pale_factorys_header_is_framed_where_its_colour_does_not_part_from_the_cream(tmp_path):
    """Every factory header whose colour parts from the board's cream by less than 3 : 1 (the pawns' rule,
    standees.edge_colour) shows its extent by a line of 3 : 1 or more on its sides and top, not only along its
    foot, a line parting from the cream by 3 : 1 within 5 mm of the cut, where the band holds no words (r35:
    the white header, 244/241/234 on 244/239/227, 1.02 : 1); a strong colour needs none."""
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.pdf import register_fonts
    from generator.games.rynek.factory_boards import HEADER
    from generator.games.rynek.factory_boards_draw import PAPER_HEX, pieces
    from generator.validate.colour_check import contrast_ratio

    from .pdfcheck import render

    game = validated_game("rynek")
    spec = game.components["fabryki"].spec
    boards = pieces(spec, game)[0]
    register_fonts()
    dpi = 300
    checked = 0
    for board, owner in zip(boards, spec.factories.owners):
        path = tmp_path / f"factory-{owner.mark}.pdf"
        c = Canvas(str(path), pagesize=(board.width, board.height))
        board.front(c, board.width, board.height)
        c.save()
        image = render(path, 0, dpi=dpi, mode="RGB")
        px = lambda v: round(v / 72 * dpi)  # noqa: E731
        fill = owner.color
        if contrast_ratio(fill, PAPER_HEX) >= 3:
            continue
        checked += 1
        middle = px(HEADER / 2)
        left = [_hex(image.getpixel((x, middle))) for x in range(px(mm(5)))]
        top = [_hex(image.getpixel((px(board.width / 2), y))) for y in range(px(mm(5)))]
        for where, run in (("left", left), ("top", top)):
            assert max(contrast_ratio(p, PAPER_HEX) for p in run) >= 3, (owner.name, where)
    assert checked >= 1


# ------------------------------------------------------------- P minors 8, 9: the die's figure and its label


def _dice_plan():
    from generator.draw.kinds.dice_draw import fold_plans

    game = validated_game("przekret")
    return fold_plans(game.components["kostka"], game)[0]


def test_every_leader_of_the_dies_net_ends_on_its_fold_line_not_at_a_corner():
    """The net (3 | 1 | 4 | 6 across, 2 over 1, 5 under it): folds 1–3 are the upright lines x = f, 2f, 3f
    between y = f and 2f, folds 4 and 5 the lines y = 2f and y = f between x = f and 2f; each leader ends on its
    line, a good way from both its ends (r35: ④ and ⑤ ended at the corners of the 3-pip face)."""
    plan = _dice_plan()
    f = plan.panels[0]
    inside = lambda v: f + mm(1) < v < 2 * f - mm(1)  # noqa: E731
    for mark in plan.marks:
        x, y = mark.at
        if mark.number <= 3:
            assert any(abs(x - k * f) < 1e-6 for k in (1, 2, 3)) and inside(y), (mark.number, to_mm(x), to_mm(y))
        else:
            assert any(abs(y - k * f) < 1e-6 for k in (1, 2)) and inside(x), (mark.number, to_mm(x), to_mm(y))


def test_the_dies_figure_ends_in_a_closed_cube_with_three_shaded_faces(tmp_path):
    """The figure's last view is a cube seen from above a corner: its three faces white, light grey and grey
    (r35: a plain square on the table line read as a flat box)."""
    from reportlab.pdfgen import canvas

    from generator.draw.fold_figure import draw_fold_figure, figure_height, figure_width
    from generator.draw.pdf import register_fonts

    from .pdfcheck import render

    plan = _dice_plan()
    register_fonts()
    w, h = figure_width(plan), figure_height(plan)
    path = tmp_path / "dice-figure.pdf"
    c = canvas.Canvas(str(path), pagesize=(w, h))
    draw_fold_figure(c, plan, 0, h)
    c.save()
    image = render(path, 0, dpi=150, mode="L")
    result = image.crop((image.width * 2 // 3, 0, image.width, image.height))  # the last view's column
    tones = {v for v, n in enumerate(result.histogram()) if n and 180 <= v <= 240}
    assert any(abs(v - 0xE4) <= 3 for v in tones) and any(abs(v - 0xC8) <= 3 for v in tones), sorted(tones)


def _group_names(path, page: int):
    """The group names a band sheet prints („KOSTKA · 2 SZT.”): (text, boxes of its characters in pt)."""
    import re

    from .pdfcheck import printed_text

    seq = [(c, box, size) for index, c, size, _, box in printed_text(path) if index == page]
    text = "".join(c for c, _, _ in seq)
    found, prev = [], 0
    for m in re.finditer(r"SZT\.", text):
        i, size = m.start(), seq[m.start()][2]
        while i > prev and seq[i - 1][2] == size and not seq[i - 1][0].islower():
            i -= 1
        prev = m.end()
        found.append((text[i : m.end()], [box for _, box, _ in seq[i : m.end()]]))
    return found


def _apart_mm(box, mark) -> float:
    left, bottom, right, top = (v / mm(1) for v in box)
    x1, y1, x2, y2, _ = mark
    dx = max(min(x1, x2) - right, left - max(x1, x2), 0.0)
    dy = max(min(y1, y2) - top, bottom - max(y1, y2), 0.0)
    return (dx * dx + dy * dy) ** 0.5


def test_the_dice_and_every_group_on_przekrets_mixed_sheet_are_named_3_mm_clear_of_the_ticks(bundled_kit):
    """P's sheet of tokens, pawns and dice (job 5, its last page): every group named once, 3 mm or more from
    every crop mark (r35: „KOSTKA · 2 SZT.” 2.2 mm under the A strip's ticks, the side names 0.8 mm beyond
    theirs); Rynek's sheet of machines, walls and pawns (job 5 p. 4) at least as clear as its room allows,
    2.5 mm."""
    from .pdfcheck import crop_marks_mm, job_path, page_count

    for game, least, group in (("przekret", 3.0, "KOSTKA"), ("rynek", 2.5, "MURY")):
        path = job_path(bundled_kit, game, "card", "one")
        page = page_count(path) - 1
        marks = crop_marks_mm(path, page)
        names = _group_names(path, page)
        assert any(group in text for text, _ in names), (game, [t for t, _ in names])
        for text, boxes in names:
            apart = min(_apart_mm(box, m) for box in boxes for m in marks)
            assert apart >= least, (game, text, round(apart, 2))


# ------------------------------------------------------------- R minor 15: the board map's miniature


def test_the_assembly_maps_miniature_shows_the_boards_title_where_the_board_prints_it(bundled_kit):
    """Rynek's map (plansza-a4.pdf p. 1): „RYNEK” stands inside the miniature, in the place of the board's own
    title (plansza.pdf) scaled to it, within 3 % of the board's size; none over the miniature (r35: the
    title above the miniature, the printed board's inside at its top left)."""
    from generator.draw.kinds.board.assembly import thumbnail_box
    from generator.draw.kinds.board.plan import board_plan
    from generator.model.core import BuildOptions

    from .pdfcheck import page_sizes_mm, printed_text

    game = validated_game("rynek")
    component = game.components["plansza"]
    tx, ty, tw, th = thumbnail_box(board_plan(component, BuildOptions()))
    board_w, board_h = component.spec.size.width, component.spec.size.height

    def titles(path, page, big: float) -> list[tuple[float, float]]:
        chars = [(c, box) for index, c, size, _, box in printed_text(path) if index == page and size >= big]
        text = "".join(c for c, _ in chars)
        return [chars[i][1][:2] for i in range(len(text)) if text.startswith("RYNEK", i)]

    whole = bundled_kit / "rynek" / "plansza.pdf"
    (width, height), *_ = page_sizes_mm(whole)  # the board centred on its page, its bleed and marks round it
    (bx, by), *_ = titles(whole, 0, 12)
    board_at = (bx - (mm(width) - board_w) / 2, by - (mm(height) - board_h) / 2)
    mapped = titles(bundled_kit / "rynek" / "plansza-a4.pdf", 0, 6)
    inside = [(x, y) for x, y in mapped if tx <= x <= tx + tw and ty <= y <= ty + th]
    above = [(x, y) for x, y in mapped if tx <= x <= tx + tw and ty + th < y < ty + th + mm(12)]
    assert inside and not above, (mapped, (tx, ty, tw, th))
    (x, y), (bx, by) = inside[0], board_at
    assert abs((x - tx) / tw - bx / board_w) < 0.03 and abs((y - ty) / th - by / board_h) < 0.03
