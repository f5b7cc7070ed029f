"""Clearance and bleed (kit review r17): text keeps 1 mm inside its shape, found by the validator
(`text.crowded`, `board.on-frame`) at the exact text; measured in the built PDFs: token rings keep
1.2 mm inside their cut square, boards on home sheets have 3 mm of bleed past every outer trim and
nothing within 5 mm of the paper's edge, the Dzierżawa fine print keeps 1 mm above its hairline."""

from __future__ import annotations

import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from .conftest import COMPONENTS, game_findings, replace_in
from .pdfcheck import crop_marks_mm, non_white_mask, printed_text, render

MM = 72 / 25.4


def copy_of(tmp_path: Path, game: str) -> Path:
    folder = tmp_path / "components" / game
    shutil.copytree(COMPONENTS / game, folder, ignore=shutil.ignore_patterns("zasady.yaml"))
    return folder


# ------------------------------------------------------------------ the validator finds each case


@pytest.mark.parametrize(
    "game, file, old, new, finding",
    [
        (  # r17: the register's product headings too near their cell rules (a narrower width); r36: the turned
            # register keeps the foot line's room on both sides, its columns a little narrower: 0.7 mm
            "rynek",
            "rejestr-fabryki.yaml",
            '{title: "Ż-Z", width: 0.95, swatch: ["#f2c12e", "#2f8a4c"], marks: [circle, triangle]}',
            '{title: "Ż-Z", width: 0.85, swatch: ["#f2c12e", "#2f8a4c"], marks: [circle, triangle]}',
            "error: the heading „Ż-Z” comes 0.7 mm from its outline; expected at least 1 mm [text.crowded]",
        ),
        (  # r17: POMARAŃCZOWY 0.8 mm from its panel frame; r19: names at 7 pt, none on the bundled pawns;
            # r29: the pawns 18 mm wide, a longer name no longer fits at all (text.does-not-fit); r32: the one pawn
            # template's name box is 11 mm wide, POMARAŃCZ no longer fits it; r39: the dark ring 3 mm inside the cut
            # leaves the name 7.6 mm, KARMIN fits it 0.8 mm from its frame
            "kolekcjonerzy",
            "pionki.yaml",
            '{mark: "1", color: "#c62828", pattern: stripes}',
            '{mark: "1", color: "#c62828", pattern: stripes, name: KARMIN}',
            "error: the name „KARMIN” comes 0.8 mm from its outline; expected at least 1 mm [text.crowded]",
        ),
        (  # r17: the Pejzaż row 0.9 mm from the museum board's inner frame line
            "art-society",
            "plansza-muzeum.yaml",
            "at: [27.25mm, 167.5mm]",
            "at: [27.25mm, 170.5mm]",
            "error: the spaces of track 'pejzaz-3' come 0.7 mm from the board's frame line; expected at least "
            "1 mm (move the track inwards) [board.on-frame]",
        ),
    ],
    ids=["register-heading", "pawn-name", "museum-track"],
)
def test_validator_finds_text_and_lines_too_near_their_outline(tmp_path, game, file, old, new, finding):
    folder = copy_of(tmp_path, game)
    assert not [f for f in game_findings(folder) if ": error: " in f]
    replace_in(folder / file, old, new)
    if file == "pionki.yaml":  # r38 K minor 1: the bundled panels print no names; the check is of a panel that does
        replace_in(folder / file, "names_on_panels: false", "names_on_panels: true")
    found = game_findings(folder)
    assert any(f.endswith(finding) and f"/components/{game}/{file}:" in f for f in found), found


def test_bundled_games_have_no_crowded_text():
    for game in ("rynek", "kolekcjonerzy", "art-society", "przekret"):
        found = [f for f in game_findings(COMPONENTS / game) if "[text.crowded]" in f or "[board.on-frame]" in f]
        assert not found, found


# ------------------------------------------------------------------ measured in the built PDFs


def path_boxes_mm(path: Path) -> list[tuple[float, float]]:
    """(width, height) in mm of every path drawn on the file's pages, forms included; pdfium's box
    takes in the stroke (so a measured clearance is, if anything, short)."""
    sizes = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for page in pdf:
            for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_PATH], max_depth=4):
                left, bottom, right, top = obj.get_bounds()
                sizes.append(((right - left) / MM, (top - bottom) / MM))
    finally:
        pdf.close()
    return sizes


@pytest.mark.parametrize("game, file", [("rynek", "zetony.pdf"), ("kolekcjonerzy", "zetony.pdf")])
def test_token_rings_keep_1_2_mm_inside_the_cut_square(bundled_kit, game, file):
    from generator.model.units import to_mm

    from .conftest import validated_game

    side = to_mm(validated_game(game).one("tokens").spec.size)  # zetony.yaml / zetony.yaml `size`
    circles = [w for w, h in path_boxes_mm(bundled_kit / game / file) if side - 4 < w <= side + 0.01 and h > side - 6]
    # the tokens' rings: the commonest size of round path (a guest piece on the sheet – Kolekcjonerzy's 18 mm
    # pawns since r29 – may draw a circle of its own in that range, twice per pawn, never as often as the tokens)
    sizes = {round(w, 2) for w in circles}
    commonest = max(sizes, key=lambda size: sum(round(w, 2) == size for w in circles), default=None)
    rings = [w for w in circles if round(w, 2) == commonest]
    assert rings, "no cutting ring found"
    assert min((side - w) / 2 for w in rings) >= 1.2 - 0.005, sorted(set(round(w, 2) for w in rings))


# Art Society's boards 2.5 mm: the 11 mm beside them also hold the sheet's caption at 7 pt (kit review r21
# minor 9: 6 pt above a 3 mm bleed)
@pytest.mark.parametrize(
    "game, file, page, bleed", [("rynek", "plansza-a4.pdf", 1, 3.0), ("art-society", "plansza-muzeum-a4.pdf", 1, 2.5)]
)
def test_home_board_sheets_have_their_bleed_past_the_trim(bundled_kit, game, file, page, bleed):
    path = bundled_kit / game / file
    dpi = 150
    from generator.draw.kinds.board.pdf import HOME_MARK_WIDTH

    marks = crop_marks_mm(path, page, width=HOME_MARK_WIDTH)  # a home sheet's two-armed marks (r20)
    # the top-left corner's trim: its vertical mark's x and its horizontal mark's y (from the bottom)
    vertical = [m for m in marks if abs(m[0] - m[2]) < 0.01]
    horizontal = [m for m in marks if abs(m[1] - m[3]) < 0.01]
    trim_x = min(m[0] for m in vertical)
    trim_top = max(m[1] for m in horizontal)
    image = render(path, page, dpi)
    mask = non_white_mask(image)
    w, h = image.size
    px = dpi / 25.4
    row = int(h / 2)
    left_ink = next(x for x in range(w) if mask.getpixel((x, row)))
    col = int(w / 2)
    top_ink = next(y for y in range(h) if mask.getpixel((col, y)))
    page_h = h / px
    # the bleed, or as far as the sheet's 5.5 mm margin lets it where the board lies nearer the edge
    # (Rynek's top edge: 7.6 mm from the paper's); before r17: 0 mm (Rynek), 1.1 mm (Art Society)
    for trim, ink in ((trim_x, left_ink / px), (page_h - trim_top, top_ink / px)):
        assert trim - ink >= min(bleed, trim - 5.5) - 0.2, (trim, ink)
        assert trim - ink >= 1.5, (trim, ink)
    assert left_ink / px >= 5.0 and top_ink / px >= 5.0


def test_lease_fine_print_keeps_1_mm_above_its_hairline(bundled_kit):
    from generator.games.przekret.lease_cards import FRAME_INSIDE

    path = bundled_kit / "przekret" / "dzierzawy.pdf"
    chars = [c for c in printed_text(path) if c[0] == 0]
    text = "".join(c[1] for c in chars)
    start = text.index("Gracze")  # the first card's fine print (the page's lowest card row is as good)
    glyphs = chars[start : start + len("Graczemogąnią")]
    bottom = min(c[4][1] for c in glyphs)
    # the card's bottom trim: the crop marks' horizontal lines, the nearest below the fine print
    trims = [m[1] * MM for m in crop_marks_mm(path, 0) if abs(m[1] - m[3]) < 0.01 and m[1] * MM < bottom]
    trim = max(trims)
    assert (bottom - trim - FRAME_INSIDE) / MM >= 1.0 - 0.05, (bottom - trim) / MM
