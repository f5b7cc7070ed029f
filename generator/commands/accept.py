"""`drukarnia accept GAME --reason TEXT`: keep every current deviation as a house rule.

Validation records each place where the data differs from a documented fact (house_rules.Deviation).
This command writes one house rule per deviation into the game's game.yaml, editing the text so
that the rest of the file keeps its bytes (comments, order, formatting), then validates again.
A deviation whose value cannot be a house rule (a negative price, a text where a number belongs)
and every other problem stay errors: they are printed and the command exits 1.
"""

from __future__ import annotations

import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
import yaml

from generator.build import recipe
from generator.commands.i18n import _, ngettext
from generator.commands.shared import LocalisedCommand, game_folder, option, print_findings, say
from generator.commands.terminal import plain
from generator.model.atomic import write_atomic
from generator.model.findings import Findings, FindingsError
from generator.model.project import MAX_REASON
from generator.validate.glyphs import unprintable
from generator.validate.house_rules import Deviation, label, rule_text, yaml_value

MAX_ROUNDS = 5  # an accepted fact may reveal a deviation that depended on it (players-max → pawns)


@dataclass(frozen=True)
class Entry:
    fact: str
    item: str | None
    documented: Any
    value: Any
    reason: str


def _validate(components: Path, game: str) -> Findings:
    try:
        return recipe.load_and_validate(components, [game])[1]
    except FindingsError as exc:
        return exc.findings


def _acceptable(findings: Findings) -> list[Deviation]:
    """One deviation per fact and item, in the order found; none that cannot be a house rule."""
    seen: dict[tuple[str, str | None], Deviation] = {}
    for deviation in findings.deviations:
        if deviation.problem is None:
            seen.setdefault((deviation.fact, deviation.item), deviation)
    return list(seen.values())


# ------------------------------------------------------------------------------ text editing


def _end_of_line(text: str, index: int) -> int:
    newline = text.find("\n", index)
    return len(text) if newline < 0 else newline + 1


def _last_index(node: yaml.Node) -> int:
    """Where the last character of a node's own text ends (block collections end at their last value)."""
    if isinstance(node, yaml.MappingNode) and node.value and not node.flow_style:
        return max(_last_index(v) for _, v in node.value)
    if isinstance(node, yaml.SequenceNode) and node.value and not node.flow_style:
        return max(_last_index(v) for v in node.value)
    return node.end_mark.index


def _scalar(node: yaml.Node) -> Any:
    return node.value if isinstance(node, yaml.ScalarNode) else None


def _fields(node: yaml.Node) -> dict[str, yaml.Node]:
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}


def add_house_rules(text: str, entries: list[Entry]) -> str:
    """game.yaml text with `entries` declared under house_rules; every other byte kept.

    An entry for a fact and item that already has a house rule replaces that rule's value and
    reason; an entry whose value is the documented one removes the rule (the data is back to the
    rules). New rules are appended to the house_rules list, created at the end when absent."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement), applied back to front
    pairs = _fields(root)
    keys = {k.value: k for k, _ in root.value if isinstance(k, yaml.ScalarNode)} if root else {}
    sequence = pairs.get("house_rules")
    existing: dict[tuple[str, str | None], yaml.Node] = {}
    if isinstance(sequence, yaml.SequenceNode):
        for item in sequence.value:
            fields = _fields(item)
            if "fact" in fields:
                existing[(_scalar(fields["fact"]), _scalar(fields.get("item")) if "item" in fields else None)] = item
    fresh: list[Entry] = []
    for entry in entries:
        node = existing.get((entry.fact, entry.item))
        if node is None:
            if entry.value != entry.documented:
                fresh.append(entry)
            continue
        fields = _fields(node)
        if entry.value == entry.documented and not sequence.flow_style:
            line_start = text.rfind("\n", 0, node.start_mark.index) + 1
            edits.append((line_start, _end_of_line(text, _last_index(node)), ""))
            continue
        for key, new in (("value", yaml_value(entry.value)), ("reason", yaml_value(entry.reason))):
            if key in fields:
                edits.append((fields[key].start_mark.index, _last_index(fields[key]), new))
    if fresh:
        lines = [rule_text(e.fact, e.item, e.documented, e.value, e.reason) for e in fresh]
        if sequence is None or (isinstance(sequence, yaml.ScalarNode) and sequence.value in ("", "~", "null")):
            if sequence is None:
                start = len(text)
                prefix = "" if not text or text.endswith("\n") else "\n"
                edits.append((start, start, prefix + "house_rules:\n" + "".join(f"  - {line}\n" for line in lines)))
            else:
                key_end = keys["house_rules"].end_mark.index + 1  # after the colon
                end = _end_of_line(text, key_end) - 1 if sequence.value == "" else sequence.end_mark.index
                edits.append((key_end, end, "\n" + "".join(f"  - {line}\n" for line in lines).rstrip("\n")))
        elif isinstance(sequence, yaml.SequenceNode) and sequence.flow_style:
            close = sequence.end_mark.index - 1
            joined = ", ".join(lines)
            edits.append((close, close, (", " if sequence.value else "") + joined))
        elif isinstance(sequence, yaml.SequenceNode):
            indent = " " * sequence.start_mark.column
            at = _end_of_line(text, _last_index(sequence))
            prefix = "" if text[:at].endswith("\n") else "\n"
            edits.append((at, at, prefix + "".join(f"{indent}- {line}\n" for line in lines)))
        else:
            raise click.UsageError(_("game.yaml: 'house_rules' is not a list; fix it before accepting changes"))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    if isinstance(sequence, yaml.SequenceNode) and sequence.value and not fresh:
        emptied = _fields(yaml.compose(text, Loader=yaml.SafeLoader)).get("house_rules")
        if isinstance(emptied, yaml.ScalarNode) and emptied.value == "":  # every rule removed: the key goes too
            key = keys["house_rules"].start_mark.index
            text = text[:key] + text[_end_of_line(text, key) :]
    return text


# ---------------------------------------------------------------------------------- command

_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def reason_problem(reason: str) -> str | None:
    """Why `reason` (spaces already collapsed) cannot be a house rule's reason, as validation would
    find it in game.yaml (HouseRule.reason, glyphs.unprintable); None when it can."""
    if any("\ud800" <= ch <= "\udfff" for ch in reason):
        return _("--reason must be UTF-8 text; the shell passed bytes that are not")
    bidi = sorted({ch for ch in reason if ch in _BIDI})
    if bidi:
        return _("--reason holds bidirectional control characters ({chars}); write it without them").format(
            chars=" ".join(plain(ch) for ch in bidi)
        )
    controls = sorted({ch for ch in reason if unicodedata.category(ch) == "Cc"})
    if controls:
        return _("--reason holds control characters ({chars}); write it as plain text").format(
            chars=" ".join(plain(ch) for ch in controls)
        )
    missing = unprintable(reason)
    if missing:
        return _("--reason has characters the fonts cannot print: {chars}").format(
            chars=" ".join(plain(ch) for ch in missing)
        )
    if len(reason) > MAX_REASON:
        return _("--reason is {n} characters long; a house rule's reason holds at most {limit}").format(
            n=len(reason), limit=MAX_REASON
        )
    return None


@click.command(name="accept", cls=LocalisedCommand)
@click.argument("game")
@option("--reason", required=True, help="Why the changes are made; printed in the rulebook with each house rule.")
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML, one sub-folder per game (default: ./components or the bundled kit).",
)
def COMMAND(game: str, reason: str, components: Path | None) -> None:
    """Declare every current deviation of GAME from its documented rules as a house rule."""
    reason = " ".join(reason.split())
    if not reason:
        raise click.UsageError(_("--reason is empty; say in a few words why the game is changed"))
    problem = reason_problem(reason)
    if problem:
        raise click.UsageError(problem)  # checked before game.yaml is touched: a refused reason writes nothing
    components = game_folder(components, game)
    game_file = components / game / "game.yaml"
    declared: list[Entry] = []
    findings = _validate(components, game)
    for _round in range(MAX_ROUNDS):
        entries = [Entry(d.fact, d.item, d.documented, d.value, reason) for d in _acceptable(findings)]
        if not entries:
            break
        try:
            text = game_file.read_text(encoding="utf-8")
            updated = add_house_rules(text, entries)
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            break  # game.yaml itself is broken: its findings are printed below
        if updated == text:
            break
        write_atomic(game_file, updated.encode("utf-8"))
        declared += entries
        findings = _validate(components, game)
    shown = game_file.as_posix()
    for entry in declared:
        change = (
            _("back to the documented value")
            if entry.value == entry.documented
            else f"{yaml_value(entry.documented)} → {yaml_value(entry.value)}"
        )
        say(
            _("{file}: house rule {what}: {change}").format(
                file=shown, what=label(entry.fact, entry.item), change=change
            )
        )
    if findings.errors:
        print_findings(findings)
        sys.exit(1)
    if not declared:
        say(
            _("nothing to accept: {game} matches its documented rules and its house rules; {file} unchanged").format(
                game=game, file=shown
            )
        )
    else:
        say(
            ngettext(
                "declared {n} house rule; {game} validates", "declared {n} house rules; {game} validates", len(declared)
            ).format(n=len(declared), game=game)
        )
