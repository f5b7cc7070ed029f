"""image-cards: a deck whose art is finished elsewhere, one image per card face.

The images are printed as they are, on the same sheets as every drawn kind: imposition, crop marks,
backs registered for duplex, guide page with the calibration square.

```yaml
kind: image-cards
title: Karty postaci            # heading of the guide page and sheet labels
size: 63x88mm                   # trim size (or width: 63mm and height: 88mm)
bleed: 3mm                      # bleed already in the images (0: the images end at the trim)
make_bleed: 3mm                 # with bleed 0: extend the edge pixels this far to make a bleed
fronts: art/*.png               # a glob (one card each, sorted by name) or a list:
#  - {image: art/hero.png, count: 3, name: Bohater, back: art/hero-back.png}
back: art/back.png              # the back of every card (a card's own `back:` wins); leave out: none
stock: card                     # card or paper
```

Validation opens every image once (Pillow, with pixel and file-size limits), checks that its pixel
size has the card's proportions (trim + 2 × bleed) within 1 % and reports the resolution it will
print at: below 200 dpi is a notice (it may look soft). A deck is limited by the pixels of its
different images (MAX_DECK_PIXELS), not by a count of cards: each image is one form XObject in the
PDF, placed by every copy, and an export takes each picture from its file (`Picture.picture`).
"""

from __future__ import annotations

import glob
import hashlib
import re
from pathlib import Path
from typing import Literal

from PIL import Image, ImageOps
from pydantic import Field, model_validator
from reportlab.lib.utils import ImageReader

from generator.draw.kinds import Kind, register
from generator.draw.kinds.piece_sheets import check_fits, render_sheet_pdf
from generator.draw.kinds.reuse import draw_once
from generator.draw.piece import ImageFace
from generator.draw.sheets import Piece
from generator.model.base import Model
from generator.model.core import Component, Game, Output, inside, unusable_path
from generator.model.findings import Findings, shown_path
from generator.model.polish import counted
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.validate.images import MAX_PIXELS, image_problem

MIN_DPI = 200  # below this a printed image looks soft: a notice
MAX_COUNT = 100
# the deck's different images (each embedded once, however many copies) in pixels, a made bleed
# included: about 1 100 different 63 × 88 mm faces at 300 dpi. Copies cost no pixels: a deck is as
# many cards as its entries name, limited by the time a build of them takes.
MAX_DECK_PIXELS = 1_000_000_000
SUFFIXES = (".png", ".jpg", ".jpeg")
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm\s*$")


class Front(Model):
    image: str = Field(min_length=1, max_length=500)
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    name: str | None = Field(default=None, min_length=1, max_length=80)
    back: str | None = Field(default=None, min_length=1, max_length=500)


class ImageCards(Model):
    kind: Literal["image-cards"]
    title: str = Field(default="Karty", min_length=1, max_length=60)
    size: str | None = Field(default=None, description="trim size such as 63x88mm")
    width: PositiveLength | None = None
    height: PositiveLength | None = None
    bleed: Length = 0.0
    make_bleed: Length = 0.0
    fronts: str | list[Front]
    back: str | None = Field(default=None, min_length=1, max_length=500)
    stock: Literal["card", "paper"] = "card"

    @model_validator(mode="after")
    def _sizes(self) -> ImageCards:
        if self.size is not None:
            match = _SIZE.match(self.size)
            if not match:
                raise ValueError(f"size '{self.size}' is not like 63x88mm")
            if self.width is not None or self.height is not None:
                raise ValueError("give either size or width and height, not both")
            object.__setattr__(self, "width", mm(float(match.group(1))))
            object.__setattr__(self, "height", mm(float(match.group(2))))
        if self.width is None or self.height is None:
            raise ValueError("missing size: write size: 63x88mm, or width and height")
        if self.width <= 0 or self.height <= 0:
            raise ValueError("the card's size must be greater than zero")
        if self.bleed > mm(10) or self.make_bleed > mm(10):
            raise ValueError("a bleed beyond 10 mm is not a bleed")
        if self.bleed > 0 and self.make_bleed > 0:
            raise ValueError("make_bleed extends images that have no bleed: with bleed given, leave it out")
        return self

    @property
    def sheet_bleed(self) -> float:
        return self.bleed or self.make_bleed


class Card:
    """One card face as listed, resolved to files: (front, back, name, count, keypath of its entry)."""

    def __init__(self, front: Path | None, back: Path | None, name: str, count: int, written: str):
        self.front, self.back, self.name, self.count, self.written = front, back, name, count, written


def leaves_folder(pattern: str) -> bool:
    """Whether a fronts pattern names files outside the game's folder (absolute, or through '..')."""
    return Path(pattern).is_absolute() or ".." in Path(pattern).parts


def cards(component: Component, game: Game) -> list[Card]:
    """The deck's cards in order (glob: sorted by file name); paths not yet checked to exist."""
    spec: ImageCards = component.spec
    back = inside(game.folder, spec.back) if spec.back else None
    if isinstance(spec.fronts, str):
        out = []
        if leaves_folder(spec.fronts):
            return out  # check() reports it; the walk never leaves the game's folder
        for found in sorted(glob.iglob(glob.escape(str(game.folder)) + "/" + spec.fronts)):
            relative = (
                Path(found).relative_to(game.folder).as_posix() if Path(found).is_relative_to(game.folder) else None
            )
            path = inside(game.folder, relative) if relative else None
            if path is not None and path.suffix.lower() in SUFFIXES and path.is_file():
                out.append(Card(path, back, path.stem, 1, relative))
        return out
    out = []
    for _i, front in enumerate(spec.fronts):
        path = inside(game.folder, front.image)
        own_back = inside(game.folder, front.back) if front.back else back
        out.append(Card(path, own_back, front.name or Path(front.image).stem, front.count, front.image))
    return out


def opened(path: Path) -> tuple[Image.Image, bytes | None]:
    """The image in RGB, turned as its EXIF says, and its ICC profile when the conversion to RGB keeps
    it true (an RGB or palette image; None otherwise)."""
    with Image.open(path) as image:
        icc = image.info.get("icc_profile") if image.mode in ("RGB", "RGBA", "P") else None
        return ImageOps.exif_transpose(image).convert("RGB"), icc


def extended(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """`image` centred on `size` pixels, its edge pixels repeated outward to fill the rest: the bleed
    `make_bleed` makes."""
    full, tall = size
    w, h = image.size
    if (w, h) == (full, tall):
        return image
    left, top = (full - w) // 2, (tall - h) // 2
    right, bottom = full - left - w, tall - top - h
    wide = Image.new("RGB", size)
    wide.paste(image, (left, top))
    if left:
        wide.paste(image.crop((0, 0, 1, h)).resize((left, h)), (0, top))
    if right:
        wide.paste(image.crop((w - 1, 0, w, h)).resize((right, h)), (left + w, top))
    if top:
        wide.paste(wide.crop((0, top, full, top + 1)).resize((full, top)), (0, 0))
    if bottom:
        wide.paste(wide.crop((0, top + h - 1, full, top + h)).resize((full, bottom)), (0, top + h))
    return wide


def grown_by(px: int, py: int, spec: ImageCards) -> tuple[int, int]:
    """The pixels added on each side (x, y) to an image of px × py pixels to make its bleed."""
    if not spec.make_bleed:
        return 0, 0
    return round(px * spec.make_bleed / spec.width), round(py * spec.make_bleed / spec.height)


def _px(points: float, dpi: int) -> int:
    return int(round(points * dpi / 72.0))  # a length as whole pixels (generator.export.pixels)


class Picture(ImageFace):
    """One image of the deck as a side: drawn over the trim and the bleed it carries (or the bleed
    made from its edges), one form XObject per image and PDF (`draw_once`), so a deck of 10 000 cards
    from 100 images decodes and embeds each image once."""

    def __init__(self, path: Path, spec: ImageCards):
        self.path, self.spec = path, spec
        self.covers = spec.sheet_bleed
        seen = f"{path}\0{spec.width!r}\0{spec.height!r}\0{spec.bleed!r}\0{spec.make_bleed!r}"
        self.key = "img" + hashlib.sha256(seen.encode("utf-8", "surrogatepass")).hexdigest()[:32]

    def source(self) -> Image.Image:
        """The file's pixels with the bleed made from its edges (what the sheets print)."""
        with Image.open(self.path) as probe:
            px, py = probe.size
        ex, ey = grown_by(px, py, self.spec)
        if (px + 2 * ex) * (py + 2 * ey) > MAX_PIXELS:  # check() reports it; never grown past the limit
            raise ValueError(f"image '{self.path.name}' would grow past {MAX_PIXELS} pixels")
        image, _icc = opened(self.path)
        return extended(image, (px + 2 * ex, py + 2 * ey))

    def picture(self, dpi: int, bleed: float) -> tuple[Image.Image, bytes | None]:
        """The file resampled (Lanczos, only when the sizes differ) to the trim and the bleed it
        carries at `dpi`, then the bleed asked for made from its edge pixels where the file carries
        less (the same as `make_bleed` on the sheets) or cut where it carries more."""
        spec = self.spec
        image, icc = opened(self.path)
        carried = spec.bleed
        span = (_px(spec.width + 2 * carried, dpi), _px(spec.height + 2 * carried, dpi))
        if image.size != span:
            image = image.resize(span, Image.Resampling.LANCZOS)
        page = (_px(spec.width + 2 * bleed, dpi), _px(spec.height + 2 * bleed, dpi))
        if bleed >= carried:
            return extended(image, page), icc
        left, top = (span[0] - page[0]) // 2, (span[1] - page[1]) // 2
        return image.crop((left, top, left + page[0], top + page[1])), icc

    def __call__(self, c, w, h) -> None:
        bleed = self.covers

        def draw() -> None:
            image = self.source()  # a PDF page is DeviceRGB: the profile is for exported files
            c.drawImage(ImageReader(image), -bleed, -bleed, w + 2 * bleed, h + 2 * bleed)

        # the key names the file, the card's size and its bleed: the pieces are all of the card's size
        draw_once(c, self.key, (-bleed, -bleed, w + bleed, h + bleed), draw)


def pieces(component: Component, game: Game) -> list[Piece]:
    spec: ImageCards = component.spec
    out: list[Piece] = []
    backs: dict[Path, Picture] = {}
    for card in cards(component, game):
        if card.front is None:
            continue
        if card.back is not None and card.back not in backs:
            backs[card.back] = Picture(card.back, spec)
        back = backs[card.back] if card.back is not None else None
        out += [Piece(spec.width, spec.height, Picture(card.front, spec), back, card.name)] * card.count
    return out


def render(component: Component, game: Game, options) -> list[Output]:
    spec: ImageCards = component.spec
    deck = pieces(component, game)
    contents = [
        f"{counted(len(deck), 'karta', 'karty', 'kart')} {to_mm(spec.width):g} × {to_mm(spec.height):g} mm "
        "z gotowych obrazów" + (", z rewersami" if any(p.back for p in deck) else "") + "."
    ]
    return [
        render_sheet_pdf(
            component,
            game,
            options,
            deck,
            width=spec.width,
            height=spec.height,
            bleed=spec.sheet_bleed,
            title=spec.title,
            contents=contents,
            stock=spec.stock,
        )
    ]


# ------------------------------------------------------------------------------------ checks


def check(component: Component, game: Game, findings: Findings) -> None:
    spec: ImageCards = component.spec
    check_fits(
        component.where("size" if spec.size else "width"),
        "a card",
        spec.width,
        spec.height,
        spec.sheet_bleed,
        0.0,
        findings,
        "image-cards.too-big",
    )
    if isinstance(spec.fronts, str) and unusable_path(spec.fronts):
        findings.error(component.where("fronts"), f"pattern {unusable_path(spec.fronts)}", "paths.invalid")
        return
    if isinstance(spec.fronts, str) and leaves_folder(spec.fronts):
        findings.error(component.where("fronts"), f"pattern '{spec.fronts}' leaves the game's folder", "paths.outside")
        return
    deck = cards(component, game)
    if isinstance(spec.fronts, str) and not deck:
        findings.error(
            component.where("fronts"),
            f"no PNG or JPEG file matches '{spec.fronts}' in {shown_path(game.folder)}",
            "image-cards.no-images",
        )
        return
    seen: dict = {}  # (file, as written) → (its findings, its printed pixels): each file opened once
    if spec.back:
        _check_image(component, ("back",), spec.back, inside(game.folder, spec.back), spec, game, findings, seen)
    for i, card in enumerate(deck):
        if isinstance(spec.fronts, str):
            _check_image(component, ("fronts",), card.written, card.front, spec, game, findings, seen)
            continue
        front = spec.fronts[i]
        _check_image(component, ("fronts", i, "image"), front.image, card.front, spec, game, findings, seen)
        if front.back:
            where = ("fronts", i, "back")
            _check_image(component, where, front.back, inside(game.folder, front.back), spec, game, findings, seen)
    sizes = {path: size for (path, _written), (_found, size) in seen.items() if size is not None}
    total = sum(x * y for x, y in sizes.values())
    if total > MAX_DECK_PIXELS:
        findings.error(
            component.where("fronts"),
            f"the deck's {len(sizes)} different images hold {total} pixels in all (a made bleed included); "
            f"the limit is {MAX_DECK_PIXELS} pixels, about 1 100 different 63 × 88 mm cards at 300 dpi "
            "(split the deck in two components, or export its images smaller)",
            "image-cards.too-large",
        )


def _check_image(
    component: Component,
    keypath: tuple,
    written: str,
    path: Path | None,
    spec: ImageCards,
    game: Game,
    findings: Findings,
    seen: dict,
) -> None:
    """Report what is wrong with the image `written` at `keypath`. Each file is opened once per deck:
    `seen` keeps, per (file, as written), what it found and the pixels it prints with."""
    where = component.where(*keypath)
    if unusable_path(written):
        findings.error(where, f"image {unusable_path(written)}", "paths.invalid")
        return
    if path is None:
        findings.error(where, f"image '{written}' lies outside the game's folder", "paths.outside")
        return
    if not path.is_file():
        findings.error(where, f"image file '{written}' not found in {shown_path(game.folder)}", "paths.missing-file")
        return
    if path.suffix.lower() not in SUFFIXES:
        findings.error(where, f"image '{written}' is not a .png, .jpg or .jpeg file", "image-cards.format")
        return
    if (path, written) not in seen:
        seen[path, written] = _image_findings(path, written, spec)
    found, _size = seen[path, written]
    for level, message, rule in found:
        getattr(findings, level)(where, message, rule)


def _image_findings(path: Path, written: str, spec: ImageCards) -> tuple[list[tuple[str, str, str]], tuple | None]:
    """([(level, message, rule)], printed pixel size or None when the image cannot be used)."""
    problem = image_problem(path, written)  # opened, decoded and within limits (generator/validate/images.py)
    if problem:
        return [("error", *problem)], None
    with Image.open(path) as opened:
        px, py = opened.size
    width_mm = to_mm(spec.width + 2 * spec.bleed)
    height_mm = to_mm(spec.height + 2 * spec.bleed)
    expected = width_mm / height_mm
    if abs(px / py - expected) > 0.01 * expected:
        message = (
            f"image '{written}' is {px} × {py} pixels; a card of {width_mm:g} × {height_mm:g} mm "
            f"(trim + 2 × {to_mm(spec.bleed):g} mm bleed) needs the proportions {width_mm:g}:{height_mm:g}, "
            f"e.g. {round(width_mm / 25.4 * 300)} × {round(height_mm / 25.4 * 300)} pixels at 300 dpi"
        )
        return [("error", message, "image-cards.size")], None
    ex, ey = grown_by(px, py, spec)
    if (px + 2 * ex) * (py + 2 * ey) > MAX_PIXELS:
        message = (
            f"image '{written}' of {px} × {py} pixels grows to {px + 2 * ex} × {py + 2 * ey} pixels with a "
            f"{to_mm(spec.make_bleed):g} mm bleed made around a {to_mm(spec.width):g} × {to_mm(spec.height):g} mm "
            f"card; the limit is {MAX_PIXELS} pixels (make the bleed smaller or the image smaller)"
        )
        return [("error", message, "image.too-large")], None
    size = (px + 2 * ex, py + 2 * ey)
    dpi = min(px / (width_mm / 25.4), py / (height_mm / 25.4))
    if dpi < MIN_DPI:
        message = (
            f"image '{written}' prints at {dpi:.0f} dpi (below {MIN_DPI}: it may look soft); "
            f"{round(width_mm / 25.4 * 300)} × {round(height_mm / 25.4 * 300)} pixels give 300 dpi"
        )
        return [("notice", message, "image-cards.resolution")], size
    return [], size


KIND = register(
    Kind(
        name="image-cards",
        category="card",
        model=ImageCards,
        render=render,
        check=check,
        pieces=pieces,
        description="a deck of cards from finished images (front per card, shared or own backs)",
    )
)
