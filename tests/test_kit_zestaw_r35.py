"""r35 kit reviews, AS minor 2, P minor 10, R minor 14: zestaw.pdf was not the kit one prints – it held the part
files' own covers and calibration pages (whose text describes another print path) and lacked the real job covers
and the checklist, with no bookmarks. It is the print jobs in print order, page for page, after its own overview
page, with an outline: one bookmark per job at the job's first page, the job's parts under it."""

from __future__ import annotations

import json

from pypdf import PdfReader

from generator.build.kit import KIT_FILE

from .pdfcheck import job_entries, outline, page_texts, screen_pages

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
PART_FILE_ONLY = ("Tę stronę (instrukcję) i następną drukuj", "Tę stronę (instrukcję)")


def test_zestaw_is_the_print_jobs_in_order_with_an_outline(bundled_kit):
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    for game in GAMES:
        jobs = job_entries(bundled_kit, game)
        path = bundled_kit / game / KIT_FILE
        reader = PdfReader(path)
        screens = screen_pages(path)  # its overview, the part files' page, what the kit holds, then the jobs
        assert screens in (2, 3), game
        assert len(reader.pages) == screens + sum(job["pages"] for job in jobs), game
        kit = next(e for e in manifest if e["path"] == f"{game}/{KIT_FILE}")
        assert kit["pages"] == len(reader.pages), game
        marks = outline(reader)
        tops = [(title, page) for level, title, page in marks if level == 0]
        starts = [screens + sum(job["pages"] for job in jobs[:n]) for n in range(len(jobs))]
        assert [page for _t, page in tops[1:]] == starts, (game, tops)
        assert all(title.startswith(f"Wydruk {n}: ") for n, (title, _p) in enumerate(tops[1:], start=1)), tops
        assert sum(level == 1 for level, _t, _p in marks) >= len(jobs), game  # the parts under their jobs
        texts = [" ".join(t.split()) for t in page_texts(path)]
        # job 1's cover opens the jobs; the checklist is in it; no part file's own cover or its words
        assert "Do druku: 1." in texts[screens], game
        assert any("Lista kontrolna elementów" in t for t in texts[1:]), game
        assert not [n for n, t in enumerate(texts, 1) for words in PART_FILE_ONLY if words in t], game
        for n, job in enumerate(jobs):  # page for page: the job's first page's words where the outline says
            first = " ".join(page_texts(bundled_kit / job["path"])[0].split())
            assert texts[starts[n]][:200] == first[:200], (game, job["path"])
