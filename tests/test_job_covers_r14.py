"""Round r14's kit reviews on the print jobs, their covers, zestaw.pdf and the rulebooks' print chapter:
zestaw.pdf's own description and page map true, a tiled board's map on the back of its job's cover and
its sheets a step of their own on thinner card, no stack-order test spent on card, one sentence for
cutting the aids, what building the kit takes, the sheet a smaller table prints, the calibration
caption clear of the back's labels, Przekręt's Losy file unambiguous. Texts by exact words."""

from __future__ import annotations

import re

import pypdfium2 as pdfium

from generator.draw.craft_text import (
    LINES_TEXT,
    NEEDLE_SENTENCE,
    NEEDLE_TEXT,
    SCORE_TEXT,
    lines_text,
    materials_text,
    part_step,
)
from generator.draw.guide import aids_cut_text

from .pdfcheck import cover_texts, job_entries, job_path, page_texts

GAMES = {"art-society": 4, "kolekcjonerzy": 12, "przekret": 6, "rynek": 6}  # game: the largest table


def _flat(text: str) -> str:
    return " ".join(text.split())


def _cover(job) -> str:
    """The first page of a print job's cover (`job`: its file) in one line."""
    return _flat(cover_texts(job)[0])


def _body(page: str) -> str:
    """A rulebook page's text less its running line at the foot (its number and „Gra · zasady gry
    Rozdział”), so that a sentence running on over a page reads as one."""
    lines = page.rstrip("\n").split("\n")
    while lines and (lines[-1].strip().isdigit() or "· zasady gry" in lines[-1]):
        lines.pop()
    return "\n".join(lines)


def _book(kit, game: str) -> str:
    """The rulebook's text in one line, words split at a line's end joined again (pdfium reads the
    hyphen of a split word as U+FFFE before the line's end, or as „-”), without running lines."""
    pages = (_body(page) for page in page_texts(kit / game / "zasady.pdf"))
    return _flat(" ".join(pages).replace("\ufffe", "")).replace("- ", "")


def test_kit_pdf_says_what_it_holds_and_lists_its_plain_pages_apart(bundled_kit):
    """No „każdy element raz”; the page numbers printed on a page are its job's („wydruk 1 · s. 3”); each line of the
    index is true of its pages (K r14 #8, AS r14 #5, R r14 #8, kit review r17 item 7). Since r35 (AS minor 2, P minor
    10, R minor 14) the kit is the print jobs: a line per job at its cover, a line per part under it – a job's or a
    card job's description says „Do druku”, a map is a map, the checklist is the checklist, the part's own pages
    apart from its description."""
    for game in GAMES:
        texts = page_texts(bundled_kit / game / "zestaw.pdf")
        first = _flat(texts[0])
        assert "każdy element raz" not in first, game
        assert "Numer „wydruk 1 · s. 3” na stronie to strona 3 wydruku 1" in first, game
        index = first.split("Co jest w tym przeglądzie", 1)[1].split("Jak z niego korzystać", 1)[0]
        lines = [line.strip() for line in re.split(r"(?=Stron[ay] \d|– stron[ay] \d)", index) if line.strip()]
        assert len(lines) >= 8, (game, lines)
        for line in lines:
            start, end, what = re.fullmatch(r"(?:– )?[Ss]tron[ay] (\d+)(?:–(\d+))?: (.*)", line).groups()
            pages = [_flat(t) for t in texts[int(start) - 1 : int(end or start)]]
            if what.startswith("Wydruk "):
                assert f"Do druku: {what.split(':')[0].split()[1]}." in pages[0] or "Do druku" not in pages[0], line
            elif what.startswith("Opis"):
                assert all("Do druku" in t or "Kalibracja druku dwustronnego" in t for t in pages), (game, line)
            elif what.endswith("mapa składania"):
                assert all("mapa składania" in t for t in pages), (game, line)
            elif what.startswith("Lista kontrolna elementów"):
                assert all("Lista kontrolna elementów" in t for t in pages), (game, line)
            else:  # a part's own pages: no description among them
                assert not any("Zawartość wydruku" in t for t in pages), (game, line)
    rynek = _flat(page_texts(bundled_kit / "rynek" / "zestaw.pdf")[0])
    assert re.search(r"– strona \d+: Plansza \(2 × A4\) – mapa składania", rynek)


def test_a_tiled_boards_map_is_on_the_back_of_its_jobs_cover_and_its_sheets_a_step_of_their_own(bundled_kit):
    """One plain sheet for the card job's cover and the map (K r14 minor 2, R minor 1), printed in the
    plain job, so the card file is card alone (r15: K major 2, R minor 11); the board's pages on the
    one card its cover, zestaw.pdf and the rulebook name, 160–200 g/m², apart from the 250–300 g/m²
    pieces (P minor 2, r15: K minor 3, R minor 7); the totals follow."""
    board = "karton 160–200 g/m²"
    sheets = {"kolekcjonerzy": 4, "przekret": 3, "rynek": 2}
    for game, n in sheets.items():
        plain = page_texts(job_path(bundled_kit, game, "paper", "long"))
        boards = job_path(bundled_kit, game, "light", "one")
        number = boards.name.split("-")[0]
        # the board's job: its cover and the map behind it, the only plain pages of it, in the plain job
        (at,) = [i for i, t in enumerate(plain) if f"Do druku: {number}. {board}, jednostronnie" in t]
        assert "mapa składania" in _flat(plain[at + 1]), game
        cover = _cover(boards)
        assert f"mapa składania: wydruk „1. zwykły papier 80–120 g/m², dwustronnie”, strona {at + 2}" in cover, game
        said = f"{n} {'arkusze' if n < 5 else 'arkuszy'}"
        assert f"Ten wydruk zajmuje {said} kartonu 160–200 g/m². 1. Sprawdź w instrukcji drukarki" in cover, game
        # the card-stock advice of a double-sided card job's cover, on a one-sided one too (r25 AS minor 3)
        # a board of landscape sheets says how the paper lies (r27 AS minor 5: Rynek's halves)
        laid = ", orientacja pozioma (albo automatyczna)" if game == "rynek" else ""
        # the feed by hand said there, or pointed to where the card procedure is said once (r29 K major 2)
        feed = (
            "Drukuj ręcznie, po jednym arkuszu",
            "Podawaj arkusze i ustaw skalę jak w wydruku",
        )
        assert any(f"2. Papier: A4{laid}; karton 160–200 g/m². {words}" in cover for words in feed), game
        assert "3. Wydrukuj całość raz, jednostronnie." in cover, game
        assert "250–300" not in cover and "Zwykły papier:" not in cover and "wydrukuj resztę" not in cover, game
        assert len(page_texts(boards)) == n and not any("mapa składania" in t for t in page_texts(boards)), game
        book = _book(bundled_kit, game)
        # the covers hold the procedure, the print chapter points to them (r21: K minor 2, R minor 3)
        # („pozostałych wydruków” where a paper job's description is carried too: Kolekcjonerzy's job 2, r27 K minor 2)
        assert re.search(
            r"Opisy (wydruków na kartonie|pozostałych wydruków) są na początku wydruku „1\. zwykły papier", book
        )
        for text in (cover, book, _flat(page_texts(bundled_kit / game / "zestaw.pdf")[0])):
            assert "na tym samym kartonie co resztę wydruku" not in text, game
            assert "Plansza – karton 250–300" not in text and "Plansza (2 × A4) – karton 250–300" not in text, game
        assert "karton 160–200 g/m², jednostronnie" in _flat(page_texts(bundled_kit / game / "zestaw.pdf")[0]), game


def test_the_rulebooks_total_gives_the_sheets_of_each_weight_the_job_files_take(bundled_kit):
    """„Razem:” names each stock the kit is printed on by its weight (kit review r17, item 2), and its
    figures are the job files' own sheets: a double-sided file two pages a sheet, a plain job with the
    card jobs' covers in it."""
    of = {"paper": "zwykłego papieru 80–120", "light": "kartonu 160–200", "card": "kartonu 250–300"}
    for game in GAMES:
        sheets = dict.fromkeys(of, 0)
        for job in job_entries(bundled_kit, game):
            pages = len(page_texts(bundled_kit / job["path"]))
            sheets[job["weight"]] += pages if job["sides"] == "one" else (pages + 1) // 2
        said = re.search(r"Razem: ([^.]+)\.", _book(bundled_kit, game))
        assert said, game
        found = {w: re.search(rf"(\d+) arkusz\w* {words} g/m²", said.group(1)) for w, words in of.items()}
        assert {w: int(m.group(1)) if m else 0 for w, m in found.items()} == sheets, (game, said.group(1))
        assert "papieru i" not in said.group(1) and "kartonu." not in said.group(0), game
        first = _flat(" ".join(cover_texts(bundled_kit / job_entries(bundled_kit, game)[0]["path"])))
        # a kit on two card stocks adds the one card that serves both before the full stop (r29 R major 1)
        assert re.search(rf"Cały zestaw to {re.escape(said.group(1))}( \(albo [^)]*\))?\.", first), game


def test_the_rulebook_cuts_the_aids_as_their_cover_does(bundled_kit):
    """One sentence, from one place (guide.aids_cut_text, by the aids on a sheet: Art Society's four, the
    others' two), for the cuts of an aid sheet, naming the marks the sheet has: in r14 corner ticks (K #4, AS #6:
    „między znacznikami na marginesach” named marks it lacked), since then marks on its margins only (r41 AS kit
    minor 1, K minor 8: „w ich narożnikach” named ticks no sheet carries); said once: in the print chapter, the
    cover a checklist at the printer (r32 AS major 1; before, r21: on the cover alone)."""
    for game in GAMES:
        book = _book(bundled_kit, game)
        said = aids_cut_text(4 if game == "art-society" else 2)
        assert "w ich narożnikach" not in book and "znacznikami cięcia na marginesach" in said, game
        assert (said in book) == (game != "art-society"), game  # r36 AS kit minor 5: the cover's alone
        aids = job_path(bundled_kit, game, "card" if game == "art-society" else "light", "long")  # r17, r22 AS major 1
        # and on the cover of the job that prints them (r34 P major 1), after the part's name (r35 R minor 11)
        assert part_step("Pomoc gracza", said) in _cover(aids), game


def test_the_print_chapter_says_how_card_is_printed_double_sided_once(bundled_kit):
    """The aid's bullet refers to the „Karton dwustronnie” bullet above it instead of repeating its
    sentences with another weight (AS r18 #7); only the aid's lightest weight is its own."""
    for game in GAMES:
        book = _book(bundled_kit, game)
        assert "Karton dwustronnie:" not in book, game  # r21: the card recipe is on the card jobs' covers only
        if "Karton dwustronnie:" not in book:
            continue
        assert book.count("drukuj ręcznie, po jednym arkuszu") == 1, game
        assert (
            "Drukuj je tak jak karton dwustronnie (punkt wyżej); gdy drukarka przyjmuje mniej niż 160 g/m²" in book
        ), game


def test_covers_and_the_print_chapter_say_what_building_the_kit_takes(bundled_kit):
    """Knife, metal ruler, mat; glue for the board and the pawns (and Przekręt's die); the optional
    punch at the round tokens' cut size; scissors for Art Society's contours; folds scored on card
    (K r14 #7)."""
    card = _cover(job_path(bundled_kit, "kolekcjonerzy", "card", "long"))
    assert (
        "Do składania potrzebne są: ostry nożyk, metalowa linijka, mata do cięcia i klej (do pionków). Okrągłe "
        "żetony szybciej wytnie dziurkacz ozdobny 1/2 cala (12,7 mm) – nie jest konieczny." in card
    )
    # on the pawns' lines: the fold line alone, the strips having no cut line of their own (r30 P minor 9); how
    # they fold is the print chapter's, the cover a checklist (r32 AS major 1)
    book = _flat(_book(bundled_kit, "kolekcjonerzy"))
    assert _flat(SCORE_TEXT) in book and _flat(lines_text(())) in book and _flat(LINES_TEXT) not in book
    # scoring the folds stands on the cover of the job that folds them too (r34 K minor 3), the line language not
    assert _flat(SCORE_TEXT) in card and _flat(LINES_TEXT) not in card
    # each job names what its own pieces take: the board's job the glue for the board alone
    for game in ("kolekcjonerzy", "przekret"):
        board = _cover(job_path(bundled_kit, game, "light", "one"))
        assert "Do składania potrzebne są: ostry nożyk, metalowa linijka, mata do cięcia i klej (do planszy)." in board
    # Przekręt's 11,3 and 17,3 mm circles are no punch a shop sells: none is named (kit review r18)
    przekret = _cover(job_path(bundled_kit, "przekret", "card", "one"))
    assert "klej (do pionków i kostki)." in przekret and "dziurkacz" not in przekret
    assert "Do składania potrzebne są: ostry nożyk, nożyczki, metalowa linijka, mata do cięcia." in _cover(
        job_path(bundled_kit, "art-society", "card", "long")
    )
    # the covers alone say it: the print chapter points to them (r21: K minor 6, AS minor 3)
    assert "Do składania potrzebne są" not in _book(bundled_kit, "kolekcjonerzy")
    assert materials_text([]) == "Do składania potrzebne są: ostry nożyk, metalowa linijka, mata do cięcia."


def test_the_needle_the_card_check_pierces_with_is_in_the_tool_lists(bundled_kit):
    """A double-sided card job's first sheet is checked by piercing a crop mark's end with a needle: the
    cover that says so names the needle with the tools, a one-sided card job's does not, and the rulebook's
    list of what printing and building the kit take names it too (r31 Art Society rulebook review, item 6)."""
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            if entry["stock"] != "card":
                continue
            job = _cover(bundled_kit / entry["path"])
            # the procedure's own cover pierces; a cover that points to it has its sheet checked the same way
            pierced = "Przekłuj igłą" in job or "i sprawdź go jak w wydruku" in job
            assert pierced == (NEEDLE_SENTENCE in job), (game, entry["path"])
    art = " ".join(_flat(page) for page in cover_texts(job_path(bundled_kit, "art-society", "card", "long")))
    assert "Przekłuj igłą" in art and NEEDLE_SENTENCE in art
    assert NEEDLE_SENTENCE not in _cover(job_path(bundled_kit, "art-society", "card", "one"))
    assert f"metalowa linijka, mata do cięcia i {NEEDLE_TEXT}" in _book(bundled_kit, "art-society")


def test_covers_and_the_print_chapter_name_the_one_sheet_a_smaller_table_prints(bundled_kit):
    """Forms and aids print for a full table; the cover names the pages of their one repeated sheet,
    so a smaller table prints only as many, and a form written on is printed again from them (K r14
    minor 1; the reprint line is off the forms, test_forms)."""
    cover = _cover(job_path(bundled_kit, "kolekcjonerzy", "paper", "long"))
    # the pages follow the rulebook's length: the cover and the print chapter must name the same ones
    (plan,) = re.findall(r"Strony (\d+–\d+) to jedna kartka \(2 egzemplarze\)", cover)
    cover = _cover(job_path(bundled_kit, "kolekcjonerzy", "light", "long"))  # the aids on their card (r17)
    (aid,) = re.findall(r"Strony (\d+–\d+) to jedna kartka \(2 egzemplarze\)", cover)
    assert (
        f"Strony {aid} to jedna kartka (2 egzemplarze), a dalsze to jej kopie: przy mniejszym stole wydrukuj "
        "tylko tyle kartek, ile potrzeba." in cover
    )
    # the arbiter's sheet, on two pages since r35, front and back of one sheet of job 1 since r36 (K kit minor 3)
    long_cover = _cover(job_path(bundled_kit, "kolekcjonerzy", "paper", "long"))
    assert re.search(
        r"Strony (\d+)–(\d+): Arkusz arbitra, 1 arkusz – Zapisaną kartkę przed kolejną grą zetrzyj albo dodrukuj "
        r"z tych samych stron \(strony \1–\2\)\.",
        long_cover,
    ), long_cover
    # the covers alone say it: the print chapter no longer repeats them (r21: K minor 2, R minor 3)
    assert "Mniej graczy i dodruk" not in _book(bundled_kit, "kolekcjonerzy") and plan


def test_a_card_job_spends_no_card_sheet_on_a_stack_order_test(bundled_kit):
    """Card is printed one sheet at a time, so its cover has no order test on „strony 1–4” (page 3 is a
    full card sheet); a plain job checks the order on its own first sheets, those after the calibration
    sheet printed alone (K r14 #5, AS #8, r23 K minor 6)."""
    for game in GAMES:
        card = _cover(job_path(bundled_kit, game, "card", "long"))
        assert "strony 1 i 3" not in card and "najpierw wydrukuj tylko strony" not in card, game
        assert (
            "b) test kolejności: wydrukuj tylko strony 3 i 5, włóż kartki jak w punkcie d) i wydrukuj strony 4 i 6"
            in _cover(job_path(bundled_kit, game, "paper", "long"))
        ), game


def _boxes(path, index: int, words: str) -> list[tuple[float, float, float, float]]:
    """Every (left, bottom, right, top) in points where `words` stands on page `index`."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[index].get_textpage()
        search, out = text.search(words), []
        found = search.get_next()
        while found:
            boxes = [text.get_charbox(i) for i in range(found[0], found[0] + found[1])]
            out.append(
                (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
            )
            found = search.get_next()
        return out
    finally:
        pdf.close()


def test_the_calibration_caption_covers_no_word_of_the_back_held_to_the_light(bundled_kit):
    """Seen through the sheet, the front's caption falls on none of the back's scale words („+ w górę”,
    the numbers, „patrz na tę stronę pod światło”): it stands under the cross (K r14 #12)."""
    width = 210 * 72 / 25.4
    # every double-sided cover with its target: a plain job's own and the card jobs' it carries (r15)
    fronts = [
        (path, index)
        for path in [job_path(bundled_kit, game, "paper", "long") for game in GAMES]
        for index, text in enumerate(page_texts(path)[:1])
        if "krzyżyk kalibracji druku dwustronnego" in text
    ]
    # r18: one target per game, under the plain job's cover; the card jobs' carried covers share it (the
    # rulebook's print chapter, later in the file, may name the cross in its prose)
    assert len(fronts) == 4
    for path, index in fronts:
        ((left, bottom, right, top),) = _boxes(path, index, "krzyżyk kalibracji druku dwustronnego")
        seen = (width - right, bottom, width - left, top)  # a long-edge flip mirrors left and right
        words = ["+ w górę", "+ w prawo", "patrz na tę stronę pod światło", "+10", "+5", "0"]
        back = [box for w in words for box in _boxes(path, index + 1, w)]
        assert len(back) >= len(words), path
        gap = 1 * 72 / 25.4
        for b in back:
            apart = b[2] + gap <= seen[0] or seen[2] + gap <= b[0] or b[3] + gap <= seen[1] or seen[3] + gap <= b[1]
            assert apart, (path.name, b, seen)


def test_przekret_losy_pdf_is_the_file_to_print_and_the_refeed_layout_says_what_it_is(bundled_kit):
    """The parts folder's losy.pdf is the ordinary double-sided file (guide page, calibration, what the
    print jobs and zestaw.pdf take); the rules' re-feed layout is losy-ponowne-podanie.pdf (P r14 #12),
    which the printed rulebook does not talk about (r21)."""
    out = bundled_kit / "przekret"
    assert "Zawartość wydruku" in page_texts(out / "losy.pdf")[0]
    # its back page says in one short line what it is (kit review r30, P minor 11), read round the question
    # marks of the cards' backs; how it is printed is its job's cover's, on paper (r32 P minor 5)
    backs = _flat(page_texts(out / "losy-ponowne-podanie.pdf")[0].replace("?", " "))
    assert "Losy · strona 1: tyły (na odwrocie stron 2–5)" in backs
    book = _book(bundled_kit, "przekret")
    # r21 (P kit major 2): the rulebook speaks of paper, not of the kit's other layouts of the same pages
    assert "układ oryginału" not in book and "z ponownym podaniem" not in book


def test_no_sentence_of_the_print_chapter_or_a_cover_promises_a_page_a_card_job_has_not(bundled_kit):
    """A card job's file is card alone, its description printed in the plain job (kit review r17,
    item 4: „Pierwsza strona każdego wydruku to opis z kwadratem kontrolnym” was false for it): a
    sentence of the print chapter that speaks of the „Do druku” page speaks of the paper jobs, and the
    job covers and calibration pages say „spad”, „blok”, „ramka spadu” in plain Polish, never in a
    printer's jargon."""
    for game in GAMES:
        book = _book(bundled_kit, game)
        chapter = book[book.rindex("Wydruk i składanie Zestaw do druku") :]
        for sentence in re.split(r"(?<=[.!?]) ", chapter):
            if "Do druku" in sentence:  # „na papierze”, „na zwykłym papierze”
                assert re.search(r"\bna (zwykłym )?papierze\b", sentence), (game, sentence)
            assert not re.search(r"Pierwsza strona każdego|każdego z nich ma tytuł", sentence), (game, sentence)
        jobs = job_entries(bundled_kit, game)
        assert any(e["stock"] == "card" for e in jobs), game
        for job in jobs:
            for text in cover_texts(bundled_kit / job["path"]):
                assert not re.search(r"\b(spad\w*|blok|bloku|blokiem)\b", _flat(text)), (job["path"], text[:200])


def test_pawns_stand_on_two_bases_and_their_host_has_one_name(bundled_kit):
    """A fold-up pawn's strip ends in two bases bent apart, each the strip's width × its own length
    (kit review r17: „podstawka 21 × 18 mm” gave the two as one); the sheets that carry the pawns
    have one name in the print chapter, on the job's cover and on the sheets („Fabryki, maszyny i
    mury” beside „Fabryki, maszyny, mury i pionki graczy”)."""
    said = re.compile(
        r"pasek (\d+) × (\d+) mm, pionek ma (\d+) mm wysokości i stoi na dwóch podstawkach (\d+) × (\d+) mm"
    )
    found = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            cover = _flat(" ".join(cover_texts(bundled_kit / job["path"])))
            assert "podstawka " not in cover, job["path"]
            for width, length, height, base_width, base in (map(int, m) for m in said.findall(cover)):
                found += 1
                assert base_width == width and length == 2 * height + 2 * base, (job["path"], length, height, base)
    assert found >= 3  # Kolekcjonerzy, Przekręt, Rynek
    book = _book(bundled_kit, "rynek")
    host = "Fabryki, maszyny, mury i pionki graczy"
    assert f" – na arkuszu „{host}”" in book and "„Fabryki, maszyny i mury”" not in book
    assert host in _cover(job_path(bundled_kit, "rynek", "card", "one"))


def test_a_punch_is_named_only_in_a_size_shops_sell():
    """Craft punches are sold as 1/2, 5/8, 3/4 and 1 inch: a round token's cutting line names one only
    when it is that size (kit review r18: 11,3 and 17,3 mm were recommended)."""
    from generator.draw.craft_text import sold_punch

    assert sold_punch(12.8) == 12.7 and sold_punch(19.1) == 19.0
    assert sold_punch(11.3) is None and sold_punch(17.3) is None
