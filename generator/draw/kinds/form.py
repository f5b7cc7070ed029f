"""form: a blank form to fill in by hand (score sheets, score pads, ledgers), N copies per PDF – where its
sections go on the page and what is checked (its data and their YAML: form_model.py; its drawing: form_draw.py).

Checks: a blocked cell names a row and a column of its section (else `form.unknown-cell`); the
sections of every page fit its height (else `form.too-tall` says by how much), every
column heading fits its cell in two lines and every row label, note, subtitle and footer its line at 7 pt or
more on every paper, a formula beside its title at 9 pt (else `text.does-not-fit`; the drawing relies on
it), ids are unique, a swatch has one to three colours.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.draw.fonts import SANS, SANS_BOLD, text_width
from generator.draw.kinds import Drawn, Kind, form_band, register
from generator.draw.kinds.board.symbol_registry import SYMBOLS as BOARD_SYMBOLS
from generator.draw.kinds.form_model import (
    Column,
    Form,
    Leaf,
    Section,
    bands,
)
from generator.draw.kinds.form_text import (
    FOOTER_FONT,
    FORMULA_GAP,
    FORMULA_SIZE,
    HEAD_ROW,
    LABEL_FONT,
    NOTE_FONT,
    SUBTITLE_FONT,
    TITLE_SIZE,
    head_crowded,
    head_problem,
)
from generator.draw.labels import foot_room
from generator.draw.text import CLEARANCE_RULE, Fitted, fit, text_problem
from generator.layout.imposition import PAPERS
from generator.model.core import BuildOptions, Component, Game
from generator.model.findings import Findings
from generator.model.units import mm, to_mm

HEADING = mm(17)  # title line and blanks
BAND_GAP = mm(5)
GUTTER = mm(6)
FOOTER = mm(6)
FOOTER_CLEAR = mm(3)  # from the footer's baseline to the sections above it: its capitals and a millimetre


# ----------------------------------------------------------------------------------- layout


@dataclass(frozen=True)
class Cell:
    """A header or body column, in points, relative to the page."""

    x: float
    width: float
    column: Column | Leaf


@dataclass(frozen=True)
class PlacedSection:
    section: Section
    path: tuple  # key path of the section in the data: ("pages", p, "sections", s)
    x: float
    top: float
    width: float


def page_size(spec: Form, paper) -> tuple[float, float]:
    return (paper.height, paper.width) if spec.orientation == "landscape" else (paper.width, paper.height)


def footer_base(spec: Form, printer_margin: float) -> float:
    """The footer's baseline: over the page's foot line (labels.foot_room: the form's ticket and the print
    job's page number, kit review r30 K minor 2), else a millimetre into the footer's room."""
    return max(max(spec.margin, printer_margin) + mm(1), foot_room(printer_margin))


def content_box(spec: Form, paper, printer_margin: float, p: int = 0) -> tuple[float, float, float, float]:
    """(left, bottom, width, height) of page `p` inside the page margin, below the heading, above the footer.
    A form turned on its sheet (`turned`) has the sheet's foot along a side, the print job's identifier at
    the foot's right end (labels.job_mark_slot): by the form's left edge on a front, its right edge on a
    back; that side keeps the foot line's height free (labels.foot_room; kit review r35, R major 1), and the
    other side as much, so that the form stays in the sheet's middle (r30, K minor 8)."""
    width, height = page_size(spec, paper)
    m = max(spec.margin, printer_margin)
    left = right = text_side(spec, printer_margin)
    bottom = max(m + FOOTER, footer_base(spec, printer_margin) + FOOTER_CLEAR)
    return left, bottom, width - left - right, height - m - HEADING - bottom


def layout_page(spec: Form, p: int, paper, printer_margin: float) -> tuple[list[PlacedSection], float]:
    """Where every section of page p goes, and the height the page needs (to compare with the box)."""
    page = spec.pages[p]
    left, bottom, width, height = content_box(spec, paper, printer_margin, p)
    top = bottom + height
    placed: list[PlacedSection] = []
    used = 0.0
    for n, band in enumerate(bands(page)):
        if n:
            used += BAND_GAP
        shares = sum(page.sections[i].width for i in band)
        avail = width - GUTTER * (len(band) - 1)
        x = left
        for i in band:
            section = page.sections[i]
            w = avail * section.width / shares
            placed.append(PlacedSection(section, ("pages", p, "sections", i), x, top - used, w))
            x += w + GUTTER
        used += max(page.sections[i].height() for i in band)
    return placed, used


def columns_of(section: Section, x: float, width: float) -> tuple[list[Cell], list[Cell]]:
    """(top-level cells, leaf cells) of a section placed at x with the given width."""
    avail = width - section.label_width
    total = sum(c.share for c in section.columns)
    tops, leaves = [], []
    cx = x + section.label_width
    for column in section.columns:
        w = avail * column.share / total
        tops.append(Cell(cx, w, column))
        if column.columns:
            sx = cx
            for leaf in column.columns:
                lw = w * leaf.width / column.share
                leaves.append(Cell(sx, lw, leaf))
                sx += lw
        else:
            leaves.append(Cell(cx, w, column))
        cx += w
    return tops, leaves


def flip_edge(spec: Form) -> str | None:
    """A two-sided form flips on the long edge, as every other double-sided part does, so it joins
    their print job: a form of several pages puts its pages on the sides of a sheet, a form of one
    page its copies (each side a whole form)."""
    return "long" if spec.two_sided else None


def turned(spec: Form) -> bool:
    """A landscape form printed double-sided lies on a portrait sheet, turned a quarter (`sheet_size`):
    every page of its print job then shares the job's orientation, so a long-edge flip means the same on
    every driver; the back is turned the other way (form_draw), so both sides read upright when the
    sheet is turned over like a book page."""
    return flip_edge(spec) is not None and spec.orientation == "landscape"


def sheet_size(spec: Form, paper) -> tuple[float, float]:
    """The PDF page the form is drawn on: its own page (`page_size`), or a portrait sheet when `turned`."""
    return (paper.width, paper.height) if turned(spec) else page_size(spec, paper)


# a row's sign (RowSign): its square's side at most (2 mm short of the row's height where that is less), its
# symbol's share of it (6.4 mm: an icon the colour check reads as a cue, colour_check.ICON_MM), and the room
# the sign takes before the label's words
ROW_SIGN = mm(8)
ROW_SIGN_ICON = 0.8
ROW_SIGN_ROOM = ROW_SIGN + mm(2)


def row_sign_side(section: Section) -> float:
    return min(ROW_SIGN, section.row_height - mm(2))


def label_box(section: Section) -> tuple[float, float, float]:
    """(width, max size, min size) of a row label, less its sign's room where the rows have signs: the
    check and the drawing ask the same question."""
    sign = ROW_SIGN_ROOM if section.row_signs else 0.0
    return (
        section.label_width - mm(2) - sign,
        max(min(LABEL_FONT[0], section.row_height * 0.5), LABEL_FONT[1]),
        LABEL_FONT[1],
    )


def label_fit(section: Section, text: str) -> Fitted | None:
    width, high, low = label_box(section)
    return fit(text, SANS, width, max_size=high, min_size=low)


def text_side(spec: Form, printer_margin: float) -> float:
    """How far from the page's sides the heading, subtitle and footer keep: the page margin, or on a form
    turned on its sheet (content_box),
    that room, so that the ink sits in the sheet's middle (kit review r30 K minor 8)."""
    m = max(spec.margin, printer_margin)
    return max(m, foot_room(printer_margin)) if turned(spec) else m


def footer_room(spec: Form, page_width: float, printer_margin: float) -> float:
    """The width of the footer line on a page `page_width` wide."""
    return page_width - 2 * text_side(spec, printer_margin)


def footer_fit(spec: Form, page_width: float, printer_margin: float) -> Fitted | None:
    room = footer_room(spec, page_width, printer_margin)
    return fit(spec.footer, SANS, room, max_size=FOOTER_FONT[0], min_size=FOOTER_FONT[1])


def subtitle_fit(spec: Form, page_width: float, printer_margin: float) -> Fitted | None:
    """The subtitle on its one line, as wide as the footer's."""
    room = footer_room(spec, page_width, printer_margin)
    return fit(spec.subtitle, SANS, room, max_size=SUBTITLE_FONT[0], min_size=SUBTITLE_FONT[1])


def listed_title(title: str) -> str:
    """The form's name where a list names it (print guide, job covers): a heading set in capitals on the
    form itself reads as an ordinary name there ("KARTA FABRYKI" → "Karta fabryki")."""
    return title[:1] + title[1:].lower() if title.isupper() else title


def check(component: Component[Form], game: Game, findings: Findings) -> None:
    check_at_margin(component, BuildOptions().margin, findings)


def check_at_margin(component: Component[Form], printer_margin: float, findings: Findings) -> None:
    """The checks with the build's printer margin (validation: the default one; a render with another
    margin runs them again, kinds.raise_found, so a narrower page is a finding and never a bug)."""
    spec: Form = component.spec
    ids: dict[str, tuple] = {}
    reported: set[tuple] = set()  # a text too long on every paper is one finding

    def does_not_fit(where: tuple, problem: str | None, rule: str = "text.does-not-fit") -> None:
        if problem and where not in reported:
            reported.add(where)
            findings.error(component.where(*where), problem, rule)

    for p, _page in enumerate(spec.pages):
        for paper in PAPERS.values():
            _, used = layout_page(spec, p, paper, printer_margin)
            _, _, _, avail = content_box(spec, paper, printer_margin, p)
            if used > avail + 0.01:
                findings.error(
                    component.where("pages", p),
                    f"page {p + 1} of form '{spec.title}' needs "
                    f"{to_mm(used):.0f} mm of height; {paper.name} {spec.orientation} offers "
                    f"{to_mm(avail):.0f} mm (fewer rows or a lower row_height)",
                    "form.too-tall",
                )
                break
        for paper in PAPERS.values():  # a cell's width depends on the paper's
            for ps in layout_page(spec, p, paper, printer_margin)[0]:
                _check_texts(ps, does_not_fit)
        placed, _ = layout_page(spec, p, PAPERS["a4"], printer_margin)
        for ps in placed:
            _check_ids(component, ps, findings, ids)
            _check_blocked(component, ps, findings)
    for key, text, (high, low) in (("subtitle", spec.subtitle, SUBTITLE_FONT), ("footer", spec.footer, FOOTER_FONT)):
        for paper in PAPERS.values() if text else ():
            room = footer_room(spec, page_size(spec, paper)[0], printer_margin)
            does_not_fit((key,), text_problem(text, SANS, room, max_size=high, min_size=low))


def _check_texts(placed: PlacedSection, does_not_fit) -> None:
    """Every text of a placed section fits its box at 7 pt or more (the drawing relies on it)."""
    s = placed.section
    path = placed.path
    if s.formula:
        room = placed.width - text_width(s.title, SANS_BOLD, TITLE_SIZE) - FORMULA_GAP
        does_not_fit(
            path + ("formula",), text_problem(s.formula, SANS_BOLD, room, max_size=FORMULA_SIZE, min_size=FORMULA_SIZE)
        )
    if s.note:
        high, low = NOTE_FONT
        does_not_fit(path + ("note",), text_problem(s.note, SANS, placed.width, max_size=high, min_size=low))
    if s.label:
        does_not_fit(path + ("label",), head_problem(s.label, s.label_width, []))
    tops, leaves = columns_of(s, placed.x, placed.width)
    cells = [(cell, path + ("columns", i)) for i, cell in enumerate(tops)]
    for i, column in enumerate(s.columns):
        for j, leaf in enumerate(column.columns):
            cell = next(cl for cl in leaves if cl.column is leaf)
            cells.append((cell, path + ("columns", i, "columns", j)))
    for cell, where in cells:
        if getattr(cell.column, "band", None) is not None:  # a player's band: the name between its discs
            does_not_fit(where + ("title",), form_band.band_problem(cell.column, cell.width, s, HEAD_ROW))
            continue
        crowded = head_crowded(cell.column.title, cell.width, cell.column.swatch)
        if crowded:
            does_not_fit(where + ("title",), crowded, CLEARANCE_RULE)
        does_not_fit(where + ("title",), head_problem(cell.column.title, cell.width, cell.column.swatch))
    width, high, low = label_box(s)
    for r, text in enumerate(s.row_labels):
        does_not_fit(path + ("row_labels", r), text_problem(text, SANS, width, max_size=high, min_size=low))
    for r, sign in enumerate(s.row_signs):
        if sign.symbol not in BOARD_SYMBOLS:
            does_not_fit(
                path + ("row_signs", r, "symbol"),
                f"unknown symbol '{sign.symbol}'; expected one of: {', '.join(sorted(BOARD_SYMBOLS))}",
                "form.symbol-unknown",
            )


def _check_blocked(component, placed: PlacedSection, findings) -> None:
    """Every blocked cell names a row and a column title of its section."""
    s = placed.section
    titles = [leaf.title for leaf in s.leaf_columns()]
    for i, blocked in enumerate(s.blocked):
        if s.blocked_row(blocked) is None:
            rows = f"a row number 1–{s.row_count}" + (
                f" or one of {', '.join(repr(r) for r in s.row_labels)}" if s.row_labels else ""
            )
            findings.error(
                component.where(*placed.path, "blocked", i, "row"),
                f"section '{s.title}' has no row {blocked.row!r}; expected {rows}",
                "form.unknown-cell",
            )
        if blocked.column not in titles:
            findings.error(
                component.where(*placed.path, "blocked", i, "column"),
                f"section '{s.title}' has no column '{blocked.column}'; expected one of "
                f"{', '.join(repr(t) for t in dict.fromkeys(titles))}",
                "form.unknown-cell",
            )


def _check_ids(component, placed: PlacedSection, findings, ids: dict[str, tuple]) -> None:
    s = placed.section
    path = placed.path
    if s.id:
        _unique(component, ids, s.id, path + ("id",), findings)
    for i, column in enumerate(s.columns):
        if column.id:
            _unique(component, ids, column.id, path + ("columns", i, "id"), findings)
    for i, column in enumerate(s.columns):
        for j, leaf in enumerate(column.columns):
            if leaf.id:
                _unique(component, ids, leaf.id, path + ("columns", i, "columns", j, "id"), findings)


def _unique(component, ids: dict[str, tuple], ident: str, where: tuple, findings) -> None:
    if ident in ids:
        findings.error(
            component.where(*where),
            f"id '{ident}' is used twice in the form (first at "
            f"{'.'.join(map(str, ids[ident][:-1]))}); expected unique ids",
            "form.duplicate-id",
        )
    else:
        ids[ident] = where


KIND = register(
    Kind(
        name="form",
        category="form",
        model=Form,
        check=check,
        render=Drawn("form", "render"),
        description="a blank form to fill in by hand: sections of ruled tables, N copies",
    )
)
