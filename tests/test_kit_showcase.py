"""zestaw.pdf's page of what the kit holds, „Co jest w zestawie” (kit review r44, AS kit minor 10: nothing showed the
assembled game, no picture for a listing): a screen page before the print jobs, every component the checklist counts
under its count and name, its pictures drawn (the files' pages placed as forms, pieces by their own drawing), its own
text no smaller than 7 pt, rendered silently by poppler and ghostscript."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from generator.build.kit import KIT_FILE
from generator.build.showcase import OVERLAP, SHOWCASE_TITLE, Shown, cells, picture_box, spread
from generator.draw.piece import Piece

from .pdfcheck import non_white_mask, page_texts, printed_characters, render, screen_pages

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
ROW = re.compile(r"^\s*(\d+)\s*×\s*(.+?)\s*(?:wydruk \d.*)?$", re.M)


def printed_checklist(texts: list[str], after: int) -> list[tuple[str, str]]:
    """The rows of the kit's checklist as printed in its jobs (count, name), its spares' rows aside."""
    page = next(t for t in texts[after:] if "Po wycięciu policz elementy" in t)
    rows = ROW.findall(page[page.index("Po wycięciu") :])
    return [(count, name) for count, name in rows if not name.startswith("zapasowe")]


@pytest.mark.parametrize("game", GAMES)
def test_the_kit_shows_every_component_of_its_checklist_on_a_screen_page(bundled_kit, game):
    path = bundled_kit / game / KIT_FILE
    texts = page_texts(path)
    screens = screen_pages(path)
    assert screens in (2, 3), game  # the overview, the part files' page where there are part files, this page
    shown = screens - 1
    assert SHOWCASE_TITLE in [line.strip() for line in texts[shown].splitlines()[:10]], game
    assert f"Strona {shown + 1}: {SHOWCASE_TITLE}" in texts[0], game  # the page map names it
    rows = printed_checklist(texts, screens)
    assert len(rows) >= 6, (game, rows)
    # each label in the page's own characters (drawn unreduced) at 7 pt or more: „48 × Płytki: eksponaty i kleksy”
    own = "".join(c.char for c in printed_characters(path) if c.page == shown and c.scale > 0.999 and c.size >= 7)
    for count, name in rows:
        assert f"{count}×{name}".replace(" ", "") in own, (game, count, name)
    small = {c.char for c in printed_characters(path) if c.page == shown and c.scale > 0.999 and c.size < 6}
    assert small == set(), game  # nothing unreduced below the kit's 6 pt (a piece shown at its own size)


@pytest.mark.parametrize("game", GAMES)
def test_the_page_shows_pictures_not_empty_frames(bundled_kit, game):
    """The boards and sheets placed as forms and the pieces drawn: most of the page below its heading is ink."""
    path = bundled_kit / game / KIT_FILE
    image = render(path, screen_pages(path) - 1, dpi=40)
    width, height = image.size
    area = image.crop((0, height // 4, width, height))
    inked = sum(1 for v in non_white_mask(area).getdata() if v) / (area.size[0] * area.size[1])
    assert inked > 0.25, (game, inked)


@pytest.mark.skipif(shutil.which("pdftoppm") is None or shutil.which("gs") is None, reason="needs pdftoppm and gs")
def test_the_page_renders_silently(bundled_kit, tmp_path):
    for game in GAMES:
        path = bundled_kit / game / KIT_FILE
        n = str(screen_pages(path))
        for command in (
            ["pdftoppm", "-r", "30", "-png", "-f", n, "-l", n, str(path), str(tmp_path / game)],
            ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=nullpage", f"-dFirstPage={n}", f"-dLastPage={n}"]
            + [str(path)],
        ):
            said = subprocess.run(command, capture_output=True, text=True, check=False)
            assert (said.returncode, said.stdout + said.stderr) == (0, ""), (game, command[0])


def _piece(width: float, height: float) -> Piece:
    return Piece(width, height, lambda c, w, h: None)


def test_the_cells_keep_apart_inside_the_area_the_boards_at_the_left():
    items = [
        Shown("1 × Plansza", page=("plansza.pdf", 0, 842.0, 595.0, 0), board=True),
        Shown("1 × Zasady gry", page=("zasady.pdf", 0, 595.0, 842.0, 0)),
        Shown("2 × Karta", page=("karta.pdf", 0, 595.0, 842.0, 90)),
        *(Shown(f"{n} × Żetony", pieces=(_piece(40, 40), _piece(40, 40), _piece(60, 30))) for n in (10, 20, 30)),
    ]
    area = (40.0, 40.0, 760.0, 420.0)
    found = cells(items, *area)
    left, bottom, width, height = area
    for cell in found:
        assert left - 1e-6 <= cell.x and cell.x + cell.width <= left + width + 1e-6
        assert bottom - 1e-6 <= cell.y and cell.y + cell.height <= bottom + height + 1e-6
    for n, a in enumerate(found):
        for b in found[n + 1 :]:
            apart = a.x + a.width <= b.x or b.x + b.width <= a.x or a.y + a.height <= b.y or b.y + b.height <= a.y
            assert apart, (a, b)
    assert found[0].x == left and all(c.x >= found[0].x + found[0].width for c in found[1:])
    # each picture inside its cell, above its label; a turned sheet shown upright (its sides swapped)
    for item, cell in zip(items, found):
        x, y, scale = picture_box(item, cell)
        w, h = item.size
        assert 0 < scale <= 1 and cell.x <= x and x + w * scale <= cell.x + cell.width + 1e-6
        assert y > cell.y and y + h * scale <= cell.y + cell.height + 1e-6
    assert items[2].size == (842.0, 595.0)


def test_pieces_lie_fanned_each_over_the_last():
    places = spread((_piece(100, 50), _piece(100, 50), _piece(80, 60)))
    assert places[:3] == [(0.0, 0.0), (100 * (1 - OVERLAP), 0.0), (200 * (1 - OVERLAP), 0.0)]
    assert places[3] == (200 * (1 - OVERLAP) + 80, 60)


def test_a_turned_sheet_is_placed_upright():
    """A form drawn with its top at its sheet's left (90) turned back: the sheet's corners land on the corners of a
    picture as wide as the sheet is tall, the sheet's left edge (the form's top) at the picture's top."""
    item = Shown("2 × Karta", page=("karta.pdf", 0, 595.0, 842.0, 90))
    a, b, c, d, e, f = item.matrix(10, 20, 0.5)

    def at(x, y):
        return (a * x + c * y + e, b * x + d * y + f)

    corners = {at(x, y) for x in (0, 595.0) for y in (0, 842.0)}
    assert corners == {(10, 20), (10 + 421, 20), (10, 20 + 297.5), (10 + 421, 20 + 297.5)}
    assert at(0, 0)[1] == at(0, 842.0)[1] == 20 + 297.5
