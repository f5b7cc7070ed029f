"""The pieces of Rynek and Art Society after the kit reviews r42 (docs/reviews/r42/rynek-kit.md and
art-society-kit.md): read on the pieces drawn (the layout's arithmetic: tests/test_rynek_data.py)."""

from __future__ import annotations

import re

from generator.model.units import mm

from . import pdfcheck
from .conftest import validated_game


def _both_sides_pdf(piece, path):
    """`piece`'s front and back, each on a page of its own size."""
    from reportlab.pdfgen import canvas

    page = canvas.Canvas(str(path), pagesize=(piece.width, piece.height))
    for side in (piece.front, piece.back):
        side(page, piece.width, piece.height)
        page.showPage()
    page.save()
    return path


# ------------------------------------------------------------------------------------------ Rynek major 1


def test_every_factory_prints_ten_numbered_spots_a_product_and_piles_of_ten_a_raw_colour(tmp_path):
    """r42 R major 1: a factory's store boxes held three tokens flat each. Each factory as printed: the
    numbers 1–10 once in each of its three product boxes, „10” on the four pile spots of each raw colour,
    „stosy po 10” at each raw colour, and no production panel (its recipe is the product boxes' chips)."""
    from generator.games.rynek.factory_boards import reminder_of
    from generator.games.rynek.factory_boards_draw import pieces

    game = validated_game("rynek")
    boards, _, _ = pieces(game.one("factory-boards").spec, game)
    assert len(boards) == 6
    for number, piece in enumerate(boards):
        words = pdfcheck.text(pdfcheck.front_pdf(piece, tmp_path / f"{number}.pdf")).split()
        for n in range(1, 10):
            assert words.count(str(n)) >= 3, (piece.label, n)
        reminder = reminder_of(game).split().count("10")  # „do 10 produktów”
        assert words.count("10") == 3 + 3 * 4 + 3 + reminder, piece.label  # the products' tenth, the piles, „po 10”
        assert words.count("stosy") == 3 and "PRODUKCJA" not in words
        assert words.count("SUROWCÓW") == words.count("PRODUKTÓW") == 1


# ------------------------------------------------------------------------------------------ Rynek minor 3


def test_a_spare_chit_says_zapas_on_both_faces_and_no_game_chit_does(tmp_path):
    """r42 R minor 3: cut out, the spare resource chits (ZAPASOWE, POZA GRĄ) looked like the bank's. Each spare
    carries „zapas” on its front and its back; the bank's chits carry no such word."""
    from generator.draw.kinds.tokens_draw import SPARE_MARK, pieces_of, spares_of

    spec = validated_game("rynek").components["zetony"].spec
    assert spec.spares
    for variant in spec.variants:
        spare = spares_of(spec, variant, 1)[0]
        pages = pdfcheck.page_texts(_both_sides_pdf(spare, tmp_path / "spare.pdf"))
        assert [SPARE_MARK in re.split(r"\s+", page) for page in pages] == [True, True], (variant.name, pages)
        chit = pieces_of(spec, variant)[0]
        pages = pdfcheck.page_texts(_both_sides_pdf(chit, tmp_path / "chit.pdf"))
        assert not any(SPARE_MARK in page for page in pages), variant.name


# ------------------------------------------------------------------------------------------ Art Society minor 1


def _fills(path) -> set[tuple[float, float, float]]:
    """The RGB fill colours a one-page PDF sets (its content's `r g b rg` operators), rounded to 3 places."""
    from pypdf import PdfReader

    content = PdfReader(str(path)).pages[0].get_contents().get_data().decode("latin-1")
    return {tuple(round(float(v), 3) for v in m) for m in re.findall(r"([\d.]+) ([\d.]+) ([\d.]+) rg", content)}


def test_the_gallery_banner_hangs_its_paintings_without_blank_plaques(tmp_path):
    """r42 AS minor 1: at the banner's scale a painting's plaque lost its words (below the 8.5 pt the picture keeps)
    and stood as a blank placeholder. The banner draws the paintings in their frames without the plaque (none of
    its fill); a tile as printed keeps its plaque."""
    from reportlab.pdfgen import canvas

    from generator.draw.title_art_draw import title_drawing
    from generator.games.art_society.painting_tiles_draw import PLAQUE

    game = validated_game("art-society")
    plaque = (round(PLAQUE.red, 3), round(PLAQUE.green, 3), round(PLAQUE.blue, 3))
    path = tmp_path / "banner.pdf"
    page = canvas.Canvas(str(path), pagesize=(mm(130), mm(40)))
    title_drawing(game)(page, mm(5), mm(4), mm(120), mm(32))
    page.showPage()
    page.save()
    assert plaque not in _fills(path)
    from generator.draw.kinds import KINDS
    from generator.draw.piece import flatten

    tiles = game.components["obrazy"]
    tile = flatten(KINDS[tiles.kind].pieces(tiles, game))[0]
    assert plaque in _fills(pdfcheck.front_pdf(tile, tmp_path / "tile.pdf"))


# ------------------------------------------------------------------------------------------ Art Society minor 6


def test_the_boards_print_no_frame_line_within_5_mm_of_their_cut(tmp_path):
    """r42 AS minor 6: the boards' 1.2 mm frame line ran 3.1 mm inside the 275 mm cut, so a cut's skew showed as a
    tapering margin. Each Art Society board (on A4, 11 mm from every paper edge to its cut), down the middle of each
    side from 0.3 mm to 5 mm inside the cut: the board's ground alone; its thin frame line further in."""
    from generator.draw.kinds import KINDS
    from generator.model.core import BuildOptions

    game = validated_game("art-society")
    dpi = 200
    for name in ("plansza-kolekcji", "plansza-muzeum"):
        component = game.components[name]
        ground = tuple(int(component.spec.background[i : i + 2], 16) for i in (1, 3, 5))
        out = KINDS[component.kind].render(component, game, BuildOptions())[0]
        path = tmp_path / f"{name}.pdf"
        path.write_bytes(out.data)
        index = pdfcheck.page_count(path) - 1  # the board's sheet, after the part's cover
        image = pdfcheck.render(path, index, dpi, "RGB")
        pw, ph = image.width * 72 / dpi, image.height * 72 / dpi
        w, h = component.spec.size.width, component.spec.size.height
        left, bottom = (pw - w) / 2, (ph - h) / 2
        assert abs(left - mm(11)) < mm(0.5) and abs(bottom - mm(11)) < mm(0.5)

        def at(x, y):
            return image.getpixel((round((left + x) * dpi / 72), round((ph - bottom - y) * dpi / 72)))

        steps = [mm(d / 10) for d in range(3, 51)]
        points = [(s, h / 3) for s in steps] + [(w - s, h / 3) for s in steps]
        points += [(w / 3, s) for s in steps] + [(w / 3, h - s) for s in steps]
        off = [
            (round(x / mm(1), 1), round(y / mm(1), 1))
            for x, y in points
            if max(abs(a - b) for a, b in zip(at(x, y), ground)) > 12
        ]
        assert off == [], (name, off[:4])
        deeper = [at(s, h / 3) for s in (mm(d / 10) for d in range(51, 80))]
        assert any(max(abs(a - b) for a, b in zip(p, ground)) > 40 for p in deeper), name  # the frame's line
