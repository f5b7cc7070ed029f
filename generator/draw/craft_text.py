"""The kit's words for building its pieces, said alike on the print jobs' covers, the part files' guide pages
and in a rulebook's print chapter: the line language (what a cut and a fold look like), how folds are scored
on thick card, the tools and materials the kit takes (from the files' `needs`, Output.needs), the needle the
card check pierces with, the punches a shop sells."""

from __future__ import annotations

from generator.draw.registration import BACK_TOLERANCE
from generator.model.colour_words import colour_word

# the kit's one line language, said wherever a sheet has folds (the cover, the print guide, a pawn's
# or a die's guide): pdf.draw_fold draws a valley dash-dot and a ridge dash-dot-dot, every cut is a solid or a
# dashed line
FOLD_WORDS = "linia kreska-kropka (— · —) albo kreska-dwie kropki (— · · —)"
LINES_TEXT = f"Linia ciągła albo przerywana to cięcie, {FOLD_WORDS} to zgięcie."


def lines_text(pieces) -> str:
    """The line language for a sheet of `pieces`, naming only the lines the sheet prints: the cut lines
    where a piece is cut along its own outline (Piece.outline_cut), the folds always (kit review r30,
    P minor 9: pawn strips, cut at the margin's marks alone, were told a solid or dashed line is a cut)."""
    if any(p.outline_cut for p in pieces):
        return LINES_TEXT
    return f"{FOLD_WORDS[:1].upper()}{FOLD_WORDS[1:]} to zgięcie."


def contour_words(ink: str) -> str:
    """Where a piece cut along its own outline is cut, as every guide, cover and route says it: on the line
    pdf.draw_cut draws (CUT_LINE, 1 pt in `ink` over a light band), named by its colour: „po cienkiej czarnej
    linii” (kit review r40: the lollipops' guide said „po ciemnym konturze”, the candies' route „po konturze”,
    the die's guide „po ciągłej linii” – one line named three ways)."""
    return f"po cienkiej {colour_word(ink, 'ej')} linii"


# how folds on thick card are prepared: on a pawn's or a die's guide and the cover (why: the print guide)
SCORE_TEXT = (
    "Na kartonie 250–300 g/m² najpierw zbiguj linie zgięć: przeciągnij po nich tępą stroną nożyka (albo "
    "wypisanym długopisem) wzdłuż metalowej linijki."
)


# the words of a part's own guide that are steps a builder takes, not descriptions: cutting round or shaped
# tokens and their strips (tokens_draw), the player aids (guide.aids_cut_text), pieces cut along their own contour
# and a strip of folded markers (Art Society's lollipops), forms halved or cut into slips (Kolekcjonerzy's plans and
# slips); a print job's cover says them with its cutting, on the page a buyer has to read (kit reviews r34, P major
# 1; r35 AS major 1: said only in the appendix the cover lets the reader skip); the rulebook's appendix may say
# more, never alone
# how a sheet of player aids is cut (guide.aids_cut_text): along the margins' marks, the only ones such a sheet
# has (r41 AS kit minor 1, K minor 8: „po znacznikach cięcia w ich narożnikach” named ticks no sheet carries)
AIDS_CUT = "pomoce po liniach między znacznikami cięcia na marginesach"
BUILD_MARKS = (
    "potnij arkusz na kwadraty",
    AIDS_CUT,
    "w osobnych pasach",
    "nożyczkami po cienkiej",  # a contour's line (contour_words)
    "dzielą linie cięcia",
    "zegnij pod kątem prostym",
    "przetnij każdy arkusz na pół",
    "potnij arkusz wzdłuż przerywanych linii",
    # a sheet of two bands of paintings: the bold cut between them first (r36 AS kit major: a trimmer run along a
    # band's marks first cut through the long paintings of the other band, the order told only in the appendix)
    "najpierw przetnij po pogrubionych znacznikach",
)


def build_steps(details) -> list[str]:
    """The details of a part (JobPart.how) that are a builder's steps (BUILD_MARKS, in any case: a step may open
    a sentence)."""
    return [d for d in details if any(mark in d.lower() for mark in BUILD_MARKS)]


def part_step(title: str, step: str) -> str:
    """A part's building step as a print job's cover says it: the part's name, a colon and the step's own sentence
    (its guide's words) in lower case, as one sentence reads on („Żetony surowców: najpierw potnij…”; kit review
    r35, R minor 11, P minor 6: „Pomoc gracza: Dwie pomoce na arkuszu: wytnij…” showed the seam). A step's own
    words never open with a lead of their own before a colon (BUILD_MARKS' sources), so no second colon follows."""
    first = step[:1].lower() if step[1:2].islower() else step[:1]  # „ZAKUP…” stays as it is
    return f"{title}: {first}{step[1:]}"


# the need of a file whose print job's first sheet is checked by piercing the crop marks' end (a double-sided
# card job: build/cover_steps.CARD_REGISTRATION; printplan.pierced says which files): a needle (r31 AS 6:
# the covers and the rulebook listed the tools without it)
NEEDLE = "igła"
NEEDLE_TEXT = "igła (do sprawdzenia, czy tył pokrywa się z przodem)"
NEEDLE_SENTENCE = "Do sprawdzenia, czy tył pokrywa się z przodem, potrzebna jest igła."  # a cover's, after its tools


# how a shift found on the first card sheet is put right, said once with the check that finds it (the card
# procedure): card fed by hand goes through twice, one side a pass, and a driver's duplex offset (what the
# calibration page sets) then normally does nothing (kit review r30, AS minor 3): the sheet moved by the tray's
# side guide, or the image by the print dialog's offset, else a copy shop; a white back shows no shift at its edges
# (r32 AS major 1: the driver's offset, which moves a back only in automatic duplex, and the white backs' leeway
# are the print chapter's why, not a step's)
CARD_SHIFT = (
    f"Przesunięcie większe niż {BACK_TOLERANCE} mm popraw przed kolejnymi tyłami: przesuń boczną prowadnicę "
    "podajnika o tyle, o ile chybia tył, albo ustaw przesunięcie obrazu w oknie drukowania; gdy się nie da – "
    "punkt ksero."
)
# card often comes from another tray than the plain paper the registration was measured on: checked on the
# first card sheet, before the rest (the why is the print chapter's: templates/_print_guide.md.j2)
# (r28 R minor 3: „róg znacznika” fit no straight tick: an end is what every mark has, a tick's or an L's)
CARD_REGISTRATION = (
    f"Przekłuj igłą koniec znacznika cięcia na przodzie: ukłucie ma wypaść na znaczniku tyłu. {CARD_SHIFT}"
)


def materials_tools(needs) -> list[str]:
    """The tools building the kit takes, from its files' `needs`: a knife, scissors for contours, a
    metal ruler and a mat always, a needle where a card sheet's back is checked (NEEDLE), glue for what
    needs it; said alike in the print guide (materials_text) and in a rulebook's list of what the kit lacks."""
    needs = list(dict.fromkeys(needs))
    glued = [n.split(":", 1)[1] for n in needs if n.startswith("klej:")]
    tools = ["ostry nożyk", *(["nożyczki"] if "nożyczki" in needs else []), "metalowa linijka", "mata do cięcia"]
    if NEEDLE in needs:
        tools.append(NEEDLE_TEXT)
    if glued:
        tools.append(f"klej (do {', '.join(glued[:-1]) + ' i ' + glued[-1] if len(glued) > 1 else glued[0]})")
    return tools


# decorative craft punches as shops sell them: the cut-out's diameter in mm and the size it is sold as
# (kit review r18: 11.3 and 17.3 mm were recommended, and no shop has them). A round token names a
# punch only when its cutting line is one of these sizes (tokens.punches), so the size can be bought; a mixed
# number in one glyph, joined to its unit (r35 AS rulebook F12: „1 1/4 cala”)
SOLD_PUNCHES = {12.7: "1/2 cala", 15.9: "5/8 cala", 19.0: "3/4 cala", 25.4: "1 cal", 31.8: "1¼ cala"}
PUNCH_FIT = 0.2  # mm: a punch this close to the cutting line's size cuts on it (the line is 0.12 mm wide)
# mm: ... or this much wider, cutting just outside the line: the disc keeps its whole line and a hair of the face's
# colour past it, the punch well inside the chit's square (a 1.3 mm clear band, tokens.CUT_CLEAR) – r41 R minor 5:
# Rynek's 12.48 mm line, 0.22 mm under a 1/2-inch punch, got no punch in its guide
PUNCH_OVER = 0.3


def sold_punch(cut_mm: float) -> float | None:
    """The sold punch size (mm) that cuts a circle drawn `cut_mm` across, or None: no shop sells one."""
    return next((size for size in SOLD_PUNCHES if -PUNCH_FIT <= size - cut_mm <= max(PUNCH_FIT, PUNCH_OVER)), None)


def materials_text(needs, scoring: bool = False) -> str:
    """What building the kit takes, from its files' `needs` (Output.needs): a knife, a metal ruler and
    a mat always; scissors for contours; glue for what needs it; an optional punch for round tokens, by size; the
    needle where a card sheet's back is checked by piercing (NEEDLE_SENTENCE); with `scoring`, how folds are
    prepared (SCORE_TEXT) when a file has any."""
    needs = list(dict.fromkeys(needs))
    punched = sorted(
        {n.split(":", 1)[1] for n in needs if n.startswith("dziurkacz:")}, key=lambda s: float(s.replace(",", "."))
    )
    tools = materials_tools([n for n in needs if n != NEEDLE])  # the needle is the check's, said apart
    listed = ", ".join(tools[:-1]) + " i " + tools[-1] if tools[-1].startswith("klej") else ", ".join(tools)
    text = f"Do składania potrzebne są: {listed}."
    if punched:
        sold = " i ".join(f"{SOLD_PUNCHES[float(s.replace(',', '.'))]} ({s} mm)" for s in punched)
        text += f" Okrągłe żetony szybciej wytnie dziurkacz ozdobny {sold} – nie jest konieczny."
    if NEEDLE in needs:
        text += f" {NEEDLE_SENTENCE}"
    if scoring and "bigowanie" in needs:
        text += f" {LINES_TEXT} {SCORE_TEXT}"
    return text
