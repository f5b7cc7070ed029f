"""Round r35's kit reviews, the guide texts (briefs s14, guides): AS major 1 (a cover's cutting step said of sheets
without margin marks, the lollipops' cutting only in the optional appendix), AS minor 1, K minor 1, R minor 12
(contents lists without the spares), K minor 2 (the token ring said lighter than it is printed), R minor 11, P minor
6 (a part's name stitched to its step: „Pomoc gracza: Dwie pomoce na arkuszu: wytnij…”)."""

from __future__ import annotations

import re

from generator.build.cover_steps import cut_words, margin_marked, page_runs
from generator.build.covers import cover_info
from generator.build.job import Job, JobPart
from generator.build.printplan import plan_jobs
from generator.build.recipe import BuildOptions
from generator.draw.craft_text import AIDS_CUT, build_steps, part_step
from generator.draw.guide import CUT_TEXT, aids_cut_text
from generator.validate.run import load_and_validate

from .conftest import COMPONENTS
from .pdfcheck import cover_texts, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
CAPITAL = "A-ZĄĆĘŁŃÓŚŹŻ"
SMALL = "a-ząćęłńóśźż"


def _flat(text: str) -> str:
    """The words, a word hyphenated at a line's end read whole (pdfium marks the break U+FFFE)."""
    return " ".join(re.sub("\ufffe\\s*", "", text).replace("\u00a0", " ").split())


def _jobs(bundled_build):
    """Every game's planned jobs, with the outputs they print (the build's own plan)."""
    kit, result = bundled_build
    project, _ = load_and_validate(COMPONENTS, None)
    for game in project.games.values():
        outputs = [o for o in result.outputs if o.game == game.id]
        jobs = tuple(plan_jobs(game, outputs, BuildOptions()))
        yield kit, game, outputs, jobs


# ------------------------------------------------------------------ AS major 1: each step true for the sheets it covers


def _part(title: str, start: int, end: int, **fields) -> JobPart:
    return JobPart(
        f"{title}.pdf", title, title, 1, 1, end - start + 1, sheets=(end - start + 1) // 2, start=start, **fields
    )


def test_the_margin_marks_cutting_names_the_pages_that_have_them_where_others_have_none():
    """Pure arithmetic: a job whose parts all have margin marks says the step as it is; one with a part cut along
    its pieces' own contour (the lollipops) or with no marks (a rulebook) names the pages that have them."""
    paintings = _part("Obrazy", 1, 10, cut=True)
    lollipops = _part("Lizaki", 11, 14, cut=True, contour=True)
    aids = _part("Pomoc gracza", 15, 16, cut=True)
    assert cut_words(Job("druk", "card", "long", (paintings, aids))) == [CUT_TEXT]
    said = cut_words(Job("druk", "card", "long", (paintings, lollipops, aids)))
    assert said == [f"Strony 1–10 i 15–16: t{CUT_TEXT[1:]}"]
    assert cut_words(Job("druk", "card", "long", (lollipops,))) == []
    # an aid whose own step says the cut along the margins' marks is not told it again (r42 R minor 6)
    cut = (f"Wytnij obie {AIDS_CUT}; pasek między nimi i marginesy to odpad.",)
    told = _part("Pomoc gracza", 1, 6, cut=True, details=cut)
    assert cut_words(Job("druk", "card", "long", (told,))) == []
    assert page_runs([aids, paintings]) == "strony 1–10 i 15–16" and page_runs([_part("X", 5, 5)]) == "strona 5"
    assert page_runs([paintings, lollipops]) == "strony 1–14"


def test_no_cover_says_the_margin_marks_of_pages_without_them(bundled_build):
    """Every job's cover, read from its PDF: the cutting at margin marks is said of the pages whose parts have them,
    by their pages where the job has others; the parts cut along their contour say how on the same cover (AS job 2:
    „Tnij po … znacznikach cięcia na marginesach” was said of the lollipop sheets, which have none)."""
    ranged = contour = 0
    for kit, game, _, jobs in _jobs(bundled_build):
        for job in jobs:
            cover = _flat(" ".join(cover_texts(kit / game.id / job.filename)))
            # a sheet of slips has dashed frames, no margin marks: its own words (r36 R minor 1, test_kit_r36_folios)
            # (r42 R minor 6: nor parts whose own step says that cut: cover_steps.margin_marked)
            marked = margin_marked(job)
            if not marked:
                assert CUT_TEXT[1:] not in cover, job.filename
                continue
            if len(marked) == len(job.parts):
                assert CUT_TEXT in cover, job.filename
                continue
            ranged += 1
            assert f"{page_runs(marked).capitalize()}: t{CUT_TEXT[1:]}" in cover, (game.id, job.filename)
            assert CUT_TEXT not in cover, (game.id, job.filename)
            if any(p.contour for p in job.parts):
                contour += 1
                assert (
                    "nożyczkami po cienkiej czarnej linii" in cover
                    and "Tył sprawdź na pierwszym wyciętym lizaku" in cover
                )
    assert ranged >= 3 and contour == 1, (ranged, contour)


# ------------------------------------------------------------------ AS minor 1, K minor 1, R minor 12: the spares


def test_every_cover_lists_the_spares_its_sheets_print(bundled_build):
    """A part that prints spares (Output.spares: AS prestige markers and hammer, K tiles, R tokens) has them on its
    job's list of contents, as spares; Art Society's hammer is counted there too."""
    seen = 0
    for kit, game, outputs, jobs in _jobs(bundled_build):
        spares = {o.filename: o.spares for o in outputs}
        for job in jobs:
            cover = _flat(" ".join(cover_texts(kit / game.id / job.filename)))
            for part in job.parts:
                if part.cover_of or not spares.get(part.file):
                    continue
                seen += 1
                said = [d for d in part.counts if "zapasow" in d.lower()]
                assert len(said) == 1 and _flat(said[0]) in cover, (game.id, part.title, part.counts)
                # set aside: the tokens' band says „poza grą”, the tiles' guide the row to cut off first (r39 K minor 8)
                assert "poza grą" in said[0] or re.search(r"odłóż (je|go) osobno", said[0]), said
                if part.component == "lizaki":  # the hammer in play is counted as the other pieces are
                    assert "– 1 młotek prowadzącego aukcję: krążek 22 mm." in cover
    assert seen == 3, seen


# ------------------------------------------------------------------ K minor 2: the ring as printed


def test_the_token_cutting_words_say_each_line_and_ring_as_drawn(bundled_kit):
    """Kolekcjonerzy's „1” has a dark cutting line, the „5” a white one: the guide, the cover, the rules and
    zestaw.pdf say so, never „a lighter ring” (r35 K minor 2); the „1”'s decorative ring is dotted since r36 (K
    minor 7), never taken for a cut, and goes unsaid."""
    from generator.draw.kinds.tokens_draw import cut_line_words

    project, _ = load_and_validate(COMPONENTS, None)
    spec = project.games["kolekcjonerzy"].components["zetony"].spec
    assert cut_line_words(spec) == (" Linia cięcia jest ciemna na żetonach „1”, biała na żetonach „5”.")
    for name in ("zetony.pdf", "zasady.pdf", "zestaw.pdf", "druk/1-papier-80-120-dwustronnie-dluga-krawedz.pdf"):
        text = _flat(" ".join(page_texts(bundled_kit / "kolekcjonerzy" / name)))
        assert "jaśniejszy pierścień" not in text, name
        assert "pierścień" not in text, name
        assert "ciemna na żetonach „1”, biała na żetonach „5”" in text, name


# ------------------------------------------------------------------ R minor 11, P minor 6: no seam


def test_a_parts_step_reads_on_after_its_name():
    """Pure: the part's name, a colon, its step in lower case; an all-capital word keeps its case."""
    assert part_step("Pomoc gracza", aids_cut_text(2)).startswith(
        "Pomoc gracza: wytnij obie pomoce po liniach między znacznikami"
    )
    assert part_step("Karty", "ZAKUP leży osobno.") == "Karty: ZAKUP leży osobno."


def test_no_cover_step_or_print_appendix_line_shows_a_seam(bundled_build):
    """Every job's cover steps (as covers.cover_info makes them) and every rulebook's print appendix: no capital
    after a part's name and its colon, no second lead with its colon („Żetony surowców: Krążki: najpierw…”)."""
    stitched = re.compile(rf"^\d+\. [^.:]{{1,70}}: ([{CAPITAL}][{SMALL}]|[^.:;]{{1,25}}: )")
    steps = 0
    for kit, game, _, jobs in _jobs(bundled_build):
        for job in jobs:
            for step in cover_info(game, job, BuildOptions(), jobs).howto:
                steps += 1
                assert not stitched.search(step), (game.id, job.filename, step)
            for part in job.parts:
                for said in build_steps(part.how):  # the step's own words open no lead of their own
                    assert not re.match(r"[^.:;(]{1,25}: ", said), said
        book = _flat(" ".join(page_texts(kit / game.id / "zasady.pdf")))
        assert not re.search(rf"\(wydruk \d\): [{CAPITAL}][{SMALL}]", book), game.id
        # the appendix's list of parts is there, but in Art Society's book: job 2's cover says all of it (r36 AS kit
        # minor 5: the list cost the appendix a sheet)
        listed = re.search(rf"\(wydruk \d\)\. [{CAPITAL}]", book)
        assert bool(listed) == (game.id != "art-society"), game.id
    assert steps > 60, steps


# ------------------------------------------------------------------ R minor 3: the manual-duplex box's ranges


def test_the_manual_duplex_box_names_the_pages_the_steps_print():
    """Pure: odd pages of the given ranges, then even pages of the same; a part file's box (no ranges) as before."""
    from generator.draw.guide import manual_duplex

    box = manual_duplex("long", 3, 64, ((3, 24), (31, 64)))
    # a) the order test on pages 3–6 (r36), kept: the run goes on from page 7 (r38 R major 1)
    assert "b) wydrukuj same strony nieparzyste z zakresu 7–24, 31–64;" in box
    assert "d) wydrukuj strony parzyste z tego samego zakresu." in box
    assert "nieparzyste; b)" in manual_duplex("long")


def test_every_double_sided_plain_cover_s_box_prints_the_ranges_of_its_step(bundled_build):
    """Every double-sided plain job's cover, read from its PDF: the box „Drukarka bez druku dwustronnego” names the
    pages its step prints, the calibration sheet and the optional appendix left out (r35 R minor 3: „strony
    nieparzyste” of the whole file reprinted page 1 and the appendix)."""
    boxes = 0
    for kit, game, _, jobs in _jobs(bundled_build):
        for job in jobs:
            if job.stock != "paper" or job.sides == "one":
                continue
            cover = _flat(" ".join(cover_texts(kit / game.id / job.filename)))
            step = re.search(r"Wydrukuj raz (?:resztę \()?strony? ([\d–]+(?: i [\d–]+)*)", cover)
            whole = re.search(r"Wydrukuj całość raz", cover)
            assert step or whole, (game.id, job.filename)
            ranges = step.group(1).replace(" i ", ", ") if step else f"1–{job.pages}"
            boxes += 1
            # the order test's two sheets kept, the run from the page after them (r38 R major 1)
            test = re.search(r"wydrukuj tylko strony (\d+) i \d+,", cover)
            if test:
                first = int(test.group(1))
                ranges = re.sub(rf"^{first}–", f"{first + 4}–", ranges)
            assert f"nieparzyste z zakresu {ranges}" in cover, (game.id, job.filename, ranges)
            assert "parzyste z tego samego zakresu." in cover, (game.id, job.filename)
    assert boxes >= 4, boxes


# ------------------------------------------------------------------ AS minor 7: one plain count


def test_a_plain_cover_counts_its_sheets_in_one_sentence_the_weight_said_once(bundled_build):
    """The first plain job's „Jak drukować” opens with the kit's total (each stock with its weight) and the job's
    sheets, its weight not repeated („…10 arkuszy zwykłego papieru 80–120 g/m², tę kartkę też (8 bez…)” said
    the paper three times in two sentences, r35 AS minor 7)."""
    for kit, game, _, jobs in _jobs(bundled_build):
        cover = _flat(cover_texts(kit / game.id / jobs[0].filename)[0])
        intro = cover.split("Jak drukować", 1)[1].split(" 1. ", 1)[0]
        assert "tę kartkę też" not in cover, game.id
        assert re.search(
            r"Ten wydruk zajmuje \d+ arkusz\w* zwykłego papieru razem z tą kartką( \(\d+ bez|\.)", intro
        ), (
            game.id,
            intro,
        )
        assert intro.count("80–120 g/m²") == 1, (game.id, intro)


# ------------------------------------------------------------------ K minor 10, R minor 13, P minor 5: file names


def test_a_file_beside_the_jobs_is_named_by_the_file_the_buyer_opens(bundled_kit):
    """Every job's cover and zestaw.pdf's first page name a file no job prints by its file name, which exists
    beside the jobs, never by the title inside it („pod tytułem „Plansza (cała na jednej stronie)””)."""
    named = 0
    for game in GAMES:
        texts = [
            _flat(t) for t in page_texts(bundled_kit / game / "druk" / "1-papier-80-120-dwustronnie-dluga-krawedz.pdf")
        ]
        texts.append(_flat(page_texts(bundled_kit / game / "zestaw.pdf")[0]))
        for text in texts:
            assert "pod tytułem" not in text, game
            for file in re.findall(r"(?:w pliku|otwórz plik) „([^”]+)”", text):  # on screen only (r38 K minor 9)
                named += 1
                assert (bundled_kit / game / file).exists(), (game, file)
            for title in re.findall(r"osobny wydruk „([^”]+)”", text):  # on paper, by the title zestaw.pdf gives
                named += 1
                assert title in texts[-1], (game, title)
    assert named >= 6, named


# ------------------------------------------------------------------ r36 AS kit major: a cut that must come first


def test_the_cut_between_two_bands_of_paintings_is_a_step_read_before_the_margins_cuts(bundled_kit):
    """Art Society's painting sheets with two bands are cut first along the bold marks between the bands (a
    trimmer run along one band's marks first cuts through the other band's long paintings): the card job's cover
    says so as a step of its own, before the step that cuts along the margins' marks (r36: only the optional
    appendix said it)."""
    (path,) = sorted((bundled_kit / "art-society" / "druk").glob("2-*.pdf"))
    cover = _flat(" ".join(cover_texts(path)))
    order = cover.find("Obrazy: arkusz z dwoma pasami najpierw przetnij po pogrubionych znacznikach")
    margins = cover.find("tnij po liniach wyznaczonych przez znaczniki cięcia na marginesach")
    assert 0 <= order < margins, cover
    assert build_steps(["Arkusz z dwoma pasami najpierw przetnij po pogrubionych znacznikach (między pasami)."])
