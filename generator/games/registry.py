"""Everything that registers itself: every kind (its module and its drawing module) and every game's
package (its rules, checks, own kinds and rulebook extras). Sits above kinds/ and games/, so that
neither names the modules that import it; the extra commands are named by cli.py.

Nothing here is imported before it is needed: every kind and game package is named with its
module, and the module is imported (importlib, by name) the first time it is used. So
`drukarnia --help`, `list` and `validate` of one game load only what they touch
(tests/test_imports.py keeps these tables complete and true).
"""

from __future__ import annotations

from generator import games
from generator.draw import title_art
from generator.draw.kinds import KINDS, Kinds

# kind name → the module that registers it
KIND_MODULES = {
    "banknotes": "generator.draw.kinds.banknotes",
    "board": "generator.draw.kinds.board",
    "colours": "generator.draw.kinds.colours",
    "dice": "generator.draw.kinds.dice",
    "form": "generator.draw.kinds.form",
    "image-cards": "generator.draw.kinds.image_cards",
    "player-aid": "generator.draw.kinds.player_aid",
    "rulebook": "generator.draw.kinds.rulebook",
    "standees": "generator.draw.kinds.standees",
    "tokens": "generator.draw.kinds.tokens",
    "painting-tiles": "generator.games.art_society.painting_tiles",
    "bid-cards": "generator.games.art_society.bid_cards",
    "exhibit-tiles": "generator.games.kolekcjonerzy.exhibit_tiles",
    "exhibit-price-list": "generator.games.kolekcjonerzy.price_list",
    "kolekcjonerzy-sheet": "generator.games.kolekcjonerzy.sheets",
    "property-cards": "generator.games.przekret.property_cards",
    "chance-cards": "generator.games.przekret.chance_cards",
    "lease-cards": "generator.games.przekret.lease_cards",
    "money-summary": "generator.games.przekret.money_summary",
    "rynek-cards": "generator.games.rynek.cards",
    "rynek-examples": "generator.games.rynek.examples_kind",
    "factory-boards": "generator.games.rynek.factory_boards",
}

# kind name → the module that draws it (kinds.Drawn names its functions by the kind)
KIND_DRAWINGS = {
    "banknotes": "generator.draw.kinds.banknotes_draw",
    "bid-cards": "generator.games.art_society.bid_cards_draw",
    "chance-cards": "generator.games.przekret.chance_cards_draw",
    "dice": "generator.draw.kinds.dice_draw",
    "exhibit-price-list": "generator.games.kolekcjonerzy.price_list_draw",
    "exhibit-tiles": "generator.games.kolekcjonerzy.exhibit_tiles_draw",
    "factory-boards": "generator.games.rynek.factory_boards_draw",
    "form": "generator.draw.kinds.form_draw",
    "kolekcjonerzy-sheet": "generator.games.kolekcjonerzy.sheets_draw",
    "lease-cards": "generator.games.przekret.lease_cards_draw",
    "money-summary": "generator.games.przekret.money_summary_draw",
    "painting-tiles": "generator.games.art_society.painting_tiles_draw",
    "property-cards": "generator.games.przekret.property_cards_draw",
    "rynek-cards": "generator.games.rynek.cards_draw",
    "standees": "generator.draw.kinds.standees_draw",
    "tokens": "generator.draw.kinds.tokens_draw",
}

# game id → its package; importing it registers its rules, checks, engine and kinds' helpers
GAME_PACKAGES = {
    "art-society": "generator.games.art_society",
    "kolekcjonerzy": "generator.games.kolekcjonerzy",
    "przekret": "generator.games.przekret",
    "rynek": "generator.games.rynek",
}

# game id → what makes its title illustration (draw/title_art.py: the pieces its covers and its rulebook's title
# show), imported when first drawn
TITLE_ARTS = {
    "art-society": "generator.games.art_society.title_art:art",
    "kolekcjonerzy": "generator.games.kolekcjonerzy.title_art:art",
    "przekret": "generator.games.przekret.title_art:art",
    "rynek": "generator.games.rynek.title_art:art",
}

KINDS.declare(KIND_MODULES, KIND_DRAWINGS)
games.declare(GAME_PACKAGES)
title_art.declare(TITLE_ARTS)


def load_all() -> Kinds:
    """Every kind by name; a kind's module is imported when the kind is first looked up."""
    return KINDS
