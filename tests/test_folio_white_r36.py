"""Kit review r36, R minor 3: „wydruk 3 · s. 1” stood in the hatched KLEJ strip of a board sheet and crossed the
board's frame. A job's identifier lies on white paper only: measured on every card job's every page that prints
one, against the part's own page (its art, bleed and glue strips, before the job's numbers go over it), the
identifier's box and half a millimetre round it hold no ink; a page whose art reaches its place prints none
(board/pdf.py, band_sheets: pdf.PdfDocument.no_room_for_number). Kit review r38, P major 1: a card sheet whose pieces
come near the foot line (the Los backs' bleed) sets it lower, in the printer's margin (labels.folio_place)."""

from __future__ import annotations

import re

from .pdfcheck import job_entries, printed_text, render

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
FOLIO = re.compile(r"wydruk\d+·s\.\d+")  # as printed_text reads it: without its spaces
DPI = 100
PX = DPI / 72  # pixels a point


def _folio_boxes(path) -> dict[int, tuple[float, float, float, float]]:
    """Each page's (0-based) identifier box in pt (left, bottom, right, top)."""
    pages: dict[int, list] = {}
    for page, char, _, _, box in printed_text(path):
        pages.setdefault(page, []).append((char, box))
    found = {}
    for page, chars in pages.items():
        joined = "".join(c for c, _ in chars)
        for m in FOLIO.finditer(joined):
            boxes = [b for _, b in chars[m.start() : m.end()]]
            found[page] = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[2] for b in boxes),
                max(b[3] for b in boxes),
            )
    return found


def test_every_folio_stands_on_white_paper(bundled_kit):
    """Every card job's identifier, with 0.5 mm round it (INK_SAFETY), over a white stretch of its part's own page (R job 3 p. 1
    before r36: inside the KLEJ strip and across the board's frame)."""
    inked, checked = [], 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] == "paper":
                continue
            boxes = _folio_boxes(bundled_kit / job["path"])
            for part in job["parts"]:
                if part.get("cover_of") or part.get("for_job"):
                    continue
                length = part["last"] - part["first"] + 1
                for page in range(part["start"], part["end"] + 1):
                    box = boxes.get(page - 1)
                    if box is None:
                        continue
                    own = part["first"] + (page - part["start"]) % length  # the part's page (copies repeat it)
                    image = render(bundled_kit / part["path"], own - 1, DPI)
                    pad = 0.5 * 72 / 25.4  # 0.5 mm
                    left, bottom, right, top = box
                    height = image.height
                    area = image.crop(
                        (
                            int((left - pad) * PX),
                            int(height - (top + pad) * PX),
                            int((right + pad) * PX) + 1,
                            int(height - (bottom - pad) * PX) + 1,
                        )
                    )
                    checked += 1
                    if area.getextrema()[0] < 245:
                        inked.append((job["path"], page, part["path"], own, area.getextrema()))
    assert not inked, inked[:10]
    assert checked >= 60


def test_a_sheet_whose_pieces_come_near_the_foot_line_sets_its_number_lower():
    """r38 P major 1: „wydruk 4 · s. 2” stood 0.84 mm under the Los backs' cut (10.5 mm over the foot, their bleed
    down to 8.1 mm). The identifier keeps JOB_MARK_TRIM from every cut and INK_SAFETY from every bleed under it: on
    the foot line where the pieces leave that, lower in the printer's margin where only that does, nowhere where
    neither does; a piece beside its stretch does not count."""
    from generator.draw.labels import JOB_MARK_TRIM, folio_line, folio_place, job_mark_slot
    from generator.draw.pdf import FOLIO_FOOT, FOLIO_LOW
    from generator.layout.imposition import INK_SAFETY
    from generator.model.units import mm

    width, margin = mm(210), mm(5)

    def card(cut: float, bleed: float, x: float = mm(136.5)):
        trim = (x, mm(cut), x + mm(63), mm(cut + 88))
        return trim, (trim[0] - mm(bleed), trim[1] - mm(bleed), trim[2] + mm(bleed), trim[3] + mm(bleed))

    assert folio_place([card(14, 3)], width, margin) == FOLIO_FOOT
    # the Los backs: cut 11.1 mm over the foot, their bleed 2.6 mm there (the foot keeps labels.low_folio_room)
    assert folio_place([card(11.1, 2.6)], width, margin) == FOLIO_LOW
    assert folio_place([card(10.5, 2.45)], width, margin) is None  # as they were in r38: the bleed over the line
    assert folio_place([card(8, 2)], width, margin) is None
    assert folio_place([card(9, 0)], width, margin) == FOLIO_LOW  # R's butted notes: under them, on white paper
    assert folio_place([card(7.5, 0)], width, margin) is None
    assert folio_place([card(8, 2, x=mm(10))], width, margin) == FOLIO_FOOT  # left of the number's stretch
    assert job_mark_slot(width)[0] < mm(136.5 + 63)
    for low in (False, True):  # the place chosen keeps both distances, the capitals at 0.8 of the size
        base, size = folio_line(margin, low)
        top = base + 0.8 * size
        assert base - 0.25 * size >= margin + INK_SAFETY - 1e-6  # its descenders inside the printer's margin
        if low:
            assert mm(11.1) - top >= JOB_MARK_TRIM - 1e-6 and mm(11.1 - 2.6) - top >= INK_SAFETY


def test_a_full_bleed_sheet_keeps_the_lower_number_s_room_under_its_bleed():
    """The Losy's colour runs to every cut, so their bleed widens into the margins (fit_head_bleed, fit_full_bleed);
    at the head and foot it stops where the lower identifier line still stands on white with INK_SAFETY over its
    capitals (labels.low_folio_room), its descenders INK_SAFETY inside the printer's margin: three rows of 63 × 88
    mm cards on A4."""
    from generator.draw.labels import folio_line, low_folio_room
    from generator.layout.imposition import INK_SAFETY, PAPERS, SheetSpec, fit_full_bleed, fit_head_bleed, plan_grid
    from generator.model.units import mm

    margin = mm(5)
    spec = SheetSpec(piece_width=mm(63), piece_height=mm(88), paper=PAPERS["a4"], bleed=mm(1.5), margin=margin)
    keep = low_folio_room()
    fitted = fit_full_bleed(fit_head_bleed(spec, mm(3), keep), mm(3), keep)
    grid = plan_grid(fitted)
    assert fitted.head_bleed > spec.bleed  # wider than the sides allowed, short of the full 3 mm
    assert grid.bottom - fitted.head_bleed - margin >= keep - 1e-6
    assert fitted.paper.height - grid.top - fitted.head_bleed - margin >= keep - 1e-6
    base, size = folio_line(margin, low=True)
    assert base - 0.25 * size >= margin + INK_SAFETY - 1e-6  # the descenders off the margin's line
    assert base + 0.8 * size + INK_SAFETY <= margin + keep + 1e-6
