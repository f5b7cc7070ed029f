"""Every sheet of butted pieces draws the cuts they share (kit review r39, P minor 1: the Dzierżawa cards touched
edge to edge on one striped ground with no line on their cuts, while the print guide says „Na stykających się
elementach linie cięcia są też wydrukowane cienko”). Przekręt's fixed card pages (leases, Posesje, Losy) draw them
as every grid and band sheet does (sheets.draw_seams), and over every bundled card, tile and piece sheet each edge
two fronts share is among the cut lines drawn on that page."""

from __future__ import annotations

import pytest

from generator.build.render import render_component
from generator.draw import pdf as pdf_module
from generator.draw.kinds import KINDS
from generator.draw.sheets import SEAM_EPS, seam_lines
from generator.layout.imposition import Slot
from generator.model.core import BuildOptions

from .conftest import validated_game

SHEETS = {"card", "tile", "piece", "banknote"}  # the kinds laid as sheets of pieces (no book, board, aid, form)


def _slots(boxes) -> list[Slot]:
    return [Slot(i, 0, 0, x, y, w, h, False, 0.0, 0.0, 0.0, 0.0) for i, (x, y, w, h) in enumerate(boxes)]


def _covered(mark, drawn) -> bool:
    """True where one drawn line lies on `mark`'s line and spans it."""
    for d in drawn:
        if mark.x1 == mark.x2 and abs(d.x1 - mark.x1) < SEAM_EPS and abs(d.x2 - mark.x1) < SEAM_EPS:
            lo, hi = sorted((d.y1, d.y2))
            if lo - SEAM_EPS <= min(mark.y1, mark.y2) and max(mark.y1, mark.y2) <= hi + SEAM_EPS:
                return True
        if mark.y1 == mark.y2 and abs(d.y1 - mark.y1) < SEAM_EPS and abs(d.y2 - mark.y1) < SEAM_EPS:
            lo, hi = sorted((d.x1, d.x2))
            if lo - SEAM_EPS <= min(mark.x1, mark.x2) and max(mark.x1, mark.x2) <= hi + SEAM_EPS:
                return True
    return False


def _unmarked(canvas) -> list[str]:
    """The shared cuts of the fronts noted on each page of `canvas` (pdf.note_front) that no seam drawn there covers."""
    missing = []
    for page, boxes in sorted(canvas.front_trims.items()):
        drawn = canvas.seam_marks.get(page, [])
        for mark in seam_lines(_slots(boxes)):
            if not _covered(mark, drawn):
                missing.append(f"p. {page}: ({mark.x1:.1f}, {mark.y1:.1f})–({mark.x2:.1f}, {mark.y2:.1f}) pt")
    return missing


@pytest.fixture
def canvases(monkeypatch) -> list:
    """Every canvas our PDF module makes while the test runs (their notes of fronts and seams)."""
    made_canvases = []
    made = pdf_module._Canvas.__init__

    def keep(self, *args, **kwargs):
        made(self, *args, **kwargs)
        made_canvases.append(self)

    monkeypatch.setattr(pdf_module._Canvas, "__init__", keep)
    return made_canvases


@pytest.mark.parametrize("game_id", ["art-society", "kolekcjonerzy", "przekret", "rynek"])
def test_every_bundled_sheet_draws_the_cuts_its_butted_pieces_share(game_id, canvases):
    game = validated_game(game_id)
    sheets = [n for n, c in game.components.items() if KINDS[c.kind].category in SHEETS]
    assert sheets
    problems, butted = [], 0
    for name in sheets:
        canvases.clear()
        render_component(game, name, BuildOptions())
        for canvas in canvases:
            butted += sum(bool(seam_lines(_slots(b))) for b in canvas.front_trims.values())
            problems += [f"{name}: {m}" for m in _unmarked(canvas)]
    assert not problems, "butted pieces without their shared cut drawn:\n" + "\n".join(problems)
    assert butted  # every bundled game lays some pieces butted: the check above had something to check


def test_the_dzierzawa_sheet_notes_its_cards_and_draws_every_cut_they_share(canvases):
    """The sheet the review found: 24 cards, 3 × 8, butted; every inner cut drawn (before r39: none)."""
    (output,), _ = render_component(validated_game("przekret"), "dzierzawy", BuildOptions())
    (canvas,) = canvases
    (boxes,) = canvas.front_trims.values()
    assert len(boxes) == 24 and len(seam_lines(_slots(boxes))) > 0
    assert canvas.seam_marks and not _unmarked(canvas)
    assert output.butted  # the job's cutting step then gives the order of the cuts
