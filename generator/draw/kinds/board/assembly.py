"""The assembly map of a tiled board: the board in small with the sheet grid, glue bands and cut
lines over it, and the steps to print and glue it (the first page of the tiled file)."""

from __future__ import annotations

import math

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.band import draw_head
from generator.draw.cropped import CroppedCanvas
from generator.draw.guide import BOARD_PAPER, MAP_TEXT, SIDES_TEXT, STOCK_TEXT
from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.owners import copies_in_file, owner_lines
from generator.draw.kinds.board.owners_draw import draw_owner
from generator.draw.kinds.board.plan import resolved
from generator.draw.kinds.board.strips import ACCENT, hatch, notches
from generator.draw.look import game_accent
from generator.draw.pdf import INK, draw_calibration_square
from generator.draw.text import wrap
from generator.layout.imposition import INK_SAFETY
from generator.layout.map_labels import label_anchor, label_side
from generator.layout.tiling import TilePlan
from generator.model.core import Component, Game
from generator.model.polish import counted, join_list
from generator.model.units import mm, to_mm

# --------------------------------------------------------------------------- assembly map


def printer_margin(plan: TilePlan) -> str:
    """„5”: the whole millimetres the printer must leave white, as the map states it: the sheets keep
    INK_SAFETY inside the printer's margin, but their crop marks and glue guides reach into that band
    (kit review r17: „6 mm” stated where ink came to 5.3 mm), so only the margin below it is true."""
    return f"{math.floor(to_mm(plan.margin - INK_SAFETY) + 1e-6)}"


MAP_LEFT = mm(18)  # the map page's margin and its heading's place
STEPS_WIDTH = mm(78)  # a landscape map's column of steps beside the miniature
TITLE_BAND = mm(9)  # the room above the miniature (the board's title is the board's own, inside it, since r35)


def thumbnail_box(plan: TilePlan) -> tuple[float, float, float, float]:
    """(x, y, width, height) on the map page of the miniature board (PDF y up): below the heading and
    TITLE_BAND, beside the parts' labels, as large as its box allows."""
    pw, ph = plan.page_width, plan.page_height
    left, top = MAP_LEFT, ph - MAP_LEFT
    steps_w = STEPS_WIDTH if plan.landscape else 0
    band = LABEL_BAND if plan.pieces > 1 else 0  # room beside the miniature for the parts' labels
    box_w = pw - 2 * left - steps_w - (mm(8) if steps_w else 0) - 2 * band
    box_h = ((ph - mm(44) - mm(20)) if plan.landscape else ph - mm(44) - mm(116)) - TITLE_BAND
    scale = min(box_w / plan.board_width, box_h / plan.board_height)
    tw, th = plan.board_width * scale, plan.board_height * scale
    return left + band + (box_w - tw) / 2, top - mm(22) - TITLE_BAND - th, tw, th


def draw_assembly_map(c: Canvas, plan: TilePlan, component: Component, game: Game) -> None:
    spec = component.spec
    pw, ph = plan.page_width, plan.page_height
    left = MAP_LEFT
    top = ph - MAP_LEFT
    draw_head(c, pw, ph, game.spec.title, game_accent(game), (left, top, 9.5))  # as every guide page's head
    c.setFillColor(INK)
    c.setFont(fonts.SERIF_BOLD, 19)
    size = f"Plansza {to_mm(plan.board_width):.0f} × {to_mm(plan.board_height):.0f} mm"
    copies = copies_in_file(spec)
    # the page's name as the job's cover lists it: the part's one name (r18) and what the page is
    c.drawString(left, top - mm(8), f"{spec.title} ({on_sheets(plan)}) – {map_name(plan, copies)}")
    if plan.pieces == 1:
        details = (
            f"{size} · arkusz ułożony {'poziomo' if plan.landscape else 'pionowo'} · brzeg kartki bez druku: "
            f"{printer_margin(plan)} mm"
        )
    else:
        details = (
            f"{size} · {arrangement(plan)} (arkusze ułożone {'poziomo' if plan.landscape else 'pionowo'}) · "
            f"pas kleju {_millimetres(plan.glue_width)} mm · brzeg kartki bez druku: {printer_margin(plan)} mm"
        )
    c.setFont(fonts.SANS, 9.5)
    # the printer's margin in the builder's words (r28 P kit minor 8, R minor 5: „margines drukarki” was jargon)
    c.drawString(left, top - mm(14), details)
    # the thumbnail: the board with the sheet grid over it
    tx, ty, tw, th = thumbnail_box(plan)
    steps_w = STEPS_WIDTH if plan.landscape else 0
    if plan.pieces == 1:
        _draw_board_preview(c, component, game, (tx, ty, tw, th))
    else:
        _draw_miniature(c, plan, component, game, (tx, ty, tw, th))
    if plan.landscape and plan.pieces > 1:  # a print job shows the map turned upright among its portrait pages
        c.setFont(fonts.SANS_BOLD, 8.5)
        c.setFillColor(INK)
        c.drawString(left, top - mm(19), TURN_TEXT)
    # steps
    # which pages go on which stock first (r30 AS minor 5: the page said nothing of it), then the steps;
    # a board with owners: which copy is whose
    lines = [stock_line(plan, copies)] + steps(plan, copies) + owner_lines(spec)
    if plan.landscape:
        sx, sy, width = pw - left - steps_w, top - mm(22), steps_w
    else:
        # beside the calibration square of a one-piece board; the page's width where no square stands
        sx, sy, width = left, ty - mm(9), pw - 2 * left - (mm(60) if plan.pieces == 1 else 0)
    _draw_steps(c, sx, sy, width, lines, glued=plan.pieces > 1)
    if plan.pieces == 1:  # a tiled board's map follows the print job's cover, which has the square
        draw_calibration_square(c, pw - left - mm(50), mm(16))


# a landscape map printed among portrait pages comes out sideways (kit review r19, Rynek): a tiled
# board's map is printed in its job. A one-piece board's page is its part file's alone, which lies as
# it is read: it says nothing of turning it (kit review r29, AS minor 7)
TURN_TEXT = "Obróć kartkę: mapa leży wzdłuż dłuższego boku, tytuł planszy na górze."


def _draw_miniature(c: Canvas, plan: TilePlan, component: Component, game: Game, box) -> None:
    """A tiled board's map: the board as it prints, its words where they stay THUMB_TEXT_LEAST or larger (its
    title where the board has it: which way up its sheets go), veiled, the sheets' grid over it, to hold
    against the printed sheets (r35 R minor 15: a wordless miniature under a title the board sets inside,
    top left, not above it)."""
    tx, ty, tw, th = box
    scale = tw / plan.board_width
    _draw_scaled(c, resolved(component, game), game, box, scale)
    c.saveState()
    c.setFillColor(colors.Color(1, 1, 1, alpha=0.35))
    c.rect(tx, ty, tw, th, stroke=0, fill=1)
    c.restoreState()
    _map_grid(c, plan, tx, ty, scale)


# a cover's thumbnail keeps the words it would set below this (r32 AS kit minor 8: 6.4 pt on the board's cover),
# as a sheet's ticket (labels.TICKET_LEAST): the thumbnail is read, not squinted at
THUMB_TEXT_LEAST = 6.5


def _draw_board_preview(c: Canvas, component: Component, game: Game, box) -> None:
    """A one-piece board's page shows the board as it prints, scaled into the box as a rulebook's figure
    shows one (cropped.CroppedCanvas: its words where they stay 6 pt or larger), the first owner's copy
    with its band, no title or veil of a map over it (kit review r29, AS minor 7: a wordless veiled
    miniature under a title the board lacks read as a placeholder)."""
    _, _, tw, th = box
    spec = resolved(component, game)
    _draw_scaled(c, spec, game, box, min(tw / spec.size.width, th / spec.size.height), owner=spec.owners is not None)


def _draw_scaled(c: Canvas, spec, game: Game, box, scale: float, owner: bool = False) -> None:
    """The board `spec` drawn at `scale` from the box's bottom left, clipped to the box, its words where they
    stay THUMB_TEXT_LEAST or larger (cropped.CroppedCanvas); `owner`: with the first owner's band."""
    tx, ty, tw, th = box
    c.saveState()
    clip = c.beginPath()
    clip.rect(tx, ty, tw, th)
    c.clipPath(clip, stroke=0, fill=0)
    cropped = CroppedCanvas(c, tx, ty, tx + tw, ty + th, cuts=False, least=THUMB_TEXT_LEAST)
    cropped.translate(tx, ty)
    cropped.scale(scale, scale)
    draw_board(cropped, spec, layout(spec, game), game)
    if owner:
        draw_owner(cropped, spec, 0)
    c.restoreState()


def _map_grid(c: Canvas, plan: TilePlan, tx: float, ty: float, scale: float) -> None:
    def page(x: float, y: float) -> tuple[float, float]:
        return tx + x * scale, ty + (plan.board_height - y) * scale

    c.saveState()
    for tile in plan.tiles:
        # glue bands of this sheet, hatched, where the neighbour will lie on top
        for axis, span in (("x", tile.x.glue), ("y", tile.y.glue)):
            if span is None:
                continue
            if axis == "x":
                x0, y0 = page(span[0], max(tile.y.start, 0))
                x1, y1 = page(span[1], min(tile.y.end, plan.board_height))
            else:
                x0, y0 = page(max(tile.x.start, 0), span[0])
                x1, y1 = page(min(tile.x.end, plan.board_width), span[1])
            hatch(
                c, min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0), colors.Color(0.3, 0.3, 0.3, alpha=0.8), mm(1.2)
            )
    c.setStrokeColor(ACCENT)
    c.setLineWidth(mm(0.6))
    c.setDash(mm(2), mm(1.2))
    for span in plan.columns[1:]:
        x0, y0 = page(span.cut, 0)
        x1, y1 = page(span.cut, plan.board_height)
        c.line(x0, y0, x1, y1)
    for span in plan.rows[1:]:
        x0, y0 = page(0, span.cut)
        x1, y1 = page(plan.board_width, span.cut)
        c.line(x0, y0, x1, y1)
    c.setDash()
    c.setStrokeColor(INK)
    c.setLineWidth(mm(0.4))
    x0, y0 = page(0, plan.board_height)
    c.rect(x0, y0, plan.board_width * scale, plan.board_height * scale, stroke=1, fill=0)
    _labels(c, plan, page)
    c.restoreState()


LABEL_BAND = mm(12)  # room left and right of the miniature for the parts' labels
LABEL_SIZE = 16  # points
LABEL_TICK = mm(1.5)  # the accent line beside the board marks the part's extent this far out


def _labels(c: Canvas, plan: TilePlan, page) -> None:
    """Each part's label beside the miniature, level with its part, with an accent line along the
    part's edge of the board (layout/map_labels.py); nothing of the board lies under it."""
    if plan.pieces == 1:
        return
    x0, y0 = page(0, plan.board_height)
    x1, y1 = page(plan.board_width, 0)
    board = (x0, y0, x1, y1)
    c.setFont(fonts.SANS_BOLD, LABEL_SIZE)
    c.setLineWidth(mm(0.6))
    for tile in plan.tiles:
        l, t, r, b = tile.kept
        kl, kt = page(l, t)
        kr, kb = page(r, b)
        kept = (kl, kb, kr, kt)
        side = label_side(tile.col, tile.row, plan.cols, plan.row_count)
        width = fonts.text_width(tile.label, fonts.SANS_BOLD, LABEL_SIZE)
        gap = LABEL_TICK + mm(1.5) + (width / 2 if side in ("left", "right") else LABEL_SIZE * 0.5)
        cx, cy = label_anchor(side, kept, board, gap)
        c.setStrokeColor(ACCENT)
        inset = mm(1)
        if side in ("left", "right"):
            x = x0 - LABEL_TICK if side == "left" else x1 + LABEL_TICK
            c.line(x, kb + inset, x, kt - inset)
        elif side in ("top", "bottom"):
            y = y1 + LABEL_TICK if side == "top" else y0 - LABEL_TICK
            c.line(kl + inset, y, kr - inset, y)
        else:  # a middle part: on a white pill over the miniature
            c.setFillColor(colors.Color(1, 1, 1, alpha=0.85))
            c.roundRect(cx - width / 2 - 4, cy - LABEL_SIZE * 0.45, width + 8, LABEL_SIZE * 1.05, 2, stroke=0, fill=1)
        c.setFillColor(ACCENT)
        c.drawCentredString(cx, cy - LABEL_SIZE * 0.35, tile.label)


def map_name(plan: TilePlan, copies: int = 1) -> str:
    """What the page is, after the part's name, in the words the job's cover lists it with: „mapa
    składania” for a board of several parts, „wydruk na jednym arkuszu” for a board on one sheet, „jedna
    plansza na arkusz, 4 arkusze” for `copies` boards of a sheet each (r30 AS minor 5: „na jednym arkuszu”
    over „Wydrukuj wszystkie 4 arkusze”)."""
    if plan.pieces > 1:
        return MAP_TEXT
    if copies > 1:
        return f"jedna plansza na arkusz, {counted(copies, 'arkusz', 'arkusze', 'arkuszy')}"
    return "wydruk na jednym arkuszu"


def stock_line(plan: TilePlan, copies: int = 1) -> str:
    """Which of the file's pages go on which stock, as its sheets' tickets say: this page on plain paper
    (every guide page is, Output.guide_pages), the board's sheets on card, one-sided. A tiled board's map
    is also printed in a plain print job, where the file's page numbers mean nothing: it names the sheets."""
    sides = SIDES_TEXT["one"]
    if plan.pieces > 1:  # the card: the next step (BOARD_PAPER)
        return f"Tę mapę drukuj na zwykłym papierze, arkusze planszy {sides}."
    sheets = plan.sheets * copies
    pages = "strona 2" if sheets == 1 else f"strony 2–{sheets + 1}"
    return f"Tę stronę drukuj na zwykłym papierze, {pages} na kartonie {STOCK_TEXT['card'].split(' ', 1)[1]}, {sides}."


def arrangement(plan: TilePlan) -> str:
    """How the parts lie in the board, as the map shows them: '2 części, jedna nad drugą', '3 części
    obok siebie', '6 części: 2 rzędy po 3' (the sheets' own turn is said apart: they may lie across)."""
    parts = counted(plan.cols * plan.row_count, "część", "części", "części")
    if plan.row_count == 1:
        return f"{parts} obok siebie"
    if plan.cols == 1:
        return f"{parts}, jedna nad drugą"
    return f"{parts}: {counted(plan.row_count, 'rząd', 'rzędy', 'rzędów')} po {plan.cols}"


def on_sheets(plan: TilePlan) -> str:
    """'A4' for one sheet (a player's word: no „1 ×”), '4 × A4', or with parts sharing sheets '4 części
    na 3 arkuszach A4' (a title that counts both)."""
    if plan.sheets == 1:
        return plan.paper.name
    if plan.pieces == plan.sheets:
        return f"{plan.sheets} × {plan.paper.name}"
    sheets = counted(plan.sheets, "arkuszu", "arkuszach", "arkuszach")
    return f"{counted(plan.pieces, 'część', 'części', 'części')} na {sheets} {plan.paper.name}"


def glue_order(plan: TilePlan) -> str:
    """In which order the parts are glued, as the board is tiled: a column top to bottom, a row left to
    right, a grid row by row."""
    if plan.cols == 1:
        return "Sklejaj części po kolei, od górnej do dolnej."
    if plan.row_count == 1:
        return "Sklejaj części po kolei, od lewej do prawej."
    return "Najpierw sklej arkusze w rzędach, potem rzędy ze sobą."


def folding(plan: TilePlan) -> str:
    """A board of two columns or two rows of parts folds in half when each half is mounted on a board of
    its own, joined by tape (kit review r25, P minor 6: a rigid 38 × 38 cm square stores badly)."""
    if plan.cols == 2:
        halves = [[t.label for t in plan.tiles if t.col == col] for col in range(2)]
    elif plan.cols == 1 and plan.row_count == 2:
        halves = [[t.label for t in plan.tiles if t.row == row] for row in range(2)]
    else:
        return ""
    return (
        f" Żeby ją składać, naklej {join_list(halves[0])} na jedną tekturę, {join_list(halves[1])} na drugą (pas "
        "kleju między nimi odetnij po szarej linii) i połącz je od spodu taśmą."
    )


# where a board cut out whole is cut: between its corner marks, not along the edge of its ground, which runs on as
# bleed past them (kit review r38, AS minor 6: „obetnij biały margines równo z brzegiem planszy” cut along the
# cream bleed gave 280 × 193 mm instead of 275 × 188 mm)
TRIM_WORDS = "po liniach między znacznikami w narożnikach (tło wychodzi poza nie i odpada z marginesem)"


def steps(plan: TilePlan, copies: int = 1) -> list[str]:
    """The assembly steps of a board printed on `plan`'s sheets; `copies` boards in one file (a board
    with owners) on a single sheet each: the steps speak of every sheet."""
    cut_sheets = [t.label for t in plan.tiles if t.x.cut is not None or t.y.cut is not None]
    shared = [sheet for sheet in plan.sheet_tiles() if len(sheet) > 1]
    # the finished size, said where the board is cut out whole (kit review r21, AS major 1: never stated)
    size = "gotowa plansza ma " + " × ".join(f"{to_mm(v):.0f}" for v in (plan.board_width, plan.board_height)) + " mm"
    if plan.pieces == 1 and copies > 1:
        return [
            f"Wydrukuj wszystkie {copies} arkusze w skali 100% („Rzeczywisty rozmiar”, bez dopasowania do "
            "strony) i zmierz kwadrat: bok musi mieć 50 mm.",
            f"Na każdym arkuszu obetnij planszę {TRIM_WORDS}: {size}.",
        ]
    if plan.pieces == 1:
        return [
            "Wydrukuj arkusz w skali 100% („Rzeczywisty rozmiar”, bez dopasowania do strony) i zmierz "
            "kwadrat: bok musi mieć 50 mm.",
            f"Obetnij planszę {TRIM_WORDS}: {size}.",
        ]
    # the card a shared sheet leaves bare is said to be waste, good for a trial (kit review r25, P minor 2:
    # Przekręt's third sheet about 40 % blank card, unexplained)
    split = [
        f"Arkusz z częściami {join_list([t.label for t in sheet])} rozetnij najpierw na części wzdłuż brzegu "
        f"planszy części {sheet[0].label} (znaczniki w narożnikach). Karton bez druku to odpad: wypróbuj na nim nożyk i klej."
        for sheet in shared
    ]
    return [
        f"Drukuj w skali 100% („Rzeczywisty rozmiar”, bez dopasowania do strony). {BOARD_PAPER}",
        *split,
        f"Części {', '.join(cut_sheets)} przytnij wzdłuż przerywanej linii cięcia (ostrym nożykiem przy metalowej "
        "linijce); odcięty szary pasek ODPAD wyrzuć."
        + (
            " Wytnij też szare kwadraty na końcach pasów kleju: w środku planszy będą dwie warstwy, nie cztery."
            if any(notches(plan, t) for t in plan.tiles)
            else ""
        ),
        # r20 (K minor 4): every outer edge of a sheet has a mark at both ends (board_marks.py), so each
        # part is cut alone, never the whole glued board's length; r27 R minor 10: in one stroke along a
        # ruler longer than the sheet (a short one moved mid-cut kinks the edge)
        "Każdą część obetnij po brzegu planszy od znacznika do znacznika (w narożniku i na końcu pasa), "
        "jednym pociągnięciem przy metalowej linijce długości co najmniej 30 cm.",
        "Ułóż części jak na mapie. Pasy kreskowane z szarą linią na skraju (KLEJ) posmaruj klejem: chowają "
        "się pod sąsiednim arkuszem.",
        "Przyłóż przyciętą krawędź sąsiada do szarej linii na skraju pasa kleju tak, by ją zakryła; linie "
        "i pola planszy mają przechodzić z arkusza na arkusz bez uskoku.",
        # r30 R minor 2: glue alone on card opens along a seam with handling; tape holds an unmounted board
        f"{glue_order(plan)} Jeśli chcesz, naklej gotową planszę na tekturę; bez tektury przeklej od spodu "
        f"każdy styk paskiem taśmy klejącej na całej długości.{folding(plan)}",
        # named by its pattern first: on a mono print the red is grey (r25 K minor 5: colour never the only cue)
        # r42 R minor 7: the builder looked for a red line on the sheet, where it is black (strips.waste_strip);
        # no scissors promised: a narrow strip has no room for them (r43 K kit)
        "Na mapie: gruba przerywana linia (czerwona) na styku części to krawędź przyciętego arkusza (na arkuszu: "
        "czarna przerywana linia), pas kreskowany to klej pod sąsiednim arkuszem.",
    ]


def _draw_steps(c: Canvas, x: float, y: float, width: float, steps: list[str], glued: bool) -> None:
    c.setFillColor(INK)
    c.setFont(fonts.SANS_BOLD, 11)
    # "Jak drukować" opens every guide page: the rulebook's print table finds guide pages by it
    c.drawString(x, y, "Jak drukować i skleić planszę" if glued else "Jak drukować planszę")
    y -= mm(6)
    for i, step in enumerate(steps, start=1):
        c.setFont(fonts.SANS_BOLD, 9.5)
        c.drawString(x, y, f"{i}.")
        c.setFont(fonts.SANS, 9.5)
        for line in wrap(step, fonts.SANS, 9.5, width - mm(6)):
            c.drawString(x + mm(5), y, line)
            y -= mm(4.3)
        y -= mm(1.2)


def _millimetres(length: float) -> str:
    """A length for the map, rounded down to half a millimetre: never more than the sheet gives."""
    half = math.floor(to_mm(length) * 2 + 1e-6) / 2
    return f"{half:g}".replace(".", ",")
