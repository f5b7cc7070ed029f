"""Each game's title illustration (issue 36, r36 P kit minor 10: no cover art on any print job, on zestaw.pdf's
first page or in the rulebook's title): drawn from the game's own pieces into its box on the kit's face (the
first print job's cover, zestaw.pdf's first page, under the band, the title moved below it) and beside the
rulebook's title, light on ink, no word under 6 pt; a user's game without one prints its pages as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.draw.band import BAND_HEIGHT, BAND_TOP
from generator.draw.guide import ART_DROP, ART_GAP, ART_HEIGHT
from generator.draw.title_art import ARTS, art_for
from generator.draw.title_art_draw import title_drawing
from generator.model.units import mm

from . import pdfcheck

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
DPI = 100
A4_HEIGHT = 297.0
TITLES = ("Dodruku:", "Całyzestaw")  # a cover's title, zestaw.pdf's (as printed_text reads them: no spaces)
BOX_TOP = (BAND_TOP + BAND_HEIGHT + ART_GAP) / mm(1)  # mm from the paper's top edge
BOX_FOOT = BOX_TOP + ART_HEIGHT / mm(1)


def _px(value_mm: float) -> int:
    return int(round(value_mm / 25.4 * DPI))


def _box_ink(path: Path, left: float, top: float, right: float, foot: float) -> tuple[float, float]:
    """(share of pixels not white, mean ink 0–1) of page 1 in the box (mm from the page's top-left corner)."""
    image = pdfcheck.render(path, 0, dpi=DPI).crop((_px(left), _px(top), _px(right), _px(foot)))
    values = list(image.tobytes())
    return sum(v < 250 for v in values) / len(values), sum(255 - v for v in values) / 255 / len(values)


def _title_top(path: Path, index: int = 0, baseline: bool = False) -> float:
    """The top of the title („Do druku: …”, „Cały zestaw …”) of page `index`, in mm from the page's top; its
    baseline (the foot of its „D” or „C”: titles of different lengths are set at different sizes)."""
    chars = [c for c in pdfcheck.printed_text(path) if c[0] == index]
    line = "".join(c[1] for c in chars)
    found = [line.find(title) for title in TITLES if title in line]
    assert found, f"{path.name}: no title found on its first page"
    title = chars[found[0] : found[0] + 8]
    return A4_HEIGHT - (title[0][4][1] if baseline else max(c[4][3] for c in title)) / mm(1)


# a first cover whose text needs the page prints no illustration (guide.room_for_art): Kolekcjonerzy's, Przekręt's
# and Rynek's, five jobs' calibration, descriptions and steps, would run their last steps down past the 50 mm square
# under a 29 mm drop (session 17: the first build with it did so); their kit's face is zestaw.pdf's first page
FULL_COVERS = ("kolekcjonerzy", "przekret", "rynek")


def _face(kit: Path, game: str) -> list[Path]:
    """The kit's face: the first print job's file (where its cover leaves room) and zestaw.pdf (their first pages)."""
    first = sorted((kit / game / "druk").glob("1-*.pdf"))[0]
    return ([] if game in FULL_COVERS else [first]) + [kit / game / "zestaw.pdf"]


@pytest.mark.parametrize("game", GAMES)
def test_the_kits_face_carries_the_title_art_in_its_box(bundled_kit, game):
    for path in _face(bundled_kit, game):
        drawn, ink = _box_ink(path, 20, BOX_TOP, 190, BOX_FOOT)
        assert drawn > 0.15, f"{path.name}: the title illustration's box is empty ({drawn:.0%} drawn)"
        # light on a home printer: tints and line art, no flood (measured 7–12 % mean ink in the box)
        assert ink < 0.2, f"{path.name}: the illustration takes {ink:.0%} ink in its box"
        # nothing of it above its box (the band's foot) nor in the gap under it (above the title)
        assert _box_ink(path, 20, BOX_FOOT + 0.4, 190, BOX_FOOT + 1.2)[0] == 0, path.name
        assert _title_top(path) > BOX_FOOT, f"{path.name}: the title runs into the illustration"
        assert not [t for t in pdfcheck.small_text(path, 6.0) if t[0] == 0], f"{path.name}: text under 6 pt"


@pytest.mark.parametrize("game", GAMES)
def test_the_other_covers_keep_their_title_under_the_band(bundled_kit, game):
    """Only the kit's face carries it: the second job's cover (printed in the first job, on its page 3) sets its
    title where it always stood."""
    first = sorted((bundled_kit / game / "druk").glob("1-*.pdf"))[0]
    assert "Do druku: 2." in pdfcheck.page_texts(first)[2]  # page 3 is job 2's cover
    assert _title_top(first, 2) < BOX_TOP + 8, first.name
    dropped = _title_top(first, baseline=True) - _title_top(first, 2, baseline=True)
    assert dropped == pytest.approx(0.0 if game in FULL_COVERS else ART_DROP / mm(1), abs=0.3)


@pytest.mark.parametrize("game", GAMES)
def test_the_rulebooks_title_has_the_art_beside_it(bundled_kit, game):
    book = bundled_kit / game / "zasady.pdf"
    # right of the title's lines, under the running head, above the facts line (margin 24 mm, title from 22 mm)
    drawn, ink = _box_ink(book, 210 - 24 - 40, 24, 210 - 24, 40)
    assert drawn > 0.1 and ink < 0.3, f"{game}: {drawn:.0%} drawn, {ink:.0%} ink beside the title"
    assert not [t for t in pdfcheck.small_text(book, 6.0) if t[0] == 0], f"{game}: text under 6 pt on p. 1"


def test_every_bundled_game_has_its_art_and_a_users_game_none(tmp_path, monkeypatch):
    assert sorted(ARTS) == sorted(GAMES)
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    assert runner.invoke(cli, ["init", "components/moja-gra"], catch_exceptions=False).exit_code == 0
    built = runner.invoke(cli, ["build", "moja-gra", "--out", "out", "--jobs", "1"], catch_exceptions=False)
    assert built.exit_code == 0, built.output

    class Game:  # what art_for reads of a game: its id
        id = "moja-gra"

    assert art_for(Game()) is None and title_drawing(Game()) is None
    for path in _face(tmp_path / "out", "moja-gra"):
        assert _title_top(path) < BOX_TOP + 8, f"{path.name}: a game without art keeps its title in place"
