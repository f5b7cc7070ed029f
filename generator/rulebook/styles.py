"""The look of the rulebook's text: its ink colours and the paragraph styles (`Styles`, `make_styles`).

The body is Source Serif, justified and hyphenated by Polish rules; headings, notes, tables,
captions and the table of contents are Source Sans; the accent colour comes from the game's
`Look`. The typesetter (typeset.py) and the figures and aids set in the same styles read them here.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
from reportlab.lib.styles import ParagraphStyle

from generator.draw.fonts import SANS, SANS_BOLD, SANS_ITALIC, SANS_SEMIBOLD, SERIF, SERIF_BOLD, SERIF_ITALIC
from generator.draw.layout_fonts import register_fonts
from generator.model.units import mm
from generator.rulebook.look import Look
from generator.rulebook.paragraphs import hyphenation  # reportlab's, its line breaking kept per width

INK = colors.HexColor("#1d1d1b")
MUTED = colors.HexColor("#6d675f")
TOC_SECTION = colors.HexColor("#4a453f")  # about 72 % black
RULE = colors.HexColor("#c9c2b6")
TINT = colors.HexColor("#f3efe7")
HYPHENATION = "pl_PL"
KEEP_AFTER_HEADING = mm(22)  # a heading needs this much room below it, else it moves to the next page
# a table moves whole to the next page only when that leaves at most this share of the page empty
MOST_EMPTY = 0.30


@dataclass
class Styles:
    body: ParagraphStyle
    h1: ParagraphStyle
    h2: ParagraphStyle
    h3: ParagraphStyle
    note: ParagraphStyle
    note_h: ParagraphStyle
    cell: ParagraphStyle
    cell_head: ParagraphStyle
    caption: ParagraphStyle
    toc: list[ParagraphStyle]
    title: ParagraphStyle
    subtitle: ParagraphStyle
    facts: ParagraphStyle
    toc_head: ParagraphStyle
    bullet: ParagraphStyle


def make_styles(look: Look) -> Styles:
    # the styles name our faces: platypus finds them (and their bold and italic) registered
    register_fonts()
    # Justified text is hyphenated by Polish rules (pyphen's pl_PL patterns, which reportlab uses
    # when hyphenationLang is set): without it justified lines open wide gaps between words.
    body = ParagraphStyle(
        "body",
        fontName=SERIF,
        fontSize=9.5 if look.columns == 2 else 10,  # in a column of 78 mm: about 55 characters a line (columns.py)
        leading=13 if look.columns == 2 else 13.6,
        alignment=TA_JUSTIFY,
        spaceAfter=5,
        textColor=INK,
        allowWidows=0,
        allowOrphans=0,
        hyphenationLang=hyphenation(HYPHENATION),
        embeddedHyphenation=0,
        hyphenationMinWordLength=6,
    )
    return Styles(
        body=body,
        h1=ParagraphStyle(
            "h1",
            fontName=SANS_BOLD,
            fontSize=16,
            leading=19,
            spaceBefore=14,
            spaceAfter=6,
            textColor=look.accent,
            keepWithNext=1,
        ),
        h2=ParagraphStyle(
            "h2",
            fontName=SANS_BOLD,
            fontSize=12,
            leading=15,
            spaceBefore=9,
            spaceAfter=3,
            textColor=INK,
            keepWithNext=1,
        ),
        h3=ParagraphStyle(
            "h3",
            fontName=SANS_SEMIBOLD,
            fontSize=10.5,
            leading=13.5,
            spaceBefore=6,
            spaceAfter=2,
            textColor=INK,
            keepWithNext=1,
        ),
        note=ParagraphStyle(
            "note", parent=body, fontName=SANS, fontSize=9.3, leading=12.4, alignment=TA_LEFT, spaceAfter=3
        ),
        note_h=ParagraphStyle(
            "note_h",
            fontName=SANS_BOLD,
            fontSize=9.6,
            leading=12.4,
            spaceAfter=2,
            textColor=look.accent,
            keepWithNext=1,
        ),
        cell=ParagraphStyle("cell", fontName=SANS, fontSize=8.8, leading=10.8, textColor=INK),
        cell_head=ParagraphStyle("cell_head", fontName=SANS_BOLD, fontSize=8.8, leading=10.8, textColor=INK),
        caption=ParagraphStyle(
            "caption",
            fontName=SANS_ITALIC,
            fontSize=8.5,
            leading=10.5,
            alignment=TA_CENTER,
            textColor=INK,  # black, not grey: a caption says what to look at and must survive a home laser print
            spaceBefore=3,
            spaceAfter=8,
        ),
        toc=[
            ParagraphStyle("toc0", fontName=SANS, fontSize=9.5, leading=12.2, leftIndent=0, textColor=INK),
            # a section under its chapter: indented and lighter than the chapter, yet dark enough for a home
            # print at 9 pt (AS review r19 #9: the muted grey read faint; at least 7:1 against white)
            ParagraphStyle("toc1", fontName=SANS, fontSize=9, leading=12, leftIndent=mm(5), textColor=TOC_SECTION),
        ],
        title=ParagraphStyle(
            "title", fontName=SERIF_BOLD, fontSize=34, leading=38, textColor=look.accent, spaceAfter=2
        ),
        subtitle=ParagraphStyle(
            "subtitle", fontName=SERIF_ITALIC, fontSize=13, leading=16, textColor=INK, spaceAfter=4
        ),
        facts=ParagraphStyle("facts", fontName=SANS, fontSize=10, leading=13, textColor=MUTED, spaceAfter=10),
        toc_head=ParagraphStyle(
            "toc_head", fontName=SANS_BOLD, fontSize=11, leading=14, textColor=INK, spaceBefore=4, spaceAfter=4
        ),
        bullet=ParagraphStyle("bullet", parent=body, alignment=TA_LEFT),
    )
