"""Every exhibit tile prints its words at the one size, its letters at their own width (kit review r30,
K minor 7: „DEWIZKA DO ZEGARKA KIESZONKOWEGO” was set 7.7 pt with its capitals 0.4 pt closer, the one
tile that looked unlike its neighbours): read from the text operators of each tile's front drawn alone,
as a printer gets them. The long name is shortened everywhere (r32: tests/test_exhibit_names_r32.py)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.layout.imposition import Paper
from generator.validate.run import load_and_validate

from .pdfcheck import page_texts

NAME = 8.0  # pt, every tile's name
PRICE = 9.5  # pt, the price in its badge


@pytest.fixture(scope="module")
def game():
    project, _ = load_and_validate(Path(__file__).resolve().parents[1] / "components", ["kolekcjonerzy"])
    return project.games["kolekcjonerzy"]


def _text_settings(data: bytes) -> tuple[set[float], set[float], set[float]]:
    """(font sizes, character spacings, horizontal scalings) the page's text is set with."""
    reader = PdfReader(io.BytesIO(data))
    page = reader.pages[0]
    sizes, spacing, scaling = set(), {0.0}, {100.0}

    def walk(content, resources) -> None:
        for operands, op in ContentStream(content, reader).operations:
            op = op.decode() if isinstance(op, bytes) else op
            if op == "Tf":
                sizes.add(round(float(operands[1]), 2))
            elif op == "Tc":
                spacing.add(round(float(operands[0]), 3))
            elif op == "Tz":
                scaling.add(round(float(operands[0]), 2))
            elif op == "Do":
                form = (resources or {}).get("/XObject", {}).get(operands[0])
                form = form.get_object() if form is not None else None
                if form is not None and form.get("/Subtype") == "/Form":
                    walk(form, form.get("/Resources", resources))

    walk(page.get_contents(), page.get("/Resources"))
    return sizes, spacing, scaling


def test_every_tile_prints_its_name_at_one_size_and_width(game, tmp_path):
    component = game.components["plytki"]
    pieces = [p for p in flatten(KINDS["exhibit-tiles"].pieces(component, game)) if not p.label.startswith("kleks")]
    assert len(pieces) == len(component.spec.exhibits)
    texts = {}
    for piece, exhibit in zip(pieces, component.spec.exhibits):
        doc = new_document(Paper("tile", piece.width, piece.height), "tile")
        piece.front(doc.canvas, piece.width, piece.height)
        doc.show_page()
        data = doc.finish()
        sizes, spacing, scaling = _text_settings(data)
        assert sizes == {NAME, PRICE}, (exhibit.name, sizes)
        assert spacing == {0.0} and scaling == {100.0}, (exhibit.name, spacing, scaling)
        path = tmp_path / "tile.pdf"
        path.write_bytes(data)
        texts[exhibit.name] = " ".join(page_texts(path)[0].split())
    assert "DEWIZKA DO ZEGARKA" in texts["DEWIZKA DO ZEGARKA"]
