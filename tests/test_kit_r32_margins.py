"""The r32 blind kit reviews' sheet margins and cuts (K major 1, R major 1 and minors 1–3, AS minors 2 and 5),
checked on the bundled kit's print jobs."""

from __future__ import annotations

import re

from . import pdfcheck

DPI = 150
PX = DPI / 25.4  # pixels to the millimetre


def _runs_across(image, y_mm: float, x0_mm: float, x1_mm: float) -> int:
    """How many times the colour changes along the row `y_mm` from the page's top edge, between `x0_mm` and
    `x1_mm`: a flat tint none, a hatch at each of its lines."""
    y = round(y_mm * PX)
    row = [image.getpixel((x, y)) for x in range(round(x0_mm * PX), round(x1_mm * PX))]
    return sum(1 for a, b in zip(row, row[1:]) if sum(abs(p - q) for p, q in zip(a, b)) > 12)


def test_rynek_s_card_backs_carry_their_hatch_to_the_bleed_s_edge(bundled_kit):
    """R minor 2: the backs' diagonal hatch stopped at the trim line and their 3 mm bleed was flat tint, so a
    back printed 1.5 mm off showed a hatch-free band along one edge. On every back page of the card job
    the bleed over the top row of cards shows the hatch as the card under its trim line does."""
    path = pdfcheck.job_path(bundled_kit, "rynek", "card", "long")
    checked = 0
    for index, text in enumerate(pdfcheck.page_texts(path)):
        if "tył" not in text or ("ZAKUP" not in text and "SPRZEDAŻ" not in text):
            continue
        marks = pdfcheck.crop_marks_mm(path, index)
        height = pdfcheck.page_sizes_mm(path)[index][1]
        columns = sorted({round(m[0], 1) for m in marks if abs(m[0] - m[2]) < 0.01 and m[1] > height / 2})
        trim = height - max(m[1] for m in marks if abs(m[1] - m[3]) < 0.01)  # the top row's trim, from the top
        image = pdfcheck.render(path, index, DPI, "RGB")
        for x0, x1 in zip(columns, columns[1:]):
            inside = _runs_across(image, trim + 1.5, x0 + 1, x1 - 1)
            bleed = _runs_across(image, trim - 1.5, x0 + 1, x1 - 1)  # the middle of the 3 mm bleed
            assert inside >= 20 and bleed >= inside // 2, (index + 1, x0, inside, bleed)
            checked += 1
    assert checked >= 16, checked


def test_art_society_s_seam_ticks_are_inked_half_a_point_and_3_mm_long(bundled_kit):
    """AS minor 2: the short ticks on the mats' seams, where a cut inside a painting sheet stops, were 0.3 pt
    lines in a pale brown on the cream (2.7:1). On every painting front they are strokes of at least 0.5 pt
    in the margin marks' near-black, each arm at least 3 mm long, and no stroke is left in the pale tone."""
    path = pdfcheck.job_path(bundled_kit, "art-society", "card", "long")
    ink = (0.114, 0.114, 0.106)
    fronts = 0
    for index, text in enumerate(pdfcheck.page_texts(path)):
        if "przód" not in text or not re.search(r"\d+/\d+: \d+ obraz", text):
            continue  # a painting sheet's front, by its label („Obrazy 2/5: 12 obrazów 2 × 2, …”)
        found = pdfcheck.strokes(path, index, into_forms=False)
        assert not [s for s in found if s.colour == (0.604, 0.541, 0.439)], index + 1  # the old #9a8a70
        arms = [
            ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 / 72 * 25.4
            for stroke in found
            if stroke.colour == ink and abs(stroke.width - 0.5) < 0.01 and not (stroke.rect or stroke.filled)
            for points in stroke.polylines
            if len(points) == 2
            for (x1, y1), (x2, y2) in [points]
        ]
        assert len(arms) >= 8 and min(arms) >= 3.0 - 0.01, (index + 1, len(arms), min(arms, default=0))
        fronts += 1
    assert fronts >= 3, fronts


def test_rynek_s_card_sheets_carry_their_whole_ticket_on_the_foot_s_line(bundled_kit):
    """R minor 1: the SPRZEDAŻ fronts set „Talia SPRZEDAŻ · arkusz n/4 · przód · karton 250–300 g/m²” at the
    head and the rest of their ticket at the foot, pushing the feed arrow to mid-page. Every sheet of the card
    job, front and back, sets its name and counter („SPRZEDAŻ 1/4 ·”) and its stock („g/m²”) on one line, „skala 100%” with its
    ruler, and the arrow at the head's left."""
    path = pdfcheck.job_path(bundled_kit, "rynek", "card", "long")
    height = pdfcheck.page_sizes_mm(path)[0][1]
    places: dict[int, dict[str, list[tuple[float, float]]]] = {}
    chars = pdfcheck.printed_text(path)
    for index in sorted({c[0] for c in chars}):
        page = [c for c in chars if c[0] == index]
        joined = "".join(c[1] for c in page)
        # r32 (folios): the job's sheet mark („wydruk 4 · arkusz 1/8”) goes where the ticket and the arrow leave
        # room, the head's right on these sheets: its „arkusz” is the job's, not the sheet's name
        # r36 (R minor 2): the sheet's place in its job („arkusz 3 z 10”) was the job's too (dropped in r41)
        # r41: the job's identifier („wydruk 4 · s. 3”) is the job's; the sheet's counter „ZAKUP 1/4 ·” its name's
        marks = [m.span() for m in re.finditer(r"wydruk\d+·s\.\d+", joined)]
        for word, pattern in (("arkusz", r"\d+/\d+·"), *((w, re.escape(w)) for w in ("g/m²", "skala100%", "drukarki"))):
            found_at = [m for m in re.finditer(pattern, joined) if not any(a <= m.start() < b for a, b in marks)]
            at = [page[m.start()][4] for m in found_at]
            places.setdefault(index, {})[word] = [
                (b[0] / 72 * 25.4, height - b[3] / 72 * 25.4) for b in at
            ]  # x-high tops
    sheets = 0
    for index, found in places.items():
        if not found["arkusz"]:
            continue  # not a sheet
        sheets += 1
        # r35 (R major 1): the foot's right end is the job's identifier's; the name and the stock still share one
        # line (the head's, after the arrow, where the foot no longer holds the whole ticket), the scale its ruler's
        # (one line: the counter's digits and „g/m²” top within a millimetre of each other, as their glyphs differ)
        tops = [y for word in ("arkusz", "g/m²") for _, y in found[word]]
        assert max(tops) - min(tops) < 1.0 and found["skala100%"], (index + 1, found)
        assert [x < 60 and y < 12 for x, y in found["drukarki"]] == [True], (index + 1, found["drukarki"])
    assert sheets >= 16, sheets


# the sheets whose pieces fill the head and the foot to their crop marks: their ticket alone runs up a side
# (docs/print-decisions.md: a horizontal line there needs 4–5 mm more than they keep, marks under 3 mm or a
# card sheet more); by their labels' first words
FULL_SHEETS = (r"Obrazy \d+/", r"Losy \d+/", "Fabryki, maszyny, mury i pionki graczy 4/4", "Plansza")


def test_a_ticket_turns_on_a_side_only_on_a_sheet_full_to_its_marks(bundled_kit):
    """R minor 3: a sheet's ticket ran up its left margin and its ruler down the right one, where every other
    sheet sets them in one horizontal line. Every card sheet that sets its ticket on its side is one of the
    sheets full to their marks; Przekręt's last token sheet and Art Society's aid sheets, whose foot holds the
    line whole, set it there (they turned it before the foot was tried in the printer's margin)."""
    turned, upright = [], []
    for game in ("art-society", "kolekcjonerzy", "przekret", "rynek"):
        for entry in pdfcheck.job_entries(bundled_kit, game):
            if entry["stock"] != "card":
                continue
            path = bundled_kit / entry["path"]
            texts = pdfcheck.page_texts(path)
            for index, place in _scales(path):
                (turned if place else upright).append((game, index + 1, " ".join(texts[index].split())))
    assert len(upright) >= 60, len(upright)
    for game, page, text in turned:
        assert any(re.search(name, text) for name in FULL_SHEETS), (game, page, text[-160:])
    said = [text for _, _, text in upright]
    assert any("pionki i kostka" in text for text in said) and sum("Pomoc gracza · Art Society" in t for t in said) == 2


def _scales(path) -> list[tuple[int, bool]]:
    """Each „skala 100%” a page prints at under 7.5 pt (a sheet's ticket): (page index, whether it runs on its
    side: its letters one above another)."""
    chars = pdfcheck.printed_text(path)
    out = []
    for index in sorted({c[0] for c in chars}):
        page = [c for c in chars if c[0] == index]
        joined = "".join(c[1] for c in page)
        for found in re.finditer("skala100%", joined):
            first, last = page[found.start()], page[found.end() - 1]
            if first[2] < 7.5:
                out.append((index, abs(last[4][1] - first[4][1]) > abs(last[4][0] - first[4][0])))
    return out
