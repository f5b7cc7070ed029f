"""Kit review r43 (P minors 8, 9; R minor 4): the files a buyer prints or sends to a copy shop, preflight-clean.

Every embedded font subset carried the tag „AAAAAA+” (42 font objects in P job 1): documents drawn apart
start their subsets' names afresh and the print jobs and zestaw.pdf copy them side by side, so different font
programs shared one name (preflight flags it; a RIP that takes same-named fonts for one loses glyphs). Now a
subset's tag comes from its program (draw/pdfbytes.py). The print jobs had no bookmarks; each now has the
outline zestaw.pdf gives it, its parts in order.
"""

from __future__ import annotations

import io
import re

from PIL import ImageCms
from pypdf import PdfReader

from generator.build.kit import KIT_FILE
from generator.build.pdfmerge import Merger
from generator.build.shop import shop_worth
from generator.draw.fonts import SANS
from generator.draw.pdf import new_document
from generator.layout.imposition import PAPERS

from .pdfcheck import font_programs, job_entries, outline, screen_pages

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
TAG = re.compile(r"/[A-Z]{6}\+\S+")


def _one_page(words: str) -> bytes:
    doc = new_document(PAPERS["a4"], words)
    doc.canvas.setFont(SANS, 12)
    doc.canvas.drawString(100, 700, words)
    doc.show_page()
    return doc.finish()


def _merged(*parts: bytes) -> bytes:
    merger = Merger()
    for part in parts:
        merger.add_part(part)
    return merger.write({"Title": "test"}, {})


def test_two_documents_joined_keep_their_subsets_apart(tmp_path):
    """Two documents' subsets of one font (each the first of its document) are two programs under two names
    once joined, and the same drawing gives the same name every time."""
    path = tmp_path / "joined.pdf"
    path.write_bytes(_merged(_one_page("Zażółć gęślą jaźń"), _one_page("Kupiec 1200 zł")))
    programs = font_programs(path)
    names = [name for name in programs if name.endswith("+SourceSansPro-Regular")]
    assert len(names) == 2, programs
    assert all(len(programs[name]) == 1 for name in names), programs
    assert all(TAG.fullmatch(name) for name in names), names
    again = tmp_path / "again.pdf"
    again.write_bytes(_merged(_one_page("Zażółć gęślą jaźń"), _one_page("Kupiec 1200 zł")))
    assert again.read_bytes() == path.read_bytes()


def test_every_pdf_of_the_kit_names_each_font_program_apart(bundled_kit):
    pdfs = sorted(bundled_kit.rglob("*.pdf"))
    assert len(pdfs) > 30
    shared, untagged, subsets = {}, {}, 0
    for pdf in pdfs:
        programs = font_programs(pdf)
        where = str(pdf.relative_to(bundled_kit))
        assert programs, where  # every file prints text in our own fonts
        shared.update({f"{where}: {name}": len(found) for name, found in programs.items() if len(found) > 1})
        untagged.update({f"{where}: {name}": 1 for name in programs if not TAG.fullmatch(name)})
        subsets += len(programs)
    assert shared == {}  # no name for two different programs in one file
    assert untagged == {}  # every font is an embedded subset with its six-letter tag
    assert subsets > len(pdfs)


def test_every_print_job_has_the_outline_zestaw_gives_it(bundled_kit):
    for game in GAMES:
        jobs = job_entries(bundled_kit, game)
        kit = outline(PdfReader(bundled_kit / game / KIT_FILE))
        screens = screen_pages(bundled_kit / game / KIT_FILE)  # the kit's own pages before job 1
        starts = [screens + sum(job["pages"] for job in jobs[:n]) for n in range(len(jobs))]
        tops = [n for n, (level, _title, _page) in enumerate(kit) if level == 0][1:]  # after the overview's
        assert len(tops) == len(jobs), game
        for n, job in enumerate(jobs):
            end = tops[n + 1] if n + 1 < len(jobs) else len(kit)
            wanted = [(0, title, page - starts[n]) for _level, title, page in kit[tops[n] + 1 : end]]
            assert kit[tops[n]][2] == starts[n], job["path"]  # the job's bookmark at its first page
            reader = PdfReader(bundled_kit / job["path"])
            assert wanted, job["path"]
            assert outline(reader) == wanted, job["path"]
            assert wanted[0][2] == 0 and all(0 <= page < len(reader.pages) for _l, _t, page in wanted)


def test_a_print_job_opens_with_its_bookmarks_shown(bundled_kit):
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            reader = PdfReader(bundled_kit / job["path"])
            assert reader.page_mode == "/UseOutlines", job["path"]


def test_the_job_outline_lists_the_rules_and_the_parts_of_przekret_job_1(bundled_kit):
    """r43 P minor 9: job 1 (60 pages) had none; the buyer finds the rules, their appendix and the money."""
    first = job_entries(bundled_kit, "przekret")[0]
    titles = [title for _level, title, _page in outline(PdfReader(bundled_kit / first["path"]))]
    assert titles[0].startswith("Opis tego wydruku")
    for wanted in ("Zasady gry", "Pieniądze"):
        assert wanted in titles, titles
    assert any(title.startswith("Dodatek") for title in titles), titles


def test_the_board_a_copy_shop_prints_says_its_colours_are_srgb_and_its_boxes(bundled_build):
    """r43 R minor 4: the one-piece board (shop.shop_worth) defines its RGB by an sRGB output intent; it claims no
    PDF/X (export/pdfx.py makes that), and its TrimBox and BleedBox are the board's and its bleed's."""
    out, result = bundled_build
    boards = [out / o.game / o.filename for o in result.outputs if shop_worth(o)]
    assert len(boards) >= 2
    for path in boards:
        reader = PdfReader(path)
        (intent,) = [i.get_object() for i in reader.trailer["/Root"]["/OutputIntents"]]
        assert intent["/S"] == "/GTS_PDFA1", path
        profile = intent["/DestOutputProfile"].get_object()
        assert profile["/N"] == 3
        opened = ImageCms.ImageCmsProfile(io.BytesIO(profile.get_data()))
        assert "sRGB" in ImageCms.getProfileDescription(opened), path
        assert opened.profile.xcolor_space.strip() == "RGB"
        assert "/GTS_PDFXVersion" not in (reader.metadata or {}), path
        for page in reader.pages:
            media, trim, bleed = ([float(v) for v in box] for box in (page.mediabox, page.trimbox, page.bleedbox))
            assert media[0] < bleed[0] < trim[0] and trim[2] < bleed[2] < media[2], path
            assert media[1] < bleed[1] < trim[1] and trim[3] < bleed[3] < media[3], path
