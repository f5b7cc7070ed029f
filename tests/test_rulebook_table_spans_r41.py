"""r41 Rynek rulebook minor 8: the factory register's row, copied box by box, spread each rubric's caption word
by word over its boxes („4.” „Zakup” „surowców”); the sheet prints one caption over all of them. A header cell
holding only „<<” joins the cell on its left (tables.JOINED): one caption across those columns, which share its
width instead of the first one taking it all."""

from __future__ import annotations

from reportlab.lib import colors

from generator.layout.imposition import PAPERS
from generator.rulebook import markup as md
from generator.rulebook.look import Look, TitleInfo
from generator.rulebook.tables import header_spans
from generator.rulebook.typeset import typeset

from .pdfcheck import printed_text

INFO = TitleInfo(game="Próba", subtitle="", title="Zasady gry", facts_line="2–4 graczy", running="Próba")
CAPTION = "4. Zakup surowców: sztuki, koszt"
TABLE = f"""# Rozdział

| Ruch | {CAPTION} | << | << | << | 8. Stan gotówki |
|:-:|:-:|:-:|:-:|:-:|:-:|
| | Ż | Z | C | koszt | |
| 5 | 2 | | | 380 | 27 770 |
"""


def test_a_joined_header_cell_makes_one_caption_over_its_columns(tmp_path):
    blocks, problems = md.parse(TABLE)
    assert not problems
    (table,) = [b for b in blocks if isinstance(b, md.TableBlock)]
    assert header_spans(table) == {1: 4}
    path = tmp_path / "book.pdf"
    path.write_bytes(typeset(blocks, INFO, Look(accent=colors.black), PAPERS["a4"], lambda *a: [])[0])
    chars = [c for c in printed_text(path) if c[0] == 0]
    text = "".join(c[1] for c in chars)
    assert "<<" not in text
    # the caption's glyphs on one baseline, set across the four joined columns: it starts left of the column
    # of „Z” and ends right of it, so no box under it holds it alone
    printed = CAPTION.replace(" ", "")  # (the printed characters, without spaces)
    start = text.find(printed)
    assert start >= 0, text
    glyphs = chars[start : start + len(printed)]
    bottoms = [c[4][1] for c in glyphs]
    assert max(bottoms) - min(bottoms) < 4, "the caption on one line (its glyphs' feet a descender apart)"
    (row,) = [c[4][1] for c in chars if c[1] == "Ż"]  # the boxes' row under the caption
    (z,) = [c[4] for c in chars if c[1] == "Z" and abs(c[4][1] - row) < 4]
    assert glyphs[0][4][0] < z[0] and glyphs[-1][4][2] > z[2]
