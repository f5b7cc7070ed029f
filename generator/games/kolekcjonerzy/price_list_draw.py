"""exhibit-price-list drawn: the price list's copies and the arbiter's point values of one game
(reportlab), imported when they are drawn (price_list.py names `render` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib import colors

from generator.draw.art.pictograms import PICTOGRAMS, draw_pictogram
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.kinds.reuse import draw_once
from generator.draw.pdf import INK, new_document
from generator.draw.text import fit
from generator.games.kolekcjonerzy.exhibit_tiles import TIER_COLORS
from generator.games.kolekcjonerzy.facts import min_owned, plan_minimum, point_value, win_points
from generator.games.kolekcjonerzy.forms import (
    HALVES_GUIDE,
    MUTED,
    RULE,
    Column,
    cut_line,
    exhibits_pl,
    heading,
    paragraph,
    players_pl,
    points_pl,
    table,
    tier_fill,
    tokens_pl,
    wrapped_height,
)
from generator.games.kolekcjonerzy.price_list import (
    MAX_ROW,
    NAME_FONT,
    NAME_MAX,
    NAME_MIN,
    PLANS_GAP,
    POINTS_MARGIN,
    POINTS_NAME_SIZE,
    PriceList,
    badge_radius,
    column_width,
    copy_boxes,
    name_width,
    plan_column_width,
    plan_name_fit,
    player_fit,
    points_name_width,
    tiers,
    tiles_of,
)
from generator.games.kolekcjonerzy.rules import Plans, PointRow, normalise
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import NBSP, percent
from generator.model.units import mm


def pictogram_cell(exhibit):
    """A table cell drawing the exhibit's pictogram; each pictogram and size is drawn once per PDF as a
    form XObject and reused (four copies of the list would otherwise draw it four times)."""

    def draw(c, x, y, w, h):
        if exhibit.picture not in PICTOGRAMS:
            return
        side = min(w, h) - mm(1)
        c.saveState()
        c.translate(x + (w - side) / 2, y + (h - side) / 2)
        draw_once(
            c,
            f"pic-{exhibit.picture}-{round(side * 100)}",
            (-2, -2, side + 2, side + 2),
            lambda: draw_pictogram(c, exhibit.picture, 0, 0, side, colors.HexColor("#2b2623")),
        )
        c.restoreState()

    return draw


def price_badge(c, x: float, y: float, r: float, price: int) -> None:
    c.setFillColor(colors.HexColor(TIER_COLORS.get(price, "#555555")))
    c.circle(x, y, r, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(SERIF_BOLD, r * 1.25)
    c.drawCentredString(x, y - r * 0.43, str(price))


def draw_price_list(c, box, title: str, game, exhibits) -> None:
    x, y, w, h = box
    top = heading(c, x, y + h, title, game.spec.title, w, pencil=False)  # read, not written on
    top = paragraph(
        c,
        "Cena w żetonach, płacona bankowi przy zakupie. Kolor ramki i znaczka ceny na płytce oznacza grupę cenową.",
        x,
        top - mm(1.5),
        w,
        size=7.5,
        color=MUTED,
    )
    groups = tiers(exhibits)
    rule_text = point_rule_text(game, exhibits)
    footer_h = wrapped_height(rule_text, w - mm(5), size=7.5) + mm(7)
    bar_h = mm(5.5)
    rows = sum((len(items) + 1) // 2 for _, items in groups)
    avail = top - mm(3) - (y + footer_h) - len(groups) * (bar_h + mm(1.8))
    row_h = min(MAX_ROW, avail / max(rows, 1))
    col_w = column_width(w)
    cy = top - mm(3)
    for price, items in groups:
        color = colors.HexColor(TIER_COLORS.get(price, "#555555"))
        c.setFillColor(color)
        c.roundRect(x, cy - bar_h, w, bar_h, mm(1.2), stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(SANS_BOLD, 8.5)
        c.drawString(x + mm(2.5), cy - bar_h / 2 - 3, tokens_pl(price).upper())
        c.setFont(SANS, 7)
        c.drawRightString(x + w - mm(2.5), cy - bar_h / 2 - 2.5, exhibits_pl(len(items)))
        cy -= bar_h + mm(0.8)
        per_col = (len(items) + 1) // 2
        for i, exhibit in enumerate(items):
            col, row = divmod(i, per_col)
            ex = x + col * (col_w + mm(3))
            ey = cy - (row + 1) * row_h
            pictogram_cell(exhibit)(c, ex, ey, row_h, row_h)
            r = badge_radius(row_h)
            price_badge(c, ex + col_w - r - mm(0.5), ey + row_h / 2, r, exhibit.price)
            fitted = fit(
                exhibit.name, NAME_FONT, name_width(col_w, row_h), max_size=NAME_MAX, min_size=NAME_MIN, max_lines=2
            )
            if fitted:
                c.setFillColor(INK)
                c.setFont(NAME_FONT, fitted.size)
                lead = fitted.size * 1.05
                base = ey + row_h / 2 - fitted.size * 0.35 + (len(fitted.lines) - 1) * lead / 2
                for line in fitted.lines:
                    c.drawString(ex + row_h + mm(1), base, line)
                    base -= lead
            c.setStrokeColor(RULE)
            c.setLineWidth(0.2)
            c.line(ex, ey, ex + col_w, ey)
        cy -= per_col * row_h + mm(1)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    c.roundRect(x, y, w, footer_h - mm(3), mm(1.5), stroke=1, fill=0)
    paragraph(c, rule_text, x + mm(2.5), y + footer_h - mm(4.5), w - mm(5), size=7.5)


def point_rule_text(game, exhibits) -> str:
    """How points are valued, with an example computed by the game's own rule."""
    one = game.facts["one-token-points"]
    text = (
        "Wartość punktowa w rozgrywce: cena × liczba graczy, którzy mają eksponat w planie; arbiter wpisuje ją "
        f"do tabeli punktów, gdy gracze rozłożą kleksy. Eksponat za 1{NBSP}żeton jest zawsze wart {points_pl(one)}."
    )
    dearest = max(exhibits, key=lambda e: e.price, default=None)
    if dearest is not None and dearest.price > 1:
        value = point_value(dearest.price, 5, one)
        text += (
            f" Przykład: {dearest.name} ({tokens_pl(dearest.price)}) w planach {players_pl(5)} jest wart "
            f"{points_pl(value)}."
        )
    return text


def render(component: Component[PriceList], game: Game, options: BuildOptions) -> list[Output]:
    spec: PriceList = component.spec
    exhibits = tiles_of(component, game).spec.exhibits
    page_w, page_h = options.paper.height, options.paper.width
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", landscape=True)
    c = doc.canvas
    boxes = copy_boxes(options.paper, options.margin)

    def sheet(count: int) -> None:
        for box in boxes[:count]:
            draw_price_list(c, box, spec.title, game, exhibits)
        if count > 1:
            cut_line(c, page_w, page_h, options.margin)

    for start in range(0, spec.copies, 2):
        count = min(2, spec.copies - start)
        doc.page(count, lambda: sheet(count))  # every full sheet is the same: drawn once
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **{**doc.described(game.spec.title), "guide_lines": [HALVES_GUIDE] if spec.copies > 1 else None},
            data=doc.finish(),
            pages=doc.pages,
            stock="paper",
        )
    ]


def render_points_pdf(game, plans: Plans, rows: Sequence[PointRow], paper) -> tuple[bytes, int]:
    """The arbiter's announcement (page 1) and the players' plans with their win thresholds (page 2)."""
    facts = game.facts
    players = len(plans.plans)
    doc = new_document(paper, f"{game.spec.title} – tabela punktów rozgrywki")
    c = doc.canvas
    margin = POINTS_MARGIN
    x, w = margin, paper.width - 2 * margin
    top = heading(c, x, paper.height - margin, "Tabela punktów tej rozgrywki", game.spec.title, w, size=20)
    target = win_points(facts, players)
    minimum = plan_minimum(facts, players)
    info = (
        f"Graczy: {players}. Wygrywa, kto zbierze eksponaty warte łącznie dokładnie {points_pl(target)}, "
        f"ma co najmniej {percent(facts['planned-owned-percent'])} eksponatów ze swojego planu i żetony warte "
        f"najwyżej {facts['max-tokens-to-win']}. Plan w tej rozgrywce: co najmniej "
        f"{minimum} pozycji."
    )
    top = paragraph(c, info, x, top - mm(2), w, size=9.5) - mm(4)
    exhibits = {e.name: e for e in tiles_exhibits(game)}
    columns = [
        Column("", mm(9)),
        Column("Eksponat", points_name_width(paper)),
        Column("Cena", mm(20), "centre"),
        Column("Chętni", mm(20), "centre"),
        Column("Punkty", mm(20), "centre"),
    ]
    table_rows, fills = [], []
    for row in rows:
        table_rows.append(
            [pictogram_cell(exhibits[row.name]), row.name, tokens_pl(row.price), str(row.wanted_by), str(row.points)]
        )
        fills.append(tier_fill(TIER_COLORS.get(row.price, "#777777"), 0.88))
    avail = top - margin - mm(12)
    row_h = min(mm(6.6), avail / (len(rows) + 1))
    bottom = table(c, x, top, columns, table_rows, row_h=row_h, size=POINTS_NAME_SIZE, fills=fills, bold_columns=(4,))
    paragraph(
        c,
        f"Punkty = cena × liczba chętnych (graczy, którzy mają eksponat w planie). Eksponaty za "
        f"1{NBSP}żeton: zawsze {points_pl(facts['one-token-points'])}.",
        x,
        bottom - mm(2),
        w,
        size=8,
        color=MUTED,
    )
    doc.show_page()
    _plans_page(doc, game, plans, rows, paper, margin)
    return doc.finish(), doc.pages


def tiles_exhibits(game):
    tiles = game.one("exhibit-tiles")
    return tiles.spec.exhibits if tiles else []


def _plans_page(doc, game, plans: Plans, rows: Sequence[PointRow], paper, margin: float) -> None:
    c = doc.canvas
    facts = game.facts
    points = {r.name: r.points for r in rows}
    x, w = margin, paper.width - 2 * margin
    top = heading(c, x, paper.height - margin, "Plany graczy – tylko dla arbitra", game.spec.title, w, size=16)
    top = paragraph(
        c,
        f"Przy ogłoszeniu wygranej sprawdź, czy gracz ma co najmniej tyle eksponatów ze swojego "
        f"planu, ile podaje kolumna „musi mieć” ({percent(facts['planned-owned-percent'])} planu, zaokrąglone "
        f"w górę).",
        x,
        top - mm(2),
        w,
        size=8.5,
    ) - mm(3)
    cols = 3 if len(plans.plans) > 4 else 2
    gap = PLANS_GAP
    col_w = plan_column_width(paper, len(plans.plans))
    line = mm(4.1)
    heights = [mm(11) + len(p.exhibits) * line for p in plans.plans]
    tops = [top] * cols
    for plan, height in zip(plans.plans, heights):
        col = max(range(cols), key=lambda k: tops[k])
        bx, by = x + col * (col_w + gap), tops[col]
        if by - height < margin:
            doc.show_page()
            tops = [paper.height - margin] * cols
            col, bx, by = 0, x, tops[0]
        names = [normalise(n) for n in plan.exhibits]
        need = min_owned(len(names), facts["planned-owned-percent"])
        c.setFillColor(colors.HexColor("#efe8d8"))
        c.rect(bx, by - mm(9), col_w, mm(9), stroke=0, fill=1)
        c.setFillColor(INK)
        fitted = player_fit(plan.player, col_w)
        if fitted is None:
            raise AssertionError(f"player '{plan.player}' does not fit: the check should have reported it")
        c.setFont(SANS_BOLD, fitted.size)
        c.drawString(bx + mm(1.5), by - mm(4), plan.player)
        c.setFont(SANS, 7)
        c.setFillColor(MUTED)
        c.drawString(
            bx + mm(1.5),
            by - mm(7.6),
            f"w planie: {len(names)} · musi mieć: {need} · suma pkt planu: {sum(points.get(n, 0) for n in names)}",
        )
        yy = by - mm(9) - line + mm(1)
        c.setFillColor(INK)
        for name in names:
            fitted = plan_name_fit(name, col_w)
            if fitted is None:
                raise AssertionError(f"exhibit '{name}' does not fit: the check should have reported it")
            c.setFont(SANS, fitted.size)
            c.drawString(bx + mm(1.5), yy, name)
            c.setFont(SANS_SEMIBOLD, 7.5)
            c.drawRightString(bx + col_w - mm(1.5), yy, f"{points.get(name, 0)} pkt")
            yy -= line
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        c.rect(bx, by - height, col_w, height, stroke=1, fill=0)
        tops[col] = by - height - mm(4)
    doc.show_page()
