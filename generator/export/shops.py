"""Print shops' templates: each shop a small YAML file (the bundled ones in `shops/`, or any file a
user names), with the card sizes it sells, the template's pixels per size, its resolution, safe
zone, file type and the page order its PDFs take.

A piece whose trim matches a shop size (within `TOLERANCE_MM` on each side, either orientation) is
exported to exactly the template's pixels: the trim at the shop's dpi in the middle, the piece's
own bleed around it, and the bleed extended to the template's edge by repeating the outermost
pixels (`fit_template`). A component that matches no size is a finding naming the nearest size.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import yaml
from PIL import Image
from pydantic import Field, ValidationError

from generator.draw.kinds.image_cards import extended
from generator.model.base import Model
from generator.model.units import Length, to_mm

SHOPS = Path(__file__).resolve().parent / "shops"
TOLERANCE_MM = 1.0


class ShopSize(Model):
    name: str
    width: Length
    height: Length
    pixels: list[int] = Field(min_length=2, max_length=2)


class Shop(Model):
    name: str
    dpi: int = Field(ge=72, le=1200)
    file_type: Literal["png", "pdf"]
    page_order: Literal["fronts-then-backs", "alternating"]
    safe: Length
    sizes: list[ShopSize] = Field(min_length=1)


class ShopError(Exception):
    """A shop that is not bundled and is no readable shop file (a usage problem): `path` is None for
    a name that is neither a bundled shop nor a file, else the file and its `problem`."""

    def __init__(self, name: str, path: Path | None = None, problem: str = ""):
        super().__init__(name, path, problem)
        self.name, self.path, self.problem = name, path, problem


def bundled() -> list[str]:
    return sorted(p.stem for p in SHOPS.glob("*.yaml"))


def load_shop(name: str) -> Shop:
    """A bundled shop by its short name (mpc, tgc, dtc) or a shop file by its path."""
    path = SHOPS / f"{name}.yaml" if name in bundled() else Path(name)
    if not path.is_file():
        raise ShopError(name)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        return Shop.model_validate(data, strict=False)
    except ValidationError as exc:
        problem = "; ".join(f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:3])
        raise ShopError(name, path, problem) from None
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ShopError(name, path, str(exc).splitlines()[0]) from None


def _distance(size: ShopSize, width_mm: float, height_mm: float) -> float:
    w, h = to_mm(size.width), to_mm(size.height)
    return min(max(abs(w - width_mm), abs(h - height_mm)), max(abs(h - width_mm), abs(w - height_mm)))


def matching(shop: Shop, width: float, height: float) -> ShopSize | None:
    """The shop size of a piece of width × height points, or None."""
    best = nearest(shop, width, height)
    return best if _distance(best, to_mm(width), to_mm(height)) <= TOLERANCE_MM else None


def nearest(shop: Shop, width: float, height: float) -> ShopSize:
    return min(shop.sizes, key=lambda s: _distance(s, to_mm(width), to_mm(height)))


def template_pixels(size: ShopSize, width: float, height: float) -> tuple[int, int]:
    """The template's pixels in the piece's orientation (a landscape piece turns the template)."""
    w, h = size.pixels
    return (max(w, h), min(w, h)) if width > height else (min(w, h), max(w, h))


def describe(size: ShopSize) -> str:
    return f"{size.name} {to_mm(size.width):.4g} × {to_mm(size.height):.4g} mm"


def mismatch_message(shop: Shop, component: str, width: float, height: float) -> str:
    near = nearest(shop, width, height)
    return (
        f"{component}: {to_mm(width):.4g} × {to_mm(height):.4g} mm matches no card size {shop.name} sells; "
        f"the nearest is {describe(near)} (change the size under a house rule, or choose another shop)"
    )


def fit_template(image: Image.Image, target: tuple[int, int]) -> Image.Image:
    """`image` (trim + bleed) centred on a canvas of `target` pixels, its edge pixels repeated outwards
    to fill the rest (the bleed `make_bleed` makes); an image larger than the target is cut evenly on
    each side."""
    tw, th = target
    w, h = image.size
    cut_x, cut_y = max(0, (w - tw) // 2), max(0, (h - th) // 2)
    if cut_x or cut_y:
        image = image.crop((cut_x, cut_y, cut_x + min(w, tw), cut_y + min(h, th)))
    return extended(image, target)


def template_page(shop: Shop, width: float, height: float) -> tuple[float, float] | None:
    """The page (points) of a piece of width × height points in the shop's template, or None when the
    shop sells no such size: the template's pixels at the shop's dpi."""
    size = matching(shop, width, height)
    if size is None:
        return None
    w, h = template_pixels(size, width, height)
    return (w * 72.0 / shop.dpi, h * 72.0 / shop.dpi)
