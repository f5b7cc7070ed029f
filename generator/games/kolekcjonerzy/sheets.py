"""kolekcjonerzy-sheet: Kolekcjonerzy's blank paper forms, filled in by hand at the table.

- `sheet: plan` – a player's plan of purchases: the minimum number of exhibits for each player
  count, the three winning conditions, lines for the plan and for the player's collection.
  Half a landscape sheet (A5 on A4), two per sheet: a plan has about a dozen lines, and twelve
  players need only six sheets. With `guests: [cennik]` (the game's exhibit-price-list) the backs
  of the plan sheets carry the price list, printed double-sided: every player reads the prices on
  the back of the plan being written, and the price list needs no sheets of its own (the print
  plan leaves a guest's own file out of the jobs, kinds/guest_pieces.py).
- `sheet: public` – the point list (cennik punktowy) the arbiter fills in where everyone sees it:
  every exhibit with its pictogram and price, a box for how many plans list it and one for its
  points in this game (1-token exhibits printed: always the same points), the rule above them. One
  landscape A4, large type, left on the table for the whole game.
- `sheet: arbiter` – the arbiter's tally: every exhibit with its price, one tick column per pawn
  number, the count of players who want it and its point value; the fact tables and reminders for
  the arbiter. One A4 page per game, since all 36 exhibits must be on one page.
- `sheet: slips` – slips for secret proposals (from pawn, to pawn, what is given, what is wanted,
  the round, TAK / NIE for the answer), ten to an A4 page; `copies` is the number of pages, at
  least one slip per player (a full table writes several proposals between two erasures).

Every number printed (minimums, win targets, tokens, percentages) comes from the game's
documented facts with house rules applied; the exhibits come from the exhibit-tiles component.

```yaml
kind: kolekcjonerzy-sheet
sheet: plan                 # plan, public, arbiter or slips
title: Plan zakupów         # heading (Polish)
copies: 12                  # forms to print (plan: two per sheet)
rows: 12                    # plan only: lines for planned exhibits
guests: [cennik]            # plan only, optional: the price list printed on the plans' backs
words: {heading: …}         # slips and arbiter: every word they print, {placeholders} for the
                            # edition's numbers (sheet_words.py lists the keys)
```
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.fonts import SANS
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.text import text_problem
from generator.games.kolekcjonerzy.form_boxes import CELL_PAD, MIN_SIZE
from generator.games.kolekcjonerzy.sheet_words import check_words
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import mm

ROUND_BOXES = 60  # the arbiter sheet's round boxes, two rows of 30 (4 players rarely need 40); then box 1 again

GUTTER, INSET = mm(6), mm(3)
NAME_COLUMN = mm(50)  # the arbiter's exhibit column, the narrowest of the sheets' (the public one's is wider)
NAME_SIZE = 8.5  # its text size, down to 6 pt for a long name (r35 K minor 6: was 7.5)
SLIP_COLUMNS, SLIP_ROWS = 2, 5  # slips per page: about 95 × 55 mm on A4, room for a line of exhibits each way


class KolekcjonerzySheet(Model):
    kind: Literal["kolekcjonerzy-sheet"]
    sheet: Literal["plan", "public", "arbiter", "slips"]
    title: str = Field(min_length=1, max_length=40)
    copies: int = Field(default=1, ge=1, le=48)
    rows: int = Field(default=12, ge=4, le=16)
    guests: list[str] = Field(default_factory=list, max_length=1)  # plan: the price list on its backs
    words: dict[str, str | list[str]] = Field(default_factory=dict)  # slips, arbiter: what they print (sheet_words)


def exhibits_of(game: Game) -> list:
    """The game's exhibits, as its tiles list them (none without tiles): what the plans and tables print."""
    tiles = game.one("exhibit-tiles")
    return tiles.spec.exhibits if tiles else []


def check(component: Component[KolekcjonerzySheet], game: Game, findings: Findings) -> None:
    spec: KolekcjonerzySheet = component.spec
    check_words(component, findings)
    if game.one("exhibit-tiles") is None:
        findings.error(
            component.where("kind"),
            f"the {spec.sheet} sheet lists the game's exhibits; expected an exhibit-tiles component in this game",
            "kolekcjonerzy-sheet.no-exhibits",
        )
    if spec.sheet != "plan" and "rows" in component.doc.data:
        findings.error(
            component.where("rows"),
            f"'rows' applies to the plan sheet only; the {spec.sheet} sheet "
            + ("has fixed lines" if spec.sheet == "slips" else "lists every exhibit"),
            "kolekcjonerzy-sheet.rows",
        )
    for i, name in enumerate(spec.guests):
        guest = game.components.get(name)
        if spec.sheet != "plan" or guest is None or guest.kind != "exhibit-price-list":
            findings.error(
                component.where("guests", i),
                f"guest '{name}' cannot print on this sheet; expected the game's exhibit-price-list "
                "on the backs of a plan sheet",
                "kolekcjonerzy-sheet.guests",
            )
    tiles = game.one("exhibit-tiles")
    if tiles is not None and spec.sheet in ("arbiter", "public"):
        for i, exhibit in enumerate(tiles.spec.exhibits):
            problem = text_problem(exhibit.name, SANS, NAME_COLUMN - CELL_PAD, max_size=NAME_SIZE, min_size=MIN_SIZE)
            if problem:
                findings.error(
                    tiles.where("exhibits", i, "name"), f"{spec.sheet} sheet: {problem}", "text.does-not-fit"
                )
    if spec.sheet == "plan":
        minimums = game.facts.get("plan-minimum", {})
        largest = max(minimums.values(), default=0) if isinstance(minimums, dict) else 0
        if spec.rows < largest:
            findings.error(
                component.where("rows"),
                f"a plan sheet with {spec.rows} lines cannot hold the largest "
                f"documented plan minimum of {largest} exhibits; expected at least {largest}",
                "kolekcjonerzy-sheet.rows",
            )
        players = game.spec.players.max
        if spec.copies < players:
            findings.error(
                component.where("copies"),
                f"{spec.copies} plan sheet(s) for up to {players} players; "
                f"expected at least {players} (one per player)",
                "kolekcjonerzy-sheet.copies",
            )
    if spec.sheet == "slips":
        players, per_page = game.spec.players.max, SLIP_COLUMNS * SLIP_ROWS
        if spec.copies * per_page < players:
            pages = -(-players // per_page)
            findings.error(
                component.where("copies"),
                f"{spec.copies * per_page} slips ({spec.copies} page(s) of {per_page}) for up to {players} "
                f"players; expected at least {pages} page(s), one slip per player",
                "kolekcjonerzy-sheet.copies",
            )


KIND = register(
    Kind(
        name="kolekcjonerzy-sheet",
        category="form",
        model=KolekcjonerzySheet,
        check=check,
        render=Drawn("kolekcjonerzy-sheet", "render"),
        description="Kolekcjonerzy's blank forms: a player's plan (A5, two per sheet), the public point list, the arbiter's tally, slips for secret proposals",
    )
)
