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

Validation opens every image (Pillow, with pixel and file-size limits), checks that its pixel size
has the card's proportions (trim + 2 × bleed) within 1 % and reports the resolution it will print
at: below 200 dpi is a notice (it may look soft).
"""

from __future__ import annotations

import glob
import io
import itertools
import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageOps
from pydantic import Field, model_validator
from reportlab.lib.utils import ImageReader

from generator.draw.kinds import Kind, register
from generator.draw.kinds._sheets import check_fits, render_sheet_pdf
from generator.draw.sheets import Piece
from generator.model.base import Model
from generator.model.core import Component, Game, Output, inside, unusable_path
from generator.model.findings import Findings, shown_path
from generator.model.polish import counted
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.validate.images import MAX_PIXELS, image_problem

MIN_DPI = 200  # below this a printed image looks soft: a notice
MAX_CARDS = 1_000
MAX_COUNT = 100
MAX_MATCHES = 10 * MAX_CARDS  # files a fronts pattern is matched against (a deck never needs more)
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
        matches = glob.iglob(glob.escape(str(game.folder)) + "/" + spec.fronts)
        for found in sorted(itertools.islice(matches, MAX_MATCHES)):
            relative = (
                Path(found).relative_to(game.folder).as_posix() if Path(found).is_relative_to(game.folder) else None
            )
            path = inside(game.folder, relative) if relative else None
            if path is not None and path.suffix.lower() in SUFFIXES and path.is_file():
                out.append(Card(path, back, path.stem, 1, relative))
            if len(out) > MAX_CARDS:
                break
        return out
    out = []
    for _i, front in enumerate(spec.fronts):
        path = inside(game.folder, front.image)
        own_back = inside(game.folder, front.back) if front.back else back
        out.append(Card(path, own_back, front.name or Path(front.image).stem, front.count, front.image))
    return out


@lru_cache(maxsize=256)
def _prepared(path: str, stamp: float, extend_x: int, extend_y: int) -> bytes:
    """The image as PNG bytes, its edge pixels repeated outward by (x, y) pixels to make a bleed."""
    with Image.open(path) as opened:
        image = ImageOps.exif_transpose(opened).convert("RGB")
    if extend_x or extend_y:
        w, h = image.size
        wide = Image.new("RGB", (w + 2 * extend_x, h + 2 * extend_y))
        wide.paste(image, (extend_x, extend_y))
        if extend_x:
            wide.paste(image.crop((0, 0, 1, h)).resize((extend_x, h)), (0, extend_y))
            wide.paste(image.crop((w - 1, 0, w, h)).resize((extend_x, h)), (extend_x + w, extend_y))
        if extend_y:
            full = wide.width
            wide.paste(wide.crop((0, extend_y, full, extend_y + 1)).resize((full, extend_y)), (0, 0))
            wide.paste(wide.crop((0, extend_y + h - 1, full, extend_y + h)).resize((full, extend_y)), (0, extend_y + h))
        image = wide
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def grown_by(px: int, py: int, spec: ImageCards) -> tuple[int, int]:
    """The pixels added on each side (x, y) to an image of px × py pixels to make its bleed."""
    if not spec.make_bleed:
        return 0, 0
    return round(px * spec.make_bleed / spec.width), round(py * spec.make_bleed / spec.height)


def _drawer(path: Path, spec: ImageCards):
    """Draw an image over the trim and the bleed it carries (or the bleed made from its edges)."""

    def draw(c, w, h):
        with Image.open(path) as probe:
            px, py = probe.size
        bleed = spec.bleed
        ex, ey = grown_by(px, py, spec)
        if spec.make_bleed:
            bleed = spec.make_bleed
        if (px + 2 * ex) * (py + 2 * ey) > MAX_PIXELS:  # check() reports it; never grown past the limit
            raise ValueError(f"image '{path.name}' would grow past {MAX_PIXELS} pixels")
        data = _prepared(str(path), path.stat().st_mtime, ex, ey)
        c.drawImage(ImageReader(io.BytesIO(data)), -bleed, -bleed, w + 2 * bleed, h + 2 * bleed)

    return draw


def pieces(component: Component, game: Game) -> list[Piece]:
    spec: ImageCards = component.spec
    out = []
    for card in cards(component, game):
        if card.front is None:
            continue
        back = _drawer(card.back, spec) if card.back is not None else None
        out += [Piece(spec.width, spec.height, _drawer(card.front, spec), back, card.name)] * card.count
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
    if sum(card.count for card in deck) > MAX_CARDS:
        findings.error(
            component.where("fronts"),
            f"{sum(c.count for c in deck)} cards; a deck holds at most {MAX_CARDS}",
            "image-cards.too-many",
        )
    if spec.back:
        _check_image(component, ("back",), spec.back, inside(game.folder, spec.back), spec, game, findings)
    for i, card in enumerate(deck):
        if isinstance(spec.fronts, str):
            _check_image(component, ("fronts",), card.written, card.front, spec, game, findings)
            continue
        front = spec.fronts[i]
        _check_image(component, ("fronts", i, "image"), front.image, card.front, spec, game, findings)
        if front.back:
            _check_image(
                component, ("fronts", i, "back"), front.back, inside(game.folder, front.back), spec, game, findings
            )


def _check_image(
    component: Component,
    keypath: tuple,
    written: str,
    path: Path | None,
    spec: ImageCards,
    game: Game,
    findings: Findings,
) -> None:
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
    problem = image_problem(path, written)  # opened, decoded and within limits (generator/validate/images.py)
    if problem:
        findings.error(where, *problem)
        return
    with Image.open(path) as opened:
        px, py = opened.size
    width_mm = to_mm(spec.width + 2 * spec.bleed)
    height_mm = to_mm(spec.height + 2 * spec.bleed)
    expected = width_mm / height_mm
    if abs(px / py - expected) > 0.01 * expected:
        findings.error(
            where,
            f"image '{written}' is {px} × {py} pixels; a card of {width_mm:g} × {height_mm:g} mm "
            f"(trim + 2 × {to_mm(spec.bleed):g} mm bleed) needs the proportions {width_mm:g}:{height_mm:g}, "
            f"e.g. {round(width_mm / 25.4 * 300)} × {round(height_mm / 25.4 * 300)} pixels at 300 dpi",
            "image-cards.size",
        )
        return
    ex, ey = grown_by(px, py, spec)
    if (px + 2 * ex) * (py + 2 * ey) > MAX_PIXELS:
        findings.error(
            where,
            f"image '{written}' of {px} × {py} pixels grows to {px + 2 * ex} × {py + 2 * ey} pixels with a "
            f"{to_mm(spec.make_bleed):g} mm bleed made around a {to_mm(spec.width):g} × {to_mm(spec.height):g} mm "
            f"card; the limit is {MAX_PIXELS} pixels (make the bleed smaller or the image smaller)",
            "image.too-large",
        )
        return
    dpi = min(px / (width_mm / 25.4), py / (height_mm / 25.4))
    if dpi < MIN_DPI:
        findings.notice(
            where,
            f"image '{written}' prints at {dpi:.0f} dpi (below {MIN_DPI}: it may look soft); "
            f"{round(width_mm / 25.4 * 300)} × {round(height_mm / 25.4 * 300)} pixels give 300 dpi",
            "image-cards.resolution",
        )


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
