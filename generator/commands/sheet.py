"""`drukarnia sheet GAME SHEET --copies N`: N copies of a game's blank form in one PDF.

Any component whose kind is in the `form` category is a sheet: the generic `form` kind (Rynek's
rejestr-fabryki, Art Society's score pad) and game-specific forms such as Kolekcjonerzy's plan and
arbiter sheets. The game is validated first, like a build; the PDF goes to OUT/GAME/SHEET-xN.pdf
and nothing else is touched.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import click

from generator.build import recipe
from generator.commands.i18n import _, ngettext
from generator.commands.options import Millimetres, OutFolder
from generator.commands.shared import LocalisedCommand, check_out, game_folder, option, print_findings, say, validated
from generator.commands.terminal import plain
from generator.draw.kinds import KINDS
from generator.draw.kinds.form import flip_edge
from generator.draw.kinds.form_draw import render_copies
from generator.draw.kinds.form_model import MAX_COPIES
from generator.games.registry import load_all
from generator.layout.imposition import PAPERS
from generator.model.atomic import write_atomic
from generator.model.findings import Findings, RenderFindings
from generator.model.units import mm
from generator.validate.loading import load_game


def _forms_of(components: Path, game: str) -> list[str]:
    """Names of the game's form components, read without validating the rest of the data."""
    load_all()
    loaded = load_game(components / game, Findings())
    if loaded is None:
        return []
    return sorted(
        name
        for name, c in loaded.components.items()
        if KINDS[c.kind].category == "form" and "copies" in type(c.spec).model_fields
    )


def _render_copies(component, game, options, copies: int) -> tuple[bytes, int, str]:
    """(bytes, pages, sides): the generic form has its own multi-copy renderer; other form kinds
    render with `copies` set."""
    if component.kind == "form":
        data, pages, _folios = render_copies(component, game, options, copies)
        return data, pages, flip_edge(component.spec) or "one"
    changed = replace(component, spec=component.spec.model_copy(update={"copies": copies}))
    output = KINDS[component.kind].render(changed, game, options)[0]
    return output.data, output.pages, output.sides


def printing_note(sides: str) -> str:
    """How to print the sheets, in words: the file carries no guide page."""
    if sides == "long":
        return _("Print it on plain paper, double-sided, flipping on the long edge, at actual size.")
    if sides == "short":
        return _(
            "Print it on plain paper, double-sided, flipping on the short edge, at actual size: "
            "each copy is one sheet, front and back."
        )
    return _("Print it on plain paper, one-sided, at actual size.")


@click.command(name="sheet", cls=LocalisedCommand)
@click.argument("game")
@click.argument("sheet")
@option(
    "--copies",
    type=click.IntRange(1, MAX_COPIES),
    default=1,
    show_default=True,
    help="How many copies of the form the PDF holds.",
)
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option("--out", type=OutFolder(), default=Path("output"), show_default=True, help="Folder for generated files.")
@option("--paper", type=click.Choice(sorted(PAPERS)), default="a4", show_default=True)
@option(
    "--margin",
    type=Millimetres(0, 30),
    default=5.0,
    show_default=True,
    help="Printer margin in mm: nothing is printed closer to the paper edge.",
)
def COMMAND(game, sheet, copies, components, out, paper, margin) -> None:
    """Write COPIES copies of GAME's blank form SHEET (e.g. rynek rejestr-fabryki) into one PDF."""
    components = game_folder(components, game)
    check_out(out, components)
    forms = _forms_of(components, game)
    if sheet not in forms:
        available = ", ".join(forms) if forms else _("none (the game has no blank form)")
        raise click.UsageError(
            _("unknown sheet '{sheet}' of {game}; available: {available}").format(
                sheet=plain(sheet), game=game, available=available
            )
        )
    project, findings = validated(components, game)
    print_findings(findings)
    loaded = project.games[game]
    options = recipe.BuildOptions(paper=PAPERS[paper], margin=mm(margin))
    try:
        data, pages, sides = _render_copies(loaded.components[sheet], loaded, options, copies)
    except RenderFindings as failed:  # what only this sheet's margin or paper makes wrong: nothing written
        print_findings(Findings(failed.items))
        sys.exit(1)
    target = Path(out) / game / f"{sheet}-x{copies}.pdf"
    write_atomic(target, data)
    say(
        "  "
        + _("{target}  ({copies}, {pages})").format(
            target=target,
            copies=ngettext("{n} copy", "{n} copies", copies).format(n=copies),
            pages=ngettext("{n} page", "{n} pages", pages).format(n=pages),
        )
    )
    say("  " + printing_note(sides))
