"""A tiled board's guests: small pieces of other components (pawn strips, markers) printed in the
blank band below the board on the sheets of its last row (layout/board_foot.py), so they need no
card sheet of their own.

```yaml
kind: board
guests: [pionki]      # the pawn strips print below the board on its lower sheets
```

One mechanism with the guests of tokens (kinds/guest_pieces.py): the guest's own file still builds (for
reprints), its pieces leave the print jobs (printplan.py), and the print job names the part after
both („Plansza i pionki graczy”). The tiling moves the last cut down until the band holds every
piece (`plan_tiles(foot=…)`); a guest that cannot fit is a finding of the board's check.
"""

from __future__ import annotations

from generator.draw.kinds.board.plan import board_plan
from generator.draw.kinds.guest_pieces import check_guests, guest_groups
from generator.draw.piece import turned
from generator.layout.board_foot import FOOT_CLEAR, FootFit, fit_foot, foot_room
from generator.layout.tiling import TilePlan
from generator.model.core import BuildOptions, Component, Game
from generator.model.findings import Findings
from generator.model.units import to_mm


def foot_pieces(component: Component, game: Game) -> list[tuple[str, list]]:
    """(title, pieces) of the board's guests, one group per piece size (kinds/guest_pieces.py); none when a
    guest is not in the game (the check says so; a board drawn alone prints without them)."""
    if not all(name in game.components for name in component.spec.guests):
        return []
    return guest_groups(component, game)


def foot_fit(component: Component, game: Game, options: BuildOptions) -> FootFit | None:
    """How the guests' pieces lie below the board: one size only, spread over the last row of the
    tiling the board takes without them (the room is made by moving its last cut, never by more
    sheets). None without guests or when they cannot lie there."""
    groups = foot_pieces(component, game)
    if len(groups) != 1:
        return None
    pieces = groups[0][1]
    plain = board_plan(component, options)
    if plain.pieces < 2:
        return None
    bleed = _bleed(component, game)
    return fit_foot(pieces[0].width, pieces[0].height, len(pieces), plain.cols, plain.printable_width, bleed)


def foot_needed(fit: FootFit) -> float:
    """The blank card a fit needs below the board: the pieces' band and the board's short marks."""
    return fit.height_needed + FOOT_CLEAR


def _bleed(component: Component, game: Game) -> float:
    """The guest's own bleed around its band (its pieces' background carried past the cut)."""
    guest = game.components[component.spec.guests[0]]
    return float(getattr(guest.spec, "bleed", 0.0) or 0.0)


def foot_groups(component: Component, game: Game, fit: FootFit) -> tuple[str, list, float]:
    """The guest's title, its pieces as they lie (turned where the fit turns them) and its bleed."""
    title, pieces = foot_pieces(component, game)[0]
    return title, [turned(p) for p in pieces] if fit.turned else pieces, _bleed(component, game)


def check_foot(component: Component, game: Game, findings: Findings, plan: TilePlan | None = None) -> None:
    """The board's guests are valid guests (kinds/guest_pieces.py) and their pieces fit below the board on
    the sheets of its last row, on A4 unless `plan` (the tiling with the room made) is given."""
    if not component.spec.guests:
        return
    errors = len(findings.errors)
    check_guests(component, game, findings)
    if len(findings.errors) > errors:
        return
    where = component.where("guests", 0)
    groups = foot_pieces(component, game)
    name = component.spec.guests[0]
    if len(component.spec.guests) > 1 or len(groups) != 1:
        findings.error(
            where,
            f"guest '{name}' cannot print below the board; expected one guest with pieces of one size",
            "board.guests",
        )
        return
    options = BuildOptions()
    fit = foot_fit(component, game, options)
    pieces = groups[0][1]
    if fit is not None and plan is None:
        plan = board_plan(component, options, foot=foot_needed(fit))
    room = foot_room(plan) if plan is not None else 0.0
    if fit is None or room + 1e-6 < fit.height_needed:
        need = f"{to_mm(foot_needed(fit)):.0f} mm" if fit is not None else "more than the sheet's width"
        findings.error(
            where,
            f"guest '{name}' does not fit below the board: {len(pieces)} pieces of "
            f"{to_mm(pieces[0].width):.0f} × {to_mm(pieces[0].height):.0f} mm need {need} of blank card "
            f"below the board on its lower sheets, the tiling leaves {to_mm(room + FOOT_CLEAR):.0f} mm",
            "board.guests",
        )
