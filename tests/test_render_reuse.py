"""Work the renderers do not repeat: a sheet shown again as a form, shared backs, results worked out
once. Tested by outcome: the same pictures (rendered pixels) or the same answers as the plain way."""

from __future__ import annotations

import io

import pytest

from generator.draw.fonts import SANS_BOLD
from generator.draw.pdf import new_document
from generator.layout.imposition import PAPERS, SheetSpec
from generator.model.core import BuildOptions
from generator.model.units import mm


def _component(game: str, name: str):
    from generator.build.recipe import BUNDLED_COMPONENTS, load_and_validate

    project, _ = load_and_validate(BUNDLED_COMPONENTS, [game])
    return project.games[game], project.games[game].components[name]


def test_paintings_sharing_a_back_show_what_their_own_back_shows():
    """Tiles with the same back key share one back drawing; each must equal the back drawn from
    the tile itself (a key missing something the back prints would fail here)."""
    from generator.games.art_society import painting_tiles as pt
    from generator.games.art_society import painting_tiles_draw

    _, component = _component("art-society", "obrazy")
    spec = component.spec
    tiles, pieces = pt.tiles(spec), pt.pieces(spec)
    assert len({id(p.back) for p in pieces}) < len(pieces)  # some backs are shared

    def content(draw, w, h) -> bytes:
        doc = new_document(PAPERS["a4"], "back")
        draw(doc.canvas, w, h)
        doc.show_page()
        return doc.finish()

    for tile, piece in zip(tiles, pieces):
        assert content(piece.back, piece.width, piece.height) == content(
            painting_tiles_draw._back(spec, tile), piece.width, piece.height
        ), tile.label


# ------------------------------------------------------------------ font subsets made once per process


def _text_pdf(text: str) -> bytes:
    doc = new_document(PAPERS["a4"], "subset")
    doc.canvas.setFont(SANS_BOLD, 14)
    doc.canvas.drawString(mm(20), mm(250), text)
    doc.show_page()
    return doc.finish()


def _page_text(data: bytes) -> str:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(data)
    try:
        return pdf[0].get_textpage().get_text_range()
    finally:
        pdf.close()


def test_each_file_keeps_its_own_text_and_the_same_text_gives_the_same_bytes():
    first = _text_pdf("Źrebię z żółtą grzywą 1")
    again = _text_pdf("Źrebię z żółtą grzywą 1")
    assert again == first
    other = _text_pdf("Ćma nad łąką 2")
    assert other != first
    assert _page_text(first) == "Źrebię z żółtą grzywą 1"
    assert _page_text(other) == "Ćma nad łąką 2"  # its own subset


def test_a_part_merged_again_is_read_once_and_merges_the_same(monkeypatch):
    from generator.build import pdfmerge

    parts = [_text_pdf("Pierwsza część"), _text_pdf("Druga część")]

    def merged() -> bytes:
        merger = pdfmerge.Merger()
        for data in parts + parts[:1]:
            merger.add_part(data)
        merger.repeat(merger.kids[:1])
        return merger.write({"Title": "kit"}, {"PrintScaling": "None"})

    monkeypatch.setattr(pdfmerge, "_READ", pdfmerge.OrderedDict())
    parsed = []
    real = pdfmerge._parse
    monkeypatch.setattr(pdfmerge, "_parse", lambda data: parsed.append(data) or real(data))
    first = merged()
    assert parsed == parts
    second = merged()  # both parts remembered: nothing parsed again
    assert second == first and parsed == parts
    monkeypatch.setattr(pdfmerge, "_READ", pdfmerge.OrderedDict())
    assert merged() == first  # the same as read afresh
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(first), strict=True)
    assert [p.extract_text().strip() for p in reader.pages] == [
        "Pierwsza część",
        "Druga część",
        "Pierwsza część",
        "Pierwsza część",
    ]


# ------------------------------------------------------------------ the canvas's shorter paths


@pytest.mark.parametrize("game_id", ["rynek", "przekret", "kolekcjonerzy", "art-society"])
def test_every_aid_on_a_sheet_prints_the_same_words(game_id):
    """Each side's cards are drawn once and shown on every sheet (draw_once): every card of a side, read
    inside its own trim, holds the same words as the first, on every sheet, and none is empty."""
    import pypdfium2 as pdfium

    from generator.build.render import render_component
    from generator.draw.kinds.aid_page import sheet_spec
    from generator.layout.imposition import back_position, plan_grid

    game, component = _component(game_id, "pomoc")
    options = BuildOptions()
    data = render_component(game, "pomoc", options)[0][0].data
    grid = plan_grid(sheet_spec(options.paper, options.margin, component.spec.per_sheet))
    assert len(grid.slots) == component.spec.per_sheet > 1
    doc = pdfium.PdfDocument(data)
    sides = 0
    for index in range(len(doc)):
        text = doc[index].get_textpage()
        side = text.get_text_range()
        if "· przód ·" not in side and "· tył ·" not in side:
            continue  # the guide's pages, not a sheet of cards
        mirrored = "· tył ·" in side
        cards = []
        for slot in grid.slots:
            x, y = back_position(slot, options.paper, "long") if mirrored else (slot.x, slot.y)
            cards.append(text.get_text_bounded(x, y, x + slot.width, y + slot.height).split())
        assert len(cards[0]) > 20 and all(words == cards[0] for words in cards), (index, mirrored)
        sides += 1
    assert sides >= 2  # a front and a back at least


def _pixels(data: bytes) -> list[bytes]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    return [doc[i].render(scale=60 / 72).to_pil().convert("RGB").tobytes() for i in range(len(doc))]


@pytest.mark.parametrize(
    "game, name",
    [
        ("kolekcjonerzy", "cennik"),
        ("kolekcjonerzy", "plan"),
        ("rynek", "rejestr-fabryki"),
        # (Art Society's score pad repeats no page: its two copies lie on the two sides of one sheet,
        # turned opposite ways so the sheet turns over like a book page, r14)
    ],
)
def test_repeated_sheets_are_shown_again_and_look_the_same(monkeypatch, game, name):
    """Copies of a form, a price list or a plan sheet: the first sheet is drawn, the others show it
    again; every page looks as it does with every sheet drawn."""
    from generator.build.render import render_component
    from generator.draw.pdf import PdfDocument

    game_, _ = _component(game, name)
    drawn = []
    real = PdfDocument.page

    def counted(self, key, draw):
        real(self, key, lambda: drawn.append(key) or draw())

    monkeypatch.setattr(PdfDocument, "page", counted)
    shown = render_component(game_, name, BuildOptions())[0][0]
    kept = len(drawn)

    def every(self, key, draw):
        drawn.append(key)
        draw()
        self.show_page()

    drawn.clear()
    monkeypatch.setattr(PdfDocument, "page", every)
    every_drawn = render_component(game_, name, BuildOptions())[0][0]
    assert shown.pages == every_drawn.pages
    assert _pixels(shown.data) == _pixels(every_drawn.data)
    assert kept < len(drawn)


def test_field_plans_worked_out_once_are_the_plans():
    from generator.draw.kinds.board.content import content_of, plan_field, property_index
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.pdf import resolved

    for game_id in ("kolekcjonerzy", "przekret", "rynek"):
        game, board = _component(game_id, "plansza")
        spec = resolved(board, game)
        properties = property_index(game)
        for f in layout(spec, game).fields:
            content = content_of(f, spec, properties)
            assert plan_field(content, f.w, f.h) == plan_field.__wrapped__(content, f.w, f.h)


def test_boards_with_facts_are_resolved_once_per_set_of_facts():
    from generator.draw.kinds.board import facts as board_facts

    game, board = _component("przekret", "plansza")
    first = board_facts.with_facts(board.spec, game.facts)
    assert board_facts.with_facts(board.spec, dict(game.facts)) is first  # remembered
    assert first == board_facts._with_facts(board.spec, game.facts)
    changed = {
        **game.facts,
        **{
            name: 777
            for name in game.facts
            if isinstance(game.facts[name], int) and not isinstance(game.facts[name], bool)
        },
    }
    other = board_facts.with_facts(board.spec, changed)
    assert other == board_facts._with_facts(board.spec, changed) != first  # a house rule reaches the board


def test_remembered_crop_marks_are_the_callers_own():
    from generator.layout.imposition import crop_marks, plan_grid

    spec = SheetSpec(piece_width=mm(63), piece_height=mm(88), paper=PAPERS["a4"], bleed=mm(2), margin=mm(5))
    grid = plan_grid(spec)
    marks = crop_marks(grid, spec, 5)
    expected = list(marks)
    marks.clear()  # a caller changing its list changes nobody else's
    assert crop_marks(grid, spec, 5) == expected and expected
    assert crop_marks(grid, spec, 9) != expected  # another count of pieces, other marks


def test_fitted_text_worked_out_once_is_the_fitted_text():
    from generator.draw.text import fit

    cases = [
        ("Dzierżawa po znajomości", SANS_BOLD, mm(w), s, 6, lines)
        for w in (20, 35, 60)
        for s in (7, 9, 12)
        for lines in (1, 2)
    ]
    for text, font, width, size, smallest, lines in cases * 2:  # the second round is remembered
        assert fit(text, font, width, max_size=size, min_size=smallest, max_lines=lines) == fit.__wrapped__(
            text, font, width, max_size=size, min_size=smallest, max_lines=lines
        )
    narrow = fit("Dzierżawa po znajomości", SANS_BOLD, mm(20), max_size=12, min_size=6, max_lines=2)
    wide = fit("Dzierżawa po znajomości", SANS_BOLD, mm(60), max_size=12, min_size=6, max_lines=2)
    assert narrow != wide
