"""The contract every module shares: build options, outputs, components, games, projects.

This module sits below everything else (it imports only the data models and small helpers), so a
kind, a game, the rulebook and the recipe all import these types at the top of their files.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Generic, Literal, TypeVar

from generator.layout.imposition import PAPERS, Duplex, Paper
from generator.model.findings import Location
from generator.model.project import GameSpec
from generator.model.regular_files import open_regular
from generator.model.source import MAX_FILE_BYTES, Document
from generator.model.units import mm

Stock = Literal["card", "paper"]
Sides = Literal["one", "long", "short"]
# how many copies of a component a full table needs, as written in its YAML: a number, or one per
# player at the game's largest table (game.yaml players.max)
Copies = int | Literal["per-player"]

SpecT = TypeVar("SpecT")


@dataclass(frozen=True)
class BuildOptions:
    paper: Paper = PAPERS["a4"]
    duplex: Duplex = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)  # points
    margin: float = mm(5)
    # the band two neighbouring sheets of a tiled board both print: 11 mm, a 4 mm waste strip before the cut
    # and a 7 mm glue strip after it (layout/tiling.py: waste_width); a lap joint of card 4 mm wide opened
    # with handling (kit review r30, Rynek minor 2; r27 had cut the band from 10 mm to 8 mm, then split in
    # halves, to keep Rynek's bleed: the split, not the band, now gives the glue its width)
    overlap: float = mm(11)
    gap: float = 0.0  # clear space between neighbouring pieces' bleeds (0: butted, one cut serves two)


PAGES = "{pages}"  # in Output.alternative: the pages of the job that prints the part („strony 11–14”)


@dataclass
class Output:
    """One file a component writes, with everything the print guide, the kit and the manifest need
    to know about it, so that nothing has to read a PDF back."""

    game: str
    component: str
    kind: str
    filename: str  # relative to output/<game>/
    data: bytes | None  # None when reused from the cache (read back from disk on demand)
    pages: int
    sheets: int = 0  # physical sheets of one copy (duplex pages count once, guide pages not); 0: derive
    stock: Stock = "card"
    duplex: bool = False  # fronts and backs alternate (printed double-sided)
    kit: bool = True  # part of the game's zestaw.pdf (False for print-shop or alternative layouts)
    digest: str = ""
    title: str = ""  # the PDF's title without the game's name
    sides: Sides = "one"  # the duplex hint written into the PDF: one-sided, flip on long or short edge
    guide_pages: int = 0  # pages at the start that are the print guide (plain paper)
    guide_lines: list | None = None  # what the guide says of the pieces: the print job's cover quotes it
    guide_kept: bool = False  # the guide pages build something (a board's assembly map): print jobs keep them
    # a file of the part's pieces laid out another way, beside the print jobs (Przekręt's Losy for a printer
    # without card duplex): what the cover of the job printing the part says of it, its name and how it is
    # printed, so every file the build writes is named where the buyer reads first (kit review r32, P minor 5)
    # (its PAGES: where the job prints the part, filled in by the job's cover: r38 AS minor 3)
    alternative: list | None = None
    copies: int = 1  # copies of the file's pieces a full table needs (print jobs repeat them)
    held: int = 1  # copies the file holds itself, each different (a board per owner): `sheets` counts them all
    fits_paper: bool = True  # every page fits the build's paper (False: e.g. a full-size board)
    page_mm: list | None = None  # [width, height] of a page that does not fit the paper (the print shop's sheet)
    seams_mm: dict | None = None  # tiled boards: cut lines {x: [...], y: [...]} from the board's top-left
    seams_crossing: list | None = None  # [words, blocks, fields] those cut lines run through (0s: empty background)
    parts: list | None = None  # print jobs: [{path, copies, first, last}] in the order printed
    paper: str = ""  # the paper's name when the pages are on another than the build's (a rulebook's A4)
    guest_sheets: int = 0  # a host's sheets that exist only for its guests' pieces (kinds/guest_pieces.py)
    # a host: its sheets (1-based, its guide pages not counted) that carry its guests' pieces, so a lost
    # guest is reprinted from those alone (r25 R kit minor 5: „strony 1–4” for pawns on the fourth)
    guest_at: list | None = None
    saves: int = 0  # a print job: sheets its hosts save by carrying their guests' pieces
    plain: int = 0  # a print job: sheets of plain paper it loads (a plain job whole; a card job's cover and maps)
    weight: str = ""  # a print job: the stock it is printed on (job.GRADES: paper, light, card)
    # a form or player aid whose file is one sheet repeated: [pages of that sheet (1 or 2), copies it holds]
    # (the job's cover and the print guide say which pages to print for fewer players or to reprint)
    unit: list | None = None
    # what building the file's pieces takes besides a knife, a ruler and a mat (craft_text.materials_text):
    # „klej:planszy” (glue, for what), „dziurkacz:14,8” (an optional punch, its size in mm),
    # „nożyczki” (contours cut with scissors), „bigowanie” (folds to score on card)
    needs: list | None = None
    # a rulebook: the page where its optional appendix starts, on a sheet of its own (0: none); its
    # print job's cover lists the play pages and the appendix apart (kit reviews r21)
    appendix: int = 0
    # pages of the file left blank on purpose (a rulebook's back before its appendix): the print plan
    # puts something a player uses there (the kit's checklist), never a second blank
    blanks: list | None = None
    # a sheet of slips that fills the kit's blank sides instead of a print job's part of its own (a form
    # declaring `fills_blank`): the slips one side holds (0: an ordinary file)
    fills_blank: int = 0
    # spare pieces the file prints beside those a full table needs (the last sheet's free slots): the
    # kit's checklist counts them apart (r23 K minor 3)
    spares: int = 0
    # its pieces are cut along their own contour, its sheets carry no crop marks on their margins (Art Society's
    # lollipops): the covers' margin-mark cutting names the other parts' pages alone (kit review r35, AS major 1)
    contour: bool = False
    # its butted pieces carry their cuts as faint lines on their fronts (sheets.draw_seams): the cover's cutting
    # step says in which order to cut them, so each line keeps its marks until it is cut (kit review r38, K major 1)
    butted: bool = False
    # [pile, kind, pages, pieces] for the file's pieces, as its pages print them (pdf.note_piece): the
    # kit's checklist gives each pile its own pages (kit review r29, R minor 1)
    piece_pages: list | None = None
    # [fewest players, most players, sheets(, what such a table should know of them)]: a table of that size
    # needs only the file's first sheets (its pieces are printed in that order; r27 P kit minor 8: Przekręt's
    # money), the job's cover says which pages, and what a bank keeps of them (r30 P minor 13)
    small: list | None = None
    # pages of the file (1-based) wider than tall, as drawn: a print job whose pages stay so says which way
    # the print dialog lays the paper (r27 AS minor 5: „A4, 100 %” and a driver laying it upright)
    landscape: list | None = None
    # where on each page (1-based, in order) a print job sets its own page number („wydruk 1 · s. 24”,
    # build/folios.py): [x, y, angle], the right end of its baseline in the page's coordinates and the turn of
    # its text in degrees, where the page's foot line is not the page's own (a form turned on its sheet);
    # None: every page at its foot, right (labels.FOLIO_RIGHT, labels.foot_base)
    folios: list | None = None
    # pages of the file (1-based) with no room at the foot's right end for the print job's identifier (a board's
    # art, a band of pawns: pdf.PdfDocument.no_room_for_number): the job prints it in their ticket's room (`job_sheets`)
    unnumbered: list | None = None
    # pages of the file (1-based) whose pieces come near the foot line's identifier: the print job sets it lower, in
    # the printer's margin, on every page of the part (labels.folio_place, pdf.PdfDocument.low_number,
    # build/folios.py; r38 P major 1)
    folio_low: list | None = None
    # where on each page (1-based, in order) a print job sets its identifier when the page's foot has no place for
    # it (`unnumbered`; build/folios.room_places): [x, y, angle, size, short], the left end of the words' baseline,
    # their turn in degrees, their size and whether the room holds them only at 6 pt, a room the sheet's ticket
    # leaves free (ticket_room.plan_job_room, board/ticket.band_room); None: no such room on the page
    job_sheets: list | None = None

    @property
    def sha256(self) -> str:
        if not self.digest and self.data is not None:
            self.digest = hashlib.sha256(self.data).hexdigest()
        return self.digest

    @property
    def paper_sheets(self) -> int:
        """Sheets of one copy of the pieces (the guide pages at the start go on plain paper)."""
        if self.sheets:
            return self.sheets
        pages = max(self.pages - self.guide_pages, 0)
        return (pages + 1) // 2 if self.duplex or self.sides != "one" else pages

    @property
    def total_sheets(self) -> int:
        """Sheets of every copy a full table needs."""
        return self.paper_sheets * self.copies

    def meta(self) -> dict:
        described = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name not in ("data", "digest")
            and not (
                f.name
                in (
                    "seams_mm",
                    "seams_crossing",
                    "parts",
                    "guide_lines",
                    "alternative",
                    "page_mm",
                    "unit",
                    "needs",
                    "blanks",
                    "guest_at",
                    "small",
                    "landscape",
                    "piece_pages",
                    "folios",
                    "unnumbered",
                    "folio_low",
                    "job_sheets",
                )
                and getattr(self, f.name) is None
            )
            and not (
                f.name
                in (
                    "paper",
                    "guest_sheets",
                    "saves",
                    "plain",
                    "guide_kept",
                    "weight",
                    "appendix",
                    "fills_blank",
                    "spares",
                    "contour",
                    "butted",
                )
                and not getattr(self, f.name)
            )
            and not (f.name == "held" and getattr(self, f.name) == 1)
        }
        return described | {"sha256": self.sha256}

    def meta_fields(self) -> dict:
        return {k: v for k, v in self.meta().items() if k != "sha256"} | {"digest": self.sha256}

    @classmethod
    def from_meta(cls, meta: dict, data: bytes | None = None) -> Output:
        """The output `meta` describes; `data`: its bytes (None: the file on disk is right)."""
        described = {k: v for k, v in meta.items() if k != "sha256"}
        return cls(**described, data=data, digest=meta["sha256"])


@dataclass(frozen=True)
class Plan:
    """What one output file will take, known without rendering it (a kind's `plan`)."""

    filename: str
    pages: int
    sheets: int = 0  # physical sheets; 0: derive from pages
    copies: int = 1


@dataclass
class Component(Generic[SpecT]):
    name: str  # file stem: output/<game>/<name>.pdf
    kind: str
    spec: SpecT  # the kind's typed model
    doc: Document

    def where(self, *keypath: Any, key: bool = False) -> Location:
        return self.doc.where(tuple(keypath), key=key)


@dataclass
class Game:
    id: str
    folder: Path
    spec: GameSpec
    doc: Document
    components: dict[str, Component[Any]] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)  # documented facts with house rules applied
    documented: dict[str, Any] = field(default_factory=dict)  # the game's Facts as the seed gives them
    titles: dict[str, str] = field(default_factory=dict)  # Polish names of facts and items, for print
    incomplete: bool = False  # a component file failed to load: game-wide checks would mislead

    def of_kind(self, kind: str) -> list[Component[Any]]:
        return [c for c in self.components.values() if c.kind == kind]

    def one(self, kind: str) -> Component[Any] | None:
        found = self.of_kind(kind)
        return found[0] if found else None


@dataclass
class Project:
    folder: Path
    games: dict[str, Game] = field(default_factory=dict)


def resolve_copies(copies: Copies, game: Game) -> int:
    """Copies as a number: 'per-player' is one for each player of the game's largest table."""
    return game.spec.players.max if copies == "per-player" else int(copies)


def unusable_path(relative: str) -> str | None:
    """Why a path written in YAML can name no file (a finding's message), or None when it can."""
    if "\0" in relative:
        shown = relative.replace("\0", "\\0")
        return f"'{shown}' contains a NUL character (\\0), which no file name can hold"
    return None


def inside(folder: Path, relative: str) -> Path | None:
    """Resolve a path written in YAML; None when it leaves the folder (confinement) or can name no
    file (unusable_path says why)."""
    if unusable_path(relative) is not None:
        return None
    candidate = Path(relative)
    if candidate.is_absolute():
        return None
    resolved = (folder / candidate).resolve()
    try:
        resolved.relative_to(folder.resolve())
    except ValueError:
        return None
    return resolved


def read_inside(folder: Path, relative: str) -> str | None:
    """The text of a data file as a page may show it: only a regular file inside `folder` after
    resolving links (the rule every file drukarnia reads follows), at most MAX_FILE_BYTES; None otherwise."""
    path = inside(folder, relative)
    if path is None:
        return None
    try:
        with open_regular(path) as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError:
        return None
    return raw[:MAX_FILE_BYTES].decode("utf-8", errors="replace")
