"""A caption names a colour from the colour drawn (generator/model/colour_words.py, the `colour_pl`
filter), never by hand (kit review r20 AS major 1: „różowe pola w czerwonej obwódce” under a lavender
zone in a purple one)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.model.colour_words import colour_word

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("colour", "ending", "word"),
    [
        ("#ece6f1", "e", "jasnofioletowe"),  # Art Society's direct view: its fill …
        ("#7e6594", "ej", "fioletowej"),  # … and its dashed border
        ("#eef3f4", "e", "jasnoniebieskie"),  # the assistant's fields
        ("#2b2623", "ym", "czarnym"),  # a board grid's edge: very dark, dull
        ("#f7e7b5", "ych", "jasnożółtych"),
        ("#b3261e", "ym", "czerwonym"),
        ("#9b2226", "y", "czerwony"),  # a dark red stays red (hue 358°, not brown)
        ("#1f6b2a", "a", "ciemnozielona"),
        ("#5b3a22", "y", "brązowy"),
        ("#ead9b6", "y", "beżowy"),
        ("#2f9c8a", "e", "morskie"),
        ("#ffc0cb", "a", "jasnoróżowa"),
        ("#ffffff", "y", "biały"),
        ("#808080", "ą", "szarą"),
        ("#000000", "ego", "czarnego"),
        ("#4a4fa3", "ymi", "niebieskimi"),
    ],
)
def test_a_colour_is_named_as_it_is_seen(colour, ending, word):
    assert colour_word(colour, ending) == word


def test_a_bad_colour_or_ending_is_refused_with_a_message():
    with pytest.raises(ValueError, match=re.escape("expected a colour as #rrggbb but received 'red'")):
        colour_word("red")
    with pytest.raises(ValueError, match=re.escape("but received 'owy'")):
        colour_word("#ff0000", "owy")


# a colour adjective typed into a template describes something printed: it must come from colour_pl
HAND_TYPED = re.compile(
    r"\b(jasno|ciemno)?(czerwon|zielon|niebiesk|fioletow|różow|brązow|pomarańczow|beżow|morsk)[a-ząęłńóśźż]*",
    re.IGNORECASE,
)


@pytest.mark.parametrize(
    "template", sorted((ROOT / "templates").glob("*/*.md.j2")), ids=lambda p: f"{p.parent.name}/{p.name}"
)
def test_no_template_types_a_drawn_colour_by_hand(template):
    text = re.sub(r"\{\{.*?\}\}|\{#.*?#\}", "", template.read_text(encoding="utf-8"), flags=re.S)
    assert HAND_TYPED.findall(text) == []
