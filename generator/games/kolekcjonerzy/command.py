"""`drukarnia kolekcjonerzy …`: tools for the arbiter of Kolekcjonerzy.

`wycena PLANS.yaml` reads the players' plans, checks each against the exhibit list and the minimum
for the player count, and writes the point-value price list of this game (PDF) and prints it as a
table. The plans format is documented in components/kolekcjonerzy/examples/plany.yaml.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from generator.commands.i18n import _, ngettext
from generator.commands.options import OutFolder
from generator.commands.shared import LocalisedGroup, check_out, game_folder, option, print_findings, say, validated
from generator.games.kolekcjonerzy import rules
from generator.games.kolekcjonerzy.facts import plan_minimum, win_points
from generator.games.kolekcjonerzy.price_list import check_points_pages
from generator.games.kolekcjonerzy.price_list_draw import render_points_pdf
from generator.layout.imposition import PAPERS
from generator.model.atomic import write_atomic
from generator.model.base import parse_model
from generator.model.findings import Findings
from generator.validate.glyphs import check_document
from generator.validate.loading import load_yaml

GAME = "kolekcjonerzy"
OUTPUT_FILE = "wycena.pdf"


@click.group(name="kolekcjonerzy", cls=LocalisedGroup)
def COMMAND() -> None:
    """Kolekcjonerzy: the arbiter's point values from the players' plans."""


@COMMAND.command(name="wycena")
@click.argument("plans_file", metavar="PLANS.yaml", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option(
    "--out",
    type=OutFolder(),
    default=Path("output"),
    show_default=True,
    help="Folder for generated files; the list goes to OUT/kolekcjonerzy/wycena.pdf.",
)
@option("--paper", type=click.Choice(sorted(PAPERS)), default="a4", show_default=True)
def wycena(plans_file: Path, components: Path | None, out: Path, paper: str) -> None:
    """Check the plans in PLANS.yaml; write and print this game's point values."""
    components = game_folder(components, GAME)
    check_out(out, components)
    project, _findings = validated(components, GAME)
    game = project.games[GAME]
    findings = Findings()
    doc = load_yaml(plans_file, findings)
    plans = parse_model(rules.Plans, doc, findings) if doc is not None else None
    if plans is not None:
        rules.check_plans(doc, plans, game, findings)
        check_document(doc, findings)  # player names are printed on the point list
        check_points_pages(doc, plans, game, PAPERS[paper], findings)
    if findings.errors:
        print_findings(findings)
        sys.exit(1)
    rows = rules.point_table(game, plans)
    data, pages = render_points_pdf(game, plans, rows, PAPERS[paper])
    target = out / GAME / OUTPUT_FILE
    write_atomic(target, data)
    say(point_table_text(game, plans, rows))
    say(
        "  "
        + _("{target}  ({pages})").format(
            target=out / GAME / OUTPUT_FILE, pages=ngettext("{n} page", "{n} pages", pages).format(n=pages)
        )
    )


def point_table_text(game, plans, rows) -> str:
    """The price list of points as a plain-text table (what the arbiter reads out)."""
    players = len(plans.plans)
    head = _(
        "Point values: {players} players · to win: exactly {win} points · a plan lists at least {plan} exhibits"
    ).format(players=players, win=win_points(game.facts, players), plan=plan_minimum(game.facts, players))
    heads = [_("exhibit"), _("price"), _("wanted by"), _("points")]
    width = max(len(heads[0]), *(len(r.name) for r in rows))
    widths = [width] + [len(h) for h in heads[1:]]
    lines = [head, "", "  ".join([heads[0].ljust(width)] + heads[1:]), "  ".join("-" * w for w in widths)]
    for r in rows:
        lines.append(
            "  ".join(
                [r.name.ljust(width)] + [str(v).rjust(w) for v, w in zip((r.price, r.wanted_by, r.points), widths[1:])]
            )
        )
    return "\n".join(lines)
