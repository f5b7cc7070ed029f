"""The typesetter mends a fault reportlab's line breaking leaves in a justified paragraph (r43 K rulebook F10): a last
line of one short word (a runt: „je.”). Each paragraph is laid out at every width from 100 to 180 mm, as reportlab's
own Paragraph and as the typesetter's; the fault shows in reportlab's and never in the typesetter's, which takes no
line more nor fewer."""

from __future__ import annotations

import pytest
from reportlab.platypus import Paragraph as Plain

from generator.model.units import mm
from generator.rulebook.look import Look
from generator.rulebook.paragraphs import RUNT, Paragraph, spared
from generator.rulebook.polish import tie_short_words
from generator.rulebook.styles import make_styles

RUNTS = (
    "Arbiter tasuje płytki eksponatów rewersem do góry, kładzie po jednej na każdym kółku i odkrywa je.",
    "Piątka gracza 4 zostaje w banku (żaden wpis nie wynosi co najmniej 5), więc arbiter może ją wypłacić na polu "
    "<b>B</b>. Gdy wpis gracza 3 urośnie do „3 / 5”, arbiter od razu mu ją odda.",
)
WIDTHS = range(100, 181)


@pytest.fixture(scope="module")
def style():
    return make_styles(Look(accent=None)).body


def _lines(paragraph, width: float) -> list[tuple[float, int, str]]:
    paragraph.wrap(width, mm(1000))
    lines = paragraph.blPara
    if lines.kind == 0:
        return [(space, len(words), " ".join(words)) for space, words in lines.lines]
    return [
        (line.extraSpace, line.wordCount, "".join(getattr(w, "text", "") for w in line.words)) for line in lines.lines
    ]


def _runt(lines) -> bool:
    return len(lines) > 1 and lines[-1][1] == 1 and len(lines[-1][2].strip()) < RUNT


def test_a_paragraph_s_last_line_is_no_lone_short_word(style):
    for text in RUNTS:
        markup = tie_short_words(text)
        plain_runts = 0
        for width in (mm(w) for w in WIDTHS):
            plain = _lines(Plain(markup, spared(style, markup)), width)
            mended = _lines(Paragraph(markup, spared(style, markup)), width)
            plain_runts += _runt(plain)
            assert not _runt(mended), (width, mended[-1])
            assert len(mended) == len(plain), width  # the runt's line takes a word; no line more, none less
        assert plain_runts, f"no width leaves a runt of {text!r}: the test tests nothing"
