"""A player aid's sheets are numbered as every multi-sheet part of the kit is („Pomoc gracza 2/3 · tył” since r41,
sheets.sheet_name), though their cards are the same (kit review r20, Rynek minor 5: three identical
sheets carried no number, so a printed stack could not be checked for completeness)."""

from __future__ import annotations

import re

import pytest

from .test_aid_cards_r19 import aid_pages
from .test_card_tickets import GAMES
from .test_slugs_r18 import tickets


@pytest.mark.parametrize("game", GAMES)
def test_an_aids_sheets_are_numbered_front_and_back(bundled_kit, game):
    pages = aid_pages(bundled_kit, game)
    said, sides = {}, {}
    for job in {job for job, _ in pages}:
        for index, text, _, _ in tickets(job):
            if (job, index) not in pages:  # another part's sheet in the aid's job (Art Society's lollipops)
                continue
            found = re.search(r"(\d+)/(\d+)·(przód|tył)", text.replace(" ", ""))
            if found:
                said[job, index] = (int(found.group(1)), int(found.group(2)), found.group(3))
            side = re.search(r"·(przód|tył)·", text.replace(" ", ""))
            if side:
                sides[job, index] = side.group(1)
    sheets = len(pages) // 2
    # every game's aid takes more than one sheet, two aids a sheet, but Art Society's: four aids on one
    # sheet (r21), which names its sides alone, as every one-sheet part
    assert (sheets > 1) == (game != "art-society"), game
    if sheets == 1:
        assert not said and [sides.get(page) for page in sorted(pages, key=lambda p: p[1])] == ["przód", "tył"]
        return
    expected = [(n, sheets, side) for n in range(1, sheets + 1) for side in ("przód", "tył")]
    assert [said.get(page) for page in sorted(pages, key=lambda p: p[1])] == expected, game
