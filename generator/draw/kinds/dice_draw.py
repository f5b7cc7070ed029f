"""dice drawn: the net of a fold-up die (faces, pips, glue tabs, fold and cut lines) and its sheet."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.craft_text import SCORE_TEXT, contour_words
from generator.draw.fold_figure import RIDGE, FoldMark, FoldPlan
from generator.draw.kinds.dice import NET, TAB, TABS, Dice, net_size
from generator.draw.kinds.piece_sheets import render_sheet_pdf
from generator.draw.pdf import draw_cut, draw_fold
from generator.draw.sheets import Piece
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import to_mm

# pip centres on a face, in thirds of the face from its lower left corner
PIPS = {
    1: [(2, 2)],
    2: [(1, 3), (3, 1)],
    3: [(1, 3), (2, 2), (3, 1)],
    4: [(1, 1), (1, 3), (3, 1), (3, 3)],
    5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
    6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)],
}
TAB_TINT = "#e6e0d2"


def _face_origin(n: int, face: float) -> tuple[float, float]:
    col, row = NET[n]
    return col * face, (2 - row) * face


def _tab(c, n: int, side: str, face: float) -> list[tuple[float, float]]:
    """The tab's outline on face n's side: a trapezoid `TAB` of a face deep, its corners cut 45°."""
    x, y = _face_origin(n, face)
    d = TAB * face
    if side == "top":
        return [(x, y + face), (x + d, y + face + d), (x + face - d, y + face + d), (x + face, y + face)]
    if side == "bottom":
        return [(x, y), (x + d, y - d), (x + face - d, y - d), (x + face, y)]
    return [(x + face, y), (x + face + d, y + d), (x + face + d, y + face - d), (x + face, y + face)]


def _polygon(c, points, fill, stroke, width: float) -> None:
    path = c.beginPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    path.close()
    if fill is not None:
        c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(width)
    c.drawPath(path, stroke=stroke is not None, fill=fill is not None)


def _outline(face: float) -> list[tuple[float, float]]:
    """The cut line round the net and its tabs, anticlockwise from 3's lower left corner."""
    f, d = face, TAB * face
    return [
        (0, f),
        (d, f - d),
        (f - d, f - d),
        (f, f),  # tab under 3
        (f, 0),
        (2 * f, 0),
        (2 * f, f),  # face 5
        (2 * f + d, f - d),
        (3 * f - d, f - d),
        (3 * f, f),  # tab under 4
        (3 * f + d, f - d),
        (4 * f - d, f - d),
        (4 * f, f),  # tab under 6
        (4 * f + d, f + d),
        (4 * f + d, 2 * f - d),
        (4 * f, 2 * f),  # tab right of 6
        (4 * f - d, 2 * f + d),
        (3 * f + d, 2 * f + d),
        (3 * f, 2 * f),  # tab over 6
        (3 * f - d, 2 * f + d),
        (2 * f + d, 2 * f + d),
        (2 * f, 2 * f),  # tab over 4
        (2 * f, 3 * f),
        (f, 3 * f),
        (f, 2 * f),  # face 2
        (f - d, 2 * f + d),
        (d, 2 * f + d),
        (0, 2 * f),  # tab over 3
    ]


def net_drawer(spec: Dice):
    def draw(c, w, h):
        f = spec.face
        ink = colors.HexColor(spec.pips)
        for n, side in TABS:
            _polygon(c, _tab(c, n, side, f), colors.HexColor(TAB_TINT), None, 0)
        for n in NET:
            x, y = _face_origin(n, f)
            c.setFillColor(colors.HexColor(spec.color))
            c.rect(x, y, f, f, stroke=0, fill=1)
            c.setFillColor(ink)
            for px, py in PIPS[n]:
                c.circle(x + px * f / 4, y + py * f / 4, f * 0.085, stroke=0, fill=1)
        # folds: between joined faces and at every tab's base, every one a ridge (its figure's kinds)
        for a in (2, 1):  # under 2 (its fold to 1) and under 1 (to 5)
            x, y = _face_origin(a, f)
            draw_fold(c, x, y, x + f, y, ridge=True)
        for n in (1, 4, 6):
            x, y = _face_origin(n, f)
            draw_fold(c, x, y, x, y + f, ridge=True)
        for n, side in TABS:
            base = _tab(c, n, side, f)
            draw_fold(c, *base[0], *base[-1], ridge=True)
        outline = c.beginPath()
        points = _outline(f)
        outline.moveTo(*points[0])
        for point in points[1:]:
            outline.lineTo(*point)
        outline.close()
        draw_cut(c, outline, ink)

    return draw


def pieces(spec: Dice) -> list[Piece]:
    w, h = net_size(spec.face)
    return [Piece(w, h, net_drawer(spec), None, "kostka", outline_cut=True) for _ in range(spec.count)]


def render(component: Component[Dice], game: Game, options: BuildOptions) -> list[Output]:
    spec: Dice = component.spec
    w, h = net_size(spec.face)
    contents = [
        f"{counted(spec.count, 'kostka', 'kostki', 'kostek')} do złożenia (sześcian o ściance "
        f"{to_mm(spec.face):g} mm); siatka {to_mm(w):.0f} × {to_mm(h):.0f} mm.",
    ]
    notes = [
        f"Wytnij siatkę {contour_words(spec.pips)}, razem z szarymi zakładkami.",
        "Zegnij każdą linię kreska-dwie kropki (— · · —) do tyłu (nadrukiem na zewnątrz), posmaruj zakładki klejem i zamknij "
        "kostkę: każda zakładka chowa się pod krawędzią ścianki, do której przylega.",
        SCORE_TEXT,
        "Zamiast złożonej kostki można grać zwykłą kostką sześcienną.",
    ]
    return [
        render_sheet_pdf(
            component,
            game,
            options,
            pieces(spec),
            width=w,
            height=h,
            bleed=0.0,
            title=spec.title,
            contents=contents,
            notes=notes,
            needs=["klej:kostki", "bigowanie"],
        )
    ]


def kind_pieces(component: Component[Dice], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)


def fold_plans(component: Component[Dice], game: Game) -> list:
    """How the net folds (the job's cover draws it, fold_figure): the net itself, the three folds of its middle
    row (3 | 1 | 4 | 6) bent away from the print into a ring, then the folds of the faces with 2 and 5 pips
    closing its ends, every tab inside (a side view of the ring: its faces' own size). Each number stands on
    its fold line's extension outside the net (kit review r30, P minor 8: on the pips, four folds unnumbered):
    the ring's above the net, the closing folds' left of it."""
    spec: Dice = component.spec
    f = spec.face
    top = 3 * f  # the net's top: face 2's upper edge
    # each leader ends on its fold line a quarter of a face in from the line's end, past the corner it starts
    # at (r35 P minor 8: ④ and ⑤ ended at the corners of the 3-pip face, not on the folds they name)
    q = f / 4
    marks = (
        FoldMark(1, RIDGE, (f, 2 * f - q), (0.0, 1.0), top - 2 * f + q),  # 3 | 1, up past face 2's left edge
        FoldMark(2, RIDGE, (2 * f, 2 * f - q), (0.0, 1.0), top - 2 * f + q),  # 1 | 4, up past face 2's right edge
        FoldMark(3, RIDGE, (3 * f, 2 * f - q), (0.0, 1.0), top - 2 * f + q),  # 4 | 6, up between the tabs
        FoldMark(4, RIDGE, (f + q, 2 * f), (-1.0, 0.0), f + q),  # 2 over 1, left along the tab's fold
        FoldMark(5, RIDGE, (f + q, f), (-1.0, 0.0), f + q),  # 5 under 1, likewise
    )
    return [
        FoldPlan(
            title=spec.title.lower() if spec.title.isupper() else spec.title,
            piece=pieces(spec)[0],
            panels=(f, f, f, f),
            kinds=(RIDGE, RIDGE, RIDGE),
            steps=(("zegnij 1–3, potem 4 i 5\n(ścianki z 2 i 5 oczkami)", (90, 90, 90)),),
            lean=0.0,
            marks=marks,
            solid=True,
        )
    ]
