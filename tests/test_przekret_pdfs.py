"""Przekręt's card files, opened with pypdf and rendered with pypdfium2: page counts as the rules
prescribe, card counts, the re-feed back page lining up with every front page, the 50 mm bar."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write
from generator.layout.imposition import PAPERS

from .conftest import COMPONENTS
from .pdfcheck import page_count, page_sizes_mm, text
from .pdfcheck import render as render_page

GAME = "przekret"
DPI = 300
PX_PER_MM = DPI / 25.4
A4 = (210.0, 297.0)
CARD_FILES = ["posesje", "dzierzawy", "losy", "arkusz-bankiera"]
# Losy on A4: 3 × 3 cards of 63 × 88 mm centred, so the block starts 16.5 mm from the top edge and
# 10.5 mm from the left; crop marks run from 3.5 mm beyond the trim (bleed + gap) towards the
# 5 mm printer margin. The bands hold only the marks: no label letters, no card bleed.
TOP_BAND = (7.8, 9.8)  # under the head label, over the 3 mm head bleed (r23: the Los from 10.5 mm)
LEFT_BAND = (4.0, 7.2)


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("przekret-out")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), CARD_FILES), folder, BuildResult())
    return folder / GAME


@pytest.fixture(scope="module")
def out_none(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("przekret-none")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(duplex="none", back_offset=(0.0, 0.0)), ["losy"]), folder, BuildResult())
    return folder / GAME


def page_text(path: Path, index: int) -> str:
    from pypdf import PdfReader

    return (PdfReader(str(path)).pages[index].extract_text() or "").replace("\u00a0", " ")


# ------------------------------------------------------------------------------ page and card counts


def test_page_counts_follow_the_rules(out):
    assert page_count(out / "posesje.pdf") == 3  # "Posesje to 3 strony A4"
    assert page_count(out / "dzierzawy.pdf") == 1  # "Dzierżawy to 1 strona A4"
    assert page_count(out / "losy-ponowne-podanie.pdf") == 5  # page 1 backs, pages 2–5 fronts
    assert page_count(out / "losy.pdf") == 2 + 4 + 4  # guide and its back, fronts and backs
    assert page_count(out / "arkusz-bankiera.pdf") == 2  # the banker's sheet, upgrade prices on its back
    for name in ("posesje", "dzierzawy", "losy-ponowne-podanie", "losy", "arkusz-bankiera"):
        assert set(page_sizes_mm(out / f"{name}.pdf")) == {A4}


def test_posesja_cards_eight_per_page(out):
    path = out / "posesje.pdf"
    counts = [page_text(path, i).count("Wartość") for i in range(3)]
    assert counts == [8, 8, 8]
    all_text = text(path).replace("\u00a0", " ")
    for address in ("ul. Ciemna 3", "ul. Tkacka 11a", "pl. Znajomości 3"):
        assert address in all_text
    assert "bez ulepszeń" in all_text and "apartament" in all_text
    import re

    assert not re.search(r"\bp\d\d\b", all_text)  # no internal codes (p01…p24) on the cards


def test_lease_page_holds_24_cards(out):
    assert page_text(out / "dzierzawy.pdf", 0).count("DZIERŻAWA") == 24


def test_no_dashed_line_on_the_lease_cards(out):
    """r13: the cards' dashed frame 2.2 mm inside the cut read as a cut line (in this kit dashes mean
    "cut" on the board and "fold" on the pawns): no dash pattern is set anywhere on the page."""
    from pypdf import PdfReader
    from pypdf.generic import ContentStream

    page = PdfReader(str(out / "dzierzawy.pdf")).pages[0]
    streams = [ContentStream(page.get_contents(), page.pdf)]
    for xobject in (page["/Resources"].get("/XObject") or {}).values():
        streams.append(ContentStream(xobject.get_object(), page.pdf))
    dashes = [list(args[0]) for stream in streams for args, op in stream.operations if op == b"d" and list(args[0])]
    assert dashes == []


def test_the_lease_stamp_keeps_a_millimetre_from_the_text_and_the_border(out):
    """r15 P minor 1: the stamp's ring touched the text (0 mm) and crossed the card's double border.
    Measured on the printed page: the stamp's red ink keeps 1 mm of paper from every glyph beside it
    and from the border's green lines, on the first card (every card is drawn alike)."""
    import math

    from generator.games.przekret.fixed_plan import fixed_grid
    from generator.model.units import mm

    from .pdfcheck import printed_text

    dpi, px = 300, 300 / 72  # pixels per pt
    sheet, grid = fixed_grid(mm(63), mm(33), mm(3), BuildOptions())
    slot = grid.slots[0]
    image = render_page(out / "dzierzawy.pdf", 0, dpi=dpi, mode="RGB")
    page_h = image.height / px
    left, top = int(slot.x * px), int((page_h - slot.y - slot.height) * px)
    card = image.crop((left, top, left + int(slot.width * px), top + int(slot.height * px)))
    data = card.load()

    def where(test):
        return [(x, y) for y in range(card.height) for x in range(card.width) if test(*data[x, y])]

    red = where(lambda r, g, b: r > 120 and g < 90 and b < 90)
    x0, x1 = min(x for x, _ in red), max(x for x, _ in red)
    y0, y1 = min(y for _, y in red), max(y for _, y in red)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2
    green = set(where(lambda r, g, b: g > r + 25 and g > b + 10 and g < 130))  # the border and the title
    to_border = min(
        x0 - max(x for x, y in green if y == cy and x < x0),
        y0 - max(y for x, y in green if x == cx and y < y0),
    )
    # glyphs outside the stamp's circle (its own words are inside), in card pixels from its top-left
    boxes = [
        ((gl - slot.x) * px, (gr - slot.x) * px, (slot.y + slot.height - gt) * px, (slot.y + slot.height - gb) * px)
        for page, _, _, _, (gl, gb, gr, gt) in printed_text(out / "dzierzawy.pdf")
        if page == 0 and slot.x < gl < slot.x + slot.width and slot.y < gb < slot.y + slot.height
    ]
    radius = (x1 - x0) / 2
    beside = [
        gl
        for gl, gr, gt, gb in boxes
        if math.hypot((gl + gr) / 2 - cx, (gt + gb) / 2 - cy) > radius and gl > cx and gb > y0 and gt < y1
    ]
    to_text = min(beside) - x1
    assert beside and min(to_border, to_text) / px >= mm(1), (to_border / px / mm(1), to_text / px / mm(1))


def test_the_lease_icon_s_10_percent_stands_inside_its_ring():
    """r13: „10 %” (8 mm wide) ran through a 7 mm ring on the Losy that give a Dzierżawa card."""
    import math

    from generator.draw.fonts import SERIF_BOLD, text_width
    from generator.games.przekret.chance_cards_draw import STAMP_CAP, STAMP_TEXT, percent_stamp
    from generator.model.units import mm

    r = mm(6.2)  # the icon disc on a Los card
    size, ring = percent_stamp(r)
    inner = ring - r * 0.05  # the ring's inner edge (its line is r × 0.1 wide)
    corner = math.hypot(text_width(STAMP_TEXT, SERIF_BOLD, size) / 2, STAMP_CAP * size / 2)
    assert corner <= inner - mm(0.29)
    assert size >= 10 and ring + r * 0.05 < r  # as large as before, and the ring inside the disc


def test_losy_refeed_layout(out):
    path = out / "losy-ponowne-podanie.pdf"
    backs = page_text(path, 0)
    assert "TYŁY" in backs or "tyły" in backs
    assert backs.count("LOS") >= 9
    assert "Podwózka od szwagra" not in backs
    fronts = [page_text(path, i) for i in range(1, 5)]
    assert [f.count("Przekręt") for f in fronts] == [9, 9, 9, 9]  # in every card's top band
    numbers = re.findall(r"Przekręt · (\d+)/36", " ".join(fronts))  # each card's number in the deck
    assert sorted(int(n) for n in numbers) == list(range(1, 37))
    titles = ("Podwózka od szwagra", "Zapomniana teczka", "Mandat", "Ciocia zna kogoś")
    assert all(any(t in f.replace("\n", " ") for f in fronts) for t in titles)
    assert "50 mm" not in backs and all("50 mm" in f for f in fronts)


def test_losy_duplex_file_has_the_guide_and_refeed_instructions(out):
    """The duplex file's guide gives the fallback every double-sided card guide gives (r17: card stock is
    fed by hand one sheet at a time, front then back, not odd pages then even ones). The re-feed file, the
    original rules' other way, is explained on screen (the README) and on its own back page, not on paper
    that names a file (r30 P minor 11; test_kit_p_r30)."""
    guide = " ".join(page_text(out / "losy.pdf", 0).split())
    assert "50 mm" in guide
    assert "ponowne-podanie" not in guide
    assert "Karton dwustronnie: drukuj ręcznie, po jednym arkuszu" in guide
    assert (
        "Wydrukuj przód i tył: obróć arkusz wokół dłuższej krawędzi i włóż go znów krawędzią, którą wskazuje "
        "strzałka „↑ do drukarki”." in guide
    )


# ------------------------------------------------------------------------------ registration


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    out, start = [], None
    for i, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append((start, i))
            start = None
    return out


def _line_centres(darkness: list[float], share: float) -> list[float]:
    """Centres (in pixels, sub-pixel) of the lines whose profile darkness exceeds `share`:
    the darkness-weighted mean over the line and one pixel either side."""
    centres = []
    for start, end in _runs([d >= share for d in darkness]):
        xs = range(max(0, start - 1), min(len(darkness), end + 1))
        weights = [darkness[x] for x in xs]
        centres.append(sum(w * (x + 0.5) for w, x in zip(weights, xs)) / sum(weights))
    return centres


def vertical_marks(image: Image.Image, band_mm: tuple[float, float], share: float = 0.2) -> list[float]:
    """x (mm) of the vertical crop marks in a band of the top margin (mm from the top edge).
    A mark runs through a good share of the band; the label's letters do not."""
    band = image.crop((0, int(band_mm[0] * PX_PER_MM), image.width, int(band_mm[1] * PX_PER_MM)))
    profile = band.resize((band.width, 1), Image.Resampling.BOX)
    darkness = [(255 - v) / 255 for v in profile.tobytes()]
    return [x / PX_PER_MM for x in _line_centres(darkness, share)]


def horizontal_marks(image: Image.Image, band_mm: tuple[float, float], share: float = 0.2) -> list[float]:
    """y (mm from the top) of the horizontal crop marks in a band of the left margin."""
    band = image.crop((int(band_mm[0] * PX_PER_MM), 0, int(band_mm[1] * PX_PER_MM), image.height))
    profile = band.resize((1, band.height), Image.Resampling.BOX)
    darkness = [(255 - v) / 255 for v in profile.tobytes()]
    return [y / PX_PER_MM for y in _line_centres(darkness, share)]


def registration(path: Path, back_index: int, front_indexes: list[int]) -> list[float]:
    """Largest distance (mm) between a front page's cut line and the back page's, after the long-edge flip."""
    back = render_page(path, back_index, dpi=DPI)
    back_x = sorted(A4[0] - x for x in vertical_marks(back, TOP_BAND))
    back_y = sorted(horizontal_marks(back, LEFT_BAND))  # a long-edge flip keeps y
    worst = []
    for index in front_indexes:
        front = render_page(path, index, dpi=DPI)
        front_x = sorted(vertical_marks(front, TOP_BAND))
        front_y = sorted(horizontal_marks(front, LEFT_BAND))
        assert len(front_x) == len(back_x) == 4, (front_x, back_x)  # 3 columns: 4 cut lines
        # 3 rows, apart across the cards' heads and feet (kit review r15): two cut lines at each gap
        assert len(front_y) == len(back_y) == 6, (front_y, back_y)
        worst.append(max(abs(a - b) for a, b in zip(front_x + front_y, back_x + back_y)))
    return worst


def test_refeed_back_page_lines_up_with_every_front_page(out):
    worst = registration(out / "losy-ponowne-podanie.pdf", 0, [1, 2, 3, 4])
    assert all(d <= 0.1 for d in worst), worst


def test_refeed_layout_is_the_same_with_duplex_none(out, out_none):
    assert (out / "losy-ponowne-podanie.pdf").read_bytes() == (out_none / "losy-ponowne-podanie.pdf").read_bytes()
    assert page_count(out_none / "losy.pdf") == 2 + 4 + 4


def test_cut_lines_are_where_the_grid_says(out):
    front = render_page(out / "losy-ponowne-podanie.pdf", 1, dpi=DPI)
    xs = vertical_marks(front, TOP_BAND)
    expected = [10.5, 73.5, 136.5, 199.5]  # 3 × 63 mm centred on 210 mm
    assert max(abs(a - b) for a, b in zip(sorted(xs), expected)) <= 0.1


def test_back_offset_moves_only_the_back_page(tmp_path):
    project, _ = load_and_validate(COMPONENTS, [GAME])
    options = BuildOptions(back_offset=(1.0 / 25.4 * 72, 0.0))  # 1 mm to the right
    write(render(project, options, ["losy"]), tmp_path, BuildResult())
    path = tmp_path / GAME / "losy-ponowne-podanie.pdf"
    back = render_page(path, 0, dpi=DPI)
    front = render_page(path, 1, dpi=DPI)
    back_x = sorted(vertical_marks(back, TOP_BAND))
    front_x = sorted(vertical_marks(front, TOP_BAND))
    mirrored = sorted(A4[0] - x for x in front_x)
    assert all(abs((b - m) - 1.0) <= 0.1 for b, m in zip(back_x, mirrored))


def test_calibration_bar_is_50_mm(out):
    page = render_page(out / "posesje.pdf", 0, dpi=DPI)
    h = page.height
    runs = set()  # every dark run of a row in the bands, in px (a card's dark head runs longer)
    # the ruler at the foot with the ticket's words, or at the head where the foot holds only the words
    # (r18 kit-slug: the ticket's words and its ruler in two margins where one does not hold both)
    for top, bottom in ((h - int(20 * PX_PER_MM), h - int(5 * PX_PER_MM)), (int(5 * PX_PER_MM), int(20 * PX_PER_MM))):
        band = page.crop((0, top, page.width, bottom))
        px = band.load()
        for y in range(band.height):
            run = 0
            for x in range(band.width):
                run = run + 1 if px[x, y] < 170 else 0
                if run and (x + 1 == band.width or px[x + 1, y] >= 170):
                    runs.add(run)
    assert any(abs(run / PX_PER_MM - 50.0) <= 0.3 for run in runs), sorted(runs)[-5:]


def test_nothing_in_the_printer_margin(out):
    from .pdfcheck import margin_is_blank

    for name, index in (("posesje", 0), ("dzierzawy", 0), ("losy", 0), ("losy", 1)):
        assert margin_is_blank(render_page(out / f"{name}.pdf", index, dpi=100), 5, 100), (name, index)


def test_letter_paper_keeps_the_refeed_alignment(tmp_path):
    """On Letter 6 cards fit a page: one back page still serves every (full) front page."""
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(paper=PAPERS["letter"]), ["losy"]), tmp_path, BuildResult())
    path = tmp_path / GAME / "losy-ponowne-podanie.pdf"
    assert page_count(path) == 1 + 6
    width = 215.9
    back = render_page(path, 0, dpi=DPI)
    # 2 rows of 88 mm 6 mm apart: the block starts (279.4 − 182) / 2 = 48.7 mm from the top, the marks
    # 3 mm of bleed and 0.5 mm above it
    band = (40.0, 44.0)
    back_x = sorted(width - x for x in vertical_marks(back, band))
    for index in (1, 6):
        front_x = sorted(vertical_marks(render_page(path, index, dpi=DPI), band))
        assert len(front_x) == 4 and max(abs(a - b) for a, b in zip(front_x, back_x)) <= 0.1


def test_the_bankers_sheet_back_lists_upgrade_prices_and_the_long_limit_tally(out):
    """The summary's back is not left blank: each street's price of a room and an apartment, what
    an apartment is worth at the end of the timed game (3 rooms and the exchange, as the rulebook
    and the engine count it), and the long limit's tally: 100 boxes, ending at 4 × the timed rounds
    (facts.long_rounds: 68, 80 and 100), each labelled with its player count."""
    back = " ".join(page_text(out / "arkusz-bankiera.pdf", 1).split())
    assert "Ceny ulepszeń" in back
    assert "ulica pokój apartament apartament na koniec gry" in back
    assert "ul. Ciemna 1 000 zł 1 000 zł 4 000 zł" in back and "pl. Znajomości 5 000 zł 5 000 zł 20 000 zł" in back
    assert "Licznik rund – limit rund" in back and "następna gra" not in back
    words = back.split()
    assert all(str(n) in words for n in range(1, 101)) and "101" not in words
    assert [back.count(f"{n} graczy") for n in ("6", "5", "2–4")] == [1, 1, 1]


def test_the_bankers_sheet_back_holds_the_debt_ledger_the_rules_ask_for(out):
    """Kit review r32 P minor 7: the rules have the banker write down what the bank owes („Zapis”) and
    „Elementy gry” asked players to bring a sheet for it, while the back had ~85 mm empty under the
    long-limit tally: the back prints a „Zapisy” grid (gracz / kwota / spłacono, 12 rows of 5.5 mm or
    more, above the foot line); test_rulebooks checks that the rulebook names it."""
    import pypdfium2 as pdfium

    back = " ".join(page_text(out / "arkusz-bankiera.pdf", 1).split())
    assert "Zapisy" in back and "gracz kwota spłacono" in back
    page = pdfium.PdfDocument(str(out / "arkusz-bankiera.pdf"))[1]
    image = page.render(scale=150 / 72).to_pil().convert("L")
    # the grid's rules: full-width grey lines in the lower part of the page (its head's rule and 12 rows')
    x0, x1 = int(image.width * 0.2), int(image.width * 0.8)
    rows = [y for y in range(image.height // 2, image.height) if image.crop((x0, y, x1, y + 1)).getextrema()[1] < 235]
    lines = [y for k, y in enumerate(rows) if k == 0 or y - rows[k - 1] > 3]
    gaps = [(b - a) * 25.4 / 150 for a, b in zip(lines, lines[1:])]
    ruled = [g for g in gaps if 5.4 <= g <= 7.1]
    assert len(ruled) >= 12, gaps
    assert lines[-1] * 25.4 / 150 < 297 - 12  # the grid ends above the foot line


def test_the_bankers_summary_refers_only_to_what_the_kit_prints(out):
    """The summary counts each denomination's sheets (a sheet holds one denomination) instead of
    numbers the banknote pages do not carry, names no file, carries no second calibration square
    (the print job's cover has it) and says the notes suffice (arkusz-bankiera.yaml supply), advising no reprint."""
    summary = " ".join(text(out / "arkusz-bankiera.pdf").split())
    assert ".pdf" not in summary and "arkusze 1" not in summary and "Numer arkusza" not in summary
    # no 50 mm at all: no square, and since r35 (R minor 10) a play form's foot prints no ruler nor scale, only
    # what the form is (r30 K minor 2), on each of its two pages
    assert "50 mm" not in summary and "skala 100%" not in summary
    assert summary.count("Przekręt · Pieniądze – arkusz bankiera") == 2
    assert "Banknotów w zestawie wystarczy na całą partię" in summary and "dodrukować" not in summary
    assert "100 zł 84 4 63 8 400 zł" in summary  # 84 notes of 100 zł fill 4 sheets of 21; 63 at 2–4 players


def test_the_player_aid_values_an_apartment_as_the_rulebook_and_the_engine_do(tmp_path):
    """At the end of the timed game an apartment is worth the rooms it replaced plus the exchange
    (the engine's `apartment_worth`); the aid says so with an example street, not just 'by the price
    list' (whose apartment column is the price of the exchange alone)."""
    from generator.games.przekret.facts import FACTS, apartment_worth

    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["pomoc"]), tmp_path, BuildResult())
    from pypdf import PdfReader

    aid = tmp_path / GAME / "pomoc.pdf"
    # the first card's back: after the file's guide page and calibration (r29 AS minor 8) and the first front
    pages = len(PdfReader(str(aid)).pages)
    back = " ".join(page_text(aid, pages - 2 * 3 + 1).split())  # three sheets: six players, two aids a sheet
    rooms = FACTS["max-rooms"].value
    # the aid's end-game sentence (r27 kit minor 4): „ulepszeń (apartament = 3 pokoje + zamiana, np. …)”
    room_forms = {1: "pokój", 2: "pokoje", 3: "pokoje", 4: "pokoje"}
    assert f"ulepszeń (apartament = {rooms} {room_forms.get(rooms, 'pokoi')} + zamiana," in back
    assert f"np. ul. Szemrana: {apartment_worth(2000, 2000, rooms):,} zł)".replace(",", " ") in back
    assert "według cennika" not in back


def test_los_fronts_set_the_rule_reminder_at_eight_points(out):
    """Kit review r19 minor 5: the reminder under the effect strip was 7 pt italic, the weakest text on
    the card; it is set at 8 pt where two lines hold it (on every front of the first page)."""
    from .pdfcheck import printed_text

    chars = [(ch, size) for page, ch, size, *_ in printed_text(out / "losy.pdf") if page == 2 and ch != " "]
    line = "".join(ch for ch, _ in chars)
    starts = [i for i in range(len(line)) if line.startswith("Minięcie", i)]
    assert len(starts) >= 6
    assert all(round(size, 1) >= 7.5 for i in starts for _, size in chars[i : i + 8])


def test_los_fronts_set_the_rule_reminder_upright(out):
    """Kit review r25 P minor 4: the reminder, the line players need mid-game, read small in italic on
    the cream field; it is upright like the card's story text."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pdf = pdfium.PdfDocument(str(out / "losy.pdf"))
    try:
        textpage = pdf[2].get_textpage()
        text = "".join(chr(raw.FPDFText_GetUnicode(textpage, i)) for i in range(textpage.count_chars()))
        starts = [i for i in range(len(text)) if text.startswith("Minięcie", i)]
        assert len(starts) >= 6
        buffer = ctypes.create_string_buffer(256)
        flags = ctypes.c_int()
        fonts = set()
        for i in starts:
            raw.FPDFText_GetFontInfo(textpage, i, buffer, 256, ctypes.byref(flags))
            fonts.add(buffer.value.decode())
    finally:
        pdf.close()
    # Source Sans's italic is „SourceSansPro-It”
    assert fonts and not any(font.rsplit("-", 1)[-1].startswith("It") for font in fonts), fonts


def test_rent_is_paid_at_once_unasked_in_the_book_and_the_aid(tmp_path):
    """r27pre rulebook F1/F2: a claim window (until the next player rolls) was raced at the table – „I said
    it while you were rolling!” – and its summaries were shorter than the rule. Rent is now paid at once,
    unasked, before „koniec”, like every payment: the quick start, „Koniec tury”, the rent rule and the aid
    all say so, and no claim, lapse or last-turn exception is left. Until it is paid the property is not
    sold (r25 F1). The Los that makes everyone pay (r24 F8) says they pay one by one from the drawer's
    left, as the book's rule does."""
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["zasady", "pomoc", "losy"]), tmp_path, BuildResult())

    def flat(path: Path) -> str:
        from pypdf import PdfReader

        pages = PdfReader(str(path)).pages
        joined = " ".join((p.extract_text() or "").replace("\u00a0", " ") for p in pages)
        return re.sub(r"(\w)- (\w)", r"\1\2", " ".join(joined.split()))

    book, aid = flat(tmp_path / GAME / "zasady.pdf"), flat(tmp_path / GAME / "pomoc.pdf")
    quick = book.split("Tura w skrócie")[-1].split("Schemat planszy")[0]
    assert "na cudzej od razu płacisz czynsz" in quick
    end = book.split("Koniec tury.")[1].split("Szpital")[0]
    assert "Przedtem płacisz czynsz i inne należności" in end
    rent = book.split("Kiedy płacisz.")[1].split("Ulepszenia")[0]
    assert "Od razu i sam, jak każdą należność; nikt nie musi się o czynsz upominać" in rent
    # r35 findings 1, 2: paid before anything else – no buying, and only the sales before a bankruptcy
    # r36 findings 8, 9: „dopóki nie zapłacisz”, not the ambiguous „do zapłaty”; the book's one verb, since r42 finding 4
    # „wziąć w dzierżawę” (the tenant's, never read as leasing out)
    # r40 P: the rule stated once, under its own name, the other places pointing to it
    assert "Najpierw zapłata. Każdą należność płacisz, zanim zrobisz cokolwiek innego." in rent
    assert (
        "Dopóki nie zapłacisz, jesteś dłużnikiem: niczego nie kupujesz, nie bierzesz w dzierżawę ani nie ulepszasz"
        in rent
    )
    assert "posesji, za którą jesteś winien czynsz, nikt wtedy nie sprzedaje" in rent
    # r30 P minor 4: the aid's rows in full sentences; r35 finding 1: one deadline, „od razu”, in the aid too
    assert "Czynsz z jej karty płacisz sam, od razu, nim coś kupisz; dotąd nikt jej nie sprzeda." in aid
    assert "do zapłaty" not in book + aid
    assert "zanim powiesz „koniec”" not in rent + aid
    # r35 finding 4 (the engine's `overdue`, `next_turn_over`): a forgotten payment is claimed until the end of
    # the debtor's next turn, as it fell due, to the creditor of that moment; later, or once he is out, it lapses
    # r32 P minor 8: the core rule stays a paragraph, the rare cases a short „Zapomniane kwoty” list
    # r36 findings 2, 7: deliberate non-payment is cheating; the rule settles mistakes, one rule a point
    assert "Zapomniane kwoty. Celowe niepłacenie to oszustwo; ta zasada rozstrzyga tylko pomyłki." in rent
    # r37 findings 1, 3: „jego” could be „ktoś”'s, and „także gdy … gra się skończyła” read two ways: the debtor's
    # next turn, and it lapses after it, at once when its creditor goes out, and after the game's last turn
    assert "płaci, jeśli ktoś ją zauważy najpóźniej do końca następnej tury dłużnika – tyle, ile" in rent
    assert (
        "Potem przepada. Przepada też od razu, gdy wierzyciel odpadnie z gry, i po ostatniej turze gry, choćby "
        "następna tura dłużnika jeszcze nie nadeszła." in rent
    )
    # r31 F5, F6: a payout the bank owes is taken the same way (the engine's `overdue_receipt`), and a sale
    # made before a forgotten rent was noticed stands, the rent going to the owner of the landing
    # r37 finding 1: the payout's end in the body, not only in the appendix
    assert (
        "Zapomnianą wypłatę z banku (premia za Start, Los, pole) bierzesz najpóźniej do końca swojej następnej "
        "tury; potem, a także po ostatniej turze gry, przepada." in rent
    )
    # r36 finding 3: not only a sale – every purchase, upgrade and lease made before the debt was noticed stands
    # r37 finding 6: one name, „należność”, for what a player owes
    assert "Co zrobiono, nim ją zauważono, zostaje ważne: sprzedaże, zakupy, ulepszenia, dzierżawy." in rent
    assert (
        "Zapomniany czynsz płacisz, gdy ktoś go zauważy do końca twojej następnej tury; przepada, gdy "
        "odpadnie wierzyciel, i po ostatniej turze gry." in aid  # r38 P finding 11: the creditor, whoever he is
    )
    # r37 finding 1: „Wynik” says it too, and the aid's end of the game
    score = book.split("Każdą grę można skończyć")[1].split("Karty Dzierżawy się nie liczą")[0]
    assert "Potem nikt nie handluje, nie ulepsza ani nie rozlicza zapomnianych kwot" in score
    assert "bez handlu, ulepszeń i zapomnianych kwot" in aid
    for gone in ("upomni", "bez upomnienia", "w ostatniej turze gry płac", "aż do końca gry"):
        assert gone not in book + aid, gone
    assert "podasz kostkę" not in book + aid and "poda kostkę dalej" not in book
    losy = flat(tmp_path / GAME / "losy.pdf")
    assert losy.count("Płacą po kolei od twojego lewego sąsiada") == 2 and "płaci od razu" not in losy
    assert "płacą po kolei, zaczynając od gracza po twojej lewej" in book


def test_the_los_headers_show_no_line_on_the_cut_between_columns(out):
    """Kit review r26, P minor 7: the navy headers of two butted Los cards showed a light hairline on
    their shared cut (the later card's cream ground, clipped at the cut, showed through the edge of its
    navy band). Across the top row's headers, the
    navy runs on without a lighter pixel, rendered by poppler at 200 dpi (1 mm into the band: its bleed and the
    medallions' tops apart, the seam runs through it all the same)."""
    import shutil
    import subprocess

    if not shutil.which("pdftoppm"):
        pytest.skip("poppler's pdftoppm is not installed (apt-get install poppler-utils)")
    dpi = 200  # poppler, as the reviewer rendered it (pdfium draws no such seam)
    prefix = out / "los-seam"
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", "-f", "3", "-l", "3", "-singlefile", out / "losy.pdf", prefix])
    image = Image.open(f"{prefix}.pgm")  # the first sheet's fronts (after the guide and its back)
    width, height = image.size
    top = next(  # the band's bleed begins (the first row navy across 40 px: no mark, no letter): 1 mm under it
        y for y in range(height) if all(image.getpixel((x, y)) < 80 for x in range(width // 2 - 20, width // 2 + 20))
    )
    row = [image.getpixel((x, top + int(dpi / 25.4))) for x in range(width)]
    navy = [x for x, v in enumerate(row) if v < 80]
    span = row[navy[0] + 5 : navy[-1] - 5]
    assert max(span) - min(span) <= 6, (min(span), max(span))
