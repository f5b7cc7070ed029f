"""Every string that can reach paper is checked against the fonts that draw it.

Kinds check their own boxes (text that does not fit, in the face of that box). This check walks
all text of a game's data (game.yaml and every component, whatever field: a card back's title, a
legend, a score-pad label) and of a plans file, so no field is forgotten: a character that one of
our faces lacks would print as an empty box. Keys that never reach paper (file names, ids,
picture and theme names, colours) are skipped.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from generator.draw.fonts import FACES, metrics
from generator.model.findings import Findings, Location

NOT_PRINTED = frozenset(
    {
        "kind",
        "id",
        "image",
        "template",
        "picture",
        "pictures",
        "theme",
        "themes",
        "frame",
        "frames",
        "seed",
        "color",
        "colour",
        "accent",
        "fact",
        "component",
        "shape",
        "icon",
        "symbol",
        "style",
        "fill",
        "stroke",
        "ink",
        "paper",
        "$schema",
    }
)
RULES = ("text.does-not-fit", "text.missing-glyph")


@lru_cache(maxsize=1)
def _printable() -> frozenset[int]:
    """Code points every face we print with can draw."""
    return frozenset.intersection(*(metrics(name).chars for name in FACES))


@lru_cache(maxsize=1)
def _printable_chars() -> frozenset[str]:
    """_printable() as characters: a text's characters are set against it at once."""
    return frozenset(map(chr, _printable()))


def unprintable(text: str) -> list[str]:
    """The characters of `text` (each once, sorted) some face cannot draw; spaces do not print."""
    return sorted(ch for ch in set(text).difference(_printable_chars()) if not ch.isspace())


def check_document(doc, findings: Findings) -> None:
    """Findings for strings of one YAML document the fonts cannot print (once per place)."""
    reported = {f.location for f in findings.errors if f.rule in RULES}

    def walk(value: Any, keypath: tuple) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if str(key) not in NOT_PRINTED:
                    walk(item, keypath + (key,))
        elif isinstance(value, list):
            for i, item in enumerate(value):
                walk(item, keypath + (i,))
        elif isinstance(value, str):
            missing = unprintable(value)
            where = doc.where(keypath)
            if missing and where not in reported and not _reported_on_line(reported, where):
                shown = value if len(value) <= 60 else value[:57] + "…"
                findings.error(
                    where, f"'{shown}' has characters the fonts cannot print: {' '.join(missing)}", "text.missing-glyph"
                )
                reported.add(where)

    walk(getattr(doc, "data", None), ())


def _reported_on_line(reported: set[Location], where: Location) -> bool:
    return any(r.path == where.path and r.line == where.line for r in reported)


def check_game(game, findings: Findings) -> None:
    check_document(game.doc, findings)
    for component in dict.values(game.components):
        check_document(component.doc, findings)
