"""r43 kit review, Przekręt minor 1: the Posesja card's „ulepszenia” bay (46 × 16 mm, three 13.2 mm rings) did
not hold the tokens the kit prints: a room cut square is 14 mm, the apartment 20 mm (4 mm over the bay). The bay
now has a taller left part for the apartment, an outline of each token's square in it, and the check
`property-cards.token-bay` compares it with the token sheet's real sizes."""

from __future__ import annotations

import pytest

from generator.model.units import mm, to_mm

from .conftest import validated_game


def _game():
    return validated_game("przekret")


def test_the_check_reads_the_token_sheet_s_sizes():
    from generator.games.przekret.property_cards import token_sizes

    room, apartment = token_sizes(_game())
    assert (round(to_mm(room), 2), round(to_mm(apartment), 2)) == (14.0, 20.0)


def test_every_token_outline_lies_inside_the_bay_with_a_millimetre_round_it():
    """Pure arithmetic on the card's geometry: each outline is the token's square, inside the bay's band (rooms)
    or its tall part (the apartment), at least 1 mm from the bay's edge."""
    from generator.games.przekret.property_cards import (
        apartment_outline,
        bay_box,
        bay_tower,
        room_outlines,
        token_sizes,
    )

    spec = _game().one("property-cards").spec
    sizes = token_sizes(_game())
    for (x, y, w, h), outlines in (
        (bay_box(spec), room_outlines(spec, sizes[0])),
        (bay_tower(spec), [apartment_outline(spec, sizes)]),
    ):
        for left, bottom, side in outlines:
            assert side in sizes
            assert left - x >= mm(1) - 1e-6 and bottom - y >= mm(1) - 1e-6
            assert x + w - (left + side) >= mm(1) - 1e-6 and y + h - (bottom + side) >= mm(1) - 1e-6
    rooms = room_outlines(spec, sizes[0])
    assert all(b[0] - (a[0] + a[2]) >= 0 for a, b in zip(rooms, rooms[1:]))  # side by side, none over another


@pytest.mark.parametrize("variant, size", [(0, 15), (1, 21.5)])
def test_a_token_larger_than_its_place_is_an_error(variant, size, monkeypatch):
    """A room of 15 mm (three need 49 mm) or an apartment of 21.5 mm (over the tall part) is reported."""
    from generator.games.przekret import property_cards as k
    from generator.model.findings import Findings

    game = _game()
    component = game.one("property-cards")
    findings = Findings()
    k.check(component, game, findings)
    assert not [f for f in findings.errors if f.rule == "property-cards.token-bay"]
    sizes = list(k.token_sizes(game))
    sizes[variant] = mm(size)
    monkeypatch.setattr(k, "token_sizes", lambda _game: tuple(sizes))  # the sheet's tokens, one of them larger
    findings = Findings()
    k.check(component, game, findings)
    messages = [f.message for f in findings.errors if f.rule == "property-cards.token-bay"]
    assert messages and ("room" if variant == 0 else "apartment") in messages[0], messages


def test_the_bay_s_tall_part_keeps_clear_of_the_lease_price_and_the_rent_table():
    from generator.draw.text import CLEARANCE_MM
    from generator.games.przekret.property_cards import bay_clearances

    rooms = bay_clearances(_game().one("property-cards").spec)
    assert {"left column", "rent table's left edge"} <= set(rooms)
    assert min(rooms.values()) >= mm(CLEARANCE_MM) - 1e-6, {k: round(to_mm(v), 2) for k, v in rooms.items()}
