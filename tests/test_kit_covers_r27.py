"""Round r27's kit reviews on the print jobs' covers, the print chapter and the sheets' tickets (K minor 2, 5;
P minor 7, rulebook F4; R minor 9, 10; AS minor 3, 5)."""

from __future__ import annotations

import pypdfium2 as pdfium
from pypdf import PdfReader

from .pdfcheck import cover_pages, cover_texts, job_entries
from .test_upright_r32 import text_turn

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _shown_lying(path) -> list[bool]:
    """Each page of a job's file as a viewer and a print dialog show it: wider than tall."""
    out = []
    for page in PdfReader(path).pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        turned = page.get("/Rotate", 0) % 180 == 90
        out.append((height if turned else width) > (width if turned else height))
    return out


def _drawn_lying(path) -> list[bool]:
    return [float(p.mediabox.width) > float(p.mediabox.height) for p in PdfReader(path).pages]


def _turned_upright(path) -> list[bool]:
    """Each page that is a landscape page turned upright on its sheet (r32 forms, r35 a job's landscape
    pages): taller than wide, its letters set a quarter turn."""
    doc = pdfium.PdfDocument(str(path))
    return [doc[n].get_size()[1] > doc[n].get_size()[0] and text_turn(doc[n]) in (90, 270) for n in range(len(doc))]


def test_a_job_of_landscape_pages_says_how_the_paper_lies(bundled_kit):
    """r27 AS minor 5: job 3's boards are landscape and its steps said only „A4, 100 %”; a driver laying the
    paper upright clips or shrinks them. A job whose pages show landscape says „orientacja pozioma (albo
    automatyczna)”, one whose landscape pages are turned upright among others „orientacja pionowa”, a job of
    upright pages nothing."""
    said = set()
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            path = bundled_kit / job["path"]
            own = cover_pages(path)
            cover = _flat(" ".join(cover_texts(path)))
            shown, drawn = _shown_lying(path)[own:], _drawn_lying(path)[own:]
            turned = any(_turned_upright(path)[own:])
            if all(shown):
                want = "orientacja pozioma (albo automatyczna)"
            elif any(drawn):
                want = "orientacja pionowa (albo automatyczna)"
            else:
                want = None
            # r35: a job's landscape pages are turned upright on portrait sheets, so a job of them shows upright
            # pages alone: its steps may say the paper lies upright (K's point table, R's board map: the job
            # turned them), or nothing (AS's score card, drawn turned by its form), never „pozioma”
            if want is None and turned and "orientacja pionowa (albo automatyczna)" in _flat(cover):
                want = "orientacja pionowa (albo automatyczna)"
            title = cover[cover.index(f"Do druku: {job['path'].split('/')[-1].split('-')[0]}. ") :]
            steps = title[: title.index("Do druku:", 10)] if "Do druku:" in title[10:] else title
            if want is None:
                assert "orientacja" not in steps, (job["path"], steps)
            else:
                assert want in steps, (job["path"], steps)
                said.add(want.split()[1])
    assert said == {"pozioma", "pionowa"}, said


def test_the_print_table_counts_the_edition_notes_and_the_print_chapter_apart():
    """r27 P rulebook F4: „16 stron zasad i 4 strony nieobowiązkowego dodatku” where the appendix the book's
    first page announces („Co ustaliło to wydanie”) is 3 pages and the print chapter a fourth; r29 R rulebook
    F16: „3 strony dodatku i 2 strony o wydruku” where the print chapter starts on the appendix's last page –
    the parts are named by their pages, the print chapter inside the appendix."""
    from generator.rulebook.context import book_pages

    assert _flat(book_pages(20, 17, 20)) == (
        "20 stron: zasady na stronach 1–16, dodatek na stronach 17–20 (część o druku od strony 20)"
    )
    assert _flat(book_pages(21, 17, 20)) == (
        "21 stron: zasady na stronach 1–16, dodatek na stronach 17–21 (część o druku od strony 20)"
    )
    assert _flat(book_pages(12, 12, 12)) == (
        "12 stron: zasady na stronach 1–11, dodatek na stronie 12 (część o druku od strony 12)"
    )
    assert _flat(book_pages(20, 17)) == "20 stron: zasady na stronach 1–16, dodatek na stronach 17–20"
    assert _flat(book_pages(20, 0)) == "20 stron"


def test_every_rulebooks_print_table_names_its_page_on_printing(bundled_kit):
    """The same, as every bundled rulebook prints it (r27 P rulebook F4)."""
    from .pdfcheck import book_pages_said, page_count, text

    for game in GAMES:
        book = _flat(text(bundled_kit / game / "zasady.pdf"))
        # „…(część o druku od strony 12)”: the print chapter inside the appendix
        said = book_pages_said(book)
        assert said and said[2] >= 1 and sum(said) == page_count(bundled_kit / game / "zasady.pdf"), game
