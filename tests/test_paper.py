"""What is printed must read well at arm's length and speak to players, measured from the PDFs of the
bundled kit (not from the drawing code's constants)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .pdfcheck import printed_text, without_named_files

SMALLEST = 6.0  # pt: the smallest text a player has to read on paper


def _parts(out: Path) -> list[Path]:
    """Every PDF except zestaw.pdf, whose pages are these files' pages copied unchanged (a print job's
    pages after its cover are such copies too: `_own_page`)."""
    found = [p for p in sorted(out.rglob("*.pdf")) if p.name != "zestaw.pdf"]
    assert len(found) > 30, found
    return found


def _own_page(path: Path, page: int) -> bool:
    """A page drawn for this file: every page, except in a print job (druk/), where only the cover
    (and the registration page behind it in a double-sided job) is its own."""
    if path.parent.name != "druk":
        return True
    return page < (1 if path.stem.endswith("jednostronnie") else 2)


def _reduced_figure(path: Path, page: int, scale: float) -> bool:
    """Text drawn reduced inside the thumbnail of the assembled board on a board's guide page (page 1
    of <board>-a4.pdf): it only shows how the sheets go together. The rulebook's figures are held to
    6 pt like everything else (a figure shows what it names readably)."""
    return scale < 0.99 and path.name.endswith("-a4.pdf") and page == 0


def test_no_text_on_paper_is_smaller_than_6_pt(bundled_kit):
    small: dict[str, set[str]] = {}
    for pdf in _parts(bundled_kit):
        words: dict[tuple[int, float], str] = {}
        for page, char, size, scale, _ in printed_text(pdf):
            if size < SMALLEST and _own_page(pdf, page) and not _reduced_figure(pdf, page, scale):
                words[(page, size)] = words.get((page, size), "") + char
        for (page, size), text in words.items():
            small.setdefault(str(pdf.relative_to(bundled_kit)), set()).add(f"p{page + 1} {size} pt {text[:30]}")
    assert small == {}


def test_text_size_is_measured_as_printed_through_every_transformation(tmp_path):
    """The measure multiplies the font size by the scale of the text's matrix, forms included."""
    from generator.draw.fonts import SANS
    from generator.draw.pdf import new_document
    from generator.layout.imposition import PAPERS

    doc = new_document(PAPERS["a4"], "sizes")
    c = doc.canvas
    c.setFont(SANS, 10)
    c.drawString(100, 100, "A")
    c.saveState()
    c.translate(200, 200)
    c.scale(0.5, 0.5)
    c.drawString(0, 0, "B")
    c.restoreState()
    c.saveState()
    c.translate(300, 300)
    c.rotate(90)
    c.setFont(SANS, 8)
    c.drawString(0, 0, "C")
    c.restoreState()
    c.beginForm("small", 0, 0, 100, 100)
    c.setFont(SANS, 12)
    c.drawString(0, 0, "D")
    c.endForm()
    c.saveState()
    c.translate(400, 400)
    c.scale(0.4, 0.4)
    c.doForm("small")
    c.restoreState()
    doc.show_page()
    path = tmp_path / "sizes.pdf"
    path.write_bytes(doc.finish())
    measured = [(char, size, scale) for _, char, size, scale, _ in printed_text(path)]
    assert measured == [("A", 10.0, 1.0), ("B", 5.0, 0.5), ("C", 8.0, 1.0), ("D", 4.8, 0.4)]


# Words of the tool's world, not the player's: options, file formats, file names, commands, colour
# models. A buyer holds paper: a „wydruk” of „arkusze”, never a „plik”. ("drukarnia" alone is Polish
# for a print shop.)
JARGON = [
    r"\bplik",
    r"\bpdf\b",
    r"\.(pdf|png|svg|txt|csv|zip)\b",
    r"\b(s?rgb|cmyk|dpi|ppi)\b",
    r"(?<![\w-])--[a-z]",
    r"\byaml\b",
    r"\bjson\b",
    r"\bmanifest",
    r"\bcli\b",
    r"\bterminal",
    r"wiersz(u|a)? poleceń",
    r"\bkomend",
    r"\bopcj",
    r"\bparametr",
    r"\bpython",
    r"\bpip\b",
    r"offset",
    r"\bbuild",
    r"\bbudowani",
    r"\bzbuduj",
    r"program\w* \*?drukarnia",
    r"\bprogram(u|em|ie|y|ów|ach)?\b",  # what makes the files is nobody's business on paper
    r"tworzy te pliki",
    r"\bstdout",
    r"\bflag[aię]?\b",
    r"\bcache\b",
    # where a figure comes from is the designer's business (docs/simulation.md), not the buyer's (r28 K minor 7)
    r"\bsymulac",
    r"\bkomputer",
    r"\balgorytm",
]


def test_paper_speaks_to_players_without_tool_jargon(bundled_kit):
    import re

    import pypdfium2 as pdfium

    pattern = re.compile("|".join(JARGON), re.IGNORECASE)
    found = {}
    for pdf in _parts(bundled_kit):
        doc = pdfium.PdfDocument(str(pdf))
        try:
            for index in range(len(doc)):
                game_folder = pdf.parent.parent if pdf.parent.name == "druk" else pdf.parent
                text = without_named_files(doc[index].get_textpage().get_text_range(), game_folder)
                for match in pattern.finditer(text):
                    found.setdefault(str(pdf.relative_to(bundled_kit)), []).append(
                        f"p{index + 1}: …{text[max(0, match.start() - 30) : match.end() + 30]}…"
                    )
        finally:
            doc.close()
    assert found == {}


def test_the_jargon_scan_catches_an_option_and_a_word():
    import re

    pattern = re.compile("|".join(JARGON), re.IGNORECASE)
    assert pattern.search("podaj przy budowaniu: --back-offset X,Y")
    assert pattern.search("zapisz plik YAML")
    assert pattern.search("jak, mówi instrukcja programu, którym je tworzy")
    assert pattern.search("Kto sam tworzy te pliki do druku")
    assert pattern.search("Zawartość pliku")
    # r21: no file is named on paper, not even the print shop's board – except a file the buyer opens, by its exact
    # name (r35: pdfcheck.without_named_files takes those out before the scan)
    assert pattern.search("Plik do oddania w punkcie ksero: plansza.pdf, w folderze zestawu")
    assert pattern.search("część „Plansza (ze spadem 3 mm)” (plik plansza.pdf) to ta wersja")
    assert pattern.search("Plik zajmuje 3 arkusze")
    assert pattern.search("do drukarni zanieś plansza.pdf")
    assert pattern.search("kolory w CMYK, 300 dpi")
    assert pattern.search("Czas policzyliśmy z liczby tur typowej partii (symulacja komputerowa)")
    assert pattern.search("czas partii policzonej w symulacji komputerowej")
    assert not pattern.search("Drukuj w skali 100% – bez dopasowania; zanieś ten wydruk do drukarni")
    assert not pattern.search("Zawartość wydruku: arkusze 3–10, ta część na karton")


# Kit reviews r21 (K minor 1, R minor 1, P major 2): what the printed pages said of files, folders and the
# kit's other layouts of the same pages, in Polish and English; a buyer holds paper, far from any folder.
FILE_TALK = [
    r"\.pdf\b",
    r"folder",
    r"\bplik",
    r"zebrane inaczej",
    r"układ oryginału",
    r"\b(board|museum|collection|rulebook|pawns|tokens|cards|money|kit)\b",
]


def test_no_printed_page_of_a_print_job_talks_of_files(bundled_kit):
    """Every page of every print job (covers, rulebook and pieces) says what to print or ask a print
    shop for; the one file talk is a file no job prints, which the buyer opens, named by its exact name (r35 K minor
    10, R minor 13, P minor 5)."""
    import re

    pattern = re.compile("|".join(FILE_TALK), re.IGNORECASE)
    jobs = sorted(bundled_kit.glob("*/druk/*.pdf"))
    assert len({p.parent.parent.name for p in jobs}) == 4, jobs
    found = [
        (path.parent.parent.name, path.name, index + 1, text[max(0, m.start() - 40) : m.end() + 40])
        for path in jobs
        for index, text in enumerate(_page_texts(path))
        for m in pattern.finditer(without_named_files(text, path.parent.parent))
    ]
    assert found == []
    assert pattern.search("Plik do oddania w punkcie ksero: plansza.pdf")
    assert pattern.search("w folderze zestawu, obok folderu „druk”")
    assert not pattern.search("poproś o wydruk planszy w jednym kawałku, 304 × 408 mm, na arkuszu SRA3 (Mighty Boards)")


def _page_texts(path: Path) -> list[str]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(path))
    try:
        return [" ".join(doc[i].get_textpage().get_text_range().split()) for i in range(len(doc))]
    finally:
        doc.close()


def test_counts_on_paper_take_the_polish_plural(bundled_kit):
    cards = " ".join(_page_texts(bundled_kit / "rynek" / "karty.pdf"))
    assert "8 typów × 4 = 32 karty (surowce" in cards and "= 32 karty (popyt" in cards
    assert "36 kart Losów" in _page_texts(bundled_kit / "przekret" / "losy.pdf")[0]
    # 294 (4, not 14) takes the -y form, with its participle; 440 the -ów form
    assert (
        "294 banknoty 63 × 39 mm, zadrukowane z obu stron" in _page_texts(bundled_kit / "przekret" / "banknoty.pdf")[0]
    )
    assert (
        "270 banknotów 64 × 31 mm, zadrukowanych z obu stron" in _page_texts(bundled_kit / "rynek" / "banknoty.pdf")[0]
    )
    assert "dla 4–12 graczy oraz arbitra ·" in _page_texts(bundled_kit / "kolekcjonerzy" / "zasady.pdf")[0]
    pomoc = " ".join(_page_texts(bundled_kit / "art-society" / "pomoc.pdf"))
    assert "faux pas" in pomoc and "faux-pas" not in pomoc


@pytest.mark.parametrize(
    "count, form",
    [(1, "banknot"), (2, "banknoty"), (4, "banknoty"), (5, "banknotów"), (12, "banknotów"), (14, "banknotów")]
    + [(22, "banknoty"), (112, "banknotów"), (294, "banknoty"), (0, "banknotów")],
)
def test_the_plural_helper_follows_polish_agreement(count, form):
    from generator.model.polish import plural

    assert plural(count, "banknot", "banknoty", "banknotów") == form


def test_token_guides_name_only_the_shapes_on_their_sheets(bundled_kit):
    # round tokens only (Rynek's „5” hexagons are gone since r27 F7: singles only)
    for game, name in (("kolekcjonerzy", "zetony"), ("przekret", "zetony"), ("rynek", "zetony")):
        guide = _page_texts(bundled_kit / game / f"{name}.pdf")[0]
        assert "wytnij krążki po cienkiej linii" in " ".join(guide.split())
        assert "ześciokąt" not in guide


def test_every_tile_has_the_same_back(bundled_kit):
    """Exhibits are shuffled face down (rulebook: all backs identical): no back may tell its tile."""
    from generator.draw.guide import STOCK_TEXT
    from generator.draw.labels import FEED_WORDS, ticket_forms, ticket_words
    from generator.draw.ticket_items import RULER_WORDS, TICKET_SEP

    pages = _page_texts(bundled_kit / "kolekcjonerzy" / "plytki.pdf")
    # the sheet's label (the part's head and the side, no count on a one-sheet part) and its ticket
    # (the stock, the flip, the scale, the ruler's words where it has one), set on its side in the
    # margins, so its words come out of the PDF's text in another order: known by its words, in any
    # of its forms (r18: the flip in short words where the marks leave short stretches, „dł. krawędź”)
    forms = ticket_forms("Płytki · tył", ticket_words(STOCK_TEXT["card"], "long"))
    label = {w for form in forms for w in TICKET_SEP.join([*form, RULER_WORDS]).split()}
    label |= {w for words in FEED_WORDS["long"] for w in words.split()}  # the feed arrow's words in the margin
    words = pages[3].split()
    assert {"Płytki", "tył"} <= set(words)
    backs = [w for w in words if w not in label]
    assert backs == ["K", "KOLEKCJONERZY"] * (48 + 6)  # the 6 spare blots too


def test_home_printer_pages_keep_ink_out_of_the_printer_margin(bundled_kit):
    """Every page printed at home (each file whose pages fit A4; the full-size boards go to a print
    shop) is blank within the default 5 mm margin, where many printers cannot print: marks and
    labels included."""
    import pypdfium2 as pdfium

    from .pdfcheck import margin_is_blank

    dpi, a4 = 50, (595.3, 841.9)
    inked = []
    for path in _parts(bundled_kit):
        pdf = pdfium.PdfDocument(str(path))
        try:
            for index in range(len(pdf)):
                page = pdf[index]
                width, height = page.get_size()
                if not _own_page(path, index) or width > a4[0] or height > a4[1]:
                    continue
                image = page.render(scale=dpi / 72).to_pil().convert("L")
                if not margin_is_blank(image, 5, dpi):
                    inked.append(f"{path.relative_to(bundled_kit)} p. {index + 1}")
        finally:
            pdf.close()
    assert inked == []
