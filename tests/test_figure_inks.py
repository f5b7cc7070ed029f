"""A rulebook figure's arrows are drawn in an ink that means nothing on the board they point at (kit brief
s9 item 3; r28 AS rulebook F2: Art Society's museum figure pointed at the blue city-life track in the shared
green, the landscape theme's colour there). The shared style keeps its green; a game whose colours give
that colour's name a meaning on a figure's component sets its own (`figure_inks`), and a figure that would
draw its arrows in such a colour is a finding."""

from __future__ import annotations

from .conftest import replace_in
from .pdfcheck import page_texts, strokes

INKS = """figure_inks:"""


def test_an_arrow_in_a_colour_that_means_something_on_its_board_is_a_finding(components):
    from generator.build.recipe import load_and_validate
    from generator.model.findings import FindingsError

    book = components / "art-society" / "zasady.yaml"
    text = book.read_text(encoding="utf-8")
    start = text.index(INKS)
    book.write_text(text[:start] + text[text.index("figures:", start) :], encoding="utf-8")  # the shared green
    try:
        load_and_validate(components, ["art-society"])
        found = []
    except FindingsError as exc:
        found = [f.message for f in exc.findings.sorted() if f.rule == "rulebook.figure-ink"]
    # the museum's city-life track and the landscape's dark green: one family; the collection board's
    # figures point at no green category (the other games' figures likewise: their validation is clean)
    assert found == [
        "figure 'museum' draws its arrows in #1f6b2a "
        "(ciemnozielony), the colour of 'Pejzaż' (#38562e) on 'plansza-muzeum'; give the rulebook "
        "figure_inks.allowed a colour no category of the game's colours has"
    ]
    replace_in(book, "figures:", 'figure_inks: {allowed: "#2f9c8a"}\nfigures:')  # Mięta's: a player's, on the boards
    try:
        load_and_validate(components, ["art-society"])
        found = []
    except FindingsError as exc:
        found = [f.message.split(",")[0] for f in exc.findings.sorted() if f.rule == "rulebook.figure-ink"]
    assert found == [
        "figure 'placing' draws its arrows in #2f9c8a (morski)",
        "figure 'placing-assistant' draws its arrows in #2f9c8a (morski)",
    ]


def test_the_museum_figure_points_in_no_colour_of_the_board(bundled_kit):
    from generator.build.recipe import load_and_validate
    from generator.model.colour_words import colour_family
    from generator.rulebook.overlay import ALLOWED

    from .conftest import COMPONENTS

    book = bundled_kit / "art-society" / "zasady.pdf"
    (page,) = [n for n, text in enumerate(page_texts(book)) if "Strzałka i obwódka wskazują" in text]
    rgb = {"#" + "".join(f"{round(v * 255):02x}" for v in s.colour) for s in strokes(book, page) if s.colour}
    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    ink = project.games["art-society"].components["zasady"].spec.figure_inks.allowed
    assert ALLOWED not in rgb and ink.lower() in rgb, sorted(rgb)
    tracks = project.games["art-society"].components["plansza-muzeum"].spec.tracks
    assert colour_family(ink) not in {colour_family(t.color) for t in tracks}
