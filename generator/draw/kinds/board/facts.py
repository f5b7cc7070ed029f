"""Documented facts in board texts: "{bank-refill}" → "10", "{start-bonus|zł}" → "3 000 zł",
"{bank-refill|żeton|żetony|żetonów}" → "12 żetonów" (the noun agreeing with the number).

A board that prints a rule's number takes it from the game's facts (house rules applied), so the
number is written once and a house rule changes the board too.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

from pydantic import BaseModel

from generator.draw.kinds.board.content import money
from generator.draw.kinds.board.placed import Problem
from generator.model.polish import counted, number

PLACEHOLDER = re.compile(r"\{([A-Za-z0-9-]+)(\|zł|\|[^|{}]+\|[^|{}]+\|[^|{}]+)?\}")


def _shown(value: Any, as_money: bool, nouns: list[str] | None = None) -> str | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value) if isinstance(value, str) and not as_money and not nouns else None
    if as_money:
        return money(int(value))
    if nouns and float(value).is_integer():
        return counted(int(value), *nouns)
    return number(value)


def _how(match: re.Match) -> tuple[bool, list[str] | None]:
    """Money ("|zł") or a count with its three noun forms ("|żeton|żetony|żetonów")."""
    extra = match.group(2)
    if not extra:
        return False, None
    if extra == "|zł":
        return True, None
    return False, extra[1:].split("|")


def _replace(text: str, facts: dict[str, Any]) -> str:
    def sub(match: re.Match) -> str:
        shown = _shown(facts.get(match.group(1)), *_how(match)) if match.group(1) in facts else None
        return shown if shown is not None else match.group(0)

    return PLACEHOLDER.sub(sub, text)


def _walk(obj: Any, keypath: tuple, visit) -> Any:
    if isinstance(obj, str):
        return visit(obj, keypath)
    if isinstance(obj, BaseModel):
        updates = {}
        for name in type(obj).model_fields:
            value = getattr(obj, name)
            new = _walk(value, keypath + (name,), visit)
            if new is not value:
                updates[name] = new
        return obj.model_copy(update=updates) if updates else obj
    if isinstance(obj, list):
        items = [_walk(v, keypath + (i,), visit) for i, v in enumerate(obj)]
        return items if any(a is not b for a, b in zip(items, obj)) else obj
    if isinstance(obj, dict):
        items = {k: _walk(v, keypath + (k,), visit) for k, v in obj.items()}
        return items if any(items[k] is not obj[k] for k in obj) else obj
    return obj


_RESOLVED: OrderedDict[tuple, tuple[Any, Any]] = OrderedDict()  # (board id, facts) → (board, resolved)
_RESOLVED_LIMIT = 32


def with_facts(board, facts: dict[str, Any]):
    """The board with every known placeholder replaced.

    Each board and set of facts is resolved once: a board's check, its two PDFs, the rulebook's
    context and figures and the player aids all ask for it. The board itself is kept with the
    answer, so its id cannot pass to another board while the answer is remembered."""
    # the facts as written (repr: 1, 1.0 and True print differently, though they compare equal)
    try:
        key = (id(board), repr(sorted(facts.items())))
    except TypeError:  # names of different types: in their order, still exact
        key = (id(board), repr(list(facts.items())))
    found = _RESOLVED.get(key)
    if found is not None and found[0] is board:
        _RESOLVED.move_to_end(key)
        return found[1]
    resolved = _with_facts(board, facts)
    _RESOLVED[key] = (board, resolved)
    if len(_RESOLVED) > _RESOLVED_LIMIT:
        _RESOLVED.popitem(last=False)
    return resolved


def _with_facts(board, facts: dict[str, Any]):
    def visit(text: str, keypath: tuple) -> str:
        return _replace(text, facts) if "{" in text else text

    return _walk(board, (), visit)


def fact_problems(board, facts: dict[str, Any]) -> list[Problem]:
    problems: list[Problem] = []

    def visit(text: str, keypath: tuple) -> str:
        for match in PLACEHOLDER.finditer(text):
            name = match.group(1)
            if name not in facts:
                known = ", ".join(sorted(facts)) or "none"
                problems.append(
                    Problem(
                        keypath,
                        f"text names fact '{name}', which the game does not document (facts: {known})",
                        "board.unknown-fact",
                    )
                )
            elif _shown(facts[name], *_how(match)) is None:
                problems.append(
                    Problem(
                        keypath,
                        f"fact '{name}' is {facts[name]!r}, which cannot be printed "
                        f"{'as money' if _how(match)[0] else 'in a text'}",
                        "board.unknown-fact",
                    )
                )
        return text

    _walk(board, (), visit)
    return problems
