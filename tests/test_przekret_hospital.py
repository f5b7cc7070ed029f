"""Przekręt's hospital sign is one drawing wherever a hospital is meant (kit review r17, P minor 8: the
Los cards 13–15 showed a white „H” in a red disc, the board's SZPITAL field and the 18 hospital tokens a
red „+”): the board field, the tokens and the Los cards all show the red cross of the one sign
(kinds/piece_symbols.draw_hospital_sign), and none of them types a letter or a sign for it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write
from generator.draw.kinds.piece_symbols import HOSPITAL_RED

from .conftest import COMPONENTS
from .pdfcheck import page_texts
from .pdfcheck import render as render_page

GAME = "przekret"
DPI = 100


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("przekret-hospital")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["losy", "zetony", "plansza"]), folder, BuildResult())
    return folder / GAME


def _red_cross_pixels(path: Path, index: int) -> int:
    """Pixels of the sign's red (within a small tolerance) on a page."""
    image = np.asarray(render_page(path, index, dpi=DPI, mode="RGB")).astype(int)
    red = np.array([int(HOSPITAL_RED[i : i + 2], 16) for i in (1, 3, 5)])
    return int((np.abs(image - red).max(axis=2) <= 12).sum())


def _pages_with(path: Path, words: str) -> list[int]:
    return [i for i, t in enumerate(page_texts(path)) if words.lower() in t.lower()]


@pytest.mark.parametrize(
    "file,words",
    [("losy.pdf", "szpital:"), ("zetony.pdf", "SZPITAL"), ("plansza.pdf", "Szpital")],
)
def test_every_hospital_shows_the_one_sign(out, file, words):
    pages = _pages_with(out / file, words)
    assert pages, f"no page of {file} names the hospital"
    # the guide page names the pieces too; the sheets of them show the sign
    assert max(_red_cross_pixels(out / file, i) for i in pages) > 20, f"{file}: a hospital without the red cross"


def test_no_hospital_is_typed_as_a_letter_or_a_sign(out):
    """The old icons were text: an „H” on the Los cards, a „+” on the tokens."""
    for file, typed in (("losy.pdf", "H"), ("zetony.pdf", "+")):
        for text in page_texts(out / file):
            assert typed not in text.split(), file
