"""r36 kit review, P minor 7: the Posesja cards' rent figures were 7.6 pt bold and their labels 7.0 pt in grey
#4f483f, while the card kept about 10 mm of spare height. Read from every card drawn as the sheets draw it: the
rents at 10 pt bold, every caption (the left column's and the rent rows') at 8 pt in the dark ink, and each rent
still at least 1 mm (text.CLEARANCE_MM) clear of its row's label."""

from __future__ import annotations

import pytest

from generator.model.units import mm

from .conftest import validated_game
from .pdfcheck import printed_text

TABLE = ("bez ulepszeń", "1 pokój", "2 pokoje", "apartament")
CAPTIONS = ("Wartość", "Dzierżawa po znajomości", "Czynsz", "bez ulepszeń", "1 pokój", "2 pokoje", "apartament")


@pytest.fixture(scope="module")
def cards(tmp_path_factory):
    """(spec, [(card's text, [(char, size, fill rgb)])]) for every Posesja card, each drawn alone."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw
    from reportlab.pdfgen import canvas

    from generator.games.przekret.property_cards import kind_pieces

    game = validated_game("przekret")
    component = game.one("property-cards")
    path = tmp_path_factory.mktemp("posesje") / "cards.pdf"
    pieces = kind_pieces(component, game)
    page = canvas.Canvas(str(path), pagesize=(pieces[0].width, pieces[0].height))
    for piece in pieces:
        piece.front(page, piece.width, piece.height)
        page.showPage()
    page.save()
    sizes = printed_text(path)
    fills = []
    pdf = pdfium.PdfDocument(str(path))
    for index in range(len(pdf)):
        text = pdf[index].get_textpage()
        for i in range(text.count_chars()):
            char = chr(raw.FPDFText_GetUnicode(text, i))
            if char.isspace() or raw.FPDFText_IsGenerated(text, i) == 1:
                continue
            r, g, b, a = (raw.c_uint() for _ in range(4))
            raw.FPDFText_GetFillColor(text, i, r, g, b, a)
            fills.append((r.value, g.value, b.value))
    drawn: dict[int, list] = {}
    for (index, char, size, _, _), fill in zip(sizes, fills):
        drawn.setdefault(index, []).append((char, size, fill))
    return component.spec, [drawn[i] for i in range(len(pieces))]


def _run(chars, word: str, after: str = ""):
    """The characters of the first run of `word` on a card after the first of `after` (spaces are not printed
    characters): the rent table's words after „Czynsz”, not the upgrade prices' in the left column."""
    letters = word.replace(" ", "").replace("\u00a0", "")
    text = "".join(c for c, _, _ in chars)
    at = text.find(letters, text.find(after) if after else 0)
    assert at >= 0, (word, text[:80])
    return chars[at : at + len(letters)]


def test_every_rent_figure_is_10_pt_bold_and_every_caption_8_pt_in_the_dark_ink(cards):
    from generator.games.przekret.property_cards import all_properties
    from generator.games.przekret.words import zl

    spec, drawn = cards
    small = []
    for (_street, prop), chars in zip(all_properties(spec), drawn):
        for _, amount in prop.rent.steps():
            small += [(prop.id, zl(amount), s) for _, s, _ in _run(chars, zl(amount), "Czynsz") if s < 10 - 0.05]
        for caption in CAPTIONS:
            for _, size, fill in _run(chars, caption, "Czynsz" if caption in TABLE else ""):
                if size < 8 - 0.05 or max(fill) > 0x30:
                    small.append((prop.id, caption, size, fill))
    assert small == []


def test_every_rent_stays_1_mm_clear_of_its_row_s_label():
    from generator.games.przekret.property_cards import all_properties, rent_row_room

    spec = validated_game("przekret").one("property-cards").spec
    rooms = [
        rent_row_room(spec, step, amount) for _, prop in all_properties(spec) for step, amount in prop.rent.steps()
    ]
    assert min(rooms) >= mm(1.0) - 1e-6
