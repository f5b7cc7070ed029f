"""Work the renderers no longer repeat (issue 18): a piece placed many times is drawn twice and then
repeated as the same content, byte for byte. Tested by outcome: the PDF with the reuse equals the
PDF drawn copy by copy, and the drawing functions really ran fewer times."""
from __future__ import annotations

import io
from collections import Counter

import pytest
from reportlab.lib import colors

from generator import replay, sheets
from generator.core import BuildOptions
from generator.fonts import SANS, SANS_BOLD
from generator.layout.imposition import PAPERS, SheetSpec
from generator.pdf import new_document
from generator.sheets import Piece, impose
from generator.units import mm

CALLS: Counter = Counter()


def _card(name: str, tint: colors.Color):
    """A drawing with text, translucent ink and a transform: what reportlab numbers per page."""
    def draw(c, w, h):
        CALLS[name] += 1
        c.setFillColor(colors.Color(tint.red, tint.green, tint.blue, alpha=0.4))
        c.rect(0, 0, w, h, stroke=0, fill=1)
        c.setFillColor(colors.black)
        c.setFont(SANS_BOLD, 12)
        c.drawCentredString(w / 2, h / 2, f"{name} żółć")
        c.saveState()
        c.translate(w / 2, mm(8))
        c.rotate(30)
        c.setFont(SANS, 7)
        c.drawString(0, 0, name)
        c.restoreState()
    return draw


def _pdf(pieces: list[Piece], use_replay: bool, monkeypatch, duplex: str = "long") -> bytes:
    monkeypatch.setattr(replay, "REPLAY", use_replay)
    doc = new_document(PAPERS["a4"], "test", duplex=duplex)
    spec = SheetSpec(piece_width=mm(63), piece_height=mm(88), paper=PAPERS["a4"], bleed=mm(2), margin=mm(5))
    impose(doc, pieces, spec, duplex=duplex, title="test")
    return doc.finish()


@pytest.mark.parametrize("duplex", ["long", "short", "none"])
def test_repeated_pieces_give_the_same_pdf_with_fewer_drawings(monkeypatch, duplex):
    back = _card("back", colors.blue)
    fronts = {name: _card(name, colour) for name, colour in (("A", colors.red), ("B", colors.green))}
    # 3 pages of 9: both fronts, each many times, on every page; one back for all
    deck = [Piece(mm(63), mm(88), fronts["A" if i % 3 else "B"], back) for i in range(27)]
    CALLS.clear()
    plain = _pdf(deck, False, monkeypatch, duplex)
    assert CALLS == {"A": 18, "B": 9, "back": 27}
    CALLS.clear()
    reused = _pdf(deck, True, monkeypatch, duplex)
    assert reused == plain
    # each drawing runs at most a few times per page (first use on a page numbers its transparency)
    assert CALLS["A"] <= 9 and CALLS["B"] <= 9 and CALLS["back"] <= 9


def test_pieces_of_the_same_size_keep_their_own_drawings(monkeypatch):
    """A reuse keyed on the size or the slot alone would print A's content where B belongs."""
    a, b, c = _card("A", colors.red), _card("B", colors.green), _card("C", colors.yellow)
    deck = [Piece(mm(63), mm(88), f) for f in (a, b, c) * 6]
    assert _pdf(deck, True, monkeypatch) == _pdf(deck, False, monkeypatch)
    assert _pdf(deck, True, monkeypatch) != _pdf([Piece(mm(63), mm(88), a)] * 18, True, monkeypatch)


def test_a_drawing_that_changes_between_calls_is_always_drawn(monkeypatch):
    count = [0]

    def numbered(c, w, h):
        count[0] += 1
        c.setFont(SANS, 10)
        c.drawString(mm(3), mm(3), f"karta {count[0]}")
    deck = [Piece(mm(63), mm(88), numbered)] * 12
    plain = _pdf(deck, False, monkeypatch)
    count[0] = 0
    assert _pdf(deck, True, monkeypatch) == plain
    assert count[0] == 12


def _component(game: str, name: str):
    from generator.build import BUNDLED_COMPONENTS, load_and_validate
    project, _ = load_and_validate(BUNDLED_COMPONENTS, [game])
    return project.games[game], project.games[game].components[name]


@pytest.mark.parametrize("game, name", [("rynek", "cards"), ("przekret", "losy"), ("art-society", "lollipops"),
                                        ("rynek", "factories"), ("art-society", "paintings"),
                                        ("kolekcjonerzy", "board"), ("przekret", "board"), ("rynek", "board")])
def test_bundled_decks_are_the_same_with_reuse(monkeypatch, game, name):
    from generator.build import render_component
    game_, _ = _component(game, name)
    monkeypatch.setattr(replay, "REPLAY", False)
    plain = [o.data for o in render_component(game_, name, BuildOptions())[0]]
    monkeypatch.setattr(replay, "REPLAY", True)
    assert [o.data for o in render_component(game_, name, BuildOptions())[0]] == plain


def test_paintings_sharing_a_back_show_what_their_own_back_shows():
    """Tiles with the same back key share one back drawing; each must equal the back drawn from
    the tile itself (a key missing something the back prints would fail here)."""
    from generator.games.art_society import painting_tiles as pt, painting_tiles_draw
    _, component = _component("art-society", "paintings")
    spec = component.spec
    tiles, pieces = pt.tiles(spec), pt.pieces(spec)
    assert len({id(p.back) for p in pieces}) < len(pieces)      # some backs are shared

    def content(draw, w, h) -> str:
        doc = new_document(PAPERS["a4"], "back")
        draw(doc.canvas, w, h)
        return "\n".join(doc.canvas._code)
    for tile, piece in zip(tiles, pieces):
        assert content(piece.back, piece.width, piece.height) == content(painting_tiles_draw._back(spec, tile), piece.width,
                                                                          piece.height), tile.label


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


def test_a_font_subset_is_compressed_once_and_each_file_keeps_its_own_text(monkeypatch):
    from reportlab.pdfbase import pdfdoc
    compressed = []
    real = pdfdoc.zlib.compress
    monkeypatch.setattr(pdfdoc.zlib, "compress", lambda data, *a: compressed.append(data) or real(data, *a))
    first = _text_pdf("Źrebię z żółtą grzywą 1")
    calls = len(compressed)
    again = _text_pdf("Źrebię z żółtą grzywą 1")
    assert again == first
    assert len(compressed) == calls       # the same page, font file and character map: none again
    other = _text_pdf("Ćma nad łąką 2")
    assert other != first
    assert _page_text(first) == "Źrebię z żółtą grzywą 1"
    assert _page_text(other) == "Ćma nad łąką 2"      # its own subset, not the remembered one


def test_remembered_results_are_bounded():
    from generator.pdffast import _Remembered
    made = []
    twice = _Remembered(lambda x: made.append(x) or x * 2, limit=2)
    assert [twice(1), twice(2), twice(1), twice(3), twice(2)] == [2, 4, 2, 6, 4]
    assert made == [1, 2, 3, 2]       # 1 remembered; 2 was the oldest when 3 came, so made again


def test_painting_packing_remembers_rows_and_packs_the_same(monkeypatch):
    from generator.games.art_society import packing
    sizes = [(3, 1), (2, 2), (3, 2), (1, 3), (2, 3), (4, 2), (3, 3), (2, 1), (3, 1), (2, 2)] * 6
    calls = []
    real_row, real_strips = packing._best_row, packing._strips
    monkeypatch.setattr(packing, "_best_row", lambda c, cols: calls.append(1) or real_row(c, cols))
    remembered = packing.pack(sizes, 7, 10)
    with_memory = len(calls)
    calls.clear()
    monkeypatch.setattr(packing, "_strips", lambda *args: real_strips(*args[:4]))    # nothing remembered
    assert packing.pack(sizes, 7, 10) == remembered
    assert with_memory < len(calls)


def test_equal_frames_are_drawn_once_and_read_the_same(monkeypatch):
    from generator.games.art_society.paintings import frames
    drawn = []
    real = frames._draw_frame
    monkeypatch.setattr(frames, "_draw_frame", lambda *args: drawn.append(args[1:]) or real(*args))

    def page(use_replay: bool) -> bytes:
        monkeypatch.setattr(replay, "REPLAY", use_replay)
        doc = new_document(PAPERS["a4"], "frames")
        for i in range(3):
            for frame, size in (("zlota", (mm(50), mm(75))), ("drewniana", (mm(75), mm(50))),
                                ("zlota", (mm(75), mm(50)))):
                doc.canvas.saveState()
                doc.canvas.translate(mm(10) + i * mm(60), mm(20) + size[1] * 2)
                frames.draw_frame(doc.canvas, mm(2), mm(2), *size, frame, mm(4))
                doc.canvas.restoreState()
        doc.show_page()
        return doc.finish()
    plain = page(False)
    assert len(drawn) == 9
    drawn.clear()
    assert page(True) == plain
    assert len(drawn) == 3        # each frame once: its copies are the same content


@pytest.mark.parametrize("numbers", [[], [500], list(range(10)), list(range(11)), [244, 531.5, 0, 1000] * 64,
                                     list(range(1, 257))])
def test_font_widths_read_as_reportlab_writes_them(numbers):
    from reportlab.pdfbase import pdfdoc
    from generator.pdffast import _Widths
    assert _Widths(numbers).format(None) == pdfdoc.PDFArray(numbers).format(None)


# ------------------------------------------------------------------ merging: each part read once

def test_a_part_merged_again_is_read_once_and_merges_the_same(monkeypatch):
    from generator import pdfmerge
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
    second = merged()                              # both parts remembered: nothing parsed again
    assert second == first and parsed == parts
    monkeypatch.setattr(pdfmerge, "_READ", pdfmerge.OrderedDict())
    assert merged() == first                       # the same as read afresh
    from pypdf import PdfReader
    reader = PdfReader(io.BytesIO(first), strict=True)
    assert [p.extract_text().strip() for p in reader.pages] == ["Pierwsza część", "Druga część", "Pierwsza część",
                                                        "Pierwsza część"]


# ------------------------------------------------------------------ the canvas's shorter paths

def _both_canvases():
    from reportlab.pdfgen.canvas import Canvas
    from generator.pdf import _Canvas
    return [cls(io.BytesIO(), pagesize=(600, 800), invariant=1) for cls in (Canvas, _Canvas)]


def test_shorter_paths_write_what_reportlab_writes():
    import random
    rng = random.Random(18)
    canvases = _both_canvases()
    inks = [colors.Color(0.2, 0.4, 0.6), colors.Color(0.1, 0.2, 0.3, alpha=0.35), colors.HexColor("#b3261e"),
            colors.CMYKColor(0.1, 0.5, 0, 0.2), (0.3, 0.3, 0.3), "red", colors.Color(1, 1, 1, alpha=0)]
    for _ in range(300):
        x1, y1, x2, y2 = (rng.uniform(-50, 650) for _ in range(4))
        ink, alpha = rng.choice(inks), rng.choice([None, None, 0.5, 1, 0])
        stroke, fill = rng.choice([(0, 1), (1, 0), (1, 1)])
        new_page = rng.random() < 0.1
        for c in canvases:
            c.setFillColor(ink, alpha)
            c.setStrokeColor(ink, alpha)
            c.ellipse(x1, y1, x2, y2, stroke=stroke, fill=fill)
            c.circle(x1, y2, abs(x2 - x1) / 3, stroke=stroke, fill=fill)
            if new_page:
                c.showPage()
    plain, short = canvases
    assert short._code == plain._code
    assert short._doc._pdfVersion == plain._doc._pdfVersion
    assert plain.getpdfdata() == short.getpdfdata()


def test_shorter_paths_refuse_what_reportlab_refuses():
    for c in _both_canvases():
        with pytest.raises(ValueError, match="setFillAlpha invalid value 1.5"):
            c.setFillColor(colors.red, 1.5)
        with pytest.raises(ValueError, match="setStrokeAlpha invalid value -1"):
            c.setStrokeColor(colors.red, -1)


def test_pdf_text_encoding_is_reportlabs():
    import codecs
    from reportlab.pdfbase import pdfdoc
    import generator.pdffast  # noqa: F401  (installs the shorter paths)
    assert pdfdoc.pdfdocEnc is not None and pdfdoc.pdfdocEnc.__name__ == "_pdfdoc_bytes"
    samples = [chr(i) for i in range(0x2ff)] + ["0 0 1 rg\nBT /F1+0 12 Tf (Zr\\363b) Tj ET", "Żółć (ręka)", "", "x" * 5000]
    for text in samples:
        try:
            expected = codecs.encode(text, "extpdfdoc")
        except UnicodeEncodeError as error:
            with pytest.raises(UnicodeEncodeError):
                pdfdoc.pdfdocEnc(text)
            assert "\x18" <= text <= "\x1f" or not text.isascii(), error
            continue
        assert pdfdoc.pdfdocEnc(text) == expected, repr(text)
    assert pdfdoc.pdfdocEnc(b"as is") == b"as is"


def test_pdf_names_are_reportlabs():
    from reportlab.pdfbase import pdfdoc
    from generator.pdffast import _PDFNAME
    assert pdfdoc.PDFName.__name__ == "_pdf_name"
    for name in ["Type", "F1+0", "gRLs0", "Font Name", "a#b", "(x)", "Żółw", "", "FormXob.bead_1.2_ab"]:
        assert pdfdoc.PDFName(name) == pdfdoc.PDFName(name) == _PDFNAME(name)
    assert pdfdoc.PDFName("a b", "!", "~") == _PDFNAME("a b", "!", "~")


def test_player_aid_halves_lay_out_once_and_print_the_same(monkeypatch):
    from generator.build import render_component
    from generator.kinds import player_aid_draw as player_aid
    game, _ = _component("rynek", "pomoc")
    wraps = []
    real = player_aid._Wrapped.__call__

    def counted(self, width, height):
        wraps.append(1)
        before = len(self.sizes)
        result = real(self, width, height)
        if len(self.sizes) == before:
            wraps.pop()                    # answered from the first half: no layout
        return result
    monkeypatch.setattr(player_aid._Wrapped, "__call__", counted)
    reused = render_component(game, "pomoc", BuildOptions())[0][0].data
    laid_out = len(wraps)
    monkeypatch.setattr(player_aid._Wrapped, "__call__", lambda self, w, h: wraps.append(1) or self.wrap(w, h))
    wraps.clear()
    assert render_component(game, "pomoc", BuildOptions())[0][0].data == reused
    assert laid_out < len(wraps)


def test_the_typesetters_paragraphs_are_laid_out_by_width_alone_in_the_aid():
    """The second half of an aid's sheet asks the typesetter's paragraphs (rulebook/paragraphs.py) for
    the size the first half worked out at that width, as it does reportlab's own."""
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph as PlainParagraph
    from generator.kinds import player_aid_draw
    from generator.rulebook.paragraphs import Paragraph
    for kind in (Paragraph, PlainParagraph):
        wrapped = player_aid_draw._Wrapped(kind("Pomoc gracza", ParagraphStyle("body")))
        assert wrapped.width_only
        assert wrapped(100.0, 50.0) == wrapped(100.0, 49.999999) and len(wrapped.sizes) == 1


@pytest.mark.parametrize("game, name", [("kolekcjonerzy", "cennik"), ("kolekcjonerzy", "plan"),
                                        ("rynek", "karta-fabryki"),
                                        ("art-society", "score-pad")])
def test_repeated_sheets_are_shown_again_and_read_the_same(monkeypatch, game, name):
    """Copies of a form, a price list or a plan sheet: the first sheet is drawn, the others are its
    content shown again; the file equals the one with every sheet drawn."""
    from generator.build import render_component
    from generator.pdf import PdfDocument
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
    assert shown.data == every_drawn.data and shown.pages == every_drawn.pages
    assert kept < len(drawn)


def test_a_stand_in_canvas_always_draws(monkeypatch):
    """A rulebook figure draws on a stand-in that leaves out text by where it lands: the same
    drawing at another place may differ, so nothing is repeated there."""
    from generator.rulebook.drawings import CroppedCanvas
    doc = new_document(PAPERS["a4"], "figure")
    figure = CroppedCanvas(doc.canvas, 0, 0, mm(100), mm(100))
    drawn = []
    for x in (mm(10), mm(150), mm(10)):
        figure.saveState()
        figure.translate(x, mm(20))
        replay.repeat(figure, "label", lambda: drawn.append(1) or figure.drawString(0, 0, "Ala"), pure=True)
        figure.restoreState()
    assert len(drawn) == 3
    assert sum(line.count("(Ala) Tj") for line in doc.canvas._code) == 2     # the one outside the crop left out


def test_a_rulebook_with_board_figures_is_the_same_with_reuse(monkeypatch):
    from generator.build import render, BUNDLED_COMPONENTS, load_and_validate
    project, _ = load_and_validate(BUNDLED_COMPONENTS, ["kolekcjonerzy"])
    monkeypatch.setattr(replay, "REPLAY", False)
    plain = [o.data for o in render(project, BuildOptions(), ["rulebook"])]
    monkeypatch.setattr(replay, "REPLAY", True)
    assert [o.data for o in render(project, BuildOptions(), ["rulebook"])] == plain


def test_field_plans_worked_out_once_are_the_plans():
    from generator.kinds.board.content import content_of, plan_field, property_index
    from generator.kinds.board.geometry import layout
    from generator.kinds.board.pdf import resolved
    for game_id in ("kolekcjonerzy", "przekret", "rynek"):
        game, board = _component(game_id, "board")
        spec = resolved(board, game)
        properties = property_index(game)
        for f in layout(spec, game).fields:
            content = content_of(f, spec, properties)
            assert plan_field(content, f.w, f.h) == plan_field.__wrapped__(content, f.w, f.h)


def test_boards_with_facts_are_resolved_once_per_set_of_facts():
    from generator.kinds.board import facts as board_facts
    game, board = _component("przekret", "board")
    first = board_facts.with_facts(board.spec, game.facts)
    assert board_facts.with_facts(board.spec, dict(game.facts)) is first          # remembered
    assert first == board_facts._with_facts(board.spec, game.facts)
    changed = {**game.facts, **{name: 777 for name in game.facts if isinstance(game.facts[name], int)
                               and not isinstance(game.facts[name], bool)}}
    other = board_facts.with_facts(board.spec, changed)
    assert other == board_facts._with_facts(board.spec, changed) != first          # a house rule reaches the board


def test_a_repeated_drawing_leaves_the_state_its_drawing_left(monkeypatch):
    """What comes after a repeated drawing (text in the font it set, ink it chose, translucency it
    set; a drawing that moves the origin is never repeated) reads as after the drawing itself."""
    def page(use_replay: bool) -> bytes:
        monkeypatch.setattr(replay, "REPLAY", use_replay)
        doc = new_document(PAPERS["a4"], "state")
        c = doc.canvas

        def sets_state():
            c.setFont(SANS_BOLD, 9)
            c.setFillColor(colors.Color(0.1, 0.5, 0.2, alpha=0.5))
            c.rect(0, 0, 10, 10, stroke=0, fill=1)

        def moves():
            c.translate(mm(1), mm(1))
            c.rect(0, 0, 5, 5, stroke=1, fill=0)
        for i in range(4):
            c.setFont(SANS, 12)               # the same state before each: the drawing repeats
            c.setFillColor(colors.black)
            replay.repeat(c, "sets", sets_state, pure=True)
            c.drawString(mm(20), mm(20 + 10 * i), "tekst po rysunku")
            c.setFillAlpha(0.5)
            c.rect(mm(30), mm(20 + 10 * i), 5, 5, stroke=0, fill=1)
            replay.repeat(c, "moves", moves, pure=True)
            c.setFillColor(colors.black)
            c.drawString(0, 0, "po przesunięciu")
        doc.show_page()
        return doc.finish()
    assert page(True) == page(False)


def test_remembered_crop_marks_are_the_callers_own():
    from generator.layout.imposition import crop_marks, plan_grid
    spec = SheetSpec(piece_width=mm(63), piece_height=mm(88), paper=PAPERS["a4"], bleed=mm(2), margin=mm(5))
    grid = plan_grid(spec)
    marks = crop_marks(grid, spec, 5)
    expected = list(marks)
    marks.clear()                                  # a caller changing its list changes nobody else's
    assert crop_marks(grid, spec, 5) == expected and expected
    assert crop_marks(grid, spec, 9) != expected   # another count of pieces, other marks


def test_fitted_text_worked_out_once_is_the_fitted_text():
    from generator.text import fit
    cases = [("Dzierżawa po znajomości", SANS_BOLD, mm(w), s, 6, lines)
             for w in (20, 35, 60) for s in (7, 9, 12) for lines in (1, 2)]
    for text, font, width, size, smallest, lines in cases * 2:       # the second round is remembered
        assert fit(text, font, width, max_size=size, min_size=smallest, max_lines=lines) == \
            fit.__wrapped__(text, font, width, max_size=size, min_size=smallest, max_lines=lines)
    narrow = fit("Dzierżawa po znajomości", SANS_BOLD, mm(20), max_size=12, min_size=6, max_lines=2)
    wide = fit("Dzierżawa po znajomości", SANS_BOLD, mm(60), max_size=12, min_size=6, max_lines=2)
    assert narrow != wide


def test_texts_cut_into_subsets_once_per_document_read_the_same(monkeypatch):
    """Two documents drawn side by side, each text several times among new characters: with the
    cuts remembered per document, each file is the file drawn with reportlab's own cutting."""
    from reportlab.pdfbase import pdfmetrics

    def pair() -> tuple[bytes, bytes]:
        docs = [new_document(PAPERS["a4"], "a"), new_document(PAPERS["a4"], "b")]
        words = ["Kolekcjonerzy", "żółw", "Ćma", "Kolekcjonerzy", "źdźbło", "żółw", "ŁĄKA", "Ćma"]
        for i, (word, other) in enumerate(zip(words * 2, (words * 2)[::-1])):
            for doc, text in zip(docs, (word, other)):       # the same words, met in another order
                doc.canvas.setFont(SANS, 10)
                doc.canvas.drawString(mm(10), mm(280 - 8 * i), text)
        for doc in docs:
            doc.show_page()
        return tuple(doc.finish() for doc in docs)
    remembered = pair()
    font = pdfmetrics.getFont(SANS)
    monkeypatch.setattr(font, "splitString", font.splitString.__wrapped__)
    assert pair() == remembered
