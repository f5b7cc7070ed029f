"""Round r30's Przekręt kit review (docs/reviews/r30/przekret-kit.md), the minors fixed as classes (briefs s10,
p-kit): the street's mark beside its colour, the board's reading sizes, the aid's chips and sentences, the rent
table's column, the re-feed Losy file, the banknotes' glyphs, the small table's bank and the nits of minor 14."""

from __future__ import annotations

import html
import json
import math
import re
from pathlib import Path

import pytest

from generator.model.core import BuildOptions
from generator.model.units import mm, to_mm

from .conftest import validated_game
from .pdfcheck import page_texts, printed_text, render, without_named_files

GAME = "przekret"
PT_PER_MM = mm(1)


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _files(kit: Path, component: str, game: str = GAME) -> list[Path]:
    """The files of a component as the kit's manifest names them (the part files' names are not this test's)."""
    entries = json.loads((kit / "manifest.json").read_text(encoding="utf-8"))
    return [kit / e["path"] for e in entries if e["game"] == game and e["component"] == component]


def _file(kit: Path, component: str, game: str = GAME, a4: bool | None = None) -> Path:
    found = [p for p in _files(kit, component, game) if a4 is None or ("-a4" in p.name) == a4]
    found = [p for p in found if "ponowne" not in p.name] or found
    assert found, (game, component)
    return found[0]


# ------------------------------------------------------------------ minor 1: a street's mark beside its colour


def test_every_street_has_its_own_mark_and_its_cards_print_it_in_the_header(bundled_kit):
    """Each street's mark (posesje.yaml) stands in a white disc in every Posesja card's header: a numeral
    as large as the disc makes it (band_mark.mark_size), once a card, the street's own."""
    from generator.draw.band_mark import mark_size
    from generator.games.przekret.property_cards import MARK, all_properties

    spec = validated_game(GAME).components["posesje"].spec
    marks = [s.mark for s in spec.streets]
    assert None not in marks and len(set(marks)) == len(marks)
    size = round(mark_size(MARK), 2)
    printed = [ch for _, ch, sz, _, _ in printed_text(_file(bundled_kit, "posesje")) if abs(sz - size) < 0.05]
    assert printed == [street.mark for street, _ in all_properties(spec)]


def test_every_property_field_of_the_board_prints_its_streets_mark_on_its_band(bundled_kit):
    """The board draws the mark on each property field's colour band, from the same data and by the same
    helper (band_mark.py), at the size its band allows."""
    from generator.draw.band_mark import mark_size
    from generator.draw.kinds.board.content import band_mark_diameter, content_of, plan_field, property_index
    from generator.draw.kinds.board.geometry import layout

    game = validated_game(GAME)
    board = game.components["plansza"].spec
    properties = property_index(game)
    expected = []
    for placed in layout(board, game).fields:
        content = content_of(placed, board, properties)
        if placed.field is not None and placed.field.property:
            plan, _ = plan_field(content, placed.w, placed.h)
            assert content.band_mark == properties[placed.field.property].mark and plan.band_height
            expected.append((content.band_mark, round(mark_size(band_mark_diameter(plan.band_height)), 2)))
    assert len(expected) == 24
    printed = [(ch, sz) for _, ch, sz, _, _ in printed_text(_file(bundled_kit, "plansza", a4=False))]
    for mark, size in set(expected):
        assert printed.count((mark, size)) == expected.count((mark, size)), (mark, size)


def test_the_aid_names_the_streets_by_their_mark_on_their_colour():
    """The aid's front has a line of the street chips: each street's mark on its colour, in the ink its
    cards print on that colour (r32: a paragraph beside the turn, out of the field table, which is no field)."""
    from generator.draw.kinds import player_aid
    from generator.rulebook import markup

    game = validated_game(GAME)
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, problems = player_aid._text(component, game, BuildOptions()).sides()
    assert not problems
    streets = game.components["posesje"].spec.streets
    line = next(b.markup for b in front if isinstance(b, markup.Para) and all(s.color in b.markup for s in streets))
    for street in streets:
        assert re.search(rf'backColor="{street.color}">\u00a0\u00a0<b>{street.mark}</b>', line), street.name


def test_the_colour_check_counts_the_street_mark_as_a_readable_cue():
    from generator.validate.colour_check import cues_at

    game = validated_game(GAME)
    component = game.components["posesje"]
    for s in range(len(component.spec.streets)):
        cues = cues_at(component, game, ("streets", s, "color"))
        assert any(c.what == "letter" and c.readable and c.size > 15 for c in cues), cues


# ------------------------------------------------------------------ minor 2: the board read across the table


@pytest.mark.parametrize("game_id, least", [("przekret", 9.5), ("rynek", 9.0), ("kolekcjonerzy", 9.0)])
def test_every_word_on_a_board_is_read_across_the_table(bundled_kit, game_id, least):
    """Przekręt's track tiles' labels and commands, the notes and headings of its centre (r30: 7–9 pt): every
    letter on its board is ≥ 9.5 pt; the class: no board's letter under 9 pt (Rynek's field captions were
    8.8 pt: content.TITLE_READ). Only the sheet's own line, outside the trim, is smaller."""
    from pypdf import PdfReader

    path = _file(bundled_kit, "plansza", game_id, a4=False)
    spec = validated_game(game_id).components["plansza"].spec
    page = PdfReader(str(path)).pages[0]
    inset = (float(page.mediabox.height) - spec.size.height) / 2  # the trim, from the page's edges
    small = [
        (ch, size)
        for _, ch, size, _, (left, bottom, right, top) in printed_text(path)
        if size < least and bottom > inset and top < float(page.mediabox.height) - inset
    ]
    assert small == [], small[:10]
    if game_id == GAME:
        assert not spec.tables  # the 7 pt price table is gone: every card and the banker's sheet hold the prices


def test_upgrade_prices_stay_on_every_card_and_the_bankers_sheet(bundled_kit):
    from generator.games.przekret.property_cards import upgrade_lines

    spec = validated_game(GAME).components["posesje"].spec
    cards = _flat(" ".join(page_texts(_file(bundled_kit, "posesje"))))
    banker = _flat(" ".join(page_texts(_file(bundled_kit, "arkusz-bankiera"))))
    assert "Ceny ulepszeń" in banker
    for street in spec.streets:
        for line in upgrade_lines(street):
            assert cards.count(_flat(line)) >= len(street.properties), line
        assert street.name in banker


# ------------------------------------------------------------------ minor 3: a chip never wraps without its padding


def test_a_label_on_a_ground_joins_its_words_and_a_break_inside_it_is_found():
    """Its words are joined by no-break spaces; where a column is too narrow even so, the break leaves the
    label's ends without room, and the aid's check (aid_layout.ground_rooms) reports it (r30: „KASYNO” on the
    ground's edge under „RATUSZ /”)."""
    from generator.draw.kinds import aid_layout
    from generator.draw.text import CLEARANCE_MM
    from generator.rulebook import markup

    blocks, problems = markup.parse("[ **RATUSZ / KASYNO** ](colour:#1f1b17/#f2c94c) dalej zwykły tekst\n")
    assert not problems and "RATUSZ\u00a0/\u00a0KASYNO" in blocks[0].markup
    wide = aid_layout.ground_rooms(blocks, "#1e2c45", mm(120))
    narrow = aid_layout.ground_rooms(blocks, "#1e2c45", mm(14))
    assert [t for t, _ in wide] == ["RATUSZ\u00a0/\u00a0KASYNO"] and min(r for _, r in wide) >= mm(CLEARANCE_MM)
    assert len(narrow) >= 2 and min(r for _, r in narrow) < mm(CLEARANCE_MM)


def test_the_przekret_aid_keeps_every_label_whole_at_the_size_it_is_drawn():
    from generator.draw.kinds import aid_layout, player_aid
    from generator.draw.text import CLEARANCE_MM
    from generator.layout.imposition import PAPERS

    game = validated_game(GAME)
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, back, _ = player_aid._text(component, game, BuildOptions()).sides()
    width, height = player_aid.half(PAPERS["a4"], per_sheet=component.spec.per_sheet)
    scale = aid_layout.largest_scale(front, component.spec.accent, width, height)
    rooms = aid_layout.ground_rooms(front, component.spec.accent, width, scale=scale)
    # the two track fields' labels, one above the other since the r37 words (the label column narrower)
    assert {"RATUSZ", "KASYNO"} <= {t for t, _ in rooms}
    assert min(r for _, r in rooms) >= mm(CLEARANCE_MM), [(t, round(r / PT_PER_MM, 2)) for t, r in rooms]


# ------------------------------------------------------------------ minors 4, 5: the aid's words


def _plain(markup_text: str) -> str:
    return _flat(html.unescape(re.sub(r"<[^>]+>", "", markup_text)))


PRICE_CELL = re.compile(r"\d[\d ]*: \d[\d ]*\d")  # „3 4: 2 000”: the streets' marks, then the price


def _price_grid(block) -> bool:
    """The upgrade prices, set as a grid (kitpr, session 26) under a heading that says what they are."""
    from generator.rulebook import markup

    return isinstance(block, markup.Heading) and _plain(block.markup).startswith("Ulepszenia (zł/żeton)")


def _grid_sentence(heading, table) -> str:
    """The price grid as the sentence a player reads in it: „Ulepszenia (zł/żeton): 1 2: 1 000, 3 4: 2 000, … .”
    – every filled cell a street-marks-and-price pair, nothing else in the grid."""
    prices = [_plain(cell) for row in table.rows for cell in row if _plain(cell)]
    assert prices and all(PRICE_CELL.fullmatch(p) for p in prices), prices
    return f"{_plain(heading.markup)}: {', '.join(prices)}."


def _aid_plain():
    """The aid's table rows (their second column), its bullets and its paragraphs, as plain text."""
    from generator.draw.kinds import player_aid
    from generator.rulebook import markup

    game = validated_game(GAME)
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, back, _ = player_aid._text(component, game, BuildOptions()).sides()
    cells, bullets, paras = [], [], []
    blocks = (*front, *back)
    for n, block in enumerate(blocks):
        if isinstance(block, markup.TableBlock) and _price_grid(blocks[n - 1]):
            cells.append(_grid_sentence(blocks[n - 1], block))
        elif isinstance(block, markup.TableBlock):
            cells += [_plain(row[1]) for row in block.rows]
        elif isinstance(block, markup.ListBlock) and not block.ordered:
            bullets += [_plain(" ".join(b.markup for b in item if isinstance(b, markup.Para))) for item in block.items]
        elif isinstance(block, markup.Para):
            paras.append(_plain(block.markup))
    return cells, bullets, paras


def test_the_aid_says_every_row_in_a_sentence():
    """Minor 4: „zapomniany płacisz” could not be parsed; every row of the aid's table and every bullet of its
    back is a sentence: a capital first, a full stop last."""
    cells, bullets, paras = _aid_plain()
    text = _flat(" ".join(cells + bullets + paras))
    assert (
        "zapomniany płacisz" not in text.lower()
        and "Zapomniany czynsz płacisz, gdy ktoś go zauważy do końca twojej następnej tury" in text
    )
    for line in [*cells, *bullets]:
        words = _flat(re.sub(r"^[\d\s]+", "", line))  # the street chips' marks open their row
        assert words[:1].isupper() and words.endswith("."), line


def test_the_aid_summarises_the_tracks_the_rulebook_promises(bundled_kit):
    """Minor 5: the rulebook's component list says the aid covers the inner tracks, and the aid does: how
    a player enters, where the track ends and where the next move counts from, and a Los on the track."""
    _, _, paras = _aid_plain()
    tracks = _flat(next(p for p in paras if p.startswith("Tory wewnętrzne")))
    for words in ("z pola warunku", "z Losu", "do Wyjścia", "od pola LOS", "Los na torze"):
        assert words in tracks, words
    book = _flat(" ".join(page_texts(_file(bundled_kit, "zasady"))))
    assert re.search(
        r"pomocy gracza \(dwustronnych, po jednej dla każdego gracza\) – tura, pola, tory wewnętrzne", book
    )


# ------------------------------------------------------------------ minor 6: the rent table's one column


def test_the_rent_rows_labels_stand_in_one_column_clear_of_three_rooms(bundled_kit):
    """Every rent row's label starts at the same x on its card (r30: „bez ulepszeń” 10 mm left of the others),
    and the third room token ends at least 2 mm before its label (r30: 1.0 mm). The page's letters in the order
    they are drawn: a row's tokens, then its label."""
    from generator.games.przekret.property_cards_draw import ROOM_R

    chars = [c for c in printed_text(_file(bundled_kit, "posesje")) if c[0] == 0]
    text = "".join(ch for _, ch, _, _, _ in chars)
    starts: dict[str, list[float]] = {}
    # each row's label, after its tokens' letters („A” before „apartament”: not the upgrade prices' word)
    for label, pattern in (
        ("bez ulepszeń", "()bezulepszeń"),
        ("1 pokój", "P()1pokój"),
        ("2 pokoje", "P()2pokoje"),
        ("3 pokoje", "P()3pokoje"),
        ("apartament", "A()apartament"),
    ):
        starts[label] = [chars[m.start(1)][4][0] for m in re.finditer(pattern, text)]
    cards = len(starts["bez ulepszeń"])
    assert cards == 8 and all(len(xs) == cards for xs in starts.values()), {k: len(v) for k, v in starts.items()}
    for i in range(cards):  # the cards in the order they are drawn: each row's label at one x
        xs = {round(to_mm(xs[i]), 2) for xs in starts.values()}
        assert max(xs) - min(xs) < 0.3, xs  # one x, but for the first letters' side bearings (r30: 10 mm apart)
    for m in re.finditer("PPP3pokoje", text):  # the three rooms' letters, then the label
        last = chars[m.start() + 2][4]
        centre = (last[0] + last[2]) / 2
        gap = chars[m.start() + 3][4][0] - (centre + ROOM_R)
        assert gap >= mm(2) - 0.3, to_mm(gap)  # the label's glyph box starts at its side bearing


# ------------------------------------------------------------------ minor 11: the re-feed Losy file explained


def test_the_refeed_losy_file_is_explained_in_the_readme_and_on_its_own_back_page(bundled_kit):
    """The re-feed layout is explained where its file is seen: on screen (the README, beside the file
    list) and on its own back page in one short line; job 4's cover names it by its printed title, with its
    steps (r32 P minor 5, r35 P minor 5: tests/test_kit_guides_r32.py), and no other page of a job names it."""
    from generator.games.przekret.chance_cards import refeed_file

    from .conftest import REPO

    refeed = next(p for p in _files(bundled_kit, "losy") if p.name == refeed_file("losy"))
    back = _flat(page_texts(refeed)[0].replace("?", " "))  # round the question marks of the cards' backs
    assert "Losy · strona 1: tyły (na odwrocie stron 2–5)" in back, back
    readme = _flat((REPO / "README.md").read_text(encoding="utf-8"))
    assert f"print pages 2–5 of `{refeed.name}`" in readme
    jobs = [_flat(t) for p in sorted((bundled_kit / GAME / "druk").glob("*.pdf")) for t in page_texts(p)]
    # r38 (kit reviews K minor 9, AS minor 2): no file talk on paper; job 4's cover names the print by its title
    # (guide.separate), the one file talk paper has (pdfcheck.without_named_files)
    assert not [t for t in jobs if refeed.name in without_named_files(t, bundled_kit / GAME)]
    naming = [t for t in jobs if "Losy (druk z ponownym podaniem kartek)" in t]
    assert len(naming) == 1 and "Do druku: 4." in naming[0], naming
    # D1 (session 25): by its printed title alone, the file's name on zestaw.pdf's screen list only
    assert not [t for t in jobs if refeed.name in t]


# ------------------------------------------------------------------ minor 12: a note's glyph


@pytest.mark.parametrize("game_id", ["przekret", "rynek"])
def test_every_denomination_has_its_own_glyph_clear_of_the_value(game_id):
    from generator.draw.kinds import banknotes as k

    spec = validated_game(game_id).components["banknoty"].spec
    glyphs = [k.glyph_of(spec, d) for d in spec.denominations]
    assert None not in glyphs and len(set(glyphs)) == len(glyphs)
    for d in spec.denominations:
        cx, glyph, reach, value_x, size, _ = k.front_layout(spec, d, spec.width, spec.height)
        text = k.label(d.value, spec.currency)
        left = value_x - k.text_width(text, k.SERIF_BOLD, size) / 2 - k.HALO / 2
        assert glyph >= mm(6) and left - reach >= k.GLYPH_CLEAR - 1e-6, (d.value, to_mm(glyph), to_mm(left - reach))


def test_a_notes_glyph_is_a_solid_patch_of_its_colour(tmp_path):
    """The glyph in the front's rosette is the note's colour, solid: a pile shows it at a glance (r30: the
    fronts were line-work on white)."""
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.kinds import banknotes as k
    from generator.draw.kinds.banknotes_draw import pieces
    from generator.draw.pdf import register_fonts

    spec = validated_game(GAME).components["banknoty"].spec
    notes = pieces(spec)
    register_fonts()
    seen = set()
    for note in notes:
        if note.label in seen:
            continue
        seen.add(note.label)
        d = next(d for d in spec.denominations if k.label(d.value, spec.currency) == note.label)
        path = tmp_path / f"note-{d.value}.pdf"
        c = Canvas(str(path), pagesize=(note.width, note.height))
        note.front(c, note.width, note.height)
        c.save()
        image = render(path, 0, dpi=200, mode="RGB")
        cx, cy, _ = k.rosette_place(spec.width, spec.height, spec.height * 0.34, (spec.width * 0.2, spec.height * 0.5))
        px = image.getpixel((round(cx / 72 * 200), round((spec.height - cy) / 72 * 200)))
        want = tuple(int(d.color[i : i + 2], 16) for i in (1, 3, 5))
        assert max(abs(a - b) for a, b in zip(px, want)) <= 12, (d.value, px, want)


def test_two_denominations_with_one_glyph_are_a_finding(components):
    from .conftest import game_findings, replace_in

    money = components / "przekret" / "banknoty.yaml"
    replace_in(money, 'color: "#2a86e6", words: sto złotych}', 'color: "#2a86e6", words: sto złotych, glyph: star}')
    found = [f for f in game_findings(components / "przekret") if "banknotes.glyph" in f]
    assert found and "'star' is the shape of 100 too" in found[0], found


# ------------------------------------------------------------------ minor 13: what a small table's bank keeps


def test_the_small_tables_sheets_say_what_the_bank_keeps(bundled_kit):
    spec = validated_game(GAME).components["banknoty"].spec
    small = spec.small_table
    packs = {n.value: n.count for n in spec.starting_packs.notes}
    skips = {n.value: n.count for n in small.skips}
    cover = _flat(page_texts(sorted((bundled_kit / GAME / "druk").glob("1-*.pdf"))[0])[0])
    for d in spec.denominations:
        if d.value in skips:
            left = d.count - skips[d.value] - packs.get(d.value, 0) * small.players
            assert left >= 0 and f"{left} × {d.value:,} zł".replace(",", " ") in cover, (d.value, left)
    assert re.search(r"Przy 2–4 graczach wystarczą arkusze ze stron \d+–\d+ \(po rozdaniu pieniędzy na start", cover)


# ------------------------------------------------------------------ minor 14: the nits


def test_the_los_backs_keep_their_pattern_off_the_name_and_the_caption(tmp_path):
    """No question mark of the back's pattern within 1 mm of „LOS” or the tagline (r30: it ran under them):
    the back as the piece draws it."""
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.pdf import register_fonts
    from generator.games.przekret.chance_cards import pieces

    register_fonts()
    game = validated_game(GAME)
    piece = pieces(game.components["losy"].spec, game)[0]
    path = tmp_path / "back.pdf"
    c = Canvas(str(path), pagesize=(piece.width, piece.height))
    piece.back(c, piece.width, piece.height)
    c.save()
    chars = printed_text(path)
    words = [box for _, ch, size, _, box in chars if ch.isalpha() and size < 17]
    marks = [box for _, ch, size, _, box in chars if ch == "?" and abs(size - 13) < 0.1]
    assert len(words) > 20 and marks
    for m in marks:
        for w in words:
            apart = max(w[0] - m[2], m[0] - w[2], w[1] - m[3], m[1] - w[3])
            assert apart >= mm(1), (to_mm(apart), w)


def test_a_board_sheets_line_over_the_bleed_stands_on_white(bundled_kit):
    """The tiled board's sheet line keeps TRIM_CLEAR off the trim and, over the bleed, a white ground round
    it: no pixel of the board's green within 0.3 mm of its letters (r30: they stood on the bleed's edge)."""
    path = _file(bundled_kit, "plansza", a4=True)
    spec = validated_game(GAME).components["plansza"].spec
    green = tuple(int(spec.background[i : i + 2], 16) for i in (1, 3, 5))
    dpi, pad = 300, mm(0.3)
    chars = printed_text(path)
    checked = 0
    for page in sorted({c[0] for c in chars})[1:]:  # the sheets, after the assembly map
        image = render(path, page, dpi=dpi, mode="RGB")
        width, height = image.size
        on_page = [c for c in chars if c[0] == page]
        text = "".join(c[1] for c in on_page)
        # the sheet's line, drawn after the board's parts: „Plansza 2/3 · część B1 …” (r41 slugs: the part's
        # counter beside its name, sheets.sheet_name; was „Plansza · arkusz 2/3”)
        first = re.search(r"Plansza\d+/\d+·", text).start()
        for _, ch, _size, _, (left, bottom, right, top) in on_page[first : text.index("50mm", first) + 4]:
            if not ch.isalnum():
                continue
            x0, x1 = round((left - pad) / 72 * dpi), round((right + pad) / 72 * dpi)
            y0, y1 = height - round((top + pad) / 72 * dpi), height - round((bottom - pad) / 72 * dpi)
            for x in range(max(x0, 0), min(x1, width)):
                for y in range(max(y0, 0), min(y1, height)):
                    px = image.getpixel((x, y))  # the green's tint (G over R and B), not a letter's grey edge
                    assert px[1] - max(px[0], px[2]) < (green[1] - max(green[0], green[2])) / 2, (page, ch, x, y, px)
            checked += 1
    assert checked > 100


def test_the_parking_sign_carries_no_letter(tmp_path):
    """Przekręt's room token is a „P”: the parking field shows a car on its sign, no letter (r30)."""
    from pypdf import PdfReader
    from reportlab.lib import colors
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.kinds.board.symbols import draw_symbol
    from generator.draw.pdf import register_fonts

    register_fonts()
    path = tmp_path / "parking.pdf"
    c = Canvas(str(path), pagesize=(mm(20), mm(20)))
    draw_symbol(c, "parking", mm(10), mm(10), mm(16), colors.black, colors.white)
    c.save()
    assert PdfReader(str(path)).pages[0].extract_text().strip() == ""
    image = render(path, 0, dpi=200, mode="RGB")
    sign = image.crop(
        (round(image.size[0] * 0.2), round(image.size[1] * 0.2), round(image.size[0] * 0.8), round(image.size[1] * 0.8))
    )
    raw = sign.tobytes()
    pixels = [tuple(raw[i : i + 3]) for i in range(0, len(raw), 3)]
    blue = sum(1 for px in pixels if abs(px[0] - 0x1F) < 20 and abs(px[2] - 0xA8) < 20)
    white = sum(1 for px in pixels if min(px) > 235)
    assert blue > 0.3 * sign.size[0] * sign.size[1] and white > 0.1 * sign.size[0] * sign.size[1]  # a white car on blue


def test_the_lease_stamps_words_keep_1_mm_off_both_rings():
    from generator.draw.text import CLEARANCE_MM
    from generator.games.przekret import lease_cards

    assert lease_cards.stamp_word_room() >= mm(CLEARANCE_MM) - 1e-6
    assert not math.isclose(lease_cards.STAMP, mm(14.0))  # r30: 0.3 mm in the 14 mm stamp
