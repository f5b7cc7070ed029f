"""r36 kit review, AS minor 1: the two lollipop card sheets are ≈ 36 % inked, and the guide itself tells
builders to punch the candies and leave out the sticks. An optional candies-only layout (bid_cards.candy_rows):
the 32 candies without sticks and the markers' strip and gavel on one A4 card sheet, in a file beside the kit
(cukierki-znaczniki-prestizu-i-mlotek.pdf, named after what it prints since r40, not in zestaw.pdf), named in the lollipops' step of the card job's guide. The kit keeps
its two lollipop sheets (the sticks are the game's lollipops; a punch is not in every home)."""

from __future__ import annotations

from generator.layout.imposition import PAPERS
from generator.model.core import BuildOptions

from .conftest import validated_game


def test_the_candies_and_the_markers_fit_one_a4_sheet_the_lollipops_two():
    from generator.games.art_society.bid_cards import candy_rows, items, layout, numbers_of, spare_items

    spec = validated_game("art-society").components["lizaki"].spec
    a4, margin = PAPERS["a4"], BuildOptions().margin
    lollipops = layout(items(spec, strip=True), a4.width, a4.height, margin, spares=spare_items(spec, True))
    candies = layout(candy_rows(spec, a4.width, margin), a4.width, a4.height, margin)
    assert (len(lollipops), len(candies)) == (2, 1)
    labels = [spot.item.label for spot in candies[0]]
    wanted = [f"{p.name} {n}" for p in spec.players for n in numbers_of(spec, p)]
    assert labels[: len(wanted)] == wanted and len(wanted) == 32
    assert labels[len(wanted) :] == ["prestiż", "młotek"]
    assert all(spot.item.height == spec.candy for spot in candies[0][: len(wanted)])  # no stick


def test_the_candies_file_stands_beside_the_kit_and_the_lollipops_step_names_it(tmp_path):
    from generator.export import slug
    from generator.games.art_society.bid_cards_draw import render

    from . import pdfcheck

    game = validated_game("art-society")
    main, candies = render(game.components["lizaki"], game, BuildOptions())
    assert (main.kit, main.sheets, candies.kit, candies.sheets) == (True, 2, False, 1)
    # named after what it prints, its title's words (r40: „lizaki-cukierki.pdf” named the lollipops it replaces)
    assert candies.title == "Cukierki, znaczniki prestiżu i młotek"
    assert candies.filename == f"{slug(candies.title)}.pdf" == "cukierki-znaczniki-prestizu-i-mlotek.pdf"
    # a route of its own, as a box on the cover of the job printing the lollipops (r38 AS minors 3 and 7): the
    # lollipops' pages there skipped (PAGES, filled by the cover), the file named as a print by its title (r38 AS
    # minor 2 took names off paper, r41 put them back, D1 takes them off again), its sheet's pages behind its guide
    # and calibration page, the spares it has not
    from generator.model.core import PAGES

    route = " ".join(main.alternative[0].split())  # its counts' no-break spaces read plain
    (_,) = main.alternative
    assert route.startswith(f"Same cukierki, bez patyków: 1. pomiń {PAGES} (2 arkusze z lizakami); 2. "), route
    # D1 (session 25): on paper by its printed title alone, the file named only on zestaw.pdf's screen page
    from generator.draw.guide import separate

    assert separate("Cukierki, znaczniki prestiżu i młotek") in route, route
    assert pdfcheck.SEPARATE_PRINT.findall(route) == [candies.title] and ".pdf" not in route, route
    assert "wydrukuj jego strony 3–4 (1 arkusz kartonu" in route
    assert route.endswith("Zapasowych znaczników prestiżu i młotka ten arkusz nie ma."), route
    # the lollipops' own step no longer carries it (r38 AS minor 7: step 9 a wall of text)
    path = tmp_path / main.filename
    path.write_bytes(main.data)
    assert "Cukierki, znaczniki prestiżu" not in " ".join(pdfcheck.text(path).split())
    path = tmp_path / candies.filename
    path.write_bytes(candies.data)
    assert pdfcheck.page_count(path) == 4  # its guide and calibration page, then one sheet's front and back
