"""r36 kit reviews, P minor 8 and K minor 4: the pawn strips had no bleed. An outlined game's light ring sat at
the cut and ran on into the bleed as no ink, so every cut pawn kept a paper rim about 0.9 mm wide, and the fold
lines ran on through it into the gaps between strips. Measured on every strip of every game drawn with its
bleed, as the sheets draw it: the pawn's own colour at and past each cut line, 2 mm into the bleed, and no fold
line past the cut. Since r41 (K minor 1: the strips' one cut line) the long sides carry a grey hairline on the
trim itself (standees_draw.TRIM_LINE, 0.1 mm): the colour is read on either side of it, the hairline's own
0.1 mm band at the cut excepted, and that band is no wider (no rim: a cut a little off leaves a hair at most)."""

from __future__ import annotations

import pytest

from generator.model.units import mm

from .conftest import validated_game

DPI = 300
GAMES = ["kolekcjonerzy", "przekret", "rynek"]
MARGIN = mm(3)  # drawn round the strip: more than any bleed
HAIR = mm(0.1)  # the trim's hairline (TRIM_LINE, 0.3 pt = 0.106 mm) and its anti-aliasing, either side of the cut


def pawn_strips(game_id: str, folder):
    """(spec, [(pawn, image)]): every strip with MARGIN of what it prints round it."""
    import pypdfium2
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.standees import grounds
    from generator.draw.kinds.standees_draw import pieces

    game = validated_game(game_id)
    spec = game.one("standees").spec
    drawn = []
    for number, piece in enumerate(pieces(spec, grounds(game))):
        path = folder / f"{game_id}-{number}.pdf"
        page = canvas.Canvas(str(path), pagesize=(piece.width + 2 * MARGIN, piece.height + 2 * MARGIN))
        page.translate(MARGIN, MARGIN)
        piece.front(page, piece.width, piece.height)
        page.showPage()
        page.save()
        image = pypdfium2.PdfDocument(str(path))[0].render(scale=DPI / 72).to_pil().convert("RGB")
        drawn.append((spec.pawns[number], image))
    return spec, drawn


@pytest.fixture(scope="module")
def strips(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pawns36")
    return {game_id: pawn_strips(game_id, folder) for game_id in GAMES}


def pixel_at(image, x: float, y: float):
    """The pixel at (x, y) pt from the strip's lower left corner (its trim's)."""
    return image.getpixel((round((x + MARGIN) * DPI / 72), round(image.height - (y + MARGIN) * DPI / 72)))


def _off(pixel, colour: str) -> int:
    return max(abs(a - int(colour[i : i + 2], 16)) for a, i in zip(pixel, (1, 3, 5)))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pawn_s_colour_runs_2_mm_past_its_cut_lines(strips, game_id):
    """Across every side of the strip, from 0.3 mm inside its cut to 2 mm past it: the pawn's colour, no rim
    (on the long sides, the trim's hairline excepted: within HAIR of the cut)."""
    spec, drawn = strips[game_id]
    w, total = spec.width, spec.strip_height
    across = [mm(d / 10) for d in range(-3, 21)]  # outward from the cut, mm
    beside = [d for d in across if abs(d) > HAIR]  # either side of the trim's hairline
    rims = []
    for pawn, image in drawn:
        for name, points in (
            ("left", [(-d, total * 0.4) for d in beside]),
            ("right", [(w + d, total * 0.4) for d in beside]),
            ("foot", [(w / 2, -d) for d in across]),
            ("head", [(w / 2, total + d) for d in across]),
        ):
            worst = max(_off(pixel_at(image, x, y), pawn.color) for x, y in points)
            if worst > 3:
                rims.append((pawn.mark, name, worst))
    assert rims == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_trim_s_hairline_is_a_hair_on_the_cut(strips, game_id):
    """The long sides' line on the trim (r41): off the pawn's colour at the cut, and only there – at most HAIR
    (and a pixel's anti-aliasing) either side of it, never the 0.9 mm rim of r36 nor a band a cut a little off
    would leave."""
    from generator.draw.kinds.standees_draw import TRIM_LINE

    assert mm(0.08) < TRIM_LINE < 2 * HAIR
    spec, drawn = strips[game_id]
    w, total = spec.width, spec.strip_height
    wide = []
    for pawn, image in drawn:
        for edge, way in ((0.0, -1), (w, 1)):
            off = [
                d
                for d in range(-30, 31)  # hundredths of a mm, outward: 0.3 mm either side
                if _off(pixel_at(image, edge + way * mm(d / 100), total * 0.4), pawn.color) > 3
            ]
            if not off or max(abs(d) for d in off) > round(100 * (HAIR / mm(1) + 25.4 / DPI)):  # and a pixel
                wide.append((pawn.mark, edge, off))
    assert wide == []


@pytest.mark.parametrize("game_id", GAMES)
def test_no_pawn_s_fold_line_runs_past_its_cut(strips, game_id):
    """Along each fold, 0.3 to 2 mm past either side's cut: the pawn's colour (the dash stops at the cut)."""
    spec, drawn = strips[game_id]
    w, t, h = spec.width, spec.base, spec.height
    past = []
    for pawn, image in drawn:
        for fold in (t, t + h, t + 2 * h):
            for d in range(3, 21):
                for x in (-mm(d / 10), w + mm(d / 10)):
                    off = _off(pixel_at(image, x, fold), pawn.color)
                    if off > 3:
                        past.append((pawn.mark, round(fold), d / 10, off))
    assert past == []
