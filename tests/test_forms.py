"""The generic form kind and `drukarnia sheet`: layout checks by exact text, copies in one PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.build.recipe import load_and_validate
from generator.cli import cli
from generator.draw.kinds.form import columns_of, layout_page
from generator.draw.kinds.form_model import bands

from . import pdfcheck
from .conftest import COMPONENTS, at, game_findings, replace_in

GAME = """kind: game
id: demo
title: Demo
seed: none
players: {min: 2, max: 5}
"""
# A score pad in the manner of a small auction game: rows are scoring categories, columns players.
PAD = """kind: form
title: ARKUSZ PUNKTÓW
subtitle: Jedna kolumna na gracza.
fields:
  - {label: Data, width: 1}
pages:
  - sections:
      - id: score
        title: Punkty
        label: Kategoria
        label_width: 30mm
        row_labels: [Pejzaże, Portrety, Martwa natura, Razem]
        row_height: 9mm
        columns:
          - {id: p1, title: Gracz 1}
          - {id: p2, title: Gracz 2}
          - title: Ramki
            columns:
              - {title: złote, swatch: ["#d4a017"]}
              - {title: srebrne, swatch: ["#b0b0b0"]}
      - id: notes
        title: Uwagi
        beside_previous: true
        width: 0.5
        rows: 4
        row_height: 9mm
        columns:
          - {title: notatka}
"""


@pytest.fixture
def demo(in_tmp: Path) -> Path:
    folder = in_tmp / "components" / "demo"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME, encoding="utf-8")
    (folder / "pad.yaml").write_text(PAD, encoding="utf-8")
    return folder


findings = game_findings


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


# ---------------------------------------------------------------------------------------- layout


def test_valid_pad_is_clean(demo):
    assert findings(demo) == []


def test_sections_beside_each_other_share_the_line(demo):
    project, _ = load_and_validate(demo.parent, ["demo"])
    spec = project.games["demo"].components["pad"].spec
    from generator.build.recipe import BuildOptions

    options = BuildOptions()
    assert bands(spec.pages[0]) == [[0, 1]]
    placed, used = layout_page(spec, 0, options.paper, options.margin)
    score, notes = placed
    assert score.top == notes.top
    assert score.width == pytest.approx(2 * notes.width)
    tops, leaves = columns_of(score.section, score.x, score.width)
    assert [c.column.title for c in leaves] == ["Gracz 1", "Gracz 2", "złote", "srebrne"]
    assert sum(c.width for c in leaves) == pytest.approx(score.width - score.section.label_width)


def test_too_many_rows(demo):
    pad = demo / "pad.yaml"
    replace_in(pad, "        rows: 4\n", "        rows: 40\n")
    assert findings(demo) == [
        f"{at(pad, '  - sections:', 'sections')}: error: page 1 of form 'ARKUSZ PUNKTÓW' needs 374 mm of height; "
        "A4 portrait offers 254 mm (fewer rows or a lower row_height) [form.too-tall]"
    ]


def test_duplicate_ids(demo):
    pad = demo / "pad.yaml"
    replace_in(pad, "{id: p2, title: Gracz 2}", "{id: p1, title: Gracz 2}")
    assert findings(demo) == [
        f"{at(pad, '{id: p1, title: Gracz 2}', 'p1')}: error: id 'p1' is used twice in the form (first at "
        "pages.0.sections.0.columns.0); expected unique ids [form.duplicate-id]"
    ]


def test_a_group_takes_its_width_from_its_columns(demo):
    pad = demo / "pad.yaml"
    replace_in(pad, "          - title: Ramki\n", "          - title: Ramki\n            width: 2\n")
    assert findings(demo) == [
        f"{at(pad, '- title: Ramki', 'title')}: error: 'pages[0].sections[0].columns[2]': column group 'Ramki' takes "
        "its width from its columns; remove 'width' [schema.value-error]"
    ]


def test_a_players_band_heads_a_group_and_its_name_must_fit(demo):
    """r30 AS minor 7: a column group that is one player's is headed with the player's band (`band:`); a
    band heads a group only, and a name the band cannot hold at 6 pt is a finding at the title."""
    pad = demo / "pad.yaml"
    replace_in(
        pad,
        "          - title: Ramki\n",
        '          - title: Ramki\n            band: {color: "#c8283c", pattern: spiral}\n',
    )
    assert findings(demo) == []
    long = "Ramki złocone, srebrzone, drewniane i czarne dla wszystkich graczy"
    replace_in(pad, "          - title: Ramki\n", f"          - title: {long}\n")
    assert findings(demo) == [
        f"{at(pad, f'- title: {long}', 'Ramki')}: error: '{long}' does not fit its player's band "
        "(46.3 mm wide, font Sans-Bold at 6 pt or more, between its pattern discs) [text.does-not-fit]"
    ]
    replace_in(pad, "{id: p1, title: Gracz 1}", '{id: p1, title: Gracz 1, band: {color: "#c8283c"}}')
    found = findings(demo)
    assert any("has a band: a band heads a group of columns" in f for f in found), found


def test_a_section_needs_rows(demo):
    pad = demo / "pad.yaml"
    replace_in(pad, "        rows: 4\n", "")
    assert findings(demo) == [
        f"{at(pad, '- id: notes', 'id')}: error: 'pages[0].sections[1]': section 'Uwagi' needs 'rows' (numbered "
        "rows) or 'row_labels' [schema.value-error]"
    ]


def test_a_heading_that_does_not_fit(demo):
    pad = demo / "pad.yaml"
    replace_in(
        pad,
        "{title: notatka}",
        "{title: 'notatka o przebiegu całej rozgrywki i o wszystkich wyjątkach od "
        "reguł, które gracze przyjęli przed rozpoczęciem rozgrywki, zapisana drobnym pismem przez sędziego'}",
    )
    where = at(pad, "title: 'notatka", "'")
    assert findings(demo) == [
        f"{where}: error: 'notatka o przebiegu całej rozgrywki i o wszystkich wyjątkach "
        "od reguł, które gracze przyjęli przed rozpoczęciem rozgrywki, zapisana drobnym pismem przez sędziego' does "
        "not fit its box (49.3 mm wide, 2 line(s), font Sans-Semibold at 7.0 "
        "pt or more) [text.does-not-fit]"
    ]


def test_a_row_label_note_or_footer_that_does_not_fit_at_its_smallest_size(demo):
    """Every text of a form prints at 7 pt or more (r30 R minor 5: headings and row labels went down to 6 pt) on
    every paper, or the validator says which one does not (it used to print at 4.5 or 5 pt): all of them at
    once, the command stops with 1, writes nothing."""
    pad = demo / "pad.yaml"
    replace_in(pad, "row_labels: [Pejzaże,", "row_labels: [Pejzaże i widoki miast nad rzeką,")
    replace_in(
        pad,
        "subtitle: Jedna kolumna na gracza.\n",
        "subtitle: Jedna kolumna na gracza.\nfooter: " + "Zapis " * 60 + "\n",
    )
    replace_in(pad, "        title: Uwagi\n", "        title: Uwagi\n        note: " + "uwaga " * 20 + "\n")
    result = run("sheet", "demo", "pad", "--components", "components", "--out", "out")
    assert result.exit_code == 1
    box = "1 line(s)"
    assert result.output.splitlines()[:3] == [
        f"{at(pad, 'footer: Zapis', 'Zapis')}: error: '{'Zapis ' * 59}Zapis' does not fit its box (190.0 mm wide, "
        f"{box}, font Sans at 7.0 pt or more) [text.does-not-fit]",
        f"{at(pad, 'row_labels: [Pejzaże', 'Pejzaże')}: error: 'Pejzaże i widoki miast nad rzeką' does not fit its "
        f"box (28.0 mm wide, {box}, font Sans at 7.0 pt or more) [text.does-not-fit]",
        f"{at(pad, 'note: uwaga', 'uwaga')}: error: '{'uwaga ' * 19}uwaga' does not fit its box (61.3 mm wide, "
        f"{box}, font Sans at 7.0 pt or more) [text.does-not-fit]",
    ]
    assert not Path("out").exists()


def test_a_subtitle_that_does_not_fit_its_line(demo):
    """The line under a form's title is checked as its footer is (r24: Rynek's banker's cards ran their
    subtitle off the paper, the drawing set it at 8.5 pt whatever its length)."""
    pad = demo / "pad.yaml"
    replace_in(pad, "subtitle: Jedna kolumna na gracza.\n", "subtitle: " + "Kolumna " * 40 + "\n")
    result = run("sheet", "demo", "pad", "--components", "components", "--out", "out")
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == (
        f"{at(pad, 'subtitle: Kolumna', 'Kolumna')}: error: '{'Kolumna ' * 39}Kolumna' does not fit its box "
        "(190.0 mm wide, 1 line(s), font Sans at 7.0 pt or more) [text.does-not-fit]"
    )
    assert not Path("out").exists()


def test_a_wider_printer_margin_is_checked_before_anything_is_drawn(in_tmp):
    """Validation measures a form with the default 5 mm printer margin; a sheet printed with a wider
    one has narrower columns: what no longer fits is a finding (exit 1, nothing written), never a
    smaller font nor an internal error."""
    result = run("sheet", "rynek", "rejestr-fabryki", "--margin", "25", "--out", "out")
    assert result.exit_code == 1
    card = COMPONENTS / "rynek" / "rejestr-fabryki.yaml"
    where = at(card, '{title: "Ż-Z", width: 0.95', '"Ż-Z"').replace("components/", f"{COMPONENTS}/")
    # at 7 pt „Ż-Z” still squeezes beside its swatch, but only nearer the cell's rules than the 1 mm clearance
    assert (
        f"{where}: error: the heading „Ż-Z” comes 0.8 mm from its outline; expected at least 1 mm [text.crowded]"
        in result.output.splitlines()
    )
    found = [line for line in result.output.splitlines() if ": error: " in line]
    assert len(found) > 1 and result.output.splitlines()[-1] == f"{len(found)} errors, 0 notices"  # all at once
    assert not Path("out").exists()


# ------------------------------------------------------------------------------------ sheet command


def test_sheet_writes_n_copies_in_one_pdf(demo):
    result = run("sheet", "demo", "pad", "--copies", "3", "--components", str(demo.parent), "--out", "out")
    assert result.exit_code == 0, result.output
    pdf = Path("out/demo/pad-x3.pdf")
    assert "out/demo/pad-x3.pdf  (3 copies, 3 pages)" in result.output
    assert pdfcheck.page_sizes_mm(pdf) == [(210.0, 297.0)] * 3
    text = pdfcheck.text(pdf)
    assert text.count("ARKUSZ PUNKTÓW") == 3
    for word in ("Martwa natura", "Gracz 2", "srebrne", "Uwagi", "Kategoria"):
        assert text.count(word) == 3
    assert "Dodruk" not in text and "dodruk" not in text  # a player's sheet says nothing of printing


def test_sheet_on_letter_paper(demo):
    result = run("sheet", "demo", "pad", "--paper", "letter", "--components", str(demo.parent), "--out", "out")
    assert result.exit_code == 0, result.output
    assert pdfcheck.page_sizes_mm(Path("out/demo/pad-x1.pdf")) == [(215.9, 279.4)]


def test_sheet_usage_errors_list_what_exists(demo):
    components = str(demo.parent)
    result = run("sheet", "demo", "pads", "--components", components)
    assert result.exit_code == 2
    assert "Error: unknown sheet 'pads' of demo; available: pad" in result.output
    result = run("sheet", "dem", "pad", "--components", components)
    assert result.exit_code == 2
    assert "Error: unknown game 'dem'; available: demo" in result.output
    result = run("sheet", "demo", "pad", "--copies", "0", "--components", components)
    assert result.exit_code == 2
    assert not Path("output").exists()


def test_sheet_stops_on_data_errors(demo):
    replace_in(demo / "pad.yaml", "        rows: 4\n", "        rows: 40\n")
    result = run("sheet", "demo", "pad", "--components", str(demo.parent), "--out", "out")
    assert result.exit_code == 1
    assert "[form.too-tall]" in result.output
    assert not Path("out").exists()


def test_rynek_factory_sheet(in_tmp):
    result = run("sheet", "rynek", "rejestr-fabryki", "--copies", "4", "--out", "out")
    assert result.exit_code == 0, result.output
    assert "Print it on plain paper, double-sided, flipping on the long edge, at actual size." in result.output
    pdf = Path("out/rynek/rejestr-fabryki-x4.pdf")
    reader = PdfReader(str(pdf))
    assert len(reader.pages) == 8
    # a landscape form printed double-sided lies turned on portrait sheets, as every page of its print job
    assert pdfcheck.page_sizes_mm(pdf) == [(210.0, 297.0)] * 8
    assert b"/Duplex /DuplexFlipLongEdge" in pdf.read_bytes()
    front = " ".join(reader.pages[0].extract_text().split())  # a heading may break over two lines
    for rubric in (
        "1. Stan gotówki",
        "2. Utrzymanie",  # paid first in a move: the column after the opening cash
        "3. Inwestycje",
        "4. Zakup surowców",
        "5. Produkcja",
        "6. Sprzedaż",
        "7. Koszty",
        "8. Stan gotówki",
    ):
        assert rubric in front
    back = reader.pages[1].extract_text()
    assert "tajne zamówienia" in back and "tajne oferty" in back
    image = pdfcheck.render(pdf, 0, dpi=100)
    assert pdfcheck.margin_is_blank(image, 5, 100)


def test_a_form_in_capitals_is_listed_by_an_ordinary_name():
    from generator.draw.kinds.form import listed_title

    assert listed_title("KARTA FABRYKI") == "Karta fabryki"
    assert listed_title("PODLICZENIE PUNKTÓW") == "Podliczenie punktów"
    assert listed_title("Arkusz arbitra – wycena punktowa") == "Arkusz arbitra – wycena punktowa"


def _title_box(path: Path, index: int, title: str) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) in points of `title` on page `index`."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        text = pdf[index].get_textpage()
        found = text.search(title).get_next()
        assert found, (index, title)
        boxes = [text.get_charbox(i) for i in range(found[0], found[0] + found[1])]
        return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)
    finally:
        pdf.close()


def test_a_two_sided_landscape_form_turns_over_like_a_book_page(in_tmp):
    """Front and back are turned opposite ways on the portrait sheet: the front's top at the sheet's
    left edge, the back's at its right edge, which the long-edge flip puts behind the front's left
    edge, so the sheet turned over like a book page (about the form's upright axis) shows the back
    upright too, whatever a driver does with landscape pages (Rynek r14 kit minor 6)."""
    result = run("sheet", "rynek", "rejestr-fabryki", "--copies", "1", "--out", "out")
    assert result.exit_code == 0, result.output
    pdf = Path("out/rynek/rejestr-fabryki-x1.pdf")
    width, height = 210 * 72 / 25.4, 297 * 72 / 25.4
    left, bottom, right, top = _title_box(pdf, 0, "Rejestr fabryki")
    assert top - bottom > 3 * (right - left)  # set along the sheet's height: turned
    assert right < 30 * 72 / 25.4  # at the left edge
    assert bottom < height / 2  # reading upwards from the bottom half
    left, bottom, right, top = _title_box(pdf, 1, "Rejestr fabryki")
    assert top - bottom > 3 * (right - left)
    assert left > width - 30 * 72 / 25.4  # at the right edge: behind the front's left edge
    assert top > height / 2  # reading downwards from the top half


def test_a_score_pad_s_back_reads_upright_turned_over_its_top_edge(in_tmp):
    """AS r39 minor 9: the score card's back came out upside down when the sheet was turned over like a
    pad. With `turn_over: pad` the back lies as the front does: the long-edge flip (the job's, unchanged)
    then turns the sheet over the form's top edge with both sides upright."""
    result = run("sheet", "art-society", "karta-podliczenia", "--copies", "2", "--out", "out")
    assert result.exit_code == 0, result.output
    pdf = next(Path("out/art-society").glob("karta-podliczenia*.pdf"))
    front, back = _title_box(pdf, 0, "Karta podliczenia"), _title_box(pdf, 1, "Karta podliczenia")
    assert front[3] - front[1] > 3 * (front[2] - front[0])  # turned on the portrait sheet
    assert back == pytest.approx(front, abs=1.0)  # the back's title where the front's is, reading the same way


# every form a game writes on, and the sheet of it that the file repeats: (pages, copies)
WRITTEN_ON = {
    "art-society/karta-podliczenia.pdf": (2, 1),
    "kolekcjonerzy/arbiter.pdf": (2, 1),  # the grid, then the play (r35 K minor 6)
    "kolekcjonerzy/plan.pdf": (2, 2),  # two plans a sheet, the price lists on the backs
    "kolekcjonerzy/tabela-punktow.pdf": (2, 1),  # both copies needed at any table: printed again together
    "kolekcjonerzy/kartki.pdf": (1, 10),
    "przekret/arkusz-bankiera.pdf": (2, 1),  # the banker's sheet, its back the upgrade prices and a second tally
    "rynek/rejestr-fabryki.pdf": (2, 1),  # one card a player, both sides
}


def test_forms_carry_no_print_production_note_and_their_covers_name_the_sheet_to_print_again(bundled_kit):
    """A form the players write on carries nothing about printing (the reprint line was production
    talk on a player's sheet, r13 and r14): its print job's cover names the pages of the one sheet the
    form repeats, those pages of the job show the form's own first sheet, and the cover says a smaller
    table prints only as many and a used sheet is printed again from them."""
    import re

    for name, (pages, copies) in WRITTEN_ON.items():
        path = bundled_kit / name
        texts = pdfcheck.page_texts(path)
        assert not any("Dodruk" in t or "wydruk „" in t for t in texts), name
        game = name.split("/")[0]
        title = PdfReader(path).metadata.title.split(" – ", 1)[1]
        found = []
        jobs = sorted((bundled_kit / game / "druk").glob("*.pdf"))
        # each job's description („Do druku: N. …”), on its own first page or carried under another's
        described = " ".join(" ".join(pdfcheck.page_texts(job)[0].split()) for job in jobs)
        described += " " + " ".join(" ".join(t.split()) for t in pdfcheck.page_texts(jobs[0]))
        for job in jobs:
            number = job.name.split("-", 1)[0]
            parts = [p for p in described.split("Do druku: ") if p.startswith(f"{number}. ")]
            cover = parts[0] if parts else ""
            for first, last, held in re.findall(
                r"Stron[ay] (\d+)(?:–(\d+))? to jedna kartka \((\d+) egzemplarz", cover
            ) + [(a, b, "1") for a, b in re.findall(r"z tych samych stron \(stron[ay] (\d+)(?:–(\d+))?\)", cover)]:
                held_pages = pdfcheck.page_texts(job)[int(first) - 1 : int(last or first)]
                # the job's own page number is the job's („wydruk 1 · s. 17”, r30 K minor 3), not the form's, and so
                # is the stock a coverless job says before it (r43 K minor 2)
                held_pages = [pdfcheck.without_folio(t) for t in held_pages]
                # the same words (a landscape sheet is turned upright in its job, which reorders its text)
                if [sorted(t.split()) for t in held_pages] == [sorted(t.split()) for t in texts[:pages]]:
                    found.append((job.name, int(held)))
        assert len(found) == 1, (name, title, found)
        assert found[0][1] == copies or pages == len(texts), (name, found)
    kolekcjonerzy = " ".join(
        pdfcheck.page_texts(pdfcheck.job_path(bundled_kit, "kolekcjonerzy", "paper", "long"))[0].split()
    )
    assert re.search(
        r"Strony \d+–\d+ to jedna kartka \(2 egzemplarze\), a dalsze to jej kopie: przy mniejszym stole wydrukuj "
        r"tylko tyle kartek, ile potrzeba, a zapisane przed kolejną grą zetrzyj albo dodrukuj z tych samych stron\.",
        kolekcjonerzy,
    )


# ------------------------------------------------------------------------------------ blocked cells


def _cell_luminance(pdf: Path, spec, page: int, section_id: str, row: int, column: int, dpi: int = 150) -> list[int]:
    """The grey levels inside a body cell (1 mm in from its rules) of the form's first copy: `row` and
    `column` index the section's rows and its written-in columns (a group's own columns). A turned form
    (two-sided landscape: its top at the sheet's left edge on a front) is turned back here."""
    from generator.draw.kinds.form import sheet_size, turned
    from generator.draw.kinds.form_band import head_height
    from generator.draw.kinds.form_model import SECTION_NOTE, SECTION_TITLE
    from generator.draw.kinds.form_text import HEAD_ROW
    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    placed = next(ps for ps in layout_page(spec, 0, PAPERS["a4"], mm(5))[0] if ps.section.id == section_id)
    s = placed.section
    _, leaves = columns_of(s, placed.x, placed.width)
    # the head as drawn: a player's band makes its group's title row taller (form_band.head_height)
    body_top = placed.top - SECTION_TITLE - (SECTION_NOTE if s.note else 0) - head_height(s, HEAD_ROW)
    x0, x1 = leaves[column].x + mm(1), leaves[column].x + leaves[column].width - mm(1)
    y1 = body_top - row * s.row_height - mm(1)
    y0 = body_top - (row + 1) * s.row_height + mm(1)
    sheet_w, sheet_h = sheet_size(spec, PAPERS["a4"])
    if turned(spec):  # (x, y) on the form lies at (sheet_w - y, x) on the sheet
        x0, x1, y0, y1 = sheet_w - y1, sheet_w - y0, x0, x1
    scale = dpi / 72
    image = pdfcheck.render(pdf, page, dpi)
    box = (round(x0 * scale), round((sheet_h - y1) * scale), round(x1 * scale), round((sheet_h - y0) * scale))
    return list(image.crop(box).get_flattened_data())


def _hatched(levels: list[int]) -> bool:
    """A blocked cell: crossed by diagonals (r32 AS minor 4: on the paper's white, no grey ground under
    them); a blank cell, on white or the form's light tint, has no line in it."""
    lines = sum(1 for v in levels if v < 190) / len(levels)
    return lines > 0.05


def test_cells_that_mean_nothing_are_hatched(demo):
    """`blocked` names a row (label or number) and a column title: every column so titled is hatched in
    that row, the other cells of the row and column stay blank."""
    pad = demo / "pad.yaml"
    replace_in(
        pad,
        "        row_height: 9mm\n        columns:\n          - {id: p1",
        "        row_height: 9mm\n        blocked:\n          - {row: Razem, column: złote}\n"
        "          - {row: 1, column: Gracz 2}\n        columns:\n          - {id: p1",
    )
    assert findings(demo) == []
    result = run("sheet", "demo", "pad", "--components", str(demo.parent), "--out", "out")
    assert result.exit_code == 0, result.output
    pdf = Path("out/demo/pad-x1.pdf")
    assert _hatched_cells(pdf, demo.parent, "demo", "score", 4, 4) == {(3, 2), (0, 1)}


def _hatched_cells(pdf: Path, components: Path, game: str, section: str, rows: int, columns: int) -> set:
    """(row, column) of every hatched cell of a form's section on the PDF's first page."""
    project, _ = load_and_validate(components, [game])
    spec = project.games[game].one("form").spec
    return {
        (row, column)
        for row in range(rows)
        for column in range(columns)
        if _hatched(_cell_luminance(pdf, spec, 0, section, row, column))
    }


def test_a_blocked_cell_names_a_row_and_a_column_of_its_section(demo):
    pad = demo / "pad.yaml"
    replace_in(
        pad,
        "        row_height: 9mm\n        columns:\n          - {id: p1",
        "        row_height: 9mm\n        blocked:\n          - {row: Suma, column: złote}\n"
        "          - {row: 5, column: pkt}\n        columns:\n          - {id: p1",
    )
    assert findings(demo) == [
        f"{at(pad, '{row: Suma', 'Suma')}: error: section 'Punkty' has no row 'Suma'; expected a row number 1–4 "
        "or one of 'Pejzaże', 'Portrety', 'Martwa natura', 'Razem' [form.unknown-cell]",
        f"{at(pad, '{row: 5', '5')}: error: section 'Punkty' has no row 5; expected a row number 1–4 "
        "or one of 'Pejzaże', 'Portrety', 'Martwa natura', 'Razem' [form.unknown-cell]",
        f"{at(pad, '{row: 5', 'pkt')}: error: section 'Punkty' has no column 'pkt'; expected one of "
        "'Gracz 1', 'Gracz 2', 'złote', 'srebrne' [form.unknown-cell]",
    ]


def test_the_art_society_score_pad_blocks_the_total_s_count_and_the_tie_break_s_points(in_tmp):
    """r15 (Art Society minor 6): „szt.” in RAZEM and „pkt” in the covered-cells row meant nothing and
    were only tinted like every pkt column; now they are hatched for all four players, and no other
    cell of the table is (r25: the themes' sum carried down has no count either)."""
    result = run("sheet", "art-society", "karta-podliczenia", "--copies", "1", "--out", "out")
    assert result.exit_code == 0, result.output
    pdf = Path("out/art-society/karta-podliczenia-x1.pdf")
    hatched = _hatched_cells(pdf, COMPONENTS, "art-society", "bonuses", 7, 8)
    # the themes' sum carried down (r25 AS minor 9) and RAZEM have no count, the tie-break no points
    sums = {(row, column) for row in (0, 5) for column in (0, 2, 4, 6)}
    assert hatched == sums | {(6, 1), (6, 3), (6, 5), (6, 7)}


def test_the_art_society_score_pad_sets_its_notes_at_eight_points(in_tmp):
    """Kit review r19 (Art Society minor 7): the notes under the section titles were 7.2 pt with 9 mm of
    the line free; a note or footer is set at 8 pt where its line has room (never below 7 pt)."""
    result = run("sheet", "art-society", "karta-podliczenia", "--copies", "1", "--out", "out")
    assert result.exit_code == 0, result.output
    chars = [
        (char, size) for page, char, size, *_ in pdfcheck.printed_text(Path("out/art-society/karta-podliczenia-x1.pdf"))
    ]
    line = "".join(char for char, _ in chars)
    for note in ("obrazy – obrazy tematu", "liczba – komplety"):
        at_ = line.replace(" ", "").find(note.replace(" ", ""))
        printed = [size for char, size in chars if char != " "]
        assert at_ >= 0, note
        assert {round(size, 1) for size in printed[at_ : at_ + 15]} == {8.0}, note


def test_a_form_that_fills_blank_sides_is_one_sheet(demo):
    """kit-jobs2 item 3: a sheet of slips goes on one blank side of a print job, so it is one page; or it
    is one sheet, two-sided, its slips continuing on the back (kit brief s9 item 1: a sheet of its own
    left its back „Strona celowo pusta”)."""
    pad = demo / "pad.yaml"
    assert findings(demo) == []
    replace_in(pad, "subtitle: Jedna kolumna na gracza.\n", "subtitle: Jedna kolumna na gracza.\nfills_blank: true\n")
    assert findings(demo) == []
    sheet = (
        f"{at(pad, 'kind: form', 'kind')}: error: 'the file': a sheet of slips is one copy of one page, or of two "
        "pages two-sided, its back continuing its slips (fills_blank) [schema.value-error]"
    )
    replace_in(pad, "fills_blank: true\n", "fills_blank: true\ncopies: 2\n")
    assert findings(demo) == [sheet]
    replace_in(pad, "copies: 2\n", "two_sided: true\n")
    assert findings(demo) == [sheet]  # two-sided, one page: a blank back


def test_the_back_of_a_two_sided_sheet_of_slips_mirrors_its_front(demo):
    """The long-edge flip puts the front's left slip behind the back's right one: a back laid out like
    the front (a wide slip, then a narrow one) would be cut through its slips."""
    pad = demo / "pad.yaml"
    replace_in(
        pad,
        "subtitle: Jedna kolumna na gracza.\n",
        "subtitle: Jedna kolumna na gracza.\nfills_blank: true\ntwo_sided: true\n",
    )
    front = PAD[PAD.index("  - sections:") :]
    pad.write_text(pad.read_text(encoding="utf-8") + front, encoding="utf-8")
    assert findings(demo) == [
        f"{at(pad, 'kind: form', 'kind')}: error: 'the file': the back of a sheet of slips mirrors its front: the "
        "same slips, each band right to left [schema.value-error]"
    ]
    notes = front[front.index("      - id: notes") :].replace("        beside_previous: true\n", "")
    score = front[front.index("      - id: score") : front.index("      - id: notes")]
    score = score.replace("      - id: score\n", "      - id: score2\n        beside_previous: true\n")
    score = score.replace("{id: p1,", "{id: q1,").replace("{id: p2,", "{id: q2,")
    body = pad.read_text(encoding="utf-8")
    pad.write_text(
        body[: body.rindex("  - sections:")] + "  - sections:\n" + notes.replace("id: notes", "id: notes2") + score,
        encoding="utf-8",
    )
    assert findings(demo) == []


def test_a_sheet_of_slips_is_cut_along_dashed_lines_through_the_middle_of_its_gaps():
    """Kit review r25, R minor 3: Rynek's banker's slips said „Potnij arkusz na 6 kartek” with nothing to
    cut along. The cuts run through the middle of every gap between two slips, and round the outer
    slips with as much white as between two, never inside the printer's margin."""
    from generator.draw.kinds.form import BAND_GAP, GUTTER
    from generator.draw.kinds.form_draw import SLIP_TOP_PAD, slip_cuts
    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    from .conftest import validated_game

    spec = next(c for c in validated_game("rynek").of_kind("form") if c.name == "zapisy-bankiera").spec
    placed, _ = layout_page(spec, 0, PAPERS["a4"], mm(5))
    xs, ys = slip_cuts(placed, mm(5))
    lefts = sorted({p.x for p in placed})
    tops = sorted({p.top for p in placed}, reverse=True)
    assert len(xs) == 3 and len(ys) == 4  # two slips a row, three rows
    assert xs[0] == pytest.approx(lefts[0] - GUTTER / 2) and xs[0] >= mm(5.5)
    assert xs[1] == pytest.approx(lefts[1] - GUTTER / 2)
    assert ys[0] == pytest.approx(tops[0] + SLIP_TOP_PAD)
    for y, top in zip(ys[1:3], tops[1:]):
        assert y == pytest.approx(top + BAND_GAP / 2)


def test_a_section_title_ending_in_a_colon_has_a_line_to_write_on(bundled_kit):
    """Kit review r29 (Rynek minor 5): „Zapis bankiera · kolor / nr gracza:” asked for the player and gave no
    room to write it. A section title that ends in a colon is followed by a line, from just after its last
    character to the section's right edge, on the title's baseline."""
    path = bundled_kit / "rynek" / "zapisy-bankiera.pdf"
    title = "Zapis bankiera · kolor / nr gracza:"
    left, bottom, right, _ = _title_box(path, 0, title)
    lines = [
        points
        for s in pdfcheck.strokes(path, 0)
        if not s.rect
        for points in s.polylines
        if len(points) == 2 and abs(points[0][1] - points[1][1]) < 0.1
    ]
    after = [p for p in lines if 0 < min(p[0][0], p[1][0]) - right < 10 and abs(p[0][1] - bottom) < 3]
    assert after, (right, bottom)
    assert max(abs(p[1][0] - p[0][0]) for p in after) > 50  # mm-wise ≈ 18 mm: room for a colour or a number
