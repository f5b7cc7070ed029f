"""Round r23's kit reviews on the covers (AS major 1: a card job's cover was a page of 8–9 pt prose a
buyer at the printer will not read; R minor 7, K minor 9: the calibration page's small scale, knotted at
zero, under a wall of text): every cover's „Jak drukować” is numbered steps in the order a buyer follows
them, the why left to the rulebook's print chapter; the calibration page is three steps over scales of
twice the span, apart at zero, the zero where the front's cross falls."""

from __future__ import annotations

import re

import pypdfium2 as pdfium

from .pdfcheck import cover_texts, job_entries, job_path, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# words that give a reason: the covers leave them to the print chapter
WHY = (" bo ", " więc ", "dlatego", " żeby ", "nie pogniecie", "nie pęknie", "białego paska", "luz na ręczne")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _steps(cover: str) -> list[tuple[int, str]]:
    """The numbered steps of a cover's „Jak drukować”, after its opening paragraph (where the job
    stands, its sheets): (number, words), the recipe for a printer without duplex left out."""
    howto = _flat(cover).split("Jak drukować", 1)[1].split("Ten wydruk zajmuje", 1)[1]
    howto = howto.split("Drukarka bez druku dwustronnego", 1)[0]
    found = re.split(r"(?<= )(\d+)\. (?=[A-ZĄĆĘŁŃÓŚŹŻ])", " " + howto)  # a tenth step too (r35: AS job 2)
    return [(int(n), words.strip()) for n, words in zip(found[1::2], found[2::2])]


def test_every_covers_howto_is_numbered_steps_and_gives_no_reasons(bundled_kit):
    checked = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            path = bundled_kit / job["path"]
            cover = cover_texts(path)[0]
            steps = _steps(cover)
            assert [n for n, _ in steps] == list(range(1, len(steps) + 1)) and len(steps) >= 2, (path.name, steps)
            # the stock and its settings first, what to print after, cutting last where the job is cut
            assert steps[0][1].startswith(("Papier:", "Sprawdź w instrukcji drukarki")), (path.name, steps[0])
            assert any(w.startswith(("Wydrukuj", "Pierwszy arkusz", "Najpierw wydrukuj")) for _, w in steps), path.name
            # a card job's own steps, the procedure pointed to where it is printed once (r29 K major 2)
            howto = _flat(cover).split("Jak drukować", 1)[1]
            assert not [w for w in WHY if w in howto], (path.name, [w for w in WHY if w in howto])
            checked += 1
    assert checked == 18


def test_a_card_jobs_steps_run_stock_print_check_rest_cut(bundled_kit):
    """The review's checklist for Art Society's paintings: print pages 1–2, check with a needle, print the
    rest, cut – in that order, each said once."""
    for game in GAMES:
        path = job_path(bundled_kit, game, "card", "long")
        steps = [w for _, w in _steps(cover_texts(path)[0])]
        pointer = next((re.search(r"sprawdź go jak w wydruku (\d) ", w) for w in steps if "sprawdź go jak" in w), None)
        if pointer:  # the procedure printed once, on the cover of the job it names (r29 K major 2): this one's
            # own steps run stock, print (pointing there), cut; the order of the procedure is checked there
            # the cut: „Tnij…”, or „Strony 1–2: tnij…” where only some sheets carry margin marks (r35 AS major 1),
            # or the step of a part that says its own cut („Żetony i pionki graczy: … rozetnij arkusz między pasami,
            # potem każdy pas potnij …”: the cut not told again, as in the full procedure below, r42 R minor 6)
            at = [
                next(
                    i
                    for i, w in enumerate(steps)
                    if w.startswith(o)
                    or (
                        o == "Tnij"
                        and (
                            re.match(r"Strony? [\d–]+: tnij", w)
                            or re.match(r"[^:]+: .*\b(?:roze|po|wy)?tnij\b", w)
                            and not w.startswith(("Papier:", "Wydrukuj"))
                        )
                    )
                )
                for o in ("Papier:", "Wydrukuj pierwszy", "Tnij")
            ]
            assert at == sorted(at) and not any("Przekłuj igłą" in w for w in steps), (game, steps)
            (job,) = [j for j in job_entries(bundled_kit, game) if j["path"].split("/")[-1][0] == pointer[1]]
            path = bundled_kit / job["path"]
            steps = [w for _, w in _steps(cover_texts(path)[0])]
        order = [
            "Papier:",
            "Pierwszy arkusz: strony 1–2.",
            "Przekłuj igłą",
            ("Pozostałe arkusze: strony 3–", "Drugi arkusz: strony 3–4"),
            # where some sheets have no margin marks, the step names those that have (r35 AS major 1); a part whose own
            # step says its cut is not told again, the cut then its step (r42 R minor 6: an aids-only job)
            ("Tnij", "Strony 1–10: tnij", "Pomoc gracza: wytnij"),
        ]
        at = [next(i for i, w in enumerate(steps) if w.startswith(o)) for o in order]
        assert at == sorted(at), (game, steps)
        assert sum("Przekłuj igłą" in w for w in steps) == 1, game


def test_the_why_is_in_the_print_chapter(bundled_kit):
    """What left the covers is said once, in the rulebook's „Wydruk i składanie”: why a back's small
    shift does no harm, why card goes by hand, why the aids are card."""
    for game in GAMES:
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        # a word hyphenated at a line's end reads whole (the chapter's wording moves its breaks)
        chapter = book[book.index("Wydruk i składanie") :].replace("\ufffe", "")
        # it says whose steps it explains, and explains the needle test in words (r25 P rulebook F8)
        assert "Opisy wydruków dopuszczają przesunięcie tyłu do 1,5 mm:" in chapter, game
        assert (
            "opis każe sprawdzić igłą pierwszy arkusz: ukłucie w znacznik cięcia przodu ma trafić w znacznik tyłu"
            in chapter
        ), game
        assert "bigowan" not in chapter.split("Skąd takie kroki")[1], game
        assert "na kartonie, bo przez całą grę jest w rękach graczy" in chapter, game  # r30 AS F9: no double „przez”


def _runs(path, index: int) -> list[tuple[str, tuple[float, float, float, float]]]:
    """Every run of text on page `index`: (its words, (left, bottom, right, top) in mm)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[index].get_textpage()
        runs = []
        for i in range(text.count_rects()):
            box = text.get_rect(i)
            runs.append((text.get_text_bounded(*box).strip(), tuple(v * 25.4 / 72 for v in box)))
        return runs
    finally:
        pdf.close()


def test_the_calibration_page_is_three_steps_over_scales_apart_at_zero(bundled_kit):
    for game in GAMES:
        path = job_path(bundled_kit, game, "paper", "long")
        back = _flat(page_texts(path)[1])
        steps = [int(n) for n in re.findall(r"(?:^| )(\d)\. (?=[A-ZĄĆĘŁŃÓŚŹŻ])", back)]
        assert steps == [1, 2, 3], (game, back[:300])
        assert "białego paska" not in back and "kolor wychodzi" not in back, game
        # the horizontal scale's numbers: a row from −20 to +20, 40 mm apart (±10 before r23), its zero where
        # the front's cross falls on a long-edge flip
        ((_, cross),) = [r for r in _runs(path, 0) if r[0] == "krzyżyk kalibracji druku dwustronnego"]
        runs = _runs(path, 1)
        ((_, right),) = [r for r in runs if r[0] == "+ w prawo"]
        row = {t: b for t, b in runs if abs((b[1] + b[3]) / 2 - (right[1] + right[3]) / 2) < 1.5}
        centre = {t: (b[0] + b[2]) / 2 for t, b in row.items()}
        assert abs(centre["+20"] - centre["\u221220"] - 40) < 0.5, (game, centre)
        assert abs(centre["0"] - (210 - (cross[0] + cross[2]) / 2)) < 0.5, game
        # the vertical scale stands apart, left of the row's first number: nothing knots at zero
        middle = (right[1] + right[3]) / 2
        column = [b for t, b in runs if t in ("+20", "0", "\u221220") and abs((b[1] + b[3]) / 2 - middle) >= 1.5]
        assert len(column) >= 3 and all(b[2] < row["\u221220"][0] - 3 for b in column), (game, column)


def test_a_card_job_checks_its_scale_on_the_ruler_every_card_sheet_carries(bundled_kit):
    """A card job's cover is on paper, printed with the first job: the card's own scale is checked on the
    50 mm ruler of the sheet's margin, which every card page carries."""
    from generator.build.cover_steps import RULER_STEP

    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "card":
                continue
            path = bundled_kit / job["path"]
            steps = [w for _, w in _steps(cover_texts(path)[0])]
            # … or points to the ruler's step of the card procedure printed once (r29 K major 2)
            pointer = next(
                (m for w in steps if (m := re.search(r"sprawdź go jak w wydruku (\d) \(kroki (\d)–(\d)", w))), None
            )
            if pointer:
                (other,) = [j for j in job_entries(bundled_kit, game) if j["path"].split("/")[-1][0] == pointer[1]]
                ruler = [n for n, w in _steps(cover_texts(bundled_kit / other["path"])[0]) if w == RULER_STEP]
                assert ruler and int(pointer[2]) <= ruler[0] <= int(pointer[3]), path.name
                continue
            assert RULER_STEP in steps, path.name
            assert all("50 mm" in text for text in page_texts(path)), path.name
