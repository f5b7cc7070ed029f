"""form, its data: a blank form to fill in by hand (score sheets, score pads, ledgers), N copies per PDF.

Game-neutral: the title, the blanks in the heading, and the sections with their columns and rows
all come from the data. A section is a ruled table: a label column on the left (row numbers or
fixed row labels) and columns, optionally grouped under a common title (one level). Sections stack
down the page; `beside_previous: true` puts a section to the right of the one before it.

```yaml
kind: form
title: KARTA FABRYKI            # printed at the top of every page (Polish)
subtitle: Rynek – zapis …       # optional, under the title
orientation: landscape          # portrait (default) or landscape
margin: 10mm                    # page margin (at least the printer margin of the build)
copies: 6                       # copies in the build output; `drukarnia sheet` chooses its own
two_sided: true                 # printed double-sided: pages (or one page's copies) on both sides of a sheet
turn_over: pad                  # (landscape, two-sided) the back upright when turned over the form's top edge; default book
fills_blank: false              # true: a sheet of slips, one per section, cut apart (Rynek's banker's cards):
                                # one page goes on the blank sides of the plain print job whose fronts are
                                # read once (a card job's cover, an assembly map) instead of into a job as a
                                # part of its own; a two-sided one (two_sided, two pages: each slip continues
                                # on its back, the back's slips where the long-edge flip puts the front's)
                                # is a sheet of its own, no side of it blank; the kit's checklist counts its slips
fields:                         # blanks in the heading of every page: "Gracz: ________"
  - {label: Gracz, width: 3}    # width: share of the heading line
footer: "…"                     # small print at the bottom of every page (optional)
pages:
  - sections:
      - id: ledger              # optional machine-readable id (a game's checks may require it)
        title: Przebieg gry
        formula: "…"            # the arithmetic every row obeys, bold 9 pt right of the title (optional)
        note: "…"               # one small line under the title (optional)
        label: Ruch             # heading of the label column
        label_width: 10mm
        rows: 20                # numbered 1…20, or:
        row_labels: [Runda 1, Runda 2]   # fixed labels (rows defaults to their number)
        row_height: 7mm
        width: 1                # share of the line when sections stand side by side
        blocked:                # cells that mean nothing: hatched, so nobody writes in them
          - {row: Runda 2, column: koszt}   # a row label (or number, 1 = the first row) and a
                                            # column title: every column of the section so titled
        columns:
          - {id: balance, title: "1. Stan konta", width: 1.6, shade: true}
          - title: "3. Zakup surowców"           # a group: its width is the sum of its columns
            id: supply
            band: {color: "#c8283c", pattern: spiral}  # a player's group: the heading is the player's band
            columns:
              - {title: "Ż szt.", width: 0.8, swatch: ["#f2c12e"]}
              - {title: koszt, width: 1.3}
      - {title: …, beside_previous: true, …}
```

A group that is one player's (`band:`) is headed, as the player's board and pieces are marked, with
a band in the player's colour, the player's pattern on a disc at each end and the group's title (the
player's name) between in the ink that reads on the colour (kit review r30, AS minor 7: „Gracz 1…4” over
colour-coded players).

The layout and the checks are form.py's; the drawing form_draw.py's.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from generator.draw.kinds import form_band
from generator.draw.kinds.form_text import HEAD_ROW
from generator.draw.kinds.piece_symbols import SYMBOLS
from generator.model.base import Model
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color

MAX_COPIES = 200

SECTION_TITLE = mm(6.5)
SECTION_NOTE = mm(4.2)


def _one_mark_per_colour(column):
    if column.marks and len(column.marks) != len(column.swatch):
        raise ValueError(f"{len(column.marks)} marks for {len(column.swatch)} swatch colours; expected one per colour")
    return column


class Leaf(Model):
    title: str = Field(min_length=1)
    id: str | None = None
    width: float = Field(default=1.0, gt=0, le=50)
    swatch: list[Color] = Field(default=[], max_length=3)
    # a shape in each swatch square, the one the colour's pieces carry (kit review r18: Rynek's register
    # had colour-only squares while tokens and cards say ●▲■): one per colour, or none
    marks: list[SYMBOLS] = Field(default=[], max_length=3)
    shade: bool = False

    @model_validator(mode="after")
    def _marks_match(self) -> Leaf:
        return _one_mark_per_colour(self)


class Column(Model):
    title: str = Field(min_length=1)
    id: str | None = None
    width: float | None = Field(default=None, gt=0, le=50)
    swatch: list[Color] = Field(default=[], max_length=3)
    marks: list[SYMBOLS] = Field(default=[], max_length=3)  # as Leaf.marks
    shade: bool = False
    columns: list[Leaf] = []
    band: form_band.PlayerBand | None = None  # a player's group: headed with the player's band

    @model_validator(mode="after")
    def _marks_match(self) -> Column:
        return _one_mark_per_colour(self)

    @model_validator(mode="after")
    def _band_heads_a_group(self) -> Column:
        if self.band is not None and (not self.columns or self.swatch):
            raise ValueError(f"column '{self.title}' has a band: a band heads a group of columns, without a swatch")
        return self

    @model_validator(mode="after")
    def _group_width(self) -> Column:
        if self.columns and self.width is not None:
            raise ValueError(f"column group '{self.title}' takes its width from its columns; remove 'width'")
        return self

    @property
    def share(self) -> float:
        return sum(c.width for c in self.columns) if self.columns else (self.width or 1.0)


class RowSign(Model):
    """The sign a row's label opens with (kit review r35, AS minor 4: the score card's theme rows were plain text
    in a kit that marks every theme with its icon and colour): a square of `color` with the board symbol
    `symbol` on it (board/symbol_registry: a game's own, e.g. Art Society's „theme-pejzaz”)."""

    symbol: str = Field(min_length=1)
    color: Color


class Blocked(Model):
    """A cell that means nothing (a total's count, a tie-break's points): the form hatches it."""

    row: int | str  # a row label of the section, or a row number (1: the first row)
    column: str = Field(min_length=1)  # a column title: every column of the section so titled


class Section(Model):
    id: str | None = None
    title: str = Field(min_length=1)
    formula: str = ""  # the arithmetic every row obeys, bold at FORMULA_SIZE right of the title
    note: str = ""
    label: str = ""
    label_width: PositiveLength = mm(10)
    rows: int | None = Field(default=None, ge=1, le=200)
    row_labels: list[str] = []
    row_signs: list[RowSign] = []  # the first rows' signs, in order (RowSign)
    row_height: PositiveLength = mm(7)
    width: float = Field(default=1.0, gt=0, le=50)
    beside_previous: bool = False
    columns: list[Column] = Field(min_length=1)
    blocked: list[Blocked] = []

    @model_validator(mode="after")
    def _rows(self) -> Section:
        if self.rows is None and not self.row_labels:
            raise ValueError(f"section '{self.title}' needs 'rows' (numbered rows) or 'row_labels'")
        if self.rows is not None and self.row_labels and self.rows < len(self.row_labels):
            raise ValueError(f"section '{self.title}' has {len(self.row_labels)} row labels but only {self.rows} rows")
        if len(self.row_signs) > self.row_count:
            raise ValueError(f"section '{self.title}' has {len(self.row_signs)} row signs but {self.row_count} rows")
        return self

    @property
    def row_count(self) -> int:
        return self.rows if self.rows is not None else len(self.row_labels)

    @property
    def grouped(self) -> bool:
        return any(c.columns for c in self.columns)

    def leaf_columns(self) -> list[Column | Leaf]:
        """The columns cells are written in, left to right (a group's own columns, else the column)."""
        return [leaf for column in self.columns for leaf in (column.columns or [column])]

    def blocked_row(self, blocked: Blocked) -> int | None:
        """The row index `blocked` names (0: the first row), None when the section has no such row."""
        if isinstance(blocked.row, int):
            return blocked.row - 1 if 1 <= blocked.row <= self.row_count else None
        return self.row_labels.index(blocked.row) if blocked.row in self.row_labels else None

    def blocked_cells(self) -> set[tuple[int, int]]:
        """(row index, index in leaf_columns()) of every cell that means nothing."""
        leaves = self.leaf_columns()
        out = set()
        for blocked in self.blocked:
            row = self.blocked_row(blocked)
            if row is not None:
                out |= {(row, i) for i, leaf in enumerate(leaves) if leaf.title == blocked.column}
        return out

    def all_columns(self) -> list[Column | Leaf]:
        out: list[Column | Leaf] = []
        for column in self.columns:
            out.append(column)
            out.extend(column.columns)
        return out

    def height(self) -> float:
        head = form_band.head_height(self, HEAD_ROW)
        return SECTION_TITLE + (SECTION_NOTE if self.note else 0) + head + self.row_count * self.row_height


class BlankField(Model):
    label: str = Field(min_length=1)
    width: float = Field(default=1.0, gt=0, le=50)


class Page(Model):
    sections: list[Section] = Field(min_length=1)
    # the page's own title line, drawn in place of the form's title and subtitle: a back that continues its
    # front need not repeat the front's title and instructions (r36 R kit minor 7: „Zapisy bankiera · tył”)
    heading: str = ""


class Form(Model):
    kind: Literal["form"]
    title: str = Field(min_length=1)
    subtitle: str = ""
    orientation: Literal["portrait", "landscape"] = "portrait"
    margin: Length = mm(10)
    copies: int = Field(default=1, ge=1, le=MAX_COPIES)
    two_sided: bool = False
    # a landscape two-sided form lies turned on its portrait sheet: "book", its back reads upright when the
    # sheet turns over like a book page; "pad", when it turns over the form's top edge, as a score pad's
    # sheet does (kit review r39 AS minor 9). The printer flips on the long edge either way.
    turn_over: Literal["book", "pad"] = "book"
    fields: list[BlankField] = []
    footer: str = ""
    pages: list[Page] = Field(min_length=1)
    fills_blank: bool = False

    @model_validator(mode="after")
    def _one_sheet_of_slips(self) -> Form:
        # one sheet: one side (it may fill a blank side), or its front and back (its slips continue there)
        sides = 2 if self.two_sided else 1
        if self.fills_blank and (len(self.pages) != sides or self.copies != 1):
            raise ValueError(
                "a sheet of slips is one copy of one page, or of two pages two-sided, its back "
                "continuing its slips (fills_blank)"
            )
        if self.fills_blank and sides == 2 and _slip_shape(self.pages[1], mirrored=True) != _slip_shape(self.pages[0]):
            # the long-edge flip puts a front's left slip behind the back's right one: cut apart, each slip
            # is one card only where the back's slips mirror the front's
            raise ValueError("the back of a sheet of slips mirrors its front: the same slips, each band right to left")
        return self


def _slip_shape(page: Page, mirrored: bool = False) -> list[list[tuple[float, float]]]:
    """(width share, height) of every slip of `page`, band by band, top down; each band's slips left to
    right, or right to left (`mirrored`: as they lie behind the front)."""
    shape = [[(page.sections[i].width, page.sections[i].height()) for i in band] for band in bands(page)]
    return [band[::-1] for band in shape] if mirrored else shape


def bands(page: Page) -> list[list[int]]:
    """Indices of the sections standing side by side on each line of the page."""
    out: list[list[int]] = []
    for i, section in enumerate(page.sections):
        if section.beside_previous and out:
            out[-1].append(i)
        else:
            out.append([i])
    return out
