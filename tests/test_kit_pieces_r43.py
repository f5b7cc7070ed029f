"""r43 kit reviews, Kolekcjonerzy's pieces and the job's numbers, as arithmetic where they are arithmetic:

- K minor 3, R minor 6: a form its part draws turned on its sheet gives the job its own foot line's end and turn
  (Output.folios): the job sets its locator there, turned with it (folios.folio_places).
- K minor 2: a plain job whose cover another job prints says its stock, sides and scale before its locator
  (folios.job_ticket); another job says nothing more.
- K minor 7: a board field's number that reads as another upside down (6, 9) is underlined, as the pawns' are.
- K minor 8: pawn 12 (teal) and 11 (grey) shared checks, ΔE2000 21.3 for deuteranopes: two pawns sharing a pattern
  stay SHARED_APART apart in every vision, and 12's pattern is its own.
- K minor 9: the spare blots say „zapas” (the kit's spare mark), the game's blots nothing.
- K minor 10: the 9–12-player trade counter's boxes each hold a token, the arbiter slides a marker along them; the
  boxes and „→ koniec handlu” fit the counter's room beside the player-count table."""

from __future__ import annotations

import itertools

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.build.folios import folio_places, job_ticket
from generator.build.job import Job, JobPart
from generator.draw.fonts import SANS_BOLD, text_width
from generator.draw.kinds.board.content import TextOp
from generator.draw.kinds.board.draw import _text_op
from generator.draw.kinds.tokens import cut_across, resolved
from generator.draw.kinds.tokens_draw import SPARE_MARK
from generator.draw.layout_fonts import register_fonts
from generator.draw.text import Fitted
from generator.games.kolekcjonerzy.arbiter_draw import ARROW, TRADE_BOX, TRADE_GAP, TRADE_SIDE, TRADE_SIZE
from generator.games.kolekcjonerzy.exhibit_tiles import spare_pieces
from generator.model.core import Output
from generator.model.units import mm
from generator.validate.colour_check import VISIONS, delta_e

from .conftest import validated_game
from .pdfcheck import front_pdf, page_texts

SHARED_APART = 25.0  # ΔE2000 in every vision between two of Kolekcjonerzy's pawns that share a pattern


def _form_job(folios: list | None) -> tuple[Job, dict[str, Output]]:
    part = JobPart(file="rejestr.pdf", component="rejestr", title="Rejestr", copies=2, first=1, last=2, sheets=1)
    job = Job(game="g", stock="paper", sides="long", parts=(part,), number=1)
    output = Output(game="g", component="rejestr", kind="form", filename="rejestr.pdf", data=b"", pages=2)
    output.folios = folios
    return job, {"rejestr.pdf": output}


def test_a_turned_form_s_locator_stands_at_its_own_foot_line_s_end_turned_with_it():
    a4 = (mm(210), mm(297))
    job, outputs = _form_job([[mm(200), mm(277), 90], [mm(10), mm(20), -90]])
    places = folio_places(job, outputs, [a4] * (job.cover_pages + 4), mm(5))
    form = places[job.cover_pages :]
    assert [p[3] for p in form] == [90, -90, 90, -90]  # each copy's front and back as its part draws it
    assert [p[:2] for p in form[:2]] == [(mm(200), mm(277)), (mm(10), mm(20))]
    job, outputs = _form_job(None)  # a form drawn upright: at the page's foot, right, upright
    upright = folio_places(job, outputs, [a4] * (job.cover_pages + 4), mm(5))[job.cover_pages :]
    assert {(round(p[0], 3), p[3]) for p in upright} == {(round(mm(190), 3), 0)}


def test_a_job_whose_cover_another_prints_says_its_stock_sides_and_scale():
    carried = Job(game="g", stock="paper", sides="one", parts=(), number=2, cover_carried=True)
    assert job_ticket(carried) == "zwykły papier 80–120 g/m² · jednostronnie · skala 100%"
    assert job_ticket(Job(game="g", stock="paper", sides="long", parts=(), number=1)) == ""
    assert job_ticket(Job(game="g", stock="card", sides="long", parts=(), number=3, cover_carried=True)) == ""


class _Recorder:
    """The canvas calls a field's text draws: its words and the bars under them."""

    def __init__(self) -> None:
        self.words: list[tuple[float, float, str]] = []
        self.bars: list[tuple[float, float, float, float]] = []

    def setFillColor(self, colour) -> None:  # noqa: N802  (reportlab's names)
        pass

    def setFont(self, font, size) -> None:  # noqa: N802
        pass

    def drawCentredString(self, x, y, text) -> None:  # noqa: N802
        self.words.append((x, y, text))

    def stringWidth(self, text, font, size) -> float:  # noqa: N802
        return text_width(text, font, size)

    def rect(self, x, y, w, h, stroke=1, fill=0) -> None:
        self.bars.append((x, y, w, h))


@pytest.mark.parametrize(("number", "underlined"), [("6", True), ("9", True), ("8", False), ("10", False)])
def test_a_board_field_s_number_that_reads_otherwise_turned_is_underlined(number, underlined):
    register_fonts()
    c = _Recorder()
    size = 35.0
    _text_op(c, TextOp(SANS_BOLD, Fitted(size, (number,)), mm(10), "#000000", 1.15), mm(30))
    assert c.words == [(mm(15), mm(10), number)]
    assert bool(c.bars) == underlined
    for x, y, w, h in c.bars:  # under the number, centred, within its width
        assert y + h < mm(10) and abs(x + w / 2 - mm(15)) < 0.01 and w < text_width(number, SANS_BOLD, size)


def test_pawns_sharing_a_pattern_are_far_apart_in_every_vision_and_12_has_its_own():
    pawns = validated_game("kolekcjonerzy").one("standees").spec.pawns
    close = [
        (a.mark, b.mark, v, round(delta_e(a.color, b.color, v), 1))
        for a, b in itertools.combinations(pawns, 2)
        for v in VISIONS
        if a.pattern == b.pattern and delta_e(a.color, b.color, v) < SHARED_APART
    ]
    assert close == []
    twelve = next(p for p in pawns if p.mark == "12")
    assert [p.mark for p in pawns if p.pattern == twelve.pattern] == ["12"]


def test_the_spare_blots_say_zapas_and_the_game_s_do_not(tmp_path):
    register_fonts()
    game = validated_game("kolekcjonerzy")
    spec = game.one("exhibit-tiles").spec
    spares = spare_pieces(spec, 6)
    blots = [p for p in spares if p.label.startswith("kleks")]
    blanks = [p for p in spares if not p.label.startswith("kleks")]
    assert len(blots) == 3 and len(blanks) == 3
    for n, piece in enumerate(blots):
        assert page_texts(front_pdf(piece, tmp_path / f"spare{n}.pdf"))[0].split() == [SPARE_MARK], piece.label
    for n, piece in enumerate(blanks):  # written on in pencil, a blank exhibit is any exhibit (r15): no mark
        assert page_texts(front_pdf(piece, tmp_path / f"blank{n}.pdf"))[0].split() == [], piece.label


def test_the_trade_counter_s_boxes_hold_a_token_and_fit_beside_the_table():
    register_fonts()
    game = validated_game("kolekcjonerzy")
    tokens = game.one("tokens").spec
    widest = max(cut_across(*resolved(tokens, v)) for v in tokens.variants)
    assert TRADE_BOX >= widest + mm(0.5), (TRADE_BOX / mm(1), widest / mm(1))
    per_turn = game.facts["proposals-per-turn"]
    row = per_turn * (TRADE_BOX + TRADE_GAP) + mm(1) + text_width(f"{ARROW} koniec handlu", SANS_BOLD, TRADE_SIZE)
    assert row <= TRADE_SIDE - mm(4), row / mm(1)
