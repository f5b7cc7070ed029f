"""Guests: small pieces of other components printed on the free room of a host's sheets.

A kind that lays its pieces out in bands (layout/bands.py: tokens, Rynek's machines and walls) may
take `guests:` in its component file, the names of other components of the game whose pieces are
small (pawns, markers):

```yaml
kind: tokens
guests: [pawns]        # the pawns print in bands after our own chits, filling our last sheet
```

The host's sheets then carry the guests' pieces after its own, each group in its own band with its
own crop marks and its name above it, so six pawns no longer take a sheet of their own. The guest's
own file stays as it was (a reprint, an export, the kit to read on screen), with its guide page
(how to cut and fold) printed with the other guide pages; its pieces leave the print jobs, since the
host's sheets print them (printplan.py asks `guests_of`).

A guest must be a component of the same game with pieces of its own, printed on card when the host
is (a piece printed one-sided may join a double-sided sheet: its back stays blank), named by one
host only, and no host itself. No PDF library here: the check and the print plan use this module;
`guest_groups` calls the guests' `pieces`, which draw when asked to.
"""

from __future__ import annotations

from generator.draw.kinds import KINDS
from generator.draw.piece import Piece, flatten, turned
from generator.layout.bands import COLOUR_GUTTER_MIN, Band, band_marks, place_bands, plan_bands, plan_bands_turning
from generator.layout.imposition import MARK_MIN
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.polish import with_names
from generator.model.units import mm, to_mm


def guests_of(game: Game) -> dict[str, str]:
    """Guest component → its host, for every host of the game. Only the data of a component whose kind takes
    `guests:` is read: a renderer asking (pionki: is it a guest?) depends on the hosts' files, not on every sibling's
    (the build cache records each sibling whose spec a renderer reads: an edited exhibit tile drew K's pawns again)."""
    found: dict[str, str] = {}
    for name, component in game.components.items():
        kind = KINDS[component.kind] if component.kind in KINDS else None
        if kind is not None and "guests" not in getattr(kind.model, "model_fields", {"guests": None}):
            continue
        for guest in getattr(component.spec, "guests", None) or []:
            found.setdefault(guest, name)
    return found


def part_title(game: Game, component: Component, title: str = "") -> str:
    """The one name of a part's sheets: its title with the guests its sheets carry („Fabryki, maszyny,
    mury i pionki graczy”), on its guide page, its sheet labels, its job's cover, zestaw.pdf and the
    rulebook's print chapter alike (r18: „Żetony” on the part's page, „Żetony i pionki graczy” on
    the cover); `title` the part's own where its file names it otherwise than its spec."""
    title = title or str(getattr(component.spec, "title", None) or component.name)
    names = getattr(component.spec, "guests", None) or []
    guests = [game.components[n] for n in names if n in game.components]
    return with_names(title, [str(getattr(g.spec, "title", g.name)) for g in guests])


def _stock(component: Component) -> str:
    return getattr(component.spec, "stock", "card")


def check_guests(component: Component, game: Game, findings: Findings) -> None:
    """Each guest named by `component` exists, has pieces, shares its stock and no other host."""
    hosts = guests_of(game)
    seen: set[str] = set()
    for i, name in enumerate(component.spec.guests):
        where = component.where("guests", i)
        guest = game.components.get(name)
        if name in seen or name == component.name:
            findings.error(where, f"guest '{name}' is named twice or is this component itself", "guests.invalid")
        elif guest is None:
            known = ", ".join(
                sorted(n for n, c in game.components.items() if n != component.name and KINDS[c.kind].pieces)
            )
            findings.error(
                where, f"guest '{name}' is not a component of this game; expected one of: {known}", "guests.unknown"
            )
        elif KINDS[guest.kind].pieces is None:
            findings.error(where, f"guest '{name}' ({guest.kind}) has no pieces to print", "guests.no-pieces")
        elif getattr(guest.spec, "guests", None):
            findings.error(
                where, f"guest '{name}' is a host itself; expected a component without guests", "guests.nested"
            )
        elif hosts.get(name) != component.name:
            findings.error(
                where, f"guest '{name}' is already printed on the sheets of '{hosts[name]}'", "guests.two-hosts"
            )
        elif _stock(guest) != _stock(component):
            findings.error(
                where,
                f"guest '{name}' is printed on {_stock(guest)}, this component on {_stock(component)}; "
                "expected the same stock",
                "guests.stock",
            )
        elif getattr(guest.spec, "bleed", 0) > getattr(component.spec, "bleed", 0) + 1e-6:
            findings.error(
                component.where("bleed") if "bleed" in component.doc.data else where,
                f"guest '{name}' has a bleed of {to_mm(guest.spec.bleed):g} mm, this component "
                f"{to_mm(getattr(component.spec, 'bleed', 0)):g} mm: its pieces print with the host's bleed; "
                f"expected at least {to_mm(guest.spec.bleed):g} mm here",
                "guests.bleed",
            )
        seen.add(name)


def guest_groups(component: Component, game: Game) -> list[tuple[str, list]]:
    """(the guest's title, its pieces in its own order) for every guest, in the order named; every
    piece of one group has one size (a band), so a guest of mixed sizes gives a group per size."""
    groups: list[tuple[str, list]] = []
    for name in component.spec.guests:
        guest = game.components[name]
        pieces = flatten(KINDS[guest.kind].pieces(guest, game))
        sizes = list(dict.fromkeys((p.width, p.height) for p in pieces))
        title = getattr(guest.spec, "title", name)
        for size in sizes:
            groups.append((title, [p for p in pieces if (p.width, p.height) == size]))
    return groups


# how the host's line of its guests begins: a print job's cover names the guests in the host's title
# and lists the guests' own lines, so it leaves this line out (printplan.plan_jobs)
GUEST_LEAD = "Na wolnym miejscu arkusza są też"


def guest_lines(groups: list[tuple[str, list]]) -> list[str]:
    """The host's guide page: what else its sheets carry, in one line („… pionki (6 szt.) i kostka
    (1 szt.)”)."""
    counts: dict[str, int] = {}
    for title, pieces in groups:
        counts[title] = counts.get(title, 0) + len(pieces)
    if not counts:
        return []
    named = [with_count(title[:1].lower() + title[1:], count) for title, count in counts.items()]
    listed = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} i {named[-1]}"
    return [f"{GUEST_LEAD}: {listed}."]


def with_count(title: str, count: int) -> str:
    """„pionki (6 szt.)”; a title that ends in its own parenthesis takes the count inside it:
    „kostka (można grać zwykłą; 1 szt.)”, not two parentheses in a row."""
    if title.endswith(")"):
        return f"{title[:-1]}; {count} szt.)"
    return f"{title} ({count} szt.)"


def plan_with_guests(
    own: list[list[Piece]], groups: list[tuple[str, list]], options, bleed: float
) -> tuple[list[list[Band]], list[list[Piece]]]:
    """The host's sheets in bands: its own groups of pieces as they lie, then the guests' groups,
    each upright or turned, whichever takes fewer sheets. Returns the sheets' bands and the pieces
    of every group (own first), turned where the plan turned them."""
    pieces = own + [guest for _, guest in groups]
    guests = set(range(len(own), len(pieces)))
    items = [(group[0].width, group[0].height, len(group)) for group in pieces]
    pages, turn = plan_bands_turning(items, guests, options.paper, options.margin, bleed)
    # pieces cut along their own outline (a die's net) lie OUTLINE_GAP apart where that costs no sheet:
    # butted, the cut round one net nicks the next (kit review r26, P minor 5: two nets 0.3 mm apart)
    spaced = [
        (*item, OUTLINE_GAP, OUTLINE_GAP) if all(p.outline_cut for p in group) else item
        for item, group in zip(items, pieces)
    ]
    if spaced != items:
        spaced_pages, spaced_turn = plan_bands_turning(spaced, guests, options.paper, options.margin, bleed)
        if len(spaced_pages) <= len(pages):
            items, pages, turn = spaced, spaced_pages, spaced_turn
    apart_groups = {i for i in guests if told_apart(pieces[i])}  # the host's own groups are one piece each
    # gutters between told-apart pieces both across and down the sheet first, then 3 mm crop marks at
    # both ends of every band (kit review r15: one-ended pawn marks), then the widest gutters, all as
    # long as they cost no sheet; else gutters between columns only (pawn strips side by side), else
    # none. A gutter down goes before the marks' length: a cut off the line between two pawns shows the
    # other's colour on a finished piece, a shorter mark still guides the rule (kit review r22, R minor 1:
    # Rynek's strips butted down their columns to keep 3 mm marks)
    # down the sheet, BACK_GUTTER (1.5 mm of each strip's colour past its cut, as far as a back may be
    # off) before NARROW_GUTTER (kit review r25, P minor 1: Przekręt's stacked strips kept 1 mm)
    narrows = sorted({min(2 * bleed, BACK_GUTTER), min(2 * bleed, NARROW_GUTTER)}, reverse=True)
    # the widest gutter down first, and for each the widest across (kit review r27, R minor 8: a 3 mm
    # gutter down took 3 mm across, where 6 mm across cost nothing more)
    downs = list(dict.fromkeys((GUTTER, 2 * bleed, *narrows)))
    gutters = (
        (
            *((across, down) for down in downs for across in dict.fromkeys((GUTTER, 2 * bleed))),
            (GUTTER, 0.0),
            (2 * bleed, 0.0),
        )
        if apart_groups
        else ()
    )
    tiers = (
        # a gutter down the sheet that leaves every told-apart piece its full bleed on every edge first,
        # with 3 mm marks or shorter ones (kit review r28, K minor 3: Kolekcjonerzy's strips took a 2 mm
        # gutter with 3 mm marks over a 4 mm one with 2 mm marks, 1 mm of own colour along each long edge)
        [g for g in gutters if g[1] >= 2 * bleed - 1e-6],
        [g for g in gutters if 0 < g[1] < 2 * bleed - 1e-6],  # a gutter down the sheet too, however narrow
        [g for g in gutters if g[1] == 0],
        [(0.0, 0.0)],
    )
    # the first plan in that order that costs no sheet and, where it has no room for 3 mm marks, keeps
    # a mark at both ends of every cut (r15), GUTTER_MARK_MIN long where it has a gutter down; where
    # none does, the first that costs no sheet
    found = fallback = None
    for tier in tiers:
        for strict in (True, False):
            for across, down in tier:
                apart = [(*item, across, down) if i in apart_groups else item for i, item in enumerate(items)]
                tried, turn_tried = plan_bands_turning(apart, guests, options.paper, options.margin, bleed, strict)
                if len(tried) > len(pages):
                    continue
                fallback = fallback or (tried, turn_tried)
                # a gutter of the full bleed keeps MARK_MIN marks (they go before the gutter's last half
                # millimetre: test_imposition), a narrower one GUTTER_MARK_MIN ones
                shortest = MARK_MIN if tier is tiers[0] or not down else GUTTER_MARK_MIN
                if strict or _marked_at_both_ends(tried, options, bleed, shortest):
                    found = (tried, turn_tried)
                    break
            if found:
                break
        if found:
            break
    found = found or fallback
    if found:
        pages, turn = found
    return pages, [[turned(p) for p in group] if i in turn else group for i, group in enumerate(pieces)]


def _marked_at_both_ends(pages: list[list[Band]], options, bleed: float, shortest: float = MARK_MIN) -> bool:
    """Whether every band of `pages`, placed as the sheets place them, has column marks above and below
    it, none shorter than `shortest` (kit review r15: Rynek's pawn strips marked at one end only, 1.4 mm
    ticks on Kolekcjonerzy's token rows; r27, P minor 2: no marks at the pawn strips' ends)."""
    for page in pages:
        for placed in place_bands(page, options.paper, options.margin, bleed, named=True):
            top = max(s.y + s.height for s in placed.slots)
            ends = [m for m in band_marks(placed, options.paper, options.margin, bleed) if abs(m.x1 - m.x2) < 1e-6]
            if not any(min(m.y1, m.y2) >= top for m in ends) or not any(max(m.y1, m.y2) <= top for m in ends):
                return False
            if any(abs(m.y2 - m.y1) < shortest - 1e-6 for m in ends):
                return False
    return True


# a sheet that gives its pieces a gutter down it as well may shorten the marks at its top and foot to
# this, never leave them out (kit review r27, Przekręt minor 2: its pawn strips' 3 mm gutters left no
# mark at the strips' ends; 2 mm gutters leave 2 mm marks there)
GUTTER_MARK_MIN = mm(2)
OUTLINE_GAP = mm(4)  # between two pieces cut along their outline: room for a blade or scissors between them
GUTTER = mm(6)  # between two pieces of different colours in one band: each its bleed, marks for both edges
NARROW_GUTTER = mm(2)  # the least gutter: 1 mm of each piece's own colour past its cut (kit review r15, K minor 7)
BACK_GUTTER = COLOUR_GUTTER_MIN  # 1.5 mm of each piece's own colour past its cut: a back as far off as allowed


def told_apart(group: list[Piece]) -> bool:
    """Whether a group's pieces differ from each other (the pawns of six colours, labelled „pionek A” …
    „pionek F”): a cut between two of them runs along two colours, so they lie a gutter apart, each
    with its own bleed, where that costs no sheet (kit review r14, R major 1)."""
    return len({piece.label for piece in group}) > 1


def sheets_of_guests(own: list[list[Piece]], pages: list[list[Band]]) -> list[int]:
    """The sheets of `pages` (1-based) with a band of a guest's pieces: the groups after the `own` ones."""
    return [n for n, page in enumerate(pages, start=1) if any(band.group >= len(own) for band in page)]


def sheets_for_guests(own: list[list[Piece]], pages: list[list[Band]], options, bleed: float) -> int:
    """The sheets of `pages` (own pieces and guests') beyond those the own pieces alone take."""
    if not own:
        return len(pages)
    alone = plan_bands([(g[0].width, g[0].height, len(g)) for g in own], options.paper, options.margin, bleed)
    return len(pages) - len(alone)
