"""The typesetter mends two faults reportlab's line breaking leaves in a justified paragraph (r43 K rulebook F10,
F11): a line spread loose before a quotation kept whole (markdown_reader.tie_quotes) and a last line of one short
word (a runt: „je.”). Each paragraph is laid out at every width from 100 to 180 mm, as reportlab's own Paragraph and
as the typesetter's; the faults show in reportlab's and never in the typesetter's, which never takes a line more."""

from __future__ import annotations

import re

import pytest
from reportlab.platypus import Paragraph as Plain

from generator.model.units import mm
from generator.rulebook.look import Look
from generator.rulebook.markdown_reader import tie_quotes
from generator.rulebook.paragraphs import LOOSE, RUNT, Paragraph, spared, untied
from generator.rulebook.polish import NBSP, tie_short_words
from generator.rulebook.styles import make_styles

# the r43 review's lines, their quotation kept whole as the book keeps it (its template ties this one by hand)
QUOTED = (
    "Arbiter zapisuje w swoim arkuszu ołówkiem kolejkę i numer pionka ostatniego zdarzenia każdego rodzaju, a przy "
    "nowym zdarzeniu ściera wpis i pisze nowy; obok od razu wpisuje kolejkę, w której gra się skończy. Ten termin jest "
    "jawny: arbiter ogłasza go razem z numerem kolejki („koniec po turze pionka 3 w kolejce 12”). Gdy plansza jest "
    "pusta, każdy nowy termin ogłasza od razu po zapisie."
)
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


def _loose_before_quote(lines, size: float) -> list[str]:
    """The lines spread loose (LOOSE ems a gap or more) whose next line opens with a quotation kept whole."""
    return [
        text
        for (space, words, text), (_, _, after) in zip(lines, lines[1:])
        if words > 1 and space / (words - 1) > LOOSE * size and "„" in after.split(" ", 1)[0] and NBSP in after
    ]


def _runt(lines) -> bool:
    return len(lines) > 1 and lines[-1][1] == 1 and len(lines[-1][2].strip()) < RUNT


def test_a_line_before_a_quotation_kept_whole_is_not_left_loose(style):
    markup = tie_short_words(tie_quotes(QUOTED, 40))
    plain_faults = mended_faults = 0
    for width in (mm(w) for w in WIDTHS):
        plain = _lines(Plain(markup, spared(style, markup)), width)
        mended = _lines(Paragraph(markup, spared(style, markup)), width)
        plain_faults += bool(_loose_before_quote(plain, style.fontSize))
        mended_faults += bool(_loose_before_quote(mended, style.fontSize))
        assert len(mended) <= len(plain), width  # never a line more
        # the quotation breaks, if at all, between words Polish typography lets apart: never beside its dash
        assert not any(line[2].rstrip().endswith(("–", "w", "3")) for line in mended[:-1]), (width, mended)
    assert plain_faults, "the text shows no loose line before its quotation at any width: the test tests nothing"
    assert mended_faults == 0


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


def test_an_untied_quotation_keeps_its_dash_its_numbers_and_its_one_letter_words_tied():
    assert untied(f"„gracz{NBSP}6{NBSP}pasuje{NBSP}–{NBSP}dalej”") == f"„gracz{NBSP}6{NBSP}pasuje{NBSP}–{NBSP}dalej”"
    loose = untied(f"„koniec{NBSP}po{NBSP}turze{NBSP}pionka{NBSP}3{NBSP}w{NBSP}kolejce{NBSP}12”")
    assert loose == f"„koniec po turze pionka{NBSP}3{NBSP}w{NBSP}kolejce{NBSP}12”"
    assert re.search("[ ]–|–[ ]", untied(f"„pierwsza{NBSP}do{NBSP}9{NBSP}–{NBSP}druga{NBSP}w{NBSP}turze”")) is None
