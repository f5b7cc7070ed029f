"""What Kolekcjonerzy's rulebook and aid templates may call: point values computed by the game's own
rules, and the coins by the names the kit gives them (`coins`)."""

from __future__ import annotations

from typing import Any

from generator.draw.kinds.board.geometry import layout
from generator.games.kolekcjonerzy import facts
from generator.games.kolekcjonerzy.exhibit_tiles import TIER_COLORS, spares
from generator.games.kolekcjonerzy.sheets import ROUND_BOXES, SLIP_COLUMNS, SLIP_ROWS
from generator.model.core import BuildOptions, Game
from generator.model.polish import NBSP, plural
from generator.rulebook.extras import plain, register_extras


def _kolekcjonerzy(game: Game) -> dict[str, Any]:

    def point_value(price: int, wanted_by: int) -> int:
        return facts.point_value(price, wanted_by, game.facts["one-token-points"])

    def band_value(table: dict, players: int) -> int | None:
        return facts.band_value(dict(table), players)

    def spare_tiles(options: BuildOptions) -> dict[str, Any]:
        """The tile sheets' spares in this build (`rules.spare_tiles(kit.options)`): `blots`, `blanks` and
        `place`, where they lie („dolny rząd arkusza płytek”), as the sheets print them."""
        tiles = game.one("exhibit-tiles")
        if tiles is None:
            return {"blots": 0, "blanks": 0, "place": ""}
        laid = spares(tiles, game, options)
        return {"blots": laid.blots, "blanks": laid.blanks, "place": laid.place("płytek")}

    return {
        "point_value": plain(point_value),
        "spare_tiles": plain(spare_tiles),
        "band_value": plain(band_value),
        "starts": _start_sides(game),
        "slips_per_sheet": SLIP_COLUMNS * SLIP_ROWS,
        "round_boxes": ROUND_BOXES,
        "coins": coins(game),
        "starting_coins": starting_coins(game),
        # price → the colour of its badge on the tiles and the price list, highest first (the aid's key)
        "price_colours": dict(sorted(TIER_COLORS.items(), reverse=True)),
        # (first, last player count, shortest, longest hours) of a game by the threshold's bands, from the
        # measured turns (facts.playing_spans)
        "playing_spans": facts.playing_spans(game.facts, game.spec.players.min, game.spec.players.max),
        # (shortest, longest) minutes of the set-up before the first turn (facts.SETUP_MINUTES)
        "setup_minutes": facts.SETUP_MINUTES,
    }


# The Polish forms of the coins' names (zetony.yaml's variant names): after 1, 2–4, 5+; accusative,
# instrumental, instrumental plural.
COIN_FORMS = {
    "jedynka": ("jedynka", "jedynki", "jedynek", "jedynkę", "jedynką", "jedynkami"),
    "piątka": ("piątka", "piątki", "piątek", "piątkę", "piątką", "piątkami"),
}


def coins(game: Game) -> dict[str, dict[str, str]]:
    """`small` and `big`, the kit's smallest and largest coin: `label` (its value as printed) and the
    forms of its name, `one`/`few`/`many` (for plural()), `acc`, `ins`, `ins_many`; a coin whose
    name has no forms here is called „żeton N” in every form."""
    tokens = game.one("tokens")
    variants = tokens.spec.variants if tokens is not None else []
    out = {}
    for key, variant in zip(("small", "big"), (variants[0], variants[-1]) if variants else ()):
        label = variant.face.label
        forms = COIN_FORMS.get(variant.name) or tuple(
            f"{word} {label}" for word in ("żeton", "żetony", "żetonów", "żeton", "żetonem", "żetonami")
        )
        out[key] = dict(zip(("one", "few", "many", "acc", "ins", "ins_many"), forms)) | {"label": label}
    return out


def starting_coins(game: Game) -> str:
    """What each player gets at the start, in the kit's coins, the largest first (the small ones stay in
    the bank for change): „2 piątki”, or „1 piątka i 3 jedynki” where the value is not whole big coins."""
    have = coins(game)
    value = game.facts["starting-tokens"]
    big_value = int(have["big"]["label"])
    parts = [(value // big_value, have["big"]), (value % big_value, have["small"])]
    return " i ".join(f"{n}{NBSP}{plural(n, c['one'], c['few'], c['many'])}" for n, c in parts if n)


def _start_sides(game: Game) -> dict[str, Any]:
    """Where the numbered start fields of the board lie: how many on each side (`per_side`, the
    fewest), and `spread`: starts 1…spread all lie on different sides."""
    board = game.one("board")
    if board is None:
        return {"per_side": 0, "spread": 0}
    placed = layout(board.spec, game)
    side: dict[int, str] = {}
    for grid in placed.grids:
        for f in placed.of("grid", grid.index):
            if f.type == "start" and f.cell is not None and f.number is not None:
                col, row = f.cell
                side[f.number] = (
                    "top"
                    if row == 0
                    else "bottom"
                    if row == grid.rows - 1
                    else "left"
                    if col == 0
                    else "right"
                    if col == grid.cols - 1
                    else "inside"
                )
    counts = [list(side.values()).count(s) for s in ("top", "bottom", "left", "right")]
    spread, seen = 0, set()
    for number in sorted(side):
        if side[number] in seen or side[number] == "inside":
            break
        seen.add(side[number])
        spread = number
    return {"per_side": min(counts), "spread": spread}


register_extras("kolekcjonerzy", _kolekcjonerzy)
