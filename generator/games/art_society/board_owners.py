"""Art Society: every player's collection board is theirs at a glance. The board's copies (board
kind, `owners:`, board/owners.py) name the lollipop sets in order, each with its set's colour and
pattern, so a player's board, bids and markers look alike; the score pad's player columns are headed
with the same bands (form kind, `band:`; kit review r30, AS minor 7)."""

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


def check_score_pad_players(bids: Component, form: Component, findings: Findings) -> None:
    """Every section of the score pad with a column group a player's: one band per lollipop set, in the
    sets' order, titled with the set's name, in its colour and pattern (as the collection boards)."""
    lollipops = Path(bids.doc.path)
    if any(Path(f.location.path) == lollipops for f in findings.errors):
        return
    players = bids.spec.players
    for pi, page in enumerate(form.spec.pages):
        for si, section in enumerate(page.sections):
            groups = [(ci, column) for ci, column in enumerate(section.columns) if column.columns]
            for (ci, column), player in zip(groups, players):
                where = ("pages", pi, "sections", si, "columns", ci)
                band = column.band
                if band is None:
                    findings.error(
                        form.where(*where, "title"),
                        f"score pad column '{column.title}' has no band; expected the band of lollipop set "
                        f"'{player.name}' (its colour and pattern), as on the collection boards",
                        "art-society.score-pad",
                    )
                    continue
                for key, at, mine, theirs in (
                    ("name", ("title",), column.title, player.name),
                    ("color", ("band", "color"), band.color.lower(), player.color.lower()),
                    ("pattern", ("band", "pattern"), band.pattern, player.pattern),
                ):
                    if mine != theirs:
                        findings.error(
                            form.where(*where, *at),
                            f"score pad column {ci + 1} of '{section.title}' has {key} '{mine}', lollipop set "
                            f"{ci + 1} '{player.name}' has '{theirs}'; expected the same (a player's column "
                            "and pieces look alike)",
                            "art-society.score-pad",
                        )
