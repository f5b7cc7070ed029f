"""PDF pages as PNG images (pypdfium2), sized for the screen or full size.

pdfium is not thread-safe, not even across documents, and the build uses it too (a board reads
its printed words), so every call into it holds the one lock (draw/pdfium.py: held()).
"""

from __future__ import annotations

import io

from generator.draw.pdfium import held

THUMB_WIDTH = 480  # pixels: shown 240 CSS pixels wide, sharp on high-density screens
FULL_WIDTH = 1600  # pixels: "click for full size" (about 190 dpi for an A4 page)


def page_sizes(data: bytes) -> tuple[tuple[float, float], ...]:
    with held():
        import pypdfium2 as pdfium  # only when a page is drawn (validate loads no PDF library)

        pdf = pdfium.PdfDocument(data)
        try:
            return tuple((pdf[i].get_width(), pdf[i].get_height()) for i in range(len(pdf)))
        finally:
            pdf.close()


def _png(data: bytes, page: int, width: int) -> bytes:
    with held():
        import pypdfium2 as pdfium  # only when a page is drawn (validate loads no PDF library)

        pdf = pdfium.PdfDocument(data)
        try:
            sheet = pdf[page]
            image = sheet.render(scale=width / sheet.get_width()).to_pil()
            sheet.close()
        finally:
            pdf.close()
    buffer = io.BytesIO()
    image.convert("RGB").save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


def thumbnail(data: bytes, page: int) -> bytes:
    return _png(data, page, THUMB_WIDTH)


def full_size(data: bytes, page: int) -> bytes:
    return _png(data, page, FULL_WIDTH)
