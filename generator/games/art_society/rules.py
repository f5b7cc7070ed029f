"""Art Society (seed 001): the checks that tie the data to the documented facts, and the game's
registration.

The facts and their sources live in `facts`. The components the checks read: `painting-tiles` (the
paintings), `bid-cards` (lollipops and markers), two `board`s (the collection board: the board with
a grid `collection`; the museum board: the board with tracks whose ids are theme ids, `<theme>-2`,
`<theme>-3` continuing a track printed in several rows) and the `form` with the score rows.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from generator.draw.kinds.board.geometry import layout
from generator.games import GameRules, register
from generator.games.art_society.bid_cards import numbers_of
from generator.games.art_society.board_owners import check_board_owners, check_score_pad_players
from generator.games.art_society.facts import (
    FACTS,
    TITLES,
    fits,
    max_advance,
    rounds_of,
)
from generator.games.art_society.frames_check import check_opening
from generator.games.art_society.painting_tiles import CUT_ALLOWANCE, LOOSE, cell_fits, cells
from generator.games.art_society.score_pad_check import check_score_pad
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import mm, to_mm
from generator.validate.house_rules import deviation

# ------------------------------------------------------------------------------------ components


@dataclass
class Parts:
    tiles: Component | None
    bids: Component | None
    collection: Component | None
    museum: Component | None
    score: Component | None


def parts(game: Game) -> Parts:
    boards = game.of_kind("board")
    collection = next((b for b in boards if any(g.id == "collection" for g in b.spec.grids)), None)
    museum = next((b for b in boards if b.spec.tracks), None)
    return Parts(game.one("painting-tiles"), game.one("bid-cards"), collection, museum, game.one("form"))


MARKER_GRIP = mm(9)  # a marker narrower than this is fiddly to cut and to pick up from a track
# a marker this much narrower than its track's cell: it stands inside the cell's borders, and one cut a
# little wide still keeps off the next space (kit review r26, AS minor 3: 10.5 mm markers, 10.5 mm cells)
MARKER_SLACK = mm(1)
# how far back a tent's flag may lean (card folded at 90 degrees springs back) and the tent still stand:
# the foot's weight about the fold outweighs the leaning flag's (kit review r39 AS minor 2: a 10 mm flag
# on a 5 mm foot tipped at 15 degrees)
MARKER_LEAN = math.radians(30)


def check(game: Game, findings: Findings) -> None:
    p = parts(game)
    for what, component, kind in (
        ("painting tiles", p.tiles, "painting-tiles"),
        ("lollipops", p.bids, "bid-cards"),
        ("collection board (a board with grid id 'collection')", p.collection, "board"),
        ("museum board (a board with prestige tracks)", p.museum, "board"),
    ):
        if component is None:
            findings.error(
                game.doc.where(()),
                f"the game has no {what}; expected a component of kind {kind}",
                "art-society.component-missing",
            )
    if p.tiles:
        check_opening(p.tiles, findings)
        _check_tiles(game, p.tiles, findings)
        _check_balance(p.tiles, findings)
    if p.tiles and p.collection:
        _check_board_fit(game, p.tiles, p.collection, findings)
    if p.bids:
        _check_bids(game, p.bids, findings)
    if p.bids and p.collection:
        check_board_owners(p.bids, p.collection, findings)
    if p.tiles and p.bids and p.museum:
        _check_tracks(game, p.tiles, p.bids, p.museum, findings)
    if p.score:
        check_score_pad(game, p.score, findings)
    if p.score and p.bids:
        check_score_pad_players(p.bids, p.score, findings)


# ------------------------------------------------------------------------------------ paintings


def _name(group: str, i: int, painting) -> str:
    kind = "starting painting" if group == "starting" else "painting"
    return f"{kind} {i + 1} ({painting.theme}, frame {painting.frame})"


def _check_tiles(game: Game, tiles: Component, findings: Findings) -> None:
    spec, facts = tiles.spec, game.facts
    low, high = facts["size-min"], facts["size-max"]
    for group in ("paintings", "starting"):
        for i, painting in enumerate(getattr(spec, group)):
            if not low <= painting.size <= high:
                end = "size-min" if painting.size < low else "size-max"
                deviation(
                    findings,
                    game,
                    tiles.where(group, i, "size"),
                    f"{_name(group, i, painting)}: size "
                    f"{painting.size} is outside the documented {low}–{high} ({FACTS['size-max'].source})",
                    "art-society.tile-size",
                    fact=end,
                    value=painting.size,
                )
    for size in spec.shapes:
        if not low <= size <= high:
            findings.error(
                tiles.where("shapes", size, key=True),
                f"shape for size {size}: sizes run from {low} to {high} ({FACTS['size-max'].source})",
                "art-society.tile-size",
            )
    documented = facts["themes"]
    for i, theme in enumerate(spec.themes):
        if theme not in documented:
            deviation(
                findings,
                game,
                tiles.where("themes", i),
                f"theme '{theme}' is not one of the "
                f"{len(documented)} documented themes: {', '.join(documented)} ({FACTS['themes'].source})",
                "art-society.themes",
                fact="themes",
                value=list(spec.themes),
            )
    for theme in documented:
        if theme not in spec.themes:
            findings.error(
                tiles.where("themes"),
                f"documented theme '{theme}' is missing from themes ({FACTS['themes'].source})",
                "art-society.themes",
            )
    used = {p.frame for p in list(spec.paintings) + list(spec.starting)}
    for i, frame in enumerate(spec.frames):
        if frame not in used:
            findings.error(
                tiles.where("frames", i),
                f"frame type '{frame}' is declared but no painting has it",
                "art-society.frame-unused",
            )
    for theme in spec.themes:
        if theme in documented and not any(p.theme == theme for p in spec.paintings):
            findings.error(
                tiles.where("paintings"), f"no auction painting has the theme '{theme}'", "art-society.themes"
            )


BALANCES = {
    "each_theme_same_sizes": "each theme the same sizes",
    "each_frame_same_count": "every frame equally often",
    "each_size_same_frames": "every frame equally often within a size",
}


def _imbalances(spec, paintings) -> list[tuple[str, str]]:
    """(balance key, message) for every property of the mix that the data declares and `paintings` lack."""
    out: list[tuple[str, str]] = []
    if spec.balance.each_theme_same_sizes:
        themes = [t for t in spec.themes if any(p.theme == t for p in paintings)]
        counts = {t: Counter(p.size for p in paintings if p.theme == t) for t in themes}
        if themes:
            first = themes[0]
            for theme in themes[1:]:
                for size in sorted(set(counts[first]) | set(counts[theme])):
                    if counts[theme][size] != counts[first][size]:
                        out.append(
                            (
                                "each_theme_same_sizes",
                                f"theme '{theme}' has {counts[theme][size]} painting(s) "
                                f"of size {size}; theme '{first}' has {counts[first][size]} (balance: each theme "
                                "the same sizes)",
                            )
                        )
    if spec.balance.each_frame_same_count:
        counts = Counter(p.frame for p in paintings)
        expected = counts[spec.frames[0]] if spec.frames else 0
        for frame in spec.frames[1:]:
            if counts[frame] != expected:
                out.append(
                    (
                        "each_frame_same_count",
                        f"frame '{frame}' is on {counts[frame]} painting(s); frame "
                        f"'{spec.frames[0]}' is on {expected} (balance: every frame equally often)",
                    )
                )
    if spec.balance.each_size_same_frames:
        for size in sorted({p.size for p in paintings}):
            counts = Counter(p.frame for p in paintings if p.size == size)
            if len(set(counts[f] for f in spec.frames)) > 1:
                listed = ", ".join(f"{f} {counts[f]}" for f in spec.frames)
                out.append(
                    (
                        "each_size_same_frames",
                        f"paintings of size {size} have frames {listed}; expected the "
                        "same number of each (balance: every frame equally often within a size)",
                    )
                )
    return out


def _single_fix(spec) -> tuple[int, str, object] | None:
    """The one painting field whose change would restore every declared balance, if exactly one does.

    A painting typed with a wrong size upsets two balances at once (its theme's sizes and its size's
    frames), which only that painting explains; a wrong theme or frame leaves several candidates."""
    paintings = list(spec.paintings)
    choices = {"size": sorted(spec.shapes), "theme": list(spec.themes), "frame": list(spec.frames)}
    fixes = []
    for i, painting in enumerate(paintings):
        for key, values in choices.items():
            for value in values:
                if value == getattr(painting, key):
                    continue
                trial = paintings[:i] + [painting.model_copy(update={key: value})] + paintings[i + 1 :]
                if not _imbalances(spec, trial):
                    fixes.append((i, key, value))
                    if len(fixes) > 1:
                        return None
    return fixes[0] if fixes else None


def _check_balance(tiles: Component, findings: Findings) -> None:
    """The properties of the mix that the data declares under `balance`; when a single painting's field
    explains every imbalance, the finding points at that field."""
    spec = tiles.spec
    found = _imbalances(spec, spec.paintings)
    if not found:
        return
    fix = _single_fix(spec)
    if fix is not None:
        i, key, value = fix
        painting = spec.paintings[i]
        broken = ", ".join(BALANCES[k] for k in BALANCES if any(b == k for b, _ in found))
        findings.error(
            tiles.where("paintings", i, key),
            f"{_name('paintings', i, painting)}: {key} "
            f"{getattr(painting, key)} upsets the balance the data declares ({broken}); with {key} "
            f"{value} the mix would balance again",
            "art-society.balance",
        )
        return
    for key, message in found:
        findings.error(tiles.where("balance", key), message, "art-society.balance")


# ------------------------------------------------------------------------------------ collection board


def grid_of(game: Game, board: Component, grid_id: str):
    geometry = layout(board.spec, game)
    for g in geometry.grids:
        if g.grid.id == grid_id:
            return g
    return None


def _check_board_fit(game: Game, tiles: Component, board: Component, findings: Findings) -> None:
    spec = tiles.spec
    index = next(i for i, g in enumerate(board.spec.grids) if g.id == "collection")
    grid = grid_of(game, board, "collection")
    if grid is None or len(grid.areas) != len(grid.grid.areas):
        return  # the board's own check reports the grid's problem (an unknown cell size, an area outside)
    if not cell_fits(grid.cell, spec.cell, max(grid.cols, grid.rows)):
        findings.error(
            tiles.where("cell"),
            f"painting cell {to_mm(spec.cell):.1f} mm does not suit the collection board cell "
            f"{to_mm(grid.cell):.1f} mm ({board.name}.yaml grid 'collection'): a painting must be "
            f"{to_mm(CUT_ALLOWANCE):g} to {to_mm(LOOSE):g} mm per cell smaller than the cells it covers, so that "
            "hand-cut paintings fill a row without overflowing it",
            "art-society.cell-size",
        )
    for size, shape in spec.shapes.items():
        if not fits(cells(shape), grid.cols, grid.rows):
            findings.error(
                tiles.where("shapes", size),
                f"a {shape} painting (size {size}) does not fit the "
                f"{grid.cols} x {grid.rows} collection grid of {board.name}.yaml in either direction",
                "art-society.tile-fits-board",
            )
    types = [a.type for a in grid.grid.areas]
    if "direct-view" not in types:
        findings.error(
            board.where("grids", index, "areas"),
            "the collection grid has no area of type 'direct-view' (the seed's marked area where paintings score more)",
            "art-society.direct-view",
        )
    if grid_of(game, board, "assistant") is None:
        others = [j for j, g in enumerate(board.spec.grids) if g.id != "collection"]
        where = board.where("grids", others[0], "id") if len(others) == 1 else board.where("grids")
        findings.error(
            where,
            "the collection board has no grid 'assistant' (the place of the "
            f"assistant, who holds {game.facts['assistant-holds']} painting)",
            "art-society.assistant",
        )
    if "start" not in types:
        findings.error(
            board.where("grids", index, "areas"),
            f"the collection grid has no area of type 'start' (the starting box, {FACTS['start-box'].source})",
            "art-society.start-box",
        )
        return
    ai = types.index("start")
    c0, r0, c1, r1 = grid.areas[ai]
    box = (c1 - c0 + 1, r1 - r0 + 1)
    documented = sorted(game.facts["start-box"])
    if sorted(box) != documented:
        deviation(
            findings,
            game,
            board.where("grids", index, "areas", ai, "cells"),
            f"the starting box is {box[0]} x "
            f"{box[1]} cells; the rules give {documented[0]}x{documented[1]} ({FACTS['start-box'].source})",
            "art-society.start-box",
            fact="start-box",
            value=list(box),
        )
    if not any(f.type == "start" for f in _start_cells(game, board, c0, r0, c1, r1)):
        findings.error(
            board.where("grids", index, "areas", ai),
            "the starting box has no star (a cell of type 'start' inside it)",
            "art-society.start-box",
        )
    for i, painting in enumerate(spec.starting):
        if painting.size in spec.shapes and not fits(cells(spec.shapes[painting.size]), *box):
            findings.error(
                tiles.where("starting", i, "size"),
                f"{_name('starting', i, painting)}: size "
                f"{painting.size} ({spec.shapes[painting.size]}) does not fit the {box[0]} x {box[1]} "
                f"starting box ({FACTS['start-box'].source})",
                "art-society.starting-size",
            )
    if len(spec.starting) < game.spec.players.max:
        findings.error(
            tiles.where("starting"),
            f"{len(spec.starting)} starting painting(s) for up to "
            f"{game.spec.players.max} players; every player draws one",
            "art-society.starting-count",
        )


def _start_cells(game: Game, board: Component, c0: int, r0: int, c1: int, r1: int):
    index = next(i for i, g in enumerate(board.spec.grids) if g.id == "collection")
    return [
        f
        for f in layout(board.spec, game).of("grid", index)
        if f.cell and c0 <= f.cell[0] <= c1 and r0 <= f.cell[1] <= r1
    ]


def _check_bids(game: Game, bids: Component, findings: Findings) -> None:
    spec = bids.spec
    if spec.players and all(p.numbers is not None for p in spec.players):
        shared = None
    else:
        shared = spec.numbers
    if shared is not None:
        _duplicates(bids, ("numbers",), shared, "lollipop numbers", findings)
    for i, player in enumerate(spec.players):
        if player.numbers is not None:
            _duplicates(bids, ("players", i, "numbers"), player.numbers, f"lollipop set '{player.name}'", findings)
    lengths = {p.name: len(numbers_of(spec, p)) for p in spec.players}
    if len(set(lengths.values())) > 1:
        shown = ", ".join(f"{name} {n}" for name, n in lengths.items())
        findings.error(
            bids.where("players", key=True),
            f"the lollipop sets differ in size ({shown}); every player needs the same number of bids",
            "art-society.bid-count",
        )
    if len(spec.players) < game.spec.players.max:
        findings.error(
            bids.where("players", key=True),
            f"{len(spec.players)} lollipop set(s) for up to {game.spec.players.max} players; every player needs a set",
            "art-society.bid-sets",
        )
    themes = spec.markers.prestige.themes if spec.markers.prestige else []
    if len(themes) != game.facts["prestige-markers"] or sorted(themes) != sorted(game.facts["themes"]):
        where = (
            bids.where("markers", "prestige", "themes") if spec.markers.prestige else bids.where("markers", key=True)
        )
        findings.error(
            where,
            f"prestige markers for {', '.join(themes) or 'no theme'}; the rules "
            f"have {game.facts['prestige-markers']}, one per theme: {', '.join(game.facts['themes'])} "
            f"({FACTS['prestige-markers'].source})",
            "art-society.markers",
        )


def _duplicates(bids: Component, keypath: tuple, numbers: list[int], what: str, findings: Findings) -> None:
    seen: dict[int, int] = {}
    for k, n in enumerate(numbers):
        if n in seen:
            findings.error(
                bids.where(*keypath, k),
                f"{what}: the number {n} appears twice (items {seen[n] + 1} and "
                f"{k + 1}); a player's lollipops must all differ",
                "art-society.bid-duplicate",
            )
        else:
            seen[n] = k
        if n < 1:
            findings.error(
                bids.where(*keypath, k),
                f"{what}: the number {n} is below 1; bids are counted from 1",
                "art-society.bid-number",
            )


# ------------------------------------------------------------------------------------ museum


def theme_tracks(board, theme: str) -> list[tuple[int, object]]:
    """(index, track) of a theme's prestige track: id `<theme>`, then `<theme>-2`, `<theme>-3`, …"""
    found = []
    for i, track in enumerate(board.tracks):
        if track.id == theme:
            found.append((1, i, track))
        elif track.id and track.id.startswith(theme + "-") and track.id[len(theme) + 1 :].isdigit():
            found.append((int(track.id[len(theme) + 1 :]), i, track))
    return [(i, t) for _, i, t in sorted(found, key=lambda x: x[0])]


def _first_wrong_value(parts_: list[tuple[int, object]]) -> tuple[int, int, object, object] | None:
    """(track index, item, value, previous value) of the first value that is not a whole number or goes
    down along a theme's track (its rows in order)."""
    previous = None
    for index, track in parts_:
        for k, value in enumerate(track.values):
            if not isinstance(value, int) or isinstance(value, bool) or (previous is not None and value < previous):
                return index, k, value, previous
            previous = value
    return None


def _check_marker_hides_nothing(board, bids: Component, marker, cell: float, findings: Findings) -> None:
    """A prestige marker stands on the value a player reads every round: it must fit the room its track's
    fields keep free at the bottom (field type `marker_room`), so the number stays visible above it
    (r13: a 10.5 mm square marker covered the whole 10.5 mm space, number included)."""
    if marker.shape in ("bar", "tent") and marker.height is None:
        findings.error(
            bids.where("markers", "prestige", "shape"),
            f"a {marker.shape} marker has no height; expected `height` (it sits under the space's number)",
            "art-society.marker-size",
        )
        return
    if marker.shape == "tent" and marker.flag is None:
        findings.error(
            bids.where("markers", "prestige", "shape"),
            "a tent marker has no flag; expected `flag` (the part above the fold a player grips)",
            "art-society.marker-size",
        )
        return
    foot, flag = marker.tall, marker.flag or 0.0
    if marker.shape == "tent" and foot * foot / 2 < flag * flag / 2 * math.sin(MARKER_LEAN):
        findings.error(
            bids.where("markers", "prestige", "flag"),
            f"a tent marker with a {to_mm(flag):g} mm flag on a {to_mm(foot):g} mm foot tips over when its flag "
            f"leans back {math.degrees(MARKER_LEAN):.0f} degrees (folded card springs back); expected a flag of "
            f"at most {to_mm(foot / math.sqrt(math.sin(MARKER_LEAN))):.1f} mm or a longer foot",
            "art-society.marker-tips",
        )
    rooms = {t.type: board.field_types[t.type].marker_room for t in board.tracks if t.type in board.field_types}
    room = min(rooms.values(), default=0.0) * cell
    if marker.tall > room + 0.01:
        findings.error(
            bids.where("markers", "prestige", "height" if marker.shape in ("bar", "tent") else "size"),
            f"prestige markers {to_mm(marker.tall):g} mm tall cover the number of the track space they stand on: "
            f"the spaces keep {to_mm(room):g} mm free at the bottom (field types' marker_room); expected a "
            "lower marker (shape: bar or tent, height) or more room",
            "art-society.marker-hides-value",
        )


def _check_tracks(game: Game, tiles: Component, bids: Component, museum: Component, findings: Findings) -> None:
    spec, board = tiles.spec, museum.spec
    rounds = rounds_of(bids.spec)
    per_round = game.facts["museum-per-round"]
    step = game.facts["advance-per-size"]
    known = set(spec.themes)
    for i, track in enumerate(board.tracks):
        base = (track.id or "").rsplit("-", 1)[0] if (track.id or "").rsplit("-", 1)[-1].isdigit() else track.id
        if track.id not in known and base not in known:
            findings.error(
                museum.where("tracks", i, "id"),
                f"track '{track.id}' belongs to no theme; expected a "
                f"theme id ({', '.join(spec.themes)}), optionally followed by -2, -3 for its next rows",
                "art-society.track-theme",
            )
    marker = bids.spec.markers.prestige
    cell = min((min(f.w, f.h) for f in layout(board, game).fields if f.element == "track"), default=None)
    if marker and cell is not None and not MARKER_GRIP <= marker.size <= cell - MARKER_SLACK + 0.01:
        findings.error(
            bids.where("markers", "prestige", "size"),
            f"prestige markers of {to_mm(marker.size):g} mm; a marker sits in a track cell "
            f"({to_mm(cell):g} mm) and is picked up with fingers: from {to_mm(MARKER_GRIP):g} mm to "
            f"{to_mm(MARKER_SLACK):g} mm less than the cell",
            "art-society.marker-size",
        )
    if marker and cell is not None:
        _check_marker_hides_nothing(board, bids, marker, cell, findings)
    for theme in spec.themes:
        parts_ = theme_tracks(board, theme)
        if not parts_:
            findings.error(
                museum.where("tracks", key=True),
                f"theme '{theme}' has no prestige track (a track with id '{theme}')",
                "art-society.track-missing",
            )
            continue
        values = [v for _, t in parts_ for v in t.values]
        wrong = _first_wrong_value(parts_)
        if wrong is not None:
            index, k, value, previous = wrong
            after = f" after {previous}" if previous is not None else ""
            findings.error(
                museum.where("tracks", index, "values", k),
                f"prestige track '{theme}': value {value!r}"
                f"{after}; values must be whole numbers that never go down along the track",
                "art-society.track-values",
            )
        sizes = [p.size for p in spec.paintings if p.theme == theme]
        total, chosen = max_advance(sizes, rounds, per_round)
        steps = len(values) - 1
        if steps < total * step:
            findings.error(
                museum.where("tracks", parts_[-1][0], "values"),
                f"prestige track '{theme}' has "
                f"{len(values)} spaces ({steps} steps); the museum can take {len(chosen)} painting(s) "
                f"of this theme ({per_round} per round, {rounds} rounds) moving its marker "
                f"{total} steps: {'+'.join(map(str, chosen))}",
                "art-society.track-length",
            )
    supply = len(spec.paintings)
    need = (game.spec.players.max + game.facts["extra-paintings"]) * rounds
    if supply < need:
        findings.error(
            tiles.where("paintings"),
            f"{supply} auction paintings; {game.spec.players.max} players "
            f"turn up {game.spec.players.max + game.facts['extra-paintings']} a round for {rounds} rounds "
            f"= {need} ({FACTS['extra-paintings'].source})",
            "art-society.painting-supply",
        )


RULES = register(GameRules("art-society", FACTS, check, seed="001", titles=TITLES))
