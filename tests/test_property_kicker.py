"""Przekręt's property card says above its address which of its street's set it is, not the one
district every card shared (kit review r18: „POSESJA · Bałuty Dolne” on all 24)."""

from __future__ import annotations

import yaml

from generator.games.przekret.property_cards import PropertyCards, all_properties, kicker

from .conftest import COMPONENTS


def test_the_kicker_names_the_card_s_place_in_its_street_s_set():
    spec = PropertyCards.model_validate(yaml.safe_load((COMPONENTS / "przekret" / "posesje.yaml").read_text()))
    lines = [kicker(spec, street, prop) for street, prop in all_properties(spec)]
    first = spec.streets[0]
    assert lines[0] == f"POSESJA  ·  1 z {len(first.properties)} na tej ulicy"
    assert len(set(lines)) > 1 and not any(spec.district and spec.district in line for line in lines)
