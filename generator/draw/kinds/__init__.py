"""Component kinds: one module each, looked up by the `kind:` written in a component file.

A kind module defines its pydantic model and a `render(component, game, options)` that returns the
PDF outputs. `check(component, game, findings)` adds kind-level findings (things that do not fit);
`pieces(component, game)` says what the kind is made of (rulebook figures draw those pieces) and
`plan(component, game, options)` what its files will take (pages, sheets, copies) without rendering.

A kind's module is imported when a component of that kind is first met: `KINDS` knows every kind's
name and module from the registry (generator/games/registry.py) and imports the module on first lookup.
That module holds what loading and checking need (model, check, plan, files, pieces) and no PDF
library: its drawing lives in a sibling module that `render` and the pieces' sides name (`Drawn`),
imported when something is drawn, so `drukarnia validate` loads neither reportlab nor drawing code.
A kind may import model/, layout/, the drawing helpers beside kinds/ and, to lay out text,
rulebook/; never build/, serve/ or commands/. The registry names each kind's drawing module
(`Drawn`), so that a kind's module never names the module that imports it.
"""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING

from pydantic import BaseModel

from generator.model.core import BuildOptions, Component, Game, Output, Plan
from generator.model.findings import Findings, RenderFindings

if TYPE_CHECKING:
    from generator.draw.piece import Piece


class Later:
    """A function named "package.module:function", imported when it is first called: a kind's render
    (`Later("generator.draw.kinds.tokens_draw:render")`), or, with `args`, what the named factory makes
    of them, e.g. a piece's side `Later("...exhibit_tiles_draw:front", exhibit, image)`, which
    draws as `front(exhibit, image)` would. Equal only to itself, as the closure it stands for.

    A callable, not a name string behind an accessor: every caller (build, serve, export, the sheet
    command, rulebook figures, the sheets that draw a piece's sides) calls it as it called the
    function, and a piece's side can be named as well as a render."""

    __slots__ = ("name", "args", "_function")

    def __init__(self, name: str, *args) -> None:
        self.name, self.args, self._function = name, args, None

    @property
    def module(self) -> str:
        return self.name.partition(":")[0]

    @property
    def function(self) -> Callable:
        if self._function is None:
            module, _, attribute = self.name.partition(":")
            found = getattr(importlib.import_module(module), attribute)
            self._function = found(*self.args) if self.args else found
        return self._function

    def __call__(self, *args, **kwargs):
        return self.function(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Later({self.name!r})"


class Drawn(Later):
    """A function of kind `kind`'s drawing module, imported when it is first called: a kind's render
    (`Drawn("tokens", "render")`) or, with `args`, a piece's side (`Drawn("exhibit-tiles", "front",
    exhibit, image)`). The registry (generator/games/registry.py, KIND_DRAWINGS) names each kind's drawing
    module, so a kind's module never names the module that draws it (which imports the kind's model)."""

    __slots__ = ("kind", "attribute")

    def __init__(self, kind: str, attribute: str, *args) -> None:
        self.kind, self.attribute, self.args, self._function = kind, attribute, args, None

    @property
    def name(self) -> str:
        return f"{KINDS.drawings[self.kind]}:{self.attribute}"


@dataclass(frozen=True)
class Kind:
    name: str
    category: str  # card, tile, banknote, board, form, piece, rulebook, game, data
    model: type[BaseModel]
    description: str
    # the PDF outputs; a kind that draws names its drawing module's render with Later, so that
    # loading and checking the kind import no PDF library (its pieces' sides likewise)
    render: Callable[[Component, Game, BuildOptions], list[Output]] | None = None
    check: Callable[[Component, Game, Findings], None] | None = None
    # names of the files render() writes, known without rendering (default: <component>.pdf)
    files: Callable[[Component, BuildOptions], list[str]] | None = None
    # what the kind is made of: every piece in the kit's order (rulebook figures draw these)
    pieces: Callable[[Component, Game], Sequence[Piece]] | None = None
    # what each output will take (pages, sheets, copies), known without rendering
    plan: Callable[[Component, Game, BuildOptions], list[Plan]] | None = None
    # its fold-up pieces, how each folds (fold_figure.FoldPlan): their job's cover draws it (r29 R minor 8)
    folds: Callable[[Component, Game], list] | None = None
    # a kind describing the kit (the rulebook): render(..., kit=the siblings' outputs) after the
    # others, and check(..., siblings_clean=whether they checked clean)
    takes_kit: bool = False

    def filenames(self, component: Component, options: BuildOptions) -> list[str]:
        return self.files(component, options) if self.files else [f"{component.name}.pdf"]


class Kinds(Mapping):
    """Every kind by name; a declared kind's module is imported the first time the kind is looked up."""

    def __init__(self) -> None:
        self.loaded: dict[str, Kind] = {}
        self.modules: dict[str, str] = {}  # kind name → the module that registers it
        self.registered_by: dict[str, str] = {}  # kind name → the module that did register it
        self.drawings: dict[str, str] = {}  # kind name → the module that draws it (Drawn)

    def declare(self, modules: dict[str, str], drawings: dict[str, str]) -> None:
        self.modules.update(modules)
        self.drawings.update(drawings)

    def module(self, name: str) -> ModuleType:
        """The module of kind `name`, imported if it was not yet."""
        self[name]
        return sys.modules[self.registered_by.get(name) or self.modules[name]]

    def __getitem__(self, name: str) -> Kind:
        if name not in self.loaded and name in self.modules:
            importlib.import_module(self.modules[name])
        return self.loaded[name]

    def __contains__(self, name: object) -> bool:
        return name in self.loaded or name in self.modules

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*self.modules, *self.loaded]))

    def __len__(self) -> int:
        return len(set(self.modules) | set(self.loaded))


KINDS = Kinds()


def owe_or_check(
    owed: dict | None, component: Component, game: Game, check: Callable[[Findings], None], findings: Findings
) -> None:
    """A kind whose render makes its text anyway (the rulebook, the player aid: a check that takes
    `owed`) checks that text as it makes it: in a build (`owed` given) `check` is left to its render
    (raise_found), and the build runs it itself only for a component the render never reached
    (validation.settle); in validation it runs now."""
    if owed is not None:
        owed[(game.id, component.name)] = check
    else:
        check(findings)


def raise_found(check: Callable[[Findings], None]) -> None:
    """In a render: the check a build left to it (owe_or_check); its errors end the build with every
    finding, as validation gives them (RenderFindings, which also travels back from a worker)."""
    found = Findings()
    check(found)
    if found.errors:
        raise RenderFindings(found.items)


def register(kind: Kind) -> Kind:
    if kind.name in KINDS.loaded:
        raise RuntimeError(f"kind '{kind.name}' registered twice")
    KINDS.loaded[kind.name] = kind
    caller = inspect.currentframe()  # the module that calls register (inspect's public frame API)
    caller = caller.f_back if caller is not None else None
    KINDS.registered_by[kind.name] = caller.f_globals.get("__name__", "") if caller is not None else ""
    return kind
