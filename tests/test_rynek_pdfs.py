"""Rynek's printed kit: one build, then every PDF opened with pypdf and rendered with pypdfium2."""

from __future__ import annotations

import re
import subprocess
from collections import Counter
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.games.rynek.cards_draw import PURCHASE_FOOTER, sale_footer
from generator.games.rynek.engine import UNDERSUPPLY_PENALTY, WALL_CROSSING

from . import pdfcheck

A4 = (210.0, 297.0)
FILES = ("karty.pdf", "banknoty.pdf", "fabryki.pdf", "zetony.pdf", "pionki.pdf", "rejestr-fabryki.pdf", "plansza.pdf")


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("out")
    result = CliRunner().invoke(cli, ["build", "rynek", "--out", str(target)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return target / "rynek"


def text_of(pdf: Path, first: int = 0) -> str:
    """The text of pages first… as pdfium extracts it (fast on 880 banknotes, unlike pypdf)."""
    doc = pdfium.PdfDocument(str(pdf))
    try:
        pages = [doc[i].get_textpage().get_text_range() for i in range(first, len(doc))]
    finally:
        doc.close()
    return "\n".join(pages).replace("\r\n", "\n").replace("\u00a0", " ")


def page_texts(pdf: Path) -> list[str]:
    doc = pdfium.PdfDocument(str(pdf))
    try:
        return [doc[i].get_textpage().get_text_range().replace("\r\n", "\n") for i in range(len(doc))]
    finally:
        doc.close()


def test_build_writes_the_whole_kit(out):
    for name in FILES:
        pdf = out / name
        assert pdf.is_file(), name
        fonts = pdfcheck.fonts(pdf)
        assert fonts and all(fonts.values()), (name, fonts)
        assert b"/PrintScaling /None" in pdf.read_bytes()


def test_cards_two_decks_of_32(out):
    pdf = out / "karty.pdf"
    # guide and its back, then 4 sheets of 9 cards per deck, each sheet front and back
    assert pdfcheck.page_sizes_mm(pdf) == [A4] * (2 + 2 * 4 + 2 * 4)
    text = text_of(pdf, first=2)  # the card sheets, without the guide
    assert text.count("cena minimalna") == 32  # a column heading per supply front
    # one column heading per sale front, and its foot's surplus line (r37 review 17); r44 review 11: the foot names
    # the three cases, the surplus as „Nadwyżka: rynkowa” (the column heading says whose price)
    assert text.count("cena rynkowa") == 32
    assert text.count("Równo:") == text.count("Nadwyżka:") == text.count("Niedobór:") == 32
    assert text.count("R Y N E K") == 64  # every card has a back
    # the aid a player looks up is the paper player aid, one per player: no reference cards in the decks
    assert "KARTA POMOCY" not in text and "RUCH GRACZA" not in text
    # numbers found on a single card type appear on its four copies and nowhere else
    for unique in ("4 250", "3 350", "1 450", "2 850"):
        assert text.count(unique) == 4, unique
    # supply type VI is printed with 250, never with the seed's -250
    assert "-250" not in text and "−250" not in text


def test_card_tables_carry_letters_for_every_colour(out):
    pages = page_texts(out / "karty.pdf")
    supply_front = pages[2]
    assert Counter(re.findall(r"\b(żółty|zielony|czerwony)\b", supply_front)) == {
        "żółty": 8,
        "zielony": 8,
        "czerwony": 8,
    }  # eight cards a sheet (two across, four down)
    sale_front = pages[10]
    assert sale_front.count("Ż") >= 2 * 8  # Ż-Z and Ż-C swatches carry the letter


def test_every_card_front_prints_its_whole_rule_reminder(out):
    """The foot of each ZAKUP and SPRZEDAŻ card says the rulebook's rule (a reminder too long to fit
    would be left off)."""
    laid_out = subprocess.run(["pdftotext", str(out / "karty.pdf"), "-"], capture_output=True, check=True).stdout
    text = " ".join(laid_out.decode().split())  # in reading order: a two-line reminder reads as one sentence
    assert text.count(PURCHASE_FOOTER) == 32
    assert text.count(sale_footer(UNDERSUPPLY_PENALTY)) == 32


def test_money_all_270_notes_on_both_sides(out):
    pdf = out / "banknoty.pdf"
    assert pdfcheck.page_sizes_mm(pdf) == [A4] * (2 + 2 * 10)
    text = text_of(pdf, first=2)
    assert text.count("BANK GRY RYNEK") == 2 * 270
    words = {"dziesięć tysięcy": 10_000, "pięć tysięcy": 5_000, "tysiąc": 1_000, "pięćset": 500}
    counts = {w: len(re.findall(rf"(?<!\w){w}(?!\w)", text)) for w in words}
    counts["sto"] = len(re.findall(r"(?<!\w)sto(?!\w)", text))
    counts["dziesięć"] = len(re.findall(r"(?<!\w)dziesięć(?! tysięcy)(?!\w)", text))
    assert counts == {
        "dziesięć tysięcy": 20,
        "pięć tysięcy": 10,
        "tysiąc": 30,
        "pięćset": 40,
        "sto": 70,
        "dziesięć": 100,
    }
    total = sum(words[w] * n for w, n in counts.items() if w in words) + 100 * counts["sto"] + 10 * counts["dziesięć"]
    assert total == 308_000


def test_pieces(out):
    pdf = out / "fabryki.pdf"
    # guide, 3 sheets of factories (2 per sheet), 1 of machines and walls in two bands
    assert pdfcheck.page_sizes_mm(pdf) == [A4] * 5
    text = text_of(pdf, first=1)
    assert text.count("FABRYKA") == 6
    assert text.count("MASZYNA") == 18
    for name in ("PIASKOWA", "POMARAŃCZOWA", "BŁĘKITNA", "CZARNA", "BIAŁA", "FIOLETOWA"):
        assert name in text
    assert text.count("MAGAZYN SUROWCÓW") == text.count("MAGAZYN PRODUKTÓW") == 6
    assert "Maszyna kosztuje 2 600" in text


def test_factory_captions_read_across_the_table(out):
    """Kit review r19, R minor 2: the production line "połóż żeton na żetonie:" was 6.8 pt light grey,
    its mini-tokens' letters 6.4 pt, the cost line small grey. On a factory sheet every character of a
    board is 7.5 pt or more, and a grey one is white (on a colour) or 70 % black or darker."""
    import pypdfium2.raw as raw

    pdf = out / "fabryki.pdf"
    sizes = {}
    doc = pdfium.PdfDocument(str(pdf))
    greys = []
    try:
        for index in (1, 2, 3):
            textpage = doc[index].get_textpage()
            r, g, b, a = (raw.c_uint() for _ in range(4))
            for i in range(textpage.count_chars()):
                raw.FPDFText_GetFillColor(textpage, i, r, g, b, a)
                rgb = (r.value, g.value, b.value)
                if max(rgb) - min(rgb) <= 24 and 0.3 * 255 < sum(rgb) / 3 < 240:
                    greys.append((index, chr(raw.FPDFText_GetUnicode(textpage, i)), rgb))
            textpage.close()
    finally:
        doc.close()
    for page, char, size, _, (_, bottom, _, _) in pdfcheck.printed_text(pdf):
        # between the sheet's ticket lines: its foot, and its head, where the ticket may stand since r35
        if page in (1, 2, 3) and 25 * 72 / 25.4 < bottom < 282 * 72 / 25.4:
            sizes[char] = min(size, sizes.get(char, size))
    assert greys == []
    assert min(sizes.values()) >= 7.5, sorted(sizes.items(), key=lambda kv: kv[1])[:5]


def test_factory_headers_bleed_3_mm_past_the_cut(out):
    """Kit review r19, R minor 3: the owner's colour band ran 1.5–1.7 mm past the crop line; a print
    shop's guillotine expects 3 mm, as the cards have. Down the middle of the orange board (the second
    on the first sheet) the band is its header (factory_boards.HEADER: 14 mm until r42, 11.5 mm since) and 3 mm of
    bleed; across, the 186 mm board and 3 mm either side."""
    from generator.games.rynek.factory_boards import HEADER
    from generator.model.units import to_mm

    dpi = 100
    doc = pdfium.PdfDocument(str(out / "fabryki.pdf"))
    image = doc[1].render(scale=dpi / 72).to_pil().convert("RGB")
    doc.close()
    orange = (0xFF, 0x78, 0x10)

    def inside(x, y):  # the band's orange, or its darker rule along the header's foot (the same hue)
        r, g, b = image.getpixel((x, y))
        return r >= 150 and abs(g / r - orange[1] / orange[0]) <= 0.06 and b <= 40

    def run(cells):
        best = longest = 0
        for hit in cells:
            longest = longest + 1 if hit else 0
            best = max(best, longest)
        return best * 25.4 / dpi

    ys = [y for y in range(image.height) if inside(image.width // 3, y)]
    assert ys
    down = run(inside(image.width // 3, y) for y in range(image.height))
    across = run(inside(x, ys[2]) for x in range(image.width))  # in the bleed above the board
    assert down == pytest.approx(to_mm(HEADER) + 3, abs=0.4)
    assert across == pytest.approx(186 + 2 * 3, abs=0.4)


def test_the_token_block_bleeds_3_mm(out):
    """Kit review r19, R minor 3 (the class: a bled piece bleeds 3 mm where its sheet has room): the
    token sheets' colours run 3 mm past the block's outer cuts (were 2 mm), read from the marks: a
    column mark starts 0.5 mm past the bleed, a row mark lies on a cut."""
    for index in (2, 3):  # the front and back of the token sheet (after the guide and the calibration page)
        marks = pdfcheck.crop_marks_mm(out / "zetony.pdf", index)
        rows = sorted({round(m[1], 2) for m in marks if abs(m[1] - m[3]) < 0.01})  # the row cuts' heights
        above = min(min(m[1], m[3]) for m in marks if abs(m[0] - m[2]) < 0.01 and m[1] > rows[-1])
        below = max(max(m[1], m[3]) for m in marks if abs(m[0] - m[2]) < 0.01 and m[1] < rows[0])
        assert above - 0.5 - rows[-1] == pytest.approx(3.0, abs=0.05)
        assert rows[0] - (below + 0.5) == pytest.approx(3.0, abs=0.05)


def test_walls_carry_their_bricks_across_the_cuts_and_fold_on_a_bold_dashed_line(out):
    """18 walls (30 × 16 mm, 6 × 3 on the sheet): no line on the cuts, the crop marks give them and the
    brick colour runs across (kit review r18: a white–black–white hairline on every cut), and a dark dash
    along each fold, which the white mortar of the bricks cannot be taken for (read at 300 dpi)."""
    doc = pdfium.PdfDocument(str(out / "fabryki.pdf"))
    try:
        image = doc[4].render(scale=300 / 72).to_pil().convert("RGB")
    finally:
        doc.close()
    px = image.load()
    w, h = image.size
    brick = [(x, y) for y in range(h) for x in range(0, w, 7) if px[x, y] == (0x9C, 0x4A, 0x2F)]
    top, bottom = min(y for _, y in brick), max(y for _, y in brick)
    left, right = min(x for x, _ in brick), max(x for x, _ in brick)
    share = []
    for y in range(top, bottom + 1):
        dark = sum(1 for x in range(left, right) if sum(px[x, y]) < 3 * 70)
        share.append(dark / (right - left))
    solid = pdfcheck.runs([s > 0.9 for s in share])
    dashed = pdfcheck.runs([0.35 < s < 0.8 for s in share])
    assert solid == []  # no outline on any cut
    assert len(dashed) == 3  # one fold per row of walls
    folds = [top + a for a, _ in dashed]
    assert abs((folds[1] - folds[0]) - (folds[2] - folds[1])) <= 4  # one row of walls apart
    # on every cut between the rows, halfway between two folds, the brick colour, no light band or line
    for a, b in zip(folds, folds[1:]):
        for y in range((a + b) // 2 - 6, (a + b) // 2 + 7):
            light = sum(1 for x in range(left, right) if sum(px[x, y]) > 3 * 200)
            assert light < 0.05 * (right - left) and share[y - top] < 0.05, y


def test_every_money_sheet_says_what_it_is(out):
    sheets = page_texts(out / "banknoty.pdf")[2:]  # after the guide and its calibration page
    assert len(sheets) == 20
    for number, text in enumerate(sheets):
        side = "przód" if number % 2 == 0 else "tył"
        assert f"Pieniądze {number // 2 + 1}/10 · {side}" in text


def test_tokens_and_pawns(out):
    sheets = re.sub(r"\d+ Z \d+ SZT", "", text_of(out / "zetony.pdf", first=2))  # a band's „72 Z 120 SZT.”
    labels = Counter(re.findall(r"(?<!\w)(Ż|Z|C)(?!\w)", sheets))
    # 120 single tokens of each colour (r27 F7: the seed's count, no „5” tokens), printed on both sides, and
    # the spares the guide page says the last sheet holds (r29 R minor 11)
    (spares,) = map(int, re.findall(r"Do tego po (\d+) szt\. zapasowych", text_of(out / "zetony.pdf")))
    assert spares >= 1
    assert labels == {"Ż": 2 * (120 + spares), "Z": 2 * (120 + spares), "C": 2 * (120 + spares)}
    pawns = text_of(out / "pionki.pdf")
    # r19: no colour names on the panels (POMARAŃCZOWY came out at 6.0 pt): the number and colour say it
    for name in ("PIASKOWY", "POMARAŃCZOWY", "BŁĘKITNY", "CZARNY", "BIAŁY", "FIOLETOWY"):
        assert name not in pawns
    assert all(re.search(rf"(?<!\d){mark}(?!\d)", pawns) for mark in "123456")


def test_score_sheets(out):
    pdf = out / "rejestr-fabryki.pdf"
    # six players, one card of two pages each; the landscape form lies turned on portrait sheets
    assert pdfcheck.page_sizes_mm(pdf) == [A4] * 12
    # each page's heading, and its foot line naming the sheet (r30 K minor 2: every form says what it is)
    assert text_of(pdf).count("Rejestr fabryki") == 24
    assert text_of(pdf).count("Rynek · Rejestr fabryki") == 12  # r35, R minor 10: the game and the form alone


@pytest.mark.parametrize(
    "name, page", [("karty.pdf", 2), ("banknoty.pdf", 3), ("fabryki.pdf", 1), ("rejestr-fabryki.pdf", 0)]
)
def test_nothing_within_the_printer_margin(out, name, page):
    image = pdfcheck.render(out / name, page, dpi=100)
    assert pdfcheck.margin_is_blank(image, 5, 100)


def test_card_colours_print(out):
    """The swatches really are yellow, green and red on a rendered supply card."""
    pdf = pdfium.PdfDocument(str(out / "karty.pdf"))
    image = pdf[2].render(scale=100 / 72).to_pil().convert("RGB")
    pdf.close()
    colours = image.getcolors(maxcolors=1 << 24)

    def near(rgb, tolerance=30):
        return sum(n for n, c in colours if all(abs(a - b) <= tolerance for a, b in zip(c, rgb)))

    for rgb in ((0xF2, 0xC1, 0x2E), (0x2F, 0x8A, 0x4C), (0xC7, 0x36, 0x2F)):
        assert near(rgb) > 2000, rgb


def test_card_text_is_at_least_seven_points(out):
    """Column heads and rule reminders of the cards are read across the table: nothing on a card sheet
    below 7 pt (the review found 6.8 pt grey heads near the legibility floor). The sheet's ticket line
    in the margin (label, stock, flip, scale and the 50 mm ruler, r17) is no card text: it steps down
    to fit one line, never under the 6 pt floor."""
    small = [run for run in pdfcheck.small_text(out / "karty.pdf", 6.99) if run[0] >= 2]
    # the ticket opens with its deck's name and sheet („SPRZEDAŻ 1/4 · przód · karton …”, r43 R minor 3: the whole
    # line at the foot at 6.5 pt rather than split over head and foot at 7)
    tickets = [run for run in small if re.fullmatch(r"\w+\d+/\d+·(?:przód|tył)·karton.*·skala100%50mm", run[1])]
    assert [run for run in small if run not in tickets] == []
    assert all(size >= 6 for _, _, size in tickets), tickets


def test_the_deck_colour_is_the_header_alone_and_each_header_has_its_own_bleed(out):
    """Cards lie upright, apart across their heads and feet, each with its own 3 mm bleed (kit review
    r15, R minor 2: a 1.2 mm stripe of the deck's colour along the foot, on the cut it shared with the
    next card's header, showed as 0.7 or 1.7 mm at a 0.5 mm cutting error): down the middle of a column
    of a front sheet, the deck's colour runs as four headers of 12.5 mm, each with 3 mm of bleed above
    it, and nowhere else (tests/test_cut_colours.py reads the colours either side of every cut)."""
    dpi = 100
    pdf = pdfium.PdfDocument(str(pdfcheck.job_path(out.parent, "rynek", "card", "long")))
    image = pdf[2].render(scale=dpi / 72).to_pil().convert("RGB")
    pdf.close()
    purple = (0x6A, 0x3D, 0x8F)

    def deck(rgb):
        return all(abs(a - b) <= 40 for a, b in zip(rgb, purple))

    left = next(x for x in range(image.width) if any(deck(image.getpixel((x, y))) for y in range(image.height)))
    x = left + round((3 + 44) * image.width / 210)  # the middle of the first column's cards, past the bleed
    runs, start = [], None
    for y in range(image.height + 1):
        inside = y < image.height and deck(image.getpixel((x, y)))
        if inside and start is None:
            start = y
        elif not inside and start is not None:
            runs.append((y - start) * 25.4 / dpi)
            start = None
    assert runs == pytest.approx([3 + 12.5] * 4, abs=0.6)


def test_board_legend_reads_across_the_table_and_the_wall_cost_stands_large(out):
    """r14 R minor 5: the board's movement and wall rules were 8 pt italic and its legend 8 pt; r30 R minor 7:
    9.5 pt rules prose read across a 280 × 372 mm board reached one side only. The board prints no rules
    prose (the player aid has the move and the wall); its legend is 10 pt or more, upright (the sans, not
    its italic), and the wall's cost stands 24 pt or more in the band under the fields, the far side's."""
    chars = [c for c in pdfcheck.printed_text(out / "plansza.pdf") if c[0] == 0]
    line = "".join(c[1] for c in chars)
    assert "Pierwszyruch" not in line and "Mur:" not in line
    for opening in ("Tylkograczna", "KartaZAKUP", "KartaSPRZEDAŻ"):
        start = line.index(opening)
        assert min(c[2] for c in chars[start : start + 20]) >= 10, opening
    digits = [c for c in chars if c[1].isdigit() and c[2] >= 24]
    assert "".join(c[1] for c in digits) == str(WALL_CROSSING), digits
    height = pdfcheck.page_sizes_mm(out / "plansza.pdf")[0][1] * 72 / 25.4
    assert all(c[4][3] < 0.15 * height for c in digits)  # in the band under the fields (PDF y grows upwards)
    fonts = subprocess.run(["pdffonts", str(out / "plansza.pdf")], capture_output=True, text=True).stdout
    assert "SourceSansPro-It" not in fonts, fonts  # the serif italic subtitle stays


def test_the_aid_keeps_the_penalty_out_of_the_payout_and_the_book_keeps_every_rule_the_aid_left(out):
    """r19 rulebook review, 1, 2, 8, 9: in the settlement table the penalty has its own column (a "+ kara"
    under "Za ile" read as money paid to the seller); r27 F7: no „5” tokens, so no exchange rules on the
    aid. r30 R major 1: the aid is a glance card; the rules it gave before stand in the rulebook: the bank's
    payout net of the penalty, the pawn with no free neighbour, the upkeep paid by one who stays."""
    aid = re.sub(r"\s+", " ", text_of(out / "pomoc.pdf"))
    assert "Za ile Kara" in aid and "pół swojej ceny" in aid and "każdy uczestnik" in aid
    assert "+ kara" not in aid and "ponad zapłatę" not in aid
    book = re.sub(r"\s+", " ", text_of(out / "zasady.pdf")).replace("­", "")
    assert "gdy kara jest większa, gracz dopłaca bankowi różnicę" in book
    assert "wolne sąsiednie pola tylko za murem – gracz płaci i przechodzi albo zostaje na miejscu" in book
    assert "nie uruchamia pola drugi raz" in book
    assert "„5”" not in aid and "słupek" not in aid and "pojedyncz" not in aid
