"""Every situation the rules engine can meet is written down for players, and nothing else is cited.

A game's rules engine (generator/games/<game>/engine.py) names each decision point with a rule id
(`przekret.los-on-inner-track`). The rulebook says where each one is stated: a decision lists the
ids it settles (`rules: [...]` beside `topic` and `decision`), and the rulebook's `rules:` maps the
others to the heading of the section that states them. The check fails both ways: an id the engine
uses that the rulebook does not print, and an id the rulebook cites that the engine does not know.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from generator.games import engine_for
from generator.rulebook.context import decision_sources

if TYPE_CHECKING:
    from generator.model.core import Component, Game
    from generator.model.findings import Findings


def headings(markdown: str) -> set[str]:
    """The headings of a rulebook's Markdown, as written after the #s."""
    return {m.group(1).strip() for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*\s*$", markdown, re.M)}


def printed_rule_ids(game: Game, component: Component) -> dict[str, tuple]:
    """rule id → (document, key path) where the rulebook cites it."""
    cited: dict[str, tuple] = {}
    for doc, keypath, decision in decision_sources(game, component):
        for i, rule in enumerate(decision.rules):
            cited.setdefault(rule, (doc, keypath + ("rules", i)))
    for rule in component.spec.rules:
        cited.setdefault(rule, (component.doc, ("rules", rule)))
    return cited


def check_rule_ids(game: Game, component: Component, markdown: str, findings: Findings) -> None:
    engine = engine_for(game.id)
    if engine is None:
        return
    known = set(engine.rules)
    cited = printed_rule_ids(game, component)
    shown = headings(markdown)
    for rule, heading in component.spec.rules.items():
        if rule in known and heading not in shown:
            findings.error(
                component.where("rules", rule),
                f"rule '{rule}' is mapped to the heading '{heading}', which the rulebook does not have",
                "rulebook.rule-heading",
            )
    for rule, (doc, keypath) in sorted(cited.items()):
        if rule not in known:
            findings.error(
                doc.where(keypath, key=keypath[0] == "rules" and len(keypath) == 2),
                f"the rulebook cites rule '{rule}', which the rules engine of {game.id} does not know",
                "rulebook.rule-unknown",
            )
    missing = sorted(known - set(cited))
    if missing:
        findings.error(
            component.where("rules") if component.spec.rules else component.where(),
            f"the rules engine of {game.id} settles {len(missing)} situation(s) the rulebook does "
            f"not print: {', '.join(missing)}; state each one (a decision's `rules:` list, or "
            f"`rules: {{id: heading}}` in the rulebook)",
            "rulebook.rule-unprinted",
        )
