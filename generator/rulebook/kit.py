"""What a game's kit contains, as the print guide needs it: every file the other components
render, with its pages, sheets, paper and duplex mode, as the kinds described their outputs.

The build hands the rulebook the siblings' outputs it has just made; without them (tests, tools)
the rulebook asks the sibling kinds to render, with the result cached per loaded game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.build.job import Job
from generator.build.printplan import plan_jobs
from generator.build.printtotals import Totals, totals
from generator.draw.kinds import KINDS
from generator.model.core import BuildOptions, Game, Output

DUPLEX_NAMES = {
    "long": "dwustronnie, obracanie wzdłuż dłuższej krawędzi",
    "short": "dwustronnie, obracanie wzdłuż krótszej krawędzi",
    "none": "jednostronnie: najpierw przody, potem tyły na odwrocie (ponowne włożenie kartek)",
}
STOCK_NAMES = {"card": "karton 250–300 g/m²", "paper": "zwykły papier 80–120 g/m²"}


@dataclass(frozen=True)
class KitFile:
    """One file of the kit, described for the print guide (from the kind's Output record)."""

    file: str  # file name in output/<game>/
    component: str
    kind: str
    category: str  # the kind's category: board, card, tile, banknote, piece, form
    title: str  # the PDF's own title without the game's name
    pages: int
    sheets: int  # sheets of pieces (0: not a sheet file)
    stock: str  # card / paper
    stock_name: str  # in Polish, with weight
    duplex: str  # long / short / none / "" (single-sided, no backs)
    duplex_name: str
    guide_pages: int  # pages at the start that are the guide (plain paper)
    copies: int
    note: str
    first_piece_page: int  # 1-based page where the pieces start
    in_kit: bool  # part of zestaw.pdf (False: e.g. the full-size board for a print shop)
    fits_paper: bool = True  # False: a full-size board, for a print shop
    sheets_per_copy: int = 0
    page_mm: tuple[int, ...] = ()  # a page larger than the paper (`fits_paper` False): its size in mm
    held: int = 1  # different copies the file holds itself (a board per owner: Output.held)
    fills_blank: int = 0  # a sheet of slips printed on blank sides, not in a job of its own (Output.fills_blank)

    @property
    def sheets_each(self) -> int:
        """Sheets one of the copies the file holds takes (a board: 1 when it lies on one sheet)."""
        return self.sheets // max(self.held, 1)

    @property
    def last_page(self) -> int:
        return self.pages

    @property
    def paper_sheets(self) -> int:
        """Sheets of card or paper the pieces need for all copies (duplex pages share a sheet)."""
        return self.sheets_per_copy * self.copies


@dataclass(frozen=True)
class Kit:
    files: tuple[KitFile, ...]
    outputs: tuple[Output, ...] = ()  # the files as the kinds described them: the print plan's input
    options: BuildOptions = BuildOptions()  # the build's: its paper, what fits under a short page (plan_jobs)

    def __iter__(self):
        return iter(self.files)

    def __len__(self) -> int:
        return len(self.files)

    def jobs(self, game: Game, rulebook: Output | None = None) -> list[Job]:
        """The print jobs (printplan.py) of these files and the rulebook itself."""
        return plan_jobs(game, list(self.outputs) + ([rulebook] if rulebook is not None else []), self.options)

    def totals(self, game: Game, rulebook: Output | None = None) -> Totals:
        return totals(self.jobs(game, rulebook))

    @property
    def total_pages(self) -> int:
        return sum(f.pages * f.copies for f in self.files)


def describe(output: Output, game: Game, options: BuildOptions, note: str = "") -> KitFile:
    """What the print guide says about a file, from the Output record its kind made."""
    duplex = "" if output.sides == "one" else output.sides
    guide = output.guide_pages
    if not duplex and output.duplex:
        duplex = options.duplex
    if guide == 2 and not duplex:
        duplex = options.duplex  # backs present: printed as the build's duplex mode says
    title = output.title
    copies = output.copies  # the kind says how often a full table needs the file
    page = tuple(output.page_mm or ())
    return KitFile(
        file=output.filename,
        component=output.component,
        kind=output.kind,
        category=KINDS[output.kind].category if output.kind in KINDS else "",
        title=title or output.component,
        pages=output.pages,
        sheets=output.sheets,
        stock=output.stock,
        stock_name=STOCK_NAMES.get(output.stock, output.stock),
        duplex=duplex,
        duplex_name=DUPLEX_NAMES.get(duplex, "jednostronnie"),
        guide_pages=guide,
        copies=copies,
        note=note,
        first_piece_page=guide + 1,
        in_kit=output.kit and output.fits_paper,
        fits_paper=output.fits_paper,
        sheets_per_copy=output.paper_sheets,
        held=output.held,
        fills_blank=output.fills_blank,
        page_mm=page,
    )


# --- rendering the siblings, once per run ------------------------------------------------------

_CACHE: list[tuple[Any, Any, list]] = []
_CACHE_SIZE = 8


def planned_kit_files(game: Game, options: BuildOptions) -> list[KitFile]:
    """The kit as validation sees it: every file the siblings will write, without rendering them.
    Numbers are placeholders; names, kinds and categories are real, so templates are fully checked."""
    files = []
    for name, component in game.components.items():
        kind = KINDS.get(component.kind)
        if kind is None or kind.render is None or kind.category == "rulebook":
            continue
        for filename in kind.filenames(component, options):
            files.append(
                KitFile(
                    file=filename,
                    component=name,
                    kind=component.kind,
                    category=kind.category,
                    title=name,
                    pages=2,
                    sheets=1,
                    stock="card",
                    stock_name=STOCK_NAMES["card"],
                    duplex=options.duplex,
                    duplex_name=DUPLEX_NAMES[options.duplex],
                    guide_pages=0,
                    copies=1,
                    note="",
                    first_piece_page=1,
                    in_kit=True,
                    sheets_per_copy=1,
                )
            )
    order = {name: i for i, name in enumerate(game.spec.print_order)}
    return sorted(files, key=lambda f: (order.get(f.component, len(order)), f.file))


def planned_outputs(game: Game, files: list[KitFile]) -> tuple[Output, ...]:
    """Placeholder outputs of the planned files, so that validation sees the print jobs too."""
    return tuple(
        Output(
            game=game.id,
            component=f.component,
            kind=f.kind,
            filename=f.file,
            data=None,
            pages=f.pages,
            sheets=f.sheets,
            stock="card",
            sides="long",
            title=f.title,
        )
        for f in files
    )


def sibling_outputs(game: Game, options: BuildOptions, exclude_category: str = "rulebook") -> list[Output]:
    """Every output of the game's other components, rendered with `options` (cached per loaded game:
    a renderer's view of the game shares its game.yaml document)."""
    for cached_doc, cached_options, outputs in _CACHE:
        if cached_doc is game.doc and cached_options == options:  # the same loaded game
            return outputs
    outputs: list = []
    for name in list(game.components):
        component = game.components[name]  # by key, so the build cache records what the rulebook read
        kind = KINDS.get(component.kind)
        if kind is None or kind.render is None or kind.category == exclude_category:
            continue
        outputs.extend(kind.render(component, game, options))
    _CACHE.append((game.doc, options, outputs))
    del _CACHE[:-_CACHE_SIZE]
    return outputs


def ordered(game: Game, outputs: list[Output]) -> list[Output]:
    """The game's print order first (game.yaml: print_order), then the rest by file name."""
    order = {name: i for i, name in enumerate(game.spec.print_order)}
    return sorted(outputs, key=lambda o: (order.get(o.component, len(order)), o.filename))
