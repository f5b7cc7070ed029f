"""`drukarnia build GAME --only COMPONENT[:PIECES]`: a sheet of just the pieces that changed or got lost.

The pieces come from the kind's own `pieces` (the same drawing as the full sheets) and are imposed
the same way: crop marks, bleed, backs registered for the build's duplex mode. The file goes to
OUT/GAME/reprint/ and nothing of the full kit is touched.

PIECES is a comma-separated list of piece names (as the validator and the guide pages name them,
e.g. `SZABLA`, `ZAKUP I`: every piece of that name) and numbers or ranges in the kit's order,
counted from 1 (`3-7`).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path

import click

from generator.build.recipe import load_and_validate
from generator.commands.i18n import _, ngettext
from generator.draw.guide import draw_guide
from generator.draw.kinds import KINDS
from generator.draw.kinds.piece_sheets import STOCK_LABELS, sheet_spec
from generator.draw.look import part_guide
from generator.draw.pdf import new_document
from generator.draw.sheets import Piece, impose
from generator.model.atomic import write_atomic
from generator.model.core import BuildOptions, Game
from generator.model.units import mm

MAX_SELECTOR = 2_000  # characters: a selector is typed by a person


def parse_only(text: str) -> tuple[str, str | None]:
    name, colon, selector = text.partition(":")
    name = name.strip()
    if not name:
        raise click.UsageError(_("--only needs a component, e.g. --only plytki or --only plytki:SZABLA,LUTNIA"))
    return name, (selector.strip() or None) if colon else None


def _key(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(text.split())).casefold()


def select(pieces: Sequence[Piece], selector: str | None) -> list[int]:
    """Indexes (0-based, kit order) of the pieces a selector names; UsageError for what matches nothing."""
    if selector is None:
        return list(range(len(pieces)))
    if len(selector) > MAX_SELECTOR:
        raise click.UsageError(_("--only: the piece list is longer than {n} characters").format(n=MAX_SELECTOR))
    by_name: dict[str, list[int]] = {}
    for i, piece in enumerate(pieces):
        by_name.setdefault(_key(piece.label), []).append(i)
    chosen: list[int] = []
    for part in (p.strip() for p in selector.split(",")):
        if not part:
            continue
        numbers = re.fullmatch(r"(\d+)(?:\s*-\s*(\d+))?", part)
        if numbers:
            first = int(numbers.group(1))
            last = int(numbers.group(2) or first)
            if not 1 <= first <= last <= len(pieces):
                raise click.UsageError(
                    _("--only: pieces {part} are outside 1–{last}").format(part=part, last=len(pieces))
                )
            chosen.extend(range(first - 1, last))
        elif _key(part) in by_name:
            chosen.extend(by_name[_key(part)])
        else:
            close = difflib.get_close_matches(_key(part), list(by_name), n=1, cutoff=0.6)
            names = [pieces[ids[0]].label for ids in by_name.values()]
            hint = (
                _("did you mean '{name}'?").format(name=pieces[by_name[close[0]][0]].label)
                if close
                else _("expected a piece number or one of: {names}").format(
                    names=", ".join(names[:12]) + (" …" if len(names) > 12 else "")
                )
            )
            raise click.UsageError(_("--only: no piece named '{part}'; {hint}").format(part=part, hint=hint))
    seen: set[int] = set()
    return [i for i in chosen if not (i in seen or seen.add(i))]


def _slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:60] or "wybrane"


def reprint_pdf(
    game: Game, component, pieces: Sequence[Piece], numbers: list[int], options: BuildOptions
) -> tuple[bytes, int]:
    """A guide page and the chosen pieces imposed by size, backs registered; (PDF bytes, pages)."""
    bleed = float(getattr(component.spec, "bleed", mm(3)) or 0.0)
    stock = getattr(component.spec, "stock", "card")
    stock = stock if stock in STOCK_LABELS else "card"
    chosen = [pieces[i] for i in numbers]
    has_backs = any(p.back for p in chosen)
    duplex = options.duplex if has_backs else None
    title = (
        f"Dodruk: {component.spec.title}"
        if isinstance(getattr(component.spec, "title", None), str)
        else "Dodruk wybranych elementów"
    )
    doc = new_document(options.paper, f"{game.spec.title} – {title}", duplex=duplex)
    shown = ", ".join(f"{i + 1}. {pieces[i].label}" for i in numbers[:40]) + (" …" if len(numbers) > 40 else "")
    draw_guide(
        doc,
        part_guide(
            game,
            title=title,
            paper=options.paper,
            duplex=duplex,
            stock=STOCK_LABELS[stock],
            contents=[
                f"{len(chosen)} wybranych elementów (numery w kolejności zestawu): {shown}.",
                "Wytnij je jak elementy z pełnych arkuszy i zastąp nimi zgubione lub zmienione sztuki.",
            ],
        ),
    )
    groups: dict[tuple[float, float], list[Piece]] = {}
    for piece in chosen:
        groups.setdefault((round(piece.width, 3), round(piece.height, 3)), []).append(piece)
    for (width, height), group in groups.items():
        spec = sheet_spec(width, height, bleed, 0.0, options)
        impose(doc, group, spec, duplex=options.duplex, back_offset=options.back_offset, title=title)
    return doc.finish(), doc.pages


def reprint(components: Path, out: Path, game_id: str, only: str, options: BuildOptions) -> Path:
    """Validate the game (FindingsError on errors), then write the reprint sheet; the file written."""
    name, selector = parse_only(only)
    project, _findings = load_and_validate(components, [game_id])
    game = project.games[game_id]
    with_pieces = sorted(n for n, c in game.components.items() if KINDS[c.kind].pieces is not None)
    component = game.components.get(name)
    if component is None or KINDS[component.kind].pieces is None:
        what = (
            _("'{name}' is not a component of {game}").format(name=name, game=game_id)
            if component is None
            else _("'{name}' ({kind}) is not made of separate pieces").format(name=name, kind=component.kind)
        )
        raise click.UsageError(
            _("--only: {what}; choose one of: {names}").format(what=what, names=", ".join(with_pieces))
        )
    pieces = list(KINDS[component.kind].pieces(component, game))
    numbers = select(pieces, selector)
    if not numbers:
        raise click.UsageError(_("--only: the list names no piece"))
    data, pages = reprint_pdf(game, component, pieces, numbers, options)
    target = out / game_id / "reprint" / f"{component.name}-{_slug(selector or 'wszystkie')}.pdf"
    write_atomic(target, data)
    click.echo(
        _("{file}: {pieces} of {component}, {pages}").format(
            file=target,
            component=component.name,
            pieces=ngettext("{n} piece", "{n} pieces", len(numbers)).format(n=len(numbers)),
            pages=ngettext("{n} page", "{n} pages", pages).format(n=pages),
        )
    )
    return target
