"""House rules: a documented fact, or one item inside it, changed on purpose and said so.

A game's documented facts (what its seed rulebook says) are plain data: numbers, texts, lists and
mappings, e.g. Rynek's sale deck `{"VIII": {"GR": {"demand": 10, "market_price": 1850, ...}}}`.
A house rule in game.yaml names the fact, optionally the item inside it as a path of keys joined
by "/" (`VIII/GR/max_price`, an exhibit `SZABLA/price`, a table key `4+`), the documented value it
replaces, the new value and a reason:

    house_rules:
      - {fact: sale-deck, item: VIII/GR/max_price, documented: 3100, value: 3300, reason: "..."}

`apply` resolves the game's effective facts and checks each rule: the fact and item exist, the
stated documented value is the documented one, and the new value has the fact's type and lies in
its range (a count from data is bounded before anything iterates over it).

When a check finds data that differs from a fact, it calls `deviation`: an error that ends with
the exact house rule (and the `drukarnia accept` command) that would keep the change, recorded so
that `accept` can write it into game.yaml.
"""

from __future__ import annotations

import copy
import json
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from generator.model.findings import Findings, Location

MAX_TEXT = 200  # a fact's text (a name, an age) is a few words
MAX_ITEMS = 100  # a fact's list or table has a few entries
DEFAULT_HIGH = 10_000_000  # money amounts of the bundled games stay far below this


@dataclass(frozen=True)
class Fact:
    """A documented fact: its value, where the seed says so, and the range a house rule may use.

    `low`/`high` bound every number inside the value (defaults: 0 and DEFAULT_HIGH)."""

    value: Any
    source: str  # where the seed rulebook says so (section, in our words)
    low: float | None = None
    high: float | None = None
    edition: bool = False  # the seed gives no number: this edition chose it; game.yaml `edition:` sets it freely

    @property
    def bounds(self) -> tuple[float, float]:
        return (0 if self.low is None else self.low, DEFAULT_HIGH if self.high is None else self.high)


@dataclass(frozen=True)
class Deviation:
    """Data that differs from a documented fact; `accept` can declare it as a house rule."""

    game: str
    fact: str
    item: str | None
    documented: Any
    value: Any
    where: Location
    problem: str | None = None  # why it cannot be a house rule (wrong type, out of range), if so


# ------------------------------------------------------------------------------------ items


def split_item(item: str | None) -> list[str]:
    return [part.strip() for part in item.split("/")] if item else []


def _child(container: Any, key: str) -> tuple[bool, Any, Any]:
    """(found, real key, value) of `key` in a mapping whose keys may be numbers written as text."""
    if isinstance(container, dict):
        for real in container:
            if str(real) == key:
                return True, real, container[real]
    return False, None, None


def lookup(value: Any, item: str | None) -> tuple[bool, Any]:
    """The value at an item path inside a fact's value."""
    for key in split_item(item):
        found, _, value = _child(value, key)
        if not found:
            return False, None
    return True, value


def missing_part(value: Any, item: str | None) -> tuple[str, list[str]]:
    """The first key of `item` that the fact lacks, and the keys one may write there instead."""
    node = value
    for key in split_item(item):
        found, _, child = _child(node, key)
        if not found:
            return key, [str(k) for k in node] if isinstance(node, dict) else []
        node = child
    return "", []


def replace(value: Any, item: str | None, new: Any) -> Any:
    """A copy of a fact's value with the item replaced (the whole value when item is None)."""
    parts = split_item(item)
    if not parts:
        return copy.deepcopy(new)
    result = copy.deepcopy(value)
    node = result
    for key in parts[:-1]:
        _, real, node = _child(node, key)
    _, real, _ = _child(node, parts[-1])
    node[real] = copy.deepcopy(new)
    return result


# ------------------------------------------------------------------------------- value types


def describe(example: Any, bounds: tuple[float, float]) -> str:
    low, high = bounds
    if isinstance(example, bool):
        return "true or false"
    if isinstance(example, int):
        return f"a whole number from {_num(low)} to {_num(high)}"
    if isinstance(example, float):
        return f"a number from {_num(low)} to {_num(high)}"
    if isinstance(example, str):
        return f"a text of 1 to {MAX_TEXT} characters"
    if isinstance(example, list):
        inner = describe(example[0], bounds) if example else "values"
        return f"a list of up to {MAX_ITEMS} items, each {inner}"
    if isinstance(example, dict):
        first = next(iter(example.values()), None)
        if isinstance(first, dict):
            keys = ", ".join(str(k) for k in first)
            return f"a table of up to {MAX_ITEMS} entries, each with {keys}"
        inner = describe(first, bounds) if example else "values"
        return f"a table of up to {MAX_ITEMS} entries, each {inner}"
    return "a value like the documented one"


def conforms(new: Any, example: Any, bounds: tuple[float, float]) -> bool:
    """Does `new` have the type of the documented `example`, every number within `bounds`?"""
    low, high = bounds
    if isinstance(example, bool):
        return isinstance(new, bool)
    if isinstance(example, int):
        return isinstance(new, int) and not isinstance(new, bool) and low <= new <= high
    if isinstance(example, float):
        return isinstance(new, (int, float)) and not isinstance(new, bool) and math.isfinite(new) and low <= new <= high
    if isinstance(example, str):
        return isinstance(new, str) and 0 < len(new.strip()) and len(new) <= MAX_TEXT
    if isinstance(example, list):
        return (
            isinstance(new, list) and len(new) <= MAX_ITEMS and all(conforms(v, example[0], bounds) for v in new)
            if example
            else isinstance(new, list)
        )
    if isinstance(example, dict):
        if not isinstance(new, dict) or not new or len(new) > MAX_ITEMS:
            return False
        first = next(iter(example.values()))
        if isinstance(first, dict):  # a table of records (a card row): the same fields, each typed
            return all(
                isinstance(v, dict)
                and set(map(str, v)) == set(map(str, first))
                and all(conforms(v[k], first[k], bounds) for k in first if k in v)
                for v in new.values()
            )
        return all(conforms(v, first, bounds) for v in new.values())
    return new == example


def _num(value: float) -> str:
    return f"{value:,.0f}".replace(",", " ") if float(value).is_integer() else str(value)


# ---------------------------------------------------------------------------------- showing

_PLAIN = re.compile(r"^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż_][A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż_./+ -]*$")
_RESERVED = re.compile(r"^(?:[-+]?[0-9_.]+(?:e[-+]?[0-9]+)?|true|false|yes|no|on|off|null|~|y|n)$", re.I)


def yaml_value(value: Any) -> str:
    """A value written as YAML flow text, the way a person would write it in game.yaml."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if isinstance(value, str):
        if (
            _PLAIN.match(value)
            and not _RESERVED.match(value)
            and not value.endswith(" ")
            and ": " not in value
            and " #" not in value
        ):
            return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(yaml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{yaml_value(str(k))}: {yaml_value(v)}" for k, v in value.items()) + "}"
    return json.dumps(value, ensure_ascii=False)


def rule_text(fact: str, item: str | None, documented: Any, value: Any, reason: str) -> str:
    """One house rule as a YAML flow mapping."""
    parts = [f"fact: {yaml_value(fact)}"]
    if item:
        parts.append(f"item: {yaml_value(item)}")
    parts += [f"documented: {yaml_value(documented)}", f"value: {yaml_value(value)}", f"reason: {yaml_value(reason)}"]
    return "{" + ", ".join(parts) + "}"


def label(fact: str, item: str | None) -> str:
    return f"{fact} {item}" if item else fact


def accept_command(game_id: str, folder: Path) -> str:
    """The command that keeps a game's deviations (with --components unless it is ./components)."""
    components = Path(folder).parent
    try:
        default = components.resolve() == Path("components").resolve()
    except OSError:
        default = False
    where = "" if default else f" --components {_shell(str(components))}"
    return f'drukarnia accept {game_id}{where} --reason "…"'


def _shell(text: str) -> str:
    return text if re.match(r"^[A-Za-z0-9_./-]+$", text) else "'" + text.replace("'", "'\\''") + "'"


# ------------------------------------------------------------------------------ resolving


def apply(game: Any, rules: Any, findings: Findings) -> dict[str, Any]:
    """The game's effective facts: documented values with its house rules applied (checked)."""
    documented = dict(rules.facts) if rules is not None else {}
    facts = {name: copy.deepcopy(fact.value) for name, fact in documented.items()}
    rule_id = f"{game.id}.house-rule"
    for name, value in game.spec.edition.items():
        at = game.doc.where(("edition", name))
        fact = documented.get(name)
        if fact is None or not fact.edition:
            own = ", ".join(sorted(n for n, f in documented.items() if f.edition)) or "none"
            what = "a documented fact: change it with a house rule" if fact else "not a value of this game"
            findings.error(
                game.doc.where(("edition", name), key=True),
                f"'{name}' is {what}; this edition's own values are: {own}",
                f"{game.id}.edition-value",
            )
        elif not conforms(value, fact.value, fact.bounds):
            findings.error(
                at,
                f"edition value {name} is {yaml_value(value)}; expected {describe(fact.value, fact.bounds)}",
                f"{game.id}.edition-value",
            )
        else:
            facts[name] = copy.deepcopy(value)
    for i, house in enumerate(game.spec.house_rules):
        at = lambda *key: game.doc.where(("house_rules", i) + key)  # noqa: E731
        if house.fact not in documented:
            known = ", ".join(sorted(documented)) or "none"
            findings.error(
                at("fact"),
                f"house rule changes unknown fact '{house.fact}'; documented facts: {known}",
                f"{game.id}.house-rule-unknown",
            )
            continue
        fact = documented[house.fact]
        if fact.edition:
            findings.error(
                at("fact"),
                f"{house.fact} is this edition's own choice, not a rule of the original game: "
                f"set it under 'edition:' in game.yaml, no house rule needed",
                f"{game.id}.house-rule",
            )
            continue
        found, was = lookup(fact.value, house.item)
        if not found:
            part, names = missing_part(fact.value, house.item)
            known = (
                f"; no '{part}' here, expected one of: {', '.join(names)}"
                if names
                else "; this part of the fact has no items, leave out the rest of 'item'"
            )
            findings.error(
                at("item"), f"fact {house.fact} has no item '{house.item}'{known}", f"{game.id}.house-rule-unknown"
            )
            continue
        if house.documented is not None and house.documented != was:
            findings.error(
                at("documented"),
                f"house rule states the documented {label(house.fact, house.item)} "
                f"as {yaml_value(house.documented)}; the rules say {yaml_value(was)} ({fact.source})",
                f"{game.id}.house-rule-documented",
            )
            continue
        if not conforms(house.value, was, fact.bounds):
            findings.error(
                at("value"),
                f"house rule sets {label(house.fact, house.item)} to "
                f"{yaml_value(house.value)}; expected {describe(was, fact.bounds)}",
                f"{game.id}.house-rule-value",
            )
            continue
        findings.notice(
            at("fact"),
            f"house rule: {label(house.fact, house.item)} is {yaml_value(house.value)} "
            f"instead of the documented {yaml_value(was)} ({fact.source}); reason: {house.reason}",
            rule_id,
        )
        facts[house.fact] = replace(facts[house.fact], house.item, house.value)
    return facts


def declared(game: Any) -> list[dict[str, Any]]:
    """The game's house rules for printing: fact, item, documented and new value, reason."""
    out = []
    for house in game.spec.house_rules:
        fact = game.documented.get(house.fact)
        if fact is None:
            continue
        found, was = lookup(fact.value, house.item)
        if found:
            out.append(
                {
                    "fact": house.fact,
                    "item": house.item,
                    "documented": was,
                    "value": house.value,
                    "reason": house.reason,
                    "source": fact.source,
                }
            )
    return out


def deviation(
    findings: Findings,
    game: Any,
    where: Location,
    message: str,
    rule: str,
    *,
    fact: str,
    value: Any,
    item: str | None = None,
) -> None:
    """An error for data that differs from a documented fact, ending with how to keep the change."""
    documented = game.documented.get(fact)
    found, was = lookup(documented.value, item) if documented is not None else (False, None)
    if not found:  # not a documented item: nothing a house rule could declare
        findings.error(where, message, rule)
        return
    problem = (
        None
        if conforms(value, was, documented.bounds)
        else f"{yaml_value(value)} cannot be a house rule: expected {describe(was, documented.bounds)}"
    )
    if problem:
        findings.error(where, f"{message}; {problem}", rule)
    elif value == was:
        findings.error(
            where,
            f"{message}; the data has the documented value, but a house rule in game.yaml changes "
            f"{label(fact, item)}: make the data follow the house rule, or remove the rule "
            f"({accept_command(game.id, game.folder)} removes it)",
            rule,
        )
    else:
        findings.error(
            where,
            f"{message}; to keep this change: {accept_command(game.id, game.folder)} (adds to "
            f"game.yaml house_rules: {rule_text(fact, item, was, value, '…')})",
            rule,
        )
    findings.deviations.append(Deviation(game.id, fact, item, was, value, where, problem))


# --------------------------------------------------------------------------------- printing


def _shown(value: Any, titles: dict[str, str]) -> str:
    """A fact's value in Polish print: 3 300, tak/nie, lists and tables spelled out."""
    if isinstance(value, bool):
        return "tak" if value else "nie"
    if isinstance(value, int):
        return f"{value:,}".replace(",", "\u00a0") if abs(value) >= 1000 else str(value)
    if isinstance(value, float):
        return f"{value:g}".replace(".", ",")
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown(v, titles) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{titles.get(str(k), k)}: {_shown(v, titles)}" for k, v in value.items())
    return str(titles.get(value, value)) if isinstance(value, str) and value in titles else str(value)


def printed(game: Any, titles: dict[str, str]) -> list[dict[str, str]]:
    """The game's house rules for the rulebook: what changed (in Polish), documented value, new value, reason."""
    out = []
    for rule in declared(game):
        what = titles.get(rule["fact"], rule["fact"])
        parts = split_item(rule["item"])
        if parts:
            what += " – " + ", ".join(titles.get(part, part) for part in parts)
        out.append(
            {
                "what": what,
                "documented": _shown(rule["documented"], titles),
                "value": _shown(rule["value"], titles),
                "reason": rule["reason"],
            }
        )
    return out
