"""A rulebook laid out once guesses the page of a target it has not laid out yet from the measured text
between them (typeset.RulebookDoc.ahead, deferred.Layout.guesses): a reference on p. 1 to a heading on
p. 12 laid out as „s. 1” breaks its line otherwise than the real „s. 12”, and the book is laid out again
(kit-measure2: Przekręt's „(… – s. 3)” for „s. 12” in a 78 mm column)."""

from __future__ import annotations

import re
import subprocess

import pytest
from reportlab.lib.colors import HexColor

from generator.layout.imposition import PAPERS
from generator.rulebook import markup
from generator.rulebook.deferred import Layout
from generator.rulebook.look import Look, TitleInfo, Unsettled
from generator.rulebook.typeset import typeset

FILLER = "Gracze przesuwają pionki po planszy i płacą za każde pole, na którym staną w tej rundzie gry."


@pytest.mark.parametrize("columns", [1, 2])
def test_a_reference_to_a_heading_far_ahead_is_laid_out_at_its_measured_page(columns):
    layout = Layout(lambda value, name: getattr(value, name))
    far = layout.number(lambda pages, headings: headings.get("Daleko"))
    words = FILLER.split()
    # references at every length of line: one of them ends its line where „s. 1” and „s. 12” differ
    references = [f"{' '.join(words[: 3 + k % len(words)])} (zob. s.\u00a0{far})." for k in range(40)]
    text = "\n\n".join(["# Zasady", *references, "## Środek", *([FILLER * 4] * 120), "## Daleko", "Koniec."])
    blocks, problems = markup.parse(text)
    assert not problems
    found: dict[str, int] = {}
    info = TitleInfo(game="Gra", subtitle="", title="Zasady gry", facts_line="", running="Gra · zasady gry")
    look = Look(accent=HexColor("#336699"), columns=columns)
    data, pages, _ = typeset(
        blocks, info, look, PAPERS["a4"], lambda *a: [], heading_pages=found, layout=layout
    )  # Unsettled (laid out again) when a guess does not take the room of the real number
    assert found["Daleko"] >= 10 and pages >= found["Daleko"] and data


def _overlapping_words(data: bytes) -> list[tuple[int, str, str]]:
    """Words printed over other words: two word boxes of one page (pdftotext -bbox) that cross by more
    than a hair. Lines of body text stand a leading apart, taller than a word's box: no two touch."""
    page_tag = re.compile(r"<page [^>]*>(.*?)</page>", re.S)
    word_tag = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')
    xhtml = subprocess.run(["pdftotext", "-bbox", "-", "-"], input=data, capture_output=True, check=True).stdout
    found = []
    for index, page in enumerate(page_tag.findall(xhtml.decode())):
        words = [(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in word_tag.findall(page)]
        for i, (left, top, right, bottom, word) in enumerate(words):
            for left2, top2, right2, bottom2, word2 in words[i + 1 :]:
                if min(right, right2) - max(left, left2) > 0.5 and min(bottom, bottom2) - max(top, top2) > 0.5:
                    found.append((index + 1, word, word2))
    return found


@pytest.mark.parametrize("columns", [1, 2])
def test_a_list_item_whose_guess_grows_after_the_list_was_measured_is_not_drawn_over_what_follows(columns):
    """A bullet with a reference to a heading far ahead, then a paragraph: the book's start is measured
    (typeset.reach) before any target is known, so the list is first measured with „s. 1”, and laid out
    where the guess has two digits („s. 14”); a bullet one line longer at that guess must take its line in the list's
    room, or the book is laid out again (Unsettled), never printed over the paragraph that follows (K's
    „Czekający eksponat”: „(s. 14).” drawn over „Zapłata, reszta i wymiana”)."""
    layout = Layout(lambda value, name: getattr(value, name))
    far = layout.number(lambda pages, headings: headings.get("Daleko"))
    words = FILLER.split()
    # one-item lists at every length of line, each naming the far page four times (four digits more where it is
    # laid out than where it was measured): some of them end their lines where „s. 1” and „s. 14” differ
    seen = "; ".join([f"s.\u00a0{far}"] * 4)
    items = [
        f"- **Punkt {k}.** {' '.join((words * 3)[: 10 + k])} (zob. {seen}).\n\nAkapit po punkcie {k}."
        for k in range(40)
    ]
    text = "\n\n".join(["# Zasady", *items, "## Środek", *([FILLER * 4] * 120), "## Daleko", "Koniec."])
    blocks, problems = markup.parse(text)
    assert not problems
    info = TitleInfo(game="Gra", subtitle="", title="Zasady gry", facts_line="", running="Gra · zasady gry")
    try:
        look = Look(accent=HexColor("#336699"), columns=columns)
        data, _, _ = typeset(blocks, info, look, PAPERS["a4"], lambda *a: [], layout=layout)
    except Unsettled:
        return  # the real numbers do not fit the room laid out: the book is laid out again, the old way
    assert _overlapping_words(data) == []
