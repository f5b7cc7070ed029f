"""A form's colour squares carry the shape the colour's pieces carry (kit review r18: Rynek's register
headed its columns with colour-only squares while its tokens and cards say Ż ●, Z ▲, C ■)."""

from __future__ import annotations

import pytest
import yaml

from generator.draw.kinds.form_model import Leaf

from .conftest import COMPONENTS


def _swatched(node):
    if isinstance(node, dict):
        if node.get("swatch"):
            yield node
        for value in node.values():
            yield from _swatched(value)
    elif isinstance(node, list):
        for value in node:
            yield from _swatched(value)


def test_every_bundled_swatch_has_a_shape_per_colour():
    found = 0
    for path in sorted(COMPONENTS.glob("*/*.yaml")):
        for column in _swatched(yaml.safe_load(path.read_text(encoding="utf-8"))):
            found += 1
            assert len(column.get("marks", [])) == len(column["swatch"]), (path.name, column["title"])
    assert found >= 12  # Rynek's register: 3 + 3 + 3 on the front, 3 + 3 on the back


def test_marks_go_one_per_colour():
    assert Leaf(title="Ż-Z", swatch=["#f2c12e", "#2f8a4c"], marks=["circle", "triangle"]).marks == [
        "circle",
        "triangle",
    ]
    with pytest.raises(ValueError, match="one per colour"):
        Leaf(title="Ż-Z", swatch=["#f2c12e", "#2f8a4c"], marks=["circle"])
