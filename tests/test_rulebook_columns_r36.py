"""The rulebook's body in two columns (r36 Przekręt MAJOR 1, Rynek minor 10: one column 157–162 mm wide gave
94–105 characters a line): columns of 78 mm with a 6 mm gutter at 9.5 pt, about 55 characters a line; a table
too wide for a column spans both where it stands, below the text before it balanced over the two columns
(columns.py). The arithmetic without a PDF; the layout read from the PDF typeset."""

from __future__ import annotations

import collections
import statistics

from reportlab.lib import colors
from reportlab.platypus import Paragraph

from generator.layout.imposition import PAPERS
from generator.model.units import mm
from generator.rulebook import markup as md
from generator.rulebook.columns import GUTTER, balanced, column_width, fits
from generator.rulebook.look import Look, TitleInfo
from generator.rulebook.styles import make_styles
from generator.rulebook.tables import fits_column
from generator.rulebook.typeset import typeset

from .pdfcheck import printed_text

INFO = TitleInfo(game="Próba", subtitle="", title="Zasady gry", facts_line="2–4 graczy", running="Próba")
LOOK = Look(accent=colors.black, columns=2)  # (the bundled books: one column until they pass in two)
STYLES = make_styles(LOOK)
SENTENCE = (
    "Gracz, który zakończy ruch na wolnej posesji, może ją kupić od banku za cenę z karty; jeśli jej nie kupi, "
    "bankier wystawia ją na licytację, w której biorą udział wszyscy gracze. "
)
BODY_SIZE = STYLES.body.fontSize


def _pdf(text: str, tmp_path):
    blocks, problems = md.parse(text)
    assert not problems
    path = tmp_path / "book.pdf"
    path.write_bytes(typeset(blocks, INFO, LOOK, PAPERS["a4"], lambda *a: [])[0])
    return path


def _lines(chars, page: int) -> dict[tuple[str, float], list]:
    """The body's printed lines of a page: (column, the line's lowest glyph bottom) → its characters (a line's
    glyphs lie within a descender of each other, lines a leading apart)."""
    middle = PAPERS["a4"].width / 2
    lines: dict[tuple[str, float], list] = collections.defaultdict(list)
    body = [c for c in chars if c[0] == page and abs(c[2] - BODY_SIZE) < 0.05]
    for column in ("left", "right"):
        glyphs = sorted((c for c in body if (c[4][2] < middle) == (column == "left")), key=lambda c: c[4][1])
        start = None
        for _index, char, _size, _scale, box in glyphs:
            if start is None or box[1] - start > STYLES.body.leading / 2:
                start = box[1]
            lines[column, start].append((box[0], box[2], char))
    return lines


def _characters(line: list) -> int:
    """A printed line's characters, its spaces counted (a gap between two glyphs wider than 1.5 pt)."""
    glyphs = sorted(line)
    return len(glyphs) + sum(1 for a, b in zip(glyphs, glyphs[1:]) if b[0] - a[1] > 1.5)


def test_the_columns_are_78_mm_with_a_6_mm_gutter_on_a4():
    assert abs(column_width(mm(162)) - mm(78)) < 0.01 and GUTTER == mm(6)


def test_a_table_of_many_numeric_columns_spans_and_a_short_two_column_one_stays_in_a_column():
    def cells(rows):
        return [[Paragraph(text, STYLES.cell) for text in row] for row in rows]

    prices = cells(
        [["Posesja", "Wartość", "Podstawowy", "Z kamienicą", "1 pałacyk", "2 pałacyki", "3 pałacyki", "Apartament"]]
        + [[f"ul. Fabrykancka {n}", "7 000", "700", "1 400", "4 200", "8 400", "12 600", "16 800"] for n in range(3)]
    )
    notes = cells([["Nominał", "Liczba"], ["10", "100"], ["1 000", "30"]])
    assert not fits_column(prices, column_width(mm(162)))
    assert fits_column(notes, column_width(mm(162)))


def test_text_before_a_span_is_balanced_over_the_two_columns():
    """The least height at which the paragraphs fit two columns is half their height in one, within a line."""
    width = column_width(mm(162))
    paragraphs = [Paragraph(SENTENCE * 4, STYLES.body) for _ in range(3)]
    one = sum(p.wrap(width, mm(1000))[1] + STYLES.body.spaceAfter for p in paragraphs)
    height = balanced(paragraphs, width, mm(250))
    assert height is not None and one / 2 - STYLES.body.leading <= height <= one / 2 + 2 * STYLES.body.leading
    assert not fits(paragraphs, width, height - 2 * STYLES.body.leading)


def test_the_body_is_set_in_two_columns_of_50_to_60_characters(tmp_path):
    """78 mm at 9.5 pt Source Serif: about 55 characters a line, spaces counted (the single 162 mm column set
    94–105 at 10 pt; the review's 60–70 would take a wider column or a smaller size than 9.5 pt)."""
    path = _pdf("# Rozdział\n\n" + "\n\n".join(SENTENCE * 3 for _ in range(30)), tmp_path)
    chars = printed_text(path)
    lines = _lines(chars, 1)
    left, right = (mm(24), mm(102)), (mm(108), mm(186))
    assert {column for column, _ in lines} == {"left", "right"}
    for (column, _), line in lines.items():
        low, high = left if column == "left" else right
        assert low - 2 <= min(c[0] for c in line) and max(c[1] for c in line) <= high + 2, (
            column,
            line[:20],
        )  # (a glyph's box: „j” reaches left of its origin)
    full = [_characters(line) for line in lines.values() if len(line) > 30]  # a paragraph's lines but its last
    assert 48 <= statistics.median(full) <= 62, statistics.median(full)


def test_a_wide_table_spans_both_columns_below_the_text_before_it(tmp_path):
    header = "| Posesja | Wartość | Podstawowy | Z kamienicą | 1 pałacyk | 2 pałacyki | 3 pałacyki | Apartament |"
    rows = "\n".join(
        f"| ul. Fabrykancka {n} | 7 000 | 700 | 1 400 | 4 200 | 8 400 | 12 600 | 16 800 |" for n in range(6)
    )
    text = (
        "# Rozdział\n\n"
        + "\n\n".join(SENTENCE * 3 for _ in range(14))  # past the title page: the table on the next one
        + f"\n\n{header}\n|---|--:|--:|--:|--:|--:|--:|--:|\n{rows}\n\n"
        + SENTENCE * 3
    )
    chars = printed_text(_pdf(text, tmp_path))
    page = min(index for index, _char, size, *_ in chars if abs(size - STYLES.cell.fontSize) < 0.05)
    assert page > 0
    table = [box for index, char, size, _s, box in chars if index == page and abs(size - STYLES.cell.fontSize) < 0.05]
    assert min(b[0] for b in table) < mm(40) and max(b[2] for b in table) > mm(150)  # across both columns
    top = max(b[3] for b in table)
    above = _lines([c for c in chars if c[4][1] > top], page)
    ends = {column: min(y for (c, y) in above if c == column) for column in ("left", "right")}
    # the text before it in both columns, their feet within two lines of each other
    assert abs(ends["left"] - ends["right"]) <= 2 * STYLES.body.leading + 1, ends
