"""Kit review r40, Kolekcjonerzy: copying or searching a board sheet found every word near a seam twice
(„Pole startowe” over „Pole  startowe”): the seam strips redrew the whole board, words included, shifted
half a line's width. A board sheet prints each word once: no glyph of any tiled or single board lies over
the same glyph again."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium

from generator.model.units import mm

OVERLAP = mm(0.05)  # two glyphs side by side may touch at their boxes; a glyph drawn twice overlaps itself
# ... and lies less than a line's width from itself (the strips moved the board 0.225 or 0.45 mm); two glyphs
# of a turned word near a corner may overlap as boxes, their centres some millimetres apart
NEAR = mm(0.6)


def doubled_glyphs(path: Path) -> list[tuple[int, str]]:
    """(page, glyph) for each glyph of `path` that lies over the same glyph again."""
    found = []
    pdf = pdfium.PdfDocument(path)
    try:
        for number in range(len(pdf)):
            page = pdf[number]
            width, height = page.get_size()
            text = page.get_textpage()
            glyphs = []
            for i in range(text.count_chars()):
                char, (left, bottom, right, top) = text.get_text_range(i, 1), text.get_charbox(i)
                # the board's form holds all its words, those off the page too (the window shows a part)
                if char.strip() and left >= 0 and bottom >= 0 and right <= width and top <= height:
                    glyphs.append((char, (left, bottom, right, top)))
            for k, (char, (l0, b0, r0, t0)) in enumerate(glyphs):
                for other, (l1, b1, r1, t1) in glyphs[k + 1 :]:
                    overlaps = min(r0, r1) - max(l0, l1) > OVERLAP and min(t0, t1) - max(b0, b1) > OVERLAP
                    apart = abs(l0 + r0 - l1 - r1) / 2, abs(b0 + t0 - b1 - t1) / 2
                    if other == char and overlaps and max(apart) < NEAR:
                        found.append((number + 1, char))
                        break
    finally:
        pdf.close()
    return found


def test_every_board_sheet_prints_each_word_once(bundled_kit: Path):
    boards = [e["path"] for e in json.loads((bundled_kit / "manifest.json").read_text()) if e["kind"] == "board"]
    assert any("plansza-a4" in p for p in boards), boards  # the tiled boards, whose seams redraw the board
    doubled = {p: found for p in boards if (found := doubled_glyphs(bundled_kit / p))}
    assert doubled == {}
