"""Component kinds: one module each, looked up by the `kind:` written in a component file.

A kind module defines its pydantic model and a `render(component, game, options)` that returns the
PDF outputs. `check(component, game, findings)` adds kind-level findings (things that do not fit);
`pieces(component, game)` says what the kind is made of (rulebook figures draw those pieces) and
`plan(component, game, options)` what its files will take (pages, sheets, copies) without rendering.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from pydantic import BaseModel

from ..core import BuildOptions, Component, Game, Output, Plan
from ..findings import Findings
from ..sheets import Piece


@dataclass(frozen=True)
class Kind:
    name: str
    category: str           # card, tile, banknote, board, form, piece, rulebook, game, data
    model: type[BaseModel]
    description: str
    render: Callable[["Component", "Game", "BuildOptions"], list["Output"]] | None = None
    check: Callable[["Component", "Game", "Findings"], None] | None = None
    # names of the files render() writes, known without rendering (default: <component>.pdf)
    files: Callable[["Component", "BuildOptions"], list[str]] | None = None
    # what the kind is made of: every piece in the kit's order (rulebook figures draw these)
    pieces: Callable[["Component", "Game"], Sequence[Piece]] | None = None
    # what each output will take (pages, sheets, copies), known without rendering
    plan: Callable[["Component", "Game", "BuildOptions"], list[Plan]] | None = None
    # a kind describing the kit (the rulebook): render(..., kit=the siblings' outputs,
    # previous=its outputs of the last build, reused while it prints the same) and check(..., siblings_clean=whether they checked clean)
    takes_kit: bool = False

    def filenames(self, component: "Component", options: "BuildOptions") -> list[str]:
        return self.files(component, options) if self.files else [f"{component.name}.pdf"]


KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> Kind:
    if kind.name in KINDS:
        raise RuntimeError(f"kind '{kind.name}' registered twice")
    KINDS[kind.name] = kind
    return kind
