"""Przekręt's one money story (r21 kit review, major 1): the engine counts whether the printed notes
last a whole game at the largest player count, and the banker's sheet and the rulebook print the same
sentence from arkusz-bankiera.yaml `supply`, with no advice to reprint notes on them or on the job's cover
(which lists the notes and their sum; a player's starting pack is the rulebook's setup, r24: the cover's
„Ten pakiet dostaje każdy” read as every note to every player)."""

from __future__ import annotations

import re

import pytest

from generator.build.recipe import BuildOptions, build
from generator.games.przekret.engine import ENGINE, play_long_limit
from generator.games.table import Table

from .conftest import COMPONENTS, validated_game
from .pdfcheck import page_texts, text

GAME = "przekret"


def lowest_bank(game, players: int, seed: int, long_limit: bool) -> int:
    """The least cash the bank holds at any turn's end of one seeded game."""
    table = Table(ENGINE.rules, seed, ("random",) * players)
    state = ENGINE.setup(game, players, table)
    if long_limit:
        state = play_long_limit(state)
    lowest = state.bank
    while not ENGINE.over(state):
        table.turn += 1
        state = ENGINE.turn(state, table)
        lowest = min(lowest, state.bank)
    assert "przekret.bank-unlimited" not in table.used
    return lowest


@pytest.mark.parametrize("long_limit", [False, True], ids=["timed", "long-limit"])
def test_the_printed_notes_last_a_whole_game_at_six_players(long_limit):
    """The supply sentence says the kit's notes suffice at 6 players, also to the long limit: in 30
    seeded games the bank's cash never runs short, with a margin (measured at least 216 700 zł)."""
    game = validated_game(GAME)
    assert game.spec.players.max == 6
    assert "6 graczach" in game.components["arkusz-bankiera"].spec.supply
    assert min(lowest_bank(game, 6, seed, long_limit) for seed in range(1, 31)) > 100_000


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    out = tmp_path_factory.mktemp("przekret-supply")
    build(COMPONENTS, out, [GAME], BuildOptions())
    return out / GAME


def flat(path) -> str:
    return " ".join(text(path).split())


def test_the_banker_the_cover_and_the_rulebook_tell_one_money_story(kit):
    supply = validated_game(GAME).components["arkusz-bankiera"].spec.supply
    for where in (flat(kit / "arkusz-bankiera.pdf"), flat(kit / "zasady.pdf")):
        assert supply in where
    cover = flat(sorted((kit / "druk").glob("1-*.pdf"))[0]).split("Jak drukować")[0]  # job 1's first cover
    money = cover.split("Pieniądze")[1].split("Strony")[0]
    assert "(razem " in money and "pakiet" not in money and "dodruk" not in money
    rulebook = flat(kit / "zasady.pdf")
    assert "dodrukować arkusz nominału" not in rulebook and "dodrukować na następną grę" not in rulebook
    assert "rozmienia banknoty na drobniejsze i drobne na większe" in rulebook


def test_the_cover_names_the_pages_a_table_of_two_to_four_prints(kit):
    """r27 P kit minor 8: the notes a table of 2–4 may leave unprinted (banknoty.yaml small_table, measured in
    docs/simulation.md) are whole sheets at the end of the money, and the cover names both page ranges."""
    job = sorted((kit / "druk").glob("1-*.pdf"))[0]
    cover = flat(job).split("Jak drukować")[0]
    found = re.search(r"Strony (\d+)–(\d+): Pieniądze, 14 arkuszy", cover)
    first, last = int(found[1]), int(found[2])
    # (with what the bank keeps at the start in brackets after the first range: r30 P minor 13)
    sentence = (
        rf"Przy 2–4 graczach wystarczą arkusze ze stron {first}–{last - 4}(?: \([^()]*\))?; strony "
        rf"{last - 3}–{last} \(2 arkusze\) drukuj dopiero od 5 graczy\."
    )
    assert re.search(sentence, cover), cover
    pages = page_texts(job)
    kept = " ".join(pages[first - 1 : last - 4]).replace("\u00a0", " ")
    skipped = [pages[page - 1].replace("\u00a0", " ") for page in (last - 3, last - 1)]  # the two fronts
    assert [front.count("BANK PO ZNAJOMOŚCI") for front in skipped] == [21, 21]
    assert "100 zł" in skipped[0] and "500 zł" in skipped[1] and "1 000" not in " ".join(skipped)
    assert all(f"{value} zł" in kept for value in ("100", "200", "500", "1 000", "2 000", "5 000", "10 000"))
