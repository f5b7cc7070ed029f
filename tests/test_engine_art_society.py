"""Art Society's rules engine: a seeded batch plays clean and uses every rule it declares, each
ruling a table asked for is put in place and checked, the invariants catch broken states, and the
rulebook check fails when an engine rule is not printed or an unknown one is cited."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from generator.games.art_society.engine import (
    ENGINE,
    RULES,
    auction,
    bidding_order,
    config_of,
    end_of_round,
    hanging_order,
    invariants,
    play_round,
    setup_state,
)
from generator.games.art_society.hanging import (
    AFTER,
    BEFORE,
    faux_pas,
    faux_pas_paintings,
    place,
    release,
    score,
    spots,
    winners,
)
from generator.games.art_society.state import Hung, Painting, Player, Score
from generator.games.simulate import Table, simulate

from .conftest import COMPONENTS, game_findings, line_of, replace_in, validated_game

GAME = "art-society"
COLS, ROWS = 7, 6

# Rules no game of the bundled edition can meet, with the reason (each has a unit test below):
UNREACHABLE = {
    "art-society.deck-short": "56 auction paintings, at most 5 a round for 8 rounds (validator: painting-supply)",
    "art-society.end-deck-empty": "likewise: the stacks never run out",
    "art-society.track-end": "a track of 60 steps covers a theme's 8 largest paintings (validator: track-length)",
    "art-society.release-moved": "the simulated players let go only on legal places (unit test: let_go_against)",
}


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    target = tmp_path_factory.mktemp("art-engine") / "components"
    shutil.copytree(COMPONENTS / GAME, target / GAME, ignore=shutil.ignore_patterns("zasady.yaml"))
    return validated_game(GAME, target)


@pytest.fixture(scope="module")
def config(game):
    return config_of(game)


class Fixed(Table):
    """A table whose players always take the first option and answer every whim with `whim`."""

    def __init__(self, whim: bool = False, seed: int = 0, whims: dict[float, bool] | None = None):
        super().__init__(RULES, seed)
        self.whim, self.whims = whim, whims or {}

    def chance(self, probability: float) -> bool:
        return self.whims.get(probability, self.whim)

    def choose(self, options):
        return options[0]


def mask_of(*cells: tuple[int, int]) -> int:
    out = 0
    for c, r in cells:
        out |= 1 << (c + r * COLS)
    return out


def rect(c0: int, r0: int, w: int, h: int) -> int:
    return mask_of(*[(c, r) for r in range(r0, r0 + h) for c in range(c0, c0 + w)])


def painting(pid: int, size: int, theme: str = "portret", frame: str = "zlota") -> Painting:
    return Painting(pid, size, theme, frame)


def player_with(*hung: tuple[Painting, int], assistant=(), oversized=()) -> Player:
    return Player(
        lollipops=(1, 2),
        hung=tuple(Hung(p, m) for p, m in hung),
        assistant=tuple(assistant),
        oversized=tuple(oversized),
    )


# ------------------------------------------------------------------------------ batches


def test_seeded_batch_is_clean_and_ends_within_the_lollipops(game):
    report = simulate(ENGINE, game, games=60, seed=7)
    assert report.clean, report.problems[:3]
    assert report.finished == 60 and set(report.turns) == {2, 3, 4}
    assert max(max(t) for t in report.turns.values()) <= 8


def test_every_rule_is_used_except_those_the_edition_cannot_reach(game):
    report = simulate(ENGINE, game, games=300, seed=1)
    assert report.clean
    assert set(report.unused) - {"art-society.score-tie-shared"} == set(UNREACHABLE)


def test_a_shared_win_is_reachable():
    scores = (Score(10, 0, 0, 0, 0, 0, cells=20), Score(10, 0, 0, 0, 0, 0, cells=20), Score(4, 0, 0, 0, 0, 0, 30))
    table = Fixed()

    class Config:
        tie_break_cells = True

    assert winners(Config(), scores, table) == (0, 1)
    assert table.used["art-society.score-tie-cells"] == 1 and table.used["art-society.score-tie-shared"] == 1


def test_with_four_careful_players_most_run_out_of_room_as_the_rulebook_warns(game):
    """The rulebook's answer „Dlaczego tak często brakuje miejsca?”: even players who plan end with an
    oversized painting, most of them, when four share the auctions (measured: 561 of 800 in 200 games)."""
    report = simulate(ENGINE, game, games=40, seed=1, players=4, strategies=("smart",))
    assert report.clean
    assert report.figures["players with an oversized painting"] > 40 * 4 // 2


def test_same_seed_same_games(game):
    a = simulate(ENGINE, game, games=12, seed=3)
    b = simulate(ENGINE, game, games=12, seed=3)
    assert (a.turns, a.used, a.figures) == (b.turns, b.used, b.figures)


# ------------------------------------------------------------------------------ set-up


def test_setup_starting_paintings_in_the_box_and_stacks_by_size(config):
    state = setup_state(config, 4, Table(RULES, 5))
    assert invariants(state) == []
    for p in state.players:
        assert len(p.hung) == 1 and p.hung[0].painting.starting
        assert p.hung[0].mask & ~config.start == 0
        assert p.lollipops == tuple(range(1, 9))
    assert len(state.box) == len(config.starting) - 4
    assert {size: len(stack) for size, stack in state.stacks.items()} == {s: 8 for s in range(3, 10)}
    assert all(p.size == size for size, stack in state.stacks.items() for p in stack)


# ------------------------------------------------------------------------------ auction and bids


def test_bid_tie_goes_to_the_auctioneer_then_clockwise(config):
    players = (Player(()),) * 4
    table = Fixed()
    assert bidding_order(players, (5, 5, 2, 5), gavel=2, table=table) == (3, 0, 1, 2)
    assert bidding_order(players, (5, 5, 2, 5), gavel=1) == (1, 3, 0, 2)
    assert bidding_order(players, (1, 8, 3, 7), gavel=0) == (1, 3, 2, 0)
    # r29 AS finding 4: a tie without the auctioneer: the one nearer clockwise from the auctioneer first
    assert bidding_order(players, (5, 2, 5, 1), gavel=1) == (2, 0, 1, 3)
    assert bidding_order(players, (5, 2, 5, 1), gavel=3) == (0, 2, 1, 3)
    assert table.used["art-society.bid-tie"] == 1


def test_every_player_bids_and_takes_one_painting_and_the_rest_goes_to_the_museum(config):
    state = setup_state(config, 2, Table(RULES, 11))
    table = Table(RULES, 12)
    after = play_round(state, table)
    assert all(len(p.played) == 1 and len(p.lollipops) == 7 for p in after.players)
    assert len(after.museum) == 1 and after.left == state.left - 3
    left = after.museum[0]
    assert after.markers[left.theme] == left.size and sum(after.markers.values()) == left.size
    assert table.used["art-society.must-choose"] == 2 and after.gavel == (state.gavel + 1) % 2
    assert invariants(after) == []


def test_only_this_rounds_museum_painting_moves_a_marker_not_the_earlier_ones(config):
    state = setup_state(config, 2, Table(RULES, 11))
    first = play_round(state, Table(RULES, 12))
    second = play_round(first, Table(RULES, 13))
    assert len(second.museum) == 2 and second.museum[0] == first.museum[0]
    new = second.museum[1]
    moved = {theme: second.markers[theme] - first.markers[theme] for theme in second.markers}
    assert moved == {theme: new.size if theme == new.theme else 0 for theme in second.markers}


def test_an_empty_stack_cannot_be_chosen(config):
    state = setup_state(config, 4, Table(RULES, 2))
    stacks = {size: (() if size != 9 else stack) for size, stack in state.stacks.items()}
    table = Fixed()
    stacks_after, offered = auction(replace(state, stacks=stacks), table)
    assert [p.size for p in offered] == [9] * 5 and len(stacks_after[9]) == 3
    assert table.used["art-society.stack-empty"] == 5


def test_short_deck_all_auctioned_none_to_the_museum_then_the_game_ends(config):
    state = setup_state(config, 3, Table(RULES, 2))
    kept = state.stacks[5][:2]
    short = replace(state, stacks={size: (kept if size == 5 else ()) for size in state.stacks})
    table = Fixed()
    after = play_round(short, table)
    won = [len(p.hung) + len(p.assistant) + len(p.oversized) - 1 for p in after.players]
    assert sorted(won) == [0, 1, 1] and after.museum == ()
    assert table.used["art-society.deck-short"] == 2  # too few to turn up; the last bidder gets none
    assert after.ending == ("art-society.end-deck-empty",) and after.over


# ------------------------------------------------------------------------------ hanging


def test_a_painting_must_touch_a_hung_one_and_may_be_turned(config):
    start = (painting(100, 3), rect(2, 4, 3, 1))  # C5:E5
    player = player_with(start)
    legal = spots(config, player, painting(1, 5))  # 1 x 5, either way round
    assert legal
    assert all(s[1] & player.covered and not s[0] & player.covered for s in legal)
    assert any(s[0] == rect(0, 3, 5, 1) for s in legal)  # lying, above the start painting
    assert any(s[0] == rect(5, 0, 1, 5) for s in legal)  # standing, right of it
    assert not any(s[0] == rect(0, 0, 5, 1) for s in legal)  # top row: touches nothing


def test_hanging_next_to_the_same_theme_is_allowed_but_both_score_nothing(config):
    a = (painting(100, 3, "portret"), rect(0, 1, 3, 1))  # B2 row: in the direct view
    b = (painting(1, 4, "portret", "srebrna"), rect(3, 1, 2, 2))
    c = (painting(2, 4, "pejzaz", "drewniana"), rect(0, 2, 2, 2))
    player = player_with(a, b, c)
    assert faux_pas_paintings(config, player) == {100, 1}
    table = Fixed()
    result = score(config, {"portret": 10, "pejzaz": 7, "zycie-miejskie": 0, "martwa-natura": 0}, player, table)
    assert (result.themes, result.view) == (7, 7)  # the landscape in the direct view, twice
    assert table.used["art-society.score-faux-pas"] == 2


def test_a_faux_pas_needs_only_part_of_a_side_and_a_corner_is_not_one(config):
    # Rulebook, Zasady wieszania, glossary and aid (r27pre F3): paintings of one theme touching along
    # a side „choćby częściowo” (one field of a longer side) are a faux pas; a corner alone is not
    big = (painting(100, 9, "portret"), rect(0, 0, 3, 3))  # A1:C3
    partial = (painting(1, 4, "portret", "srebrna"), rect(3, 2, 2, 2))  # D3:E4, shares only C3 | D3
    assert faux_pas_paintings(config, player_with(big, partial)) == {100, 1}
    side = (painting(2, 3, "pejzaz"), rect(3, 0, 1, 3))  # D1:D3, beside the big portrait
    corner = (painting(3, 4, "portret", "srebrna"), rect(3, 3, 2, 2))  # D4:E5, meets C3 at a corner only
    assert faux_pas_paintings(config, player_with(big, side, corner)) == set()
    lone = player_with(big)
    ring_partial = [s for s in spots(config, lone, painting(4, 4, "portret")) if s[0] == partial[1]]
    assert ring_partial and faux_pas(lone, painting(4, 4, "portret"), ring_partial[0])


def test_a_first_painting_of_the_start_paintings_theme_has_only_faux_pas_places(config):
    # Rulebook Q&A (r26 F8): with only the start painting hung, a first painting of its theme touches it
    # wherever it hangs, so every place is a faux pas; one of another theme has clean places
    start = (painting(100, 3, "portret"), rect(2, 4, 3, 1))
    player = player_with(start)
    for size in config.shapes:
        same, other = painting(1, size, "portret"), painting(2, size, "pejzaz")
        assert spots(config, player, same) and all(faux_pas(player, same, s) for s in spots(config, player, same))
        assert not any(faux_pas(player, other, s) for s in spots(config, player, other))


def test_a_painting_that_fits_may_still_go_to_a_free_assistant(config):
    player = player_with((painting(100, 3), rect(2, 4, 3, 1)))
    table = Fixed(whim=True)
    after = place(config, player, painting(1, 4), table)
    assert after.assistant == (painting(1, 4),) and len(after.hung) == 1
    assert table.used["art-society.hang-or-assistant"] == 1


def test_a_painting_that_fits_nowhere_must_go_to_a_free_assistant(config):
    full_but_top = (painting(100, 35), config.board & ~rect(0, 0, 7, 1))
    player = player_with(full_but_top)
    table = Fixed()
    after = place(config, player, painting(1, 9), table)  # 3 x 3: no room
    assert after.assistant == (painting(1, 9),) and after.oversized == ()
    assert table.used["art-society.no-fit-assistant"] == 1


def test_a_busy_assistant_whose_painting_fits_must_hang_it_to_take_the_new_one(config):
    full_but_top = (painting(100, 35), config.board & ~rect(0, 0, 7, 1))
    held = painting(2, 7)  # 1 x 7: fits the top row
    player = player_with(full_but_top, assistant=[held])
    table = Fixed(whim=False)  # would not hang it by choice
    after = place(config, player, painting(1, 9), table)
    assert after.assistant == (painting(1, 9),) and after.hung[-1] == Hung(held, rect(0, 0, 7, 1))
    assert after.oversized == () and table.used["art-society.oversized-last-resort"] == 1


def test_a_faux_pas_place_counts_as_a_place_so_the_busy_assistant_must_hang_there(config):
    # "Da się powiesić" (rulebook, Zasady wieszania): a place that makes a faux pas is still a place.
    # The only free row touches a hung city painting; the assistant's city painting must go there.
    city = (painting(101, 7, "zycie-miejskie"), rect(0, 1, 7, 1))
    rest = (painting(100, 28), config.board & ~rect(0, 0, 7, 2))
    held = painting(2, 7, "zycie-miejskie", "srebrna")
    player = player_with(rest, city, assistant=[held])
    table = Fixed(whim=False)
    after = place(config, player, painting(1, 9), table)
    assert after.hung[-1] == Hung(held, rect(0, 0, 7, 1)) and after.oversized == ()
    assert after.assistant == (painting(1, 9),)
    assert faux_pas_paintings(config, after) == {101, 2}
    assert table.used["art-society.oversized-last-resort"] == 1


def _free_rectangle(config, covered: int, w: int, h: int) -> bool:
    """Whether a w × h painting (either way round) has free cells anywhere on the grid, touching or not."""
    for cw, ch in {(w, h), (h, w)}:
        for r0 in range(ROWS - ch + 1):
            for c0 in range(COLS - cw + 1):
                if not rect(c0, r0, cw, ch) & covered:
                    return True
    return False


def test_hanging_the_assistants_painting_never_makes_room_for_the_new_one(config):
    # Rulebook, step 3 of „Wieszanie z asystentem”: the new painting goes to the freed assistant, never
    # onto the grid (r16 #1). A painting that has no place has no free rectangle at all: one lying on free
    # cells without side contact could be slid cell by cell until it touches a hung one. Hanging the
    # assistant's painting only covers cells, so the new painting still fits nowhere. Checked on every
    # board of a seeded batch of games, for every size.
    checked = 0
    for seed in range(6):
        state = setup_state(config, 4, Table(RULES, seed))
        while not state.over:
            state = play_round(state, Table(RULES, 100 + seed * 10 + state.round))
            for player in state.players:
                for size, (w, h) in config.shapes.items():
                    if not spots(config, player, painting(1, size)):
                        assert not _free_rectangle(config, player.covered, w, h)
                        checked += 1
    assert checked > 20  # boards full enough that some sizes fit nowhere


def test_the_rulebooks_example_of_a_painting_that_does_not_fit(config):
    # Rulebook, „Przykład: obraz, którego nie da się powiesić”: the assistant holds a 7 × 1 portrait, the
    # new 4 × 2 landscape fits nowhere, only the bottom row is free and it touches a portrait.
    portrait = (painting(101, 7, "portret", "srebrna"), rect(0, 4, 7, 1))
    rest = (painting(100, 28, "martwa-natura"), config.board & ~rect(0, 4, 7, 2))
    held, new = painting(2, 7, "portret"), painting(1, 8, "pejzaz")
    table = Fixed(whim=False)
    after = place(config, player_with(rest, portrait, assistant=[held]), new, table)
    assert after.hung[-1] == Hung(held, rect(0, 5, 7, 1)) and after.assistant == (new,) and after.oversized == ()
    assert faux_pas_paintings(config, after) == {101, 2}  # both portraits are worth nothing from now on
    # … and the portrait covered the last free cells: a full board (its bonus, the game ends after this
    # round) and the landscape left with the assistant costs its penalty
    state = setup_state(config, 2, Table(RULES, 1))
    ended = end_of_round(replace(state, players=(after, state.players[1])), Fixed())
    assert "art-society.end-full-board" in ended.ending and ended.over
    assert (ended.scores[0].full, ended.scores[0].assistant) == (config.full_board_points, config.assistant_points)
    # … had the portrait fitted nowhere either, it would stay with the assistant and the landscape be oversized
    gap = (painting(102, 4, "martwa-natura"), rect(0, 5, 4, 1))
    after = place(config, player_with(rest, portrait, gap, assistant=[held]), new, Fixed(whim=False))
    assert after.assistant == (held,) and after.oversized == (new,)


def test_oversized_only_when_nothing_helps_and_the_second_ends_the_game(config):
    full_but_top = (painting(100, 35), config.board & ~rect(0, 0, 7, 1))
    player = player_with(full_but_top, assistant=[painting(2, 9)], oversized=[painting(3, 8)])
    table = Fixed()
    after = place(config, player, painting(1, 9), table)
    assert after.oversized == (painting(3, 8), painting(1, 9)) and after.assistant == (painting(2, 9),)
    assert table.used["art-society.oversized"] == 1
    state = setup_state(config, 2, Table(RULES, 1))
    ended = end_of_round(replace(state, players=(after, state.players[1])), table)
    assert "art-society.end-second-oversized" in ended.ending and ended.over
    points = ended.scores[0]
    assert (points.oversized, points.assistant) == (2 * config.oversized_points, config.assistant_points)


def test_an_oversized_painting_stays_beside_the_board_even_when_room_appears(config):
    # Rulebook, „Obraz ponadwymiarowy”: it lies beside the board to the end of the game. Here a 3 × 1
    # oversized painting would fit the free top row, and the assistant is free, yet neither takes it.
    rest = (painting(100, 35), config.board & ~rect(0, 0, 7, 1))
    old = painting(3, 3, "pejzaz")
    player = player_with(rest, oversized=[old])
    assert spots(config, player, old)  # it would fit now
    for whim in (False, True):
        table = Fixed(whim=whim)
        after = place(config, player, painting(1, 4, "martwa-natura"), table)
        assert after.oversized == (old,) and old not in after.assistant
        assert old not in [h.painting for h in after.hung]
        assert table.used["art-society.oversized-stays"] == 1


def test_the_assistant_painting_may_be_hung_after_the_new_one(config):
    start = (painting(100, 3), rect(2, 4, 3, 1))
    player = player_with(start, assistant=[painting(2, 3, "pejzaz")])
    table = Fixed(whim=False)
    after = place(config, player, painting(1, 4, "pejzaz"), table)  # never by whim: held stays
    assert after.assistant == (painting(2, 3, "pejzaz"),)
    table = Fixed(whims={BEFORE: True})
    after = place(config, player, painting(1, 4, "pejzaz"), table)
    assert after.assistant == () and [h.painting.id for h in after.hung] == [100, 2, 1]
    assert table.used["art-society.assistant-any-order"] == 1
    # after: a 1 x 7 painting that only fits on top of the new one
    rows_free = (painting(100, 28), config.board & ~rect(0, 0, 7, 2))
    player = player_with(rows_free, assistant=[painting(2, 7, "pejzaz")])
    table = Fixed(whims={BEFORE: False, AFTER: True})
    after = place(config, player, painting(1, 7, "portret"), table)
    assert [h.painting.id for h in after.hung] == [100, 1, 2] and after.assistant == ()
    assert after.hung[1].mask == rect(0, 1, 7, 1) and after.hung[2].mask == rect(0, 0, 7, 1)


def test_two_paintings_in_one_phase_are_hung_in_turn_the_second_may_touch_only_the_first(config):
    """r29 AS finding 1: „naraz” does not mean both must touch paintings hung before the phase. The
    assistant's landscape hung first already hangs when the new one is laid: a place touching only it is
    legal, and a faux pas when the themes match; before it hangs, that place is no place at all."""
    start = (painting(100, 3), rect(2, 4, 3, 1))  # C5–E5
    held = painting(2, 3, "pejzaz")
    above = rect(2, 2, 3, 1)  # C3–E3: touches C4–E4 only, not the start painting
    alone = player_with(start, assistant=[held])
    assert above not in [m for m, _ in spots(config, alone, painting(1, 3, "pejzaz"))]
    first = player_with(start, (held, rect(2, 3, 3, 1)))  # the assistant's painting, hung first: C4–E4
    second = next(s for s in spots(config, first, painting(1, 3, "pejzaz")) if s[0] == above)
    assert faux_pas(first, painting(1, 3, "pejzaz"), second)
    assert not faux_pas(first, painting(1, 3, "martwa-natura"), second)
    table = Fixed(whims={BEFORE: True})
    after = place(config, alone, painting(1, 3, "martwa-natura"), table)
    assert [h.painting.id for h in after.hung] == [100, 2, 1] and after.assistant == ()
    assert table.used["art-society.hang-in-turn"] == 1
    table = Fixed(whims={BEFORE: False, AFTER: False})  # one painting hung: no second to lay
    place(config, alone, painting(1, 3, "martwa-natura"), table)
    assert table.used["art-society.hang-in-turn"] == 0


def test_a_painting_let_go_against_the_rules_goes_back_to_the_hand_and_one_let_go_by_them_stays(config):
    """r38 F2: „zostaje tam, gdzie leży” holds for a legal place only; a painting let go touching by a corner,
    touching nothing or on hung cells is laid again by the rules."""
    start = (painting(100, 3), rect(2, 4, 3, 1))  # C5–E5
    player = player_with(start)
    new = painting(1, 4, "martwa-natura")  # 2 × 2
    table = Fixed()
    assert release(config, player, new, rect(0, 2, 2, 2), table) is None  # A3–B4: B4 meets C5 by a corner only
    assert release(config, player, new, rect(0, 0, 2, 2), table) is None  # A1–B2: touches nothing
    assert release(config, player, new, rect(1, 3, 2, 2), table) is None  # B4–C5: on the start painting's C5
    assert table.used["art-society.release-moved"] == 3
    laid = release(config, player, new, rect(0, 3, 2, 2), table)  # A4–B5: B5 beside C5
    assert laid is not None and laid.hung[-1] == Hung(new, rect(0, 3, 2, 2))
    assert table.used["art-society.release-moved"] == 3


class LetGoWrong(Fixed):
    """A table whose player first lets the painting go on `wrong` cells, and answers the whim to give a painting
    that could hang to the assistant with `gives`, one answer a time."""

    def __init__(self, wrong: int, gives: list[bool]):
        super().__init__()
        self.wrong, self.gives = [(wrong, 0)], list(gives)

    def choose(self, options):
        return self.wrong.pop() if self.wrong else options[0]

    def chance(self, probability: float) -> bool:
        return self.gives.pop(0) if probability == 0.08 and self.gives else super().chance(probability)


@pytest.mark.parametrize("gives", [True, False])
def test_a_painting_let_go_against_the_rules_is_taken_back_and_the_move_made_again_with_every_choice(config, gives):
    """r39 F1: „przekłada” read as „hangs it elsewhere”; the player takes the painting back and makes the move again
    by the steps of „Wieszanie z asystentem”, so a free assistant may now take it instead."""
    start = (painting(100, 3), rect(2, 4, 3, 1))  # C5–E5
    new = painting(1, 4, "martwa-natura")  # 2 × 2
    table = LetGoWrong(rect(0, 2, 2, 2), [False, gives])  # A3–B4: B4 meets C5 by a corner only
    after = place(config, player_with(start), new, table)
    assert table.used["art-society.release-moved"] == 1
    if gives:
        assert after.assistant == (new,) and [h.painting.id for h in after.hung] == [100]
    else:
        assert after.assistant == () and [h.painting.id for h in after.hung] == [100, 1]
        assert after.hung[-1].mask in [m for m, _ in spots(config, player_with(start), new)]


class Scripted(Fixed):
    """A table whose player lets go on the scripted cells in turn (None: the first legal option) and answers
    each whim `probability` from its own list of answers (then False); it records the whims asked."""

    def __init__(self, picks: list[int | None], answers: dict[float, list[bool]]):
        super().__init__()
        self.picks, self.answers, self.asked = list(picks), answers, []

    def choose(self, options):
        cells = self.picks.pop(0) if self.picks else None
        return options[0] if cells is None else (cells, 0)

    def chance(self, probability: float) -> bool:
        self.asked.append(probability)
        answers = self.answers.get(probability, [])
        return answers.pop(0) if answers else False


@pytest.mark.parametrize("wrong", ["new", "held"])
def test_a_painting_let_go_against_the_rules_takes_the_whole_move_back(config, wrong):
    """r40: the player's whole placing phase starts again from the board as it began, not only the wrong painting.
    The assistant's landscape is hung first; then the new painting (or the landscape itself) is let go against the
    rules: the landscape goes back to the assistant, and this time the player keeps it there."""
    start = (painting(100, 3), rect(2, 4, 3, 1))  # C5–E5
    held = painting(2, 3, "pejzaz")  # 3 × 1
    new = painting(1, 4, "martwa-natura")  # 2 × 2
    if wrong == "new":  # the landscape on a legal place, the still life on A3–B4: B4 meets C5 by a corner only
        picks = [None, rect(0, 2, 2, 2)]
    else:  # the landscape on A1–C1: touches nothing
        picks = [rect(0, 0, 3, 1)]
    table = Scripted(picks, {BEFORE: [True, False]})
    after = place(config, player_with(start, assistant=[held]), new, table)
    assert table.used["art-society.release-moved"] == 1
    assert table.asked.count(BEFORE) == 2  # the choice to hang the assistant's painting first is open again
    assert after.assistant == (held,) and [h.painting.id for h in after.hung] == [100, 1]
    assert after.hung[-1].mask in [m for m, _ in spots(config, player_with(start), new)]


def test_the_players_hang_one_by_one_clockwise_from_the_auctioneer_whoever_asked(config, monkeypatch):
    """r38 F3: the order the auctioneer's question sets: from the auctioneer clockwise, not the choosing order."""
    assert hanging_order(4, 2) == (2, 3, 0, 1) and hanging_order(3, 0) == (0, 1, 2)
    from generator.games.art_society import engine

    state = setup_state(config, 4, Table(RULES, 5))
    state = replace(state, gavel=2)
    starts = {p.hung[0].painting.id: seat for seat, p in enumerate(state.players)}
    seen = []
    real = engine.place

    def spy(config, player, new, table, careful=None):
        seen.append(starts[player.hung[0].painting.id])
        return real(config, player, new, table, careful)

    monkeypatch.setattr(engine, "place", spy)
    table = Table(RULES, 6)
    play_round(state, table)
    assert seen == [2, 3, 0, 1] and table.used["art-society.hang-order"] == 1


def test_each_player_makes_the_whole_move_before_the_next_one_hangs(config, monkeypatch):
    """r44 AS finding 3: a move ends with „gotowe”; until then the player may still hang the assistant's painting,
    and the next player hangs only after it. Over seeded games, every painting laid in a round is laid in one run
    per player, the runs clockwise from the auctioneer – never a player's assistant painting after the next
    player's move – and some rounds lay two paintings of one player."""
    from generator.games.art_society import hanging

    laid: list[int] = []
    real = hanging.release

    def spy(config, player, painting, cells, table=None):
        laid.append(player.hung[0].painting.id)  # the start painting names the player
        return real(config, player, painting, cells, table)

    monkeypatch.setattr(hanging, "release", spy)
    twice = 0
    for seed in range(6):
        table = Table(RULES, seed)
        state = setup_state(config, 4, table)
        seat_of = {p.hung[0].painting.id: seat for seat, p in enumerate(state.players)}
        while not state.over:
            laid.clear()
            gavel = state.gavel
            state = play_round(state, table)
            runs = [seat_of[i] for k, i in enumerate(laid) if k == 0 or laid[k - 1] != i]
            assert len(runs) == len(set(runs)), (seed, laid)  # no player lays again after another's move
            clockwise = hanging_order(4, gavel)
            assert runs == sorted(runs, key=clockwise.index), (seed, runs, gavel)
            twice += len(laid) > len(runs)
    assert twice, "no round laid two paintings of one player"


def test_a_painting_let_go_against_the_rules_and_noticed_too_late_stays_and_scores_as_it_lies(config):
    """r42 AS finding 1: an error noticed after the next auction (in the last round: after scoring began) is not
    taken back; the painting lies on and scores as any other – touching by a corner only, it is still worth its
    theme's value, in the direct view twice, and its cells count to the tie."""
    start = (painting(100, 3, "pejzaz", "srebrna"), rect(2, 4, 3, 1))  # C5–E5
    wrong = (painting(1, 4, "martwa-natura", "zlota"), rect(0, 2, 2, 2))  # A3–B4: meets C5 by a corner only
    player = player_with(start, wrong)
    assert release(config, player_with(start), wrong[0], wrong[1], Fixed()) is None  # noticed in time: taken back
    markers = {"portret": 0, "pejzaz": 7, "zycie-miejskie": 0, "martwa-natura": 9}
    result = score(config, markers, player)
    assert wrong[1] & config.view and not start[1] & config.view  # B3 is a direct-view cell, row 5 is not
    assert (result.themes, result.view, result.cells) == (7 + 9, 9, 3 + 4)


def test_a_voluntary_swap_hangs_the_assistant_painting_then_gives_it_the_new_one(config):
    start = (painting(100, 3), rect(2, 4, 3, 1))
    player = player_with(start, assistant=[painting(2, 3, "pejzaz")])
    table = Fixed(whim=True)  # hang the held painting first, then hand the new one over by choice
    after = place(config, player, painting(1, 4, "martwa-natura"), table)
    assert [h.painting.id for h in after.hung] == [100, 2] and after.assistant == (painting(1, 4, "martwa-natura"),)
    assert table.used["art-society.assistant-any-order"] == 1 and table.used["art-society.hang-or-assistant"] == 1


def test_full_board_scores_its_bonus_and_ends_the_game(config):
    full = player_with((painting(100, 42), config.board))
    state = setup_state(config, 2, Table(RULES, 1))
    table = Fixed()
    ended = end_of_round(replace(state, players=(full, state.players[1])), table)
    assert "art-society.end-full-board" in ended.ending
    assert ended.scores[0].full == config.full_board_points and ended.scores[0].cells == 42


def test_frame_sets_count_hung_paintings_only(config):
    frames = ("zlota", "srebrna", "drewniana", "czarna")
    hung = [
        (painting(i, 3, theme, frames[i]), rect(0, i, 3, 1))
        for i, theme in enumerate(("portret", "pejzaz", "portret", "pejzaz"))
    ]
    player = player_with(*hung)
    markers = dict.fromkeys(config.themes, 0)
    assert score(config, markers, player).frames == config.frame_set_points
    without_black = player_with(*hung[:3], assistant=[hung[3][0]])
    assert score(config, markers, without_black).frames == 0


def test_track_end_stops_the_marker(config):
    state = setup_state(config, 2, Table(RULES, 4))
    last = len(config.tracks["portret"]) - 1
    nine = next(p for p in state.stacks[9] if p.theme == "portret")
    stacks = {size: () for size in state.stacks}
    near = replace(
        state,
        stacks={**stacks, 3: state.stacks[3][:1], 4: state.stacks[4][:1], 9: (nine,)},
        markers={**state.markers, "portret": last - 2},
    )
    table = Fixed()  # the auctioneer takes sizes 3, 4, 9; the players the first two
    after = play_round(near, table)
    assert after.museum == (nine,) and after.markers["portret"] == last
    assert table.used["art-society.track-end"] == 1


# ------------------------------------------------------------------------------ ties and invariants


def test_final_ties_go_to_more_cells_unless_the_edition_shares_them(config):
    scores = (Score(20, 0, 0, 0, 0, 0, cells=30), Score(20, 0, 0, 0, 0, 0, cells=31), Score(5, 0, 0, 0, 0, 0, 40))
    assert winners(config, scores) == (1,)
    assert winners(replace(config, tie_break_cells=False), scores) == (0, 1)


def test_invariants_catch_a_lost_painting_and_an_overlap(config):
    state = setup_state(config, 2, Table(RULES, 9))
    lost = replace(state, stacks={**state.stacks, 3: state.stacks[3][1:]})
    assert invariants(lost)[0].startswith("paintings not conserved: missing [")
    p = state.players[0]
    twice = replace(p, hung=p.hung + (Hung(state.stacks[3][0], p.hung[0].mask & -p.hung[0].mask),))
    broken = replace(state, players=(twice, state.players[1]), stacks={**state.stacks, 3: state.stacks[3][1:]})
    assert "player 1: paintings overlap" in invariants(broken)
    marker = replace(state, markers={**state.markers, "portret": 4})
    assert invariants(marker) == ["prestige marker of portret on space 4; the museum moved it 0"]


# ------------------------------------------------------------------------------ the rulebook prints every rule


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "components" / GAME
    shutil.copytree(COMPONENTS / GAME, target)
    return target


def test_the_bundled_rulebook_prints_every_rule(copy):
    assert game_findings(copy) == []


def test_a_rule_missing_from_the_rulebook_is_a_finding(copy):
    rulebook = copy / "zasady.yaml"
    line = line_of(rulebook, "art-society.gavel: Runda")
    replace_in(rulebook, "  art-society.gavel: Runda\n", "")
    found = [f for f in game_findings(copy) if "rule-unprinted" in f]
    first = line_of(rulebook, "art-society.start-draw: Przygotowanie")
    assert line > first
    assert found == [
        f"{rulebook}:{first}:3: error: the rules engine of art-society settles 1 situation(s) the "
        "rulebook does not print: art-society.gavel; state each one (a decision's `rules:` list, or "
        "`rules: {id: heading}` in the rulebook) [rulebook.rule-unprinted]"
    ]


def test_an_unknown_rule_cited_by_the_rulebook_is_a_finding(copy):
    rulebook = copy / "zasady.yaml"
    replace_in(rulebook, "rules: [art-society.stack-top]", "rules: [art-society.stack-top, art-society.swap]")
    line = line_of(rulebook, "art-society.swap")
    col = rulebook.read_text(encoding="utf-8").splitlines()[line - 1].index("art-society.swap") + 1
    assert [f for f in game_findings(copy) if "rule-unknown" in f] == [
        f"{rulebook}:{line}:{col}: error: the rulebook cites rule 'art-society.swap', which the rules engine of "
        "art-society does not know [rulebook.rule-unknown]"
    ]


def test_edition_without_assistant_by_choice_hangs_every_painting_that_fits(tmp_path, config):
    target = tmp_path / "components"
    shutil.copytree(COMPONENTS / GAME, target / GAME, ignore=shutil.ignore_patterns("zasady.yaml"))
    replace_in(target / GAME / "game.yaml", "assistant-by-choice: true", "assistant-by-choice: false")
    strict = validated_game(GAME, target)
    assert config_of(strict).assistant_by_choice is False
    report = simulate(ENGINE, strict, games=30, seed=1)
    assert report.clean and report.used["art-society.hang-or-assistant"] == 0
    assert report.used["art-society.no-fit-assistant"] > 0
    player = player_with((painting(100, 3), rect(2, 4, 3, 1)))
    table = Fixed(whim=True)
    after = place(replace(config, assistant_by_choice=False), player, painting(1, 4), table)
    assert after.assistant == () and len(after.hung) == 2


def test_a_painting_can_be_hung_exactly_when_it_fits_on_free_cells(config):
    """The rulebook (r17 #3): a painting that fits on free cells can always be slid along free cells
    until it touches a hung painting by a side, so „da się powiesić” means „mieści się na wolnych
    polach”. Checked on 400 random collections (any non-empty set of covered cells) for every size."""
    import random

    rng = random.Random(17)
    cells = [1 << i for i in range(config.cols * config.rows) if config.board >> i & 1]
    blot = Painting(id=-1, size=1, theme=config.themes[0], frame=config.frames[0])
    checked = 0
    for _ in range(400):
        density = rng.choice((0.1, 0.3, 0.5, 0.7, 0.85))
        mask = sum(c for c in cells if rng.random() < density) or rng.choice(cells)
        player = Player(lollipops=(), hung=(Hung(blot, mask),))
        for size in config.shapes:
            fits = any(not s[0] & mask for s in config.spots(size))
            assert bool(spots(config, player, Painting(0, size, config.themes[0], config.frames[0]))) == fits
            checked += fits
    assert checked > 100  # the boards leave room often enough for the check to mean something


def test_a_painting_handed_to_the_assistant_hangs_in_a_later_round_only(config):
    """The book and the aid (r25 F1): the assistant's painting may be hung in the placing phase of any
    later round, never in the phase it was handed over, however eager the player (r35 F2: a painting let go
    of with the assistant stays there, as one let go of on the grid)."""
    start = (painting(100, 3), rect(2, 4, 3, 1))
    new = painting(1, 4, "martwa-natura")
    after = place(config, player_with(start), new, Fixed(whim=True))  # handed over by choice; every whim: hang
    assert after.assistant == (new,) and [h.painting.id for h in after.hung] == [100]
    table = Fixed(whims={BEFORE: True})
    later = place(config, after, painting(2, 3, "pejzaz"), table)  # the next round's placing phase
    assert new not in later.assistant and 1 in [h.painting.id for h in later.hung]
    assert table.used["art-society.assistant-any-order"] == 1
