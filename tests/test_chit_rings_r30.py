"""A chit cut along its own outline shows one cutting line: any other ring or frame it draws is told
from the cut by its colour or its weight at a glance (kit review r30, K minor 5: the „1” tokens had two
thin rings in the same dark ink, 12.7 and 10.7 mm across; which one is the cut?). Read from the strokes
of each chit's front drawn alone: every chit drawer of every bundled game (the tokens kind, Art
Society's lollipops, markers and gavel), and a token of each shape with a decorative ring."""

from __future__ import annotations

from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.draw import pdf as pdf_module
from generator.draw.kinds import KINDS
from generator.draw.kinds import tokens as token_kind
from generator.draw.pdf import new_document
from generator.draw.piece import Piece, flatten
from generator.layout.imposition import Paper
from generator.model.units import mm
from generator.validate.run import load_and_validate

from .pdfcheck import strokes

PAD = mm(4)
TINT = 0.15  # a channel (0–1) this far from the cut's colour: another colour
WEIGHT = 2.0  # a line this many times the cut's weight (or a share as thin): another weight
CUT_WIDTH = {"tokens": token_kind.CUT_LINE, "bid-cards": pdf_module.CUT_LINE}


@pytest.fixture(scope="module")
def games():
    project, _ = load_and_validate(Path(__file__).resolve().parents[1] / "components", None)
    return project.games


def _front_strokes(piece: Piece, folder: Path):
    """The solid strokes of the piece's front drawn alone (dashed ones are folds or dashed cuts)."""
    doc = new_document(Paper("piece", piece.width + 2 * PAD, piece.height + 2 * PAD), "piece")
    c = doc.canvas
    c.saveState()
    c.translate(PAD, PAD)
    piece.front(c, piece.width, piece.height)
    c.restoreState()
    doc.show_page()
    path = folder / "piece.pdf"
    path.write_bytes(doc.finish())
    return [s for s in strokes(path, 0, curves=True) if not s.dash]


def _span(stroke) -> tuple[float, float]:
    xs = [x for line in stroke.polylines for x, _ in line]
    ys = [y for line in stroke.polylines for _, y in line]
    return max(xs) - min(xs), max(ys) - min(ys)


def _alike(a, b) -> bool:
    """Two strokes a player takes for the same kind of line: near in colour and in weight."""
    near_colour = (
        a.colour is not None and b.colour is not None and max(abs(x - y) for x, y in zip(a.colour, b.colour)) < TINT
    )
    return near_colour and 1 / WEIGHT < a.width / b.width < WEIGHT


def _one_cut_and_rings_unlike_it(piece: Piece, cut_width: float, folder: Path) -> list[str]:
    found = _front_strokes(piece, folder)
    cuts = [s for s in found if abs(s.width - cut_width) < 0.01]
    problems = []
    if len(cuts) > 1 and any(_alike(a, b) for a in cuts for b in cuts if a is not b):
        problems.append(f"{piece.label}: {len(cuts)} cutting lines alike")
    for cut in cuts:
        least = min(_span(cut)) / 2  # a ring or a frame, not a symbol's outline (Przekręt's hospital sign)
        for other in found:
            if other is cut or abs(other.width - cut_width) < 0.01 or max(_span(other)) < least:
                continue
            if _alike(other, cut):
                problems.append(
                    f"{piece.label}: a {other.width:.2f} pt line in {other.colour} looks like its "
                    f"{cut.width:.2f} pt cut in {cut.colour}"
                )
    return problems


def test_every_bundled_chit_has_one_cutting_line_and_its_rings_look_otherwise(games, tmp_path):
    problems, chits = [], 0
    for game in games.values():
        for component in game.components.values():
            if component.kind not in CUT_WIDTH:
                continue
            seen = set()
            for piece in flatten(KINDS[component.kind].pieces(component, game)):
                kind = piece.label.rstrip("0123456789 ")  # one of each kind of chit: they all draw alike
                if kind in seen:
                    continue
                seen.add(kind)
                chits += 1
                problems += _one_cut_and_rings_unlike_it(piece, CUT_WIDTH[component.kind], tmp_path)
    assert chits >= 10
    assert not problems, problems


@pytest.mark.parametrize("shape", ["circle", "hex", "square"])
def test_a_tokens_decorative_ring_is_heavier_and_lighter_than_its_cut(shape, tmp_path):
    """Every token of the tokens kind, each shape, ring on (the default): its ring never looks like the
    cutting line (a square has none: the crop marks give its cuts); since r36 (K minor 7) the ring is dotted, a
    dashed stroke of zero-length dashes, so the one solid line is the cut."""
    from generator.draw.kinds.tokens_draw import pieces_of

    spec = token_kind.Tokens.model_validate(
        {
            "kind": "tokens",
            "title": "Próba",
            "size": "16mm",
            "shape": shape,
            "variants": [{"name": "jeden", "count": 1, "face": {"color": "#c5cad1", "ink": "#2b2f36", "label": "1"}}],
        }
    )
    piece = pieces_of(spec, spec.variants[0])[0]
    found = _front_strokes(piece, tmp_path)
    assert len(found) == (0 if shape == "square" else 1), found  # the cut alone is solid
    dotted = [s for s in strokes(tmp_path / "piece.pdf", 0, curves=True) if s.dash and s.dash[0] == 0]
    assert len(dotted) == 1, dotted  # the ring: dots
    assert not _one_cut_and_rings_unlike_it(piece, token_kind.CUT_LINE, tmp_path)
