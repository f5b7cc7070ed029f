"""A board whose copies differ: each printed copy belongs to one owner (`owners:` in the board's YAML),
so a player tells their own board from the others' without reading it closely.

```yaml
kind: board
copies: per-player
owners:
  at: [36mm, 9.5mm]        # the owner band's top-left corner, board coordinates
  width: 148mm
  height: 12mm
  frame: true              # the board's frame in the owner's colour as well (optional)
  entries:                 # one per copy, in order: copy 1 is the first entry's
    - {name: Wiśnia, color: "#c8283c", pattern: spiral}
```

The band is a strip in the owner's colour with the owner's pattern on a disc at each end (the
patterns of `vocab.DiscPattern`, as on Art Society's lollipops) and the owner's name between them,
so colour is never the only cue. Both files hold every copy: the full-size PDF one page per owner,
the tiled one the board's sheets once per owner (the print job then prints the file once). The board
is drawn once; each copy adds its band on top (form.py), which the cut lines keep clear of (pdf.py).

Layout and checks only, no PDF library: owners_draw.py draws the band with what `band_of` says.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.draw.fonts import SANS_BOLD, missing_glyphs
from generator.draw.kinds.board.content import readable_on
from generator.draw.kinds.board.facts import with_facts
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.measure import block_boxes, grid_label_box
from generator.draw.kinds.board.model import Board, Owner, Owners
from generator.draw.text import CLEARANCE_MM, Fitted, fit
from generator.model.core import Component, Game, resolve_copies
from generator.model.findings import Findings
from generator.model.polish import join_list
from generator.model.units import mm, to_mm
from generator.validate.colour_check import contrast_ratio

DISC_INSET = mm(1.2)  # a disc's edge inside the band's long edges and its ends
NAME_GAP = mm(2)  # between a disc and the name's room
NAME_MAX, NAME_MIN = 20.0, 6.0  # points
NAME_HEIGHT = 1.15  # the name's box (capitals with accents and an ogonek) as a share of its size
CORNER = 0.22  # the band's corner radius, a share of its height
LARGE_TEXT = 14.0  # points of bold type from which WCAG 2 asks 3:1, not 4.5:1


@dataclass(frozen=True)
class Band:
    """Where one owner's band lies, in board coordinates (y down)."""

    left: float
    top: float
    width: float
    height: float
    discs: tuple[tuple[float, float], ...]  # centres; none without a pattern
    radius: float
    name: str  # as printed (capitals)
    room: float  # the width the name may take
    fitted: Fitted | None  # None: the name does not fit at NAME_MIN

    @property
    def box(self) -> tuple[float, float, float, float]:
        return (self.left, self.top, self.left + self.width, self.top + self.height)


def band_of(owners: Owners, owner: Owner) -> Band:
    """The band of `owner`: discs at both ends when the owner has a pattern, the name between,
    kept CLEARANCE_MM from every edge of the band and of the discs."""
    x, y = owners.at
    w, h = owners.width, owners.height
    clear = mm(CLEARANCE_MM)
    radius = h / 2 - DISC_INSET
    discs: tuple[tuple[float, float], ...] = ()
    side = clear
    if owner.pattern:
        discs = ((x + DISC_INSET + radius, y + h / 2), (x + w - DISC_INSET - radius, y + h / 2))
        side = DISC_INSET + 2 * radius + NAME_GAP
    room = w - 2 * side
    name = owner.name.upper()
    top = min(NAME_MAX, (h - 2 * clear) / NAME_HEIGHT)
    fitted = fit(name, SANS_BOLD, room, max_size=top, min_size=NAME_MIN) if room > 0 and top >= NAME_MIN else None
    return Band(x, y, w, h, discs, radius, name, room, fitted)


def bands(board: Board) -> list[Band]:
    """Every copy's band, in the order of the copies (none for a board without owners)."""
    if board.owners is None:
        return []
    return [band_of(board.owners, owner) for owner in board.owners.entries]


def copies_in_file(board: Board) -> int:
    """How many copies of the board each of its files holds: one per owner, else one."""
    return len(board.owners.entries) if board.owners is not None else 1


def printed_copies(component: Component, game: Game | None) -> int:
    """How often a print job prints the board's file: once when the file holds every owner's copy."""
    if component.spec.owners is not None or game is None:
        return 1
    return resolve_copies(component.spec.copies, game)


def occupied(board: Board, game: Game | None) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of everything else on the board: fields, elements, texts, tables
    and legends, which the owner band must leave clear."""
    placed = layout(board, game)
    boxes = [f.bounds for f in placed.fields] + block_boxes(board, game)
    boxes += [box for where, _, box in placed.extents if where[:1] != ("grids",)]  # a grid: its cells and its caption
    return boxes + [grid_label_box(g) for g in placed.grids if g.grid.label]


def owner_lines(board: Board) -> list[str]:
    """What the print guide says of a board with owners: whose copy is which."""
    if board.owners is None:
        return []
    names = [owner.name for owner in board.owners.entries]
    return [f"Każdy gracz dostaje swoją planszę: pasek na niej ma jego kolor, wzór i nazwę ({join_list(names)})."]


def check_owners(component: Component, game: Game | None, findings: Findings) -> None:
    """One owner per copy, names told apart, each band on the board and clear of everything else on
    it (`occupied`), and each name printable at NAME_MIN or more."""
    spec: Board = component.spec
    owners = spec.owners
    if owners is None:
        return
    if game is not None:
        copies = resolve_copies(spec.copies, game)
        if copies != len(owners.entries):
            findings.error(
                component.where("owners", "entries"),
                f"{len(owners.entries)} owners for {copies} copies of the board; expected one owner per copy "
                f"(copies: {spec.copies})",
                "board.owners",
            )
    seen: dict[str, int] = {}
    for i, owner in enumerate(owners.entries):
        key = owner.name.casefold()
        if key in seen:
            findings.error(
                component.where("owners", "entries", i, "name"),
                f"owner '{owner.name}' is named twice (first as owner {seen[key] + 1}); expected a name per copy",
                "board.owners",
            )
        seen.setdefault(key, i)
    if owners.frame and spec.frame is None:
        findings.error(
            component.where("owners", "frame"),
            "the owners' frame colours the board's frame, and the board has none; add a frame or leave it out",
            "board.owners",
        )
    band = band_of(owners, owners.entries[0])
    left, top, right, bottom = band.box
    w, h = spec.size.width, spec.size.height
    over = max(-left, -top, right - w, bottom - h)
    if over > 0.01:
        findings.error(
            component.where("owners", "at"),
            f"the owner band reaches {to_mm(over):.1f} mm beyond the board's edge "
            f"(board {to_mm(w):.0f} × {to_mm(h):.0f} mm)",
            "board.outside",
        )
    for other in occupied(with_facts(spec, game.facts if game is not None else {}), game):
        if min(right, other[2]) - max(left, other[0]) > 0.01 and min(bottom, other[3]) - max(top, other[1]) > 0.01:
            findings.error(
                component.where("owners", "at"),
                f"the owner band ({to_mm(left):.0f}–{to_mm(right):.0f} × {to_mm(top):.0f}–{to_mm(bottom):.0f} mm) "
                f"lies on another element of the board ({to_mm(other[0]):.0f}–{to_mm(other[2]):.0f} × "
                f"{to_mm(other[1]):.0f}–{to_mm(other[3]):.0f} mm); move one of them",
                "board.overlap",
            )
            break
    for i, owner in enumerate(owners.entries):
        where = component.where("owners", "entries", i, "name")
        missing = missing_glyphs(owner.name.upper(), SANS_BOLD)
        if missing:
            findings.error(
                where,
                f"owner '{owner.name}' has characters the board fonts cannot print: {' '.join(sorted(missing))}",
                "text.missing-glyph",
            )
            continue
        fitted = band_of(owners, owner).fitted
        if fitted is None:
            findings.error(
                where,
                f"owner '{owner.name}' does not fit its band at {NAME_MIN:g} pt: "
                f"{to_mm(band_of(owners, owner).room):.1f} mm of room "
                f"(1 mm clear of the band's edges and discs); widen the band or shorten the name",
                "text.does-not-fit",
            )
            continue
        ink = readable_on(owner.color)
        ratio, needed = contrast_ratio(ink, owner.color), 3.0 if fitted.size >= LARGE_TEXT else 4.5
        if ratio < needed:
            findings.error(
                component.where("owners", "entries", i, "color"),
                f"owner '{owner.name}' is printed in {ink} on {owner.color}: a contrast of {ratio:.1f}:1 at "
                f"{fitted.size:g} pt; at least {needed:g}:1 expected (WCAG 2)",
                "colours.contrast",
            )
