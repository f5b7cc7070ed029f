"""Kind-level checks of a board: everything that would print wrong whatever the game.

Layout problems (unknown map letters, missing nodes, sizes), elements reaching beyond the board,
ids used twice, texts that do not fit their field, table or legend. Game facts (start fields
1–12, a connected graph, …) are checked in generator/games/<game>/board_checks.py.
"""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_BOLD, SANS_ITALIC, SERIF_BOLD, missing_glyphs
from generator.draw.kinds.board.content import (
    LARGE_BOLD_PT,
    MIN_TEXT,
    plan_field,
    property_index,
    readable_on,
    scaled_contents,
    track_name_ink,
    typeset,
)
from generator.draw.kinds.board.facts import fact_problems, with_facts
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.measure import (
    BLOCK_GAP,
    CELL_PAD,
    INK_CLEARANCE,
    PATH_LABEL_MIN,
    SWATCH_GAP,
    TRACK_OUTLINE,
    area_label_fit,
    area_label_problem,
    area_ticks,
    inside_frame,
    legend_height,
    path_inside,
    path_label_fit,
    path_note_fit,
    path_note_size,
    table_rows,
    table_shape,
    text_box,
    text_gaps,
    track_label_size,
    track_symbol_disc,
)
from generator.draw.kinds.board.placed import Layout, Placed, Problem, describe
from generator.draw.kinds.board.symbol_registry import SYMBOLS
from generator.draw.text import fit, text_problem
from generator.model.core import Component, Game
from generator.model.findings import Findings, Location
from generator.model.units import mm, to_mm
from generator.validate.colour_check import CONTRAST, contrast_ratio

EDGE_TOLERANCE = 0.01  # points


def located(component: Component, keypath: tuple, offset: int = 0) -> Location:
    """Location of a value, moved `offset` characters into the scalar (a token of a map row)."""
    where = component.doc.where(keypath)
    if not offset:
        return where
    try:
        line = component.doc.path.read_text(encoding="utf-8").splitlines()[where.line - 1]
        quoted = where.col - 1 < len(line) and line[where.col - 1] in "\"'"
    except (OSError, IndexError):
        quoted = False
    return Location(where.path, where.line, where.col + offset + (1 if quoted else 0))


def field_location(component: Component, placed: Placed) -> Location:
    return located(component, placed.where, placed.offset)


def report(component: Component, findings: Findings, problems: list[Problem]) -> None:
    for p in problems:
        findings.error(located(component, p.where, p.offset), p.message, p.rule)


def check_board(component: Component, game: Game, findings: Findings) -> None:
    facts = game.facts if game is not None else {}
    report(component, findings, fact_problems(component.spec, facts))
    spec = with_facts(component.spec, facts)
    geometry = layout(spec, game)
    report(component, findings, geometry.problems)
    _check_ids(component, geometry, findings)
    _check_overlaps(component, spec, geometry, findings)
    _check_inside(component, spec, game, geometry, findings)
    _check_field_texts(component, spec, game, geometry, findings)
    _check_labels(component, geometry, findings)
    _check_label_contrast(component, spec, geometry, findings)
    _check_tables(component, spec, game, findings)
    _check_legends(component, spec, findings)
    _check_text_gaps(component, spec, game, findings)
    _check_icons(component, spec, findings)
    _check_pawn_chips(component, spec, game, findings)


def _check_pawn_chips(component, spec, game, findings) -> None:
    """A field type's `pawn_chips` names a pawns (standees) component of the game."""
    for type_id, style in spec.field_types.items():
        if not style.pawn_chips or game is None:
            continue
        other = game.components.get(style.pawn_chips)
        if other is None or not hasattr(other.spec, "pawns"):
            names = sorted(n for n, c in game.components.items() if hasattr(c.spec, "pawns"))
            findings.error(
                component.where("field_types", type_id, "pawn_chips"),
                f"pawn_chips '{style.pawn_chips}' is not a pawns component of the game; expected one of: "
                f"{', '.join(names) or '(none)'}",
                "board.pawn-chips",
            )


def _check_labels(component, geometry: Layout, findings) -> None:
    """Areas' labels and inner tracks' names and notes fit their room at their least size (the
    drawing relies on it: such a text used to be left out)."""
    for g in geometry.grids:
        for ai, (area, (c0, _, c1, _)) in enumerate(zip(g.grid.areas, g.areas)):
            problem = area_label_problem(area.label, g.cell, c0, c1) if area.label else None
            if problem:
                findings.error(component.where("grids", g.index, "areas", ai, "label"), problem, "text.does-not-fit")
    for g in geometry.paths:
        path = g.path
        inner_w, inner_h = path_inside(path.rows, path.cols, g.cell)
        width = inner_w - mm(4)
        if not path.label:
            continue  # a note is printed under its track's name only
        if inner_w <= mm(4) or inner_h <= 0:
            message = f"inner track '{path.id}' has no room inside its fields for '{path.label}' ({path.cols} × {path.rows} fields)"
            findings.error(component.where("paths", g.index, "label"), message, "text.does-not-fit")
        elif path_label_fit(path.label, path.rows, path.cols, g.cell) is None:
            high = min(16, inner_h * 0.3)
            problem = text_problem(
                typeset(path.label), SERIF_BOLD, width, max_size=high, min_size=PATH_LABEL_MIN, max_lines=2
            )
            findings.error(component.where("paths", g.index, "label"), problem, "text.does-not-fit")
        elif path.note and path_note_fit(path.note, path.rows, path.cols, g.cell) is None:
            size = path_note_size(g.cell)
            problem = text_problem(
                typeset(path.note), SANS_ITALIC, width, max_size=size, min_size=MIN_TEXT, max_lines=4
            )
            findings.error(component.where("paths", g.index, "note"), problem, "text.does-not-fit")


def _contrast_problem(ink: str, background: str, size: float) -> str | None:
    ratio = contrast_ratio(ink, background)
    needed = CONTRAST["large" if size >= LARGE_BOLD_PT else "body"]
    if ratio >= needed:
        return None
    return (
        f"printed in {ink} on {background}: a contrast of {ratio:.1f}:1 at {size:.1f} pt bold; "
        f"at least {needed:g}:1 expected (WCAG 2)"
    )


def _check_label_contrast(component, spec, geometry: Layout, findings) -> None:
    """An area's label on its badge (in the ink the drawing picks) and a track's name in the track's
    colour (toned where need be: content.track_name_ink) on the board reach WCAG 2 contrast for their size."""
    for g in geometry.grids:
        for ai, (area, (c0, _, c1, _)) in enumerate(zip(g.grid.areas, g.areas)):
            fitted = area_label_fit(area.label, g.cell, c0, c1) if area.label else None
            problem = fitted and _contrast_problem(readable_on(area.color), area.color, fitted.size)
            if problem:
                message = f"area label '{area.label}' is {problem}"
                findings.error(component.where("grids", g.index, "areas", ai, "color"), message, "colours.contrast")
    for ti, track in enumerate(spec.tracks):
        cells = geometry.of("track", ti)
        if not cells or not track.label or not track.label.strip():
            continue
        size = track_label_size(cells)
        problem = _contrast_problem(track_name_ink(track.color, spec.background, size), spec.background, size)
        if problem:
            message = f"track name '{track.label}' is {problem}"
            findings.error(component.where("tracks", ti, "color"), message, "colours.contrast")


def _check_ids(component, geometry: Layout, findings) -> None:
    seen: dict[str, Placed] = {}
    for f in geometry.fields:
        if not f.id or f.element == "graph":  # graph ids are checked within their graph
            continue
        if f.id in seen:
            findings.error(
                component.where(*f.where, "id"),
                f"field id '{f.id}' is used twice on the board "
                f"(first at line {component.where(*seen[f.id].where, 'id').line})",
                "board.duplicate-id",
            )
        else:
            seen[f.id] = f


OVERLAP_TOLERANCE = 0.3 * 72 / 25.4  # fields may share an outline, not more


def _check_overlaps(component, spec, geometry: Layout, findings) -> None:
    """Fields of different elements must not lie on one another (a grid's own cells never do)."""
    fields = [f for f in geometry.fields if f.type is not None or f.element == "grid"]
    boxes = [f.bounds for f in fields]
    reported: set[frozenset] = set()
    order = sorted(range(len(fields)), key=lambda i: boxes[i][0])
    for k, i in enumerate(order):
        a, box_a = fields[i], boxes[i]
        for j in order[k + 1 :]:
            b, box_b = fields[j], boxes[j]
            if box_b[0] >= box_a[2] - OVERLAP_TOLERANCE:
                break
            if (a.element, a.element_index) == (b.element, b.element_index):
                continue
            if min(box_a[3], box_b[3]) - max(box_a[1], box_b[1]) <= OVERLAP_TOLERANCE:
                continue
            key = frozenset(((a.element, a.element_index), (b.element, b.element_index)))
            if key in reported:
                continue
            reported.add(key)
            first, second = sorted((a, b), key=lambda f: (f.where, f.offset))
            findings.error(
                field_location(component, second),
                f"{describe(second, spec)} lies on {describe(first, spec)}; move one of them",
                "board.overlap",
            )


def _outside(box: tuple[float, float, float, float], width: float, height: float) -> str | None:
    left, top, right, bottom = box
    overs = [("left", -left), ("top", -top), ("right", right - width), ("bottom", bottom - height)]
    worst = max(overs, key=lambda o: o[1])
    if worst[1] > EDGE_TOLERANCE:
        return f"{to_mm(worst[1]):.1f} mm beyond the board's {worst[0]} edge"
    return None


def _check_inside(component, spec, game, geometry: Layout, findings) -> None:
    w, h = spec.size.width, spec.size.height
    size = f"{to_mm(w):.0f} × {to_mm(h):.0f} mm"
    for keypath, name, box in geometry.extents:
        problem = _outside(box, w, h)
        if problem:
            findings.error(component.where(*keypath), f"{name} reaches {problem} (board {size})", "board.outside")
    for f in geometry.fields:
        if f.element != "graph":
            continue
        problem = _outside(f.bounds, w, h)
        if problem:
            findings.error(
                component.where(*f.where), f"{describe(f, spec)} reaches {problem} (board {size})", "board.outside"
            )
    for g in geometry.grids:  # an area's bars outside its grid keep off the frame's inner line, as texts do
        for ai, (area, cells) in enumerate(zip(g.grid.areas, g.areas)):
            bars = area_ticks(g, *cells, area.ticks)
            room = min((inside_frame(spec.frame, bar, w, h) for bar in bars), default=INK_CLEARANCE)
            if spec.frame is not None and room < INK_CLEARANCE - 1e-6:
                findings.error(
                    component.where("grids", g.index, "areas", ai, "ticks"),
                    f"the area's ticks come {to_mm(room):.1f} mm from the board's frame line; expected at least "
                    f"{to_mm(INK_CLEARANCE):.0f} mm (make them shorter)",
                    "board.on-frame",
                )
    for i, text in enumerate(spec.texts):
        problem = _outside(text_box(text), w, h)
        if problem:
            findings.error(
                component.where("texts", i),
                f"text '{_short(text.text)}' reaches {problem} (board {size})",
                "board.outside",
            )
        room = inside_frame(spec.frame, text_box(text), w, h) if spec.frame is not None else INK_CLEARANCE
        if not problem and room < INK_CLEARANCE - 1e-6:  # s9 item 2: Art Society's ticks under the grid crossed it
            findings.error(
                component.where("texts", i, "at"),
                f"text '{_short(text.text)}' comes {to_mm(room):.1f} mm from the board's frame line; expected "
                f"at least {to_mm(INK_CLEARANCE):.0f} mm (move it inwards or make it smaller)",
                "board.on-frame",
            )
        missing = missing_glyphs(text.text, SANS)
        if missing:
            findings.error(
                component.where("texts", i, "text"),
                f"text '{_short(text.text)}' has characters the board fonts cannot print: {' '.join(sorted(missing))}",
                "text.missing-glyph",
            )
    for i, table in enumerate(spec.tables):
        shape = table_shape(table, game)
        x, y = table.at
        problem = _outside((x, y, x + table.width, y + shape.height), w, h)
        if problem:
            findings.error(
                component.where("tables", i),
                f"table '{table.title or i + 1}' reaches {problem} (board {size})",
                "board.outside",
            )
    for ti, track in enumerate(spec.tracks):
        cells = geometry.of("track", ti)
        if spec.frame is None or not cells:
            continue
        ink = TRACK_OUTLINE / 2  # the row's outline, centred on its spaces' edge
        box = (
            min(f.cx - f.w / 2 for f in cells) - ink,
            min(f.cy - f.h / 2 for f in cells) - ink,
            max(f.cx + f.w / 2 for f in cells) + ink,
            max(f.cy + f.h / 2 for f in cells) + ink,
        )
        if _outside(tuple(v + d for v, d in zip(box, (ink, ink, -ink, -ink))), w, h):
            continue  # a row beyond the board's edge is reported once, as board.outside
        room = inside_frame(spec.frame, box, w, h)
        if room < INK_CLEARANCE - 1e-6:  # r17: Art Society's Pejzaż row kept 0.9 mm
            findings.error(
                component.where("tracks", ti, "at"),
                f"the spaces of track '{track.id or ti + 1}' come {to_mm(room):.1f} mm from the board's "
                f"frame line; expected at least {to_mm(INK_CLEARANCE):.0f} mm (move the track inwards)",
                "board.on-frame",
            )
        if track.symbol == "none":
            continue
        cx, cy, r = track_symbol_disc(track, cells)
        room = inside_frame(spec.frame, (cx - r, cy - r, cx + r, cy + r), w, h)
        if room < INK_CLEARANCE - 1e-6:
            findings.error(
                component.where("tracks", ti, "at"),
                f"the symbol disc of track '{track.id or ti + 1}' comes {to_mm(room):.1f} mm from the board's "
                f"frame line; expected at least {to_mm(INK_CLEARANCE):.0f} mm (move the track inwards)",
                "board.on-frame",
            )
    for i, legend in enumerate(spec.legends):
        x, y = legend.at
        problem = _outside((x, y, x + legend.width, y + legend_height(legend, spec)), w, h)
        if problem:
            findings.error(
                component.where("legends", i),
                f"legend '{legend.title or i + 1}' reaches {problem} (board {size})",
                "board.outside",
            )


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:37] + "..."


def _check_field_texts(component, spec, game, geometry: Layout, findings) -> None:
    properties = property_index(game)
    known = [f for f in geometry.fields if f.type is not None and f.type in spec.field_types]
    for f, content in zip(known, scaled_contents(known, spec, properties)):
        _, problem = plan_field(content, f.w, f.h)
        if problem:
            findings.error(
                field_location(component, f),
                f"{describe(f, spec)} ({to_mm(f.w):.0f} × {to_mm(f.h):.0f} mm): {problem}",
                "text.does-not-fit",
            )


def _check_tables(component, spec, game, findings) -> None:
    for i, table in enumerate(spec.tables):
        if table.source == "property-upgrades" and not (game and game.of_kind("property-cards")):
            findings.error(
                component.where("tables", i, "source"),
                "table source 'property-upgrades' needs a property-cards component in the game; none was found",
                "board.table-source",
            )
            continue
        if table.source and table.rows:
            findings.error(
                component.where("tables", i, "rows"),
                "a table takes either 'rows' or 'source', not both",
                "board.table-source",
            )
        if table.widths is not None and len(table.widths) != len(table.columns):
            findings.error(
                component.where("tables", i, "widths"),
                f"{len(table.widths)} column widths for {len(table.columns)} columns",
                "board.table-shape",
            )
            continue
        shape = table_shape(table, game)
        rows, _ = table_rows(table, game)
        for r, row in enumerate(rows):
            if len(row) != len(table.columns):
                findings.error(
                    component.where("tables", i, "rows", r),
                    f"row {r + 1} has {len(row)} cell(s); the table has {len(table.columns)} columns",
                    "board.table-shape",
                )
                continue
        for r, row in enumerate([table.columns] + rows):
            for col, (cell, width) in enumerate(zip(row, shape.widths)):
                swatch = shape.row_height * 0.55 + SWATCH_GAP if col == 0 and table.source else 0.0
                room = width - 2 * CELL_PAD - swatch
                font = SANS_BOLD
                if fit(cell, font, room, max_size=table.size, min_size=MIN_TEXT) is None:
                    where = (
                        component.where("tables", i, "columns", col)
                        if r == 0 or table.source
                        else component.where("tables", i, "rows", r - 1, col)
                    )
                    findings.error(
                        where,
                        f"table cell '{_short(cell)}' does not fit its column "
                        f"({to_mm(room):.1f} mm) at {MIN_TEXT:g} pt or more",
                        "text.does-not-fit",
                    )


def _check_icons(component, spec, findings) -> None:
    for i, icon in enumerate(spec.icons):
        if icon.symbol not in SYMBOLS:
            findings.error(
                component.where("icons", i, "symbol"),
                f"unknown symbol '{icon.symbol}'; expected one of: {', '.join(sorted(SYMBOLS))}",
                "board.symbol-unknown",
            )
        x, y = icon.at
        problem = _outside((x, y, x + icon.size, y + icon.size), spec.size.width, spec.size.height)
        if problem:
            findings.error(
                component.where("icons", i),
                f"symbol '{icon.symbol}' reaches {problem} "
                f"(board {to_mm(spec.size.width):.0f} × {to_mm(spec.size.height):.0f} mm)",
                "board.outside",
            )


# a legend is read across the table, as a field's title (content.TITLE_READ): its notes at this size at
# least (kit review r32, K minor 3: a 38 × 47 cm board's legend at 7.0–7.8 pt; Art Society's at 8.5 pt)
LEGEND_READ = 9.0


def _check_text_gaps(component, spec, game, findings) -> None:
    for i, title, gap in text_gaps(spec, game):
        findings.error(
            component.where("texts", i, "at"),
            f"text ends {to_mm(gap):.1f} mm above '{title}' below it; expected {to_mm(BLOCK_GAP):g} mm or more "
            "(closer, it reads as that block's first lines): move it up, shorten it or move the block down",
            "board.text-gap",
        )


def _check_legends(component, spec, findings) -> None:
    for i, legend in enumerate(spec.legends):
        if legend.size < LEGEND_READ - 1e-6:
            findings.error(
                component.where("legends", i, "size"),
                f"legend '{legend.title or i + 1}' is set at {legend.size:g} pt; expected {LEGEND_READ:g} pt or "
                "more (a board's legend is read across the table)",
                "board.legend-small",
            )
        for k, type_id in enumerate(legend.types):
            if type_id not in spec.field_types:
                findings.error(
                    component.where("legends", i, "types", k),
                    f"legend explains type '{type_id}', "
                    f"which is not among the board's field_types "
                    f"({', '.join(sorted(spec.field_types)) or 'none'})",
                    "board.type-unknown",
                )
