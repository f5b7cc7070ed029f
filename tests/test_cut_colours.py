"""The cuts of the card sheets, read from the printed jobs (kit review r15: Przekręt's Los fronts butted
navy header on cream foot, P minor 2; Rynek's cards with a 1.2 mm stripe of the deck's colour on a cut
shared with the neighbour's header and the rule reminder 2.4 mm from the trim, R minor 2).

A cut is found from its crop marks (pdfcheck.crop_marks_mm); a piece lies between two neighbouring
cuts. Rendered at 200 dpi."""

from __future__ import annotations

import re

import numpy as np
import pytest

from . import pdfcheck

DPI = 200
PX = DPI / 25.4  # pixels a millimetre
OFF = 1.3  # mm either side of a cut: a cut this far off the line shows what lies there
SAFE = 3.0  # mm: the text of a card stays this far inside its trim

# (game, the label of the fronts' sheets): the card fronts of each game's double-sided card job
# Rynek's sheets named by their deck alone since r32 (margins: „SPRZEDAŻ 1/4 · przód” since r41), both decks
DECKS = (("przekret", "Losy"), ("rynek", "ZAKUP"), ("rynek", "SPRZEDAŻ"))


def _front_pages(job, label: str) -> list[int]:
    """The pages whose ticket names the deck's sheet and its front („Losy 2/4 · przód”)."""
    named = re.compile(rf"{label} \d+/\d+ · przód")
    return [i for i, text in enumerate(pdfcheck.page_texts(job)) if named.search(" ".join(text.split()))]


def _cuts(job, index: int) -> tuple[list[float], list[float]]:
    """(x of every vertical cut, y of every horizontal cut) of a page, in mm from its lower-left corner."""
    marks = pdfcheck.crop_marks_mm(job, index)
    xs = sorted({round(m[0], 2) for m in marks if abs(m[0] - m[2]) < 0.01})
    ys = sorted({round(m[1], 2) for m in marks if abs(m[1] - m[3]) < 0.01})
    return xs, ys


def _spans(cuts: list[float]) -> list[tuple[float, float]]:
    """The stretches between neighbouring cuts that hold a piece (a gutter between two pieces' cuts,
    narrower than any piece, holds none)."""
    pairs = list(zip(cuts, cuts[1:]))
    return [(a, b) for a, b in pairs if b - a > 10]


def _median(image: np.ndarray, x0: float, x1: float, y0: float, y1: float) -> np.ndarray:
    """The median colour of the page area x0..x1, y0..y1 (mm from the lower-left corner)."""
    height = image.shape[0]
    rows = slice(int(height - y1 * PX), int(height - y0 * PX) + 1)
    cols = slice(int(x0 * PX), int(x1 * PX) + 1)
    return np.median(image[rows, cols].reshape(-1, 3), axis=0)


def cut_colour_steps(job, label: str, pages: list[int] | None = None, chits: tuple[float, ...] = ()) -> list[tuple]:
    """Every place on the fronts of `job` (or on `pages`) where a card's colour 1.3 mm inside a cut
    differs from the colour 1.3 mm outside it (the neighbour's, or the card's own bleed): (page,
    direction, cut in mm, colour inside, colour outside). `chits`: only the square pieces of these sides
    in mm (tokens)."""
    found = []
    for index in _front_pages(job, label) if pages is None else pages:
        xs, ys = _cuts(job, index)
        image = np.asarray(pdfcheck.render(job, index, dpi=DPI, mode="RGB")).astype(int)
        for x0, x1 in _spans(xs):
            for y0, y1 in _spans(ys):  # one card: its four cuts
                if chits and not any(abs(x1 - x0 - side) < 0.2 and abs(y1 - y0 - side) < 0.2 for side in chits):
                    continue
                inner, outer = (x0 + 2, x1 - 2), (y0 + 2, y1 - 2)  # along the cut, clear of the corners
                sides = (
                    ("below", y0, _median(image, *inner, y0 + OFF, y0 + OFF), _median(image, *inner, y0 - OFF, y0 - OFF)),
                    ("above", y1, _median(image, *inner, y1 - OFF, y1 - OFF), _median(image, *inner, y1 + OFF, y1 + OFF)),
                    ("left", x0, _median(image, x0 + OFF, x0 + OFF, *outer), _median(image, x0 - OFF, x0 - OFF, *outer)),
                    ("right", x1, _median(image, x1 - OFF, x1 - OFF, *outer), _median(image, x1 + OFF, x1 + OFF, *outer)),
                )  # fmt: skip
                for side, at, inside, outside in sides:
                    if np.abs(inside - outside).max() > 24:
                        found.append((index + 1, side, at, tuple(inside), tuple(outside)))
    return found


@pytest.mark.parametrize("game,label", DECKS)
def test_a_card_shows_its_own_colour_past_every_cut(bundled_kit, game, label):
    """Each card's colour 1.3 mm inside each of its four cuts runs on 1.3 mm past it: a cut that far
    off the line leaves the card's own colour, never a hairline of the neighbour's header or a sliver of
    a stripe (the cards lie apart across their heads and feet, each with its own bleed, where that costs
    no sheet; Rynek's cards have no stripe along the foot)."""
    job = pdfcheck.job_path(bundled_kit, game, "card", "long")
    assert _front_pages(job, label)
    assert cut_colour_steps(job, label) == []


def test_a_chit_shows_its_own_colour_past_every_cut(bundled_kit):
    """Przekręt's token sheet: the gold „P” rooms and the cream SZPITAL chits shared cuts with no
    gutter (kit review r17, P minor 12), so a cut 1.3 mm off showed the other colour; each colour now
    lies in whole columns with a bled gutter between them, on the same card sheet."""
    job = pdfcheck.job_path(bundled_kit, "przekret", "card", "one")
    pages = [i for i, text in enumerate(pdfcheck.page_texts(job)) if "SZPITAL" in text and "POKÓJ" in text]
    assert pages
    assert cut_colour_steps(job, "", pages, chits=(14.0, 20.0)) == []


def text_near_trim(job, label: str) -> list[tuple]:
    """Characters on the fronts of `job` closer than SAFE to the trim of the card they lie on: (page,
    character, distance in mm)."""
    found = []
    pages = set(_front_pages(job, label))
    cuts = {index: _cuts(job, index) for index in pages}
    for index, char, _size, _scale, (left, bottom, right, top) in pdfcheck.printed_text(job):
        if index not in pages:
            continue
        box = [v * 25.4 / 72 for v in (left, bottom, right, top)]
        xs, ys = cuts[index]
        for x0, x1 in _spans(xs):
            for y0, y1 in _spans(ys):
                if x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1:
                    near = min(box[0] - x0, x1 - box[2], box[1] - y0, y1 - box[3])
                    if near < SAFE:
                        found.append((index + 1, char, round(near, 2)))
    return found


def test_the_text_of_rynek_cards_keeps_3_mm_inside_the_trim(bundled_kit):
    """The rule reminder at the foot of Rynek's cards (7 pt) was 2.4 mm from the trim (kit review r15,
    R minor 2): no character of a card front comes closer than 3 mm to its cut."""
    job = pdfcheck.job_path(bundled_kit, "rynek", "card", "long")
    for _, label in (deck for deck in DECKS if deck[0] == "rynek"):  # (r32: was „Talia ”, now no page: checked nothing)
        assert _front_pages(job, label), label
        found = text_near_trim(job, label)
        assert found == [], found[:10]
