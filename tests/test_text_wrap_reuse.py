"""text.wrap worked out once per text and column (issue 18): the print guide, the boards and the
fitted labels wrap the same texts again and again. Tested against the plain computation."""

from __future__ import annotations

from generator.draw import text
from generator.draw.fonts import SANS, SERIF_ITALIC

TEXTS = [
    "Wytnij wzdłuż linii cięcia i sklej arkusze według mapy montażu, zaczynając od lewego górnego rogu.",
    "1 000 zł w banku – o 2 pola dalej, ul. Ciemna 7",
    "  ",
    "jednowyrazowy",
    "Bardzo-długie-słowo-bez-spacji-które-nie-mieści-się-w-kolumnie i coś jeszcze",
]


def test_wrapping_again_gives_the_plain_lines_without_measuring_again(monkeypatch):
    plain = text._wrapped.__wrapped__  # the computation itself, nothing remembered
    measured = []
    real = text.text_width

    def counted(*args):
        measured.append(args)
        return real(*args)

    monkeypatch.setattr(text, "text_width", counted)
    text._wrapped.cache_clear()
    cases = [
        (t, font, size, width)
        for width in (40.0, 90.5, 200.0, 1000.0)
        for font, size in ((SANS, 9.0), (SERIF_ITALIC, 12.5))
        for t in TEXTS
    ]
    first = [text.wrap(*case) for case in cases]
    once = len(measured)
    again = [text.wrap(*case) for case in cases]
    assert once > 0 and len(measured) == once  # asked again: nothing measured again
    expected = [list(plain(*case)) for case in cases]
    assert first == again == expected and all(type(lines) is list for lines in first + again)
    assert len(measured) == 2 * once  # (the plain computation does measure)
    # another width, size or font is another answer
    assert text.wrap(TEXTS[0], SANS, 9.0, 60.0) != text.wrap(TEXTS[0], SANS, 9.0, 200.0)
    assert text.wrap(TEXTS[0], SANS, 9.0, 200.0) != text.wrap(TEXTS[0], SANS, 14.0, 200.0)


def test_a_caller_changing_its_lines_does_not_change_the_next_answer():
    lines = text.wrap(TEXTS[0], SANS, 9.0, 120.0)
    expected = list(lines)
    lines.append("dopisane")
    lines[0] = "zmienione"
    assert text.wrap(TEXTS[0], SANS, 9.0, 120.0) == expected
