"""r36 kit review, R minor 6: Rynek's white pawn (#F4F1EA) on the board's cream (#EFE6D0) at 1.10 : 1, and its
factory's header on the factory's cream barely a band – the sixth player did not show across the table. The
class: a player colour a reader hardly tells from the board it lies on (standees.pale, ΔE2000 under 15 – the
white pawns of Rynek and Kolekcjonerzy) carries a dark band round its body: on the pawn the outline's dark ring
reaches in to the panel's frame, on a factory's header a frame as wide. Measured on the pieces as drawn."""

from __future__ import annotations

import pytest
from reportlab.pdfgen import canvas

from generator.model.units import mm

from .conftest import validated_game
from .test_pawn_template_r32 import DPI, pawn_strips

GAMES = ["kolekcjonerzy", "przekret", "rynek"]


def _lum(rgb) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def test_the_pale_players_are_the_white_ones():
    from generator.draw.kinds.standees import backgrounds, pale

    found = {}
    for game_id in GAMES:
        game = validated_game(game_id)
        found[game_id] = [p.mark for p in game.one("standees").spec.pawns if pale(p.color, backgrounds(game))]
    assert found == {"kolekcjonerzy": ["10"], "przekret": [], "rynek": ["5"]}


@pytest.mark.parametrize("game_id", ["kolekcjonerzy", "rynek"])
def test_a_pale_pawn_has_a_dark_band_to_its_frame_and_the_others_keep_their_colour(tmp_path, game_id):
    """Beside the front panel's middle, inside the pale pawn's band (3 mm in from the cut since r39, to its frame):
    dark on the pale pawn; 1.9 mm in, the pawn's own colour on every other one."""
    from generator.draw.kinds.standees import OUTLINE_CLEAR, PALE_BAND, backgrounds, pale

    game = validated_game(game_id)
    spec, drawn = pawn_strips(game_id, tmp_path)
    y = spec.base + spec.height / 2
    for pawn, image in drawn:
        wide = pale(pawn.color, backgrounds(game))
        d = (OUTLINE_CLEAR + PALE_BAND) / 2 if wide else mm(1.9)  # r39: the band 3 mm in, the pawn's colour outside
        seen = [image.getpixel((round(d * DPI / 72), round(image.height - y * DPI / 72)))]
        seen += [image.getpixel((image.width - 1 - round(d * DPI / 72), round(image.height - y * DPI / 72)))]
        if wide:
            assert all(_lum(px) < 60 for px in seen), (pawn.mark, seen)
        else:
            body = tuple(int(pawn.color[i : i + 2], 16) for i in (1, 3, 5))
            assert all(max(abs(a - b) for a, b in zip(px, body)) <= 12 for px in seen), (pawn.mark, seen)


def test_the_white_factory_s_header_is_framed_by_a_dark_band(tmp_path):
    """Rynek's factories drawn alone: 2.9 mm in from the left cut, in the header's middle, the white factory's
    header is dark (a band 1.4 mm wide from the frame's 2.2 mm inset); a coloured factory's is its colour."""
    import pypdfium2

    from generator.games.rynek.factory_boards import HEADER
    from generator.games.rynek.factory_boards_draw import pieces

    game = validated_game("rynek")
    spec = game.components["fabryki"].spec
    boards, *_ = pieces(spec, game)
    owners = spec.factories.owners
    found = {}
    for owner, board in zip(owners, boards):
        path = tmp_path / f"{owner.mark}.pdf"
        page = canvas.Canvas(str(path), pagesize=(board.width, board.height))
        board.front(page, board.width, board.height)
        page.showPage()
        page.save()
        image = pypdfium2.PdfDocument(str(path))[0].render(scale=DPI / 72).to_pil().convert("RGB")
        px = image.getpixel((round(mm(2.9) * DPI / 72), round((HEADER / 2) * DPI / 72)))
        found[owner.name] = _lum(px) < 60
    assert found == {o.name: o.name in ("BIAŁA", "CZARNA") for o in owners}
