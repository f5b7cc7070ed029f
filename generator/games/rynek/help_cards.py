"""Rynek's reference cards ("karta pomocy"): what players look up at the table, printed in the free
slots of each deck's last card sheet, so they cost no sheet.

Each deck gets two: the move with the walls each player gets, and the deck's own pricing rule.
They carry a cream back marked KARTA POMOCY, unlike the deck's coloured back, so nobody shuffles
them in. Pure arithmetic and text here; cards_draw.py draws them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from generator.draw.fonts import SANS
from generator.draw.text import fit
from generator.games.rynek import engine
from generator.model.units import mm
from generator.model.vocab import grouped as amount  # Polish grouping: 1 330, 44 140

Deck = Literal["supply", "sale"]

TEXT_SIZES = (9.0, 6.0)  # max/min points of a reference card's text: never below 6 pt
LEADING = 1.15
ITEM_GAP = 0.45  # space between two items, in lines of the text's size
WALLS_ROWS = 2  # the walls table: players, walls per player
WALLS_ROW = 1.5  # height of a table row, in lines of the text's size
MARK = "karta pomocy"  # on the front's band and, large, on the back
BAND = mm(12.5)  # every card's coloured band at the top (cards_draw.py)
HELP_SIDE = mm(4.5)  # text to the trim, left and right: the 3 mm safe zone and more
HELP_BOTTOM = mm(3.5)


def help_box(w: float, h: float) -> tuple[float, float]:
    """Width and height of a reference card's text area: under the band, inside the safe zone."""
    return w - 2 * HELP_SIDE, h - BAND - mm(2) - HELP_BOTTOM


@dataclass(frozen=True)
class HelpCard:
    deck: Deck
    title: str
    items: tuple[str, ...]
    walls: tuple[tuple[int, int], ...] = ()  # (players, walls per player) under the items


@dataclass(frozen=True)
class HelpLayout:
    size: float
    items: tuple[tuple[str, ...], ...]  # each item's lines
    height: float  # points the text and the table take


def help_cards(deck: Deck, facts: Mapping) -> list[HelpCard]:
    """A deck's two reference cards, numbers from the game's facts (house rules applied)."""
    walls = facts.get("walls-per-player", {str(k): v for k, v in engine.WALLS_PER_PLAYER.items()})
    move = HelpCard(
        deck,
        "RUCH GRACZA",
        (
            f"1. Utrzymanie: {amount(facts.get('machine-upkeep', engine.MACHINE_UPKEEP))} za każdą swoją maszynę.",
            "2. Mur (możesz): jeden swój na linii bez muru; każde pole zostaje osiągalne.",
            "3. Pionek na sąsiednie wolne pole; przejście przez mur: "
            f"{amount(facts.get('wall-crossing', engine.WALL_CROSSING))}.",
            "4. Pole działa: I maszyny, II zakup, III produkcja, IV sprzedaż.",
            "Mury dla każdego gracza na początku gry:",
        ),
        tuple(sorted((int(players), count) for players, count in walls.items())),
    )
    if deck == "supply":
        rule = HelpCard(
            deck,
            "ZAKUP: ROZLICZENIE",
            (
                "Wszyscy naraz i w tajemnicy wpisują: ile sztuk i za ile (pełne dziesiątki, "
                "co najmniej cena minimalna).",
                "Jeden chętny płaci cenę minimalną.",
                "Kilku chętnych: kupuje najpierw najwyższa cena, każdy płaci swoją, aż towar się skończy.",
                "Równe ceny: reszta towaru dzielona proporcjonalnie do zamówień.",
                "Błędny wpis albo zamówienia ponad gotówkę: przepadają wszystkie twoje wpisy z tej karty.",
            ),
        )
    else:
        penalty = amount(facts.get("undersupply-penalty", engine.UNDERSUPPLY_PENALTY))
        rule = HelpCard(
            deck,
            "SPRZEDAŻ: ROZLICZENIE",
            (
                f"Wejście: {amount(facts.get('sale-entry', engine.SALE_ENTRY_FEE))} graczowi na polu; "
                "on sam nie płaci.",
                "Oferta: sztuki, które masz, i cena najwyżej maksymalna (pełne dziesiątki).",
                "Oferty równe popytowi: każdy sprzedaje wszystko za swoją cenę.",
                "Więcej niż popyt: najpierw kto oferuje najwięcej sztuk, wszyscy za cenę rynkową.",
                f"Mniej niż popyt: pół swojej ceny, a każdy uczestnik płaci {penalty} "
                "za każdą sztukę, której jego ofercie brakuje do popytu.",
            ),
        )
    return [move, rule]


def fill(cards: list[HelpCard], free: int) -> list[HelpCard]:
    """`free` reference cards, each of `cards` as often as the other (one more of the first ones)."""
    return [cards[i % len(cards)] for i in range(free)] if cards else []


def layout(card: HelpCard, width: float, height: float) -> HelpLayout | None:
    """The largest size (8 to 6 pt) at which the items, wrapped to `width`, and the walls table
    fit `height`; None when even 6 pt does not."""
    size = TEXT_SIZES[0]
    while size >= TEXT_SIZES[1] - 1e-9:
        items = []
        for item in card.items:
            fitted = fit(item, SANS, width, max_size=size, min_size=size, max_lines=4)
            if fitted is None:
                break
            items.append(fitted.lines)
        else:
            lines = sum(len(lines) for lines in items)
            used = size * (LEADING * lines + ITEM_GAP * (len(items) - 1))
            if card.walls:
                used += size * WALLS_ROW * WALLS_ROWS
            if used <= height:
                return HelpLayout(size, tuple(items), used)
        size -= 0.25
    return None
