"""The board symbols by name: symbols.py registers its own, a game its extra ones (Art Society's theme
icons, named with kinds.Later), without loading any drawing code; draw_symbol draws them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SymbolFn = Callable[[Any, float, float, float, Any, Any], None]  # (canvas, cx, cy, size, ink, paper)
SYMBOLS: dict[str, SymbolFn] = {}


def symbol(name: str):
    def register(fn: SymbolFn) -> SymbolFn:
        SYMBOLS[name] = fn
        return fn

    return register
