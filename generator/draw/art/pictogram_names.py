"""The names of the built-in pictograms (art/pictograms/), for the checks: knowing a name needs no
drawing code and no reportlab. tests/test_imports.py keeps this set equal to the drawn registry."""

from __future__ import annotations

PICTOGRAMS: frozenset[str] = frozenset(
    {
        "butelka",
        "dewizka",
        "figurka",
        "filizanka",
        "fotel",
        "gitara",
        "grafika",
        "kalendarz",
        "ksiazka",
        "lampa",
        "lutnia",
        "moneta",
        "nalepka",
        "obraz",
        "perly",
        "peruka",
        "pierscien",
        "pioro",
        "pistolet",
        "plyta",
        "pocztowka",
        "podkowa",
        "puchar",
        "samowar",
        "siodlo",
        "stolik",
        "szabla",
        "szpilka",
        "talerzyk",
        "uprzaz",
        "wachlarz",
        "waza",
        "zapalniczka",
        "zegar",
        "zegarek",
        "znaczek",
    }
)
