"""kolekcjonerzy-sheet drawn: the player's plan and the arbiter's tally (reportlab), imported when
they are drawn (sheets.py names `render` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD
from generator.draw.labels import foot_room
from generator.draw.pdf import INK, new_document
from generator.games.kolekcjonerzy import facts as kolekcjonerzy
from generator.games.kolekcjonerzy.arbiter_draw import ARBITER_INSET, ARBITER_PAGES, draw_arbiter, draw_arbiter_play
from generator.games.kolekcjonerzy.form_boxes import OUTER_ROOM, back_boxes
from generator.games.kolekcjonerzy.forms import (
    HALVES_GUIDE,
    MUTED,
    RULE,
    Column,
    band_text,
    cut_line,
    halves,
    heading,
    paragraph,
    section,
    table,
    tokens_pl,
    wrapped_height,
    write_in,
)
from generator.games.kolekcjonerzy.point_table_draw import draw_public
from generator.games.kolekcjonerzy.price_list import copy_boxes, tiles_of
from generator.games.kolekcjonerzy.price_list_draw import draw_price_list
from generator.games.kolekcjonerzy.rulebook_extras import coins, starting_coins
from generator.games.kolekcjonerzy.sheet_foot import UNFOOTED, footed
from generator.games.kolekcjonerzy.sheet_words import words as sheet_words
from generator.games.kolekcjonerzy.sheets import (
    GUTTER,
    INSET,
    ROUND_BOXES,
    KolekcjonerzySheet,
)
from generator.games.kolekcjonerzy.slips_draw import draw_cuts, draw_slip, slip_boxes
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import NBSP, percent
from generator.model.units import mm


def _rules():
    return kolekcjonerzy


def owned_groups(planned_max: int, percent: int, planned_min: int = 1) -> list[tuple[int, int, int]]:
    """(first, last, must own) runs of plan sizes with the same threshold, for a compact table."""
    rules = _rules()
    out: list[tuple[int, int, int]] = []
    for n in range(planned_min, planned_max + 1):
        need = rules.min_owned(n, percent)
        if out and out[-1][2] == need:
            out[-1] = (out[-1][0], n, need)
        else:
            out.append((n, n, need))
    return out


def smallest_plan(facts) -> int:
    return min(v for *_, v in _rules().bands(facts["plan-minimum"]))


def owned_text(facts, largest: int) -> str:
    groups = owned_groups(largest, facts["planned-owned-percent"], smallest_plan(facts))
    return ", ".join(f"{band_text(a, b)}{NBSP}→{NBSP}{need}" for a, b, need in groups)


def _band_table(c, x: float, top: float, w: float, label: str, table_: dict) -> float:
    """Player-count bands across, one row of values: 'liczba graczy | 4–7 | 8–9 …' over 'label | 8 | 6 …'."""
    rows = _rules().bands(table_)
    first = mm(30)
    each = (w - first) / len(rows)
    columns = [Column("liczba graczy", first)] + [Column(band_text(a, b), each, "centre") for a, b, _ in rows]
    cells = [[label, *[str(v) for *_, v in rows]]]
    return table(c, x, top, columns, cells, row_h=mm(5.6), head_h=mm(4.6), size=9, bold_columns=range(1, 20))


EXTRA_ROWS = 10  # exhibits outside the plan a player can note: two lists of five


def draw_plan(c, box, spec: KolekcjonerzySheet, game) -> None:
    facts = game.facts
    x, y, w, h = box
    top = heading(c, x, y + h, spec.title, game.spec.title, w)
    top -= mm(6)
    write_in(c, x, top, "Gracz:", w * 0.52)
    write_in(c, x + w * 0.56, top, "Pionek nr:", w * 0.2)
    write_in(c, x + w * 0.8, top, "Graczy:", w * 0.2)
    top -= mm(5)
    top = section(c, x, top, w, f"Ile eksponatów zaplanować (najwyżej {facts['plan-maximum']})")
    top = _band_table(c, x, top, w, "zaplanuj co najmniej", facts["plan-minimum"]) - mm(4)
    top = section(c, x, top, w, "Zwycięstwo ogłaszasz na końcu swojej tury; musisz jednocześnie mieć:")
    top = _numbered(c, x, top, w, 1, "sumę punktów swoich eksponatów równą progowi zwycięstwa:")
    top = _band_table(c, x + mm(5), top, w - mm(5), "próg (punkty)", facts["win-points"]) - mm(2)
    top = _numbered(
        c,
        x,
        top,
        w,
        2,
        f"co najmniej {percent(facts['planned-owned-percent'])} eksponatów ze swojego "
        f"planu (w planie → trzeba mieć: {owned_text(facts, facts['plan-maximum'])});",
    )
    big = coins(game)["big"]
    top = _numbered(
        c,
        x,
        top,
        w,
        3,
        f"żetony warte najwyżej {facts['max-tokens-to-win']} ({big['one']} liczy się jak {big['label']}; "
        "wlicza się też reszta zapisana przez arbitra).",
    )
    top -= mm(2.5)
    footer = (
        f"Plan (najwyżej {facts['plan-maximum']} pozycji) oddaj arbitrowi; on zaznaczy go w swoim arkuszu i odda. "
        "Punkty przepisz z tabeli punktów; w kolumnie „mam” zaznaczaj kupione eksponaty. Cena z płytki to nie "
        "punkty: punkty są tylko w tabeli punktów. Brak wierszy na eksponaty spoza planu? Dopisz je na marginesie."
    )
    footer_h = wrapped_height(footer, w, size=7, leading=1.25) + mm(1)
    extra_rows = EXTRA_ROWS // 2  # two lists side by side
    avail = top - (y + footer_h + mm(2)) - mm(5) * 2 - mm(3) - mm(7)
    row_h = min(mm(6.5), avail / (spec.rows + extra_rows))
    columns = [
        Column("lp.", mm(7), "centre"),
        Column("eksponat z planu", w - mm(7) - mm(13) * 3),
        Column("cena", mm(13), "centre"),
        Column("punkty", mm(13), "centre"),
        Column("mam ✓", mm(13), "centre"),
    ]
    rows = [[str(i + 1), None, None, None, None] for i in range(spec.rows)]
    top = table(c, x, top, columns, rows, row_h=row_h, head_h=mm(5), size=7.5) - mm(3)
    gap = mm(3)
    half = (w - gap) / 2
    columns = [
        Column("inne moje eksponaty (spoza planu)", half - mm(11) * 2),
        Column("cena", mm(11), "centre"),
        Column("punkty", mm(11), "centre"),
    ]
    for i in range(2):
        bottom = table(
            c, x + i * (half + gap), top, columns, [[None] * 3 for _ in range(extra_rows)], row_h=row_h, head_h=mm(5)
        )
    top = bottom
    c.setFont(SANS_BOLD, 8.5)
    c.setFillColor(INK)
    label = "razem punktów (cała kolekcja):"
    c.drawRightString(x + w - mm(13) - mm(2), top - mm(5), label)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    c.rect(x + w - mm(13), top - mm(6.8), mm(13), mm(6.8), stroke=1, fill=0)
    paragraph(c, footer, x, y + footer_h, w, size=7, leading=1.25, color=MUTED)


def _numbered(c, x: float, top: float, w: float, number: int, text: str) -> float:
    c.setFillColor(colors.HexColor("#6b2d2a"))
    c.circle(x + mm(1.9), top - mm(2.2), mm(1.9), stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(SANS_BOLD, 7.5)
    c.drawCentredString(x + mm(1.9), top - mm(2.2) - 2.6, str(number))
    bottom = paragraph(c, text, x + mm(5), top + mm(0.2), w - mm(5), size=8.5, leading=1.25)
    return bottom - mm(1.2)


def busy_from(game) -> int:
    """The player count from which a turn's proposals are limited in all, 0 where no table the game
    allows is that busy."""
    busy = game.facts.get("busy-table", 0)
    return busy if busy and busy <= game.facts["players-max"] else 0


def sheet_values(game) -> dict:
    """The numbers the slips' and the arbiter's words print ({placeholders}, sheet_words), from the
    edition's facts: the points, the bank, the win check, the limits of proposals."""
    facts = game.facts
    one = facts["one-token-points"]
    busy, most = busy_from(game), facts["players-max"]
    return {
        "title": game.spec.title,
        "one": one,
        "none": _rules().point_value(2, 0, one),
        "start": starting_coins(game),
        "kept": coins(game)["small"]["few"],
        "refill": facts["bank-refill"],
        "blot": tokens_pl(facts["blot-penalty"]),
        "percent": facts["planned-owned-percent"],
        "owned": owned_text(facts, facts["plan-maximum"]),
        "max_tokens": facts["max-tokens-to-win"],
        "boxes": ROUND_BOXES,
        "next": ROUND_BOXES + 1,
        "closing": facts["closing-rounds"],
        "rounds": "{rounds}",  # each clock line's own, filled in as it is drawn
        "busy": f"{busy}–{most}" if busy and busy < most else str(busy),
        "per_turn": facts.get("proposals-per-turn", 0),
        "per_partner": facts["proposals-per-partner"],
    }


def _guide_lines(spec: KolekcjonerzySheet) -> list[str] | None:
    """What the print job's cover says of cutting: plans two to a sheet, slips ten to a page."""
    if spec.sheet == "plan" and spec.copies > 1:
        return [HALVES_GUIDE]
    if spec.sheet == "slips":
        return [spec.words["guide"], spec.words["stock"]]
    return None


def render(component: Component[KolekcjonerzySheet], game: Game, options: BuildOptions) -> list[Output]:
    spec: KolekcjonerzySheet = component.spec
    paper = options.paper
    if spec.sheet == "plan":
        # with the price list on the backs the sheets print double-sided: like every page of that
        # print job they lie portrait, the landscape halves turned a quarter. Each half is a portrait
        # page once cut, turned over like a book page (about its long side): a front's head lies at
        # the sheet's left edge, so its back's head lies at the right edge, which a long-edge flip puts
        # behind it; the back's halves then swap places (`back_boxes`) to stay behind their fronts
        duplex = "long" if spec.guests else None
        doc = new_document(paper, f"{game.spec.title} – {spec.title}", landscape=not duplex, duplex=duplex)
        page_w, page_h = paper.height, paper.width

        def turn(back: bool = False) -> None:
            if duplex and back:
                doc.canvas.translate(0, paper.height)
                doc.canvas.rotate(-90)
            elif duplex:
                doc.canvas.translate(paper.width, 0)
                doc.canvas.rotate(90)

        boxes = halves(page_w, page_h, options.margin + INSET, GUTTER, OUTER_ROOM)

        def sheet(count: int) -> None:
            turn()
            for box in boxes[:count]:
                draw_plan(doc.canvas, box, spec, game)
            if count > 1:
                cut_line(doc.canvas, page_w, page_h, options.margin)

        backs = [game.components[name] for name in spec.guests]

        def back(count: int) -> None:
            # the price list behind each plan, in the same halves, so one cut parts both sides
            turn(back=True)
            for guest in backs:
                exhibits = tiles_of(guest, game).spec.exhibits
                for box in back_boxes(copy_boxes(paper, options.margin))[:count]:
                    draw_price_list(doc.canvas, box, guest.spec.title, game, exhibits)
            if count > 1:
                cut_line(doc.canvas, page_w, page_h, options.margin)

        for start in range(0, spec.copies, 2):
            count = min(2, spec.copies - start)
            # two forms turned on the sheet, its foot line theirs (sheet_foot.UNFOOTED): the job's identifier under
            # them, in the printer's margin (OUTER_ROOM)
            doc.low_number()
            doc.page(count, lambda: sheet(count))  # every full sheet is the same: drawn once
            if backs:
                doc.low_number()
                doc.page(("back", count), lambda: back(count))
    elif spec.sheet == "public":
        doc = new_document(paper, f"{game.spec.title} – {spec.title}", landscape=True)
        margin = options.margin + mm(5)
        # the table keeps clear of the foot line below it, and as much paper above it, so it stays in the
        # sheet's middle (kit review r30, K minor 8)
        upright = max(margin, foot_room(options.margin))
        box = (margin, upright, paper.height - 2 * margin, paper.width - 2 * upright)
        for _ in range(spec.copies):
            doc.low_number()  # the table, centred across the sheet, comes within 2 mm of the foot line: lower
            doc.page(
                "public",
                footed(doc, paper.height, options, game.spec.title, spec, draw_public, doc.canvas, box, spec, game),
            )
    elif spec.sheet == "slips":
        doc = new_document(paper, f"{game.spec.title} – {spec.title}")
        boxes = slip_boxes(paper.width, paper.height, options.margin + mm(2), foot_room(options.margin))

        said = sheet_words(spec, sheet_values(game))

        def slips() -> None:
            for box in boxes:
                draw_slip(doc.canvas, box, said, bool(busy_from(game)))
            draw_cuts(doc.canvas, boxes)

        for _ in range(spec.copies):
            doc.page("slips", footed(doc, paper.width, options, game.spec.title, spec, slips))
    else:
        # its two pages the front and back of one sheet (kit review r36 K minor 3: page 2 alone used a third of a
        # one-sided sheet), so it prints in the double-sided paper job
        doc = new_document(paper, f"{game.spec.title} – {spec.title}", duplex="long")
        margin = options.margin + ARBITER_INSET
        box = (margin, margin, paper.width - 2 * margin, paper.height - 2 * margin)
        said = sheet_words(spec, sheet_values(game))
        for _ in range(spec.copies):  # two pages a copy: before the game and at a claim, then in play
            doc.page("arbiter", lambda: draw_arbiter(doc.canvas, box, spec, game, said, busy_from(game)))
            doc.page("arbiter-play", lambda: draw_arbiter_play(doc.canvas, box, spec, game, said))
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **{**doc.described(game.spec.title), "guide_lines": _guide_lines(spec)},
            data=doc.finish(),
            pages=doc.pages,
            stock="paper",
            unit=_unit(spec, paper, options),
            folios=[None] * doc.pages if spec.sheet in UNFOOTED else None,  # drawn upright (Output.folios)
        )
    ]


def _unit(spec: KolekcjonerzySheet, paper, options: BuildOptions) -> list[int] | None:
    """[pages, copies] of the sheet every sheet of the file repeats: two plans a sheet (their price
    lists on the back when double-sided), a page of slips, one public list a page, the arbiter's sheet on two;
    None when the last sheet holds fewer (an odd number of plans). The point table's copies are all
    needed whatever the number of players (one on each side of the board): its unit is all of them,
    so no smaller table prints fewer, and written-on copies are printed again from the same pages."""
    if spec.sheet == "public":
        return [spec.copies, 1]
    if spec.sheet == "plan":
        return ([2, 2] if spec.guests else [1, 2]) if spec.copies % 2 == 0 else None
    if spec.sheet == "slips":
        return [1, len(slip_boxes(paper.width, paper.height, options.margin + mm(2)))]
    return [ARBITER_PAGES, 1]
