"""Przekręt's printed words that checks measure too: amounts in złoty and the shared Polish line
breaking (style.py, which draws, re-exports them)."""

from __future__ import annotations

from generator.draw.text import NBSP  # typeset: the shared Polish line-breaking
from generator.draw.text import polish_glue as typeset
from generator.model.vocab import money

__all__ = ["NBSP", "typeset", "zl"]


def zl(amount: int) -> str:
    """2000 → '2 000 zł' with no-break spaces (Polish groups thousands with a space)."""
    return money(amount)
