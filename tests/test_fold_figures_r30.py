"""The r30 blind kit reviews (K minor 6, R minor 6, P minors 7–8) on the fold figures of the job covers,
checked in the built kit: the flat pawn strip is drawn as its sheet lays it (its fold lines run the way the
sheet's do, its numbers in reading order along it), the die's fold numbers stand outside its faces and its
caption names faces by their pips, each figure's legend is under its own heading."""

from __future__ import annotations

import math
from pathlib import Path

from generator.draw.kinds.standees_draw import FOLD_GREYS
from generator.draw.pdf import FOLD_DASH, RIDGE_DASH

from .pdfcheck import job_entries, page_texts, printed_text, strokes

PAWNS = {"kolekcjonerzy": "Pionki graczy", "przekret": "Pionki", "rynek": "Pionki graczy"}
GREYS = {tuple(round(int(h[i : i + 2], 16) / 255, 3) for i in (1, 3, 5)) for h in FOLD_GREYS}


def _is_fold_dash(dash: tuple[float, ...]) -> bool:
    """A fold line's dash – a valley's dash-dot (pdf.FOLD_DASH) or a ridge's dash-dot-dot (pdf.RIDGE_DASH, r34) –
    at whatever scale it is drawn."""
    for pattern in (FOLD_DASH, RIDGE_DASH):
        if len(dash) == len(pattern) and dash[0]:
            k = dash[0] / pattern[0]
            if all(abs(d - f * k) < 0.05 * f * k + 1e-3 for d, f in zip(dash, pattern)):
                return True
    return False


def _pawn_folds(path: Path, index: int) -> list[tuple[float, float, float, float]]:
    """The pawn strips' fold lines on a page (their own neutral greys, dash-dot), as segments."""
    found = []
    for stroke in strokes(path, index):
        if stroke.colour in GREYS and _is_fold_dash(stroke.dash):
            for line in stroke.polylines:
                (x0, y0), (x1, y1) = line[0], line[-1]
                found.append((x0, y0, x1, y1))
    return found


def _across(folds) -> bool:
    """Whether the folds run up the page (the strip lies across it), by most of their length."""
    up = sum(abs(y1 - y0) for _, y0, _, y1 in folds)
    along = sum(abs(x1 - x0) for x0, _, x1, _ in folds)
    return up > along


def _pages(kit: Path, game: str, words: str) -> list[tuple[Path, int]]:
    found = []
    for entry in job_entries(kit, game):
        path = kit / entry["path"]
        found += [(path, i) for i, text in enumerate(page_texts(path)) if words in text]
    return found


def test_the_flat_pawn_strip_is_drawn_as_its_sheet_lays_it(bundled_kit):
    """K minor 6, R minor 6, P minor 7: the strip was drawn upright („płasko, jak na arkuszu”) where the
    sheets lay it across, bases left and right. The figure's fold lines run the way the sheet's do, and
    its fold numbers stand on them in reading order (left to right across, top to bottom down)."""
    for game, title in PAWNS.items():
        (cover,) = _pages(bundled_kit, game, f"Jak złożyć: {title.lower()}\n")
        sheets = [
            (path, i)
            for path, i in _pages(bundled_kit, game, f"{title.upper()} · ")
            if path != cover[0] or i != cover[1]
        ]
        sheet_folds = [f for path, i in sheets for f in _pawn_folds(path, i)]
        assert sheet_folds, (game, sheets)
        figure = _pawn_folds(*cover)
        assert len(figure) == 3, (game, figure)  # the flat strip's three folds, drawn as the sheet draws them
        across = _across(sheet_folds)
        assert _across(figure) == across, (game, "the figure's strip lies otherwise than on its sheet")
        # each fold's number: a 7.5 pt figure on the fold line's extension beyond the strip
        at = [((x0 + x1) / 2 if across else (y0 + y1) / 2) for x0, y0, x1, y1 in figure]
        chars = [c for c in printed_text(cover[0]) if c[0] == cover[1] and c[1] in "123" and abs(c[2] - 7.5) < 0.1]
        numbers = []
        for spot in at:
            near = [
                c
                for c in chars
                if abs(((c[4][0] + c[4][2]) / 2 if across else (c[4][1] + c[4][3]) / 2) - spot) < 1.5
                and min(
                    math.dist(((c[4][0] + c[4][2]) / 2, (c[4][1] + c[4][3]) / 2), (x, y))
                    for f in figure
                    for x, y in (f[:2], f[2:])
                )
                < 15
            ]
            assert near, (game, spot)
            numbers.append(near[0][1])
        reading = [n for _, n in sorted(zip(at, numbers), reverse=not across)]
        assert reading == ["1", "2", "3"], (game, reading)


def test_the_die_s_fold_numbers_stand_outside_its_faces(bundled_kit):
    """P minor 8: the circled numbers sat on the pips of the 3 and 4, „zamknij 2 i 5” mixed folds and
    faces, the folds of the faces with 2 and 5 pips were unnumbered. Folds 1–5 are numbered outside the
    net (its cut outline), and the caption names the faces by their pips."""
    ((path, index),) = _pages(bundled_kit, "przekret", "Jak złożyć: kostka\n")
    text = page_texts(path)[index]
    figure = text[text.index("Jak złożyć: kostka") :]
    assert "ścianki z 2 i 5 oczkami" in figure and "zamknij 2 i 5" not in figure
    assert "1–5: grzbiet" in figure
    # the net's cut outline in the figure (dice_draw._outline: 28 corners), drawn from the piece itself
    outlines = [
        line for s in strokes(path, index) if not s.dash and not s.rect for line in s.polylines if len(line) >= 28
    ]
    assert outlines, "the die's net is drawn from its own piece"
    net = max(outlines, key=len)
    left, right = min(x for x, _ in net), max(x for x, _ in net)
    bottom, top = min(y for _, y in net), max(y for _, y in net)
    numbers = {
        c[1]: c[4]
        for c in printed_text(path)
        if c[0] == index
        and c[1] in "12345"
        and abs(c[2] - 7.5) < 0.1
        and left - 20 < c[4][0] < right + 5
        and bottom - 5 < c[4][1] < top + 20
    }
    assert set(numbers) == set("12345"), numbers
    for number, (x0, y0, x1, y1) in numbers.items():
        inside = x1 > left and x0 < right and y1 > bottom and y0 < top
        assert not inside, (number, "a fold number on the net")


def test_each_fold_legend_is_under_its_own_heading(bundled_kit):
    """R minor 6: the line saying what „grzbiet” and „dolina” mean stood above the „Jak złożyć: …” heading,
    reading as the caption of the block before it. Each heading is followed by its legend, and no legend
    line stands before a heading."""
    seen = 0
    for game in (*PAWNS, "art-society"):
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                lines = [line.strip() for line in text.splitlines()]
                for n, line in enumerate(lines):
                    if line.startswith("Jak złożyć: "):
                        seen += 1
                        assert lines[n + 1].startswith(("grzbiet (", "dolina (")), (game, lines[n : n + 2])
                        assert not lines[n - 1].startswith(("grzbiet (", "dolina (")), (game, lines[n - 1 : n + 1])
    assert seen >= 5


def test_every_assembly_figure_prints_its_words_at_full_size_and_6_pt(bundled_kit):
    """r41 K minor 6: the pawn figure drew its strip with the strip's own numbers at 0.43 of their size (a 3.3 pt
    wide digit beside the fold numbers, 4.4 and 5.8 pt as the review measured them); the guide's size tests left
    every figure out (its pieces „drawn as printed”). Every character under a „Jak złożyć” heading of every job of
    every game – pawns, walls, dice – is printed at its own size, never scaled down with a drawn piece, and at
    6 pt or more."""
    seen = 0
    for game in (*PAWNS, "art-society"):
        for entry in job_entries(bundled_kit, game):
            path = bundled_kit / entry["path"]
            pages = {i for i, text in enumerate(page_texts(path)) if "Jak złożyć: " in text}
            if not pages:
                continue
            chars = printed_text(path)
            for page in pages:
                line = [c for c in chars if c[0] == page and c[1].strip()]
                text = "".join(c[1] for c in line)
                top = line[text.index("Jakzłożyć:")][4][3]  # the first figure's heading: the figures under it
                under = [c for c in line if c[4][3] <= top + 0.5]
                seen += text.count("Jakzłożyć:")
                small = [(c[1], c[2], c[3]) for c in under if c[3] < 0.99 or c[2] < 6.0]
                assert not small, (game, path.name, page + 1, small[:6])
    assert seen >= 5, seen  # K's pawns, P's pawns and die, R's pawns and walls
