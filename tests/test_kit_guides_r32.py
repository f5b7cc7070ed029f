"""Round r32's kit reviews, the print guide pages (briefs s12, guides): AS kit major 1 and R kit minor 7 (the
„Do druku” pages a checklist at ≥ 9.5 pt in a short measure), K kit minor 8 („Dalej:”), R rulebook minor 8 (one
form of address), P kit minor 5 (a file the build writes that no page a buyer reads first names)."""

from __future__ import annotations

import re

from .conftest import REPO
from .pdfcheck import cover_texts, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


# ------------------------------------------------------------------ P minor 5: every file named


def test_every_file_the_build_writes_is_named_where_a_buyer_reads_first(bundled_build):
    """Every part file of a game (not a print job, not zestaw.pdf itself) is named by its title on zestaw.pdf's
    first page; a file no print job prints (the re-feed Losy) is named, with its steps, on the cover of the job
    that prints its part too (r32 P minor 5: the re-feed file was named nowhere a buyer reads first); a guest's own
    file by its title where its lost pieces are reprinted (r32 pieces: no spare file offered)."""
    from generator.draw.kinds.guest_pieces import guests_of
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    kit, result = bundled_build
    project = load_project(REPO / "components", list(GAMES), Findings())
    for game in GAMES:
        first = _flat(page_texts(kit / game / "zestaw.pdf")[0])
        covers = " ".join(_flat(t) for e in job_entries(kit, game) for t in cover_texts(kit / e["path"]))
        for o in result.outputs:
            if o.game != game or o.kind in ("print-job", "kit") or "/" in o.filename or o.filename == "zestaw.pdf":
                continue
            title = _flat(o.title or "")
            if o.component in guests_of(project.games[game]):
                # a guest's own file (r32 pieces): named where its pieces are reprinted, the guests' titles after
                # the first in lower case, mid-sentence („Pionki i kostka – na arkuszu „…” (wydruk 5 · s. 6)”)
                named = re.findall(r"(?:^|\. )([^.„”]+) – na arkusz(?:u|ach) „", first)
                assert any(title.lower() in n.lower() for n in named), (game, o.filename, title)
                continue
            if not o.kit and o.fits_paper:  # printed by no job: its part's job's cover names it (r35 P 5), by its
                # title on paper, the screen pairing the title with the file (r38 P minor 9, AS minor 2)
                assert f"„{o.title}”, w zestawie osobno, obok wydruków, w pliku „{o.filename}”" in first, (
                    game,
                    o.filename,
                )
                assert f"osobny wydruk „{o.title}”" in covers, (game, o.title)
                continue
            assert title and title in first, (game, o.filename, o.title)


def test_the_refeed_losy_steps_are_on_the_cover_of_the_job_printing_the_losy(bundled_build):
    """Job 4's cover (plain paper) says how the re-feed Losy go through a printer without card duplex, in
    numbered steps; the card's back carries one short line of it."""
    kit, result = bundled_build
    job = next(
        kit / e["path"]
        for e in job_entries(kit, "przekret")
        if any(p["path"].endswith("/losy.pdf") for p in e["parts"])
    )
    cover = _flat(" ".join(cover_texts(job)))
    for words in (
        "Bez druku dwustronnego na kartonie:",
        # the file the buyer opens, and the backs' copies (r35 P minor 5)
        # by its printed title (D1, session 25: no file name on paper; zestaw.pdf lists the file under that title)
        "1. weź osobny wydruk „Losy (druk z ponownym podaniem kartek)” (w zestawie, bez numeru) i "
        "wydrukuj jego strony 2–5 (przody, 4 arkusze);",
        "3. wydrukuj stronę 1 (tyły) w 4 kopiach, na odwrocie każdego arkusza.",
    ):
        assert words in cover, cover
    refeed = kit / "przekret" / "losy-ponowne-podanie.pdf"
    back = _flat(page_texts(refeed)[0].replace("?", " "))
    assert "Najpierw" not in back and "włóż" not in back


# ------------------------------------------------------------------ K minor 8: „Dalej:”


def test_the_calibration_page_says_which_reading_the_third_step_is_for(bundled_kit):
    """The calibration page's third step opens with the reading it is for, not „Dalej:” (read as „next”)."""
    for game in GAMES:
        job = next((bundled_kit / game / "druk").glob("1-*.pdf"))
        back = _flat(page_texts(job)[1])
        assert "Dalej:" not in back and "3. Odczyt dalej niż 1,5 mm od zera:" in back, game


# ------------------------------------------------------------------ AS major 1, R minor 7: the guide's type and measure


def _lines(path, index: int, chars):
    """The runs of text of one page as pdfium reads them (a line of a column each: one drawString), with the
    least size of their characters: [(size, text, bottom, left)]."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        textpage = pdf[index].get_textpage()
        boxes = [textpage.get_rect(i) for i in range(textpage.count_rects())]
        runs = [(box, textpage.get_text_bounded(*box)) for box in boxes]
    finally:
        pdf.close()
    out = []
    for (left, bottom, right, top), text in runs:
        inside = [
            size
            for _p, _c, size, _s, (x0, y0, x1, y1) in chars
            if left - 0.5 <= (x0 + x1) / 2 <= right + 0.5 and bottom - 0.5 <= (y0 + y1) / 2 <= top + 0.5
        ]
        if inside and text.strip():
            out.append((min(inside), text.strip(), bottom, left))
    return out


def test_every_guide_page_is_set_at_9_5_pt_or_more_in_a_short_measure(bundled_kit):
    """Every „Do druku” page of job 1 and the calibration page behind it: its text (between the title and the
    square's or the page's floor, above a checklist or fold figures set under it) at 9.5 pt or more, in lines of
    at most 75 characters (r32 AS major 1: 8.2 pt, lines up to 149 characters; R minor 7: 111–132)."""
    from generator.build.checklist import CHECKLIST_TITLE
    from generator.draw.guide import BESIDE_FLOOR, TEXT_FLOOR
    from generator.draw.registration import UP, target
    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    from .pdfcheck import printed_text

    checked = 0
    for game in GAMES:
        job = next((bundled_kit / game / "druk").glob("1-*.pdf"))
        texts = page_texts(job)
        chars = printed_text(job)
        for index, text in enumerate(texts):
            # a guide page („Do druku: N. …”, the rulebook's chapter only quoting „Do druku: …”), or the
            # calibration page behind job 1's own
            if not (re.search(r"Do druku: \d+\. ", text) or (index == 1 and "Kalibracja druku" in text)):
                continue
            lines = _lines(job, index, [c for c in chars if c[0] == index])
            # the title's and the band's lines (the page's top 35 mm), the page's foot, and a checklist or the
            # fold figures under the text are no lines of the guide's text
            top = PAPERS["a4"].height - mm(35)  # the title's baseline 29 mm under the top edge
            under = max((b for _, t, b, _ in lines if t.startswith((CHECKLIST_TITLE, "Jak złożyć"))), default=0)
            if index == 1:  # the calibration page: its scales' 9 pt numbers, under its caption, aside
                under = target(PAPERS["a4"])[1] + mm(UP + 7) + 1
            # under TEXT_FLOOR: the square's and the cross's labels, but for the left column beside the square
            cross = "krzyżyk kalibracji" in text
            body = [
                (s, t)
                for s, t, b, x in lines
                if BESIDE_FLOOR < b < top and b > under and not (b < TEXT_FLOOR and (cross or x > mm(105)))
            ]
            assert body, (game, index + 1)
            for size, line in body:
                assert size >= 9.5 - 0.01, (game, index + 1, size, line)
                assert len(line) <= 75, (game, index + 1, len(line), line)
            checked += 1
    assert checked >= 20
