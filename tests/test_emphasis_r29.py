"""r29 AS rulebook F8 and F9. A component's words between asterisks print in italic, as the rulebook sets
them (a board's text, a form's note and footer: „warte 0 (*faux pas*)”), the asterisks never on paper. A
figure's caption of more than one line (two before r35 AS F10) is justified, not centred, and so is a caption
that breaks its own lines (the placing example's A–E, its lettered items hanging since r35); each of those lines
ends on two words, as the caption does."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY

from generator.draw.fonts import SANS, SANS_ITALIC, SERIF, SERIF_ITALIC
from generator.draw.text import draw_marked
from generator.model.units import mm
from generator.rulebook.figures import caption_lines, caption_markup, caption_style
from generator.rulebook.look import Look
from generator.rulebook.polish import NBSP
from generator.rulebook.styles import make_styles


class Recorder:
    """A canvas that records what is drawn, in which font and where (each character half the size wide)."""

    def __init__(self):
        self.drawn: list[tuple[float, str, str]] = []
        self.font = ""

    def setFont(self, font, size):  # noqa: N802 (reportlab's name)
        self.font = font

    def stringWidth(self, text, font, size):  # noqa: N802
        return len(text) * size / 2

    def drawString(self, x, y, text):  # noqa: N802
        self.drawn.append((x, text, self.font))


def printed(canvas: Recorder) -> list[tuple[str, str]]:
    return [(text, font) for _, text, font in canvas.drawn if text]


def test_words_between_asterisks_print_in_the_fonts_italic():
    c = Recorder()
    assert draw_marked(c, 10, 0, "warte 0 (*faux pas*).", SANS, 8) is False
    assert printed(c) == [("warte 0 (", SANS), ("faux pas", SANS_ITALIC), (").", SANS)]
    c = Recorder()
    draw_marked(c, 0, 0, "*Faux pas* (bokiem)", SERIF, 8)
    assert printed(c) == [("Faux pas", SERIF_ITALIC), (" (bokiem)", SERIF)]
    assert c.font == SERIF  # the canvas is left in the line's own font


def test_a_term_broken_over_two_lines_stays_italic_on_the_second():
    c = Recorder()
    assert draw_marked(c, 0, 0, "bez *faux", SANS, 8) is True
    assert draw_marked(c, 0, -10, "pas* w tematach", SANS, 8, italic=True) is False
    assert printed(c) == [("bez ", SANS), ("faux", SANS_ITALIC), ("pas", SANS_ITALIC), (" w tematach", SANS)]


def test_an_aligned_line_is_placed_by_its_printed_width_without_the_asterisks():
    c = Recorder()
    draw_marked(c, 100, 0, "ab *cd*", SANS, 10, "center")  # 5 characters printed, 25 pt wide
    assert [x for x, text, _ in c.drawn if text] == [87.5, 102.5]
    c = Recorder()
    draw_marked(c, 100, 0, "ab *cd*", SANS, 10, "right")
    assert [x for x, text, _ in c.drawn if text] == [75.0, 90.0]


def test_captions_of_more_than_one_line_are_justified_short_ones_centred():
    """r35 AS F10: a two-line caption centred beside longer ones justified read as two styles."""
    style = make_styles(Look(accent=colors.black)).caption
    short = caption_markup("Ramy i ich litery na tabliczce")
    assert caption_style(short, mm(170), style).alignment == TA_CENTER
    two = caption_markup(" ".join(["Część planszy muzeum: tor prestiżu biegnie wężykiem"] * 3))
    assert caption_style(two, mm(170), style).alignment == TA_JUSTIFY
    long = caption_markup(" ".join(["Część planszy muzeum: tor prestiżu jednego tematu biegnie wężykiem"] * 5))
    assert caption_style(long, mm(170), style).alignment == TA_JUSTIFY
    assert style.alignment == TA_CENTER  # the shared style is left as it was


def test_a_caption_that_breaks_its_lines_is_justified_and_each_line_ends_on_two_words():
    style = make_styles(Look(accent=colors.black)).caption
    listed = caption_markup("Przykład wieszania.<br/>A – tak wolno.<br/>B – tak nie wolno")
    assert caption_style(listed, mm(170), style).alignment == TA_JUSTIFY
    assert listed.split("<br/>") == [f"Przykład{NBSP}wieszania.", f"A – tak{NBSP}wolno.", f"B – tak nie{NBSP}wolno"]


def test_a_lettered_caption_hangs_each_item_under_its_words():
    """r35 AS F10: the key's items („A – …”) as a hanging list, its title line not indented; one caption's
    spacing, before its first line and after its last."""
    style = make_styles(Look(accent=colors.black)).caption
    listed = caption_markup("Przykład wieszania.<br/>A – tak wolno.<br/>B – tak nie wolno")
    lines = caption_lines(listed, caption_style(listed, mm(170), style))
    assert [text for text, _ in lines] == listed.split("<br/>")
    title, *items = (item for _, item in lines)
    assert title.leftIndent == 0 and title.spaceBefore == style.spaceBefore and title.spaceAfter == 0
    for item in items:
        assert item.leftIndent > 0 and item.firstLineIndent == -item.leftIndent
    assert items[0].spaceBefore == 0 and items[-1].spaceAfter == style.spaceAfter
    assert caption_lines(caption_markup("Ramy i ich litery"), style) == [(caption_markup("Ramy i ich litery"), style)]
