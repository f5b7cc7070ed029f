"""Work a cold build did more than once with the same answer (issue 18): each shortcut gives what
the plain computation gives."""

from __future__ import annotations

import random
import re

from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT

from generator.model import polish
from generator.rulebook import markup as md
from generator.rulebook.look import Look
from generator.rulebook.styles import make_styles
from generator.rulebook.typeset import Builder


def _tied_plainly(text: str) -> str:
    """tie_short_words as every rule applied to every text (the plain computation)."""
    nbsp = polish.NBSP
    text = polish._ONE_LETTER.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._ONE_LETTER.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._THOUSANDS.sub(lambda m: m.group(1) + re.sub(r"[ \t]", nbsp, m.group(2)), text)
    text = polish._PERCENT.sub("", text)
    text = polish._NUMBER_UNIT.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._NUMBER_NEXT.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._ORDINAL_NEXT.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._NAMED_NUMBER.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._PRICE_FOR.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._SIGNED_AFTER.sub(nbsp, text)
    text = polish._TIMES.sub(lambda m: nbsp + m.group(1) + nbsp, text)
    text = polish._UNIT_TIMES.sub(nbsp + "×" + nbsp, text)
    text = polish._OPERATOR.sub(lambda m: nbsp + m.group(1) + nbsp, text)
    text = polish._ABBREV.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._PATTERN_SPACE.sub(nbsp, text)
    text = polish._ARROW.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._NAMED_NUMERAL.sub(lambda m: m.group(1) + nbsp, text)
    text = polish._EM_DASH.sub(lambda m: m.group(1) + "–", text)
    text = polish._DASH_SPACE.sub(lambda m: nbsp + m.group(1), text)
    return polish._DASH_REF.sub(lambda m: m.group(1) + nbsp, text)


def test_tied_words_worked_out_once_are_the_tied_words():
    rng = random.Random(3)
    words = [
        "w",
        "i",
        "z",
        "a",
        "domu",
        "1",
        "000",
        "20",
        "mm",
        "zł",
        "–",
        "—",
        "-",
        "nr",
        "5",
        "×",
        "·",
        "A4",
        "kart",
        "o",
        "s.",
        "str.",
        "\u0663",
        "\u0661\u0662",
        "x",
        "\u00a0×",
        "g/m²",
        "%",
        "1,5",
        "ul.",
        "np.",
        "m.in.",
        "=",
        "+",
    ]
    texts = [
        "".join(
            rng.choice(words) + rng.choice([" ", " ", "  ", "\t", "", "\u00a0", "\n"])
            for _ in range(rng.randrange(1, 14))
        )
        for _ in range(3000)
    ]
    polish.tie_short_words.cache_clear()
    changed = 0
    for text in texts + texts:
        tied = polish.tie_short_words(text)
        assert tied == _tied_plainly(text), repr(text)
        changed += tied != text
    assert changed > 1000
    assert polish.tie_short_words.cache_info().hits >= len(texts)
    assert (
        polish.tie_short_words("i w domu 1 000 zł – 2 × 3")
        == "i\u00a0w\u00a0domu 1\u00a0000\u00a0zł\u00a0– 2\u00a0×\u00a03"
    )


def test_table_cells_of_a_column_share_their_columns_style():
    from reportlab.lib import colors

    styles = make_styles(Look(accent=colors.HexColor("#335577")))
    builder = Builder(styles, Look(accent=colors.HexColor("#335577")), lambda ref, w: [], 400.0, 600.0)
    block = md.TableBlock(
        header=["Karta", "Cena", "Uwagi"],
        rows=[["a", "1", "x"], ["b", "2"], ["c", "3", "z"]],
        align=["left", "right", "center"],
        line=1,
    )
    cells = builder.table_cells(block)
    for col, alignment in enumerate([TA_LEFT, TA_RIGHT, TA_CENTER]):
        head, *rows = [row[col].style for row in cells]
        assert head.name == f"c{col}True" and head.parent is styles.cell_head and head.alignment == alignment
        assert all(style is rows[0] for style in rows)  # one style for the column's cells
        assert rows[0].name == f"c{col}False" and rows[0].parent is styles.cell and rows[0].alignment == alignment
    assert len({id(row[0].style) for row in cells}) == 2
