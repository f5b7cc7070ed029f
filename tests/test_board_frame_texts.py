"""A board's texts keep off its frame (kit brief s9 item 2; r28 AS kit minor 4: the direct view's ticks under
Art Society's collection grid crossed the frame's inner line): a text that comes within 1 mm of the frame
line is a finding, as a track's spaces and discs are; the ticks now end short of it, below the rulebook's
placing figure, which shows the board's grid without them. Since r44 (AS kit minor 4) the ticks are the direct view's
own bars (board model AreaTicks), 0.8 mm wide, held off the frame by the same check."""

from __future__ import annotations

from .conftest import COMPONENTS, line_of, replace_in
from .pdfcheck import page_count, render

BOARD = "plansza-kolekcji.yaml"
TEXTS = "\ntexts:\n"


def _on_frame(components) -> list[str]:
    """The bundled boards' `board.on-frame` findings as "line: message [rule]" (none when the game validates)."""
    from generator.build.recipe import load_and_validate
    from generator.model.findings import FindingsError

    try:
        load_and_validate(components, ["art-society"])
    except FindingsError as exc:
        return [
            f"{f.location.line}: {f.message} [{f.rule}]" for f in exc.findings.sorted() if f.rule == "board.on-frame"
        ]
    return []


def test_a_text_on_the_frame_line_is_a_finding(components):
    board = components / "art-society" / BOARD
    tick = '  - {text: "|", at: [46.5mm, 181.5mm], size: 16pt, font: sans-bold, align: center, color: "#7e6594"}\n'
    replace_in(board, TEXTS, TEXTS + tick)  # a tick as r28 printed them
    found = _on_frame(components)
    assert found == [
        f"{line_of(board, '[46.5mm, 181.5mm]')}: text '|' comes -0.8 mm from the board's frame line; expected at "
        "least 1 mm (move it inwards or make it smaller) [board.on-frame]"
    ]


def test_area_ticks_on_the_frame_line_are_a_finding(components):
    board = components / "art-society" / BOARD
    replace_in(board, "below: 4.6mm", "below: 6mm")  # 1.4 mm longer: onto the frame's inner line
    found = _on_frame(components)
    assert found == [
        f"{line_of(board, 'below: 6mm')}: the area's ticks come -0.4 mm from the board's frame line; expected at "
        "least 1 mm (make them shorter) [board.on-frame]"
    ]


def test_the_ticks_under_the_grid_end_short_of_the_frame_and_below_the_placing_figure(bundled_kit):
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.measure import area_ticks, frame_inner
    from generator.model.units import to_mm

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    spec = game.components["plansza-kolekcji"].spec
    grid = layout(spec, game).grids[0]
    view = grid.grid.areas[0]
    ticks = [bar for bar in area_ticks(grid, *grid.areas[0], view.ticks) if bar[3] - bar[1] > bar[2] - bar[0]]
    assert len(ticks) == 5
    # the upper ink edge of the frame's inner line along the board's foot, from the board's top
    line_top = to_mm(spec.size.height - frame_inner(spec.frame) - spec.frame.width * 0.35 / 2)
    figure = game.components["zasady"].spec.figures["placing"].region
    figure_bottom = to_mm(figure[1] + figure[3])
    dpi = 600
    sheets = bundled_kit / "art-society" / "plansza-kolekcji-a4.pdf"
    px = lambda v: round(v / 25.4 * dpi)  # noqa: E731
    page = off_x = off_y = None
    for n in range(page_count(sheets)):  # the first board (the file's guide page first): its beige rim
        page = render(sheets, n, dpi=dpi, mode="RGB")
        off_x = (page.width / dpi * 25.4 - to_mm(spec.size.width)) / 2
        off_y = (page.height / dpi * 25.4 - to_mm(spec.size.height)) / 2
        r, g, b = page.getpixel((px(off_x + 2), px(off_y + 2)))
        if f"#{r:02x}{g:02x}{b:02x}" == spec.background.lower():
            break
    for tick in ticks:
        x = px(off_x + to_mm(tick[0] + tick[2]) / 2)
        row = px(off_y + to_mm(tick[1] + tick[3]) / 2)
        across = [c for c in range(x - px(2), x + px(2)) if _violet(page.getpixel((c, row)))]
        assert len(across) / dpi * 25.4 >= 0.6, len(across)  # bold enough to find across a table (r44 minor 4)
        rows = [y for y in range(px(off_y + figure_bottom - 3), px(off_y + line_top)) if _violet(page.getpixel((x, y)))]
        assert rows, to_mm(tick.at[0])
        top, bottom = (r / dpi * 25.4 - off_y for r in (rows[0], rows[-1]))
        assert top >= figure_bottom, (top, figure_bottom)  # not in the rulebook's figure of the grid
        assert bottom <= line_top - 0.95, (bottom, line_top)  # a millimetre clear of the frame's line
        assert bottom - top >= 4, (top, bottom)  # a tick to read across a table (r44 AS minor 4: 3.4 mm)


def _violet(rgb) -> bool:
    r, g, b = rgb[:3]
    return abs(r - 0x7E) < 30 and abs(g - 0x65) < 30 and abs(b - 0x94) < 30
