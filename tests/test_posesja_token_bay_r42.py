"""r42 kit review, Przekręt major 1: the rule puts the upgrade tokens on the Posesja card, and the card had no
room for them (17 mm header, the upgrade prices under the value, the rent table down to 2 mm over the trim:
the largest free areas were 43 × 8.5 mm and 34 × 6 mm). Each card now has a marked token bay bottom-left,
„ulepszenia”, at least 46 × 16 mm (three 14 mm room tokens side by side), clear of the value, the lease price
and the rent table, the upgrade prices a footnote right of it."""

from __future__ import annotations

import pytest

from generator.model.units import mm, to_mm

from .conftest import validated_game
from .pdfcheck import printed_text


def _spec():
    return validated_game("przekret").one("property-cards").spec


def test_the_bay_holds_three_room_tokens_and_the_apartment_token():
    from generator.games.przekret.property_cards import bay_box, bay_tower

    game = validated_game("przekret")
    sizes = sorted(to_mm(v.size) for v in game.one("tokens").spec.variants[:2])
    _, _, w, h = bay_box(_spec())
    _, _, tw, th = bay_tower(_spec())
    assert to_mm(w) >= 46 - 1e-6 and to_mm(h) >= 16 - 1e-6
    assert to_mm(w) >= 3 * sizes[0] + 2  # three room tokens side by side, 1 mm each side
    assert to_mm(h) >= sizes[0] + 2 and to_mm(tw) >= sizes[1] + 2 and to_mm(th) >= sizes[1] + 2  # r43: the apartment


def test_the_bay_keeps_clear_of_every_figure_on_the_card():
    from generator.draw.text import CLEARANCE_MM
    from generator.games.przekret.property_cards import bay_clearances

    rooms = bay_clearances(_spec())
    assert set(rooms) >= {"rent table", "left column", "bottom trim"}
    assert min(rooms.values()) >= mm(CLEARANCE_MM) - 1e-6, {k: round(to_mm(v), 2) for k, v in rooms.items()}


def test_a_smaller_bay_or_a_crowded_card_is_an_error(monkeypatch):
    """The check reads the same geometry: a bay under 46 × 16 mm, or one that runs into the rent table."""
    from generator.games.przekret import property_cards as k
    from generator.model.findings import Findings

    game = validated_game("przekret")
    component = game.one("property-cards")
    for name, value in (("BAY_H", mm(12)), ("ROW_H", mm(6.6))):
        findings = Findings()
        with monkeypatch.context() as m:
            m.setattr(k, name, value)
            k.check(component, game, findings)
        assert any(f.rule == "property-cards.token-bay" for f in findings.errors), name


@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    from reportlab.pdfgen import canvas

    from generator.games.przekret.property_cards import kind_pieces

    game = validated_game("przekret")
    pieces = kind_pieces(game.one("property-cards"), game)
    path = tmp_path_factory.mktemp("bay") / "cards.pdf"
    page = canvas.Canvas(str(path), pagesize=(pieces[0].width, pieces[0].height))
    for piece in pieces:
        piece.front(page, piece.width, piece.height)
        page.showPage()
    page.save()
    return len(pieces), printed_text(path)


def test_no_word_but_the_bay_s_name_is_printed_in_the_bay(drawn):
    """Every card names its bay, and nothing else of the card's text lies where the tokens go."""
    from generator.games.przekret.property_cards import BAY_NAME, bay_box, bay_tower

    count, chars = drawn
    inside: dict[int, str] = {}
    for x, y, w, h in (bay_box(_spec()), bay_tower(_spec())):  # r43: the band and the apartment's tall part
        for index, char, _size, _font, (left, bottom, right, top) in chars:
            if left < x + w and right > x and bottom < y + h - mm(1.5) and top > y:
                inside[index] = inside.get(index, "") + char
    assert len(inside) == 0, inside
    named: dict[int, str] = {}
    x, y, w, h = bay_tower(_spec())  # the name on the bay's top edge, its tall part's
    for index, char, _size, _font, (left, bottom, right, top) in chars:
        if x <= left and right <= x + w and bottom >= y + h - mm(1.5) and top <= y + h + mm(2):
            named[index] = named.get(index, "") + char
    assert all(BAY_NAME.replace(" ", "") in named.get(i, "") for i in range(count)), named.get(0)
