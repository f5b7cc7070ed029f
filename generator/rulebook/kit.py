"""What a game's kit contains, as the print guide needs it: every file the other components
render, with its pages, sheets, paper and duplex mode, read from the rendered PDFs themselves.

The rulebook asks the sibling kinds to render (with the build's options) and caches the result
for the run, so validating and building a game renders each sibling once more, not once per use.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

if TYPE_CHECKING:
    from ..build import BuildOptions, Output
    from ..project import Game

DUPLEX_NAMES = {"long": "dwustronnie, obracanie wzdłuż dłuższej krawędzi",
                "short": "dwustronnie, obracanie wzdłuż krótszej krawędzi",
                "none": "jednostronnie: najpierw przody, potem tyły na odwrocie (ponowne włożenie kartek)"}
STOCK_NAMES = {"card": "karton 250–300 g/m²", "paper": "zwykły papier 80–120 g/m²"}


@dataclass(frozen=True)
class KitFile:
    """One file of the kit, described for the print guide (all numbers read from the output)."""

    file: str               # file name in output/<game>/
    component: str
    kind: str
    category: str           # the kind's category: board, card, tile, banknote, piece, form
    title: str              # the PDF's own title without the game's name
    pages: int
    sheets: int             # sheets of pieces (0: not a sheet file)
    stock: str              # card / paper
    stock_name: str         # in Polish, with weight
    duplex: str             # long / short / none / "" (single-sided, no backs)
    duplex_name: str
    guide_pages: int        # pages at the start that are the guide (plain paper)
    copies: int
    note: str
    first_piece_page: int   # 1-based page where the pieces start
    in_kit: bool            # part of kit.pdf (False: e.g. the full-size board for a print shop)

    @property
    def last_page(self) -> int:
        return self.pages

    @property
    def paper_sheets(self) -> int:
        """Sheets of card or paper the pieces need for all copies (duplex pages share a sheet)."""
        if self.sheets:
            return self.sheets          # the kind counted every physical sheet, copies included
        pages = self.pages - self.guide_pages
        return ((pages + 1) // 2 if self.duplex in ("long", "short") else pages) * self.copies


@dataclass(frozen=True)
class Kit:
    files: tuple[KitFile, ...]

    def __iter__(self):
        return iter(self.files)

    def __len__(self) -> int:
        return len(self.files)

    @property
    def total_pages(self) -> int:
        return sum(f.pages * f.copies for f in self.files)

    @property
    def card_sheets(self) -> int:
        return sum(f.paper_sheets for f in self.files if f.stock == "card")

    @property
    def paper_sheets(self) -> int:
        return sum(f.paper_sheets for f in self.files if f.stock != "card")


GUIDE_MARK = "Jak drukować"          # heading of the guide page (guide.py)
REGISTRATION_MARK = "krzyżyk z drugiej strony"  # text of the duplex registration page behind it


def _pdf_facts(data: bytes, paper) -> tuple[str, str, int, bool]:
    """(title, duplex hint: long/short/"", guide pages at the start, fits the paper) of a PDF in memory."""
    doc = pdfium.PdfDocument(data)
    try:
        title = doc.get_metadata_dict().get("Title", "")
        width, height = doc[0].get_size() if len(doc) else (0.0, 0.0)
        fits = sorted((round(width), round(height))) <= sorted((round(paper.width), round(paper.height)))
        hint = pdfium_c.FPDF_VIEWERREF_GetDuplex(doc.raw)
        guide = 0
        for index in range(min(2, len(doc))):
            text = doc[index].get_textpage().get_text_range()
            if index == 0 and GUIDE_MARK in text:
                guide = 1
            elif index == 1 and guide and REGISTRATION_MARK in text:
                guide = 2
    finally:
        doc.close()
    duplex = {pdfium_c.DuplexFlipLongEdge: "long", pdfium_c.DuplexFlipShortEdge: "short"}.get(hint, "")
    return title, duplex, guide, fits


def describe(output: "Output", game: "Game", options: "BuildOptions", copies: int | None = None,
             note: str = "") -> KitFile:
    """Read what the print guide says about a file from the file itself and its Output record."""
    from ..kinds import KINDS
    title, duplex, guide, fits = _pdf_facts(output.data, options.paper)
    if not duplex and getattr(output, "duplex", False):
        duplex = options.duplex
    if guide == 2 and not duplex:
        duplex = options.duplex          # backs present: printed as the build's duplex mode says
    prefix = f"{game.spec.title} – "
    title = title[len(prefix):] if title.startswith(prefix) else title
    if copies is None:
        # A one-page-per-copy file (no guide, single-sided) counts its copies in `sheets`.
        copies = 1
        if not guide and not duplex and output.sheets > output.pages and output.sheets % output.pages == 0:
            copies = output.sheets // output.pages
    return KitFile(
        file=output.filename, component=output.component, kind=output.kind,
        category=KINDS[output.kind].category if output.kind in KINDS else "", title=title or output.component,
        pages=output.pages, sheets=output.sheets, stock=output.stock,
        stock_name=STOCK_NAMES.get(output.stock, output.stock), duplex=duplex,
        duplex_name=DUPLEX_NAMES.get(duplex, "jednostronnie"), guide_pages=guide, copies=copies, note=note,
        first_piece_page=guide + 1, in_kit=getattr(output, "kit", True) and fits,
    )


# --- rendering the siblings, once per run ------------------------------------------------------

_CACHE: list[tuple[Any, Any, list]] = []
_CACHE_SIZE = 8
_PROVIDED: dict[tuple[str, str], tuple[Any, list]] = {}


_PAGE_HINTS: dict[tuple[str, str, str], int] = {}


def hint_pages(game: "Game", component: str, pages: int) -> None:
    """The rulebook's page count in the previous build: the first layout pass starts from it, so a
    rebuild usually needs one pass instead of two."""
    _PAGE_HINTS[(str(game.folder), game.id, component)] = pages


def page_hint(game: "Game", component: str) -> int:
    return _PAGE_HINTS.get((str(game.folder), game.id, component), 0)


def provide(game: "Game", options: "BuildOptions", outputs: list["Output"]) -> None:
    """The build hands over the siblings it has just rendered (or reused), so they are not rendered twice."""
    _PROVIDED[(str(game.folder), game.id)] = (options, outputs)


def planned_kit_files(game: "Game", options: "BuildOptions") -> list[KitFile]:
    """The kit as validation sees it: every file the siblings will write, without rendering them.
    Numbers are placeholders; names, kinds and categories are real, so templates are fully checked."""
    from ..kinds import KINDS
    files = []
    for name, component in game.components.items():
        kind = KINDS.get(component.kind)
        if kind is None or kind.render is None or kind.category == "rulebook":
            continue
        for filename in kind.filenames(component, options):
            files.append(KitFile(file=filename, component=name, kind=component.kind, category=kind.category,
                                 title=name, pages=2, sheets=1, stock="card", stock_name=STOCK_NAMES["card"],
                                 duplex=options.duplex, duplex_name=DUPLEX_NAMES[options.duplex], guide_pages=0,
                                 copies=1, note="", first_piece_page=1, in_kit=True))
    order = {name: i for i, name in enumerate(game.spec.print_order)}
    return sorted(files, key=lambda f: (order.get(f.component, len(order)), f.file))


def sibling_outputs(game: "Game", options: "BuildOptions", exclude_category: str = "rulebook") -> list["Output"]:
    """Every output of the game's other components, rendered with `options` (cached per game object)."""
    provided = _PROVIDED.get((str(game.folder), game.id))
    if provided is not None and provided[0] == options:
        return provided[1]
    for cached_game, cached_options, outputs in _CACHE:
        if cached_game is game and cached_options == options:
            return outputs
    from ..kinds import KINDS
    outputs: list = []
    for name in list(game.components):
        component = game.components[name]     # by key, so the build cache records what the rulebook read
        kind = KINDS.get(component.kind)
        if kind is None or kind.render is None or kind.category == exclude_category:
            continue
        outputs.extend(kind.render(component, game, options))
    _CACHE.append((game, options, outputs))
    del _CACHE[:-_CACHE_SIZE]
    return outputs


def ordered(game: "Game", outputs: list["Output"]) -> list["Output"]:
    """The game's print order first (game.yaml: print_order), then the rest by file name."""
    order = {name: i for i, name in enumerate(game.spec.print_order)}
    return sorted(outputs, key=lambda o: (order.get(o.component, len(order)), o.filename))
