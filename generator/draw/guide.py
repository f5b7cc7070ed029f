"""The first page of a sheet PDF: what is in it, how to print it, and a 50 mm calibration square.

For duplex files the second page is a registration target (registration.py): printed on the back of
the guide, it lets a user read off their printer's back offset (x, y) in millimetres, held against the
light.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib.colors import HexColor

from generator.draw.band import BAND_HEIGHT, BAND_TOP, draw_head
from generator.draw.craft_text import AIDS_CUT, CARD_REGISTRATION
from generator.draw.fonts import SANS, SERIF_BOLD
from generator.draw.guide_frame import Frame
from generator.draw.guide_set import Steps, balanced, cover_scale, least_scale, set_sections
from generator.draw.pdf import INK, PdfDocument, draw_calibration_square
from generator.draw.registration import BACK_TOLERANCE, draw_target_back, draw_target_front, target
from generator.layout.imposition import Paper
from generator.model.polish import counted, span
from generator.model.units import mm

# the setting a double-sided job is printed with, a step of its cover; with which pages are which, a part's
# own guide page
DUPLEX_SETTING = {
    "long": "Druk dwustronny, obracanie wzdłuż dłuższej krawędzi.",
    "short": "Druk dwustronny, obracanie wzdłuż krótszej krawędzi.",
}
DUPLEX_TEXT = {
    **{sides: f"{text} Strony nieparzyste to przody, parzyste to tyły." for sides, text in DUPLEX_SETTING.items()},
    "none": "Druk jednostronny: najpierw wszystkie przody, potem tyły. Tyły można wydrukować na odwrocie "
    "przodów, wkładając kartki ponownie (obrót wzdłuż dłuższej krawędzi), albo wyciąć i nakleić.",
}


@dataclass
class GuideInfo:
    title: str
    game_title: str
    contents: list[str]
    paper: Paper
    duplex: str | None  # None: no backs in this file
    stock: str = "karton 250–300 g/m²"
    notes: list[str] = field(default_factory=list)
    other_papers: list[str] = field(default_factory=list)  # „strony 3–14: A4”: pages on another paper
    details: list[list[str]] = field(default_factory=list)  # under each line of `contents`: what its part holds
    howto: list[str] | None = None  # „Jak drukować” in full (a print job's own steps); None: a part file's lines
    headings: tuple[str, str] = ("Zawartość wydruku", "Jak drukować")  # a file to print; zestaw.pdf is one to read
    calibration: bool = True  # the 50 mm square: on a page that is printed
    # a short page set under the text on the same page (the kit's checklist under a short cover, the print
    # plan's JobPart.shares): drawn with the canvas and the baseline below the text (text_end)
    below: Callable[[Any, float], None] | None = None
    orientation: str = ""  # „pozioma”, „pionowa”: how the print dialog lays the paper (Job.orientation); "": unsaid
    accent: str | None = None  # "#rrggbb": the game's own colour, its name in a band of it at the head (draw_band)
    # the scale the text is set at where the page is shared (guide_share.shared_scale); None: its own (cover_scale)
    scale: float | None = None
    sheets: int = 0  # the sheets of its stock a part file takes, its guide's kartka not counted; 0: unsaid
    # its pieces are cut along their own contour, its sheets have no crop marks on their margins (Art Society's
    # lollipops): no step of the margin marks (CUT_TEXT), nor their needle's check, is said of them (r35 AS major 1)
    contour: bool = False
    # a part file whose one card sheet its pieces leave mostly bare (a guest's own file, for reprints: Rynek's six
    # pawns on about a sixth of the sheet): its steps say how to print them on an offcut (OFFCUT_TEXT; r41 R kit
    # minor 11: a whole card sheet for six strips)
    offcut: bool = False
    # the game's title illustration (title_art_draw.title_drawing: canvas, x, y, width, height), drawn under the
    # band on the kit's face (the first print job's cover, zestaw.pdf's first page), the title and the text
    # below it moved down by ART_DROP (r36 P kit minor 10); None: no box, the page as before
    art: Callable[[Any, float, float, float, float], None] | None = None


# how a sheet of two player aids is cut, said alike on the print job's cover and in the rulebook's
# print guide: each aid has crop marks at its corners, the strip between them and the margins (with the
# sheet's ticket and ruler) are waste (kit review r19)
def aids_cut_text(per_sheet: int = 2) -> str:
    """How a sheet of `per_sheet` player aids is cut (2 or 4): said alike on their job's cover and in the
    rulebook's print guide, a step that reads on after the part's name (craft_text.part_step, AIDS_CUT)."""
    count, between = {2: ("obie", "pasek między nimi"), 4: ("wszystkie cztery", "paski między nimi")}[per_sheet]
    return f"Wytnij {count} {AIDS_CUT}; {between} i marginesy (z opisem arkusza i linijką) to odpad."


HALVE_TEXT = aids_cut_text(2)

# how a part's guide opens the line that says its sheets' empty room is waste, nothing missing (AS's paintings:
# painting_tiles.free_room_line): a line its job's cover carries with the counts (Job.counts), since a buyer holding
# a sheet with an empty corner thinks a piece is missing (r41 AS kit minor 2: said on obrazy.pdf's own page only)
EMPTY_ROOM_LEAD = "Puste miejsce na"

# what a print job and every sheet of it (labels.ticket_words) say of its stock and its flip: the
# print plan (build/printplan.py) names its jobs with these words
GRADE_TEXT = {"paper": "zwykły papier 80–120 g/m²", "light": "karton 160–200 g/m²", "card": "karton 250–300 g/m²"}
STOCK_TEXT = {"card": GRADE_TEXT["card"], "paper": GRADE_TEXT["paper"]}
# what a tiled board's assembly map is called: on its own page's heading, the covers and zestaw.pdf's list
MAP_TEXT = "mapa składania"
# a tiled board's sheets: thinner card than the pieces', since the overlap of two layers of thick card
# leaves a step (said alike on its job's cover, its assembly map, zestaw.pdf, the rulebook and its sheets)
BOARD_STOCK_TEXT = GRADE_TEXT["light"]
SIDES_TEXT = {
    "one": "jednostronnie",
    "long": "dwustronnie, obracanie wzdłuż dłuższej krawędzi",
    "short": "dwustronnie, obracanie wzdłuż krótszej krawędzi",
}
# the flip in every sheet's ticket, in short words (labels.ticket_forms): the covers say it in full (SIDES_TEXT)
SIDES_SHORT = {
    SIDES_TEXT["long"]: "dwustronnie, dł. krawędź",
    SIDES_TEXT["short"]: "dwustronnie, kr. krawędź",
}


# what a tiled board is printed on, said alike on its assembly map, on the cover of the job with its
# sheets, in zestaw.pdf and in the rulebook's print guide: one stock (BOARD_STOCK_TEXT), and
# the one alternative
BOARD_ALTERNATIVE = (
    "Zamiast kartonu 160–200 g/m² arkusze planszy możesz wydrukować na zwykłym papierze i po sklejeniu "
    "nakleić na tekturę."
)
BOARD_PAPER = (
    "Arkusze planszy drukuj na kartonie 160–200 g/m², nie grubszym: na grubszym kartonie zakładka z dwóch "
    f"warstw zostawia wyczuwalny próg. {BOARD_ALTERNATIVE}"
)

# why the aids are card is the rulebook's print chapter's (r23: the covers say what to do, not why)


# where a file no job prints is found: by its printed title on paper (D1, session 25: no file or folder name on a
# page a buyer prints, r42 K minor 5, AS minor 4, P minor 1, R minor 4), its file named on zestaw.pdf's screen page
# only (build/kit.other_files)
SEPARATE = "w zestawie osobno, obok wydruków, w pliku"  # on screen only (zestaw.pdf): build/kit.other_files


def separate(title: str) -> str:
    """A file no job prints, as paper names it: a print of its own by the title its pages and zestaw.pdf's screen
    list give it, and where its file is named. r38 took the file's name off paper, r40–r41 put it back with the
    folder it lies beside; the lead's D1 (session 25) takes both off again: the buyer tells the print by its
    printed title, and the screen overview (zestaw.pdf), which names each such file, leads to it."""
    return f"osobny wydruk „{title}” {SEPARATE_NOTE}"


# what a separate print is, said after its title (separate): in the kit, outside the numbered prints (D1)
SEPARATE_NOTE = "(w zestawie, bez numeru)"
# the print chapter's one sentence on the files beside the print jobs (r42 K rulebook F10: the folder holds
# single-piece files the book never explained), by what they are for, no file named nor the word (D1; r43 K kit:
# „osobny plik zestawu” read as file talk on paper)
# (no list promised: zestaw.pdf names only the files no job prints, r43 R kit minor 1; the parts' files carry
# their titles' names)
PARTS_FILES = "Każda część jest w zestawie także osobno – tylko do dodruku."


CALIBRATION_X = mm(20)
CALIBRATION_Y = mm(20)


def text_layout(info: GuideInfo) -> tuple[Frame, list, float]:
    """A guide page's text: its frame (two columns from under the title, kit review r32: lines of at most
    ~50 characters), its sections and the scale they are set at (a shared page's, `info.scale`, else the
    largest at which they fit: cover_scale), the columns balanced at that scale (`balanced`): draw_guide's
    layout, text_end's arithmetic."""
    frame, sections = text_frame(info)
    scale = cover_scale(frame, sections, least_scale(info.paper)) if info.scale is None else info.scale
    return balanced(frame, sections, scale), sections, scale


# the title illustration's box on a guide page: under the band, across the text's measure; the title and the
# text below it moved down by ART_DROP
ART_GAP = mm(3)
ART_HEIGHT = mm(26)
ART_DROP = ART_HEIGHT + ART_GAP


def art_box(info: GuideInfo) -> tuple[float, float, float, float] | None:
    """(x, y, width, height) of the page's title illustration, None for a page without one."""
    if info.art is None:
        return None
    top = info.paper.height - BAND_TOP - BAND_HEIGHT - ART_GAP
    return mm(20), top - ART_HEIGHT, info.paper.width - mm(40), ART_HEIGHT


def room_for_art(info: GuideInfo) -> bool:
    """Whether the page's text still fits its columns (at the page's scale, else at the least) with the title
    illustration above it: a cover that needs the room for its text keeps it, and prints no illustration."""
    if info.art is None:
        return False
    frame, sections = text_frame(info)
    scale = info.scale if info.scale is not None else least_scale(info.paper)
    return frame.fits(set_sections(None, frame, sections, scale))


def drop(info: GuideInfo) -> float:
    """How far the title and the text stand lower for the page's title illustration (0 without one)."""
    return ART_DROP if info.art is not None else 0.0


def text_frame(info: GuideInfo) -> tuple[Frame, list]:
    """A guide page's columns, as deep as the page allows, and the sections set in them."""
    top = info.paper.height - mm(25) - mm(16) - drop(info)
    width = info.paper.width - mm(40)
    howto = info.howto if info.howto is not None else part_howto(info)
    contents_heading, howto_heading = info.headings
    sections = [(contents_heading, info.contents, info.details), (howto_heading, howto + info.notes, ())]
    return Frame(mm(20), top, width, floors(info)), sections


def own_scale(info: GuideInfo) -> float:
    """The scale a guide's text takes on a page of its own (cover_scale), whatever `info.scale` says."""
    return cover_scale(*text_frame(info), least_scale(info.paper))


def floors(info: GuideInfo) -> tuple[float, float]:
    """The columns' floors: above the calibration square and the registration cross (TEXT_FLOOR); without the
    cross the square stands in the bottom-right corner and the left column runs down beside it (BESIDE_FLOOR);
    a page with neither sets both down to BESIDE_FLOOR."""
    if not (info.duplex or info.calibration):
        return BESIDE_FLOOR, BESIDE_FLOOR
    return (TEXT_FLOOR if info.duplex else BESIDE_FLOOR), TEXT_FLOOR


def text_end(info: GuideInfo) -> tuple[float, float]:
    """The baseline below a guide page's text as draw_guide sets it, and the scale it is set at: pure
    arithmetic, so the print plan knows how much of a short page is left for another (JobPart.shares)."""
    frame, sections, scale = text_layout(info)
    return frame.bottom(set_sections(None, frame, sections, scale), mm(4) * scale), scale


def draw_guide(doc: PdfDocument, info: GuideInfo) -> None:
    """The guide page (and, for duplex, the registration page behind it); first in a file, they are
    counted as its guide pages."""
    first = doc.pages == 0
    if by_hand(info):
        doc.fed_by_hand()
    c = doc.canvas
    w, h = info.paper.width, info.paper.height
    left, y = mm(20), h - mm(25) - drop(info)
    draw_head(c, w, h, info.game_title, info.accent, (left, h - mm(19), 10))
    box = art_box(info)
    if box is not None:
        info.art(c, *box)
    c.setFillColor(INK)
    # a long title (a print job's number, stock and sides) set smaller, never past the right margin
    size = min(22.0, 22.0 * (w - 2 * left) / c.stringWidth(info.title, SERIF_BOLD, 22))
    c.setFont(SERIF_BOLD, size)
    c.drawString(left, y - mm(4), info.title)
    frame, sections, scale = text_layout(info)
    end = set_sections(c, frame, sections, scale)
    if info.below is not None:
        info.below(c, frame.bottom(end, mm(4) * scale))
    square = square_at(info.paper, cross=bool(info.duplex))
    if info.calibration:
        draw_calibration_square(c, *square)
    if info.duplex:
        clear = square[0] + mm(50) + SQUARE_GAP if info.calibration else 0.0
        draw_target_front(c, target(info.paper), info.duplex, clear)
    doc.show_page()
    if first:
        doc.guide_pages = 1
        doc.guide_lines = list(info.contents) + list(info.notes)
        doc.contour = info.contour
    if info.duplex:
        draw_target_back(doc, info.paper, info.duplex)
        if first:
            doc.guide_pages = 2


# for a printer without duplex: which way the printed stack goes back in, per flip edge
REFEED = {
    "long": "obróć cały stos wokół dłuższej krawędzi i włóż go czystą stroną do druku, górną krawędzią tak jak "
    "za pierwszym razem",
    "short": "obróć cały stos wokół krótszej krawędzi i włóż go czystą stroną do druku, dolną krawędzią tam, "
    "gdzie za pierwszym razem była górna",
}


MANUAL_HEAD = "Drukarka bez druku dwustronnego: "


def manual_duplex(
    sides: str = "long",
    first: int = 1,
    last: int = 0,
    runs: tuple[tuple[int, int], ...] = (),
    calibration: bool = False,
    skip: str = "",
) -> str:
    """The recipe for a printer without duplex, the same words on every double-sided cover, its steps lettered
    (kit review r38, AS minor 4: „jak w kroku 3” read as the main list's step 3): the calibration sheet before
    `first`, by hand (`calibration`: its driver's offset does nothing for a sheet fed by hand, the shift is put
    right at the feed guide, as on card: r38 R major 1); where the steps print two sheets or more, the sheet
    order tested on the first two (some printers give the stack back reversed; r36 AS kit minor 8), those two
    sheets kept and left out of the run (r38 R major 1, K minor 3, P minor 1: the run reprinted them; each outcome
    as its own „Jeśli …” with its subject, r41 P major 1: „Na odwrocie strony 5:” read as a heading); then odd
    pages, the stack turned which way, even pages, of the pages the main steps print (`runs`: (first, last)
    page runs, first..last by default, the whole file where `last` is unknown: 0; `skip`: what a smaller table
    leaves out, as the main step says it)."""
    runs = tuple(runs) or (((first, last),) if last else ())
    head = MANUAL_HEAD
    tested = bool(runs) and runs[0][0] == first and runs[0][1] >= first + 3
    rest = tuple((max(a, first + 4), b) for a, b in runs if b >= first + 4) if tested else runs
    if not rest:  # the test would print the whole run: the run alone
        tested, rest = False, runs
    ranges = ", ".join(span(a, b) for a, b in rest)
    within, same = (f" z zakresu {ranges}{skip}", " z tego samego zakresu") if ranges else ("", "")
    letters = "abcdefgh"
    n = int(calibration) + int(tested)  # the run's letters after the calibration's and the test's
    L = {k: f"{letters[n + i]})" for i, k in enumerate(("odd", "turn", "even"))}
    steps = []
    if calibration:
        c = first - 2
        steps.append(
            f"kartka kalibracji (strony {c}–{c + 1}): wydrukuj stronę {c}, włóż kartkę jak w punkcie {L['turn']} i "
            f"wydrukuj stronę {c + 1}. Ustawienie sterownika, o którym mówi strona {c + 1}, kartek wkładanych "
            f"ręcznie nie przesuwa: przesunięcie większe niż {BACK_TOLERANCE} mm popraw tak, jak mówi opis "
            "wydruków na kartonie (prowadnicą podajnika albo przesunięciem obrazu)"
        )
    if tested:
        a, b = first, first + 2
        steps.append(
            f"test kolejności: wydrukuj tylko strony {a} i {b}, włóż kartki jak w punkcie "
            f"{L['turn']} i wydrukuj strony {a + 1} i {b + 1}. Jeśli strona {a + 1} jest na odwrocie strony {a}, "
            f"zachowaj obie kartki (to strony {a}–{a + 3}). Jeśli strona {a + 1} jest na odwrocie strony {b}, "
            f"w punkcie {L['even']} zaznacz „Odwróć kolejność”, a w {L['odd']} i {L['even']} drukuj też strony "
            f"{a}–{a + 3}"
        )
    steps += [
        f"wydrukuj same strony nieparzyste{within}",
        f"weź wydrukowane kartki z tacy, nie zmieniając ich kolejności, {REFEED[sides]}",
        f"wydrukuj strony parzyste{same}",
    ]
    return Steps(head + "; ".join(f"{letters[n]}) {step}" for n, step in enumerate(steps)) + ".")


FLIP = {"long": "dłuższej", "short": "krótszej"}
# how card goes through a home printer (most home duplex units take 60–120 g/m² and feed thick card only
# from the rear or manual tray: the print chapter says why)
CARD_FEED = "Drukuj ręcznie, po jednym arkuszu, z tylnego albo ręcznego podajnika."


# the words of the arrow every double-sided card sheet prints at its head's edge (labels.plan_feed_arrow), one
# wording on every sheet, quoted as printed wherever a cover's step names it (kit review r30, AS minor 1,
# R minor 9, P minor 10: „↑ do drukarki” on some sheets, the steps' „strzałką do drukarki” unclear)
FEED_PHRASE = "do drukarki"
FEED_QUOTE = f"„↑ {FEED_PHRASE}”"
# which edge leads for the back, by the edge that arrow points to (kit review r28, K minor 1, AS minor 5, P
# minor 7: nothing said which edge goes in first; r32 K major 1: „the edge where the arrow is” sent the token
# sheet, whose head margin has no room and so carries the arrow at its foot, in upside down)
FEED_EDGE = {
    "long": f"i włóż go znów krawędzią, którą wskazuje strzałka {FEED_QUOTE}",
    "short": f"i włóż go krawędzią przeciwną do tej, którą wskazuje strzałka {FEED_QUOTE}",
}  # after the turn


def card_sheet(sides: str = "long") -> str:
    """One sheet of double-sided card, by hand: its front, the sheet turned on the job's edge, its back,
    the edge that leads for it checked by the sheet's feed arrow."""
    return f"Wydrukuj przód i tył: obróć arkusz wokół {FLIP[sides]} krawędzi {FEED_EDGE[sides]}."


# the thinnest card a job of thick card still holds up on (pawns, cards shuffled): the job's stock names it
# as its floor (`stock_floor`) and the printer step falls back to it, one weight said once (kit review
# r28, P minor 10: the job said 250–300 g/m², its first step „weź karton 200–220 g/m²”)
CARD_FLOOR = 200


def stock_floor(stock: str) -> str:
    """The job's card with its floor where the floor lies below it: „karton 250–300 g/m² (najmniej 200 g/m²)”;
    any other stock as it is („karton 160–200 g/m²”, „zwykły papier 80–120 g/m²”)."""
    lightest = _lightest(stock)
    if lightest is None or lightest <= CARD_FLOOR:
        return stock
    return f"{stock} (najmniej {CARD_FLOOR} g/m²)"


def _lightest(stock: str) -> int | None:
    """The lower weight of a card stock („karton 250–300 g/m²” → 250), None for anything else."""
    if not stock.startswith("karton "):
        return None
    return int(stock.removeprefix("karton ").split("–")[0])


def card_weight(stock: str = "karton 250–300 g/m²") -> str:
    """What to do when the printer does not take the job's card (`stock`: „karton 250–300 g/m²”): thinner
    card down to the floor the job's paper line states (`stock_floor`), or a copy shop."""
    lightest = _lightest(stock)
    instead = (
        f"weź najgrubszy karton, jaki przyjmuje, ale nie cieńszy niż {CARD_FLOOR} g/m², albo "
        if lightest > CARD_FLOOR
        else ""
    )
    return (
        f"Sprawdź w instrukcji drukarki, jaką gramaturę przyjmuje: gdy mniej niż {lightest} g/m², {instead}wydrukuj "
        "ten wydruk w punkcie ksero."
    )


def card_auto(sides: str = "long") -> str:
    """The printer's own duplex for card, only where its manual says it takes the weight."""
    return (
        "Automatyczny druk dwustronny wybierz tylko wtedy, gdy instrukcja drukarki podaje, że obsługuje go przy "
        f"tej gramaturze (obracanie wzdłuż {FLIP[sides]} krawędzi)."
    )


def card_duplex(sides: str = "long", stock: str = "karton 250–300 g/m²") -> str:
    """How double-sided card is printed, on a part's own cover of card: the words of a card job's steps
    (CARD_FEED, card_sheet, card_weight, card_auto) in one paragraph; which pages are fronts, the
    DUPLEX_TEXT before it says."""
    return (
        f"Karton dwustronnie: {CARD_FEED[:1].lower()}{CARD_FEED[1:]} {card_sheet(sides)} {card_weight(stock)} "
        f"{card_auto(sides)}"
    )


# a padding page says it is blank on purpose: a plain job's (a card job's stays clean: it is a piece's
# back) and the rulebook's back before its appendix, which starts a sheet of its own
BLANK_TEXT = "Strona celowo pusta"
BLANK_GREY = HexColor("#6d675f")  # a whisper, not a heading: the rulebook's running head grey (styles.MUTED)


def draw_blank(canvas, width: float, height: float, foot: float = 0.0) -> None:
    """The one drawing of a side left blank on purpose, in every file of the kit (a plain job's padding
    page, the rulebook's back before its appendix): the note centred on the page, small and grey (kit
    brief s4: build/jobs.py drew it at the foot, rulebook/typeset.py in the middle); on the back of a sheet
    cut apart, at `foot` above the bottom edge, behind the front's cut-away margin, so no piece's back
    carries it (r25 R minor 3; r26 R minor 4: the back left bare looked like a page missing)."""
    canvas.saveState()
    canvas.setFillColor(BLANK_GREY)
    canvas.setFont(SANS, 8)
    canvas.drawCentredString(width / 2, foot or height / 2, BLANK_TEXT)
    canvas.restoreState()


SCALE_TEXT = "Drukuj w skali 100% („Rzeczywisty rozmiar”, bez „Dopasuj do strony”)."
CUT_TEXT = "Tnij po liniach wyznaczonych przez znaczniki cięcia na marginesach arkusza."
# where pieces butt (their cuts drawn faint on them, sheets.draw_seams), the order of the cuts, said after CUT_TEXT:
# each line keeps its marks until it is cut (kit review r38, K major 1: the first strip cut off took the other
# direction's ticks with it)
CUT_ORDER_TEXT = (
    "Najpierw przetnij wszystkie linie w jednym kierunku, od znacznika do znacznika, nie przecinając marginesów; "
    "potem linie w drugim. Na stykających się elementach linie cięcia są też wydrukowane cienko."
)
# a sheet of slips has dashed frames round its slips and no marks on its margins (r36 R minor 1: the cover told the
# banker's slips „tnij po … znacznikach cięcia na marginesach”)
DASHED_TEXT = "Tnij po liniach przerywanych wokół kartek (na marginesach nie ma znaczników)."
# a one-piece board carries marks at its corners; a tiled board's every outer sheet edge has a mark at
# both ends (layout/board_marks.py), so each part is trimmed before gluing, as the map's steps say
TRIM_TEXT = {
    "board": "Planszę obetnij po liniach między znacznikami w narożnikach planszy, nie po brzegu tła.",
    # the order of the cuts is the assembly map's, stated there once (r26 P minor 4: the cover's order and the
    # map's differed where two parts share a sheet)
    "tiled": "Arkusze planszy potnij przed klejeniem, w kolejności kroków mapy składania.",
}


def sheet_count(n: int) -> str:
    """„5 arkuszy”: a count of sheets, as every guide and cover says it."""
    return counted(n, "arkusz", "arkusze", "arkuszy")


def by_hand(info: GuideInfo) -> bool:
    """The file's guide feeds its sheets by hand: double-sided card, one side a pass (card_duplex); its PDF then
    presets no duplex (pdf.print_preferences)."""
    return info.duplex in ("long", "short") and info.stock.startswith("karton")


# a sheet its pieces leave mostly bare, printed on an offcut of card instead of a whole sheet (GuideInfo.offcut);
# the marks it covers are named without the cut, which the guide's cutting step says once (P minor 9)
OFFCUT_TEXT = (
    "Elementy zajmują mały skrawek arkusza, więc zamiast całego arkusza kartonu wystarczy ścinek: wydrukuj tę "
    "stronę najpierw na zwykłym papierze, przyklej na wydrukowane elementy taśmą malarską ścinek kartonu, który "
    "przykryje je razem z ich znacznikami na marginesach, i wydrukuj tę samą stronę jeszcze raz na tej kartce, podając ją "
    "jak karton."
)
# a part file's cover on card printed apart, on plain paper (a one-sided one: no calibration page behind it)
GUIDE_ON_PAPER = "Tę stronę (instrukcję) drukuj na zwykłym papierze."


def part_howto(info: GuideInfo) -> list[str]:
    """How to print a part's own file, as its print job's cover says it (kit review r34, AS minor 1): its paper,
    its sheets, its sides, card fed by hand with the needle's check on its first sheet; the calibration pages
    on plain paper, their driver's offset said to be automatic duplex's only where the card goes by hand."""
    howto = [SCALE_TEXT, paper_line(info)]
    if info.sheets:
        grade = "kartonu" if info.stock.startswith("karton") else "papieru"
        howto.append(f"Elementy zajmują {sheet_count(info.sheets)} {grade}, poza tą kartką opisu.")
        if info.offcut and info.stock.startswith("karton"):
            howto.append(OFFCUT_TEXT)
    if info.duplex:
        howto.append(DUPLEX_TEXT[info.duplex])
        if by_hand(info):  # by hand, as its print job says, the first sheet checked with a needle
            howto.append(card_duplex(info.duplex, info.stock))
            if not info.contour:  # no margin mark to pierce: its notes say how its back is checked
                # the check's first word after the colon in lower case (r44 AS kit minor 8: „sprawdź: Przekłuj”)
                howto.append(f"Pierwszy arkusz sprawdź: {CARD_REGISTRATION[:1].lower()}{CARD_REGISTRATION[1:]}")
            howto.append(
                "Tę stronę (instrukcję) i następną drukuj na zwykłym papierze. Kalibracja z następnej strony "
                "ustawia tylko automatyczny druk dwustronny: kartonu podawanego ręcznie nie przesuwa."
            )
        else:
            if info.duplex != "none":
                last = 2 + 2 * info.sheets  # its guide's sheet, then its parts' (part files know their sheets)
                howto.append(
                    manual_duplex(info.duplex, 3, last, calibration=True) if info.sheets else manual_duplex(info.duplex)
                )
            howto.append("Tę stronę (instrukcję) i następną drukuj na zwykłym papierze: służą do kalibracji.")
    elif info.stock.startswith("karton"):  # one-sided card: its cover on paper too, said as its siblings say it
        howto.append(GUIDE_ON_PAPER)  # (r38 R minor 7: fabryki.pdf said it not)
    howto.append("Przed cięciem zmierz kwadrat poniżej: bok musi mieć 50 mm.")
    if not info.contour:  # cut along its contours, as its notes say
        howto.append(CUT_TEXT)
    return howto


def paper_line(info: GuideInfo) -> str:
    """„Papier: A4; karton 250–300 g/m² (najmniej 200 g/m²).”, „Papier: A4, orientacja pozioma (albo
    automatyczna); …”."""
    laid = f", orientacja {info.orientation} (albo automatyczna)" if info.orientation else ""
    return f"Papier: {info.paper.name}{laid}{_except(info.other_papers)}; {stock_floor(info.stock)}."


def _except(other_papers: list[str]) -> str:
    return f" (poza: {'; '.join(other_papers)})" if other_papers else ""


# the cover's text ends above the calibration square (and the cross beside it) with its labels
TEXT_FLOOR = CALIBRATION_Y + mm(50) + mm(4)
# a cover without the cross: the left column may go on beside its square, down to here
SQUARE_GAP = mm(6)
BESIDE_FLOOR = mm(16)


def square_at(paper: Paper, cross: bool) -> tuple[float, float]:
    """Where a cover's 50 mm square stands (its bottom-left corner): in the bottom-right corner of the
    text, its right edge on the right margin, so that text running down beside it keeps the body's
    left edge (kit reviews r20: text beside a square in the left corner jumped into a column of its
    own); on a cover with the registration cross, the cross takes that corner (target) and the square
    the left one, with the text ending above both."""
    if cross:
        return CALIBRATION_X, CALIBRATION_Y
    return paper.width - CALIBRATION_X - mm(50), CALIBRATION_Y
