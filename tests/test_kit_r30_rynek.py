"""The r30 blind kit review of Rynek (docs/reviews/r30/rynek-kit.md), each fault checked as a class in
every game it can touch: the tiled boards' glue strips (minor 2)."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.assembly import steps
from generator.draw.kinds.board.pdf import render_tiled, seam_plan
from generator.draw.kinds.board.ticket import on_band
from generator.draw.labels import ticket_words
from generator.layout.imposition import PAPERS
from generator.layout.tiling import plan_tiles
from generator.model.units import mm, to_mm

from . import pdfcheck
from .board_subsets import copy_boards, load

TILED = ("kolekcjonerzy", "przekret", "rynek")


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    return copy_boards(tmp_path_factory.mktemp("bundled"))


# --------------------------------------------------------------------------------------------- minor 2


@pytest.mark.parametrize("game", TILED)
def test_every_tiled_board_glues_its_seams_on_a_strip_wider_than_the_old_4_mm(bundled, game):
    """r30 R minor 2: a 4 mm lap joint of 160–200 g card opens with handling. The band's waste is 4 mm and
    the rest of it glue: Rynek's board (372 mm tall since r30) keeps 7 mm on its two landscape sheets with
    its 3 mm bleed; Przekręt's and Kolekcjonerzy's, 380 mm wide on two upright A4 columns with the seam on
    the middle field border, keep what their sheets hold with the full bleed and 3 mm corner marks (6 mm, 5
    mm inside Kolekcjonerzy's own 6 mm sheet margin); the assembly map states it."""
    g, _ = load(bundled, game)
    component = g.components["plansza"]
    plan = seam_plan(component, g, BuildOptions())
    assert round(to_mm(plan.glue_width), 1) == {"rynek": 7, "przekret": 6, "kolekcjonerzy": 5}[game]
    assert plan.crossings == (0, 0, 0)
    for tile in plan.tiles:  # every waste strip 4 mm, every glue strip the same
        for span in (tile.x, tile.y):
            if span.waste:
                assert to_mm(span.waste[1] - span.waste[0]) == pytest.approx(4)
            if span.glue:
                assert span.glue[1] - span.glue[0] == pytest.approx(plan.glue_width)


def test_rynek_s_glue_strip_carries_its_label_alone_and_each_sheet_its_ticket_off_the_strips(bundled, tmp_path):
    """r30 R minor 2: A1's footer lay on its 4 mm glue strip. Now each sheet's ticket stands in the margin
    above or below the board, and the glue strip prints only its own label („A1 KLEJ · tu przyłóż …”)."""
    g, _ = load(bundled, "rynek")
    component = g.components["plansza"]
    output = render_tiled(component, g, BuildOptions())
    plan = seam_plan(component, g, BuildOptions())
    path = tmp_path / "plansza.pdf"
    path.write_bytes(output.data)
    chars = pdfcheck.printed_text(path)
    a1 = plan.tiles[0]
    low, high = a1.y.glue
    top, bottom = plan.page_point(a1, 0.0, low)[1], plan.page_point(a1, 0.0, high)[1]
    page = output.guide_pages  # A1's sheet, after the assembly map
    on_strip = "".join(c[1] for c in chars if c[0] == page and bottom - 1 <= (c[4][1] + c[4][3]) / 2 <= top + 1)
    assert on_strip.replace(" ", "") == "A1KLEJ·tuprzyłóżkrawędźczęściA2", on_strip
    for number in (page, page + 1):
        sheet = "".join(c[1] for c in chars if c[0] == number)
        assert f"Plansza{number}/2" in sheet and "skala100%" in sheet, sheet[:80]


def test_a_sheet_s_ticket_goes_on_its_waste_strip_before_its_glue_strip():
    """r30 R minor 2: a glue strip is kept clean for the glue where the sheet has another band: the middle
    part of a board three sheets tall has both, and its ticket takes the waste strip (cut away)."""
    plan = plan_tiles(mm(280), mm(560), PAPERS["a4"], margin=mm(5.5), overlap=mm(11), orientation="landscape")
    middle = next(t for t in plan.tiles if t.y.waste and t.y.glue)
    band = on_band(plan, [middle], [], "Plansza 2/3", ticket_words("karton 160–200 g/m²", "one"))
    assert band is not None and band.axis == "y"
    assert middle.y.waste[0] <= band.middle <= middle.y.waste[1]


def test_the_assembly_steps_say_to_tape_every_seam_of_a_board_not_mounted(bundled):
    """r30 R minor 2: mounting was only offered as optional; glue alone on card opens along a seam."""
    for game in TILED:
        g, _ = load(bundled, game)
        said = " ".join(steps(seam_plan(g.components["plansza"], g, BuildOptions())))
        assert "bez tektury przeklej od spodu każdy styk paskiem taśmy klejącej na całej długości" in said, game


# --------------------------------------------------------------------------------------------- major 1


@pytest.fixture(scope="module")
def rynek_aid(tmp_path_factory):
    """Rynek's aid as its file prints it, its game and its guide pages' count."""
    from generator.draw.kinds import player_aid

    from .conftest import validated_game

    game = validated_game("rynek")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    [output] = player_aid.render(component, game, BuildOptions())
    path = tmp_path_factory.mktemp("aid") / "pomoc.pdf"
    path.write_bytes(output.data)
    return path, game, component


def _card_chars(path, page: int):
    """The characters of the upper card of a page, at their own size (not a figure's reduced pieces); the
    sheet's margin above it (10 mm: its ticket, the feed arrow „↑ do drukarki”) is not the card's."""
    height = pdfcheck.page_sizes_mm(path)[page][1] * 72 / 25.4
    top = height - 10 * 72 / 25.4
    return [c for c in pdfcheck.printed_text(path) if c[0] == page and height / 2 < c[4][1] < top and c[3] > 0.99]


def test_rynek_s_aid_is_a_glance_card_of_900_characters_a_side_at_9_5_pt_or_more(rynek_aid):
    """r30 R major 1: the aid was a second rulebook, about 2 100 and 1 950 characters a side at 8.8 pt. Now
    each side of a card holds 900 characters or fewer (spaces counted), none smaller than 9.5 pt. r37 review,
    major 3: the back's purchase had only its wrong entry, a third of the card left empty – the purchase's
    settlement (one bidder, several, equal prices) came back to it, so the back holds 1 250 or fewer, still
    a card at the front's size, not a rulebook. r40 review, 1, 2: the sale's row rounds each product's amount and
    charges the penalty on the valid offer – 1 350 or fewer, its type size unchanged."""
    path, _, _ = rynek_aid
    pages = pdfcheck.page_count(path)
    for page, most in ((pages - 2, 900), (pages - 1, 1_350)):  # the last sheet's front and back
        chars = _card_chars(path, page)
        text = pdfcheck.page_texts(path)[page]
        title = chars[0][1]  # the card's first character opens its title
        card = " ".join(text[text.index(title) :].split())
        card = card[: card.index(card[:12], 12)] if card[:12] in card[12:] else card  # the upper card alone
        assert len(card) <= most, (page, len(card))
        assert len(card) >= 400, (page, len(card))  # a card, not a label
        assert min(c[2] for c in chars) >= 9.5, (page, min(c[2] for c in chars))


def test_rynek_s_aid_front_shows_the_move_the_fields_and_the_costs_as_big_figures(rynek_aid):
    """r30 R major 1: the front is the move in four lines, the four fields beside their board tiles
    (test_aid_tables) and the upkeep, the wall and the sale's entry as figures twice the text's size, each
    from the game's data."""
    path, game, _ = rynek_aid
    page = pdfcheck.page_count(path) - 2
    chars = _card_chars(path, page)
    body = min(c[2] for c in chars)
    big = "".join(c[1] for c in chars if c[1].isdigit() and c[2] >= 1.9 * body)
    facts = game.facts
    assert big == "".join(str(facts[k]) for k in ("machine-upkeep", "wall-crossing", "sale-entry")), big
    text = " ".join(pdfcheck.page_texts(path)[page].split())
    for step in ("1. Utrzymanie maszyn", "2. Mur (jeśli chcesz)", "3. Przesunięcie pionka", "4. Pole"):
        assert step in text, step
    # r34 minors 7–9: the wall's one condition, who takes part in a sale, the game's end
    assert (
        "na linii bez muru, gdy jej pola łączy inna droga bez murów" in text and "ty i chętni: karta SPRZEDAŻ" in text
    )
    assert "Koniec: po umówionych rundach albo po umówionym czasie" in text
    # r37 review 6: the first move onto a free field; the last player left wins at once
    assert "(w pierwszym ruchu – na dowolne wolne)" in text and "ostatni w grze – od razu" in text
    # r41 review 11: all who drop out at once win together, said in the line's „wygrywa …” (not „razem”, „remis”)
    assert "wygrywa największa gotówka" in text
    # r44 review 10: the tie at the end and all who drop out in one sale, each said plainly
    assert "remis lub wszyscy odpadli naraz – wspólnie." in text


def test_rynek_s_aid_back_settles_a_purchase_and_a_sale_in_a_table(rynek_aid):
    """r30 R major 1: the back is the sale's three cases in one table, penalty in its own column (r19); what
    left the card the rulebook says, and the card names its sections. r35 review: the purchase's settlement
    (who buys nothing, equal prices) joined it, 6 – in the worked example's place, the card's 900 characters
    kept (its example is the rulebook's third); entering a sale is a choice, open to whoever has a product
    and the fee, 5; no „ani” between the two ways out, 7; no money passes from any reveal, 8."""
    path, _, _ = rynek_aid
    page = pdfcheck.page_count(path) - 1
    text = " ".join(pdfcheck.page_texts(path)[page].split())
    assert "Ważne oferty razem Kto sprzedaje Za ile Kara" in text
    for case in ("równe popytowi", "większe niż popyt", "mniejsze niż popyt"):
        assert case in text, case
    assert "+ kara" not in text and "ponad zapłatę" not in text
    # r36 review 2, 12: a wrong entry of either settlement, the tie in units and the rounding of half prices;
    # the fee named without a pronoun; the purchase's allocation and equal prices stand on the ZAKUP card
    # r37 review 3, 5: the purchase's settlement on the card; void entries named as the book names them,
    # overspending apart from a wrong entry, the minimum and the maximum price each by name
    assert "jeden chętny – ile zamówił, po cenie minimalnej; kilku – od najwyższej ceny, każdy swoją" in text
    assert "równe ceny – proporcjonalnie w dół, resztę po sztuce: od największego zamówienia" in text
    assert "gdy zamówienia przekraczają gotówkę (" in text and ") albo wpis jest błędny: ponad magazyn" in text
    assert "poniżej ceny minimalnej, ponad maksymalną" in text and "poza ceną z karty" not in text
    assert "remis – po równo, resztę od gracza na polu" in text
    # r40 review, 1, 2: the amount for each product rounded, as the book and settle_sale round it; the penalty on
    # what one's valid offer lacks (a void offer counts as none, as the book's check says)
    assert "pół swojej ceny; kwota za każdy produkt w dół do dziesiątek" in text
    assert "500 × (popyt − twoja ważna oferta), każdy uczestnik" in text
    assert (
        "kto ma produkt i 1 500, płaci je graczowi na polu. Gracz na polu nie płaci" in text
        and "płaci mu je" not in text
    )
    # r38 review 17: any entry of the field player's, a faulty one too, makes him a participant who pays penalties
    assert "Gracz na polu nie płaci; gdy wpisze ofertę, choćby błędną, uczestniczy i płaci kary." in text
    # r37 review 1, 6: a loan counts once its money has passed, before the reveal (r41: said where orders meet
    # cash); „nie może zapłacić”
    assert "gdy zamówienia przekraczają gotówkę (pożyczka liczy się, gdy dłużnik dostał ją przed odkryciem)" in text
    # r41 review 3, 12: the sale's money freeze in the book's one wording, with the penalty loan's deadline
    # r44 review 9: the purchase's freeze and its order of payments too
    assert (
        "Od odkrycia wpisów do ostatniej zapłaty nikt nikomu nie przekazuje pieniędzy – poza pożyczką brakującej części kary przed wypłatami."
        in text  # r42 review 1: only the missing part (the lender's own penalty: the book)
    )
    # r44 review 7: when one who cannot pay a penalty drops out, as the book says
    assert "Kto nie ma na karę, odpada po przetargu." in text and " ani utrzymania" not in text
    front = " ".join(pdfcheck.page_texts(path)[page - 1].split())
    assert "zapłać za każdą maszynę (kto nie może, odpada)" in front


def test_every_section_an_aid_names_is_a_heading_of_its_rulebook():
    """r30 R major 1: the aid names the rulebook's sections where the rest is said („Przetarg krok po
    kroku”, …); every game's aid names only sections its rulebook has, headings or anchored run-in leads
    (a renamed heading fails here)."""
    import re

    from generator.draw.kinds import player_aid

    from .conftest import COMPONENTS, validated_game

    templates = COMPONENTS.parent / "templates"
    for game_id in ("art-society", "kolekcjonerzy", "przekret", "rynek"):
        game = validated_game(game_id)
        component = next(c for c in game.components.values() if c.kind == "player-aid")
        text = player_aid._text(component, game, BuildOptions()).markdown
        book = (templates / game_id / "rulebook.md.j2").read_text(encoding="utf-8")
        headings = {line.lstrip("#").strip() for line in book.splitlines() if line.startswith("#")}
        headings |= set(re.findall(r'anchor\("([^"]+)"\)', book))  # a run-in bold lead („**Bankructwo.**”)
        named = [
            name
            for pointer in re.findall(r"(?:zasad\w*|instrukcj\w*)[:,]?\s((?:„[^”]+”(?:,\s*| i )?)+)", text)
            for name in re.findall(r"„([^”]+)”", pointer)
        ]
        assert [name for name in named if name not in headings] == [], game_id
        if game_id == "rynek":
            # r39 minor 16: chapters the contents list (its sections, not the tender's steps)
            assert {"Pole sprzedaży", "Bank i braki", "Odpadanie i koniec gry"} <= set(named)


def test_a_run_may_be_set_a_multiple_of_its_paragraph_s_size_with_room_for_it():
    """r30 R major 1: the aid's costs as big figures: `[text](size:F)` sets the run F times its paragraph's
    size (a cell's, a body's, whatever the card's scale), its line taking the leading the run needs; an F
    outside 1–4 or no number is a problem, never silently dropped."""
    from generator.draw.kinds import aid_layout
    from generator.rulebook import markup

    blocks, problems = markup.parse("Koszt [**500**](size:2) za maszynę.\n\nDrugi wiersz.\n")
    assert not problems
    big, plain = aid_layout.flowables(blocks, "#1f4e6b", mm(120), scale=1.0)
    big.wrap(mm(120), mm(100))
    plain.wrap(mm(120), mm(100))
    sizes = {frag.fontSize for line in big.blPara.lines for frag in line.words}
    assert sizes == {plain.style.fontSize, 2 * plain.style.fontSize}, sizes
    assert big.height >= 2 * plain.style.fontSize - 1e-6 > plain.height  # its line grew with the run
    for bad in ("[500](size:9)", "[500](size:duży)"):
        _, problems = markup.parse(bad + "\n")
        assert [p.rule for p in problems] == ["rulebook.markup"], bad


# --------------------------------------------------------------------------------------------- minor 1


@pytest.mark.parametrize("game", ["rynek", "przekret"])
def test_no_banknote_back_prints_within_4_mm_of_its_cut(game, tmp_path):
    """r30 R minor 1: the note's frame stood 2.2 mm inside the cut on the back too; a duplex shift the
    calibration page lets pass (1.5 mm) left 0.7 mm of margin on one side and 3.7 on the other, on every note.
    Class: every duplex piece framed near its cut — the money of both games (cards, tiles and tokens have
    full-bleed backs with no line near the cut; the aids lost their outline in r22). Each note's back, drawn
    alone at 300 dpi, is white paper within BACK_CLEAR (4 mm) of its cut; its front keeps its frame."""
    import pypdfium2
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.banknotes import label
    from generator.draw.kinds.banknotes_draw import BACK_CLEAR, pieces

    from .conftest import validated_game

    spec = validated_game(game).one("banknotes").spec
    dpi = 300
    for d in spec.denominations:
        piece = next(p for p in pieces(spec) if p.deck == label(d.value, spec.currency))
        for side in ("back", "front"):
            path = tmp_path / f"{d.value}-{side}.pdf"
            page = canvas.Canvas(str(path), pagesize=(spec.width, spec.height))
            getattr(piece, side)(page, spec.width, spec.height)
            page.showPage()
            page.save()
            image = pypdfium2.PdfDocument(str(path))[0].render(scale=dpi / 72).to_pil().convert("L")
            w, h = image.size
            ring = round(to_mm(BACK_CLEAR) * dpi / 25.4) - 1
            inner = image.crop((ring, ring, w - ring, h - ring))
            outer = image.copy()
            outer.paste(255, (ring, ring, w - ring, h - ring))
            ink = sum(outer.point(lambda v: 255 if v < 245 else 0).histogram()[255:])
            if side == "back":
                assert ink == 0, (game, d.value, ink)
                assert min(inner.getdata()) < 128  # its values and rosette are printed
            else:
                assert ink > 0, (game, d.value)  # the front's frame, registered with the cut marks


# --------------------------------------------------------------------------------------------- minor 3


def _pixel(path, x: float, y: float, dpi: int = 200) -> str:
    """The colour at (x, y) pt of a one-page PDF (y up), as #rrggbb."""
    import pypdfium2

    page = pypdfium2.PdfDocument(str(path))[0]
    image = page.render(scale=dpi / 72).to_pil().convert("RGB")
    r, g, b = image.getpixel((round(x * dpi / 72), round(image.height - y * dpi / 72)))
    return f"#{r:02x}{g:02x}{b:02x}"


@pytest.mark.parametrize("game_id", ["rynek", "kolekcjonerzy", "przekret"])
def test_every_pawn_parts_from_its_board_by_3_to_1_at_its_edge_and_feet(game_id, tmp_path):
    """r30 R minor 3: the white and sand pawns stood on the cream board at 1.10 and 1.89 : 1. Class: every
    game's pale player colour (Rynek's sand, orange, sky blue and white, Kolekcjonerzy's yellow, orange, pink,
    white and teal, Przekręt's yellow): the strip as printed, down both sides of each panel, under the ridge and
    on both feet, parts from the board's background by 3 : 1 or more at its edge – by a ring of its outline
    (r34's dark and light rings, tests/test_pawn_colours_r34.py, sampled in their middles; since r36 they stand
    OUTLINE_CLEAR inside the cut, the pawn's colour running into the bleed) or, where its body parts from the
    board itself, by its body."""
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.standees import EDGE_BAND, OUTLINE_CLEAR, OUTLINE_DARK, backgrounds, grounds
    from generator.draw.kinds.standees_draw import pieces
    from generator.validate.colour_check import contrast_ratio

    from .conftest import validated_game

    game = validated_game(game_id)
    spec = next(c for c in game.components.values() if c.kind == "standees").spec
    (ground,) = backgrounds(game)
    t, h = spec.base, spec.height
    for number, piece in enumerate(pieces(spec, grounds(game), backgrounds(game))):
        path = tmp_path / f"{number}.pdf"
        page = canvas.Canvas(str(path), pagesize=(piece.width, piece.height))
        piece.front(page, piece.width, piece.height)
        page.showPage()
        page.save()
        w = piece.width
        body = spec.pawns[number].color
        for where, spot in {
            "front left": lambda d: (d, t + h / 2),
            "front right": lambda d: (w - d, t + h / 2),
            "back left": lambda d: (d, t + 1.5 * h),
            "under the ridge": lambda d: (w / 4, t + h - d),
            "foot": lambda d: (d, t / 2),
            "other foot": lambda d: (w - d, t + 2 * h + t / 2),
        }.items():
            dark = OUTLINE_CLEAR + OUTLINE_DARK / 2
            light = (OUTLINE_CLEAR + OUTLINE_DARK + EDGE_BAND) / 2
            # the ridge is a fold, not a cut: its dark ring runs centred on it, OUTLINE_DARK / 2 each side at least
            depths = (OUTLINE_DARK / 4,) if where == "under the ridge" else (dark, light)
            seen = [_pixel(path, *spot(d)) for d in depths] + [body]
            best = max(contrast_ratio(colour, ground) for colour in seen)
            assert best >= 3.0, (game_id, spec.pawns[number].mark, where, seen)


def test_rynek_s_pale_factories_part_their_header_from_the_board_s_cream(tmp_path):
    """r30 R minor 3: the factories 1 and 5 (sand, white) too: a pale header band has a dark edge in the
    shade its pawn's band takes, so every factory's header parts from its cream body by 3 : 1 at its foot."""

    from generator.games.rynek.factory_boards import HEADER
    from generator.games.rynek.factory_boards_draw import PAPER_HEX, pieces
    from generator.validate.colour_check import contrast_ratio

    from .conftest import validated_game

    game = validated_game("rynek")
    spec = game.one("factory-boards").spec
    boards, _, _ = pieces(spec, game)
    for number, piece in enumerate(boards):
        path = pdfcheck.front_pdf(piece, tmp_path / f"{number}.pdf")
        colour = _pixel(path, piece.width / 2, piece.height - HEADER + mm(0.6))
        assert contrast_ratio(colour, PAPER_HEX) >= 3.0, (number + 1, colour)


# --------------------------------------------------------------------------------------------- minor 5


@pytest.mark.parametrize("game_id", ["rynek", "kolekcjonerzy", "przekret", "art-society"])
def test_no_text_on_any_form_is_under_7_pt(game_id, tmp_path):
    """r30 R minor 5: the factory register's „7. Koszty specjalne (+ wydane, − otrzymane)” came out at
    6.25 pt. Class: every sheet filled in by pencil (category „form”: the form kind's registers, score pad
    and banker's slips, Kolekcjonerzy's sheets and price list, Przekręt's money summary): nothing printed on
    it smaller than 7 pt, but for the file's guide page (the kit's, its own rules)."""
    from generator.build.recipe import load_and_validate
    from generator.build.render import render
    from generator.draw.kinds import KINDS

    from .conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, [game_id])
    game = project.games[game_id]
    names = [n for n, c in game.components.items() if KINDS[c.kind].category == "form"]
    assert names
    for output in render(project, BuildOptions(), names):
        path = tmp_path / output.filename
        path.write_bytes(output.data)
        guide = getattr(output, "guide_pages", 0) or 0
        small = [(c[0], c[1], round(c[2], 2)) for c in pdfcheck.printed_text(path) if c[0] >= guide and c[2] < 7 - 0.01]
        assert small == [], (output.filename, small[:5])


def test_the_register_sets_its_formula_bold_at_9_pt_on_its_title_line(tmp_path):
    """r30 R minor 5: the formula every row obeys („8 = 1 − 2 − 3 − 4 − 5 + 6 − 7”) opened a 7.5 pt note; it
    stands bold at 9 pt, on the title's line, and the note keeps the signs' explanation."""
    from generator.build.recipe import load_and_validate
    from generator.build.render import render

    from .conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, ["rynek"])
    section = project.games["rynek"].components["rejestr-fabryki"].spec.pages[0].sections[0]
    assert section.formula.startswith("8 = 1") and "8 = 1" not in section.note
    [output] = render(project, BuildOptions(), ["rejestr-fabryki"])
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    chars = [c for c in pdfcheck.printed_text(path) if c[0] == 0]
    text = "".join(c[1] for c in chars)
    at = text.index(section.formula.replace(" ", ""))
    formula = chars[at : at + len(section.formula.replace(" ", ""))]
    assert {round(c[2], 2) for c in formula} == {9.0}
    title = chars[text.index(section.title.replace(" ", ""))]
    # on the title's line: across it (y on an upright page, x on this turned one) their letters' middles agree
    (fx, fy), (tx, ty) = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in (formula[0][4], title[4])]
    assert min(abs(fx - tx), abs(fy - ty)) < 3
