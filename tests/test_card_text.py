"""Every word on a card or a tile reads at arm's length: at 7 pt or more and dark (or light) enough on
what lies under it (WCAG 2: 4.5:1), measured on each piece's sides as drawn, every card and tile kind
of every game. A lone letter or numeral (a token's mark, a price badge, a size) is a mark, held to the
3:1 of large numerals and letters as colours.yaml holds them; a translucent pattern of glyphs is
decoration, not text."""

from __future__ import annotations

import math
import statistics
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.layout.imposition import Paper
from generator.validate.colour_check import contrast_ratio
from generator.validate.run import load_and_validate

LEAST = 7.0  # pt: the least size of any word on a card or a tile
BODY, MARK = 4.5, 3.0
DPI = 300


def _side_pdf(draw, width: float, height: float) -> bytes:
    doc = new_document(Paper("piece", width, height), "piece")
    draw(doc.canvas, width, height)
    doc.show_page()
    return doc.finish()


def _hex(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb[:3])


def printed_words(data: bytes, height: float) -> list[tuple[str, float, float, int]]:
    """Every run of characters of one size and ink on the page: (text, size in pt as printed, the
    lowest contrast of its glyphs against what is printed under them, its ink's alpha 0–255). The
    background is read from the page rendered without its text, inside each glyph's box."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    scale = DPI / 72
    pdf = pdfium.PdfDocument(data)
    try:
        page = pdf[0]
        textpage = page.get_textpage()
        matrix = raw.FS_MATRIX()
        red, green, blue, alpha = (raw.c_uint() for _ in range(4))
        left, right, bottom, top = (raw.c_double() for _ in range(4))
        chars = []
        for i in range(textpage.count_chars()):
            char = chr(raw.FPDFText_GetUnicode(textpage, i))
            if char.isspace() or raw.FPDFText_IsGenerated(textpage, i) == 1:
                chars.append(None)
                continue
            raw.FPDFText_GetMatrix(textpage, i, matrix)
            size = raw.FPDFText_GetFontSize(textpage, i) * math.hypot(matrix.c, matrix.d)
            raw.FPDFText_GetFillColor(textpage, i, red, green, blue, alpha)
            raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
            box = (left.value, bottom.value, right.value, top.value)
            chars.append((char, round(size, 2), _hex((red.value, green.value, blue.value)), alpha.value, box))
        textpage.close()
        for obj in list(page.get_objects()):
            if obj.type == raw.FPDF_PAGEOBJ_TEXT:
                page.remove_obj(obj)
        page.gen_content()
        ground = page.render(scale=scale).to_pil().convert("RGB")
    finally:
        pdf.close()
    words: list[list] = []
    for found in chars + [None]:
        if found is None:
            words.append([])
            continue
        char, size, ink, alpha, (x0, y0, x1, y1) = found
        pixels = [
            ground.getpixel((x, y))
            for x in range(max(0, int(x0 * scale)), min(ground.width, int(x1 * scale) + 1))
            for y in range(max(0, int((height - y1) * scale)), min(ground.height, int((height - y0) * scale) + 1))
        ]
        under = _hex([int(statistics.median(p[k] for p in pixels)) for k in range(3)]) if pixels else "#ffffff"
        ratio = contrast_ratio(ink, under)
        if words and words[-1] and words[-1][1] == size and words[-1][3] == ink:
            words[-1][0] += char
            words[-1][2] = min(words[-1][2], ratio)
        else:
            words.append([char, size, ratio, ink, alpha])
    return [(w[0], w[1], w[2], w[4]) for w in words if w]


def _sides():
    project, _ = load_and_validate(Path(__file__).resolve().parents[1] / "components", None)
    for game in project.games.values():
        for name, component in game.components.items():
            kind = KINDS[component.kind]
            if kind.category not in ("card", "tile") or kind.pieces is None:
                continue
            backs: set[int] = set()
            for piece in flatten(kind.pieces(component, game)):
                yield f"{game.id}/{name}/{piece.label}/front", piece.front, piece
                if piece.back is not None and id(piece.back) not in backs:
                    backs.add(id(piece.back))
                    yield f"{game.id}/{name}/{piece.label}/back", piece.back, piece


def test_every_word_on_a_card_or_tile_is_7_pt_and_reads_on_its_ground():
    small, faint, sides = [], [], 0
    for where, draw, piece in _sides():
        sides += 1
        for text, size, ratio, alpha in printed_words(_side_pdf(draw, piece.width, piece.height), piece.height):
            if alpha < 128:  # a translucent pattern of glyphs: decoration
                continue
            if size < LEAST - 0.01:
                small.append(f"{where}: {size} pt {text[:30]}")
            needed = MARK if len(text) == 1 else BODY
            if ratio < needed - 0.005:
                faint.append(f"{where}: {text[:30]} {ratio:.2f}:1 (needs {needed:g}:1)")
    assert sides > 150
    assert small == []
    assert faint == []


@pytest.mark.parametrize(
    "ink, ground, size, text, fails",
    [
        ("#6d6458", "#fbf6ea", 6.3, "Wartość", True),  # Przekręt's old secondary line: small and light
        ("#4f483f", "#fbf6ea", 7.0, "Wartość", False),
        ("#ffffff", "#e08a2c", 7.0, "POSESJA", True),  # white on the orange street
        ("#1f1b17", "#e08a2c", 7.0, "POSESJA", False),
    ],
)
def test_the_measure_sees_small_and_faint_words(ink, ground, size, text, fails):
    from reportlab.lib import colors

    from generator.draw.fonts import SANS
    from generator.model.units import mm

    def draw(c, w, h):
        c.setFillColor(colors.HexColor(ground))
        c.rect(0, 0, w, h, stroke=0, fill=1)
        c.setFillColor(colors.HexColor(ink))
        c.setFont(SANS, size)
        c.saveState()
        c.translate(mm(5), mm(8))
        c.rotate(20)  # turned text is measured as printed, whatever its angle
        c.drawString(0, 0, text)
        c.restoreState()

    words = printed_words(_side_pdf(draw, mm(40), mm(20)), mm(20))
    assert [w[0] for w in words] == [text]
    _, measured, ratio, _ = words[0]
    assert measured == pytest.approx(size, abs=0.01)
    assert (measured < LEAST or ratio < BODY) is fails


def test_words_round_a_curve_are_checked_at_the_size_they_print():
    """A stamp's words have no box to shrink into: they are checked at their one size, against the
    least size and against the arc that holds them (half the circle)."""
    from generator.draw.fonts import SANS_BOLD
    from generator.draw.text import arc_length, arc_problem
    from generator.model.units import mm

    word = "ZAŁATWIONE"
    assert arc_problem(word, SANS_BOLD, 7.0, mm(7), tracking=0.4, least=7.0) is None
    assert "at 6 pt; text there needs 7 pt" in arc_problem(word, SANS_BOLD, 6.0, mm(7), tracking=0.4, least=7.0)
    tight = arc_length(word, SANS_BOLD, 7.0, 0.4) / math.pi - 1  # a radius whose half circle is a point short
    assert "does not fit its arc" in arc_problem(word, SANS_BOLD, 7.0, tight, tracking=0.4, least=7.0)


def test_the_lease_stamp_prints_its_words_at_the_cards_least_size():
    from generator.games.przekret import lease_cards

    assert lease_cards.STAMP_WORD_SIZE >= LEAST


def _darkness(path: Path, index: int) -> float:
    """Mean darkness of a rendered page, 0 (white) to 1 (black): the ink a home printer lays."""
    from .pdfcheck import render

    histogram = render(path, index, dpi=50).histogram()
    return sum((255 - level) * n for level, n in enumerate(histogram)) / 255 / sum(histogram)


def test_card_and_tile_backs_are_light_on_ink(bundled_build):
    """Every back of a double-sided card job is printed: a full-bleed solid lays a sheet of ink per
    sheet, bands and streaks on a home printer and shows a misregistered back. Each back sheet of every
    card and tile part takes at most a tenth of the page's ink (as the banknotes' backs), every game."""
    out, result = bundled_build
    measured = {}
    for output in result.outputs:
        kind = KINDS.get(output.kind)
        if kind is None or kind.category not in ("card", "tile") or not (output.duplex or output.sides != "one"):
            continue
        path = out / output.game / output.filename
        backs = range(output.guide_pages + 1, output.pages, 2)
        measured[output.filename, output.game] = [round(_darkness(path, i), 3) for i in backs]
    assert {game for _, game in measured} == {"kolekcjonerzy", "rynek", "przekret", "art-society"}
    assert all(measured.values()), measured
    assert {k: v for k, v in measured.items() if max(v) > 0.10} == {}


# ------------------------------------------------------------------ a label's line breaks (pure layout)


@pytest.mark.parametrize(
    ("name", "lines"),
    [
        ("ZEGAREK NA RĘKĘ", ("ZEGAREK", "NA\u00a0RĘKĘ")),
        ("UPRZĄŻ DLA KONIA", ("UPRZĄŻ", "DLA\u00a0KONIA")),
        ("PIÓRO I KAŁAMARZ", ("PIÓRO", "I\u00a0KAŁAMARZ")),
    ],
)
def test_a_label_never_ends_a_line_with_a_short_preposition_or_conjunction(name, lines):
    """Kit review r20 minor 8: „ZEGAREK NA / RĘKĘ”. In a column that holds „ZEGAREK NA” but not the
    whole name, the preposition goes down with its word, at the same size."""
    from generator.draw.fonts import SANS_BOLD, text_width
    from generator.draw.text import Fitted, fit

    first, rest = name.split(" ", 1)
    width = max(text_width(f"{first} {rest.split(' ')[0]}", SANS_BOLD, 8.0), text_width(rest, SANS_BOLD, 8.0)) + 0.5
    assert text_width(name, SANS_BOLD, 8.0) > width  # the name needs two lines
    assert fit(name, SANS_BOLD, width, max_size=8.0, min_size=7.0, max_lines=3) == Fitted(8.0, lines)


def test_a_label_too_narrow_for_its_tied_words_still_breaks_at_a_space():
    """Where „DLA KONIA” fits no line even at the least size, the name still fits, broken at any space
    (better than no label)."""
    from generator.draw.fonts import SANS_BOLD, text_width
    from generator.draw.text import Fitted, fit

    width = text_width("UPRZĄŻ", SANS_BOLD, 8.0) + 0.5
    assert text_width("DLA KONIA", SANS_BOLD, 7.0) > width
    assert fit("UPRZĄŻ DLA KONIA", SANS_BOLD, width, max_size=8.0, min_size=7.0, max_lines=3) == Fitted(
        8.0, ("UPRZĄŻ", "DLA", "KONIA")
    )
