"""A title illustration drops a piece's words it would shrink under its 8.5 pt floor, never its numerals while they
print at 6 pt or more (r39 K kit minor 5: the rulebook's title art printed Kolekcjonerzy's „1” tokens as blank discs
beside its „5”s; zestaw.pdf's larger copy had them)."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.draw import cropped
from generator.draw.title_art_draw import title_drawing
from generator.rulebook.builder import ART_LEAST, ART_WIDTH

from . import pdfcheck
from .conftest import validated_game

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _draw(game_id: str, width: float, monkeypatch, path=None) -> tuple[str, list[cropped.Dropped]]:
    """(characters printed, words dropped) of the game's title art drawn `width` points wide, as beside a rulebook's
    title (into the PDF `path`, where given)."""
    made: list[cropped.CroppedCanvas] = []
    original = cropped.CroppedCanvas.__init__

    def keeping(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(cropped.CroppedCanvas, "__init__", keeping)
    canvas = Canvas(str(path) if path is not None else io.BytesIO())
    title_drawing(validated_game(game_id))(canvas, 0, 0, width, width, "right")
    canvas.save()
    printed = "".join(char for _, char, *_ in pdfcheck.printed_text(path)) if path is not None else ""
    return printed, made[-1].dropped


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("share", (0.0, 0.5, 1.0))
def test_no_numeral_that_reads_is_dropped(game, share, monkeypatch):
    width = ART_LEAST + share * (ART_WIDTH - ART_LEAST)
    _, dropped = _draw(game, width, monkeypatch)
    lost = [d for d in dropped if cropped.NUMERAL.fullmatch(d.text.strip()) and d.size >= cropped.MIN_TEXT_PT]
    assert not lost, f"{game}: numerals left out at {width / 2.835:.0f} mm: {lost}"
    # words still keep the illustration's own floor: no small print added to a cover
    assert all(d.size < 8.5 or cropped.NUMERAL.fullmatch(d.text.strip()) for d in dropped if not d.cut)


def test_kolekcjonerzy_ones_print_beside_its_fives(monkeypatch, tmp_path):
    """At 60 mm (a „1” prints at 6.8 pt there) the three „1” tokens carry their numeral, as the „5”s do; the
    exhibits' words and prices (3 pt there) stay out."""
    printed, _ = _draw("kolekcjonerzy", 60 * 72 / 25.4, monkeypatch, tmp_path / "art.pdf")
    assert sorted(printed) == ["1", "1", "1", "5", "5"], printed
