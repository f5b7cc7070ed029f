"""Kit review r32 K minor 5 and AS minor 8: Kolekcjonerzy's point table stood in its print job as a landscape
page with /Rotate 90 – sideways in every viewer – and Art Society's score pad read sideways in the kit, the
file meant for the screen. No page of any file the build writes carries /Rotate: a landscape page stays
landscape (the print dialog lays it on the sheet) and reads upright; a two-sided landscape form, drawn
turned on a portrait sheet in its print job so that front and back flip alike on every driver, is shown
upright on a landscape page in the kit."""

from __future__ import annotations

import json
import math
from collections import Counter

import pypdfium2 as pdfium
import pypdfium2.raw as raw
from pypdf import PdfReader

from .pdfcheck import without_folio


def text_turn(page) -> int | None:
    """The quarter turn (0, 90, 180, 270) most of the page's letters are set at, as the page shows them."""
    text = page.get_textpage()
    turns = Counter()
    for i in range(text.count_chars()):
        if chr(raw.FPDFText_GetUnicode(text, i)).isspace():
            continue
        angle = raw.FPDFText_GetCharAngle(text, i)
        if angle >= 0:
            turns[round(math.degrees(angle) / 90) % 4 * 90] += 1
    return turns.most_common(1)[0][0] if turns else None


def test_no_page_of_any_file_is_shown_turned(bundled_kit):
    turned = [
        (str(path.relative_to(bundled_kit)), n + 1)
        for path in sorted(bundled_kit.rglob("*.pdf"))
        for n, page in enumerate(PdfReader(str(path)).pages)
        if int(page.get("/Rotate", 0) or 0) % 360
    ]
    assert turned == []


def test_every_landscape_page_of_a_print_job_reads_upright(bundled_kit):
    jobs = sorted(bundled_kit.glob("*/druk/*.pdf"))
    landscape, sideways = 0, []
    for path in jobs:
        doc = pdfium.PdfDocument(str(path))
        for n in range(len(doc)):
            width, height = doc[n].get_size()
            if width > height + 1:
                landscape += 1
                if text_turn(doc[n]) not in (0, None):
                    sideways.append((str(path.relative_to(bundled_kit)), n + 1))
    assert landscape >= 3  # K's point table (2 pages), Rynek's board map, Art Society's boards
    assert sideways == []


def test_a_landscape_form_turned_on_its_sheet_reads_upright_in_the_kit(bundled_kit):
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    checked = 0
    for entry in manifest:
        if entry["kind"] != "form":
            continue
        part = pdfium.PdfDocument(str(bundled_kit / entry["path"]))
        if not any(text_turn(part[n]) not in (0, None) for n in range(len(part))):
            continue  # drawn upright on its own page: nothing to turn
        title = part[0].get_textpage().get_text_range().split("\n")[1].strip()
        kit = pdfium.PdfDocument(str(bundled_kit / entry["game"] / "zestaw.pdf"))
        # the form's own pages: its foot line („<game> · <title>”, r35: the paper went to the sheet identifier
        # „wydruk N · s. P”, on the same line since r43), not the kit's map of its pages
        pages = [
            n
            for n in range(len(kit))
            if any(
                without_folio(line).strip().endswith(f" · {title}")
                for line in kit[n].get_textpage().get_text_range().splitlines()
            )
        ]
        assert pages, (entry["path"], title)
        for n in pages:
            width, height = kit[n].get_size()
            assert width > height and text_turn(kit[n]) == 0, (entry["path"], n + 1)
        checked += 1
    assert checked >= 2  # Art Society's score pad, Rynek's factory register
