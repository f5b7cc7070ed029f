"""A player aid's icon rows (aid_layout.icon_row, kit review r29 K major 1): `![text](figure:NAME)` on
an aid draws the aid's figure NAME, declared as a rulebook's figures and drawn by the code that prints
the piece, a small icon wide beside its text."""

from __future__ import annotations

import io

from generator.draw.kinds import player_aid
from generator.draw.kinds.aid_layout import ICON
from generator.model.core import BuildOptions
from generator.model.findings import Findings
from tests.conftest import validated_game


def _findings(markdown: str) -> Findings:
    game = validated_game("kolekcjonerzy")
    component = game.components["pomoc"]
    findings = Findings()
    player_aid.check_text(component, game, findings, player_aid.Text(markdown))
    return findings


def test_an_icon_the_aid_does_not_declare_is_an_error():
    found = _findings("# Tura\n\n![**Kleks** – płacisz.](figure:kleks)\n\n---\n\n# Koniec\n\nTekst.\n")
    assert [f.rule for f in found.errors] == ["player-aid.figure"], found.errors
    assert "figure 'kleks' is not declared in the aid's figures" in found.errors[0].message


def test_a_declared_icon_is_no_finding():
    assert not _findings("# Tura\n\n![**Kleks** – płacisz.](figure:blot)\n\n---\n\n# Koniec\n\nTekst.\n").errors


def test_icon_rows_stand_beside_their_icons_on_the_card():
    """On the printed card the text of an icon row starts an icon's width (and a gap) right of the
    column's left edge, where the icon is drawn: vector marks of the piece lie in that strip."""
    import pypdfium2 as pdfium

    game = validated_game("kolekcjonerzy")
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    pdf = pdfium.PdfDocument(io.BytesIO(aid.data))
    # the first card side (the file opens with its guide page and calibration, r29 AS minor 8)
    page = next(pdf[i] for i in range(len(pdf)) if pdf[i].get_textpage().search("Po prostej").get_next())
    text = page.get_textpage()
    found = {}
    for word in ("Po prostej", "Kleks –", "Pole B –", "Eksponat –"):
        searcher = text.search(word)
        first = searcher.get_next()
        assert first, word
        index, count = first
        found[word] = text.get_charbox(index)  # left, bottom, right, top in pt
    column = found["Po prostej"][0]
    pixels = page.render(scale=1).to_numpy()  # 1 px a point, rows from the top
    height = page.get_height()
    for word in ("Kleks –", "Pole B –", "Eksponat –"):
        left, bottom, _, top = found[word]
        assert left - column >= ICON, (word, left - column)
        strip = pixels[int(height - top) : int(height - bottom) + 1, int(column) : int(column + ICON)]
        assert strip.min() < 128, word  # the icon's dark marks beside the word (a blank strip: no icon)
    assert len({round(found[w][0], 1) for w in ("Kleks –", "Pole B –", "Eksponat –")}) == 1  # one column of icons
