"""money-summary: the banker's page for a game's banknotes: what is printed, on which sheets, and
how the starting cash is dealt for each number of players. Game-neutral.

    kind: money-summary
    title: Pieniądze – zestawienie dla bankiera
    money: money                        # the game's banknotes component (its file name)
    deals:                              # notes each player receives at the start
      - players: 2                      # one player count …
        notes: {10000: 2, 5000: 3, 100: 10}
      - players: [4, 6]                 # … or an inclusive range
        notes: {10000: 1, 5000: 2, 100: 10}
    extra_copies: [100, 200]            # denominations worth printing again (sheets are named)
    notes: ["…"]                        # extra lines under the tables (optional)

Output: `<name>.pdf`, one page on plain paper. Checks: every dealt note is a printed denomination,
and the notes suffice to deal the largest player count of every deal.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from ..fonts import SANS, SANS_BOLD, SANS_ITALIC, SERIF_BOLD
from ..layout.imposition import plan_grid
from ..model import Model
from ..pdf import INK, draw_calibration_square, new_document
from ..text import wrap
from ..units import mm
from . import Kind, register
from ._sheets import sheet_spec

Count = Annotated[int, Field(ge=0, le=1000)]


class Deal(Model):
    players: int | Annotated[list[Annotated[int, Field(ge=1, le=20)]], Field(min_length=2, max_length=2)]
    notes: dict[int, Count] = Field(min_length=1)

    @field_validator("players")
    @classmethod
    def _range(cls, value):
        if isinstance(value, list) and value[0] > value[1]:
            raise ValueError(f"expected a range [low, high] with low ≤ high, received {value}")
        if isinstance(value, int) and not 1 <= value <= 20:
            raise ValueError(f"expected a player count from 1 to 20, received {value}")
        return value

    @property
    def low(self) -> int:
        return self.players if isinstance(self.players, int) else self.players[0]

    @property
    def high(self) -> int:
        return self.players if isinstance(self.players, int) else self.players[1]

    def covers(self, players: int) -> bool:
        return self.low <= players <= self.high

    def per_player(self) -> int:
        return sum(value * count for value, count in self.notes.items())

    def players_text(self) -> str:
        """For finding messages (English)."""
        return f"{self.low} players" if self.low == self.high else f"{self.low}–{self.high} players"

    def shown_players(self) -> str:
        if self.low == self.high:
            return f"{self.low} graczy" if self.low > 1 else "1 gracz"
        return f"{self.low}–{self.high} graczy"


class MoneySummary(Model):
    kind: Literal["money-summary"]
    title: str = Field(default="Pieniądze – zestawienie dla bankiera", min_length=1)
    money: str = Field(min_length=1)
    deals: list[Deal] = Field(min_length=1)
    extra_copies: list[int] = []
    notes: list[str] = []


def banknotes_of(component, game):
    """The banknotes component the summary refers to, or None."""
    other = game.components.get(component.spec.money)
    return other if other is not None and other.kind == "banknotes" else None


def amount(value: int) -> str:
    from ..rulebook.polish import number
    return number(value)


def sheets_by_value(money_spec, options) -> dict[int, tuple[int, int]]:
    """Denomination → (first, last) sheet number of the banknotes file, as its sheet labels count."""
    grid = plan_grid(sheet_spec(money_spec.width, money_spec.height, money_spec.bleed, 0.0, options))
    out: dict[int, tuple[int, int]] = {}
    start = 0
    for d in money_spec.denominations:
        if d.count and grid.per_sheet:
            out[d.value] = (start // grid.per_sheet + 1, (start + d.count - 1) // grid.per_sheet + 1)
        start += d.count
    return out


def _sheets_text(span: tuple[int, int]) -> str:
    first, last = span
    return f"arkusz {first}" if first == last else f"arkusze {first}–{last}"


class _Table:
    """A plain ruled table drawn row by row from the top."""

    def __init__(self, c, x: float, y: float, widths: list[float]):
        self.c, self.x, self.y, self.widths = c, x, y, widths

    def row(self, cells: list[str], bold: bool = False, shade: bool = False, height: float = mm(6.2)) -> None:
        c = self.c
        if shade:
            c.setFillColorRGB(0.93, 0.91, 0.86)
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


def render(component, game, options):
    from ..build import Output
    spec: MoneySummary = component.spec
    money = banknotes_of(component, game)
    if money is None:
        return []
    notes = money.spec
    currency = notes.currency
    printed = {d.value: d.count for d in notes.denominations}
    spans = sheets_by_value(notes, options)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}")
    c = doc.canvas
    w, h = options.paper.width, options.paper.height
    left = mm(18)
    y = h - mm(22)
    c.setFillColor(INK)
    c.setFont(SANS, 10)
    c.drawString(left, y + mm(5), game.spec.title.upper())
    c.setFont(SERIF_BOLD, 19)
    c.drawString(left, y - mm(3), spec.title)
    y -= mm(13)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, y, f"Co jest w pliku „{notes.title}” ({money.name}.pdf)")
    y -= mm(2.5)
    table = _Table(c, left, y, [mm(40), mm(28), mm(44), mm(50)])
    table.row(["nominał", "sztuk", "arkusze", "wartość"], bold=True, shade=True)
    for d in notes.denominations:
        span = _sheets_text(spans[d.value]) if d.value in spans else "–"
        table.row([f"{amount(d.value)} {currency}", str(d.count), span, f"{amount(d.value * d.count)} {currency}"])
    total_notes = sum(d.count for d in notes.denominations)
    total = sum(d.value * d.count for d in notes.denominations)
    table.row(["razem", str(total_notes), "", f"{amount(total)} {currency}"], bold=True)
    y = table.y - mm(9)
    c.setFont(SANS_BOLD, 11.5)
    c.drawString(left, y, "Rozdanie na start (każdy gracz dostaje)")
    y -= mm(2.5)
    deals = spec.deals
    col = min(mm(34), (w - 2 * left - mm(36)) / max(1, len(deals)))
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
    if spec.extra_copies:
        parts = [f"{amount(v)} {currency} ({_sheets_text(spans[v])})" for v in spec.extra_copies if v in spans]
        lines.append("Warto wydrukować dodatkowe kopie banknotów: " + ", ".join(parts) + ". Numer arkusza jest "
                     "wydrukowany na dole każdej strony banknotów.")
    lines.extend(spec.notes)
    c.setFont(SANS, 10)
    for line in lines:
        for chunk in wrap(line, SANS, 10, w - 2 * left):
            c.drawString(left, y, chunk)
            y -= mm(4.8)
        y -= mm(1.5)
    draw_calibration_square(c, w - mm(18) - mm(50), mm(18))
    doc.show_page()
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   data=doc.finish(), pages=doc.pages, sheets=1, stock="paper")]


def check(component, game, findings) -> None:
    spec: MoneySummary = component.spec
    money = banknotes_of(component, game)
    if money is None:
        banknotes = sorted(c.name for c in game.of_kind("banknotes"))
        findings.error(component.where("money"), f"'{spec.money}' is not a banknotes component of this game; "
                       f"expected one of: {', '.join(banknotes) or 'none'}", "money-summary.unknown-money")
        return
    printed = {d.value: d.count for d in money.spec.denominations}
    for i, deal in enumerate(spec.deals):
        for value, count in deal.notes.items():
            where = component.where("deals", i, "notes", value)
            if value not in printed:
                findings.error(where, f"deal for {deal.players_text()}: notes of {value} are not printed; "
                               f"expected one of: {', '.join(str(v) for v in printed)}", "money-summary.unknown-note")
            elif count * deal.high > printed[value]:
                findings.error(where, f"deal for {deal.players_text()}: {deal.high} players × {count} notes of "
                               f"{value} = {count * deal.high}, but only {printed[value]} are printed",
                               "money-summary.deal-short")
        for j, other in enumerate(spec.deals[:i]):
            if deal.low <= other.high and other.low <= deal.high:
                findings.error(component.where("deals", i, "players"), f"deal for {deal.players_text()} overlaps "
                               f"the deal for {other.players_text()} (item {j + 1})", "money-summary.overlap")
    for i, value in enumerate(spec.extra_copies):
        if value not in printed:
            findings.error(component.where("extra_copies", i), f"extra copies of {value}, which is not "
                           "printed", "money-summary.unknown-note")


KIND = register(Kind(name="money-summary", category="form", model=MoneySummary, render=render, check=check,
                     description="the banker's page: printed notes per denomination and sheet, deal per player count"))
