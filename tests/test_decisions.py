"""Decisions ('Co ustaliło to wydanie') are small templates: every number they print comes from the
data, so an edit or a house rule changes the printed text; a number typed into one is a finding."""

from __future__ import annotations

import io
import re
from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.cli import cli
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.rulebook import produce
from generator.rulebook.extras import boards
from generator.validate.loading import load_project

from .conftest import COMPONENTS, add_house_rule, game_findings, line_of, replace_in

FIX = (
    "take it from the data with {{ … }} (facts, components, game) so the text follows every edit, or quote "
    "the original rules in „…” [rulebook.literal-number]"
)


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def decisions_page(components: Path, game_id: str) -> str:
    """The rulebook PDF's 'Co ustaliło to wydanie' chapter as extracted text, white space flattened."""
    load_all()
    findings = Findings()
    project = load_project(components, [game_id], findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    game = project.games[game_id]
    apply_house_rules(game, findings)
    result = produce(game.components["zasady"], game, BuildOptions())
    assert result.problems == [] and result.data
    reader = PdfReader(io.BytesIO(result.data))
    text = " ".join(p.extract_text() for p in reader.pages)
    text = re.sub(r"\s+", " ", text.replace("\u00a0", " "))
    return text[text.index("Co ustaliło to wydanie") :]  # the contents, then the chapter and its links back


def scalar_at(path: Path, topic: str) -> str:
    """`path:line:col` of the `decision:` scalar following `topic: …`."""
    line = line_of(path, f"topic: {topic}") + 1
    col = path.read_text(encoding="utf-8").splitlines()[line - 1].index(">-") + 1
    return f"components/{path.parent.name}/{path.name}:{line}:{col}"


def errors_of(folder: Path) -> list[str]:
    return [f for f in game_findings(folder) if ": error: " in f]


# ------------------------------------------------------------------------- typed numbers, quotes


def test_a_number_typed_into_a_decision_is_a_finding(components, in_tmp):
    game_yaml = components / "kolekcjonerzy" / "game.yaml"
    replace_in(game_yaml, "Przyjęliśmy pole {{ game.dimensions.field | mm }}", "Przyjęliśmy pole 30 mm")
    assert errors_of(components / "kolekcjonerzy") == [
        f"{scalar_at(game_yaml, 'Wielkość pola i płytek')}: error: decision 'Wielkość pola i płytek': number '30' "
        f"typed into the text; {FIX}"
    ]


def test_a_number_typed_into_a_topic_or_a_rulebook_yaml_decision_is_a_finding(components, in_tmp):
    rulebook_yaml = components / "przekret" / "zasady.yaml"
    replace_in(rulebook_yaml, "topic: Kostka", "topic: Kostka 6")
    line = line_of(rulebook_yaml, "topic: Kostka 6")
    col = rulebook_yaml.read_text(encoding="utf-8").splitlines()[line - 1].index("Kostka") + 1
    assert (
        f"components/przekret/zasady.yaml:{line}:{col}: error: decision 'Kostka 6': number '6' typed into the "
        f"text; {FIX}"
    ) in errors_of(components / "przekret")


def test_a_quotation_of_the_original_rules_may_keep_its_numbers(components, in_tmp):
    game_yaml = components / "kolekcjonerzy" / "game.yaml"
    replace_in(game_yaml, "Oryginał mówi o {{ facts.exhibit_tiles }} eksponatach", "Oryginał mówi o „36 eksponatach”")
    assert errors_of(components / "kolekcjonerzy") == []
    # the same number outside the quotation marks is refused
    replace_in(game_yaml, "Oryginał mówi o „36 eksponatach”", "Oryginał mówi o 36 „eksponatach”")
    assert errors_of(components / "kolekcjonerzy") == [
        f"{scalar_at(game_yaml, 'Brakujący eksponat')}: error: decision 'Brakujący eksponat': number '36' typed "
        f"into the text; {FIX}"
    ]


def test_the_bundled_decisions_type_no_number():
    for game_id in ("kolekcjonerzy", "rynek", "przekret", "art-society"):
        found = game_findings(COMPONENTS / game_id)
        assert not [f for f in found if "rulebook." in f], found


def test_an_undefined_name_in_a_decision_is_located_at_its_line(components, in_tmp):
    game_yaml = components / "kolekcjonerzy" / "game.yaml"
    replace_in(game_yaml, "pole {{ game.dimensions.field | mm }}:", "pole {{ game.dimensions.feld | mm }}:")
    assert errors_of(components / "kolekcjonerzy") == [
        f"{scalar_at(game_yaml, 'Wielkość pola i płytek')}: error: decision 'Wielkość pola i płytek': "
        "'game.dimensions' has no attribute 'feld' [rulebook.undefined]"
    ]


# ------------------------------------------------------------------- the printed text follows the data

TOKENS_AS_SHIPPED = (
    "Przy 12 graczach (na start żetony warte 120, po 10) w banku zostaje na początku 60, czyli 6 wypłat po 10 na polu B"
)


def test_a_house_rule_changes_the_printed_decision(components, in_tmp):
    assert TOKENS_AS_SHIPPED in decisions_page(components, "kolekcjonerzy")
    add_house_rule(components, "kolekcjonerzy", "{fact: starting-tokens, documented: 10, value: 12, reason: test}")
    # the kit's tokens, worth 180, still cover 12 players × 12 and one refill: the data agrees with the rule
    result = run("validate", "kolekcjonerzy")
    assert result.exit_code == 0, result.output
    page = decisions_page(components, "kolekcjonerzy")
    assert (
        "Przy 12 graczach (na start żetony warte 144, po 12) w banku zostaje na początku 36, czyli 3 wypłaty po 10 na polu B"
    ) in page
    assert TOKENS_AS_SHIPPED not in page


def test_an_edited_token_count_changes_the_printed_decision(components, in_tmp):
    replace_in(components / "kolekcjonerzy" / "zetony.yaml", "    count: 60", "    count: 80")
    assert run("validate", "kolekcjonerzy").exit_code == 0
    page = decisions_page(components, "kolekcjonerzy")
    assert ("Żetony w zestawie mają łączną wartość 200 (80 jedynek i 24 piątki).") in page and (
        "Przy 12 graczach (na start żetony warte 120, po 10) w banku zostaje na początku 80, czyli 8 wypłat po 10 na polu B"
    ) in page


def test_rynek_money_counts_and_penalty_change_the_printed_decisions(components, in_tmp):
    """The banknotes are counted in the components' table and the bank's total is the house rule's row
    (its reason a player's, the measurement in docs/simulation.md): both follow banknoty.yaml."""
    shipped = decisions_page(components, "rynek")
    assert "10 100 1 000 100 70 7 000 500 40 20 000" in shipped and "razem 270 308 000" in shipped
    # r21 review (F7): the reason says the small notes suffice for change at six players (r40 review, 4: the notes
    # „drobniejsze” and „grubsze” throughout)
    assert (
        "pieniądze w banku 1 200 000 308 000 Tyle banknotów starcza na gotówkę wszystkich graczy nawet przy sześciu, "
        "a drobniejszych banknotów na resztę jest dość"
    ) in shipped
    assert (
        "gracz 1 otrzymuje 7 270 (12 270 ze sprzedaży minus 5 000 kary), a gracz 4 otrzymuje 44 140: 50 140 minus 6 000 kary "
        "za 12 brakujących sztuk Ż-C"
    ) in shipped
    money = components / "rynek" / "banknoty.yaml"
    replace_in(money, "{value: 10, count: 100,", "{value: 10, count: 110,")
    replace_in(money, "{value: 100, count: 70,", "{value: 100, count: 69,")
    replace_in(
        components / "rynek" / "game.yaml",
        "house_rules:\n",
        "house_rules:\n  - {fact: undersupply-penalty, documented: 500, value: 600, reason: test}\n",
    )
    result = run("validate", "rynek")
    assert result.exit_code == 0, result.output
    page = decisions_page(components, "rynek")
    assert "10 110 1 100 100 69 6 900 500 40 20 000" in page and "razem 279 308 000" in page
    assert "płaci 600 za każdą sztukę" in page
    # example 3 by the rules engine: A lacks 10 units, D 12 (of 12 Ż-C asked for)
    assert (
        "gracz 1 otrzymuje 6 270 (12 270 ze sprzedaży minus 6 000 kary), a gracz 4 otrzymuje 42 940: 50 140 minus 7 200 kary "
        "za 12 brakujących sztuk Ż-C"
    ) in page


# ------------------------------------------------------------------------------ board counts (pure)


def test_board_counts_come_from_the_map():
    load_all()
    project = load_project(COMPONENTS, ["kolekcjonerzy", "rynek", "przekret"], Findings())
    kolekcjonerzy = boards(project.games["kolekcjonerzy"])["plansza"]
    grid = kolekcjonerzy["grids"][0]
    assert sum(grid["by_type"].values()) == grid["cols"] * grid["rows"] == kolekcjonerzy["fields"]
    rows = project.games["kolekcjonerzy"].components["plansza"].spec.grids[0].rows
    assert grid["by_type"]["start"] == sum(t.startswith("s") for r in rows for t in r.split())
    assert grid["by_type"]["exhibit"] == sum(t == "o" for r in rows for t in r.split())
    rynek = boards(project.games["rynek"])["plansza"]
    graph = project.games["rynek"].components["plansza"].spec.graphs[0]
    # a link row "a b c" chains its fields: one line between each neighbouring pair
    assert rynek["fields"] == len(graph.nodes) and rynek["links"] == sum(
        len(chain.split()) - 1 for chain in graph.links
    )
    assert rynek["min_links"] >= 2
    przekret = boards(project.games["przekret"])["plansza"]
    assert [p["fields"] for p in przekret["paths"]] == [
        len(p.fields) for p in project.games["przekret"].components["plansza"].spec.paths
    ]


# ------------------------------------------------------------------- a player aid's decisions, when read


def _aid_markdown(components: Path, game_id: str) -> str:
    from generator.draw.kinds import player_aid

    load_all()
    findings = Findings()
    project = load_project(components, [game_id], findings)
    game = project.games[game_id]
    apply_house_rules(game, findings)
    aid = next(c for c in game.components.values() if c.kind == "player-aid")
    return player_aid._text(aid, game, BuildOptions()).markdown


def test_an_aid_renders_the_decisions_only_when_its_template_reads_them(components, monkeypatch):
    """A player aid's context holds the game's decisions, rendered the first time its template reads them
    (rulebook/context.py `decisions_when_read`): an aid that prints none renders none of their texts."""
    from generator.rulebook import context

    rendered = []
    real = context.render_decisions
    monkeypatch.setattr(context, "render_decisions", lambda *args: rendered.append(args) or real(*args))
    import shutil

    shutil.copytree(COMPONENTS.parent / "templates", components.parent / "templates")
    template = components.parent / "templates" / "rynek" / "pomoc.md.j2"
    assert "decisions" not in template.read_text(encoding="utf-8")
    plain = _aid_markdown(components, "rynek")
    assert rendered == [] and "Nazwy talii" not in plain
    replace_in(
        template,
        "# Zakup i przetarg\n",
        "# Zakup i przetarg\n\n{% for d in decisions %}{% if loop.first %}"
        "Ustalenia ({{ decisions | length }}): {% endif %}{{ d.topic }}; {% endfor %}\n",
    )
    printed = _aid_markdown(components, "rynek")
    assert len(rendered) == 1
    assert "Ustalenia (" in printed and "Nazwy talii; " in printed
