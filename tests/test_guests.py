"""Small pieces that share a host's sheets (kinds/guest_pieces.py): pawns printed on the free room of the
sheets of Rynek's machines and walls, of Przekręt's upgrade tokens and of Kolekcjonerzy's tokens,
measured on the bundled kit."""

from __future__ import annotations

import json

import pytest

from generator.draw.kinds.guest_pieces import with_count
from generator.layout.bands import plan_bands, plan_bands_turning
from generator.layout.imposition import PAPERS
from generator.model.units import mm

from .conftest import game_findings, line_of, replace_in
from .pdfcheck import cover_texts, job_path, page_texts


def test_a_guest_s_count_joins_its_own_parenthesis():
    assert with_count("pionki", 6) == "pionki (6 szt.)"
    assert with_count("kostka (można grać zwykłą)", 1) == "kostka (można grać zwykłą; 1 szt.)"


def test_a_guest_that_fits_only_turned_lies_turned():
    """Eighteen 36 mm squares and eighteen 30 × 16 mm strips leave 79 mm of an A4 sheet: six 20 × 78 mm
    strips do not fit upright (a second sheet) but fit turned, three rows of two."""
    items = [(mm(36), mm(36), 18), (mm(30), mm(16), 18), (mm(20), mm(78), 6)]
    upright = plan_bands(items, PAPERS["a4"], mm(5), mm(2))
    pages, turned = plan_bands_turning(items, {2}, PAPERS["a4"], mm(5), mm(2))
    assert len(upright) == 2 and len(pages) == 1 and turned == {2}
    assert [(b.cols, b.rows) for b in pages[0]][-1] == (2, 3)


def test_a_guest_that_fits_upright_stays_upright():
    pages, turned = plan_bands_turning([(mm(16), mm(16), 20), (mm(20), mm(78), 6)], {1}, PAPERS["a4"], mm(5), mm(2))
    assert len(pages) == 1 and turned == set()


def test_a_turn_that_would_leave_pieces_out_is_not_taken():
    """A strip longer than the sheet is wide cannot lie turned: planned upright, every piece placed."""
    pages, turned = plan_bands_turning([(mm(20), mm(250), 3)], {0}, PAPERS["a4"], mm(5), mm(2))
    assert turned == set() and sum(b.count for page in pages for b in page) == 3


def test_pawns_print_on_their_hosts_sheets_and_leave_the_jobs(bundled_kit):
    manifest = {e["path"]: e for e in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))}
    for game, host, guest, label, saves in (
        ("rynek", "fabryki.pdf", "pionki.pdf", "PIONKI GRACZY · 6 SZT.", 1),
        ("przekret", "zetony.pdf", "pionki.pdf", "PIONKI · 6 SZT.", 2),  # the pawns' sheet and the die's
        ("kolekcjonerzy", "zetony.pdf", "pionki.pdf", "PIONKI GRACZY · 12 SZT.", 1),  # the token sheet's free room
    ):
        assert any(label in text for text in page_texts(bundled_kit / game / host)), game
        jobs = [e for e in manifest.values() if e["game"] == game and e["kind"] == "print-job"]
        parts = [(p["path"], p["first"], p["last"]) for job in jobs for p in job["parts"]]
        pawns = [part for part in parts if part[0] == f"{game}/{guest}"]
        assert pawns == [], game  # not even its guide page: how to fold them is on the host's job cover
        host_job = next(j for j in jobs if any(p["path"] == f"{game}/{host}" for p in j["parts"]))
        cover = " ".join(cover_texts(bundled_kit / host_job["path"])[0].split())
        # the cover counts the pawns; how to fold them is said once, in the rulebook's print chapter (r32 guides:
        # „Cięcie i składanie”), the fold words opening a sentence after the line language („… to zgięcie. Zegnij …”)
        assert "pionków do złożenia" in cover, game
        # a word broken at a line's end reads whole (pdfium marks the break U+FFFE: K's „zgię-cie” since r36)
        book = " ".join(" ".join(page_texts(bundled_kit / game / "zasady.pdf")).replace("\ufffe ", "").split())
        book = book.replace("\ufffe", "")
        assert "to zgięcie. Zegnij pasek w połowie" in book, game
        assert host_job.get("saves", 0) == saves, game  # the sheets the guests would take alone


def test_a_guest_must_be_a_component_with_pieces_of_the_same_stock(components):
    tokens = components / "przekret" / "zetony.yaml"
    replace_in(tokens, "guests: [pionki, kostka]", "guests: [pionki, pionek, zasady, pionki]")
    where = f"{tokens}:{line_of(tokens, 'guests:')}"
    found = [f for f in game_findings(components / "przekret") if "[guests." in f]
    assert found == [
        f"{where}:18: error: guest 'pionek' is not a component of this game; expected one of: banknoty, dzierzawy, "
        "kostka, losy, pionki, posesje [guests.unknown]",
        f"{where}:26: error: guest 'zasady' (rulebook) has no pieces to print [guests.no-pieces]",
        f"{where}:34: error: guest 'pionki' is named twice or is this component itself [guests.invalid]",
    ]


def test_paper_tokens_cannot_host_pawns_on_card(components):
    tokens = components / "przekret" / "zetony.yaml"
    replace_in(tokens, "stock: card", "stock: paper")
    found = [f for f in game_findings(components / "przekret") if "[guests." in f]
    assert found == [
        f"{tokens}:{line_of(tokens, 'guests:')}:10: error: guest 'pionki' is printed on "
        "card, this component on paper; expected the same stock [guests.stock]",
        f"{tokens}:{line_of(tokens, 'guests:')}:18: error: guest 'kostka' is printed on "
        "card, this component on paper; expected the same stock [guests.stock]",
    ]


def test_przekret_s_die_folds_up_from_the_token_sheet(bundled_kit):
    """The game needs one die (rulebook): its net and a spare (r21 kit minor 8: the die's band was
    half empty) print on the free room of the last token sheet, beside the pawns, and take no sheet of
    their own; the sheet, the job's cover and the rulebook's
    print table name it with the same words, a name without a rule in it (r18 minor 10: „Kostka
    (można grać zwykłą)” in a component title); that an ordinary die works is said in the die's guide."""
    fronts = page_texts(bundled_kit / "przekret" / "zetony.pdf")
    assert sum("KOSTKA · 2 SZT." in text for text in fronts) == 1
    assert not any("MOŻNA GRAĆ" in text for text in fronts)
    heading = "Żetony ulepszeń, szpitala, pionki i kostka"
    cover = " ".join(cover_texts(job_path(bundled_kit, "przekret", "card", "one"))[0].split())
    assert heading in cover and "2 kostki do złożenia" in cover  # the die's own line, once
    rulebook = " ".join(" ".join(page_texts(bundled_kit / "przekret" / "zasady.pdf")).split())
    assert "2 siatki kostki do wycięcia i sklejenia" in rulebook and "druga to zapas" in rulebook
    assert heading in rulebook
    assert "(można grać zwykłą)" not in cover + rulebook
    die = " ".join(page_texts(bundled_kit / "przekret" / "kostka.pdf")[0].split())
    assert "można grać zwykłą kostką" in die


def test_przekret_s_token_sheet_says_which_coins_may_replace_the_tokens(bundled_kit):
    """The cover and the sheet itself (a cut-out sheet travels without its cover) both say it."""
    guide, sheet = page_texts(bundled_kit / "przekret" / "zetony.pdf")
    guide = " ".join(guide.split())
    assert "48 × pokój „P”: kwadrat 14 mm, krążek 11,3 mm, jednostronne (albo moneta 1 gr)" in guide
    assert "24 × apartament „A”: kwadrat 20 mm, krążek 17,3 mm, jednostronne (albo moneta 5 gr)" in guide
    assert "POKÓJ · 48 SZT. (ALBO MONETA 1 GR)" in sheet and "APARTAMENT · 24 SZT. (ALBO MONETA 5 GR)" in sheet


def test_przekret_s_small_tokens_are_sized_for_fingers_on_one_sheet(bundled_kit):
    """Rooms and hospital tokens 14 mm (were 12: tedious to cut, "POKÓJ" 1 mm from its ring), with the
    apartments, the pawns and the die still on one sheet; printed one-sided (the pawns and the die have
    no backs, so a two-sided sheet would leave half its back blank)."""
    from generator.model.findings import Findings
    from generator.model.units import to_mm
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    spec = load_project(COMPONENTS, ["przekret"], Findings()).games["przekret"].components["zetony"].spec
    assert {v.name: round(to_mm(v.size)) for v in spec.variants} == {"pokój": 14, "apartament": 20, "szpital": 14}
    texts = page_texts(bundled_kit / "przekret" / "zetony.pdf")
    assert len(texts) == 2  # the guide page and one sheet
    assert "jednostronne" in texts[0] and "dwustronne" not in texts[0]


def test_gutters_keep_each_piece_s_own_bleed_and_marks_for_both_edges():
    """A band with gutters: pieces `gap` apart, each bleeding half the gap (at most the bleed) towards
    its neighbour, a crop mark on each edge of the gap (kit review r14, R major 1)."""
    from generator.layout.bands import band_marks, place_bands

    paper = PAPERS["a4"]
    strip = (mm(78), mm(21), 6, mm(6), 0.0)  # Rynek's pawn strips, turned, a 6 mm gutter between columns
    [[band]] = plan_bands([strip], paper, mm(5), mm(2))
    assert (band.cols, band.gap, band.row_gap) == (2, mm(6), 0.0)
    [placed] = place_bands([band], paper, mm(5), mm(2))
    left, right = sorted({s.x for s in placed.slots})
    assert right - (left + mm(78)) == pytest.approx(mm(6))
    for s in placed.slots:
        inner = s.bleed_right if s.x == left else s.bleed_left
        assert inner == pytest.approx(mm(2))  # its own, not shared
        assert s.bleed_top == s.bleed_bottom == 0 or s.row in (0, 2)  # butted down the column
    xs = {round(m.x1, 3) for m in band_marks(placed, paper, mm(5), mm(2)) if m.x1 == m.x2}
    assert {round(left + mm(78), 3), round(right, 3)} <= xs


def test_pawns_of_every_game_lie_a_gutter_apart_on_their_host_s_sheet():
    """The pawn strips (pieces told apart by their labels) lie on their host's sheet with a gutter
    between their columns, each strip its own bleed, as the host's renderer plans it: Kolekcjonerzy's
    and Przekręt's token sheets, Rynek's machines sheet (the sheet counts stay: test_print_plan).
    Every game's strips lie at least 2 mm apart down the sheet too, 1 mm of each one's own colour past
    its cut (kit review r15, K minor 7; r22, P minor 1; r27, R minor 8: Rynek's were butted there), and
    their column cuts, the strips' ends, are marked above and below the band, GUTTER_MARK_MIN at least
    (r27, P minor 2: Przekręt's had no mark at the strips' ends)."""
    from generator.draw.kinds.guest_pieces import GUTTER_MARK_MIN, NARROW_GUTTER, guest_groups, plan_with_guests
    from generator.draw.kinds.tokens_draw import _grouping, pieces_of
    from generator.games.rynek.factory_boards_draw import pieces as factory_pieces
    from generator.layout.bands import band_marks, place_bands
    from generator.model.core import BuildOptions
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    options = BuildOptions()
    games = load_project(COMPONENTS, ["kolekcjonerzy", "przekret", "rynek"], Findings()).games
    for game_id, host in (("kolekcjonerzy", "zetony"), ("przekret", "zetony"), ("rynek", "fabryki")):
        game = games[game_id]
        spec = game.components[host].spec
        guests = guest_groups(game.components[host], game)
        if game_id == "rynek":
            own = [group for group in factory_pieces(spec, game)[1:] if group]
        else:
            own = [[p for v in vs for p in pieces_of(spec, v)] for _, vs in _grouping(spec, guests, options)]
        pages, by_group = plan_with_guests(own, guests, options, spec.bleed)
        pawns = [
            b for page in pages for b in page if b.group >= len(own) and len({p.label for p in by_group[b.group]}) > 1
        ]
        assert pawns and all(b.gap >= 2 * spec.bleed - 1e-6 and b.cols > 1 for b in pawns), (game_id, pawns)
        assert all(b.row_gap >= NARROW_GUTTER - 1e-6 for b in pawns), (game_id, pawns)
        for page in pages:
            for placed in place_bands(page, options.paper, options.margin, spec.bleed, named=True):
                if placed.band in pawns:
                    top = max(s.y + s.height for s in placed.slots)
                    ends = [m for m in band_marks(placed, options.paper, options.margin, spec.bleed) if m.x1 == m.x2]
                    assert {min(m.y1, m.y2) >= top for m in ends} == {True, False}, (game_id, ends)
                    assert all(abs(m.y2 - m.y1) >= GUTTER_MARK_MIN - 1e-6 for m in ends), (game_id, ends)


def test_rynek_s_factory_boards_have_a_white_gutter_between_them(bundled_kit):
    """Rendered: the line half-way between the two boards of a factory sheet is white paper across the
    boards' width (each board's 2 mm bleed stops 4 mm short of it), not orange against beige."""
    import numpy as np
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(job_path(bundled_kit, "rynek", "card", "one")))
    try:
        for index in (0, 1, 2):  # pp. 1–3 (the board's sheets are in the 160–200 g/m² job): two boards each
            image = np.asarray(pdf[index].render(scale=100 / 72).to_pil().convert("L"))
            row = image[round(148.5 / 25.4 * 100), round(15 / 25.4 * 100) : round(195 / 25.4 * 100)]
            assert (row == 255).all(), index + 1
    finally:
        pdf.close()


def test_a_host_bleeds_at_least_as_much_as_its_guests(components):
    """A guest's pieces print with the host's bleed: a host with less than its guest's own would cut
    the guest's bleed short (kit review r28, K minor 3: the pawn strips' 2 mm on a 1.5 mm token sheet)."""
    tokens = components / "kolekcjonerzy" / "zetony.yaml"
    replace_in(tokens, "bleed: 2mm", "bleed: 1.5mm")
    found = [f for f in game_findings(components / "kolekcjonerzy") if "[guests." in f]
    assert found == [
        f"{tokens}:{line_of(tokens, 'bleed:')}:8: error: guest 'pionki' has a bleed of 2 mm, this component "
        "1.5 mm: its pieces print with the host's bleed; expected at least 2 mm here [guests.bleed]"
    ]


def test_every_pawn_strip_keeps_2_mm_of_its_own_colour_past_every_cut():
    """Kolekcjonerzy's pawn strips, as the token sheet's renderer places them on A4: every edge of every
    strip bleeds 2 mm of its own colour (a 4 mm gutter down and across between strips), the sheet count
    stays (test_print_plan) and so do the 3 mm marks (test_imposition). Kit review r28, K minor 3: 1 mm
    along the long edges (a 2 mm gutter). (Rynek's machines sheet has room for a 4 mm gutter only with
    2 mm marks at the strips' ends: its strips keep 1.5 mm, a 3 mm gutter; Przekręt's token sheet has
    none without a second sheet: 1 mm, the test above.)"""
    from generator.draw.kinds.guest_pieces import guest_groups, plan_with_guests
    from generator.draw.kinds.tokens_draw import _grouping, pieces_of
    from generator.layout.bands import place_bands
    from generator.model.core import BuildOptions
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    options = BuildOptions()
    games = load_project(COMPONENTS, ["kolekcjonerzy"], Findings()).games
    for game_id, host in (("kolekcjonerzy", "zetony"),):
        game = games[game_id]
        spec = game.components[host].spec
        guests = guest_groups(game.components[host], game)
        own = [[p for v in vs for p in pieces_of(spec, v)] for _, vs in _grouping(spec, guests, options)]
        pages, by_group = plan_with_guests(own, guests, options, spec.bleed)
        assert len(pages) == 1, game_id
        strips = [
            s
            for placed in place_bands(pages[0], options.paper, options.margin, spec.bleed, named=True)
            if placed.band.group >= len(own) and len({p.label for p in by_group[placed.band.group]}) > 1
            for s in placed.slots
        ]
        least = min(min(s.bleed_left, s.bleed_right, s.bleed_top, s.bleed_bottom) for s in strips)
        assert len(strips) >= 6 and least >= mm(2) - 1e-6, (game_id, round(least / mm(1), 2))
