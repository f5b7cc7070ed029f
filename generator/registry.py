"""Everything that registers itself: the generic kinds and every game's package (its rules, checks,
own kinds, rulebook extras and commands). Sits above kinds/ and games/, so neither imports the other
to find its plug-ins.

Nothing here is imported before it is needed: every kind, game package and extra command is named
with its module, and the module is imported (importlib, by name) the first time it is used. So
`drukarnia --help`, `list` and `validate` of one game load only what they touch
(tests/test_imports.py keeps these tables complete and true).
"""
from __future__ import annotations

import importlib

import click

from .kinds import KINDS, Kinds

# kind name → the module that registers it
KIND_MODULES = {
    "banknotes": "generator.kinds.banknotes",
    "board": "generator.kinds.board",
    "colours": "generator.kinds.colours",
    "form": "generator.kinds.form",
    "image-cards": "generator.kinds.image_cards",
    "player-aid": "generator.kinds.player_aid",
    "rulebook": "generator.kinds.rulebook",
    "standees": "generator.kinds.standees",
    "tokens": "generator.kinds.tokens",
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

# extra command name → (the module exposing it as `COMMAND`, its help text as the command has it:
# `drukarnia --help` lists commands by this text without importing them)
COMMAND_MODULES = {
    "accept": ("generator.commands.accept",
               "Declare every current deviation of GAME from its documented rules as a house rule."),
    "export": ("generator.commands.export",
               "Export GAME's pieces (all components made of pieces, or the COMPONENTs named) for print-on-demand\n"
               "    shops (png, pdf) or Tabletop Simulator (tts)."),
    "init": ("generator.commands.init",
             "Create DIR as a new game folder (game.yaml and one deck of cards) that builds as it is.\n\n"
             "    Make it inside a components folder, e.g. `drukarnia init components/moja-gra`, then run\n"
             "    `drukarnia build moja-gra` (./components is read by default). With --images the deck is made\n"
             "    of your finished art: `drukarnia init components/moja-gra --images 'art/*.png' --back tyl.png`.\n"
             "    "),
    "kolekcjonerzy": ("generator.games.kolekcjonerzy.command",
                      "Kolekcjonerzy: the arbiter's point values from the players' plans."),
    "preview": ("generator.commands.preview",
                "Write PNG contact sheets of GAME's PDFs (or of one COMPONENT) to OUT/GAME/preview/."),
    "schema": ("generator.commands.schema",
               "Write schema/<kind>.schema.json for every kind (editors use them for completion and checks)."),
    "serve": ("generator.commands.serve",
              "Show GAMES' pages and findings in the browser, updated on every save (Ctrl-C stops)."),
    "sheet": ("generator.commands.sheet",
              "Write COPIES copies of GAME's blank form SHEET (e.g. rynek karta-fabryki) into one PDF."),
    "simulate": ("generator.commands.simulate",
                 "Play seeded games of GAME with random legal choices; report what the rules left open."),
}

KINDS.declare(KIND_MODULES)


def load_all() -> Kinds:
    """Every kind by name; a kind's module is imported when the kind is first looked up."""
    return KINDS


def module(name: str):
    """A module of this package imported by name where it is needed (a command's recipe, say)."""
    return importlib.import_module(name)


def extra_command(name: str) -> click.Command | None:
    """The extra command `name`, its module imported now."""
    if name not in COMMAND_MODULES:
        return None
    command = getattr(importlib.import_module(COMMAND_MODULES[name][0]), "COMMAND", None)
    return command if isinstance(command, click.Command) else None


def extra_commands() -> list[click.Command]:
    """Commands of commands/ modules and of game packages, each exposing `COMMAND`."""
    found = [extra_command(name) for name in COMMAND_MODULES]
    return sorted((c for c in found if c is not None), key=lambda c: c.name or "")
