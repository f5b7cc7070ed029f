"""r32 kit reviews, P minor 3 and R minor 4: one pawn template for every pawn of every game. Przekręt's
yellow pawn stood on olive feet with no frame and an off-centre face, its black one on grey feet; Rynek's black
and white pawns shared one grey foot (113/113/113 and 122/120/117). Measured on the strips as printed: each
foot in the player's own colour with its digit white on a dark pawn and dark on a light one, the same frame at
the same place on every panel, the same grey on every fold, and the feet told apart in every vision as the
game's player colours must be (tests/test_colours.py's floors)."""

from __future__ import annotations

import itertools

import pytest

from generator.draw.kinds.standees import OUTLINE_CLEAR
from generator.model.units import mm
from generator.validate.colour_check import VISIONS, contrast_ratio, delta_e

from .conftest import validated_game
from .test_colours import FLOORS

DPI = 300
GAMES = ["kolekcjonerzy", "przekret", "rynek"]


def pawn_strips(game_id: str, tmp_path):
    """(spec, [(pawn, image)]): every pawn strip of the game drawn alone, as the sheets draw it."""
    import pypdfium2
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.standees import backgrounds, grounds
    from generator.draw.kinds.standees_draw import pieces

    game = validated_game(game_id)
    spec = game.one("standees").spec
    drawn = []
    for number, piece in enumerate(pieces(spec, grounds(game), backgrounds(game))):
        path = tmp_path / f"{game_id}-{number}.pdf"
        page = canvas.Canvas(str(path), pagesize=(piece.width, piece.height))
        piece.front(page, piece.width, piece.height)
        page.showPage()
        page.save()
        image = pypdfium2.PdfDocument(str(path))[0].render(scale=DPI / 72).to_pil().convert("RGB")
        drawn.append((spec.pawns[number], image))
    return spec, drawn


def pixel_at(image, x: float, y: float) -> tuple[int, int, int]:
    """The pixel at (x, y) pt from the strip's lower left corner."""
    return image.getpixel((min(round(x * DPI / 72), image.width - 1), round(image.height - y * DPI / 72)))


def _hex(rgb) -> str:
    return "#" + "".join(f"{v:02x}" for v in rgb)


def _rgb(colour: str) -> tuple[int, ...]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))


@pytest.fixture(scope="module")
def strips(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pawns")
    return {game_id: pawn_strips(game_id, folder) for game_id in GAMES}


def _feet(spec, image):
    """Both feet's ground: beside the digit at the cut, outside the keyline (r39: 3 mm of the pawn's colour
    between its cut and its rings), and under the digit by the foot's end, in pt."""
    w, t, total = spec.width, spec.base, spec.strip_height
    x = OUTLINE_CLEAR / 2
    return [
        pixel_at(image, x, t / 2),
        pixel_at(image, w - x, t / 2),
        pixel_at(image, x, total - t / 2),
        pixel_at(image, w - x, total - t / 2),
        pixel_at(image, w / 2, mm(0.8)),
        pixel_at(image, w / 2, total - mm(0.8)),
    ]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pawn_s_feet_are_the_player_s_colour_with_a_digit_that_reads_on_it(strips, game_id):
    spec, drawn = strips[game_id]
    for pawn, image in drawn:
        for foot in _feet(spec, image):
            assert max(abs(a - b) for a, b in zip(foot, _rgb(pawn.color))) <= 3, (game_id, pawn.mark, _hex(foot))
        # the digit: the pixel of the foot's middle farthest from its ground, white on a dark pawn, dark on a light one
        w, t = spec.width, spec.base
        box = [
            pixel_at(image, w * (0.3 + 0.4 * i / 40), t * (0.25 + 0.5 * j / 40)) for i in range(41) for j in range(41)
        ]
        digit = max(box, key=lambda p: sum(abs(a - b) for a, b in zip(p, _rgb(pawn.color))))
        white = contrast_ratio("#ffffff", pawn.color) > contrast_ratio("#1d1d1b", pawn.color)
        assert (min(digit) > 235) if white else (max(digit) < 60), (game_id, pawn.mark, _hex(digit))
        assert contrast_ratio(_hex(digit), pawn.color) >= 4.5, (game_id, pawn.mark, _hex(digit))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pawn_s_feet_are_told_apart_in_every_vision_as_its_players_colours(strips, game_id):
    spec, drawn = strips[game_id]
    feet = {pawn.mark: _hex(_feet(spec, image)[0]) for pawn, image in drawn}
    floor = FLOORS[(game_id, "gracze")]
    close = [
        (a, b, vision, round(delta_e(feet[a], feet[b], vision), 1))
        for (a, b) in itertools.combinations(feet, 2)
        for vision in VISIONS
        if delta_e(feet[a], feet[b], vision) < floor
    ]
    assert close == []


def test_every_pawn_of_every_game_has_the_same_frame_at_the_same_place_and_the_same_fold_grey(strips):
    """Across the front panel's middle (the disc's row): the pawn's own colour 0.5 mm outside the frame, then the
    frame's line INSET (3.9 mm since r39) in from both trims, on every pawn; the dash on the folds one of the two neutral greys
    (FOLD_GREYS), the one that reads on the pawn's colour, which runs on across the fold (r35 R minor 5: an
    outline's light ring across the folds, which made one grey read everywhere, showed as white strips on the
    folded pawn). A pale pawn (standees.pale, r36 R minor 6) has its dark band there instead, up to the frame
    and across its ridge."""
    from generator.draw.kinds.standees import DARK, EDGE_BAND, INSET, OUTLINE_CLEAR, PALE_BAND, backgrounds, pale
    from generator.draw.kinds.standees_draw import FOLD_GREYS
    from generator.validate.colour_check import best_ink

    folds = {}
    for game_id, (spec, drawn) in strips.items():
        w, t, h = spec.width, spec.base, spec.height
        y = t + h / 2
        ground = backgrounds(validated_game(game_id))
        for pawn, image in drawn:
            here = f"{game_id} {pawn.mark}"
            wide = pale(pawn.color, ground)
            for side in (1, -1):
                edge = 0 if side == 1 else w
                # the pawn's colour at the cut (r39: 3 mm of it outside the rings), a pale pawn's dark band inside it
                outside = pixel_at(image, edge + side * OUTLINE_CLEAR / 2, y)
                assert max(abs(a - b) for a, b in zip(outside, _rgb(pawn.color))) <= 3, (here, _hex(outside))
                if wide:
                    band = pixel_at(image, edge + side * (OUTLINE_CLEAR + PALE_BAND) / 2, y)
                    assert max(abs(a - b) for a, b in zip(band, _rgb(DARK))) <= 3, (here, _hex(band))
                line = [pixel_at(image, edge + side * (INSET + mm(d / 20)), y) for d in range(-3, 4)]
                far = max(max(abs(a - b) for a, b in zip(p, _rgb(pawn.color))) for p in line)
                assert far > 60, (here, side, [_hex(p) for p in line])
            for fold in (t, t + h, t + 2 * h):
                # 1 mm off the fold, past an outlined ridge's dark edge and inside the panel's frame: the pawn's colour
                # past a pale ridge: its dark ring as wide as at its sides (PALE_BAND - OUTLINE_CLEAR), 0.2 mm on
                ridge = PALE_BAND - OUTLINE_CLEAR + mm(0.2)
                beyond = pixel_at(image, w / 2, fold + (ridge if wide and fold == t + h else mm(1)))
                assert max(abs(a - b) for a, b in zip(beyond, _rgb(pawn.color))) <= 3, (here, fold, _hex(beyond))
                inner = (PALE_BAND if wide else EDGE_BAND) + mm(0.1)  # inside the outline's rings (r39: 3.9 mm in)
                row = [pixel_at(image, inner + (w - 2 * inner) * k / 80, fold) for k in range(81)]
                under = pixel_at(
                    image, w / 2, fold + mm(0.35)
                )  # what the dash (1 pt) lies on: the pawn, or a ridge's dark ring
                assert under == beyond or (fold == t + h and max(under) < 60), (here, fold, _hex(under))
                dash = max(row, key=lambda p: sum(abs(a - b) for a, b in zip(p, under)))
                folds[(here, round(fold))] = (dash, _rgb(best_ink(_hex(under), FOLD_GREYS)))
    off = {
        k: (_hex(dash), _hex(grey))
        for k, (dash, grey) in folds.items()
        if max(map(abs, map(int.__sub__, dash, grey))) > 12
    }
    assert off == {}, off
