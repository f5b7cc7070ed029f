"""The player aid drawn: both cards of every sheet, laid out as aid_layout lays them out for the
fit."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Frame

from generator.draw.guide import draw_guide
from generator.draw.kinds.aid_layout import COLUMN_GAP, card_scale, column_width, look_of, spread
from generator.draw.kinds.aid_page import CUT_CLEAR, MARGIN, TEXT_FOOT, band_depth, half, sheet_spec
from generator.draw.kinds.reuse import draw_once
from generator.draw.labels import LABEL_SIZE, ticket_words
from generator.draw.look import part_guide
from generator.draw.pdf import new_document
from generator.draw.sheets import draw_marks, sheet_label, sheet_name
from generator.layout.imposition import back_position, plan_grid


def _panel(canvas, spec, slot, x: float, y: float) -> None:
    """The card's face, drawn as every card piece's into its bleed (the slot's, BLEED past the trim, the gutter's
    middle between two cards): the game's ground where the aid has one (`spec.ground`, its board's: kit review
    r32, Rynek minor 8), else white paper, and a band of the game's colour along the card's head from its bleed
    to band_depth inside the trim, the same on both sides. No frame or rim near a cut (kit review r34, all four
    games: a hairline 3.4 mm inside the cut showed a 0.5 mm cut and a back 1.5 mm off as a white border of 1.9
    against 4.9 mm); the text keeps MARGIN from the side cuts and TEXT_CLEAR from the band (aid_page). (x, y):
    the trim's lower left corner on this side; on a back the slot's left and right bleeds change places."""
    mirrored = abs(x - slot.x) > 1e-6
    left, right = (slot.bleed_right, slot.bleed_left) if mirrored else (slot.bleed_left, slot.bleed_right)
    x0, x1 = x - left, x + slot.width + right
    top = y + slot.height + slot.bleed_top
    canvas.saveState()
    if spec.ground:
        canvas.setFillColor(colors.HexColor(spec.ground))
        canvas.rect(x0, y - slot.bleed_bottom, x1 - x0, top - (y - slot.bleed_bottom), stroke=0, fill=1)
    canvas.setFillColor(colors.HexColor(spec.accent))
    foot = y + slot.height - band_depth(spec.per_sheet)
    canvas.rect(x0, foot, x1 - x0, top - foot, stroke=0, fill=1)
    canvas.restoreState()


def _draw_cards(canvas, blocks, spec, paper, margin: float, mirrored: bool, scale: float, icon=None) -> None:
    """One side's cards (on a back, where a long-edge flip lays them behind their fronts): nothing on a
    card but the aid (kit review r19); their crop marks are each sheet's (`_draw_ticket`)."""
    sheet = sheet_spec(paper, margin, spec.per_sheet)
    grid = plan_grid(sheet)
    assert grid.per_sheet == spec.per_sheet, (grid.cols, grid.rows)
    width, height = half(paper, margin, spec.per_sheet)
    # `scale`: the largest type both sides of the card hold (card_scale); both cards show the same flowables
    # the room left under it shared between its blocks (aid_layout.spread)
    laid = spread(blocks, look_of(spec), width, height, scale, icon)
    measure = column_width(width, len(laid))
    for slot in grid.slots:
        x, y = back_position(slot, paper, "long") if mirrored else (slot.x, slot.y)
        _panel(canvas, spec, slot, x, y)
        for column, story in enumerate(laid):
            frame = Frame(
                x + MARGIN + column * (measure + COLUMN_GAP),
                y + TEXT_FOOT,
                measure,
                height,
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
                showBoundary=0,
            )
            frame.addFromList(list(story), canvas)


def _draw_ticket(canvas, paper, margin: float, label: str, mirrored: bool, per_sheet: int, stock: str) -> None:
    """The sheet's ticket with its ruler on the margin outside the cards' marks (sheets.sheet_label),
    CUT_CLEAR or more off every cut (so at the foot, which aid_page keeps room for) and at 7 pt, in
    its shorter words where need be (kit reviews r21: 6.5 pt);
    it names the game, so the aid has no footer of its own (r18: a 6 pt footer under the text met its
    last table rule 0.2 mm apart). Then the crop marks at the cards' corners, as every card sheet's
    (sheets.draw_marks), ticket_room.TICK_CLEAR from the ticket (kit review r36, K minor 8)."""
    sheet = sheet_spec(paper, margin, per_sheet)
    grid = plan_grid(sheet)
    ticket = ticket_words(stock, "long")
    boxes: list = []
    sheet_label(
        canvas,
        grid,
        sheet,
        label,
        label,
        len(grid.slots),
        mirrored,
        ticket,
        clear=CUT_CLEAR,
        least=LABEL_SIZE[0],
        boxes=boxes,
    )
    draw_marks(canvas, grid, sheet, mirrored, (0.0, 0.0), len(grid.slots), boxes)


def draw(
    spec, game, options, front, back, sheets: int, label: str, stock: str, contents: list[str], icon=None
) -> tuple[dict, bytes, int]:
    """(the Output fields describing the file, its bytes, its pages): `sheets` sheets on `stock` (its
    ticket's words: player_aid.aid_grade), each with
    `spec.per_sheet` aids, the fronts on one side and the backs on the other (`icon`: player_aid.icons). Every sheet's cards are the same, drawn
    once a side (draw_once) and shown on each sheet above its own ticket: „Pomoc gracza 2/3”, as every sheet
    of the kit numbers itself (sheets.sheet_name; kit review r20, Rynek minor 5: three identical
    sheets carried no number, so a stack could not be checked). The file opens with its guide page
    and the registration target behind it, as every part file on card does (guide.draw_guide: what is
    in it, `contents`, its card, the long-edge duplex and the 50 mm check; kit review r29, AS minor 8:
    one who downloaded the aid alone had no word of paper or duplex); a print job leaves them out."""
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex="long")
    draw_guide(
        doc,
        part_guide(
            game,
            title=spec.title,
            contents=contents,
            paper=options.paper,
            duplex="long",
            stock=stock,
            sheets=sheets,
        ),
    )
    canvas = doc.canvas
    page = (0.0, 0.0, options.paper.width, options.paper.height)
    width, height = half(options.paper, options.margin, spec.per_sheet)
    scale = card_scale((front, back), look_of(spec), width, height, icon)
    for number in range(1, sheets + 1):
        for name, blocks in (("front", front), ("back", back)):
            mirrored = name == "back"

            def cards(blocks=blocks, mirrored=mirrored) -> None:
                _draw_cards(canvas, blocks, spec, options.paper, options.margin, mirrored, scale, icon)

            draw_once(canvas, f"aid-{name}", page, cards)
            side = "tył" if mirrored else "przód"
            name = sheet_name(label, number, sheets, side)
            _draw_ticket(canvas, options.paper, options.margin, name, mirrored, spec.per_sheet, stock)
            doc.show_page()
    pages = doc.pages
    described = doc.described(game.spec.title)
    return described, doc.finish(), pages
