"""Rynek's kit review r41 (docs/reviews/r41/rynek-kit.md): the minors on its pieces, read on the pieces drawn."""

from __future__ import annotations

from generator.model.units import mm

from . import pdfcheck
from .conftest import validated_game


def _pixel(image, x: float, y: float, dpi: int) -> tuple[int, int, int]:
    return image.getpixel((round(x * dpi / 72), round(image.height - y * dpi / 72)))


def _image(path, dpi: int):
    import pypdfium2

    return pypdfium2.PdfDocument(str(path))[0].render(scale=dpi / 72).to_pil().convert("RGB")


# --------------------------------------------------------------------------------------------- minor 4


def test_every_factory_s_badge_stands_inside_its_header_s_frame(tmp_path):
    """r41 R minor 4: factory 5's number badge (the white one, a 1.5 mm black frame round its header) broke
    through the frame's top bar. On every factory with a framed header (a pale owner's), down through the badge's
    centre from the cut to the badge: the frame's top bar as dark and as deep as beside the badge."""
    from generator.games.rynek.factory_boards import HEADER
    from generator.games.rynek.factory_boards_draw import BADGE, BAND_FRAME_INSET, badge, pieces

    game = validated_game("rynek")
    spec = game.one("factory-boards").spec
    boards, _, _ = pieces(spec, game)
    dpi = 400
    framed = 0
    for number, piece in enumerate(boards):
        image = _image(pdfcheck.front_pdf(piece, tmp_path / f"{number}.pdf"), dpi)
        w, h = piece.width, piece.height
        cx, _, _ = badge(w, h)
        beside = cx - HEADER * BADGE - mm(1)  # clear of the badge as r40 drew it, and of the owner's name
        column = [h - mm(d / 20) for d in range(2, 100)]  # 0.1 to 5 mm under the cut
        bar = [y for y in column if max(_pixel(image, beside, y, dpi)) < 100]
        if not bar or min(bar) < h - BAND_FRAME_INSET - mm(2.5):
            continue  # no frame: a plain band
        framed += 1
        broken = [round((h - y) / mm(1), 2) for y in bar if max(_pixel(image, cx, y, dpi)) >= 100]
        assert broken == [], (piece.label, broken)  # mm under the cut where the badge breaks the bar
    assert framed >= 1  # the white factory at least


# --------------------------------------------------------------------------------------------- minor 8


def _chars(path) -> list[tuple[str, float, str, int]]:
    """(character, its box's right edge, its fill colour as #rrggbb, its font's weight) of a one-page PDF."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pdf = pdfium.PdfDocument(str(path))
    textpage = pdf[0].get_textpage()
    out = []
    for i in range(textpage.count_chars()):
        char = chr(raw.FPDFText_GetUnicode(textpage, i))
        if char.isspace():
            continue
        r, g, b, a = (raw.c_uint() for _ in range(4))
        raw.FPDFText_GetFillColor(textpage, i, r, g, b, a)
        left, right, bottom, top = (raw.c_double() for _ in range(4))
        raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
        weight = raw.FPDFText_GetFontWeight(textpage, i)
        out.append((char, right.value, f"#{r.value:02x}{g.value:02x}{b.value:02x}", weight))
    textpage.close()
    pdf.close()
    return out


def test_a_sale_card_s_cap_price_reads_at_7_to_1_set_apart_by_weight(tmp_path):
    """r41 R minor 8: „cena maks.” printed grey, 4.7 : 1 on the striped rows, beside the market price at 14 : 1;
    the cap is the number every bidder checks. On every SPRZEDAŻ type: each digit of the cap column 7 : 1 or more
    on the rows' tint and on the card, in a lighter weight than the market price's digits."""
    from generator.games.rynek.cards import deck_pieces
    from generator.games.rynek.cards_draw import PAPER, ROW_TINT
    from generator.validate.colour_check import contrast_ratio

    game = validated_game("rynek")
    spec = game.one("rynek-cards").spec
    _, sale = deck_pieces(spec, game)
    grounds = [
        f"#{round(c.red * 255):02x}{round(c.green * 255):02x}{round(c.blue * 255):02x}" for c in (PAPER, ROW_TINT)
    ]
    seen = set()
    for number, piece in enumerate(sale):
        if piece.label in seen:
            continue
        seen.add(piece.label)
        chars = _chars(pdfcheck.front_pdf(piece, tmp_path / f"{number}.pdf"))
        right = piece.width - mm(4.5)
        cap = [c for c in chars if c[0].isdigit() and abs(c[1] - right) < mm(3)]
        market = [c for c in chars if c[0].isdigit() and abs(c[1] - piece.width * 0.72) < mm(3)]
        assert cap and market, piece.label
        faint = [(c[0], c[2]) for c in cap if min(contrast_ratio(c[2], g) for g in grounds) < 7.0]
        assert faint == [], (piece.label, faint)
        assert max(c[3] for c in cap) < min(c[3] for c in market), (piece.label, cap[:2], market[:2])
    assert len(seen) == len(spec.sale.types)


# --------------------------------------------------------------------------------------------- minor 5


def test_a_resource_chit_cut_square_or_punched_is_finished_on_its_back(tmp_path):
    """r41 R minor 5: the backs were white with a ring sized for the disc, so a chit cut as its 15.2 mm square (as
    the guide allows, and most builders of 372 chits do) had a white back with coloured corners. Every resource
    chit's back: the face's colour at each corner of its square and 1 mm past its cut, and all round the edge of a
    1/2-inch punch (12.7 mm) centred on the front's line, with the back up to 1.5 mm off its front any way; its
    letter and shape in the middle."""
    import math

    from generator.draw.kinds.tokens_draw import pieces_of

    spec = validated_game("rynek").components["zetony"].spec
    dpi = 200
    for variant in spec.variants:
        piece = pieces_of(spec, variant)[0]
        path = tmp_path / "back.pdf"
        from reportlab.pdfgen import canvas

        page = canvas.Canvas(str(path), pagesize=(piece.width + mm(4), piece.height + mm(4)))
        page.translate(mm(2), mm(2))
        piece.back(page, piece.width, piece.height)
        page.showPage()
        page.save()
        image = _image(path, dpi)
        colour = tuple(int(variant.face.color[i : i + 2], 16) for i in (1, 3, 5))
        w = piece.width

        def at(x, y):
            return _pixel(image, x + mm(2), y + mm(2), dpi)

        points = [(x, y) for x in (mm(0.5), w - mm(0.5), -mm(1), w + mm(1)) for y in (mm(0.5), w - mm(0.5))]
        for k in range(8):  # the punch's edge, its centre 1.5 mm off the back's any of 8 ways
            sx, sy = mm(1.5) * math.cos(k * math.pi / 4), mm(1.5) * math.sin(k * math.pi / 4)
            points += [
                (w / 2 + sx + mm(6.35) * math.cos(j * math.pi / 12), w / 2 + sy + mm(6.35) * math.sin(j * math.pi / 12))
                for j in range(24)
            ]
        ink = tuple(int(variant.face.ink[i : i + 2], 16) for i in (1, 3, 5))

        def blend(pixel) -> bool:
            """The colour, the sign's ink or the edge between them (a back 1.5 mm off brings the letter's accent
            to the punch's edge): never the paper under neither."""
            t = max(
                0.0,
                min(
                    1.0,
                    sum((p - c) * (i - c) for p, c, i in zip(pixel, colour, ink))
                    / max(1, sum((i - c) ** 2 for c, i in zip(colour, ink))),
                ),
            )
            return max(abs(p - (c + t * (i - c))) for p, c, i in zip(pixel, colour, ink)) <= 12

        corners = [max(abs(a - b) for a, b in zip(at(x, y), colour)) > 8 for x, y in points[:8]]
        off = [
            (round(x / mm(1), 1), round(y / mm(1), 1))
            for i, (x, y) in enumerate(points)
            if (corners[i] if i < 8 else not blend(at(x, y)))
        ]
        assert off == [], (variant.name, off[:6], [at(x * mm(1), y * mm(1)) for x, y in off[:3]])
        middle = [at(w / 2 + mm(d / 2), w / 2 + mm(e / 2)) for d in range(-5, 6) for e in range(-5, 6)]
        assert any(max(abs(a - b) for a, b in zip(p, colour)) > 100 for p in middle), variant.name  # the sign


def test_the_resource_chits_guide_names_the_half_inch_punch():
    """r41 R minor 5: no advice for 360 discs; the 12.48 mm line is cut by a 1/2-inch craft punch just outside it."""
    from generator.draw.craft_text import materials_text
    from generator.draw.kinds import KINDS
    from generator.model.core import BuildOptions

    game = validated_game("rynek")
    component = game.components["zetony"]
    [output] = KINDS["tokens"].render(component, game, BuildOptions())
    assert "dziurkacz:12,7" in output.needs
    assert "dziurkacz ozdobny 1/2 cala (12,7 mm)" in materials_text(output.needs)


# --------------------------------------------------------------------------------------------- minor 9


def test_the_aid_s_field_labels_stand_centred_on_their_tiles_of_11_mm_or_more(tmp_path):
    """r41 R minor 9: on the aid's front the field labels („I – Inwestycje” …) stood top-aligned with their 9 mm
    tiles, each line on the tile's upper half, the tiles' numerals small. On the upper card: each field's tile,
    measured down a column just inside its right edge (its fill, against the card's ground), is 11 mm tall or
    more, and its label's capitals centred on it within 0.6 mm."""
    from generator.draw.kinds import player_aid
    from generator.model.core import BuildOptions
    from generator.rulebook.symbols import BESIDE

    game = validated_game("rynek")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    [output] = player_aid.render(component, game, BuildOptions())
    path = tmp_path / "pomoc.pdf"
    path.write_bytes(output.data)
    page = pdfcheck.page_count(path) - 2  # the last sheet's front
    dpi = 300
    import pypdfium2

    image = pypdfium2.PdfDocument(str(path))[page].render(scale=dpi / 72).to_pil().convert("RGB")
    chars = [c for c in pdfcheck.printed_text(path) if c[0] == page]
    text = "".join(c[1] for c in chars)
    ground = tuple(int(component.spec.ground[i : i + 2], 16) for i in (1, 3, 5))
    ft = game.components["plansza"].spec.field_types
    seen = 0
    for numeral in ("I", "II", "III", "IV"):
        name = "".join(ft[numeral].name.split())  # „I – Inwestycje”, as printed (no spaces)
        at = text.index(name)  # the upper card's label
        label = [c for c in chars[at : at + len(name)] if c[1].isupper()]
        middle = sum((c[4][1] + c[4][3]) / 2 for c in label) / len(label)

        def is_ground(x, y):
            return max(abs(a - b) for a, b in zip(_pixel(image, x, y, dpi), ground)) <= 6

        x = label[0][4][0]  # left along the label's middle: past its coloured box, the gap (BESIDE), to the tile
        while not is_ground(x, middle) and x > 0:
            x -= 0.25
        gap = x
        while is_ground(x, middle) and x > 0:
            x -= 0.25
        assert gap - x <= BESIDE + mm(0.5), (numeral, gap - x)  # the tile beside its label
        x -= mm(1)  # a column just inside the tile's right edge

        top = bottom = middle
        while not is_ground(x, top) and top - middle < mm(20):
            top += 0.25
        while not is_ground(x, bottom) and middle - bottom < mm(20):
            bottom -= 0.25
        assert top - bottom >= mm(11), (numeral, round((top - bottom) / mm(1), 2))
        assert abs((top + bottom) / 2 - middle) <= mm(0.6), (numeral, round(((top + bottom) / 2 - middle) / mm(1), 2))
        seen += 1
    assert seen == 4
