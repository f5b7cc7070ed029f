"""Art Society: every player's collection board is theirs at a glance. The board's copies (board
kind, `owners:`, board/owners.py) name the lollipop sets in order, each with its set's colour and
pattern, so a player's board, bids and markers look alike."""

from __future__ import annotations

from pathlib import Path

from generator.model.core import Component
from generator.model.findings import Findings


def check_board_owners(bids: Component, collection: Component, findings: Findings) -> None:
    """The collection board has one owner per lollipop set, in the sets' order, with the set's name,
    colour and pattern. Left out while the lollipops themselves have findings: a set that is wrong
    there is reported there, not again as a board that differs from it."""
    lollipops = Path(bids.doc.path)
    if any(Path(f.location.path) == lollipops for f in findings.errors):
        return
    owners = collection.spec.owners
    players = bids.spec.players
    if owners is None:
        findings.error(
            collection.where("copies"),
            f"the {len(players)} collection boards are printed alike; expected `owners:` with one entry per "
            "lollipop set (its name, colour and pattern), so every player tells their own board apart",
            "art-society.board-owners",
        )
        return
    for i, (owner, player) in enumerate(zip(owners.entries, players)):  # the board kind counts the copies
        for key, mine, theirs in (
            ("name", owner.name, player.name),
            ("color", owner.color.lower(), player.color.lower()),
            ("pattern", owner.pattern, player.pattern),
        ):
            if mine != theirs:
                findings.error(
                    collection.where("owners", "entries", i, key),
                    f"owner {i + 1} of the collection board has {key} '{mine}', lollipop set {i + 1} "
                    f"'{player.name}' has '{theirs}'; expected the same (a player's board and bids look alike)",
                    "art-society.board-owners",
                )
