"""Pictures from the data, checked before anything is drawn with them.

An `image:` may name any file: a PDF renamed .png, a truncated download, a 20000 × 20000 pixel
scan. Validation opens each one with Pillow under limits (file size, pixel count), decodes it
fully, and reports what is wrong at the `image:` key, so a build never meets a broken picture.
"""

from __future__ import annotations

import stat
import warnings
from pathlib import Path

from PIL import Image
from PIL.JpegImagePlugin import JpegImageFile
from PIL.PngImagePlugin import PngImageFile

MAX_IMAGE_BYTES = 20_000_000
MAX_PIXELS = 4096 * 4096  # a 30 mm tile needs about 700 × 700 pixels at 600 dpi
FORMATS = ("PNG", "JPEG")


def image_problem(path: Path, shown: str) -> tuple[str, str] | None:
    """(message, rule) when the picture at `path` cannot be used safely; None when it is fine."""
    try:
        info = path.stat()
    except OSError as exc:
        return f"image '{shown}' cannot be read: {exc.strerror}", "image.read"
    if not stat.S_ISREG(info.st_mode):
        return f"image '{shown}' is not a regular file", "image.read"
    if info.st_size > MAX_IMAGE_BYTES:
        return (
            f"image '{shown}' is {info.st_size} bytes; the limit is {MAX_IMAGE_BYTES} bytes (export it smaller)",
            "image.too-large",
        )
    UnidentifiedImageError = Image.UnidentifiedImageError
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)  # our own limit below, with the size
        try:
            with Image.open(path) as image:  # reads the header only
                if image.format not in FORMATS:
                    return (f"image '{shown}' is a {image.format} picture; expected PNG or JPEG", "image.format")
                too_large = _too_large(shown, *image.size)
                if too_large:
                    return too_large
                image.load()  # decodes everything: finds damaged or cut-short files
        except UnidentifiedImageError:
            return (
                f"image '{shown}' is not a PNG or JPEG picture (its content is something else; was another "
                "file renamed?)",
                "image.format",
            )
        except Image.DecompressionBombError:  # Pillow's own limit (far above ours) refused even the header
            size = _header_size(path)
            if size is not None:
                return _too_large(shown, *size)
            return (f"image '{shown}' has more pixels than the limit of {MAX_PIXELS}", "image.too-large")
        except (OSError, SyntaxError, ValueError, EOFError) as exc:
            return f"image '{shown}' is damaged or cut short ({exc}); export it again", "image.damaged"
    return None


def _too_large(shown: str, width: int, height: int) -> tuple[str, str] | None:
    if width * height <= MAX_PIXELS:
        return None
    return (
        f"image '{shown}' is {width} × {height} pixels; the limit is {MAX_PIXELS} pixels in "
        "all (a 30 mm tile needs about 700 × 700 at 600 dpi)",
        "image.too-large",
    )


def _header_size(path: Path) -> tuple[int, int] | None:
    """The pixel size a PNG or JPEG header declares, read by Pillow's plugin for the format without
    `Image.open`'s decompression-bomb refusal (nothing is decoded); None for any other content."""
    plugins = (PngImageFile, JpegImageFile)
    for plugin in plugins:
        try:
            with plugin(str(path)) as image:
                return image.size
        except (OSError, SyntaxError, ValueError, EOFError, IndexError, TypeError):
            continue
    return None
