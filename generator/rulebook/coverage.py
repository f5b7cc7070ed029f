"""Every field of a board that a player can land on or use must be explained in the rulebook.

A board's field types (Start, Szpital, Posesja, …) are named in the rulebook, and so is every
field with a rule of its own (a label and an instruction of its own, like Przekręt's "Remont
chodnika: cofnij się o 2 pola"): a rule printed only on the board is a rule the reader of the
rulebook never meets. The match is on the rulebook's text (case, spacing and Markdown emphasis
ignored), so a rename on the board that the rulebook does not follow is a finding too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.model.core import Component, Game


@dataclass(frozen=True)
class Unexplained:
    board: Component
    keypath: tuple
    message: str


def _plain(text: str) -> str:
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    text = re.sub(r"[*_\\]", "", text)
    return re.sub(r"\s+", " ", text).strip().lower()


def _used_types(spec) -> Iterator[tuple[str, tuple]]:
    """(field type id, keypath of its first use) for every type a board uses."""
    for i, loop in enumerate(getattr(spec, "loops", None) or []):
        for j, f in enumerate(loop.fields):
            yield f.type, ("loops", i, "fields", j, "type")
    for i, path in enumerate(getattr(spec, "paths", None) or []):
        for j, f in enumerate(path.fields):
            yield f.type, ("paths", i, "fields", j, "type")
    for i, graph in enumerate(getattr(spec, "graphs", None) or []):
        for j, node in enumerate(graph.nodes):
            yield node.type, ("graphs", i, "nodes", j, "type")
    for i, grid in enumerate(getattr(spec, "grids", None) or []):
        for key, type_id in grid.key.items():
            yield type_id, ("grids", i, "key", key)
        for j, area in enumerate(grid.areas):
            yield area.type, ("grids", i, "areas", j, "type")
    for i, track in enumerate(getattr(spec, "tracks", None) or []):
        if track.type:
            yield track.type, ("tracks", i, "type")


def _own_rule_fields(spec) -> Iterator[tuple[str, tuple]]:
    """(label, keypath) of every field that carries its own label and instruction."""
    groups = [
        ("loops", "fields", getattr(spec, "loops", None) or []),
        ("paths", "fields", getattr(spec, "paths", None) or []),
        ("graphs", "nodes", getattr(spec, "graphs", None) or []),
    ]
    for group, inner, items in groups:
        for i, item in enumerate(items):
            for j, f in enumerate(getattr(item, inner)):
                if f.label.strip() and f.note.strip() and not f.property:
                    yield f.label.strip(), (group, i, inner, j, "label")


DECISIONS_CHAPTER = "# Co ustaliło to wydanie"  # says why a rule was chosen; the rule itself stands earlier


def unexplained_fields(game: Game, markdown: str) -> list[Unexplained]:
    text = _plain(markdown.split(DECISIONS_CHAPTER)[0])
    found: list[Unexplained] = []
    for board in game.components.values():
        if board.kind != "board":
            continue
        spec = board.spec
        seen: set[str] = set()
        for type_id, keypath in _used_types(spec):
            if type_id in seen or type_id not in spec.field_types:
                continue
            seen.add(type_id)
            name = spec.field_types[type_id].name
            if _plain(name) not in text:
                found.append(
                    Unexplained(
                        board,
                        keypath,
                        f"field type '{name}' ({type_id}) is on the board "
                        f"'{board.name}' but the rulebook never names it; explain what it does",
                    )
                )
        labels: set[str] = set()
        for label, keypath in _own_rule_fields(spec):
            if _plain(label) in labels:
                continue
            labels.add(_plain(label))
            if _plain(label) not in text:
                found.append(
                    Unexplained(
                        board,
                        keypath,
                        f"field '{label}' on the board '{board.name}' has a rule "
                        "of its own but the rulebook never names it; explain what it does",
                    )
                )
    return found
