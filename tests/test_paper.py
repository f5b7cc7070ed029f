"""What is printed must read well at arm's length and speak to players, measured from the PDFs of the
bundled kit (not from the drawing code's constants)."""
from __future__ import annotations

from pathlib import Path

from .pdfcheck import printed_text

SMALLEST = 6.0      # pt: the smallest text a player has to read on paper


def _parts(out: Path) -> list[Path]:
    """Every PDF except kit.pdf, whose pages are these files' pages copied unchanged."""
    found = [p for p in sorted(out.rglob("*.pdf")) if p.name != "kit.pdf"]
    assert len(found) > 30, found
    return found


def _reduced_figure(path: Path, page: int, scale: float) -> bool:
    """Text drawn reduced inside a picture of a piece that is printed full size elsewhere in the kit:
    the rulebook's figures of cards and boards, and the thumbnail of the assembled board on a board's
    guide page (page 1 of <board>-a4.pdf). The reader reads the real piece; the picture only shows
    what it looks like. Text at full scale on those pages is held to 6 pt like everything else."""
    return scale < 0.99 and (path.name == "rulebook.pdf" or (path.name.endswith("-a4.pdf") and page == 0))


def test_no_text_on_paper_is_smaller_than_6_pt(bundled_kit):
    small: dict[str, set[str]] = {}
    for pdf in _parts(bundled_kit):
        words: dict[tuple[int, float], str] = {}
        for page, char, size, scale, _ in printed_text(pdf):
            if size < SMALLEST and not _reduced_figure(pdf, page, scale):
                words[(page, size)] = words.get((page, size), "") + char
        for (page, size), text in words.items():
            small.setdefault(str(pdf.relative_to(bundled_kit)), set()).add(f"p{page + 1} {size} pt {text[:30]}")
    assert small == {}


def test_text_size_is_measured_as_printed_through_every_transformation(tmp_path):
    """The measure multiplies the font size by the scale of the text's matrix, forms included."""
    from generator.fonts import SANS
    from generator.layout.imposition import PAPERS
    from generator.pdf import new_document

    doc = new_document(PAPERS["a4"], "sizes")
    c = doc.canvas
    c.setFont(SANS, 10)
    c.drawString(100, 100, "A")
    c.saveState()
    c.translate(200, 200)
    c.scale(0.5, 0.5)
    c.drawString(0, 0, "B")
    c.restoreState()
    c.saveState()
    c.translate(300, 300)
    c.rotate(90)
    c.setFont(SANS, 8)
    c.drawString(0, 0, "C")
    c.restoreState()
    c.beginForm("small", 0, 0, 100, 100)
    c.setFont(SANS, 12)
    c.drawString(0, 0, "D")
    c.endForm()
    c.saveState()
    c.translate(400, 400)
    c.scale(0.4, 0.4)
    c.doForm("small")
    c.restoreState()
    doc.show_page()
    path = tmp_path / "sizes.pdf"
    path.write_bytes(doc.finish())
    measured = [(char, size, scale) for _, char, size, scale, _ in printed_text(path)]
    assert measured == [("A", 10.0, 1.0), ("B", 5.0, 0.5), ("C", 8.0, 1.0), ("D", 4.8, 0.4)]
