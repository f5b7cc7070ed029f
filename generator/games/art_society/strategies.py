"""Art Society's strategies: what a sensible player decides, from what a player at the table sees
(the offered paintings, the museum's markers, their own board, assistant and lollipops; never the
order of the stacks). Each decision is a function of that view and the table's seeded randomness,
so a game replays from its seed.

* `curator`: takes the painting worth most on their board (a clean place, the theme's current
  value, direct view, a frame set), bids high only when the best painting is clearly better than
  the next, and hangs snugly, never next to the same theme while a clean place is left.
* `miniaturist`: takes the smallest painting that hangs cleanly (small ones fit late in the game),
  always plays its lowest lollipop, and hangs like the curator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from generator.games.art_society.hanging import faux_pas, spots
from generator.games.art_society.state import Config, Painting, Player

STRATEGIES = {
    "curator": "takes the painting worth most on its board, bids high when the choice matters, hangs snugly",
    "miniaturist": "takes the smallest painting that hangs cleanly, plays its lowest lollipop, hangs snugly",
}
SMART = "miniaturist"  # beats the curator too (docs/simulation.md)

Spot = tuple[int, int]


def _cells(mask: int) -> int:
    return bin(mask).count("1")


def pick_spot(player: Player, painting: Painting, options: Sequence[Spot], rng: random.Random) -> Spot:
    """A clean place if there is one, touching the most hung cells (room stays for later); ties by lot."""
    clean = [s for s in options if not faux_pas(player, painting, s)] or list(options)
    covered = player.covered
    snug = max(_cells(s[1] & covered) for s in clean)
    best = [s for s in clean if _cells(s[1] & covered) == snug]
    return best[rng.randrange(len(best))]


def worth(config: Config, markers: dict[str, int], player: Player, painting: Painting) -> float:
    """What a painting is worth to this player now: nothing much if it does not hang, little if only
    next to its own theme; else its theme's value (more in direct view), a frame it lacks, its size."""
    options = spots(config, player, painting)
    if not options:
        return -10.0 if player.assistant else -2.0
    clean = [s for s in options if not faux_pas(player, painting, s)]
    value = config.tracks[painting.theme][min(markers[painting.theme] + 1, len(config.tracks[painting.theme]) - 1)]
    if not clean:
        return 0.5
    view = 0.5 * value if any(s[0] & config.view for s in clean) else 0
    frames = [sum(1 for h in player.hung if h.painting.frame == f) for f in config.frames]
    frame = 2.0 if frames and frames[config.frames.index(painting.frame)] == min(frames) else 0.0
    return value + view + frame + 0.3 * painting.size


def choose_painting(
    name: str, config: Config, markers: dict[str, int], player: Player, offered: Sequence[Painting], rng: random.Random
) -> Painting:
    if name == "miniaturist":
        clean = [p for p in offered if any(not faux_pas(player, p, s) for s in spots(config, player, p))]
        pool = clean or list(offered)
        small = min(p.size for p in pool)
        pool = [p for p in pool if p.size == small]
        return pool[rng.randrange(len(pool))]
    values = [worth(config, markers, player, p) for p in offered]
    best = max(values)
    pool = [p for p, v in zip(offered, values) if v == best]
    return pool[rng.randrange(len(pool))]


def bid(
    name: str, config: Config, markers: dict[str, int], player: Player, offered: Sequence[Painting], left: int
) -> int:
    """The lollipop to play: the lowest, unless (curator) the best painting is clearly worth more than
    the rest and the high lollipops will not all be needed later."""
    hand = sorted(player.lollipops)
    if name == "miniaturist" or len(hand) == 1:
        return hand[0]
    values = sorted((worth(config, markers, player, p) for p in offered), reverse=True)
    gap = values[0] - values[1] if len(values) > 1 else 0
    if gap >= 3:
        return hand[-1]
    if gap >= 1.5:
        return hand[len(hand) // 2]
    return hand[0]
