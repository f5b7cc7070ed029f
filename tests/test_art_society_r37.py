"""Art Society after the r37 blind review of its rulebook (docs/reviews/r37/art-society-rulebook.md): the scoring
example says that its frame set comes together with the two paintings in a faux pas (minor 5), the questions and
answers say what is public on the table (minor 8), and the list of components names where the spare score cards are without a
print instruction (minor 2; minors 1, 3, 4, 6 and 7: test_art_society_rulebook_r34, test_art_society_r36)."""

from __future__ import annotations

import re

from .test_art_society_rulebook_r34 import said  # noqa: F401 (the fixture: the book's and the aid's text)


def test_the_scoring_example_names_the_faux_pas_paintings_in_its_frame_set(said):  # noqa: F811
    book, _ = said
    book = book.replace("\u00a0", " ")
    frames = book[book.index("Ramy powieszonych obrazów:") :].split(". ", 1)[0]
    named = re.findall(r"\(„([^”]+)”\)", frames)
    assert len(named) == 2, frames  # the two paintings in the example's faux pas, each by its frame
    assert "– to jeden komplet; 2 obrazy w faux pas są warte zero, ale do ram się liczą" in frames


def test_the_body_says_what_every_player_may_look_at(said):  # noqa: F811
    """In the questions and answers, before the optional appendix (in the round's chapter at length it cost the book a
    sheet: its figures no longer fit their pages, 12 → 14 pages; r38 F1: one short sentence there fits)."""
    book, _ = said
    book = book.replace("\u00a0", " ")
    body = book[: book.rindex("Dodatek (nieobowiązkowy)")]  # (the contents name the chapter first)
    # r38 F1: the rule also stands where the round begins, in one short sentence (the list stays in the answer)
    assert "Każda runda ma pięć faz. Wszystko, co leży przodem do góry, każdy może oglądać w każdej chwili." in body
    assert (
        "Czy wolno oglądać plansze i obrazy innych graczy? Tak, w każdej chwili – wszystko, co leży przodem do góry"
        in body
    )
    assert "Ukryte są tylko lizaki przed odkryciem i przody obrazów w stosach." in body
