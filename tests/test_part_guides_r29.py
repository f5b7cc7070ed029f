"""Every player aid's part file opens with its guide page, as every part file on card does (kit review r29, Art
Society minor 8: pomoc.pdf started on the sheet, so one who downloaded the aid alone had no word of its
card, its long-edge duplex or the 50 mm check). A print job leaves the guide out, as it does every part's."""

from __future__ import annotations

import json
import subprocess

import pytest

from .test_card_tickets import GAMES


def _first_page(path):
    return subprocess.run(
        ["pdftotext", "-f", "1", "-l", "1", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


@pytest.mark.parametrize("game", GAMES)
def test_the_player_aid_opens_with_its_guide_page(bundled_kit, game):
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    aids = [o for o in manifest if o["game"] == game and o["kind"] == "player-aid"]
    for aid in aids:
        first = _first_page(bundled_kit / aid["path"])
        assert "Jak drukować" in first and "Druk dwustronny" in first, (game, aid["path"])
        assert "pomoc" in first and "50 mm" in first, (game, aid["path"])
