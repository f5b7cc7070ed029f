"""Rulebook paragraphs break their lines once per width (issue 18, rulebook/paragraphs.py): a
paragraph asked again at the width of its last wrap keeps its lines. Tested against reportlab's
own Paragraph (the plain computation): the same lines, heights, splits and PDF bytes, and fewer
line breakings. Also the deferred numbers' token pattern, written for speed, against the plain one."""

from __future__ import annotations

import copy
import io
import pickle
import re

import pytest
from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph as PlainParagraph
from reportlab.platypus import paragraph as rl_paragraph

from generator.build.recipe import BuildOptions
from generator.rulebook import deferred, paragraphs, produce
from generator.rulebook.look import Look
from generator.rulebook.paragraphs import Paragraph
from generator.rulebook.styles import make_styles

from .conftest import validated_game

TEXT = (
    "Gracz, który <b>pierwszy</b> zbierze komplet eksponatów, natychmiast wygrywa; jeśli kilku graczy "
    "skompletuje kolekcje w tej samej rundzie, o zwycięstwie rozstrzyga <i>suma wartości</i> ich "
    "niewykorzystanych żetonów przedsiębiorczości, a przy dalszym remisie – kolejność zajmowania miejsc "
    "przy stole. Nieprzewidywalność konserwatorskich ekspertyz bywa rozstrzygająca."
)


@pytest.fixture
def breakings(monkeypatch) -> list[float]:
    """The widths reportlab's line breaking ran for (every paragraph class)."""
    widths: list[float] = []
    real = rl_paragraph.Paragraph.breakLines

    def counted(self, width):
        widths.append(width[0] if isinstance(width, (list, tuple)) else width)
        return real(self, width)

    monkeypatch.setattr(rl_paragraph.Paragraph, "breakLines", counted)
    return widths


def _style():
    return make_styles(Look(accent=colors.HexColor("#8a3b2e"))).body


def _drawn(para, width: float) -> bytes:
    canvas = Canvas(io.BytesIO(), pagesize=(600, 800), invariant=1, pageCompression=0)
    para.drawOn(canvas, 20, 700 - para.height)
    canvas.showPage()
    return canvas.getpdfdata()


def _lines(para) -> list:
    return [
        (round(line.extraSpace, 6), line.wordCount, [(w.text, w.fontName) for w in line.words])
        for line in para.blPara.lines
    ]


def _set(para) -> list:
    """The lines as a reader sees them: each line's added space, words and its runs of text by font, without
    the blank run a line may end with (a paragraph whose last words were tied, r43, is rebuilt from its mended
    markup and can carry the line's closing space as a run of its own)."""
    lines = []
    for space, words, runs in _lines(para):
        text = "".join(t for t, _ in runs).rstrip()
        kept, length = [], 0
        for t, font in runs:
            t = t[: max(0, len(text) - length)]
            length += len(t)
            if t:
                kept.append((t, font))
        lines.append((space, words, kept))
    return lines


def test_a_paragraph_asked_again_at_its_width_keeps_its_lines(breakings):
    kept, plain = Paragraph(TEXT, _style()), PlainParagraph(TEXT, _style())
    for width in (300, 300, 180, 180, 300, 300):
        assert kept.wrap(width, 500) == plain.wrap(width, 500)
        assert _lines(kept) == _lines(plain)
        assert kept._wrapWidths == plain._wrapWidths
    # reportlab broke the lines six times; ours, once per change of width
    assert breakings == [300, 300, 300, 180, 180, 180, 300, 300, 300]
    assert _drawn(kept, 300) == _drawn(plain, 300)


def test_a_split_paragraph_breaks_its_lines_again_as_reportlab_does(breakings):
    kept, plain = Paragraph(TEXT, _style()), PlainParagraph(TEXT, _style())
    for para in (kept, plain):
        para.wrap(200, 500)
        para.wrap(200, 500)
    # a height whose split does not end in a hyphenated word (where ours moves a line on, see below)
    height = next(
        h for h in range(45, 200, 6) if not paragraphs.ends_hyphenated(PlainParagraph(TEXT, _style()).split(200, h)[0])
    )
    parts_kept, parts_plain = kept.split(200, height), plain.split(200, height)
    assert len(parts_kept) == len(parts_plain) == 2
    assert all(type(part) is Paragraph for part in parts_kept)
    for a, b in zip(parts_kept, parts_plain):
        assert a.wrap(200, 500) == b.wrap(200, 500)
        assert a.wrap(200, 500) == b.wrap(200, 500)
        assert _drawn(a, 200) == _drawn(b, 200)
    # the split forgot the kept breaking: the whole paragraph is broken again when asked again
    before = len(breakings)
    assert kept.wrap(200, 500) == plain.wrap(200, 500)
    assert len(breakings) == before + 2
    assert _lines(kept) == _lines(plain)


def test_too_narrow_is_answered_as_reportlab_answers_it():
    kept, plain = Paragraph(TEXT, _style()), PlainParagraph(TEXT, _style())
    kept.wrap(300, 500), plain.wrap(300, 500)
    assert kept.wrap(0, 500) == plain.wrap(0, 500) == (0, 0x7FFFFFFF)
    assert kept.wrap(0, 500) == plain.wrap(0, 500)
    assert kept.wrap(300, 500) == plain.wrap(300, 500)
    assert _drawn(kept, 300) == _drawn(plain, 300)


def test_changed_words_or_style_are_broken_again():
    kept, plain = Paragraph(TEXT, _style()), PlainParagraph(TEXT, _style())
    assert kept.wrap(300, 500) == plain.wrap(300, 500)
    wide = _style()
    wide.leading, wide.rightIndent = 18, 40
    kept.style = plain.style = wide
    assert kept.wrap(300, 500) == plain.wrap(300, 500) != (300, 108.8)
    assert _lines(kept) == _lines(plain)
    kept.frags = PlainParagraph("krótko", wide).frags
    plain.frags = PlainParagraph("krótko", wide).frags
    assert kept.wrap(300, 500) == plain.wrap(300, 500) == (300, 18)
    assert _drawn(kept, 300) == _drawn(plain, 300)


@pytest.mark.parametrize("game_id", ["przekret", "rynek"])
def test_a_rulebook_prints_the_same_bytes_with_fewer_line_breakings(game_id, breakings, monkeypatch):
    """Notes (one-cell tables), tables, lists, page references: the whole rulebook, byte for byte,
    laid out with the kept breakings and with reportlab's plain wrap."""
    game = validated_game(game_id)
    produce(game.components["zasady"], game, BuildOptions())  # what the book draws of other parts (the aid
    breakings.clear()  # in a figure) is laid out once a process: both counts below are the book's own
    kept = produce(game.components["zasady"], game, BuildOptions())
    kept_breakings = len(breakings)
    breakings.clear()
    monkeypatch.setattr(paragraphs.Paragraph, "wrap", PlainParagraph.wrap)
    plain = produce(game.components["zasady"], game, BuildOptions())
    assert kept.data and kept.data == plain.data
    assert kept_breakings < len(breakings), (kept_breakings, len(breakings))


def test_the_token_pattern_finds_exactly_the_token_characters():
    """deferred.TOKEN, written for speed, against the plain class of every token character, over
    every code point (a missed token would print a placeholder character; an extra one would send
    plain text through a form)."""
    plain = re.compile(f"[{re.escape(deferred.NUMBER_TOKENS + deferred.WORD_TOKENS)}]")
    everything = "".join(map(chr, range(0x110000)))
    assert deferred.TOKEN.findall(everything) == plain.findall(everything)
    assert len(deferred.TOKEN.findall(everything)) == len(deferred.NUMBER_TOKENS + deferred.WORD_TOKENS) > 7000
    text = "Zob. s. \u0663 i \ue001; 12 arkuszy, ąę – „cytat”."
    assert deferred.TOKEN.sub("#", text) == plain.sub("#", text) == "Zob. s. # i #; 12 arkuszy, ąę – „cytat”."


QUOTING = (
    "Gracz przesuwa pionek, płaci czynsz i kupuje ulepszenia według tabeli „Rozdanie nieruchomości "
    "konkurencyjnych” oraz arkusza „Zestawienie przedsiębiorczości bankierskiej”, a potem przekazuje "
    "kolejkę sąsiadowi, który kontynuuje rozgrywkę nieprzewidywalnie."
)
QUOTED_WORDS = {"Rozdanie", "nieruchomości", "konkurencyjnych", "Zestawienie", "przedsiębiorczości", "bankierskiej"}


def _breaks(para, width: float) -> tuple[list[str], bool, int]:
    """(the words hyphenated inside a quoted name, whether the last line is the lone tail of a
    hyphenated word, how many lines end hyphenated)."""
    para.wrap(width, 2000)
    lines = [list(line[1]) if isinstance(line, tuple) else [w.text for w in line.words] for line in para.blPara.lines]
    split = [(a[-1][:-1] + b[0]).strip("„”,.") for a, b in zip(lines, lines[1:]) if a[-1].endswith("-")]
    tail = len(lines) > 1 and lines[-2][-1].endswith("-") and len(lines[-1]) == 1
    return [word for word in split if word in QUOTED_WORDS], tail, len(split)


def test_a_quoted_name_and_a_paragraphs_last_word_are_never_hyphenated():
    """`spared`: at a hundred widths no word of a quoted name („Rozdanie na start”) is split between two
    lines and the paragraph's last line is never the tail of its last word, while the other words are
    still hyphenated; reportlab's own breaking, with the same hyphenation, does both at most widths."""
    widths = range(120, 420, 3)
    plain = [_breaks(PlainParagraph(QUOTING, _style()), width) for width in widths]
    assert sum(bool(quoted) for quoted, _, _ in plain) > 30 and sum(tail for _, tail, _ in plain) > 20
    spared = [_breaks(Paragraph(QUOTING, paragraphs.spared(_style(), QUOTING)), width) for width in widths]
    assert [(quoted, tail) for quoted, tail, _ in spared if quoted or tail] == []
    assert sum(hyphenated for _, _, hyphenated in spared) > 30


BOLDING = (
    "<b>Sprawdzenie przedsiębiorczości bankierskiej:</b> gracz przesuwa pionek, płaci czynsz i kupuje "
    "ulepszenia według tabeli, a potem przekazuje kolejkę sąsiadowi, który kontynuuje rozgrywkę "
    "<b>nieprzewidywalnie rozrzutną</b> i odpowiedzialnie."
)
BOLD_WORDS = {"Sprawdzenie", "przedsiębiorczości", "bankierskiej", "nieprzewidywalnie", "rozrzutną"}


def test_a_bold_term_is_never_hyphenated():
    """r31 K F17: a bold lead-in („Sprawdzenie żetonów:”) broken between two lines; `spared` keeps the
    words of every bold term whole at a hundred widths, while reportlab's own breaking splits them."""
    widths = range(120, 420, 3)

    def bold_split(para, width):
        para.wrap(width, 2000)
        lines = ["".join(w.text for w in line.words).split() for line in para.blPara.lines]  # a line's fragments
        joined = [(a[-1][:-1] + b[0]).strip(":,.") for a, b in zip(lines, lines[1:]) if a and b and a[-1].endswith("-")]
        return [word for word in joined if word in BOLD_WORDS]

    plain = [bold_split(PlainParagraph(BOLDING, _style()), width) for width in widths]
    assert sum(bool(found) for found in plain) > 10
    spared = [bold_split(Paragraph(BOLDING, paragraphs.spared(_style(), BOLDING)), width) for width in widths]
    assert [found for found in spared if found] == []


def test_a_personal_ending_of_the_past_tense_is_never_split_off():
    """r27 K F8: „wypełnili-śmy” broke a syllable (wy-peł-ni-liś-my); the patterns' point before „śmy”,
    „ście” after „li”, „ły”, „by” is left out, while the word's other points and „przej-ście” stay."""
    hyphenate = paragraphs.hyphenation("pl_PL")
    for word in ("wypełniliśmy", "przyjęliśmy", "kupiłyście", "zrobilibyśmy", "wypełniliście"):
        points = hyphenate(word)
        assert points and all(tail not in ("śmy", "ście") for _, tail in points), (word, points)
    assert ("wypełni", "liśmy") in hyphenate("wypełniliśmy")
    assert hyphenate("przejście") == [("przej", "ście")]


def test_no_break_after_the_negation_prefix_nor_before_a_short_syllable_with_its_bracket():
    """r39 AS F11: „nie-/oficjalna” read as „nie” at a line's end, „pierw-/szy)” left a short part with its bracket:
    neither point is offered; the words' other points and the same syllable without a bracket stay."""
    hyphenate = paragraphs.hyphenation("pl_PL")
    for word in ("nieoficjalna", "niezależnie", "niebieski"):
        points = hyphenate(word)
        assert all(head.lower() != "nie" for head, _ in points), (word, points)
    assert ("nieofi", "cjalna") in hyphenate("nieoficjalna")
    assert hyphenate("pierwszy)") == [] and hyphenate("pierwszy") == [("pierw", "szy")]
    assert ("przygoto", "wanie)") in hyphenate("przygotowanie)")


def test_hyphenation_made_once_breaks_lines_as_the_language_name_does(monkeypatch):
    """The body style's hyphenation object against a new pyphen.Pyphen for every word with the same
    rules (Polish, MIN_PART letters on each side, no break in a capitalised word): the same lines at many widths, and one Pyphen."""
    made = []
    real = paragraphs.pyphen.Pyphen

    def counted(*args, **kwargs):
        made.append(kwargs.get("lang"))
        return real(*args, **kwargs)

    monkeypatch.setattr(paragraphs.pyphen, "Pyphen", counted)
    monkeypatch.setattr(rl_paragraph.pyphen, "Pyphen", counted)
    ours = _style()
    assert isinstance(ours.hyphenationLang, paragraphs.Hyphenation)
    named = _style()

    def fresh(word):  # uncounted: `real` itself; a word starting with a capital (a name) stays whole
        if next((ch for ch in word if ch.isalpha()), "").isupper():
            return []
        points = real(lang="pl_PL", left=paragraphs.MIN_PART, right=paragraphs.MIN_PART).iterate(word)
        return [(head, tail) for head, tail in points if head.lower() != "nie"]  # „niewykorzystanych”: no „nie-”

    named.hyphenationLang = fresh
    ours.hyphenationLang = paragraphs.Hyphenation("pl_PL")  # a fresh one: made at its first word
    widths = [90 + 7 * i for i in range(30)]
    hyphenated = 0
    for width in widths:
        a, b = PlainParagraph(TEXT, ours), PlainParagraph(TEXT, named)
        assert a.wrap(width, 900) == b.wrap(width, 900)
        assert _lines(a) == _lines(b)
        assert _drawn(a, width) == _drawn(b, width)
        hyphenated += a._hyphenations
    assert hyphenated > 10  # the words were really hyphenated
    assert made.count("pl_PL") == 1  # ours, once
    # copied with a style (a split deep-copies it) or sent to another process: the same hyphenation
    assert copy.deepcopy(ours).hyphenationLang is ours.hyphenationLang
    assert pickle.loads(pickle.dumps(_style())).hyphenationLang is paragraphs.hyphenation("pl_PL")


def test_a_page_does_not_end_on_a_hyphenated_word():
    """A split whose last line on the page ends in a hyphenated word leaves that line for the next
    page (przekret r15: „czerwo-” closed page 18 and „nej” opened page 19); other splits are
    reportlab's own."""
    style, text = _style(), TEXT * 3
    ended, kept_plain = [], []
    for width in range(120, 320, 7):
        plain = PlainParagraph(text, style)
        plain.wrap(width, 2000)
        lines = len(plain.blPara.lines)
        for rows in range(2, lines - 1):
            height = rows * style.leading + 0.5
            ours = Paragraph(text, style).split(width, height)
            theirs = PlainParagraph(text, style).split(width, height)
            assert len(ours) == len(theirs) == 2
            if paragraphs.ends_hyphenated(theirs[0]) and paragraphs.ends_hyphenated(ours[0]):
                # no earlier line ends whole with two lines or more left on the page: reportlab's split
                assert _lines(ours[0]) == _lines(theirs[0])
            elif paragraphs.ends_hyphenated(theirs[0]):
                ended.append((width, rows))
                assert len(ours[0].blPara.lines) < rows
            else:
                kept_plain.append((width, rows))
                assert _set(ours[0]) == _set(theirs[0])
    assert ended and kept_plain  # both cases met
