"""Typography read back from the PDFs: no number broken from its group, unit or noun, no heading
stranded at a page foot, tables whole when they fit on a page and with their header repeated when
they do not, figures that contain only what they show, Polish hyphenation."""

from __future__ import annotations

import io
import re
from collections import Counter

import pytest
from pypdf import PdfReader
from reportlab.lib import colors

from generator.build.recipe import BuildOptions
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.layout.imposition import PAPERS
from generator.model.findings import Findings
from generator.rulebook import markup as md
from generator.rulebook import polish
from generator.rulebook.paragraphs import hyphenation
from generator.rulebook.pdflines import lines, split_numbers, stranded_headings
from generator.rulebook.typeset import Look, TitleInfo, typeset
from generator.validate.loading import load_project

from .conftest import COMPONENTS

NB = "\u00a0"
GAMES = ("kolekcjonerzy", "rynek", "przekret", "art-society")
INFO = TitleInfo(game="Próba", subtitle="", title="Zasady gry", facts_line="2–4 graczy", running="Próba")


def pdf_of(text: str, figure=lambda ref, width, paragraph: []) -> bytes:
    blocks, problems = md.parse(text)
    assert not problems
    return typeset(blocks, INFO, Look(accent=colors.black), PAPERS["a4"], figure)[0]


# --- the rules on strings ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "written, printed",
    [
        ("płaci 1 000 zł", f"płaci 1{NB}000{NB}zł"),
        ("dokładnie 1 200 000 zł", f"dokładnie 1{NB}200{NB}000{NB}zł"),
        ("dostaje 4 szt.", f"dostaje 4{NB}szt."),
        ("wart 1 punkt", f"wart 1{NB}punkt"),
        ("pole 25 mm", f"pole 25{NB}mm"),
        ("ramka 2 × 3", f"ramka 2{NB}×{NB}3"),
        ("zob. s. 4", f"zob.{NB}s.{NB}4"),
        ("ul. Ciemna", f"ul.{NB}Ciemna"),
        ("rok 2024, 3,5 cm", f"rok 2024, 3,5{NB}cm"),
        ("czyli 6 = 2 × 3 pola", f"czyli 6{NB}={NB}2{NB}×{NB}3{NB}pola"),
        ("razem 4 + 2 = 6", f"razem 4{NB}+{NB}2{NB}={NB}6"),
        ("pola I — Inwestycje", f"pola I{NB}– Inwestycje"),
        ("2–6 graczy", f"2–6{NB}graczy"),
        ("w wydruku „1. zwykły papier”", f"w{NB}wydruku „1.{NB}zwykły papier”"),
        ("rozdział 1. Zasady", "rozdział 1. Zasady"),
        ("wydruk „3. karton”", f"wydruk „3.{NB}karton”"),  # an ordinal is glued to the word after it
        ("1. wydrukuj przody; 2. weź kartki", f"1.{NB}wydrukuj przody; 2.{NB}weź kartki"),
        ("po rundzie 8. Potem", "po rundzie 8. Potem"),  # a sentence's last number: the next one may start a line
        # a number naming a player, a pawn, a round or a paper stays with its word (blind review r19 f. 12)
        ("proponuje graczowi 1 eksponat", f"proponuje graczowi{NB}1{NB}eksponat"),
        ("po turze pionka 4 w kolejce 14", f"po turze pionka{NB}4{NB}w{NB}kolejce{NB}14"),
        ("zwykły papier 80–120 g/m²", f"zwykły papier{NB}80–120{NB}g/m²"),
        # a weight in running text may go down without its noun, the weight and unit together (r41 AS kit minor 9:
        # the group „kartonu 250–300 g/m²” went down whole, leaving a line 60% full)
        ("i 13 arkuszy kartonu 250–300 g/m²", f"i{NB}13{NB}arkuszy kartonu 250–300{NB}g/m²"),
        ("25 arkuszy zwykłego papieru 80–120 g/m²", f"25{NB}arkuszy zwykłego papieru 80–120{NB}g/m²"),
        # a Roman numeral naming a type, or a digit named as one, stays with its word (blind review r23 F5)
        ("na karcie typu I gracz", f"na karcie typu{NB}I{NB}gracz"),
        ("typ VIII i typ V", f"typ{NB}VIII i{NB}typ{NB}V"),
        ("cyfrę 5 i znak", f"cyfrę{NB}5{NB}i{NB}znak"),
        ("typowy Inny", "typowy Inny"),
        # a line's pattern is one symbol and an arrow goes with its result (blind reviews r36: R 7, AS 3); a line
        # may break before an arrow, and a pattern's dash stays an em dash
        ("kreska-dwie kropki (— · · —), ceglanymi", f"kreska-dwie kropki (—{NB}·{NB}·{NB}—), ceglanymi"),
        ("linia — · — zgina", f"linia{NB}—{NB}·{NB}— zgina"),
        ("czarne 1 → 1 komplet", f"czarne 1 →{NB}1{NB}komplet"),
        ("zakup → zapłata → karta", f"zakup →{NB}zapłata →{NB}karta"),
        ("wydruk 1 · s. 31", f"wydruk{NB}1{NB}· s.{NB}31"),
        ("wzór 8 = 6 − 7a + 7b.", f"wzór 8{NB}={NB}6{NB}−{NB}7a{NB}+{NB}7b."),
        ("eksponat za 1 żeton, Za 5 jedynek", f"eksponat za{NB}1{NB}żeton, Za{NB}5{NB}jedynek"),
        # the percent sign set close up to its number, however it was spaced („30 %”, „10 %” with a no-break space)
        ("co najmniej 30 % planu", "co najmniej 30% planu"),
        (f"za 10{NB}% wartości, 10–16 % arkusza", f"za{NB}10% wartości, 10–16% arkusza"),
        ("skala 100%", "skala 100%"),
        # an abbreviation goes down with the word after it, as a one-letter word does
        ("gracz, np. pierwszy", f"gracz, np.{NB}pierwszy"),
        ("Np. gracz tzn. ten, tj. drugi", f"Np.{NB}gracz tzn.{NB}ten, tj.{NB}drugi"),
        ("karty, m.in. Losy", f"karty, m.in.{NB}Losy"),
    ],
)
def test_numbers_are_tied_to_their_groups_units_and_nouns(written, printed):
    assert polish.tie_short_words(written) == printed


def test_one_helper_formats_money_and_plurals():
    assert polish.money(12000) == f"12{NB}000{NB}zł"
    assert (polish.percent(30), polish.percent(10.0), polish.percent(12.5)) == ("30%", "10%", "12,5%")
    assert polish.counted(22, "żeton", "żetony", "żetonów") == f"22{NB}żetony"


# --- the checks can fail ----------------------------------------------------------------------


def _raw_pdf(draw) -> bytes:
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.layout_fonts import register_fonts

    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(
        buffer, pagesize=PAPERS["a4"].size if hasattr(PAPERS["a4"], "size") else (595.28, 841.89), invariant=1
    )
    draw(canvas)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_a_number_split_at_a_line_break_is_found():
    from generator.draw.fonts import SERIF

    def draw(c):
        c.setFont(SERIF, 10)
        c.drawString(70, 700, "Gracz płaci bankowi 1")
        c.drawString(70, 686.4, "000 zł i kończy turę.")
        c.drawString(70, 600, "Każdy żeton jest wart 1")
        c.drawString(70, 586.4, "punkt.")
        c.drawString(70, 500, "Tabela ma 3")  # not continued: next line far below
        c.drawString(70, 400, "wiersze.")

    found = split_numbers(lines(_raw_pdf(draw)))
    assert found == [
        'page 1: "Gracz płaci bankowi 1" / "000 zł i kończy turę."',
        'page 1: "Każdy żeton jest wart 1" / "punkt."',
    ]


def test_a_heading_at_a_page_foot_is_found():
    from generator.draw.fonts import SANS_BOLD, SERIF

    def draw(c):
        c.setFont(SERIF, 10)
        c.drawString(70, 700, "Akapit.")
        c.setFont(SANS_BOLD, 12)
        c.drawString(70, 80, "Cięcie")
        c.setFont(SERIF, 8)
        c.drawString(290, 30, "6")  # the page number does not count

    assert stranded_headings(lines(_raw_pdf(draw))) == ['page 1: "Cięcie"']


def test_text_drawn_through_a_form_is_read_where_the_page_places_it():
    """A paragraph whose numbers the layout decides is drawn through a form XObject (forms.py):
    its lines are where the page draws the form, so a heading above it is not taken for a page's
    last line."""
    from generator.draw.fonts import SANS_BOLD, SERIF

    def draw(c):
        c.setFont(SANS_BOLD, 12)
        c.drawString(70, 300, "Cięcie")
        c.beginForm("deferred0")
        c.setFont(SERIF, 10)
        c.drawString(0, 0, "Akapit z numerem strony.")
        c.endForm()
        c.saveState()
        c.translate(70, 280)
        c.doForm("deferred0")
        c.restoreState()
        c.setFont(SERIF, 10)
        c.drawString(70, 260, "Dalszy akapit.")

    found = lines(_raw_pdf(draw))
    placed = next(line for line in found if line.text.startswith("Akapit z numerem"))
    assert (round(placed.x), round(placed.y)) == (70, 280)
    assert stranded_headings(found) == []


# --- the typesetter ------------------------------------------------------------------------------


def _table(rows: int) -> str:
    return "| Pole | Koszt |\n|---|--:|\n" + "".join(f"| pole {i} | {i} |\n" for i in range(rows))


def test_a_table_that_fits_a_page_is_not_split():
    text = "# Rozdział\n\n" + "Akapit o zasadach gry. " * 170 + "\n\n" + _table(20)
    reader = PdfReader(io.BytesIO(pdf_of(text)))
    pages = [p.extract_text() for p in reader.pages]
    holding = [i for i, t in enumerate(pages) if "pole 0" in t or "pole 19" in t]
    assert len(reader.pages) >= 2 and len(set(holding)) == 1


def test_a_table_that_would_leave_more_than_30_percent_of_a_page_empty_is_split_there():
    text = "# Rozdział\n\n" + "Akapit o zasadach gry. " * 60 + "\n\n" + _table(40)
    reader = PdfReader(io.BytesIO(pdf_of(text)))
    pages = [p.extract_text() for p in reader.pages]
    assert "pole 0" in pages[0] and "pole 39" in pages[1]
    assert all("Pole" in t and "Koszt" in t for t in pages[:2])


def test_a_numbered_procedure_that_fits_a_page_is_read_on_one_page():
    filler = "Akapit o zasadach gry, który wypełnia stronę. "
    steps = "".join(
        f"{n}. Krok numer {n} procedury, opisany tak, by zajął co najmniej jeden wiersz.\n" for n in range(1, 9)
    )
    moved = 0
    for paragraphs in range(60, 78):  # each ends the page at another step of the procedure
        text = "# Rozdział\n\n" + "\n\n".join([filler] * paragraphs) + "\n\nPrzebieg krok po kroku:\n\n" + steps
        pages = [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages]
        holding = {i for i, t in enumerate(pages) for n in range(1, 9) if f"Krok numer {n} " in t}
        lead = next(i for i, t in enumerate(pages) if "krok po kroku:" in t)
        assert holding == {lead}, paragraphs
        moved += lead > 0
    assert moved  # some of these pages had room for the first steps only


def test_a_lead_in_stays_on_the_page_of_what_it_introduces():
    filler = "Akapit o zasadach gry, który wypełnia stronę. "
    for paragraphs in range(60, 78):  # one of them ends the page right under the lead-in
        text = "# Rozdział\n\n" + "\n\n".join([filler] * paragraphs) + "\n\nUwagi do plików:\n\n- pierwsza\n- druga\n"
        pages = [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages]
        lead = next(i for i, t in enumerate(pages) if "Uwagi do plików:" in t)
        assert "pierwsza" in pages[lead], paragraphs


def test_a_heading_stays_with_the_lead_in_and_the_table_it_introduces():
    filler = "Akapit o zasadach gry, który wypełnia stronę. "
    table = "| Maszyn | Cena |\n|--:|--:|\n" + "".join(f"| {n} | {n * 100} |\n" for n in range(1, 9))
    for paragraphs in range(56, 70):  # some leave room for the heading and lead-in, not the table
        text = "# Rozdział\n\n" + "\n\n".join([filler] * paragraphs)
        text += "\n\n## Pole inwestycyjne\n\nCeny według liczby maszyn podaje tabela:\n\n" + table
        pages = [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages]
        head = next(i for i, t in enumerate(pages) if "Pole inwestycyjne" in t)
        assert "podaje tabela:" in pages[head] and "800" in pages[head], paragraphs


def test_a_heading_moves_with_the_lead_in_of_a_table_that_moves_whole():
    """A section that opens with a lead-in and a table taller than the room left (but where more
    than 30 % of the page is left, so the group is laid out piece by piece): the heading goes to the
    next page with its lead-in, never alone at the foot („Wydruk i składanie”)."""
    filler = "Akapit o zasadach gry, który wypełnia stronę. "
    table = "| Maszyn | Cena |\n|--:|--:|\n" + "".join(f"| {n} | {n * 100} |\n" for n in range(1, 25))
    moved = 0
    for paragraphs in range(40, 70):  # the heading lands one line lower each time, down the last half page
        text = "# Rozdział\n\n" + "\n\n".join([filler] * paragraphs)
        text += "\n\n## Pole inwestycyjne\n\nCeny według liczby maszyn podaje tabela:\n\n" + table
        found = lines(pdf_of(text))
        assert stranded_headings(found) == [], paragraphs
        head = next(line.page for line in found if line.text.startswith("Pole inwestycyjne"))
        lead = next(line.page for line in found if "podaje tabela:" in line.text)
        assert head == lead, paragraphs
        moved += head > 1
    assert moved  # some of these pages had room for the heading, not for the table


def test_a_lead_in_moves_with_the_table_that_moves_whole():
    filler = "Akapit o zasadach gry, który wypełnia stronę. "
    table = "| Maszyn | Cena |\n|--:|--:|\n" + "".join(f"| {n} | {n * 100} |\n" for n in range(1, 9))
    for paragraphs in range(60, 78):  # some leave room for the lead-in, not for the whole table
        text = "# Rozdział\n\n" + "\n\n".join([filler] * paragraphs)
        text += "\n\nCeny według liczby maszyn podaje tabela:\n\n" + table
        pages = [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages]
        lead = next(i for i, t in enumerate(pages) if "podaje tabela:" in t)
        assert "800" in pages[lead], paragraphs


def test_a_lead_in_moves_with_the_figure_it_introduces():
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Spacer

    from generator.rulebook.flow import Together

    def figure(ref, width, paragraph):  # a figure and its caption, kept together as figures.py keeps them
        return [Together([Spacer(0, 300), Paragraph("RYSUNEK PLANSZY", ParagraphStyle("f"))])]

    text = "# Rozdział\n\n" + "Akapit o zasadach gry. " * 200 + "\n\nTak wygląda plansza:\n\n![Plansza](figure:board)\n"
    pages = [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text, figure))).pages]
    lead = next(i for i, t in enumerate(pages) if "Tak wygląda plansza:" in t)
    assert "RYSUNEK PLANSZY" in pages[lead] and lead > 0


def test_a_word_is_hyphenated_with_three_letters_or_more_on_each_side():
    # the closing word is not one of the repeated ones: a paragraph's last word is never hyphenated
    # (paragraphs.spared), and that leaves each of its occurrences whole; words long enough to be broken in
    # a column of the two-column body (78 mm: columns.py)
    text = (
        "# Rozdział\n\n"
        + "Gracz zapłacić wykupić dostać obrazy punkty zawsze pokrywającymi zablokowanymi " * 60
        + "Koniec."
    )
    extracted = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages)
    breaks = re.findall(r"(\w+)-\n(\w+)", extracted)
    assert breaks and all(len(a) >= 3 and len(b) >= 3 for a, b in breaks), breaks


def test_a_paragraphs_last_line_never_holds_only_the_tail_of_a_hyphenated_word():
    """Paragraphs of every length up to two lines and a bit, each ending in a long word: wherever the
    line breaks fall, the last word goes whole („pomoce gra-/cza;” never)."""
    text = "# Rozdział\n\n" + "\n\n".join(
        "Gracz " + "zapłacić wykupić obrazy " * (n // 3) + "punkty " * (n % 3) + "konkurencyjności;"
        for n in range(20, 50)
    )
    extracted = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages)
    tails = re.findall(r"\w-\n(\w+;)\n", extracted)
    assert "konkurencyjności;" in extracted.replace("-\n", "") and tails == []


def test_a_word_starting_with_a_capital_is_not_hyphenated():
    """A name („Produkcja”, ZAKUP, a game's title) stays whole: „Pro-/dukcja (7)” never."""
    hyphenate = hyphenation("pl_PL")
    assert hyphenate("produkcja") and hyphenate("Produkcja") == [] and hyphenate("„SPRZEDAŻY”") == []


def test_a_compound_written_with_a_hyphen_is_never_broken_inside():
    """r41 P F16: „Linia kre-/ska-kropka” read „ska-kropka” as a compound of its own. A paragraph of such
    compounds and plain words of the same parts: the plain words are hyphenated, no compound is broken
    (neither inside a part nor at its own hyphen), it goes to the next line whole."""
    hyphenate = hyphenation("pl_PL")
    assert hyphenate("kreska") and hyphenate("kreska-kropka") == [] and hyphenate("biało-czerwony") == []
    text = "# Rozdział\n\n" + "Linia kreska-kropka albo kreska-dwie kropki oznacza kreska zgięcie " * 60 + "Koniec."
    extracted = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages)
    assert re.search(r"kre-\nska\b", extracted)  # the plain word is broken somewhere: the test can see a break
    assert not re.search(r"-\n(?:ska-|kropka|dwie kropki|ska-dwie)", extracted), re.findall(r"\w+-\n\w+", extracted)
    assert extracted.count("kreska-kropka") == 60 and extracted.count("kreska-dwie") == 60


def test_a_table_longer_than_a_page_repeats_its_header():
    reader = PdfReader(io.BytesIO(pdf_of("# Rozdział\n\n" + _table(120))))
    pages = [p.extract_text() for p in reader.pages]
    with_rows = [t for t in pages if "pole 7" in t or "pole 110" in t]
    assert len(with_rows) >= 2 and all("Pole" in t and "Koszt" in t for t in with_rows)


def test_justified_text_is_hyphenated_by_polish_rules():
    text = "# Rozdział\n\n" + "Niezastąpione przedsiębiorstwo konkurencyjności gospodarczej " * 40
    extracted = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages)
    assert "-\n" in extracted


# --- the four rulebooks --------------------------------------------------------------------------


@pytest.fixture(scope="module")
def books(bundled_kit):
    """Every game's rulebook as the bundled kit prints it (built once per test session)."""
    return {game_id: lines((bundled_kit / game_id / "zasady.pdf").read_bytes()) for game_id in GAMES}


@pytest.mark.parametrize("game_id", GAMES)
def test_no_number_breaks_from_its_group_or_unit_in_a_rulebook(books, game_id):
    assert split_numbers(books[game_id]) == []


def test_no_percent_sign_stands_apart_from_its_number_anywhere_in_the_kit(bundled_kit):
    """„30%”, never „30 %” (a space of any kind, or a line break, before the sign): on every page of every file
    of the kit – rulebooks and aids through the typesetter, sheets, cards, boards and guides as drawn."""
    from .pdfcheck import page_texts

    spaced = re.compile(r"\d[ \t\r\n\u00a0\u202f]+%")
    files = sorted(bundled_kit.rglob("*.pdf"))
    assert len({f.parent for f in files}) >= len(GAMES)
    found = [
        (str(f.relative_to(bundled_kit)), n + 1, hit.group())
        for f in files
        for n, text in enumerate(page_texts(f))
        for hit in spaced.finditer(text)
    ]
    assert found == []


@pytest.mark.parametrize("game_id", GAMES)
def test_no_heading_is_stranded_in_a_rulebook(books, game_id):
    assert stranded_headings(books[game_id]) == []


def test_board_figures_hold_no_text_outside_their_crop(books):
    """Przekręt's track figure crops the board: the Ratusz track with its gate and exit field, down to the
    heading of the board's price table, and nothing of the Kasyno track or the Start corner. The figure is
    what lies between its caption and the body text above it (10 pt serif lines: the rules around the figure
    may name Kasyno), at most 165 mm up."""
    text = " ".join(line.text for line in books["przekret"])
    assert "pl. Znajomości" in text.replace(NB, " ")
    caption = next(line for line in books["przekret"] if line.text.startswith("Lewa część planszy z torem Ratusz"))
    page = [line for line in books["przekret"] if line.page == caption.page and line.y > caption.y]
    body = [line.y for line in page if line.font.endswith("SourceSerifPro-Regular") and line.size == 10]
    top = min(body + [caption.y + 165 / 25.4 * 72])
    inside = " ".join(line.text for line in page if line.y < top)
    assert "RATUSZ" in inside and "Sekretariat" in inside and "Wyjście" in inside
    assert "Kasyno" not in inside and "START" not in inside
    # the crop ends above the board's price table (r18: the rulebook's own table holds the prices), and
    # no field of the Start corner comes in: no street of the price table or of that corner is named
    assert "Fabrykancka" not in inside and "Lichwiarska" not in inside


# --- the player aids ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def aids():
    load_all()
    findings = Findings()
    project = load_project(COMPONENTS, list(GAMES), findings)
    from generator.draw.kinds.player_aid import render

    out = {}
    for game_id, game in project.games.items():
        apply_house_rules(game, findings)
        [output] = render(game.components["pomoc"], game, BuildOptions())
        out[game_id] = (game, output)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_player_aid_is_one_double_sided_card_per_player_two_per_a4(aids, game_id, tmp_path):
    """Two aids to an A4 sheet, or four where the game sets `per_sheet: 4` (Art Society, r21)."""
    from generator.draw.kinds.aid_page import sheet_spec
    from generator.layout.imposition import plan_grid

    from .pdfcheck import printed_text

    game, output = aids[game_id]
    reader = PdfReader(io.BytesIO(output.data))
    per_sheet = game.components["pomoc"].spec.per_sheet
    assert per_sheet == (4 if game_id == "art-society" else 2)
    sheets = -(-game.spec.players.max // per_sheet)
    # the file opens with its guide page and the calibration behind it (r29 AS minor 8), then the sheets
    guide = 2
    assert output.pages == len(reader.pages) == guide + 2 * sheets and output.sheets == sheets and output.duplex
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages} == {(595, 842)}
    assert str(reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"]) == "/Simplex"  # card by hand (r34 AS major 1)
    found = lines(output.data)
    (tmp_path / "pomoc.pdf").write_bytes(output.data)
    chars = printed_text(tmp_path / "pomoc.pdf")
    slots = plan_grid(sheet_spec(PAPERS["a4"], per_sheet=per_sheet)).slots  # centred: the backs' too

    def card_of(box) -> int | None:
        x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        return next((i for i, s in enumerate(slots) if s.x <= x <= s.x + s.width and s.y <= y <= s.y + s.height), None)

    for page in range(guide, len(reader.pages)):
        on = [(card_of(box), char) for index, char, _, _, box in chars if index == page]
        cards = ["".join(char for card, char in on if card == i) for i in range(len(slots))]
        assert len(set(cards)) == 1 and cards[0]  # identical aids on every card of a side
        # the sheet's ticket and its ruler's label sit on waste, the outer margins (r19), not on an aid
        waste = "".join(char for card, char in on if card is None)
        assert "skala100%" in waste and "50mm" in waste, waste
    fronts = {l.text for l in found if l.page == guide + 1}
    backs = {l.text for l in found if l.page == guide + 2}
    assert fronts and backs and fronts != backs
    assert {l.size for l in found} and min(l.size for l in found) >= 6


@pytest.mark.parametrize("game_id", GAMES)
def test_no_number_breaks_and_no_heading_is_stranded_on_a_player_aid(aids, game_id):
    found = lines(aids[game_id][1].data)
    assert split_numbers(found) == [] and stranded_headings(found) == []


def test_player_aid_numbers_come_from_the_facts(aids):
    game, output = aids["przekret"]
    text = " ".join(l.text for l in lines(output.data)).replace(NB, " ")
    assert f"{game.facts['start-bonus']:,} zł".replace(",", " ") in text
    game, output = aids["rynek"]
    found = lines(output.data)
    # the front's three costs a player pays most, as big figures (kit review r30, Rynek major 1): at least 1.75
    # times the aid's body type (the size most of its lines take; the card's scale follows its text)
    body = Counter(round(l.size, 1) for l in found).most_common(1)[0][0]
    big = {l.text.replace(NB, " ") for l in found if l.size >= 1.75 * body}
    costs = (game.facts[k] for k in ("machine-upkeep", "wall-crossing", "sale-entry"))
    assert {f"{c:,}".replace(",", " ") for c in costs} <= big, big
    text = " ".join(l.text for l in found).replace(NB, " ")
    # r38 review 1: the penalty as a sum, one's own offer against the demand, not „za brakującą sztukę”; r40 review,
    # 2: the valid offer, as the book's check of the offers says (a void one counts as none); the table's cell may
    # wrap, read in its own order (the lines above come sorted by their place on the page)
    cells = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(io.BytesIO(output.data)).pages)
    assert f"{game.facts['undersupply-penalty']} × (popyt − twoja ważna oferta)" in cells.replace(NB, " ")


@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_below_6_pt_in_a_rulebook_figures_included(books, game_id):
    small = [(l.page, round(l.size, 1), l.text) for l in books[game_id] if l.size < 5.95]
    assert small == []


def test_a_count_of_sheets_stays_with_its_paper_size():
    from generator.model.polish import tie_short_words

    assert tie_short_words("Plansza kolekcji (1 × A4)") == "Plansza kolekcji (1\u00a0×\u00a0A4)"


def test_a_number_stays_with_the_short_word_before_it_and_a_signed_amount_with_its_label():
    """Rynek r42 minor 6: „3 szt. Z-C po / 1 970” and „przy 5 szt. / +11 370” split an expression; a short
    preposition (za, po, przy, od, do) goes down with its number, a signed amount with the word it follows,
    and a spaced operator between numbers keeps its own rule."""
    from generator.model.polish import tie_short_words

    nb = "\u00a0"
    assert tie_short_words("3 szt. Z-C po 1 970") == f"3{nb}szt. Z-C po{nb}1{nb}970"
    assert tie_short_words("przy 4 szt. +5 500, przy 5 szt. +11 370") == (
        f"przy{nb}4{nb}szt.{nb}+5{nb}500, przy{nb}5{nb}szt.{nb}+11{nb}370"
    )
    assert tie_short_words("daje −380, od 3 do 6") == f"daje{nb}−380, od{nb}3{nb}do{nb}6"
    assert tie_short_words("20 000 − 1 000 + 12 270") == f"20{nb}000{nb}−{nb}1{nb}000{nb}+{nb}12{nb}270"
    assert tie_short_words("potem do domu") == "potem do domu"


def test_a_dimension_with_units_never_breaks_at_its_times_sign():
    """Art Society r17 #10: „paski 10,5 mm / × 20 mm” broke before the sign."""
    from generator.model.polish import tie_short_words

    assert tie_short_words("paski 10,5 mm × 20 mm zgięte") == "paski 10,5\u00a0mm\u00a0×\u00a020\u00a0mm zgięte"
    assert tie_short_words("arkusz 210 cm × 3 pola") == "arkusz 210\u00a0cm\u00a0×\u00a03\u00a0pola"


def test_the_contents_sections_print_dark_enough_for_a_home_print():
    """The table of contents' sections, 9 pt under their chapters, at least 7:1 against white paper
    (AS rulebook review r19 #9: the muted grey read faint)."""
    from generator.rulebook.styles import Look, make_styles

    def luminance(c) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)

    for style in make_styles(Look(accent=colors.black)).toc:
        assert 1.05 / (luminance(style.textColor) + 0.05) >= 7, style.name
