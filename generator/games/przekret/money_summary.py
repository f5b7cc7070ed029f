"""money-summary: the banker's page for a game's banknotes: what is printed, on which sheets, and
how the starting cash is dealt for each number of players. Game-neutral.

    kind: money-summary
    title: Pieniądze – arkusz bankiera
    money: money                        # the game's banknotes component (its file name)
    deals:                              # notes each player receives at the start
      - players: 2                      # one player count …
        notes: {10000: 2, 5000: 3, 100: 10}
      - players: [4, 6]                 # … or an inclusive range
        notes: {10000: 1, 5000: 2, 100: 10}
    extra_copies: [100, 200]            # notes printed in extra copies, as the rules advise
    supply: "Banknotów wystarczy …"     # whether the notes suffice: one sentence, printed on this page
                                        #   and in the rulebook (the money's cover says „wystarczy na N pakietów”)
    notes: ["…"]                        # extra lines under the tables (optional)
    round_tally:                        # boxes to cross out, one per round (optional)
      title: Licznik rund
      ends: [{players: [2, 4], rounds: 25}, {players: 5, rounds: 20}]   # the box each game ends on
      note: "…"                         # a line under the boxes (optional)
      fill_in: [Zaczyna, Kończy rundę]  # labels of lines the banker writes on, above the boxes (optional)
    back_tally:                         # a second tally on the back, e.g. a longer game's limit (optional;
      title: Licznik rund – limit rund #   without it the back repeats round_tally for the next game)
      ends: [{players: [2, 4], rounds: 100}]
    ledger:                             # a ruled grid on the back, under the tallies, where the banker
      title: Zapisy                     #   writes what the bank owes (optional): its title, a line
      note: "…"                         #   under it, its column heads (widths in parts) and rows
      columns: [{title: gracz, width: 2}, {title: kwota, width: 1.5}, {title: spłacono, width: 1.5}]
      rows: 12
    upgrades: properties                # property cards whose streets' upgrade prices go on the back (optional)

Output: `<name>.pdf`, one page on plain paper; with `upgrades`, two (one sheet printed on both sides):
the back lists each street's price of a room and of an apartment, which the banker sells,
`back_tally` (or the round tally again, for the next game) and the `ledger` grid. Checks: every dealt note is a printed denomination,
and the notes suffice to deal the largest player count of every deal.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator

from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.banknotes import print_order, skipped
from generator.draw.kinds.sheet_fits import sheet_spec
from generator.layout.imposition import plan_grid
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.vocab import grouped

Count = Annotated[int, Field(ge=0, le=1000)]


class PlayerCount(Model):
    """A player count or an inclusive range of them."""

    players: int | Annotated[list[Annotated[int, Field(ge=1, le=20)]], Field(min_length=2, max_length=2)]

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

    def players_text(self) -> str:
        """For finding messages (English)."""
        return f"{self.low} players" if self.low == self.high else f"{self.low}–{self.high} players"

    def shown_players(self) -> str:
        if self.low == self.high:
            return f"{self.low} graczy" if self.low > 1 else "1 gracz"
        return f"{self.low}–{self.high} graczy"


class Deal(PlayerCount):
    notes: dict[int, Count] = Field(min_length=1)

    def per_player(self) -> int:
        return sum(value * count for value, count in self.notes.items())


class TallyEnd(PlayerCount):
    rounds: int = Field(ge=1, le=200)


class RoundTally(Model):
    """Numbered boxes the banker crosses out, one per finished round; the box where a game of each
    player count ends is labelled with that count; `fill_in`: labelled lines above the boxes the
    banker writes on before the game (who starts, who closes the round)."""

    title: str = Field(min_length=1)
    ends: list[TallyEnd] = Field(min_length=1)
    note: str = ""
    fill_in: list[Annotated[str, Field(min_length=1)]] = Field(default=[], max_length=3)

    def boxes(self) -> int:
        return max(end.rounds for end in self.ends)


class LedgerColumn(Model):
    title: str = Field(min_length=1)
    width: float = Field(default=1.0, gt=0, le=20)  # a share of the grid's width


class Ledger(Model):
    """A ruled grid the banker writes in (what the bank owes whom, and what of it is paid): a title,
    a line under it, a head row of `columns` and `rows` empty rows."""

    title: str = Field(min_length=1)
    note: str = ""
    columns: list[LedgerColumn] = Field(min_length=1, max_length=6)
    rows: int = Field(ge=1, le=40)


class MoneySummary(Model):
    kind: Literal["money-summary"]
    title: str = Field(default="Pieniądze – arkusz bankiera", min_length=1)
    money: str = Field(min_length=1)
    deals: list[Deal] = Field(min_length=1)
    extra_copies: list[int] = []
    supply: str = ""
    notes: list[str] = []
    round_tally: RoundTally | None = None
    back_tally: RoundTally | None = None
    ledger: Ledger | None = None
    upgrades: str | None = None


def upgrades_of(component, game):
    """The property cards whose upgrade prices the back lists, or None."""
    name = component.spec.upgrades
    other = game.components.get(name) if name else None
    return other if other is not None and other.kind == "property-cards" else None


def banknotes_of(component, game):
    """The banknotes component the summary refers to, or None."""
    other = game.components.get(component.spec.money)
    return other if other is not None and other.kind == "banknotes" else None


def amount(value: int) -> str:
    return grouped(value)


def sheets_by_value(money_spec, options) -> dict[int, int]:
    """Denomination → how many sheets of the banknotes file carry it, in the order they print them
    (banknotes.print_order: a small table's notes come last, on sheets of their own)."""
    grid = plan_grid(sheet_spec(money_spec.width, money_spec.height, money_spec.bleed, 0.0, options))
    out: dict[int, set[int]] = {}
    start = 0
    for d, count in print_order(money_spec):
        if grid.per_sheet:
            out.setdefault(d.value, set()).update(
                range(start // grid.per_sheet, (start + count - 1) // grid.per_sheet + 1)
            )
        start += count
    return {value: len(sheets) for value, sheets in out.items()}


def small_table_sheets(money_spec, options) -> int:
    """How many sheets of the banknotes file a small table leaves unprinted (banknotes.small_table):
    its notes print last, so these are the file's last sheets (0 without `small_table`)."""
    per_sheet = plan_grid(sheet_spec(money_spec.width, money_spec.height, money_spec.bleed, 0.0, options)).per_sheet
    if not per_sheet:
        return 0
    total = sum(d.count for d in money_spec.denominations)
    kept = total - sum(skipped(money_spec).values())
    return -(-total // per_sheet) - -(-kept // per_sheet)


def check(component: Component[MoneySummary], game: Game, findings: Findings) -> None:
    spec: MoneySummary = component.spec
    money = banknotes_of(component, game)
    if money is None:
        banknotes = sorted(c.name for c in game.of_kind("banknotes"))
        findings.error(
            component.where("money"),
            f"'{spec.money}' is not a banknotes component of this game; "
            f"expected one of: {', '.join(banknotes) or 'none'}",
            "money-summary.unknown-money",
        )
        return
    printed = {d.value: d.count for d in money.spec.denominations}
    for i, deal in enumerate(spec.deals):
        for value, count in deal.notes.items():
            where = component.where("deals", i, "notes", value)
            if value not in printed:
                findings.error(
                    where,
                    f"deal for {deal.players_text()}: notes of {value} are not printed; "
                    f"expected one of: {', '.join(str(v) for v in printed)}",
                    "money-summary.unknown-note",
                )
            elif count * deal.high > printed[value]:
                findings.error(
                    where,
                    f"deal for {deal.players_text()}: {deal.high} players × {count} notes of "
                    f"{value} = {count * deal.high}, but only {printed[value]} are printed",
                    "money-summary.deal-short",
                )
        for j, other in enumerate(spec.deals[:i]):
            if deal.low <= other.high and other.low <= deal.high:
                findings.error(
                    component.where("deals", i, "players"),
                    f"deal for {deal.players_text()} overlaps the deal for {other.players_text()} (item {j + 1})",
                    "money-summary.overlap",
                )
    if spec.upgrades and upgrades_of(component, game) is None:
        cards = sorted(c.name for c in game.of_kind("property-cards"))
        findings.error(
            component.where("upgrades"),
            f"'{spec.upgrades}' is not a property-cards component of this game; "
            f"expected one of: {', '.join(cards) or 'none'}",
            "money-summary.unknown-upgrades",
        )
    for i, value in enumerate(spec.extra_copies):
        if value not in printed:
            findings.error(
                component.where("extra_copies", i),
                f"extra copies of {value}, which is not printed",
                "money-summary.unknown-note",
            )


KIND = register(
    Kind(
        name="money-summary",
        category="form",
        model=MoneySummary,
        check=check,
        render=Drawn("money-summary", "render"),
        description="the banker's page: printed notes per denomination and sheet, deal per player count",
    )
)
