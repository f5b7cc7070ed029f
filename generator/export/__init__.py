"""Export pieces for print-on-demand shops and Tabletop Simulator: PNG per face, PDF per face, TTS sheets.

The package: this module draws and rasterises the faces and writes the png target; `tts` the
Tabletop Simulator sheets and single images, `tts_save` the Saved Object that holds a whole game,
`shops` the print shops' templates (data files in `shops/`), `pdfx` the press-ready PDF/X-1a.
It imports the drawing stage and the model, never a command.

Everything starts from the pieces a kind gives (`Kind.pieces`, the very `Piece` objects the sheets
impose), drawn one per page by reportlab on a page of trim + 2 × bleed (`draw_faces`). That PDF is
the `pdf` target itself; the `png` and `tts` targets rasterise its pages with pypdfium2 at the
requested dpi. There is no second drawing path: what a shop or Tabletop Simulator gets is what the
home-printed sheet shows, without crop marks, rotation or duplex mirroring (a back is drawn as it
is seen when the piece is turned over, not mirrored).

Pure arithmetic (pixel sizes) is kept in small functions tested without PDFs.
"""

from __future__ import annotations

import csv
import hashlib
import importlib
import io
import math
import os
import re
import unicodedata
import zlib
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from PIL import Image, PngImagePlugin

from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import ImageFace, flatten
from generator.draw.sheets import DrawFn, Piece
from generator.export.shops import fit_template
from generator.layout.imposition import PAPERS
from generator.model.core import Component, Game

TARGETS = ("png", "pdf", "tts")
MIN_DPI, MAX_DPI = 72, 1200
DEFAULT_DPI = {"png": 300, "pdf": 300, "tts": 150}

Progress = Callable[[int], None]


# ------------------------------------------------------------------------------ arithmetic


def pixels(points: float, dpi: int) -> int:
    """A length in points as whole pixels at `dpi` (nearest pixel)."""
    return int(round(points * dpi / 72.0))


_TRANSLIT = str.maketrans({"ł": "l", "Ł": "L", "ß": "ss", "æ": "ae", "ø": "o", "đ": "d"})


def slug(text: str, limit: int = 40) -> str:
    """A file-name part from a piece's label: 'Sprint przed komornikiem' → 'sprint-przed-komornikiem'."""
    plain = unicodedata.normalize("NFKD", text.translate(_TRANSLIT))
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch)).lower()
    plain = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    return plain[:limit].rstrip("-")


# ------------------------------------------------------------------------------ pieces


def exportable(component: Component) -> bool:
    return KINDS[component.kind].pieces is not None


def bleed_of(component: Component) -> float:
    """The component's bleed: the bleed its sheets print (`sheet_bleed`: image-cards' `bleed` or the
    one it makes), its `bleed` field, or the kind module's BLEED (e.g. a halo)."""
    bleed = getattr(component.spec, "sheet_bleed", None)  # the bleed its sheets print (image-cards: one made)
    if bleed is None:
        bleed = getattr(component.spec, "bleed", None)
    if bleed is None:
        pieces = KINDS[component.kind].pieces  # a Later names the module that draws them
        module = importlib.import_module(getattr(pieces, "module", pieces.__module__))
        bleed = getattr(module, "BLEED", 0.0)
    return float(bleed)


@dataclass(frozen=True)
class Face:
    page: int  # 0-based page in the faces PDF
    key: str  # digest of the page's size and drawing: equal keys look the same


@dataclass
class Faces:
    """One component's pieces drawn one per page: every front in the kit's order, then the backs in
    the same order (page len(pieces) + i is the back of piece i). `pdf` is drawn when first asked
    for: pieces whose every side is a finished picture (`ImageFace`) are exported from the pictures
    and need no PDF unless the pdf target asks for one."""

    component: str
    pieces: list[Piece]
    bleed: float
    fronts: list[Face]
    backs: list[Face | None]
    drawn: Callable[[], bytes] = field(repr=False)
    pictures: bool = False  # every side a finished picture (an image-cards deck): no page drawn for png or tts

    @cached_property
    def pdf(self) -> bytes:
        return self.drawn()

    def side(self, page: int) -> DrawFn | None:
        """What draws page `page`: a piece's front, or (pages after the fronts) its back."""
        piece = self.pieces[page % len(self.pieces)]
        return piece.front if page < len(self.pieces) else piece.back

    @property
    def has_backs(self) -> bool:
        return any(b is not None for b in self.backs)

    def name(self, index: int) -> str:
        return self.pieces[index].label


def _draw_page(canvas, piece: Piece, draw: DrawFn | None, bleed: float, page: tuple[float, float] | None) -> None:
    """One face on a page of trim + 2 × bleed, or of `page` (a shop's template) with the piece centred."""
    width, height = page or (piece.width + 2 * bleed, piece.height + 2 * bleed)
    left, bottom = (width - piece.width) / 2, (height - piece.height) / 2
    canvas.setPageSize((width, height))
    canvas.setBleedBox((0, 0, width, height))
    canvas.setTrimBox((left, bottom, left + piece.width, bottom + piece.height))
    if draw is not None:
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(0, 0, width, height)
        canvas.clipPath(path, stroke=0, fill=0)
        canvas.translate(left, bottom)
        draw(canvas, piece.width, piece.height)
        canvas.restoreState()


def draw_faces(
    component: Component,
    game: Game,
    page: Callable[[Piece], tuple[float, float] | None] | None = None,
    vector: bool = False,
) -> Faces:
    """Draw every face of the component's pieces on its own page of trim + 2 × bleed, TrimBox and
    BleedBox set: fronts first, then backs (blank for a one-sided piece among two-sided ones). With
    `page` (piece → page size in points, e.g. a shop's template) the pages have that size, the piece
    centred; such a Faces is for its PDF only (the rasters assume trim + 2 × bleed). Pieces whose
    sides are all finished pictures are not drawn until `pdf` is asked for (`vector`: draw now)."""
    pieces = flatten(KINDS[component.kind].pieces(component, game))
    bleed = bleed_of(component)
    title = getattr(component.spec, "title", "") or component.name
    first = pieces[0] if pieces else Piece(1, 1, lambda c, w, h: None)
    size = (first.width + 2 * bleed, first.height + 2 * bleed)
    two_sided = any(p.back for p in pieces)
    sides = [p.front for p in pieces] + ([p.back for p in pieces] if two_sided else [])
    if page is None and not vector and pieces and all(isinstance(s, ImageFace) or s is None for s in sides):
        # finished pictures: named by what they show, drawn into a PDF only if one is asked for
        keys = [picture_key(piece, side, size) for piece, side in zip(pieces * 2, sides, strict=False)]
        faces = _faces(component, pieces, bleed, keys, lambda: draw_faces(component, game, page, vector=True).pdf)
        faces.pictures = True
        return faces
    doc = new_document(PAPERS["a4"], f"{game.spec.title} – {title}", pagesize=size)
    keys: list[str] = []
    for piece in pieces:
        _draw_page(doc.canvas, piece, piece.front, bleed, page(piece) if page else None)
        keys.append(page_key(doc.canvas, size))
        doc.show_page()
    if two_sided:
        for piece in pieces:
            _draw_page(doc.canvas, piece, piece.back, bleed, page(piece) if page else None)
            keys.append(page_key(doc.canvas, size))
            doc.show_page()
    data = doc.finish()
    return _faces(component, pieces, bleed, keys, lambda: data)


def _faces(component: Component, pieces: list[Piece], bleed: float, keys: list[str], drawn) -> Faces:
    n = len(pieces)
    fronts = [Face(i, keys[i]) for i in range(n)]
    backs: list[Face | None] = [None] * n
    if len(keys) > n:
        backs = [Face(n + i, keys[n + i]) if p.back else None for i, p in enumerate(pieces)]
    return Faces(component.name, pieces, bleed, fronts, backs, drawn)


def picture_key(piece: Piece, side: ImageFace | None, size: tuple[float, float]) -> str:
    """A face that is a finished picture (or blank) named like `page_key` names a drawn page: equal
    keys, equal pictures (the page's size, the piece's trim, what the picture shows)."""
    digest = hashlib.sha256(repr([float(v) for v in (*size, piece.width, piece.height)]).encode() + b"\0")
    digest.update(side.key.encode() if side is not None else b"blank")
    return "picture:" + digest.hexdigest()


def page_key(canvas, size: tuple[float, float]) -> str:
    """A digest of the page drawn so far, before it is shown: its size and its content stream
    (reportlab's `getCurrentPageContent`: the operators, in order). Two faces drawn alike in one
    document have the same operators and the same named resources, so equal digests mean equal
    pictures, and unequal pictures never share a digest."""
    digest = hashlib.sha256(repr([float(v) for v in size]).encode() + b"\0")
    digest.update(canvas.getCurrentPageContent().encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


# ------------------------------------------------------------------------------ rasters


MAX_RASTER_PIXELS = 100_000_000  # one picture of a piece with its bleed (an A4 page at 1000 dpi)


class RasterError(Exception):
    """A piece whose picture at the asked dpi would be larger than MAX_RASTER_PIXELS."""


def check_raster(faces: Faces, dpi: int) -> None:
    """Raise RasterError before any work when a piece with its bleed would be a picture of more than
    MAX_RASTER_PIXELS at this dpi (a piece as large as the paper allows, at 1200 dpi)."""
    for piece in faces.pieces:
        width, height = pixels(piece.width + 2 * faces.bleed, dpi), pixels(piece.height + 2 * faces.bleed, dpi)
        if width * height > MAX_RASTER_PIXELS:
            most = int(dpi * math.sqrt(MAX_RASTER_PIXELS / (width * height)))
            raise RasterError(
                f"a piece of {width} x {height} px at {dpi} dpi is more than {MAX_RASTER_PIXELS} pixels; "
                f"lower --dpi (at most {most})"
            )


class Rasteriser:
    """Pages of a faces PDF as RGB images of exactly (page size at dpi) pixels. A page whose side is a
    finished picture (`ImageFace`) is made from the picture's file, resampled to the page's pixels
    with its bleed (its colour profile kept), never from a rasterised page; the others pypdfium2 renders. Pages with
    equal keys (Face.key: the same size and drawing; the 40 equal banknotes of a value, every back of
    a deck) are one picture: `trimmed` makes and cuts it once and keeps the cut while it was used
    lately (at most KEPT_PIXELS of cuts: a deck of thousands of different cards does not gather
    them all). A whole page (`page`) is not kept: the png target asks for each picture once, and a
    component's pages at 1200 dpi would not fit in memory together."""

    KEPT_PIXELS = 4_000_000

    def __init__(self, faces: Faces, dpi: int):
        self.faces = faces
        self.dpi = dpi
        self._doc = None
        self.trims: OrderedDict[int, Image.Image] = OrderedDict()
        self.same: dict[int, int] = {}  # page → the first page with its key
        first: dict[str, int] = {}
        for face in sorted((f for f in [*faces.fronts, *faces.backs] if f is not None), key=lambda f: f.page):
            self.same[face.page] = first.setdefault(face.key, face.page)

    @property
    def doc(self):
        if self._doc is None:
            import pypdfium2 as pdfium  # only an export rasterises (validate loads no PDF library)

            self._doc = pdfium.PdfDocument(self.faces.pdf)
        return self._doc

    def page(self, index: int) -> Image.Image:
        index = self.same.get(index, index)
        side = self.faces.side(index)
        if isinstance(side, ImageFace):
            return self._picture(side)
        page = self.doc[index]
        try:
            width, height = page.get_size()
            # pdfium's own byte order is BGR; rev_byteorder hands Pillow RGB, which it copies as is
            bitmap = page.render(scale=self.dpi / 72.0, rev_byteorder=True)
            image = bitmap.to_pil()
        finally:
            page.close()
        if image.mode != "RGB":
            image = image.convert("RGB")
        # pdfium rounds the bitmap up; the page's pixel grid starts at its top-left corner
        size = (pixels(width, self.dpi), pixels(height, self.dpi))
        return image if image.size == size else image.crop((0, 0, *size))

    def _picture(self, side: ImageFace) -> Image.Image:
        image, icc = side.picture(self.dpi, self.faces.bleed)
        if icc:
            image.info["icc_profile"] = icc
        return image

    def trimmed(self, index: int) -> Image.Image:
        """The page without its bleed (what a virtual card shows), made and cut once per picture while
        it is kept."""
        same = self.same.get(index, index)
        if same in self.trims:
            self.trims.move_to_end(same)
            return self.trims[same]
        image = self.page(same)
        margin = pixels(self.faces.bleed, self.dpi)
        piece = self.faces.pieces[same % len(self.faces.pieces)]
        cut = image.crop(
            (margin, margin, margin + pixels(piece.width, self.dpi), margin + pixels(piece.height, self.dpi))
        )
        cut.info = dict(image.info)
        self.trims[same] = cut
        while len(self.trims) > 1 and sum(t.width * t.height for t in self.trims.values()) > self.KEPT_PIXELS:
            self.trims.popitem(last=False)
        return cut

    def close(self) -> None:
        if self._doc is not None:
            self._doc.close()


def png_bytes(image: Image.Image, dpi: int, flat: bool = False) -> bytes:
    """PNG with the dpi stored (pHYs) and its colour space: the picture's own ICC profile (iCCP) when
    it came with one (`info["icc_profile"]`, an image-cards picture), otherwise marked sRGB (sRGB +
    gAMA chunks, as the PNG spec pairs them). zlib at level 6; with `flat` (drawn faces and sheets of
    them: flat colours and sharp edges) with zlib's run-length strategy, which makes files of such
    pictures as small as the default strategy's in two thirds of the time; finished pictures
    (painted, photographed) keep the default, whose files of them are a quarter smaller
    (docs/benchmarks.md, "PNG compression"). The pixels are the same either way."""
    info = PngImagePlugin.PngInfo()
    icc = image.info.get("icc_profile")
    if not icc:
        info.add(b"sRGB", b"\x00")  # rendering intent: perceptual
        info.add(b"gAMA", (45455).to_bytes(4, "big"))  # 1/2.2, the value the spec gives with sRGB
    buffer = io.BytesIO()
    strategy = {"compress_type": zlib.Z_RLE} if flat else {}  # else Pillow's own choice (its default)
    image.save(
        buffer, format="PNG", dpi=(dpi, dpi), pnginfo=info, compress_level=6, icc_profile=icc or None, **strategy
    )
    return buffer.getvalue()


class Encoded:
    """PNG files made from images on worker threads (Pillow lets go of the interpreter while it
    compresses, which is most of a png or tts export), in the order the images were given. At most
    `window` images, and at most `budget` pixels of them, wait to be encoded at once, so memory stays
    near what encoding one by one takes: an image larger than the budget (a Tabletop Simulator sheet
    of 10 × 7 cards is 13 million pixels, 54 MB in Pillow) is encoded at once, before the next one is
    made, by the calling thread. `flat`: drawn pictures (`png_bytes`).
    `put(name, image, dpi)`, `add(name, data)`. With a `sink` (name, bytes → None) each file goes to
    it as soon as it and those given before it are made (an export writes it into its staging folder
    and keeps no bytes); without one `files()` gives them all. `files()` waits for every file (and
    gives them, in the order they were given, when there is no sink); `names` lists every file in
    that order; `close()` when done."""

    BUDGET = 8_000_000

    def __init__(
        self,
        workers: int | None = None,
        window: int | None = None,
        budget: int | None = None,
        flat: bool = False,
        sink: Callable[[str, bytes], None] | None = None,
    ):
        from concurrent.futures import ThreadPoolExecutor

        self.workers = workers or max(1, min(4, os.cpu_count() or 1))
        self.window = window or self.workers
        self.budget = budget or self.BUDGET
        self.flat = flat
        self.names: list[str] = []
        self._sink = sink
        self._pool = ThreadPoolExecutor(max_workers=self.workers)
        self._files: dict[str, bytes | None] = {}
        self._waiting: deque = deque()

    def add(self, name: str, data: bytes) -> None:
        """A file made already (a sheet's JSON), in its place among the images."""
        self.names.append(name)
        if self._sink is not None:
            while self._waiting:  # those given before it go first
                self._take()
        self._done(name, data)

    def _done(self, name: str, data: bytes) -> None:
        if self._sink is not None:
            self._sink(name, data)
        else:
            self._files[name] = data

    def put(self, name: str, image: Image.Image, dpi: int) -> None:
        self.names.append(name)
        if self._sink is None:
            self._files[name] = None  # its place in the order
        if image.width * image.height > self.budget:  # alone, here: a worker would only be waited for
            while self._waiting:
                self._take()
            self._done(name, png_bytes(image, dpi, self.flat))
            return
        future = self._pool.submit(png_bytes, image, dpi, self.flat)
        self._waiting.append((name, future, image.width * image.height))
        while self._waiting and (
            len(self._waiting) > self.window or sum(size for _n, _f, size in self._waiting) > self.budget
        ):
            self._take()

    def _take(self) -> None:
        name, future, _size = self._waiting.popleft()
        self._done(name, future.result())

    def files(self) -> dict[str, bytes]:
        while self._waiting:
            self._take()
        return dict(self._files)

    def close(self) -> None:
        """Stop: what still waits is not encoded (the caller's `finally`, also after a failure)."""
        for _name, future, _size in self._waiting:
            future.cancel()
        self._pool.shutdown(wait=True)


# ------------------------------------------------------------------------------ targets


@dataclass(frozen=True)
class Group:
    """Pieces that look the same on both sides, exported once with a quantity."""

    first: int  # index of the first such piece
    indices: tuple[int, ...]


def groups(faces: Faces) -> list[Group]:
    found: dict[tuple[str, str], list[int]] = {}
    for i, front in enumerate(faces.fronts):
        back = faces.backs[i]
        found.setdefault((front.key, back.key if back else ""), []).append(i)
    return [Group(indices[0], tuple(indices)) for indices in found.values()]


def png_export(
    faces: Faces,
    dpi: int,
    progress: Progress | None = None,
    template: Callable[[Piece], tuple[int, int] | None] | None = None,
    sink: Callable[[str, bytes], None] | None = None,
) -> dict[str, bytes]:
    """One PNG per distinct face (full bleed, dpi stored), identical backs once, and index.csv:
    piece number, name, face, file, quantity (a shop's order list). With a shop's `template` (piece →
    width, height px) every face is exactly that size, the piece centred and its bleed extended.
    The files, by name; with a `sink` each goes to it as it is made (see `Encoded`) and only the
    names are given back (each with empty bytes)."""
    raster = Rasteriser(faces, dpi)

    def image(page: int):
        drawn = raster.page(page)
        size = template(faces.pieces[page % len(faces.pieces)]) if template is not None else None
        if size is None:
            return drawn
        fitted = fit_template(drawn, size)
        fitted.info = dict(drawn.info)  # an image-cards picture's colour profile
        return fitted

    encoded = Encoded(flat=not faces.pictures, sink=sink)
    back_files: dict[str, str] = {}
    rows = []
    try:
        for group in groups(faces):
            i = group.first
            number = i + 1
            name = slug(faces.name(i))
            front = f"{number:04d}-{name}-front.png" if name else f"{number:04d}-front.png"
            encoded.put(front, image(faces.fronts[i].page), dpi)
            rows.append((number, faces.name(i), "front", front, len(group.indices)))
            if progress:
                progress(1)
            back = faces.backs[i]
            if back is None:
                continue
            if back.key not in back_files:
                back_files[back.key] = f"{number:04d}-back.png"
                encoded.put(back_files[back.key], image(back.page), dpi)
                if progress:
                    progress(1)
            rows.append((number, faces.name(i), "back", back_files[back.key], len(group.indices)))
        encoded.add("index.csv", _csv(["piece", "name", "face", "file", "quantity"], rows))
        files = encoded.files()
    finally:
        encoded.close()
        raster.close()
    return files if sink is None else dict.fromkeys(encoded.names, b"")


def png_work(faces: Faces) -> int:
    """Images the png target rasterises (for a progress bar)."""
    return len(groups(faces)) + len({b.key for b in faces.backs if b is not None})


def _csv(header: Sequence[str], rows: Sequence[Sequence]) -> bytes:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8")
