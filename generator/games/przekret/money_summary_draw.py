"""money-summary drawn: the banker's page (reportlab), imported when it is drawn (money_summary.py
names `render` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from generator.draw.band import BAND_SIDE, draw_head
from generator.draw.fonts import SANS, SANS_BOLD, SANS_ITALIC, SERIF_BOLD
from generator.draw.kinds.banknotes import skipped
from generator.draw.labels import draw_form_foot, foot_room
from generator.draw.look import game_accent
from generator.draw.pdf import FORM_TINT, INK, new_document
from generator.draw.text import wrap
from generator.games.przekret.facts import FACTS, apartment_worth
from generator.games.przekret.money_summary import (
    Ledger,
    MoneySummary,
    RoundTally,
    amount,
    banknotes_of,
    sheets_by_value,
    small_table_sheets,
    upgrades_of,
)
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm


class _Table:
    """A plain ruled table drawn row by row from the top."""

    def __init__(self, c, x: float, y: float, widths: list[float]):
        self.c, self.x, self.y, self.widths = c, x, y, widths

    def row(self, cells: list[str], bold: bool = False, shade: bool = False, height: float = mm(6.2)) -> None:
        c = self.c
        if shade:
            c.setFillColor(FORM_TINT)  # a sheet used up every game: the light tint of forms
            c.rect(self.x, self.y - height, sum(self.widths), height, stroke=0, fill=1)
        c.setFillColor(INK)
        c.setFont(SANS_BOLD if bold else SANS, 9.5)
        x = self.x
        for i, (cell, width) in enumerate(zip(cells, self.widths)):
            if i == 0:
                c.drawString(x + mm(1.5), self.y - height + mm(1.9), cell)
            else:
                c.drawRightString(x + width - mm(1.5), self.y - height + mm(1.9), cell)
            x += width
        c.setStrokeColorRGB(0.75, 0.71, 0.63)
        c.setLineWidth(0.4)
        c.line(self.x, self.y - height, self.x + sum(self.widths), self.y - height)
        self.y -= height


# every table, tally and text on both sides of the banker's sheet: one measure, the head band's (band.BAND_SIDE from
# each edge): one left and one right edge down the page and on its back (r34 P minor 6: 162 vs 139 mm; r43 P minor 7:
# the front's tables 18–180 mm under a band of 20–190 mm, the back's 18–192 mm)
def measure(width: float) -> tuple[float, float]:
    """(left edge, width) of everything on a side of the sheet `width` wide."""
    return BAND_SIDE, width - 2 * BAND_SIDE


TALLY_BOX = mm(6.2)
TALLY_GAP = mm(0.6)


def draw_tally(c, tally: RoundTally, left: float, top: float, width: float) -> float:
    """The round tally from `top` down: its title, numbered boxes in rows, the box each player count
    ends on drawn heavier with that count under it, and the note; returns the y below it."""
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, top, tally.title)
    if tally.fill_in:
        top -= mm(8)
        part = width / len(tally.fill_in)
        c.setFont(SANS, 10)
        c.setStrokeColor(INK)
        c.setLineWidth(0.5)
        for k, label in enumerate(tally.fill_in):
            x = left + k * part
            c.drawString(x, top, f"{label}:")
            start = x + c.stringWidth(f"{label}:", SANS, 10) + mm(2)
            c.line(start, top - mm(0.8), x + part - mm(6), top - mm(0.8))
    step = TALLY_BOX + TALLY_GAP
    per_row = max(1, int((width + TALLY_GAP) // step))
    ends: dict[int, list[str]] = {}
    for end in tally.ends:
        ends.setdefault(end.rounds, []).append(end.shown_players())
    y = top - mm(3.5)
    for start in range(0, tally.boxes(), per_row):
        for k in range(start, min(start + per_row, tally.boxes())):
            x = left + (k - start) * step
            heavy = k + 1 in ends
            c.setStrokeColor(INK)
            c.setLineWidth(1.4 if heavy else 0.6)
            c.rect(x, y - TALLY_BOX, TALLY_BOX, TALLY_BOX, stroke=1, fill=0)
            c.setFont(SANS_BOLD if heavy else SANS, 8.5)
            c.drawCentredString(x + TALLY_BOX / 2, y - TALLY_BOX / 2 - mm(1.1), str(k + 1))
            if heavy:
                c.setFont(SANS, 7)
                for n, label in enumerate(ends[k + 1]):
                    # centred under its box, or flush with the measure's right edge where it would pass it (r43)
                    centre = min(x + TALLY_BOX / 2, left + width - c.stringWidth(label, SANS, 7) / 2)
                    c.drawCentredString(centre, y - TALLY_BOX - mm(3.2) - n * mm(3), label)
        y -= TALLY_BOX + mm(4) + mm(3) * max(len(v) for v in ends.values())
    if tally.note:
        c.setFont(SANS, 10)
        y -= mm(2)
        for chunk in wrap(tally.note, SANS, 10, width):
            c.drawString(left, y, chunk)
            y -= mm(4.8)
    return y


def render(component: Component[MoneySummary], game: Game, options: BuildOptions) -> list[Output]:
    spec: MoneySummary = component.spec
    money = banknotes_of(component, game)
    if money is None:
        return []
    notes = money.spec
    currency = notes.currency
    printed = {d.value: d.count for d in notes.denominations}
    spans = sheets_by_value(notes, options)
    # printed with the banknotes, double-sided (its back lists the upgrade prices, or stays blank): no
    # print job of its own
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex=options.duplex)
    c = doc.canvas
    w, h = options.paper.width, options.paper.height
    left, width = measure(w)
    y = h - mm(25)  # the title clear of the head's band (band.draw_head), as on every guide page
    draw_head(c, w, h, game.spec.title, game_accent(game), (left, y + mm(5), 10))  # as every guide page's head
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, 19)
    c.drawString(left, y - mm(3), spec.title)
    y -= mm(13)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, y, "Banknoty w zestawie")
    y -= mm(2.5)
    # a small table's set beside the whole one (banknotes.small_table; r39 P shortfall 3: the banker who
    # skipped the pages the print guide allows did not know which notes he lacked)
    skips, small = skipped(notes), notes.small_table
    table_small = f"przy {game.spec.players.min}–{small.players} graczach" if small and skips else ""
    parts = (32, 24, 26, 40, 40) if table_small else (40, 28, 44, 50)
    table = _Table(c, left, y, [width * part / sum(parts) for part in parts])
    table.row(["nominał", "sztuk", "arkuszy"] + [table_small] * bool(table_small) + ["wartość"], bold=True, shade=True)
    for d in notes.denominations:  # a sheet holds one denomination (the check's money-summary.overlap)
        span = str(spans[d.value]) if d.value in spans else "–"
        fewer = [str(d.count - skips.get(d.value, 0))] * bool(table_small)
        table.row(
            [f"{amount(d.value)} {currency}", str(d.count), span] + fewer + [f"{amount(d.value * d.count)} {currency}"]
        )
    total_notes = sum(d.count for d in notes.denominations)
    total = sum(d.value * d.count for d in notes.denominations)
    fewer = [str(total_notes - sum(skips.values()))] * bool(table_small)
    table.row(["razem", str(total_notes), ""] + fewer + [f"{amount(total)} {currency}"], bold=True)
    if table_small:
        left_out = small_table_sheets(notes, options)
        kinds = " i ".join(f"{n} × {amount(v)} {currency}" for v, n in sorted(skips.items()))
        c.setFont(SANS_ITALIC, 8.5)
        c.drawString(
            left,
            table.y - mm(5),
            f"„{table_small.capitalize()}”: bez {counted(left_out, 'ostatniego arkusza', 'ostatnich arkuszy', 'ostatnich arkuszy')}"
            f" banknotów ({kinds}); przy {small.players + 1}–{game.spec.players.max} graczach potrzebne są wszystkie.",
        )
        table.y -= mm(6)
    y = table.y - mm(9)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, y, "Rozdanie na start (każdy gracz dostaje)")
    y -= mm(2.5)
    deals = spec.deals
    col = (width - mm(36)) / max(1, len(deals))  # the sheet's tables one width (r34 P minor 6: 162 vs 139 mm)
    table = _Table(c, left, y, [mm(36)] + [col] * len(deals))
    table.row(["nominał"] + [d.shown_players() for d in deals], bold=True, shade=True)
    values = sorted({v for d in deals for v in d.notes} | set(printed), reverse=True)
    for value in values:
        table.row([f"{amount(value)} {currency}"] + [str(d.notes.get(value, 0)) or "–" for d in deals])
    table.row(["na gracza"] + [f"{amount(d.per_player())} {currency}" for d in deals], bold=True)
    table.row(["bank wydaje"] + [f"{amount(d.per_player() * d.high)} {currency}" for d in deals])
    table.row(["zostaje w banku"] + [f"{amount(total - d.per_player() * d.high)} {currency}" for d in deals])
    y = table.y - mm(2)
    c.setFont(SANS_ITALIC, 8.5)
    c.drawString(left, y - mm(3), "„Bank wydaje” i „zostaje w banku” liczone dla największej liczby graczy w kolumnie.")
    y -= mm(11)
    lines = []
    if spec.supply:
        lines.append(spec.supply)
    lines.extend(spec.notes)
    c.setFont(SANS, 10)
    for line in lines:
        for chunk in wrap(line, SANS, 10, width):
            c.drawString(left, y, chunk)
            y -= mm(4.8)
        y -= mm(1.5)
    if spec.round_tally is not None:
        draw_tally(c, spec.round_tally, left, y - mm(6), width)
    cards = upgrades_of(component, game)
    # the sheet's foot line, as a form's: the game and what it is (kit review r30, K minor 2; r35, R minor 10)
    if not draw_form_foot(c, w, options.margin, game.spec.title, spec.title):
        raise AssertionError(f"{spec.title}: its foot line does not fit")
    doc.show_page()  # the calibration square is on the print job's cover, once per job
    if cards is not None:
        rooms = game.facts.get("max-rooms", FACTS["max-rooms"].value)
        _draw_back(c, spec, cards, currency, rooms, left, w, h, foot_room(options.margin) + mm(4))
        draw_form_foot(c, w, options.margin, game.spec.title, spec.title)
        doc.show_page()
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **doc.described(game.spec.title),
            data=doc.finish(),
            pages=doc.pages,
            sheets=1,
            stock="paper",
            duplex=cards is not None,
            unit=[doc.pages, 1],  # one sheet, used up by every game: reprinted whole
        )
    ]


def _draw_back(
    c, spec: MoneySummary, cards, currency: str, rooms: int, left: float, w: float, h: float, floor: float
) -> None:
    """The back: what each upgrade costs on each street (the banker sells them), what an apartment
    is worth at the end of the timed game, the back tally (or the round tally again, for the next game)
    and the ledger, down to `floor` (the foot line's room)."""
    y = h - mm(22)
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, 19)
    c.drawString(left, y - mm(3), "Ceny ulepszeń")
    y -= mm(9)
    c.setFont(SANS, 10)
    for chunk in wrap(
        "Ceny za jeden żeton, płacone bankowi. Apartament to zamiana pokoi na duży żeton: płaci się "
        "cenę apartamentu, a pokoje wracają do banku. Przy liczeniu wyniku pokój jest wart swoją cenę, "
        f"a apartament – cenę {rooms} pokoi i zamiany razem (ostatnia kolumna).",
        SANS,
        10,
        w - 2 * left,
    ):
        c.drawString(left, y, chunk)
        y -= mm(4.8)
    y -= mm(1)
    parts = (54, 34, 34, 52)
    table = _Table(c, left, y, [(w - 2 * left) * part / sum(parts) for part in parts])
    table.row(["ulica", "pokój", "apartament", "apartament na koniec gry"], bold=True, shade=True)
    for street in cards.spec.streets:
        up = street.upgrade
        end = apartment_worth(up.room, up.apartment, rooms)
        table.row([street.name] + [f"{amount(v)} {currency}" for v in (up.room, up.apartment, end)])
    y = table.y - mm(12)
    if spec.back_tally is not None:
        y = draw_tally(c, spec.back_tally, left, y, w - 2 * left)
    elif spec.round_tally is not None:
        tally = spec.round_tally.model_copy(update={"title": f"{spec.round_tally.title} – następna gra"})
        y = draw_tally(c, tally, left, y, w - 2 * left)
    if spec.ledger is not None:
        draw_ledger(c, spec.ledger, left, y - mm(4), w - 2 * left, floor)


LEDGER_ROW = (mm(5.5), mm(7.0))  # a row's height: one written line, at most a comfortable one
LEDGER_LINE = (0.75, 0.71, 0.63)  # the tables' rule colour: outlines only, no fill (a form reused game after game)


def draw_ledger(c, ledger: Ledger, left: float, top: float, width: float, floor: float) -> float:
    """The ledger from `top` down to `floor` at most: its title, its note, a head row and `rows`
    empty rows, ruled and outlined (no fills: the banker writes in pencil and rubs out after the game);
    rows share the height left, between LEDGER_ROW's bounds. Returns the y below it; raises where the
    rows do not fit (the back would need less above it)."""
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, top, ledger.title)
    y = top - mm(2)
    after = left + c.stringWidth(ledger.title, SANS_BOLD, 11.5) + mm(3)  # the note beside the title, where it fits
    if ledger.note and c.stringWidth(ledger.note, SANS, 10) <= left + width - after:
        c.setFont(SANS, 10)
        c.drawString(after, top, ledger.note)
    elif ledger.note:
        c.setFont(SANS, 10)
        for chunk in wrap(ledger.note, SANS, 10, width):
            y -= mm(4.8)
            c.drawString(left, y, chunk)
        y -= mm(1.5)
    head = mm(6.2)
    row = min(LEDGER_ROW[1], (y - head - floor) / ledger.rows)
    if row < LEDGER_ROW[0] - 0.01:
        raise AssertionError(
            f"{ledger.title}: {ledger.rows} rows of {row / mm(1):.1f} mm, under {LEDGER_ROW[0] / mm(1):.1f} mm"
        )
    parts = sum(col.width for col in ledger.columns)
    widths = [width * col.width / parts for col in ledger.columns]
    bottom = y - head - ledger.rows * row
    c.setFont(SANS_BOLD, 9.5)
    x = left
    for col, cw in zip(ledger.columns, widths):
        c.drawString(x + mm(1.5), y - head + mm(1.9), col.title)
        x += cw
    c.setStrokeColorRGB(*LEDGER_LINE)
    c.setLineWidth(0.4)
    for k in range(ledger.rows + 1):
        c.line(left, y - head - k * row, left + width, y - head - k * row)
    x = left
    for cw in widths[:-1]:
        x += cw
        c.line(x, y, x, bottom)
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.rect(left, bottom, width, y - bottom, stroke=1, fill=0)
    return bottom
