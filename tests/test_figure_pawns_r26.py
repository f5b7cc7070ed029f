"""Kit review r26, Kolekcjonerzy minor 4: in the rulebook's move diagram the big „12” of a START field
peeked out as two cream blobs above the pawn disc standing on it. A pawn seen from above in a board
figure covers a word of the board wholly or leaves it wholly in sight: no glyph is cut by its disc."""

from __future__ import annotations

import math

from generator.rulebook.overlay import PAWN_MARK_PT, PAWN_RADIUS

from . import pdfcheck


def test_no_glyph_of_a_board_figure_peeks_out_from_under_a_pawn(bundled_kit):
    chars = pdfcheck.printed_text(bundled_kit / "kolekcjonerzy" / "zasady.pdf")
    marks = [c for c in chars if abs(c[2] - PAWN_MARK_PT) < 0.05 and c[3] == 1.0 and c[1].isdigit()]
    pawns = {}
    for page, _, _, _, box in marks:  # a pawn's mark: its digits side by side on one baseline
        key = next((k for k in pawns if k[0] == page and abs(k[1] - box[1]) < 1 and abs(k[2] - box[0]) < 20), None)
        if key is None:
            pawns[(page, box[1], box[0])] = [box]
        else:
            pawns[key].append(box)
    assert len(pawns) >= 3  # the move diagram's three pawns
    cut = []
    for (page, base, _), boxes in pawns.items():
        cx = (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2
        cy = base + PAWN_MARK_PT * 0.35  # the mark is centred on the disc, its baseline 0.35 of its size low
        for index, char, size, _, (x0, y0, x1, y1) in chars:
            if index != page or (x0, y0, x1, y1) in boxes:
                continue
            corners = [math.hypot(x - cx, y - cy) for x in (x0, x1) for y in (y0, y1)]
            near = math.hypot(max(x0 - cx, 0, cx - x1), max(y0 - cy, 0, cy - y1))
            if near < PAWN_RADIUS and max(corners) > PAWN_RADIUS:
                cut.append((page + 1, char, size, round(max(corners) - PAWN_RADIUS, 2)))
    assert not cut, cut
