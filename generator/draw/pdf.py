"""Canvas set-up shared by every PDF: fonts, determinism, viewer hints, calibration, atomic write."""

from __future__ import annotations

import io
import re
import struct
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Literal

from PIL import ImageCms
from reportlab.lib import colors
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.layout_fonts import register_fonts
from generator.draw.pdfbytes import add_output_intent, tag_subsets
from generator.layout.imposition import Paper, holds
from generator.model import testhook
from generator.model.units import mm

INK = colors.HexColor("#1d1d1b")
# the ground of a form written on in every game (a score pad, a point table, a register, a banker's sheet):
# outlines and this 4 % tint at most, colour only where it says whose column it is (kit review r32 AS
# minor 4: cream heads, zebra rows and grey cells covered 40 % of a sheet reprinted every game)
FORM_TINT = colors.HexColor("#f6f4ef")
MARK_WIDTH = 0.3  # pt, crop-mark line weight (kit review r22, K minor 5: 0.25 pt read as a hairline on a pale print)
# pt, a mark inside a sheet (between two pieces, on a seam two pieces share), in ink as the margin's: a cut
# stops on it, not at a sheet's edge, under a steel rule (kit review r32, AS minor 2: 0.3 pt seam ticks in
# a pale brown on the cream mats, 2.7:1, nearly vanished under a lamp)
INNER_MARK_WIDTH = 0.5
DUPLEX_HINT = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}


def print_preferences(sides: str | None, by_hand: bool = False) -> dict[str, str]:
    """What a file tells the print dialog (its catalog's /ViewerPreferences), one rule for every PDF of the kit:
    scale 100 % always; a double-sided file printed on the printer's duplex unit (plain paper) presets it, flipped
    on its edge; one whose guide feeds its sheets by hand (card, one side a pass) presets one-sided printing, so a
    dialog left as it opens sends no card through the duplex path (kit review r34, AS major 1: the 300 g card job
    preset /DuplexFlipLongEdge against its own „drukuj ręcznie, po jednym arkuszu”)."""
    prefs = {"PrintScaling": "None"}
    if sides in DUPLEX_HINT:
        prefs["Duplex"] = "Simplex" if by_hand else DUPLEX_HINT[sides]
    return prefs


FOLD_DASH = (
    4.0,
    1.6,
    0.9,
    1.6,
)  # pt: a fold line is dash-dot (— · —), a cut line solid or plain dashes (craft_text.LINES_TEXT)
# pt: a ridge (bent away from the printed side) is dash-dot-dot (— · · —), a valley dash-dot: the two kinds of
# fold told apart on the piece as the fold figures name them (kit review r34, K minor 3: a pawn strip's three
# folds alike while its figure said „1, 3: dolina; 2: grzbiet”)
RIDGE_DASH = (4.0, 1.3, 0.9, 1.3, 0.9, 1.3)
FOLD_HALO = "#ffffff"  # the light band under a fold's dark dash: it reads on any print, dark or light
CUT_LINE = 1.0  # pt: a contour cut line, dark
CUT_HALO = 2.6  # pt: the light band under it (0.8 pt of it on either side of the dark line)
CUT_DASH = (mm(2.5), mm(1.5))  # a dashed cut line's dash and gap, before fitting to its length
CUT_DASH_WIDTH = mm(0.25)


__all__ = [
    "register_fonts",
    "new_document",
    "PdfDocument",
    "draw_calibration_square",
    "draw_fold",
    "draw_cut",
    "draw_cut_grid",
]


def draw_fold(
    canvas: Canvas, x0: float, y0: float, x1: float, y1: float, ink=INK, halo: bool = True, ridge: bool = False
) -> None:
    """A fold line every fold-up piece shares: a light band (2.4 pt) under a bold dark dash-dot (1 pt),
    so the fold reads on a textured or dark print as on a plain one, and differs from any printed line
    and from every cut line, solid or dashed (kit review r18: a dashed fold read as a cut). Without
    `halo`, the dash-dot alone in `ink`: a fold that stays on a finished face (a pawn's ridge and feet,
    kit review r22, K minor 8) in a tone of the face's own colour. `ridge`: a ridge's dash-dot-dot (RIDGE_DASH)
    in place of a valley's dash-dot."""
    canvas.saveState()
    canvas.setLineCap(0)
    if halo:
        canvas.setStrokeColor(colors.HexColor(FOLD_HALO))
        canvas.setLineWidth(2.4)
        canvas.line(x0, y0, x1, y1)
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(1.0)
    canvas.setDash(list(RIDGE_DASH if ridge else FOLD_DASH), 0)
    canvas.line(x0, y0, x1, y1)
    canvas.restoreState()


def draw_cut(canvas: Canvas, path, ink=INK, halo=FOLD_HALO) -> None:
    """A cut line every piece cut along its own outline shares (a wall, a die's net, a lollipop): a
    light band under a thin dark line, drawn over everything the piece prints, so the cut reads over
    any fill, a pattern or a dark colour, as on plain paper. `path`: a reportlab path (beginPath)."""
    canvas.saveState()
    canvas.setLineJoin(1)
    canvas.setLineCap(1)
    canvas.setStrokeColor(colors.HexColor(halo) if isinstance(halo, str) else halo)
    canvas.setLineWidth(CUT_HALO)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(CUT_LINE)
    canvas.drawPath(path, stroke=1, fill=0)
    canvas.restoreState()


def draw_cut_grid(canvas: Canvas, xs, ys, ink) -> None:
    """The dashed cut lines of butted pieces on paper (slips, forms): a vertical cut at each of `xs`
    from the lowest of `ys` to the highest, a horizontal one at each of `ys` across `xs` – each cut
    drawn once, never a frame per piece (kit review r27, K minor 1: two neighbours' frames, their
    dashes out of phase, printed the cut they share near-solid). Between two crossings the dashes
    stretch or shrink a little so that a dash starts and ends at every crossing: each corner of each
    piece is marked."""
    xs, ys = _distinct(xs), _distinct(ys)
    canvas.saveState()
    canvas.setStrokeColor(ink)
    canvas.setLineWidth(CUT_DASH_WIDTH)
    canvas.setLineCap(0)
    for x in xs:
        for y0, y1 in zip(ys, ys[1:]):
            _fitted_dashes(canvas, x, y0, x, y1)
    for y in ys:
        for x0, x1 in zip(xs, xs[1:]):
            _fitted_dashes(canvas, x0, y, x1, y)
    canvas.restoreState()


def _distinct(values) -> list[float]:
    """`values` sorted, each cut once: two within a hundredth of a point (one box's right edge and its
    neighbour's left, summed differently) are one."""
    kept: list[float] = []
    for value in sorted(values):
        if not kept or value - kept[-1] > 0.01:
            kept.append(value)
    return kept


def _fitted_dashes(canvas: Canvas, x0: float, y0: float, x1: float, y1: float) -> None:
    """A dashed line from (x0, y0) to (x1, y1) that begins and ends with a dash: n dashes and n − 1
    gaps of CUT_DASH's proportions fill its length exactly."""
    length = abs(x1 - x0) + abs(y1 - y0)  # horizontal or vertical
    dash, gap = CUT_DASH
    count = max(1, round((length + gap) / (dash + gap)))
    scale = length / (count * dash + (count - 1) * gap)
    canvas.setDash([dash * scale, gap * scale], 0)
    canvas.line(x0, y0, x1, y1)


@dataclass
class _OpenForm:
    """What a form being drawn on `_Canvas` uses that its /Resources must declare."""

    states: dict = field(default_factory=dict)  # (key, opacity) → name of its graphics state
    placed: list = field(default_factory=list)  # names of the forms it places
    opacity: list = field(default_factory=lambda: [{"ca": 1, "CA": 1}])  # per saveState level
    images: bool = False

    def resources(self) -> pdfdoc.PDFResourceDictionary:
        """What reportlab gives every form (fonts, all procsets, the forms it places), plus its states."""
        resources = pdfdoc.PDFResourceDictionary()
        resources.basicFonts()
        resources.allProcs()
        if self.placed:
            names = [pdfdoc.xObjectName(name) for name in self.placed]
            resources.XObject = pdfdoc.PDFDictionary({name: pdfdoc.PDFObjectReference(name) for name in names})
        resources.ExtGState = pdfdoc.PDFDictionary(
            {name: pdfdoc.PDFDictionary({key: opacity}) for (key, opacity), name in self.states.items()}
        )
        return resources


class _Canvas(Canvas):
    """reportlab's canvas, except that transparency inside a form XObject is declared by the form.

    reportlab 5.1 writes a form's /Resources without the /ExtGState its stream names, so viewers meet
    an undefined name (poppler: "ExtGState 'gRLs0' is unknown", ghostscript: "Couldn't find named
    resource") and paint the translucent parts opaque. Inside a form this canvas sets opacity with
    graphics states of its own (`/dk0 gs`, written with `addLiteral`) and, when the form ends, hands
    it /Resources that declare them (`endForm`'s `Resources` attribute). Outside forms, and in
    forms without transparency, it is reportlab's canvas unchanged. Opacity set on a text object
    (`beginText`) inside a form is not covered; a form may not both use transparency and draw an image.
    """

    def __init__(self, *args, **kwargs):
        self._open_forms: list[_OpenForm] = []  # innermost last
        self.piece_pages: dict[tuple[str, str], tuple] = {}  # note_piece: (pile, kind) → (pages, pieces)
        self.piece_turns: dict[tuple[str, str], int] = {}  # note_piece: (pile, kind) → quarter turns as laid
        self.job_sheets: dict[int, list] = {}  # note_job_sheet: page (1-based) → [x, y, angle, size]
        self.folio_places: dict[int, str | None] = {}  # note_folio_place: page (1-based) → labels.folio_place
        self.seams = False  # note_seams: a page prints butted pieces' faint cut lines (sheets.draw_seams)
        self.front_trims: dict[int, list] = {}  # note_front: page (1-based) → trim boxes of the fronts laid on it
        self.seam_marks: dict[int, list] = {}  # note_seams: page (1-based) → the faint cut lines drawn on it
        super().__init__(*args, **kwargs)

    def beginForm(self, name, *args, **kwargs):
        super().beginForm(name, *args, **kwargs)
        self._open_forms.append(_OpenForm())

    def endForm(self, **extra_attributes):
        form = self._open_forms.pop()
        if form.states:
            if form.images:
                raise ValueError("a form that uses transparency cannot also draw an image")
            extra_attributes.setdefault("Resources", form.resources())
        super().endForm(**extra_attributes)

    def doForm(self, name):
        super().doForm(name)
        if self._open_forms and name not in self._open_forms[-1].placed:
            self._open_forms[-1].placed.append(name)

    def drawImage(self, *args, **kwargs):
        if self._open_forms:
            self._open_forms[-1].images = True
        return super().drawImage(*args, **kwargs)

    def drawInlineImage(self, *args, **kwargs):
        if self._open_forms:
            self._open_forms[-1].images = True
        return super().drawInlineImage(*args, **kwargs)

    def saveState(self):
        super().saveState()
        if self._open_forms:
            levels = self._open_forms[-1].opacity
            levels.append(dict(levels[-1]))

    def restoreState(self):
        super().restoreState()
        if self._open_forms and len(self._open_forms[-1].opacity) > 1:
            self._open_forms[-1].opacity.pop()

    def setFillAlpha(self, a):
        if self._open_forms:
            self._form_opacity("ca", a)
        else:
            super().setFillAlpha(a)

    def setStrokeAlpha(self, a):
        if self._open_forms:
            self._form_opacity("CA", a)
        else:
            super().setStrokeAlpha(a)

    def _form_opacity(self, key: str, opacity: float) -> None:
        if not (isinstance(opacity, (float, int)) and 0 <= opacity <= 1):
            raise ValueError(f"opacity {opacity!r} is not between 0 and 1")
        form = self._open_forms[-1]
        current = form.opacity[-1]
        if current[key] == opacity:
            return
        current[key] = opacity
        name = form.states.setdefault((key, opacity), f"dk{len(form.states)}")
        self.addLiteral(f"/{name} gs")


def piece_kind(label: str) -> str:
    """A piece's kind as the kit's checklist counts it: its label less its running number („surowiec żółty 12”
    → „surowiec żółty”)."""
    return re.sub(r"\s*\d+$", "", label or "")


def note_piece(canvas: Canvas, piece, turns: int | None = None) -> None:
    """Remember that the canvas's current page prints a side of `piece` (a sheet's `place`, a band's side),
    by its pile (`Piece.deck`) and kind (`piece_kind`): the kit's checklist says where each pile and kind
    is printed, so a lost piece is reprinted from its own sheet (kit review r29, R minor 1). `turns`: a
    front's quarter turns anticlockwise as the sheet lays it (Piece.turns and the slot's own turn), the
    first front's of each kind kept: a fold figure draws the flat piece so (r30 K/R/P: a pawn strip drawn
    upright beside a sheet that lays it across); None for a back."""
    if isinstance(canvas, _Canvas):
        key = (piece.deck, piece_kind(piece.label))
        pages, pieces = canvas.piece_pages.setdefault(key, (set(), set()))
        pages.add(canvas.getPageNumber())
        pieces.add(id(piece))  # a piece's front and back are one piece
        if turns is not None:
            canvas.piece_turns.setdefault(key, turns % 4)


def note_seams(canvas: Canvas, lines=(), order: bool = True) -> None:
    """Remember that the file prints butted pieces with their cuts drawn on them (sheets.draw_seams): its print
    job's cutting step states the order of the cuts (kit review r38, K major 1); `lines`: the cuts drawn on the
    current page (Marks), which every butted edge of the fronts noted there (note_front) must be among; without
    `order`, the lines only (the kind's own words give the order of its cuts)."""
    if isinstance(canvas, _Canvas):
        canvas.seams = canvas.seams or order
        canvas.seam_marks.setdefault(canvas.getPageNumber(), []).extend(lines)


def note_front(canvas: Canvas, x: float, y: float, width: float, height: float) -> None:
    """Remember a front's trim box (pt, on the page) on the canvas's current page, for a piece cut on its box (not
    along its outline): where two such boxes share an edge, the page must draw that cut (sheets.draw_seams; kit
    review r39, P minor 1)."""
    if isinstance(canvas, _Canvas):
        canvas.front_trims.setdefault(canvas.getPageNumber(), []).append((x, y, width, height))


def note_job_sheet(canvas: Canvas, x: float, y: float, angle: int, size: float, short: bool = False) -> None:
    """Remember where the canvas's current page leaves room for its print job's identifier („wydruk 3 · s. 1”,
    ticket_room.plan_job_room): the left end of the words' baseline at (`x`, `y`), turned `angle` degrees, `size` pt,
    `short`: room for them at ticket_items.ROOM_SHORT_SIZE only; the job draws them there (Output.job_sheets,
    build/folios.py)."""
    if isinstance(canvas, _Canvas):
        canvas.job_sheets[canvas.getPageNumber()] = [round(x, 3), round(y, 3), angle, size, short]


FOLIO_FOOT, FOLIO_LOW = "foot", "low"  # where a page has room for its print job's identifier (labels.folio_place)


def note_folio_place(canvas: Canvas, place: str | None) -> None:
    """Remember where the canvas's current page has room for its print job's identifier (labels.folio_place: at the
    foot line, lower in the printer's margin, or nowhere: Output.folio_low, Output.unnumbered, build/folios.py)."""
    if isinstance(canvas, _Canvas):
        canvas.folio_places[canvas.getPageNumber()] = place


SRGB = "sRGB IEC61966-2.1"
ICC_DATE = struct.pack(">6H", 2026, 1, 1, 0, 0, 0)  # the profile's creation date, fixed: the same bytes every build


def srgb_profile() -> bytes:
    """An sRGB ICC profile (Pillow's public ImageCms, little CMS's built-in sRGB), its header's creation date
    (bytes 24–35, ICC.1 7.2.8) fixed: little CMS stamps the clock."""
    data = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    return data[:24] + ICC_DATE + data[36:]


@dataclass
class PdfDocument:
    """A PDF being drawn in memory; `finish()` returns the bytes and the page count.

    It also remembers what the print guide and the kit need to know about the file (its title,
    duplex hint, guide pages, whether its pages fit the paper), so nobody reads the PDF back.
    """

    canvas: Canvas
    buffer: io.BytesIO
    pages: int = 0
    title: str = ""
    sides: Literal["one", "long", "short"] = "one"
    guide_pages: int = 0  # pages at the start that are the print guide (guide.draw_guide)
    guide_lines: list | None = None  # what the guide says of the pieces (guide.draw_guide)
    contour: bool = False  # its pieces cut along their own contour, no crop marks on the margins (GuideInfo.contour)
    fits_paper: bool = True  # the pages are no larger than the paper (False: a full-size board)
    page_size: tuple[float, float] = (0.0, 0.0)  # points, as the document was made
    page_forms: dict = field(default_factory=dict, repr=False)  # key → form of a page shown by `page`
    unnumbered: set = field(default_factory=set)  # pages (1-based) with no room for a print job's number
    lowered: set = field(default_factory=set)  # pages (1-based) with room for it in the printer's margin only
    srgb: bool = False  # the file carries an sRGB output intent (colours_in_srgb)

    def no_room_for_number(self, page: int | None = None) -> None:
        """The page being drawn (or `page`, 1-based) has ink where a print job sets its identifier (the foot's
        right end, labels.job_mark_slot): the job prints none there (Output.unnumbered, build/folios.py)."""
        self.unnumbered.add(page if page is not None else self.pages + 1)

    def low_number(self, page: int | None = None) -> None:
        """The page being drawn (or `page`, 1-based) has room for its print job's identifier in the printer's margin
        only, under its ink (FOLIO_LOW, labels.folio_line): a form whose table comes near the foot line."""
        self.lowered.add(page if page is not None else self.pages + 1)

    def show_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def page(self, key: Hashable, draw: Callable[[], None]) -> None:
        """Draw a page with `draw()` and show it. `key` names everything the page shows (the second
        sheet of a price list, the copies of a form): the page is drawn once, as a form XObject as
        large as the page, and a page with the same key shows that form again. `draw` must add no
        link or annotation (a form cannot hold them)."""
        name = self.page_forms.get(key)
        if name is None:
            name = self.page_forms[key] = f"page{len(self.page_forms)}"
            self.canvas.beginForm(name)
            draw()
            self.canvas.endForm()
        self.canvas.doForm(name)
        self.show_page()

    def colours_in_srgb(self) -> None:
        """The file will say its RGB colours are sRGB: an output intent with an sRGB profile (pdfbytes.add_output_intent),
        for a file a copy shop prints (the one-piece board, r43 R minor 4), whose RIP would otherwise take DeviceRGB as
        it chose. No PDF/X or PDF/A is claimed: `drukarnia export … --pdfx` makes PDF/X-1a (export/pdfx.py)."""
        self.srgb = True

    def _job_sheets(self) -> dict[int, list]:
        return getattr(self.canvas, "job_sheets", {})

    def fed_by_hand(self) -> None:
        """The file's guide feeds its sheets by hand (guide.by_hand): its dialog opens one-sided
        (print_preferences), its pieces still imposed for both sides."""
        for key, value in print_preferences(self.sides, by_hand=True).items():
            self.canvas.setViewerPreference(key, value)

    def finish(self) -> bytes:
        self.canvas.save()
        data = tag_subsets(self.buffer.getvalue())
        return add_output_intent(data, srgb_profile(), SRGB) if self.srgb else data

    def described(self, game_title: str) -> dict:
        """The Output fields that describe this file: title without the game's name, sides, guide."""
        prefix = f"{game_title} – "
        places = getattr(self.canvas, "folio_places", {})
        title = self.title[len(prefix) :] if self.title.startswith(prefix) else self.title
        return {
            "title": title,
            "sides": self.sides,
            "guide_pages": self.guide_pages,
            "guide_lines": self.guide_lines,
            "contour": self.contour,
            "butted": getattr(self.canvas, "seams", False),
            "fits_paper": self.fits_paper,
            # a page larger than the paper: its size, for the print guide to name the shop's sheet
            "page_mm": None if self.fits_paper else [round(v / mm(1)) for v in self.page_size],
            # [pile, kind, pages, pieces, turns] of the file's pieces (note_piece), for the kit's checklist and
            # its covers' fold figures
            "unnumbered": sorted(self.unnumbered | {n for n, p in places.items() if p is None}) or None,
            # pages whose pieces leave room for the print job's identifier only lower, in the printer's margin
            "folio_low": sorted(self.lowered | {n for n, p in places.items() if p == FOLIO_LOW}) or None,
            # where each page leaves room for its place in its print job (note_job_sheet), None for a page without
            "job_sheets": [sheets.get(n) for n in range(1, self.pages + 1)] if (sheets := self._job_sheets()) else None,
            "piece_pages": [
                [*key, sorted(pages), len(ids), getattr(self.canvas, "piece_turns", {}).get(key, 0)]
                for key, (pages, ids) in getattr(self.canvas, "piece_pages", {}).items()  # as drawn
            ]
            or None,
        }


def new_document(
    paper: Paper,
    title: str,
    *,
    duplex: str | None = None,
    landscape: bool = False,
    pagesize: tuple[float, float] | None = None,
) -> PdfDocument:
    """A document on `paper`."""
    testhook.pause("rendering")
    register_fonts()
    buffer = io.BytesIO()
    size = pagesize or ((paper.height, paper.width) if landscape else (paper.width, paper.height))
    canvas = _Canvas(
        buffer,
        pagesize=size,
        invariant=1,
        pdfVersion=(1, 7),
        initialFontName=SANS,
        initialFontSize=10,
        pageCompression=1,
    )
    canvas.setTitle(title)
    canvas.setAuthor("drukarnia")
    canvas.setCreator("drukarnia")
    canvas.setSubject(title)
    for key, value in print_preferences(duplex).items():
        canvas.setViewerPreference(key, value)
    return PdfDocument(
        canvas,
        buffer,
        title=title,
        sides=duplex if duplex in DUPLEX_HINT else "one",
        fits_paper=holds(paper, *size),
        page_size=(size[0], size[1]),
    )


CALIBRATION_TICK = mm(4)  # the longest of the 50 mm square's ticks along its bottom and left edges
CALIBRATION_WORDS = ("zmierz: bok musi mieć", "dokładnie 50 mm", "(drukuj w skali 100%)")
CALIBRATION_SIZE = 7.5


def draw_calibration_square(canvas: Canvas, x: float, y: float, label: str = "50 mm") -> None:
    """A 50 mm square with its label: measure it to confirm the printer did not scale. Its words stand centred in
    short lines, every one 2 mm or more clear of the ticks (kit review r38, K minor 5: „zmierz: bok musi mieć
    dokładnie 50 mm” in one line came 0.4 mm from the tick at its left)."""
    side = mm(50)
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.5)
    canvas.rect(x, y, side, side, stroke=1, fill=0)
    for i in range(1, 10):  # 5 mm ticks along the bottom and left edges
        tick = mm(2.5) if i % 2 else CALIBRATION_TICK
        canvas.line(x + i * mm(5), y, x + i * mm(5), y + tick)
        canvas.line(x, y + i * mm(5), x + tick, y + i * mm(5))
    canvas.setFont(SANS_BOLD, 11)
    canvas.setFillColor(INK)
    canvas.drawCentredString(x + side / 2, y + side / 2 + 4, label)
    canvas.setFont(SANS, CALIBRATION_SIZE)
    for n, words in enumerate(CALIBRATION_WORDS):
        canvas.drawCentredString(x + side / 2, y + side / 2 - 8 - 9 * n, words)
    canvas.restoreState()
