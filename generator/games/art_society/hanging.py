"""Art Society's rules engine: hanging paintings on the collection board, and the final score.

Pure functions over `state.Player`; the simulated player's choices go through the `Table`. The
placing phase of one player (game.yaml and zasady.yaml decisions):

1. The assistant's painting may be hung first (and, if it is still held, after the new one). Two
   paintings hung in one phase are laid one after the other: the first already hangs when the second
   is laid, so the second may touch only the first (and makes a faux pas with it if the themes match).
2. The new painting is hung on free cells, wholly on the grid, turned either way, touching a hung
   painting along a side; touching one of its own theme is allowed (both then score nothing).
   A painting that could be hung may instead go to an assistant with free hands (unless this
   edition's `assistant-by-choice` is false).
3. A painting that fits nowhere goes to a free assistant; if the assistant is busy but its painting
   can be hung, it must be (which frees the assistant); only when neither helps is the new painting
   oversized: it lies beside the board for a penalty, to the end of the game (never hung nor given
   to the assistant later, even when room appears).

A painting let go against the hanging rules takes the whole move back: every painting laid in the phase
returns (the assistant's to the assistant, the new one to the hand) and the phase starts again from the
board as it began, every choice open (zasady „Fazy rundy”, step 3; r40).
"""

from __future__ import annotations

from dataclasses import replace

from generator.games.art_society.state import Config, Hung, Painting, Player, Score, ring
from generator.games.table import Table

Spot = tuple[int, int]  # (cells covered, cells sharing a side with it)
BEFORE, AFTER = 0.7, 0.8  # how often a simulated player hangs the assistant's painting before / after the new one


def spots(config: Config, player: Player, painting: Painting) -> list[Spot]:
    """Every legal place for `painting`: free cells, on the grid, touching a hung painting by a side."""
    covered = player.covered
    return [s for s in config.spots(painting.size) if not s[0] & covered and s[1] & covered]


def theme_cells(player: Player, theme: str) -> int:
    mask = 0
    for h in player.hung:
        if h.painting.theme == theme:
            mask |= h.mask
    return mask


def faux_pas(player: Player, painting: Painting, spot: Spot) -> bool:
    """Would hanging `painting` at `spot` make it touch a painting of its own theme?"""
    return bool(spot[1] & theme_cells(player, painting.theme))


def hang(player: Player, painting: Painting, spot: Spot) -> Player:
    return replace(player, hung=player.hung + (Hung(painting, spot[0]),))


def release(
    config: Config, player: Player, painting: Painting, cells: int, table: Table | None = None
) -> Player | None:
    """`painting` let go on the grid cells `cells`: it stays there, hung, if the place is legal (`spots`). One let
    go against the hanging rules (touching by a corner or nothing, off the grid, on hung cells) does not stand:
    None, and `place` takes the player's whole move back and starts the phase again."""
    for spot in spots(config, player, painting):
        if spot[0] == cells:
            return hang(player, painting, spot)
    if table is not None:
        table.rule("art-society.release-moved")
    return None


class _TakenBack(Exception):
    """A painting of this phase was let go against the rules: the whole move is taken back (`place`)."""


def _lay(config: Config, player: Player, painting: Painting, options: list[Spot], pick, table: Table) -> Player:
    """The player lets the painting go where they pick; one let go against the rules takes the move back."""
    laid = release(config, player, painting, pick(player, painting, options)[0], table)
    if laid is None:
        raise _TakenBack
    return laid


def _pick(player: Player, painting: Painting, options: list[Spot], table: Table) -> Spot:
    """A random legal place; most players avoid a faux-pas when they can, and many hang snugly
    (the place touching the most hung cells), which leaves room for later paintings."""
    clean = [s for s in options if not faux_pas(player, painting, s)]
    pool = clean if clean and table.chance(0.85) else options
    if table.chance(0.6):
        covered = player.covered
        snug = max(bin(s[1] & covered).count("1") for s in pool)
        pool = [s for s in pool if bin(s[1] & covered).count("1") == snug]
    spot = table.choose(pool)
    if faux_pas(player, painting, spot):
        table.rule("art-society.faux-pas-legal")
        table.count("hung next to its own theme (faux-pas)")
    return spot


def _hang_held(config: Config, player: Player, table: Table, probability: float, pick) -> Player:
    """Hang the assistant's paintings that fit, each with `probability` (the player's whim)."""
    for held in player.assistant:
        options = spots(config, player, held)
        if options and table.chance(probability):
            table.rule("art-society.assistant-any-order")
            table.count("hung from the assistant")
            player = _lay(config, player, held, options, pick, table)
            player = replace(player, assistant=tuple(p for p in player.assistant if p != held))
    return player


def place(config: Config, player: Player, new: Painting, table: Table, careful=None) -> Player:
    """One player's placing phase with the painting `new` just won. `careful(player, painting,
    options, rng)` is a strategy's choice of place (strategies.py); without it the choices are random.
    A painting let go against the rules takes the whole move back: the phase again from `player`, the
    board and the assistant as they were when it began."""
    while True:
        try:
            return _move(config, player, new, table, careful)
        except _TakenBack:
            continue


def _move(config: Config, player: Player, new: Painting, table: Table, careful) -> Player:
    """One try at the placing phase (`place`); raises `_TakenBack` when a painting is let go against the rules."""

    def pick(player: Player, painting: Painting, options: list[Spot]) -> Spot:
        if careful is None:
            return _pick(player, painting, options, table)
        spot = careful(player, painting, options, table.rng)
        if faux_pas(player, painting, spot):
            table.rule("art-society.faux-pas-legal")
            table.count("hung next to its own theme (faux-pas)")
        return spot

    if player.oversized:  # beside the board for good: never a candidate for the grid or the assistant
        table.rule("art-society.oversized-stays")
    before = len(player.hung)
    player = _hang_held(config, player, table, BEFORE if careful is None else 1.0, pick)
    options = spots(config, player, new)
    room = len(player.assistant) < config.assistant_holds
    if options:
        table.rule("art-society.hang-legal")
        clean = any(not faux_pas(player, new, s) for s in options)
        whim = table.chance(0.08 if clean else 0.5) if careful is None else not clean
        if room and config.assistant_by_choice and whim:
            table.rule("art-society.hang-or-assistant")
            table.count("given to the assistant by choice")
            return replace(player, assistant=player.assistant + (new,))
        player = _lay(config, player, new, options, pick, table)
        table.count("paintings hung")
        player = _hang_held(config, player, table, AFTER if careful is None else 1.0, pick)
        if len(player.hung) - before > 1:  # the second was laid by the first: `spots` counts it as hung
            table.rule("art-society.hang-in-turn")
        return player
    table.count("paintings that fit nowhere")
    if room:
        table.rule("art-society.no-fit-assistant")
        table.count("to the assistant: fits nowhere")
        return replace(player, assistant=player.assistant + (new,))
    for held in player.assistant:
        options = spots(config, player, held)
        if options:
            table.rule("art-society.oversized-last-resort")
            table.count("assistant freed to avoid an oversized painting")
            player = _lay(config, player, held, options, pick, table)
            # the new painting still fits nowhere: hanging only covers cells (test: never_makes_room)
            kept = tuple(p for p in player.assistant if p != held)
            return replace(player, assistant=kept + (new,))
    table.rule("art-society.oversized")
    table.count("oversized paintings")
    return replace(player, oversized=player.oversized + (new,))


def full(config: Config, player: Player) -> bool:
    return player.covered & config.board == config.board


# ------------------------------------------------------------------------------------ scoring


def faux_pas_paintings(config: Config, player: Player) -> set[int]:
    """Ids of the hung paintings that touch a painting of their own theme along a side."""
    out = set()
    for i, a in enumerate(player.hung):
        edge = ring(a.mask, config.cols, config.rows)
        for j, b in enumerate(player.hung):
            if i != j and a.painting.theme == b.painting.theme and edge & b.mask:
                out.add(a.painting.id)
                break
    return out


def score(config: Config, markers: dict[str, int], player: Player, table: Table | None = None) -> Score:
    """A player's final score (the score pad's rows); records the rules it applies."""

    def rule(rule_id: str) -> None:
        if table is not None:
            table.rule(rule_id)

    zero = faux_pas_paintings(config, player)
    themes = view = 0
    for h in player.hung:
        value = config.tracks[h.painting.theme][markers[h.painting.theme]]
        rule("art-society.score-theme")
        if h.painting.id in zero:
            rule("art-society.score-faux-pas")
            value = 0
        themes += value
        if h.mask & config.view:
            rule("art-society.score-direct-view")
            view += value
    counts = [sum(1 for h in player.hung if h.painting.frame == f) for f in config.frames]
    sets = min(counts) if counts else 0
    if sets:
        rule("art-society.score-frame-sets")
    whole = full(config, player)
    if whole:
        rule("art-society.score-full-board")
    if player.oversized:
        rule("art-society.score-oversized")
    if player.assistant:
        rule("art-society.score-assistant")
    return Score(
        themes=themes,
        view=view,
        frames=sets * config.frame_set_points,
        full=config.full_board_points if whole else 0,
        oversized=len(player.oversized) * config.oversized_points,
        assistant=len(player.assistant) * config.assistant_points,
        cells=bin(player.covered).count("1"),
    )


def winners(config: Config, scores: tuple[Score, ...], table: Table | None = None) -> tuple[int, ...]:
    """Seats of the winners: the highest total; a tie goes to more covered cells (if this edition says
    so), and a tie that remains is shared."""
    best = max(s.total for s in scores)
    tied = [i for i, s in enumerate(scores) if s.total == best]
    if len(tied) > 1 and config.tie_break_cells:
        if table is not None:
            table.rule("art-society.score-tie-cells")
        most = max(scores[i].cells for i in tied)
        tied = [i for i in tied if scores[i].cells == most]
    if len(tied) > 1 and table is not None:
        table.rule("art-society.score-tie-shared")
    return tuple(tied)
