"""Kolekcjonerzy's pieces and paper: the PDFs of pawns, tokens, price list, plan and arbiter's sheets and
the point-value list of one game, opened with pypdf and rendered with pypdfium2."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.cli import cli

from . import pdfcheck
from .conftest import COMPONENTS

GAME = "kolekcjonerzy"
MINE = ["pionki", "zetony", "cennik", "plan", "arbiter", "tabela-punktow", "pomoc", "kartki"]
A4_PORTRAIT, A4_LANDSCAPE = (210.0, 297.0), (297.0, 210.0)


@pytest.fixture(scope="module")
def lean(tmp_path_factory) -> Path:
    """The bundled data without the rulebook, whose check renders the whole kit."""
    target = tmp_path_factory.mktemp("lean") / "components"
    shutil.copytree(COMPONENTS, target)
    (target / GAME / "zasady.yaml").unlink()
    return target


@pytest.fixture(scope="module")
def pdfs(lean, tmp_path_factory) -> dict[str, Path]:
    project, _ = load_and_validate(lean, [GAME])
    out = tmp_path_factory.mktemp("pdfs")
    found = {}
    for output in render(project, BuildOptions(), MINE):
        path = out / output.filename
        path.write_bytes(output.data)
        found[Path(output.filename).stem] = path
    return found


@pytest.fixture(scope="module")
def wycena(lean, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wycena")
    result = CliRunner().invoke(
        cli,
        [
            "kolekcjonerzy",
            "wycena",
            str(COMPONENTS / GAME / "examples" / "plany.yaml"),
            "--components",
            str(lean),
            "--out",
            str(out),
        ],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    return out / GAME / "wycena.pdf"


def words(path: Path) -> str:
    return " ".join(pdfcheck.text(path).split())


def test_every_piece_and_sheet_is_built(pdfs):
    assert sorted(pdfs) == sorted(MINE)
    assert pdfcheck.page_sizes_mm(pdfs["pionki"]) == [A4_PORTRAIT] * 2  # guide, 12 strips
    assert pdfcheck.page_sizes_mm(pdfs["zetony"]) == [A4_PORTRAIT] * 4  # guide + back, fronts, backs
    assert pdfcheck.page_sizes_mm(pdfs["cennik"]) == [A4_LANDSCAPE] * 2  # 4 copies, 2 per sheet
    # 12 plans, 2 per sheet, the price list behind each: double-sided, portrait sheets turned
    assert pdfcheck.page_sizes_mm(pdfs["plan"]) == [A4_PORTRAIT] * 12
    assert pdfcheck.page_sizes_mm(pdfs["arbiter"]) == [A4_PORTRAIT] * 2  # the grid, then the play (r35 K minor 6)
    assert pdfcheck.page_sizes_mm(pdfs["tabela-punktow"]) == [A4_LANDSCAPE] * 2  # one for each side of a full table
    # 10 slips for secret proposals to a page, rubbed out and used again: one at least for each of 12 players
    assert pdfcheck.page_sizes_mm(pdfs["kartki"]) == [A4_PORTRAIT] * 2


@pytest.mark.parametrize("name", MINE)
def test_fonts_embedded_and_margins_blank(pdfs, name):
    fonts = pdfcheck.fonts(pdfs[name])
    assert fonts and all(fonts.values()), fonts
    assert not any(f.lstrip("/").split("+")[-1] in pdfcheck.STANDARD_FONTS for f in fonts)
    for page in range(pdfcheck.page_count(pdfs[name])):
        assert pdfcheck.margin_is_blank(pdfcheck.render(pdfs[name], page, 72), 5, 72), (name, page)


def test_price_list_shows_every_exhibit_in_its_tier(pdfs, lean):
    project, _ = load_and_validate(lean, [GAME])
    exhibits = project.games[GAME].one("exhibit-tiles").spec.exhibits
    text = words(pdfs["cennik"])
    for exhibit in exhibits:
        assert text.count(exhibit.name) >= 4, exhibit.name
    assert "KIESZONKOWEGO" not in text  # the one name the tile prints (r32 K minor 1)
    for tier in ("4 ŻETONY", "3 ŻETONY", "2 ŻETONY", "1 ŻETON"):
        assert tier in text.replace("\u00a0", " ")
    assert "OBRAZ WYSPIAŃSKIEGO (4 żetony) w planach 5 graczy jest wart 20 punktów" in text.replace("\u00a0", " ")


def test_plan_sheet_prints_the_documented_numbers(pdfs):
    text = words(pdfs["plan"]).replace("\u00a0", " ")
    first = text[: text.index("KOLEKCJONERZY", 20)]  # one form: up to the next form's heading
    assert "Ile eksponatów zaplanować (najwyżej 12) liczba graczy 4–7 8–9 10–12 zaplanuj co najmniej 8 6 4" in first
    assert "liczba graczy 4–5 6–7 8–9 10–12 próg (punkty) 30 37 40 44" in first
    assert "co najmniej 30% eksponatów ze swojego planu (w planie → trzeba mieć: 4–6 → 2, 7–10 → 3, 11–12 → 4)" in first
    # a five counts as five, and the change the bank owes counts too (r12 findings 2, 8); the cap is a value (r25 F3)
    assert "żetony warte najwyżej 10 (piątka liczy się jak 5; wlicza się też reszta zapisana przez arbitra)." in first
    assert text.count("Plan zakupów") == 12


# the arbiter's sheet on two pages since r35 (K minor 6), both written on
@pytest.mark.parametrize("name, forms", [("plan", 12), ("arbiter", 2), ("tabela-punktow", 2)])
def test_forms_written_on_say_pencil_in_their_heading(pdfs, name, forms):
    text = words(pdfs[name])
    assert text.count("Pisz ołówkiem") == forms
    assert "Dodruk" not in text  # where to print it again is the job cover's matter, not the player's sheet


def test_the_point_table_says_why_there_are_two(pdfs):
    text = words(pdfs["tabela-punktow"]).replace("\u00a0", " ")
    sentence = (
        "Zestaw ma 2 egzemplarze tej tabeli: arbiter wypełnia każdy tak samo i kładzie je po różnych stronach planszy, "
        "by każdy gracz miał tabelę blisko siebie."
    )
    assert text.count(sentence) == 2
    assert text.count("i zostawia ją na stole do końca gry") == 2  # the table, feminine (r17 finding 19)
    # filled in at setup step 7, after the players' blots (r32 K minor 12: „gdy zbierze plany” came too early)
    assert text.count("Arbiter wypełnia tę tabelę przy wszystkich, gdy gracze rozłożą już swoje kleksy") == 2


def test_arbiter_sheet_lists_every_exhibit_and_pawn(pdfs):
    text = words(pdfs["arbiter"]).replace("\u00a0", " ")
    assert "eksponat · w planie pionków → cena 1 2 3 4 5 6 7 8 9 10 11 12 chętni punkty" in text
    assert "plan: co najmniej 8 8 8 8 6 6 4 4 4" in text
    assert "próg zwycięstwa (pkt) 30 30 37 37 40 40 44 44 44" in text
    assert "OBRAZ WYSPIAŃSKIEGO 4" in text and "POCZTÓWKA 1 1" in text
    # two lines of what the arbiter looks up at the table; the rulebook says the rest
    assert (
        "Punkty = cena × chętni (eksponat za 1 żeton: zawsze 1 pkt; droższy bez chętnych: 0 pkt). Start: "
        "każdy gracz dostaje 2 piątki (jedynki zostają w banku). Pole B: żetony warte 10 z banku (gdy ma mniej – ile "
        "ma; braku nie zapisuj). Kleks: 1 żeton dla banku." in text  # r42 minor 7: a short payout is no recorded change
    )
    assert (
        "Zwycięstwo: dokładnie próg, co najmniej 30% planu (4–6 → 2, 7–10 → 3, 11–12 → 4), żetony warte najwyżej 10. "
        "Pomyłka: gracz traci wszystko." in text
    )


def test_arbiter_sheet_counts_rounds_and_keeps_the_last_event_of_each_end(pdfs):
    """The end-of-game clock on paper: numbered round boxes to strike out, one rewritable line for the
    last purchase from the board (an exhibit may be bought twice after a mistake) and one for the
    last event on an empty board, both read the same way: after that pawn's turn so many rounds on."""
    text = words(pdfs["arbiter"]).replace("\u00a0", " ")
    # past the last box the count goes on from box 1 (r16 finding 17); r41 argument 3: a round runs over the pawns
    # still in the game, as the book's „Kolejka”
    assert (
        "Kolejki kolejka: tury od najniższego do najwyższego numeru pionka w grze; na jej początku ogłoś jej numer i termin końca, "
        "po ostatniej turze skreśl numer; po kolejce 60 zetrzyj skreślenia: kratka 1 to kolejka 61 itd." in text
    )
    # the round and each new end are announced: they are public (blind review r19 finding 1), the end at the
    # round's start with its number, on an empty board at once, as the book's „Zapis terminu” (r36 F5: the sheet
    # said „przy nowym zdarzeniu … ogłoś termin”, at every purchase)
    assert "Koniec bez ogłoszenia zwycięstwa – ołówkiem; przy nowym zdarzeniu zetrzyj i wpisz na nowo" in text
    assert "Termin ogłoś na początku kolejki, razem z jej numerem (na pustej planszy – od razu po zapisie)." in text
    assert "ogłoś termin" not in text
    assert " ".join(str(n) for n in range(1, 61)) in text
    # each end by the book's name, its event as the book says it: a refused proposal is valid but
    # did not come about (r31 K minor 12)
    assert "Nikt nie kupuje – ostatni zakup z planszy: kolejka pionek nr → koniec po jego turze w kolejce (+5)" in text
    assert (
        "Cisza na pustej planszy – opróżnienie albo transakcja, która doszła do skutku: kolejka pionek nr → "
        "koniec po jego turze w kolejce (+1)" in text
    )
    # the start of the game, said as such: the whole round 5, not „after this round” (r13 finding 1); the
    # deadline ends the game right after that pawn's turn, not at a round's start (r29 K item 3a, the book's F7)
    assert (
        "Dopóki nikt niczego nie kupił z planszy: koniec po całej kolejce 5. Gdy nadejdzie termin bez nowego "
        "zdarzenia – zakończ grę zaraz po turze tego pionka i podlicz sumy." in text
    )


def test_arbiter_sheet_records_the_players_who_left(pdfs):
    """r41 K stuck point 1: the rulebook's „Gracz odchodzi z gry” has the arbiter write the pawn's number in
    the field „Odeszli z gry”; the sheet has it, with what the leaving changes and what it does not."""
    text = words(pdfs["arbiter"]).replace("\u00a0", " ")
    assert "Odeszli z gry numery pionków:" in text
    assert "eksponaty na planszę jak po pomyłce (to nie zakup)" in text
    assert "Liczba graczy, próg, limity i tabela punktów bez zmian." in text
    # r42 argument: one wording with the rulebook and the aid, the lowest number's case said
    assert (
        "termin z jego numerem X – po ostatniej turze przed miejscem X w kolejności tur (gdy wszystkie pionki w grze "
        "mają wyższe numery niż X – w poprzedniej kolejce)." in text
    )


def test_the_sheets_read_at_the_table_print_nothing_under_7_pt(pdfs):
    """r25 K minor 4: the round numbers 1–60 (6.5 pt grey) and the „Kolejki” line (6.75 pt) were the
    smallest text a player reads, on the sheet the arbiter reads most; the slips' header was 6.5 pt, the
    plans' and price lists' „tnij tutaj” 6 pt."""
    for name in ("arbiter", "kartki", "plan", "cennik"):
        assert pdfcheck.small_text(pdfs[name], 7.0) == [], name
    # the token sheet's group names („JEDYNKA · 60 SZT.”, on a sheet full to its margins) were 6 pt: where
    # the room takes a larger size only at the relaxed clearance, the larger size is printed there
    assert pdfcheck.small_text(pdfs["zetony"], 7.0) == []


def test_arbiter_sheet_has_room_for_the_change_the_bank_owes(pdfs):
    """The rulebook's „Zapisana reszta” is written in the field „Bank winien”: pawn and amount, in pencil,
    in numbered slots, three for every pawn that can be owed (r39 K minor 3: the page was 66 % empty with one),
    paid from the oldest (r13 finding 9); a full row is copied from slot 1 in the same order, so the
    slots never run out (r15 finding 5)."""
    text = words(pdfs["arbiter"]).replace("\u00a0", " ")
    # r29 K item 3b: what a payment lacks comes from the entry unasked (the book's „Zapisana reszta”, F4)
    assert (
        "Bank winien (zapisana reszta) – wpisuj po kolei, oddawaj od najstarszego, spłacony zetrzyj; "
        "brak miejsca: przepisz od nr 1; braki przy zapłacie bierz z wpisu bez pytania: nr pionka / kwota" in text
    )
    # r29 K item 3c: the bank kept covered (the book's „Zakryty bank”, F3)
    assert "Bank trzymaj zakryty; pytającemu mów tylko, czy ma żetony warte co najmniej 10." in text
    assert " / ".join(f"{n}." for n in range(1, 37)) + " /" in text  # 36 numbered slots, in order
    assert text.count(" / ") >= 36 and "36. /" in text and "37. /" not in text


def test_the_bank_owes_rule_shares_its_line_with_the_legend_on_a4_and_letter(pdfs, lean, tmp_path):
    """r29 K item 3b: the rule after „Bank winien (zapisana reszta)” grew by the recorded change taken
    unasked; it stays on the field's line, between the name and „nr pionka / kwota”, not over the legend
    and in no size under 7 pt, so the exhibit rows keep their 5 mm on A4."""
    from generator.layout.imposition import PAPERS

    project, _ = load_and_validate(lean, [GAME])
    (letter,) = render(project, BuildOptions(paper=PAPERS["letter"]), ["arbiter"])
    (tmp_path / "arbiter.pdf").write_bytes(letter.data)
    for path in (pdfs["arbiter"], tmp_path / "arbiter.pdf"):
        chars = [(ch, size, box) for _, ch, size, _, box in pdfcheck.printed_text(path)]
        line = "".join(ch for ch, _, _ in chars)
        name, rule = line.index("Bankwinien(zapisanareszta)"), line.index("–wpisujpokolei")
        end = line.index("bezpytania:", rule) + len("bezpytania:") - 1
        legend = line.index("nrpionka/kwota")
        assert name < rule < end < legend, path
        bottoms = [box[1] for _, _, box in chars[name : legend + 14]]
        assert max(bottoms) - min(bottoms) < 4, path  # one line: glyph boxes differ by their descenders only
        assert chars[end][2][2] < chars[legend][2][0], path  # the rule ends before the legend starts
        assert min(size for _, size, _ in chars[rule : end + 1]) >= 7, path


def test_the_end_clock_labels_end_before_their_fields_on_a4_and_letter(pdfs, lean, tmp_path):
    """r31 K minor 12: the clock lines name the ends as the book does („Cisza na pustej planszy – …,
    która doszła do skutku:”), longer than the room the old labels had; each label ends before its
    line's „kolejka” field starts, and both lines' fields start at the same place."""
    from generator.layout.imposition import PAPERS

    project, _ = load_and_validate(lean, [GAME])
    (letter,) = render(project, BuildOptions(paper=PAPERS["letter"]), ["arbiter"])
    (tmp_path / "arbiter.pdf").write_bytes(letter.data)
    for path in (pdfs["arbiter"], tmp_path / "arbiter.pdf"):
        chars = [(ch, box) for _, ch, _, _, box in pdfcheck.printed_text(path)]
        line = "".join(ch for ch, _ in chars)
        starts = []
        for label in (
            "Niktniekupuje–ostatnizakupzplanszy:",
            "Ciszanapustejplanszy–opróżnieniealbotransakcja,któradoszładoskutku:",
        ):
            end = line.index(label) + len(label) - 1
            field = line.index("kolejka", end)
            assert chars[end][1][2] < chars[field][1][0], (path, label)  # the label's colon, then the field
            starts.append(chars[field][1][0])
        assert abs(starts[0] - starts[1]) < 1, (path, starts)


def test_the_bank_owes_fields_are_large_enough_to_write_in(pdfs):
    """Each „Bank winien” field takes a pawn number and an amount in pencil: at least 25 mm wide and
    7 mm high (kit review r18 minor 9: the old slots were about 15 mm apart on a 4.4 mm row)."""
    chars = pdfcheck.printed_text(pdfs["arbiter"])
    text = "".join(ch for _, ch, *_ in chars)
    label = text.index("nrpionka/kwota") + len("nrpionka/kwota")
    numbers, i = {}, label
    for n in range(1, 13):  # the fields' numbers „1.” … „12.”, in order after the label
        mark = f"{n}."
        i = text.index(mark, i)
        numbers[n] = chars[i][4]  # the box of the number's first digit
        i += len(mark)
    to_mm = 25.4 / 72

    def apart(values: list[float]) -> list[float]:  # the distinct positions (a glyph's side bearing aside)
        out: list[float] = []
        for v in sorted(values):
            if not out or v - out[-1] > 2 / to_mm:
                out.append(v)
        return out

    lefts, bottoms = apart([box[0] for box in numbers.values()]), apart([box[1] for box in numbers.values()])
    assert min(b - a for a, b in zip(lefts, lefts[1:])) * to_mm >= 25, lefts
    assert len(bottoms) >= 2 and min(b - a for a, b in zip(bottoms, bottoms[1:])) * to_mm >= 7, bottoms


def test_plan_sheet_has_room_for_ten_exhibits_outside_the_plan(pdfs):
    text = words(pdfs["plan"]).replace("\u00a0", " ")
    first = text[: text.index("KOLEKCJONERZY", 20)]  # one form: up to the next form's heading
    assert first.count("inne moje eksponaty (spoza planu) cena punkty") == 2
    assert "razem punktów (cała kolekcja):" in first
    assert "Cena z płytki to nie punkty: punkty są tylko w tabeli punktów." in first
    # more off-plan exhibits than rows: the form says where they go (blind review r19 finding 13)
    assert "Brak wierszy na eksponaty spoza planu? Dopisz je na marginesie." in first


def test_the_public_point_list_has_every_exhibit_its_price_and_boxes_to_fill(pdfs, lean):
    """The sheet the arbiter fills in front of everyone: each exhibit, its price, the number of plans
    that list it and its points; 1-token exhibits are printed as always worth the same."""
    project, _ = load_and_validate(lean, [GAME])
    exhibits = project.games[GAME].one("exhibit-tiles").spec.exhibits
    text = words(pdfs["tabela-punktow"]).replace("\u00a0", " ")
    copies = project.games[GAME].components["tabela-punktow"].spec.copies
    assert text.count("eksponat cena chętni punkty") == 2 * copies  # two columns of the list on each copy
    for exhibit in exhibits:
        row = f"{exhibit.name} {exhibit.price}" + (" – 1" if exhibit.price == 1 else "")
        assert row in text, row
    assert "Punkty = cena × liczba chętnych" in text and "Eksponat za 1 żeton jest zawsze wart 1 punkt" in text


def test_plan_forms_are_two_per_sheet_with_a_cut_line(pdfs):
    dpi = 100
    for page in (0, 1):  # the plans and the price lists behind them: one cut parts both sides
        image = pdfcheck.render(pdfs["plan"], page, dpi)
        w, h = image.size
        row = [image.getpixel((x, h // 2)) < 200 for x in range(w)]  # the halves turned onto a portrait sheet
        dashes = pdfcheck.runs(row)
        assert len(dashes) > 25  # a dashed line across the middle
    assert pdfcheck.text(pdfs["plan"]).split("\n").count("Plan zakupów") == 12 or all(
        pdfcheck_page_text(pdfs["plan"], i).count("Plan zakupów") == 2 for i in range(6)
    )


def test_wycena_pdf_has_the_announcement_and_the_arbiters_page(wycena):
    assert pdfcheck.page_sizes_mm(wycena) == [A4_PORTRAIT] * 2
    first = " ".join((pdfcheck_page_text(wycena, 0)).split()).replace("\u00a0", " ")
    assert "Tabela punktów tej rozgrywki" in first
    assert "dokładnie 30 punktów" in first
    assert "OBRAZ WYSPIAŃSKIEGO 4 żetony 5 20" in first
    assert "SZABLA 3 żetony 3 9" in first
    assert "WACHLARZ 3 żetony 0 0" in first
    assert "PODKOWA 1 żeton 2 1" in first
    second = " ".join(pdfcheck_page_text(wycena, 1).split())
    assert "Plany graczy – tylko dla arbitra" in second
    for name in ("Ania", "Bartek", "Celina", "Darek", "Ewa"):
        assert name in second
    assert "w planie: 10 · musi mieć: 3" in second  # Ewa
    for page in range(2):
        assert pdfcheck.margin_is_blank(pdfcheck.render(wycena, page, 72), 5, 72)


def pdfcheck_page_text(path: Path, index: int) -> str:
    from pypdf import PdfReader

    return PdfReader(str(path)).pages[index].extract_text() or ""


def test_same_input_same_bytes(lean):
    project, _ = load_and_validate(lean, [GAME])
    first = {o.filename: o.data for o in render(project, BuildOptions(), MINE)}
    second = {o.filename: o.data for o in render(project, BuildOptions(), MINE)}
    assert first == second


def test_tokens_are_15_5_mm_apart(pdfs):
    """The crop marks above the block of chits stand 15.5 mm apart (measured at 300 dpi): twelve across
    leave room for a 3 mm mark at both ends of every row cut (kit review r15)."""
    dpi = 300
    image = pdfcheck.render(pdfs["zetony"], 2, dpi)
    w, h = image.size
    per_mm = dpi / 25.4

    # the band of crop marks above the block: the first row from the top crossing only thin dark runs
    # more than 10 mm apart (above it the sheet's label, „JEDYNKA · 60 SZT. …”, whose letters are closer)
    def marks(y):
        return pdfcheck.runs([image.getpixel((x, y)) < 160 for x in range(w)])

    def is_marks(found):
        starts = [a for a, _ in found]
        return (
            len(found) > 2
            and all(b - a < per_mm for a, b in found)
            and min(b - a for a, b in zip(starts, starts[1:])) > 10 * per_mm
        )

    row = next(y for y in range(h) if is_marks(marks(y)))
    xs = [a for a, _ in marks(row + 3)]
    gaps = [(b - a) / per_mm for a, b in zip(xs, xs[1:])]
    assert len(xs) == 13
    assert all(abs(g - 15.5) < 0.15 for g in gaps), gaps


def test_the_aid_is_one_double_sided_card_per_player(pdfs):
    """Twelve aids on six sheets, two to a side: the turn on the front, winning on the back (a one-sided
    aid four to a sheet gave six cards with two different faces, r8 K1). The front is a reference card
    (kit review r29 K major 1): the four steps, the fields beside their icons, and the rare cases (the
    secret deal's hidden tokens, the auction, bids without cover) pointed to the rulebook's sections."""
    # a word hyphenated at a line's end („naj-mniej”) is read whole: pdfium marks the break U+FFFE
    pages = [" ".join(text.replace("\ufffe", "").split()) for text in pdfcheck.page_texts(pdfs["pomoc"])]
    # the file's guide page and the calibration behind it first (r29 AS minor 8), then the six sheets
    assert len(pages) == 2 + 12
    pages = pages[2:]
    fronts, backs = pages[0::2], pages[1::2]
    for front, back in zip(fronts, backs):
        assert front.count("Kolekcjonerzy – twoja tura") == 2 and "Punkty i zwycięstwo" not in front
        assert back.count("Punkty i zwycięstwo") == 2 and "twoja tura" not in back
        on_front = (
            # the four parts of a turn, each a header of its own: the card read mid-turn (r21 F13, kit minor 5)
            # and numbered as the book numbers them (r27 F10, kit minor 8)
            "1. Ruch – obowiązkowy",
            "2. Skutek pola",
            # r43 F1: one after another, as the book says
            "3. Transakcje – możesz, po kolei",
            # the turn's fourth part (r12 finding 16), after a turn with no allowed move too (r17 finding 3)
            "4. Ogłoszenie zwycięstwa – możesz Na końcu tury; warunki na odwrocie.",
            "Turę kończy „koniec tury”.",  # r43 F2: what ends a turn, as the book says
            # the fields by their icons (r29 K major 1), the prices in the tiles' colours
            # the price badges at the line's end, not inside the sentence (r34 K minor 8)
            # r43 F12: the price from the tile's badge, said in words (the coloured squares read as a count-out)
            "Eksponat – musisz go kupić: płacisz cenę ze znaczka na płytce (4, 3, 2 albo 1 żeton).",
            # a blot goes onto an unmarked field only, never an empty circle: the aid said „puste pole” and
            # „puste kółko” in one block and a player moved a blot onto a circle (r31 K argument 1)
            "Kleks – płacisz 1 żeton i przekładasz go na puste pole bez oznaczeń.",  # blocking: „Nie blokuj” above
            # „do”: the bank pays what it has (r29 F12; the rest in the book: BOOK_HOLDS)
            "Pole B – bank wypłaca ci do 10.",
            "Start, pole bez oznaczeń, kółko bez eksponatu – nic.",  # the circle without its exhibit (r30 K 12, r31 K 1)
            "nie przez pionki ani kleksy, nie na pionek",
            "każdy pionek, też twój, musi mieć obok pole bez pionka i kleksa",  # not „one field remains” (r15 finding 9); a rule, not a fact (r32 K 17c)
            "Nie kończ na polu droższym niż twoje żetony.",  # as the book's ban (r34 K minor 8); its recorded change in the book
            "(też prezent)",  # a gift, which the addressee may refuse like any proposal (r9 S1)
            "bez obietnic; adresat przyjmuje albo odrzuca.",  # r38 F13: not the bare „od razu”; as the book: accept or reject, nothing else (r16 f. 7, r18)
            # the 9–12 players' limit in all (r28 F1)
            # auctions count (r32 K 10); the limits said as the book says them, not „4 z licytacjami” (r34 K major 4)
            # r36 F3, F8: „łącznie” as the book and the slips say it, no break after „przy” (test_kolekcjonerzy_r36)
            # r37 argument 2: „a przy” hung on „jednemu graczowi” and was read as 4 to one addressee: the turn's total
            "jednemu graczowi najwyżej 2 propozycje w turze; przy 9–12 graczach w całej turze 4 propozycje i licytacje łącznie.",
            # a spoken proposal names its addressee (r35 F1): a sale „biorę”'d by two was nobody's to count
            "Jawnie („proponuję graczowi 6: …”) lub tajnie",
            # the auction in short: it is in most turns (r34 K major 4)
            # r35: the seller's own limits in its brackets, the seller's not bidding left to the book (BOOK_HOLDS)
            # r36 F1: „raz w turze” read as one auction a turn; each exhibit at most once, as the book says
            "Licytacja twojego eksponatu (każdego raz na turę, cena wywoławcza od 1): głos od następnego "
            "numeru: podbicie lub pas; gdy po najwyższej ofercie wszyscy spasują, sprzedajesz autorowi.",
            "Przyjęcie i oferta wiążą, bez pokrycia – nieważne",  # the addressee without cover too (r17 finding 2), the book's term (r30 K 10)
            # who may ask a check and until when (r35 F16), the window closed by the arbiter's „dalej” (r35 F2)
            # r36 F2, F7: the word the book names („wystarczy powiedzieć „sprawdzam””), at the arbiter's
            # „sprawdzenie?” before „dalej”; an open proposal's only (none in a secret deal)
            # r37 argument 1: „każdy, raz” was read as one check per player: once per side and per bid
            # r39 F10: and the third case, the payer's check of a payee who says he has no change
            "„Sprawdzam” – raz na stronę przyjętej jawnej propozycji, raz na ofertę (na „sprawdzenie?”), na odbiorcę "
            "bez reszty.",
        )
        on_back = (
            "Graczy 4 5 6 7 8 9 10 11 12 Próg zwycięstwa 30 30 37 37 40 40 44 44 44",
            "na końcu tury (też po braku ruchu), gdy jednocześnie",
            "Zwycięstwo kończy grę od razu.",  # nobody finishes the round (r34 K argument 2)  # a turn with no allowed move too (r17 finding 3)
            "nadmiar wydasz na planszy (eksponat, kleks) albo oddasz graczom.",  # the bank takes no surplus (r9 Z1), the board does (r23 F1)
            # the cap is a value (r23 F3), recorded change counts toward it (r31 K minor 16)
            "masz żetony warte najwyżej 10 (piątka = 5; wlicza się zapisana reszta)",
            "arbiter mówi tylko „pomyłka”",
            "ale grasz dalej",  # the penalised player stays in (r12 finding 16)
            # the returned exhibits are no purchase: the end „Nikt nie kupuje” keeps its round (r24 F8)
            "(wracają na planszę – to nie zakup)",
            # before any purchase the game ends after round 5, said as the start of the game (r13 finding 1)
            "(przed pierwszym zakupem: koniec po kolejce 5)",
            # the purchase counter runs on an empty board too (r15 finding 11)
            "„Nikt nie kupuje” działa też na pustej planszy, a „Cisza na pustej planszy” – tylko gdy żaden eksponat nie czeka u arbitra",  # r38 F13: named in full  # one name for the end (r19 f. 7); the silence only with nothing waiting (r20 f. 9)
            "arbiter ogłasza każdą kolejkę i termin końca",  # the round and the end are public (r19 finding 1)
            "późniejsza transakcja",  # not the buyer's own deal after the last purchase (r19 finding 17)
            "W każdym remisie:",  # the tie-break when all are over the threshold too (r19 finding 11)
            # the end has a winner, so its name says only that nobody claims it (r10 P1)
            "Gdy nikt nie ogłosi zwycięstwa:",
        )
        for phrase in on_front:  # on both aids of the side
            assert front.count(phrase) == 2, phrase
        for phrase in on_back:
            assert back.count(phrase) == 2, phrase
        assert "nikt nie może wygrać" not in back
        # r29 K major 1 and r30 K minor 10: what a turn uses, at most 1,250 characters an aid (1,990 on the r28
        # card, 1,428 on the r29 one), its rare cases in the book (BOOK_HOLDS); r34 K major 4 added the auction,
        # which most turns use (about 900 before it)
        first = front.split(" Pomoc gracza ·")[0]
        first = first[: first.index("Kolekcjonerzy – twoja tura", 1)].strip()
        assert len(first) <= 1250, len(first)


# what the aid's front leaves to the rulebook (r30 K minor 10), as the book's template says it
BOOK_HOLDS = {
    "a field found unaffordable at payment is taken back (r16 findings 1, 10)": "Gracz cofa wtedy pionek na pole, z którego wyszedł",
    "no allowed move: the pawn stays, its field gives nothing again": "Pole, na którym stoi, nie daje ponownie skutku",
    "the bank pays what it has on a B field": "Gdy bank ma mniej, wypłaca tyle, ile ma",
    "the bank repays its IOUs before a B payout (r29 F12)": "zanim wyda żetony na cokolwiek innego (wypłatę na polu B",
    "fives first on a B field": "żetony warte {{ facts.bank_refill }}: najpierw {{ big_coin.ins_many }}",
    "passing start, bank and exhibit fields": "przez eksponaty, pola banku i pola startowe wolno",
    "change owed counts as the player's tokens (r12 finding 2)": "taka **zapisana reszta** liczy się jak żetony gracza",
    "a deal is done at once and whole, no promises (r16 finding 3)": "dochodzi do skutku od razu i w całości",
    "the seller does not bid (r16 finding 9)": "Sprzedający nie licytuje",
    "an auction counts as one proposal at 9–12 players (r28 F1)": "oraz każda licytacja (jako jedna",
    "a secret deal's YES or NO on its slip": "zakreśla na kartce TAK albo NIE",
    "a blot is moved blocking nobody": "Nie wolno ruszyć pionka ani położyć kleksa tak, by którykolwiek pionek",
    # r35: the aid's front took the check and its window; the change between players went to the book
    "change between players: the payee, else the bank (r15 finding 1)": "Jeśli odbiorca nie ma czym wydać, zapłatę rozlicza bank",
}


def test_what_the_aid_leaves_to_the_rulebook_stands_in_it():
    book = (Path(__file__).parent.parent / "templates" / "kolekcjonerzy" / "rulebook.md.j2").read_text(encoding="utf-8")
    book = " ".join(book.split())
    assert not [case for case, words in BOOK_HOLDS.items() if words not in book]


def test_the_aid_points_to_sections_the_rulebook_has(pdfs):
    """The aid's pointers („Szczegóły w zasadach: „Licytacja”…”, „zasady: „…””) name sections of the
    rulebook by their headings (the aid has no page numbers of the book: no typed ones either)."""
    book = (Path(__file__).parent.parent / "templates" / "kolekcjonerzy" / "rulebook.md.j2").read_text(encoding="utf-8")
    headings = {line.lstrip("#").strip() for line in book.splitlines() if line.startswith("#")}
    text = " ".join(" ".join(pdfcheck.page_texts(pdfs["pomoc"])[2:4]).replace("\ufffe", "").split())  # a card's faces
    pointed = [
        name
        for pointer in re.findall(r"(?:Szczegóły w zasadach|zasady): ((?:„[^”]+”(?:, )?)+)", text)
        for name in re.findall(r"„([^”]+)”", pointer)
    ]
    assert len(pointed) >= 2, text
    assert not [name for name in pointed if name not in headings], headings
    assert not re.search(r"\bs\. ?\d", text)  # no page number typed by hand


def test_plan_halves_turn_over_like_book_pages(pdfs):
    """Each cut half is a portrait page turned over about its long side: the head of a plan (front) lies
    at the sheet's left edge, the head of the price list behind it at the right edge, which a long-edge
    flip puts behind the left one; the back's text runs down the page, the front's up."""
    width = A4_PORTRAIT[0] * 72 / 25.4
    chars = pdfcheck.printed_text(pdfs["plan"])
    for page in (0, 1):  # a front, its back
        largest = max(size for p, _, size, _, _ in chars if p == page)
        title = [box for p, _, size, _, box in chars if p == page and size == largest]
        lefts = [box[0] for box in title]
        assert len(title) == 2 * len("Planzakupów" if page == 0 else "Cennikeksponatów")  # two halves, no spaces
        if page == 0:
            assert max(lefts) < width / 4
        else:
            assert min(lefts) > width * 3 / 4
        first_half = title[: len(title) // 2]
        bottoms = [box[1] for box in first_half]
        assert bottoms == sorted(bottoms, reverse=page == 1)


def test_arbiter_grid_rows_leave_room_for_a_pencil(pdfs):
    """Six millimetres at least between two exhibits' lines of the arbiter's grid on A4 (r35 K minor 6: 5 mm
    were the least a pencil line takes, on the densest sheet)."""
    text = pdfcheck.printed_text(pdfs["arbiter"])
    line = "".join(char for _, char, *_ in text)
    start = line.index("OBRAZWYSPIAŃSKIEGO")
    top_first = text[start][4][1]
    start = line.index("SZNURPEREŁ")
    top_second = text[start][4][1]
    assert (top_first - top_second) * 25.4 / 72 >= 6.0


def test_secret_proposal_slips_are_ten_to_a_page_with_the_edition_limit(pdfs):
    text = " ".join(pdfcheck_page_text(pdfs["kartki"], 0).split())
    assert text.count("TAJNA PROPOZYCJA") == 10
    assert text.count("propozycja nr (najwyżej 2)") == 10
    # the arbiter's "nie ma" has its place beside the addressee's answer (r8 K3)
    assert text.count("Arbiter (zakreśl): Adresat (zakreśl): MA NIE MA TAK NIE") == 10
    # r37 F14: the sender erases every slip the arbiter hands back, also after NIE MA (no answer then)
    assert text.count("Zwróconą kartkę nadawca od razu ściera.") == 10
    # a mixed offer: exhibits and tokens each have a place, given and wanted (kit review r21 minor 6)
    assert text.count("Oddaję eksponaty:") == text.count("Chcę eksponaty:") == 10
    assert text.count("żetony warte:") == 20  # oddaję/chcę take the accusative (r25 F4)
    # r29 K item 8: the sender adds the recorded change he pays with beside the tokens (rulebook „Zapisana reszta”)
    assert text.count("Oddaję eksponaty: żetony warte: w tym z zapisanej reszty: Chcę eksponaty:") == 10


def test_slip_has_two_lines_for_the_exhibits_each_way(pdfs):
    """r25 K minor 3: a trade of two exhibits („DEWIZKA DO ZEGARKA KIESZONKOWEGO” and „SIODŁO”) did not
    fit a 37 mm line in pencil. Between „Oddaję eksponaty:” and „Chcę eksponaty:”, and between „Chcę
    eksponaty:” and „Kolejka:”, the first slip has two write-in lines, together at least 120 mm long,
    and a line of at least 8 mm for the tokens."""
    chars = [(page, char, box) for page, char, _, _, box in pdfcheck.printed_text(pdfs["kartki"]) if page == 0]
    line = "".join(char for _, char, _ in chars)
    dpi = 150
    scale = dpi / 72
    image = pdfcheck.render(pdfs["kartki"], 0, dpi=dpi)

    def top_of(label: str) -> float:
        return chars[line.index(label)][2][3]

    slip_right = chars[line.index("licytacje") + 8][2][2]  # the first slip's right-hand header ends its column
    give, want, turn = top_of("Oddajęeksponaty:"), top_of("Chcęeksponaty:"), top_of("Kolejka:")

    def rules(upper: float, lower: float) -> list[float]:
        """Lengths in mm of the write-in lines (grey runs over 3 mm) in the first slip's column between
        two labels' tops, one per row."""
        found = []
        for y in range(round(image.height - upper * scale) + 2, round(image.height - lower * scale)):
            row = [image.getpixel((x, y)) < 200 for x in range(0, round(slip_right * scale) + 2)]
            long = [(b - a) * 25.4 / dpi for a, b in pdfcheck.runs(row) if (b - a) * 25.4 / dpi > 3]
            if long and not (found and found[-1][0] == y - 1):
                found.append((y, long))
        return [length for _, lengths in found for length in lengths]

    for upper, lower, recorded in ((give, want, 1), (want, turn, 0)):
        lengths = rules(upper, lower)
        assert len(lengths) == 3 + recorded, lengths  # exhibits, exhibits, tokens (given: and recorded change)
        assert sum(sorted(lengths)[1 + recorded :]) >= 120 and min(lengths) >= 8, lengths


def test_slip_has_a_line_for_recorded_change_under_the_tokens_given(pdfs):
    """r29 K item 8: „w tajnej transakcji nadawca dopisuje tę kwotę na kartce obok żetonów” – the slip
    has its line right under the tokens given („żetony warte:”), before „Chcę eksponaty:”, the two
    write-in lines one under the other, in a readable size."""
    chars = [(char, size, box) for page, char, size, _, box in pdfcheck.printed_text(pdfs["kartki"]) if page == 0]
    line = "".join(char for char, _, _ in chars)
    worth, recorded = line.index("żetonywarte:"), line.index("wtymzzapisanejreszty:")
    assert worth < recorded < line.index("Chcęeksponaty:")
    worth_box, recorded_box = (
        chars[worth + len("żetonywarte:") - 1][2],
        chars[recorded + len("wtymzzapisanejreszty:") - 1][2],
    )
    assert abs(worth_box[2] - recorded_box[2]) < 0.5  # the labels end where both lines start
    assert 4.5 <= (worth_box[1] - recorded_box[1]) * 25.4 / 72 <= 7  # the next row down
    assert min(size for _, size, _ in chars[recorded : recorded + 21]) >= 7


def test_slip_answers_are_boxed_one_box_per_answer(pdfs):
    """r14 K minor 10: "MA   NIE MA" read as three words; each answer has a box of its own: between
    MA and NIE MA two box edges are printed, inside NIE MA none."""
    chars = [(page, char, box) for page, char, _, _, box in pdfcheck.printed_text(pdfs["kartki"])]
    line = "".join(char for _, char, _ in chars)
    start = line.index("MANIEMAAdresat")
    page = chars[start][0]
    image = pdfcheck.render(pdfs["kartki"], page, dpi=150)
    scale = 150 / 72

    def edges(left_char: int, right_char: int) -> int:
        """Dark vertical strokes on the row through the middle of the capitals between two glyphs."""
        a, b = chars[left_char][2], chars[right_char][2]
        y = round(image.height - (a[1] + a[3]) / 2 * scale)
        row = [image.getpixel((x, y)) < 170 for x in range(round(a[2] * scale) + 1, round(b[0] * scale) - 1)]
        return len(pdfcheck.runs(row))

    assert edges(start + 1, start + 2) == 2  # "MA" | "NIE MA": the first box's right edge, the second's left
    assert edges(start + 4, start + 5) == 0  # "NIE" "MA": one answer, one box
    start = line.index("TAKNIE", start)
    assert edges(start + 2, start + 3) == 2  # "TAK" | "NIE"


def test_aid_tables_standing_together_share_their_columns(pdfs):
    """r14 K minor 11: the aid's "Graczy" and "Eksponatów w planie" tables were offset by 1–2 mm; tables
    that stand one after another with as many columns share their widths, so every column's numbers
    (right-aligned) end at the same x in both."""
    chars = [(page, char, box) for page, char, _, _, box in pdfcheck.printed_text(pdfs["pomoc"])]
    line = "".join(char for _, char, _ in chars)

    def header_ends(label: str) -> list[float]:
        start = line.index(label) + len(label)
        digits = line[start : start + 15]
        ends, i = [], start
        for number in ("4", "5", "6", "7", "8", "9", "10", "11", "12"):
            assert line.startswith(number, i), digits
            i += len(number)
            ends.append(chars[i - 1][2][2])
        return ends

    first, second = header_ends("Graczy"), header_ends("Eksponatówwplanie")
    assert max(abs(a - b) for a, b in zip(first, second)) < 0.5  # pt


def test_slip_grid_fills_the_page_inside_the_margin_row_by_row():
    from generator.games.kolekcjonerzy.form_boxes import grid

    boxes = grid(200.0, 300.0, 10.0, 2, 5)
    assert len(boxes) == 10
    assert boxes[0] == (10.0, 234.0, 90.0, 56.0)  # top left
    assert boxes[1] == (100.0, 234.0, 90.0, 56.0)  # beside it: butted, one cut serves two
    assert boxes[-1] == (100.0, 10.0, 90.0, 56.0)  # bottom right, on the margin


def _dashes(path: Path) -> set[tuple[float, ...]]:
    """Every dash pattern a PDF sets (the `d` operator's array), on its pages and in the forms its
    pieces are drawn in."""
    import re

    from pypdf import PdfReader
    from pypdf.generic import StreamObject

    reader = PdfReader(str(path))
    found = set()
    for number in range(1, int(reader.trailer["/Size"])):
        try:
            obj = reader.get_object(number)
        except Exception:  # a free entry of the cross-reference table
            continue
        if not isinstance(obj, StreamObject):
            continue
        data = obj.get_data().decode("latin-1")
        for array in re.findall(r"\[([0-9.\s]*)\]\s+[0-9.]+\s+d", data):
            if array.strip():
                found.add(tuple(round(float(v), 2) for v in array.split()))
    return found


def test_a_fold_is_dash_dot_and_no_cut_looks_like_it(pdfs):
    """One line language (kit review r18 minors 4 and 6): the pawns' folds are dash-dot (— · —, a valley) or
    dash-dot-dot (— · · —, a ridge: r34, K minor 3), the cuts of the plans, slips and aids solid or plain
    dashes, so a dashed line always means „cut”."""
    folds = _dashes(pdfs["pionki"])
    assert folds and {len(d) for d in folds} == {4, 6}, folds  # dash, gap, dot, gap (, dot, gap)
    for cut in ("plan", "kartki", "pomoc"):
        assert all(len(d) == 2 for d in _dashes(pdfs[cut])), cut


def test_the_papers_used_while_trading_print_the_busy_table_s_limit(pdfs):
    """r28 K kit item 1: from 9 players a turn has at most 4 proposals in all (an auction counts as one):
    the rulebook and the aid said it, the slip and the arbiter's sheet did not. The slip says it beside
    its heading; beside the arbiter's player-count table, 4 boxes along which the arbiter slides a marker while the
    turn's trading goes on (r43 K minor 10: ticked and rubbed out every turn), then „koniec handlu”; nothing under
    7 pt (Letter: the next test)."""
    slips = " ".join(pdfcheck_page_text(pdfs["kartki"], 0).split())
    # r36 F3: the limit worded as the book words it, proposals and auctions together, and „koniec handlu”
    # once the last of them is settled
    assert slips.count("TAJNA PROPOZYCJA 9–12 graczy: w turze łącznie najwyżej 4 propozycje i licytacje") == 10
    arbiter = " ".join(pdfcheck_page_text(pdfs["arbiter"], 0).split())
    assert (
        "Handel w turze przy 9–12 graczach: propozycje i licytacje łącznie – przy każdej przesuń znacznik (monetę, "
        "spinacz) o kratkę, nie pisz; gdy rozstrzygnie się ostatnia: 1 2 3 4 → koniec handlu"
    ) in arbiter
    for name in ("kartki", "arbiter"):
        assert pdfcheck.small_text(pdfs[name], 7.0) == [], name


def test_the_slips_and_the_arbiter_s_words_follow_their_data(lean, tmp_path):
    """The words these papers print are their YAML's (`words:`), the numbers in them the edition's:
    a word edited and a fact changed both reach the paper, on Letter too (fit: nothing under 7 pt)."""
    from .conftest import replace_in

    data = tmp_path / "components"
    shutil.copytree(lean, data)
    replace_in(data / GAME / "game.yaml", "proposals-per-turn: 4", "proposals-per-turn: 3")
    replace_in(data / GAME / "kartki.yaml", "heading: TAJNA PROPOZYCJA", "heading: PROPOZYCJA")
    replace_in(data / GAME / "arbiter.yaml", "trade_end: koniec handlu", "trade_end: stop")
    project, _ = load_and_validate(data, [GAME])
    from generator.layout.imposition import PAPERS

    out = {
        Path(o.filename).stem: o for o in render(project, BuildOptions(paper=PAPERS["letter"]), ["kartki", "arbiter"])
    }
    for name, output in out.items():
        (tmp_path / f"{name}.pdf").write_bytes(output.data)
    slips = " ".join(pdfcheck_page_text(tmp_path / "kartki.pdf", 0).split())
    assert slips.count("PROPOZYCJA 9–12 graczy: w turze łącznie najwyżej 3 propozycje i licytacje") == 10
    arbiter = " ".join(pdfcheck_page_text(tmp_path / "arbiter.pdf", 0).split())
    assert "gdy rozstrzygnie się ostatnia: 1 2 3 → stop" in arbiter and "4 →" not in arbiter
    for name in ("kartki", "arbiter"):
        assert pdfcheck.small_text(tmp_path / f"{name}.pdf", 7.0) == [], name


def test_a_sheet_s_words_are_all_given_and_fill_in_only_their_numbers(components):
    from .conftest import game_findings, line_of, replace_in

    slips = components / GAME / "kartki.yaml"
    replace_in(slips, "  heading: TAJNA PROPOZYCJA\n", "")
    replace_in(slips, "najwyżej {per_turn} propozycje", "najwyżej {per_round} propozycje")
    replace_in(slips, "  reminder:", "  footer:")  # the words located at the mapping, its first key
    found = [f for f in game_findings(components / GAME) if "[kolekcjonerzy-sheet.words]" in f]
    limit, footer = line_of(slips, "  limit:"), line_of(slips, "  footer:")
    assert found == [
        f"{slips}:{line_of(slips, '  aside:')}:3: error: the slips sheet prints 2 word(s) not given: heading, "
        "reminder; expected every word it prints under 'words' [kolekcjonerzy-sheet.words]",
        f"{slips}:{limit}:10: error: 'limit' uses the placeholder {{per_round}}, which this word cannot fill "
        "in; expected: {busy}, {per_turn}, {per_partner} [kolekcjonerzy-sheet.words]",
        f"{slips}:{footer}:11: error: the slips sheet prints no word 'footer'; expected one of: "
        + ", ".join(__import__("generator.games.kolekcjonerzy.sheet_words", fromlist=["SLIPS"]).SLIPS)
        + " [kolekcjonerzy-sheet.words]",
    ]
