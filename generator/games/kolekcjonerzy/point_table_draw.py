"""The point table (`sheet: public`) drawn: the point list the arbiter fills in where every player sees
it, each exhibit with its price, how many plans list it and its points in this game (reportlab; the
kolekcjonerzy-sheet drawing, sheets_draw.render, draws it on each landscape page)."""

from __future__ import annotations

from generator.draw.fonts import SANS
from generator.games.kolekcjonerzy import facts as kolekcjonerzy
from generator.games.kolekcjonerzy.exhibit_tiles import TIER_COLORS
from generator.games.kolekcjonerzy.forms import (
    WRITTEN_TINT,
    Column,
    heading,
    paragraph,
    points_pl,
    table,
    tier_fill,
    write_in,
)
from generator.games.kolekcjonerzy.price_list_draw import pictogram_cell, price_badge
from generator.games.kolekcjonerzy.sheets import KolekcjonerzySheet, exhibits_of
from generator.model.polish import NBSP, counted
from generator.model.units import mm

PUBLIC_ROW_MOST = mm(12)  # the point table's tallest row: a few exhibits leave white round the table


def draw_public(c, box, spec: KolekcjonerzySheet, game) -> None:
    """The point list the arbiter announces, filled in where every player sees it: each exhibit with
    its price, how many plans list it and the points it is worth in this game."""
    facts = game.facts
    one = facts["one-token-points"]
    x, y, w, h = box
    top = heading(c, x, y + h, spec.title, game.spec.title, w, size=20)
    top -= mm(3)
    rule = (
        f"Arbiter wypełnia tę tabelę przy wszystkich, gdy gracze rozłożą już swoje kleksy, i zostawia ją na stole do "
        f"końca gry. Punkty = cena × liczba chętnych (graczy, którzy mają eksponat w planie). Eksponat za "
        f"1{NBSP}żeton jest zawsze wart {points_pl(one)}; droższy, którego nikt nie zaplanował – "
        f"{points_pl(kolekcjonerzy.point_value(2, 0, one))}."
    )
    if spec.copies > 1:  # said on the sheet itself, so the second copy is not taken for a misprint
        rule += (
            f" Zestaw ma {counted(spec.copies, 'egzemplarz', 'egzemplarze', 'egzemplarzy')} tej tabeli: arbiter wypełnia każdy tak samo i kładzie je po "
            "różnych stronach planszy, by każdy gracz miał tabelę blisko siebie."
        )
    top = paragraph(c, rule, x, top, w, size=9.5, leading=1.3) - mm(7)
    write_in(c, x, top, "Liczba graczy:", w * 0.22, size=10)
    write_in(c, x + w * 0.27, top, "Próg zwycięstwa:", w * 0.3, size=10)
    c.setFont(SANS, 10)
    c.drawString(x + w * 0.575, top, "pkt")
    write_in(c, x + w * 0.64, top, "Plan: co najmniej", w * 0.36, size=10)
    top -= mm(5)
    exhibits = exhibits_of(game)
    half = (len(exhibits) + 1) // 2
    gap = mm(6)
    col_w = (w - gap) / 2
    head_h = mm(6)
    # the rows take the page's height down to its bottom margin, as tall as the top margin is wide
    # (kit review r30, K minor 8: 8.5 mm rows left 17 mm blank below, the table off the sheet's middle
    # by 6.8 mm); rows taller than PUBLIC_ROW_MOST leave the rest equally above and below the table
    room = top - y - head_h
    row_h = min(PUBLIC_ROW_MOST, room / half)
    top -= (room - half * row_h) / 2
    name_w = col_w - row_h - mm(11) - mm(20) * 2
    columns = [
        Column("", row_h),
        Column("eksponat", name_w),
        Column("cena", mm(11), "centre"),
        Column("chętni", mm(20), "centre"),
        Column("punkty", mm(20), "centre"),
    ]
    for i, start in enumerate((0, half)):
        part = exhibits[start : start + half]
        rows = [
            [
                pictogram_cell(exhibit),
                exhibit.name,
                _badge_cell(exhibit.price),
                "–" if exhibit.price == 1 else None,
                str(one) if exhibit.price == 1 else None,
            ]
            for exhibit in part
        ]
        fills = [tier_fill(TIER_COLORS.get(e.price, "#777777"), WRITTEN_TINT) for e in part]
        table(
            c,
            x + i * (col_w + gap),
            top,
            columns,
            rows,
            row_h=row_h,
            head_h=head_h,
            size=10,
            head_size=8.5,
            fills=fills,
            bold_columns=(4,),
        )


def _badge_cell(price: int):
    def draw(c, x, y, w, h):
        price_badge(c, x + w / 2, y + h / 2, min(w, h) * 0.36, price)

    return draw
