"""Przekręt's player aid after the r35 reviews: a heading stands as close to its text in every column of the
back (kit review r35, P minor 7: „Handel” 4 mm above its list, „Koniec gry”
1 mm)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write

from . import pdfcheck
from .conftest import COMPONENTS

GAME = "przekret"
MM = 72 / 25.4


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    out = tmp_path_factory.mktemp("aid-r35")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["zasady", "pomoc"]), out, BuildResult())
    return out / GAME / "zasady.pdf", out / GAME / "pomoc.pdf"


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _lines(chars) -> list[tuple[float, str]]:
    """(baseline in pt, text) of each line of one column, top down: characters whose glyph bottoms lie within
    3 pt of a line's first one belong to it; its baseline is its most common glyph bottom (descenders aside)."""
    out: list[list] = []
    for bottom, left, ch in sorted(((c[4][1], c[4][0], c[1]) for c in chars), key=lambda c: (-c[0], c[1])):
        if out and out[-1][0][0] - bottom < 3:
            out[-1].append((bottom, left, ch))
        else:
            out.append([(bottom, left, ch)])
    lines = []
    for line in out:
        bottoms = [round(b, 1) for b, _, _ in line]
        lines.append(
            (max(set(bottoms), key=bottoms.count), "".join(ch for _, _, ch in sorted(line, key=lambda c: c[1])))
        )
    return lines


def test_every_heading_of_the_aids_back_stands_as_close_to_its_text(built):
    """Each of the back's four headings, its baseline to the baseline of its first bullet, is one distance."""
    _, aid = built
    chars = [c for c in pdfcheck.printed_text(aid) if c[0] == 3 and c[4][1] > 421 and c[1].strip()]
    gaps = []
    for column in (True, False):
        lines = _lines([c for c in chars if (c[4][0] < 297) == column])
        for (y, text), (below, _) in zip(lines, lines[1:]):
            if text.startswith(("Handel", "Brakgotówki", "Bankructwo", "Koniecgry")):
                gaps.append(round((y - below) / MM, 2))
    assert len(gaps) == 4 and max(gaps) - min(gaps) < 0.3, gaps
