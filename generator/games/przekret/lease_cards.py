"""lease-cards: Przekręt's "Dzierżawa po znajomości" cards: one A4 page, printed in several copies.

    kind: lease-cards
    title: Dzierżawa                    # big word on the card
    subtitle: po znajomości
    text: "Oddaj tę kartę bankowi …"    # what the card does, in our words ({percent} = lease percent)
    footer: "…"                         # a line of fine print
    size: {width: 63mm, height: 33mm}
    per_page: 24                        # cards on the page (at most what the grid holds)
    copies: 2                           # copies of the page the rules ask for

The deck is per_page × copies cards; the game check compares it with the documented deal.
The file is exactly one page (the rules name it so): no guide page, a 50 mm bar in its margin.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.fonts import SANS, SANS_BOLD, SANS_ITALIC, SERIF_BOLD, SERIF_ITALIC
from generator.draw.fonts import text_width as ink_width
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.piece import Piece
from generator.draw.text import CLEARANCE_MM, CLEARANCE_RULE, DESCENT, arc_problem, clearance_problem, text_problem
from generator.games.przekret.facts import lease_percent
from generator.games.przekret.fixed_plan import bar_fits, fixed_grid
from generator.games.przekret.property_cards import CardSize
from generator.games.przekret.words import typeset
from generator.model import polish
from generator.model.base import Model
from generator.model.core import BuildOptions, Component, Game, Plan
from generator.model.findings import Findings
from generator.model.units import Length, mm, to_mm

CARD_TEXT = 7.0  # pt: the least size of any text on the card (its secondary lines, the stamp's words)
# the coupon border: a solid rule and a hairline inside it, (inset from the trim, line width in pt,
# corner radius) each (r13: a dashed one read as a cut line; in this kit dashes mean "cut" on the board
# and "fold" on the pawns and the die)
FRAME_RULES = ((mm(2.2), 0.6, mm(1.5)), (mm(3.0), 0.25, mm(1.0)))
FRAME_INSIDE = FRAME_RULES[1][0] + FRAME_RULES[1][1] / 2  # the inner edge of the hairline, from the trim
STAMP = mm(17.0)  # diameter of the "10 %" stamp (r15: 15.4 mm crossed the border and met the text; r30: 14 mm
# held its words 0.3 mm from its circles, P minor 14)
STAMP_LINE = 0.9  # pt: the stamp's outer circle
INNER_LINE = 0.4  # pt: its inner circle
STAMP_RING = mm(4.6)  # the ring between the stamp's two circles, which holds its words CLEARANCE_MM off both
STAMP_WORDS = ("WARTOŚCI", "ZAŁATWIONE")  # round the top and the bottom of the stamp
STAMP_WORD_SIZE = CARD_TEXT  # pt: like every secondary text of the card; a word on a curve reads no better
STAMP_TRACKING = 0.4  # pt after every letter of the stamp's words
STAMP_FONT = SANS_BOLD
STAMP_RAISE = mm(1)  # the stamp's centre above the card's middle (the fine print runs under it)
SLACK = mm(0.2)  # paper added to the least clearance, so a measured glyph box keeps it too
# the stamp keeps the clearance of every text from the border's hairline, and the text column keeps
# it from the stamp's outer circle (r15: 0 mm from the text, the circle across the double border)
STAMP_CENTRE_X = FRAME_INSIDE + mm(CLEARANCE_MM) + SLACK + STAMP_LINE / 2 + STAMP / 2
TEXT_LEFT = STAMP_CENTRE_X + STAMP / 2 + STAMP_LINE / 2 + mm(CLEARANCE_MM) + SLACK  # text column right of the stamp
TEXT_RIGHT = FRAME_INSIDE + mm(CLEARANCE_MM)  # the text column's end, from the right trim
TEXT_BOX = (7.0, CARD_TEXT, 3)  # rule text: max/min size, lines
FOOTER_BOX = (CARD_TEXT, CARD_TEXT, 1)  # fine print, across the card under the stamp
# the fine print keeps the clearance from the hairline below it and at its ends (r17: its descenders
# came 0.2 mm above the hairline)
FOOTER_BASE = FRAME_INSIDE + mm(CLEARANCE_MM) + SLACK + DESCENT * FOOTER_BOX[0]
FOOTER_INSET = FRAME_INSIDE + mm(CLEARANCE_MM) + SLACK
TITLE_DROP = mm(8.6)  # the title's baseline under the top trim
CAP = 0.72  # how far capitals rise above the baseline, per size


def stamp_centre(spec: LeaseCards) -> tuple[float, float]:
    """The stamp's centre in card coordinates (pt, y up from the bottom trim)."""
    return STAMP_CENTRE_X, spec.size.height / 2 + STAMP_RAISE


def stamp_room(spec: LeaseCards) -> float:
    """The least paper between the stamp's outer circle and what it must not touch: the border's
    hairline on every side, the text column on its right, the fine print under it."""
    cx, cy = stamp_centre(spec)
    outer = STAMP / 2 + STAMP_LINE / 2
    floor = FOOTER_BASE + CAP * FOOTER_BOX[0] if spec.footer else FRAME_INSIDE
    return min(
        cx - outer - FRAME_INSIDE,
        TEXT_LEFT - (cx + outer),
        spec.size.height - FRAME_INSIDE - (cy + outer),
        cy - outer - max(floor, FRAME_INSIDE),
    )


def footer_room(spec: LeaseCards, findings: Findings, component: Component[LeaseCards]) -> None:
    """The fine print's room to the hairline round it: under its descenders and past its ends."""
    size = FOOTER_BOX[0]
    ends = (spec.size.width - ink_width(spec.footer, SANS_ITALIC, size)) / 2 - FRAME_INSIDE
    room = min(FOOTER_BASE - DESCENT * size - FRAME_INSIDE, ends)
    problem = clearance_problem(f"the fine print „{spec.footer}” of a Dzierżawa card", room)
    if problem:
        findings.error(component.where("footer"), problem, CLEARANCE_RULE)


ACCENT = 0.24  # how far an accent rises above a capital (Ś, Ż), per pt of size
ABOVE, BELOW = set("ĆŃÓŚŹŻ"), set("ĄĘ")  # capitals with a mark above them, with an ogonek below


def word_ink(word: str, size: float = STAMP_WORD_SIZE) -> tuple[float, float]:
    """How far a word of capitals reaches below its baseline and above it (its accents and ogonki too)."""
    below = DESCENT * size if BELOW & set(word) else 0.0
    above = CAP * size + (ACCENT * size if ABOVE & set(word) else 0.0)
    return below, above


def stamp_ring() -> tuple[float, float]:
    """The ring's free paper: from the inner circle's outer edge to the outer circle's inner edge (radii, pt)."""
    inner = STAMP / 2 - STAMP_RING
    return inner + INNER_LINE / 2, STAMP / 2 - STAMP_LINE / 2


def stamp_radii() -> tuple[float, float, float]:
    """(inner circle, baseline of the top word, baseline of the bottom word) of the stamp, in pt: each
    word's ink (`word_ink`) centred in the ring, the top word's feet and the bottom word's heads towards
    the centre."""
    low, high = stamp_ring()
    band = (low + high) / 2
    top_below, top_above = word_ink(STAMP_WORDS[0])
    bottom_below, bottom_above = word_ink(STAMP_WORDS[1])
    top = band - (top_above - top_below) / 2  # its ink from top - below to top + above, about the band
    bottom = band + (bottom_above - bottom_below) / 2  # heads inwards: from bottom - above to bottom + below
    return STAMP / 2 - STAMP_RING, top, bottom


def stamp_word_room() -> float:
    """The least paper between the stamp's words (their accents and ogonki) and its two circles."""
    low, high = stamp_ring()
    _, top, bottom = stamp_radii()
    top_below, top_above = word_ink(STAMP_WORDS[0])
    bottom_below, bottom_above = word_ink(STAMP_WORDS[1])
    return min(
        top - top_below - low, high - (top + top_above), bottom - bottom_above - low, high - (bottom + bottom_below)
    )


class LeaseCards(Model):
    kind: Literal["lease-cards"]
    title: str = Field(min_length=1)
    subtitle: str = ""
    text: str = Field(min_length=1)
    footer: str = ""
    size: CardSize = CardSize(width="63mm", height="33mm")
    bleed: Length = mm(3)
    per_page: int = Field(ge=1, le=200)
    copies: int = Field(ge=1, le=20)


def deck_size(spec: LeaseCards) -> int:
    return spec.per_page * spec.copies


def card_text(spec: LeaseCards, percent: float) -> str:
    return typeset(spec.text.replace("{percent}", polish.percent(percent)))


def text_width(spec: LeaseCards) -> float:
    return spec.size.width - TEXT_LEFT - TEXT_RIGHT


def footer_width(spec: LeaseCards) -> float:
    return spec.size.width - 2 * FOOTER_INSET


def pieces(spec: LeaseCards, percent: float) -> list[Piece]:
    return [
        Piece(
            spec.size.width,
            spec.size.height,
            Drawn("lease-cards", "_front", spec, percent),
            None,
            f"{spec.title} {i + 1}",
        )
        for i in range(spec.per_page)
    ]


def plan(component: Component[LeaseCards], game: Game, options: BuildOptions) -> list[Plan]:
    """One page of cards (one sheet), printed `copies` times on card."""
    return [Plan(f"{component.name}.pdf", pages=1, sheets=1, copies=component.spec.copies)]


def check(component: Component[LeaseCards], game: Game, findings: Findings) -> None:
    spec: LeaseCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, BuildOptions())
    size = f"{to_mm(spec.size.width):.1f} x {to_mm(spec.size.height):.1f} mm"
    if spec.per_page > grid.per_sheet:
        findings.error(
            component.where("per_page"),
            f"{spec.per_page} Dzierżawa cards of {size} per page; one A4 page holds {grid.per_sheet}",
            "lease-cards.page-overflow",
        )
    elif grid.per_sheet and not bar_fits(sheet, grid):
        findings.error(
            component.where("size"),
            f"Dzierżawa cards of {size} leave no room for the 50 mm calibration bar under the cards",
            "lease-cards.no-calibration-room",
        )
    room = stamp_room(spec)
    if room < mm(CLEARANCE_MM) - 1e-6:
        findings.error(
            component.where("size"),
            f"on a Dzierżawa card of {size} the stamp comes {to_mm(room):.1f} mm from the border or the text; "
            f"expected at least {CLEARANCE_MM:g} mm (a taller card holds it)",
            "lease-cards.stamp-crowded",
        )
    problem = text_problem(
        card_text(spec, lease_percent(game)),
        SANS,
        text_width(spec),
        max_size=TEXT_BOX[0],
        min_size=TEXT_BOX[1],
        max_lines=TEXT_BOX[2],
    )
    if problem:
        findings.error(component.where("text"), problem.replace("\u00a0", " "), "text.does-not-fit")
    if spec.footer:
        problem = text_problem(
            spec.footer, SANS_ITALIC, footer_width(spec), max_size=FOOTER_BOX[0], min_size=FOOTER_BOX[1]
        )
        if problem:
            findings.error(component.where("footer"), problem, "text.does-not-fit")
    if spec.footer:
        footer_room(spec, findings, component)
    problem = clearance_problem("the words round the stamp of a Dzierżawa card", stamp_word_room())
    if problem:  # r30 P minor 14: 0.3 mm from the ring
        findings.error(component.where("size"), problem, CLEARANCE_RULE)
    # the stamp's words have no box: each must take at most half the circle it is set round
    _, top, bottom = stamp_radii()
    for word, radius in zip(STAMP_WORDS, (top, bottom)):
        problem = arc_problem(word, STAMP_FONT, STAMP_WORD_SIZE, radius, tracking=STAMP_TRACKING, least=CARD_TEXT)
        if problem:
            findings.error(component.where("size"), f"the stamp of a Dzierżawa card: {problem}", "text.does-not-fit")
    for key, text, font in (("title", spec.title.upper(), SERIF_BOLD), ("subtitle", spec.subtitle, SERIF_ITALIC)):
        problem = text_problem(
            text,
            font,
            text_width(spec) + mm(1),
            max_size=11.5 if key == "title" else 8.5,
            min_size=11.5 if key == "title" else 8.5,
        )
        if text and problem:
            findings.error(component.where(key), problem, "text.does-not-fit")


def kind_pieces(component: Component[LeaseCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, lease_percent(game))


KIND = register(
    Kind(
        name="lease-cards",
        category="card",
        model=LeaseCards,
        check=check,
        render=Drawn("lease-cards", "render"),
        pieces=kind_pieces,
        plan=plan,
        description="Dzierżawa po znajomości cards: one page printed in copies; lease at a percentage",
    )
)
