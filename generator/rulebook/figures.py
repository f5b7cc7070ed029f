"""Figures as flowables for the rulebook's layout: the drawings of drawings.py (real components drawn
by the very functions that print them in the kit) with their captions, kept together."""

from __future__ import annotations

import io
import re
from collections.abc import Callable

from reportlab.lib import colors
from reportlab.lib.enums import TA_JUSTIFY
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, Spacer

from generator.draw.fonts import SANS
from generator.model.core import Game
from generator.model.units import mm
from generator.rulebook.drawings import MIN_TEXT_PT, Drawing, FigureUnavailable, figure_drawing, unreadable
from generator.rulebook.flow import Together
from generator.rulebook.look import Look
from generator.rulebook.polish import NBSP
from generator.rulebook.schematic import SchematicDrawing
from generator.rulebook.styles import make_styles
from generator.rulebook.table import TableDrawing


class Figure(Flowable):
    """A drawing (drawings.py) as platypus lays it out: the size it takes, drawn where it is placed."""

    def __init__(self, drawing: Drawing | SchematicDrawing | TableDrawing):
        super().__init__()
        self.drawing = drawing

    def wrap(self, availWidth, availHeight):
        self.width, self.height = self.drawing.wrap(availWidth, availHeight)
        return self.width, self.height

    def draw(self):
        self.drawing.draw(self.canv)


def figure_flowables(
    ref, width: float, spec, game: Game, paragraph: Callable[[str, ParagraphStyle], Flowable] = Paragraph
) -> tuple[list[Flowable], str | None]:
    """Flowables for `![caption](figure:NAME)`, or ([], a problem) when it cannot be drawn or would
    leave out words of what it shows (drawings.unreadable: drawn once on a scratch canvas, at the
    scale the column gives it). The caption is made by `paragraph` (the typesetter's: a caption that
    names a page is filled in after the layout, as a paragraph is)."""
    declared = spec.figures.get(ref.name)
    if declared is not None and (declared.schematic or declared.table is not None):
        drawing, actual, problem = _schematic(ref.name, declared, game)
    else:
        drawing, actual, problem = figure_drawing(ref.name, width, spec, game)
    if drawing is None:
        return [], problem
    drawing.wrap(width, mm(1000))
    drawing.draw(Canvas(io.BytesIO()))
    smallest = declared.min_text if declared is not None and declared.min_text else MIN_TEXT_PT
    problem = unreadable(ref.name, drawing, smallest)
    if problem:
        return [], problem
    style = make_styles(Look(accent=colors.black)).caption
    caption = ref.caption
    if actual and declared.note_actual_size:
        caption = with_actual_size(caption)
    parts: list[Flowable] = [Spacer(0, mm(2)), Figure(drawing)]
    if caption:
        markup = caption_markup(caption)
        justified = caption_style(markup, width, style)
        parts += [paragraph(line, item) for line, item in caption_lines(markup, justified)]
    return [Together(parts)], None


# a caption of more lines is justified: centred, each line starts elsewhere (r29 AS F8); one rule for every
# caption, so two-line ones too (r35 AS F10: two-line captions centred beside justified ones read as two styles)
CENTRED_LINES = 1
_KEY = re.compile("^[A-Z][ \u00a0]–[ \u00a0]")  # an item of a lettered caption: „A – …” (its spaces maybe unbreakable)


def caption_lines(markup: str, style: ParagraphStyle) -> list[tuple[str, ParagraphStyle]]:
    """The caption's paragraphs and their styles: one, or where it breaks its own lines, one a line, each
    lettered item („A – …”) a hanging one, its later lines under its words, not under its letter (r35 AS
    F10: a key set ragged under its letters read as another style of caption)."""
    if "<br/>" not in markup:
        return [(markup, style)]
    lines = markup.split("<br/>")
    out = []
    for i, line in enumerate(lines):
        key = _KEY.match(line)
        hang = stringWidth(key.group(0).replace(NBSP, " "), style.fontName, style.fontSize) if key else 0.0
        # one caption still: the space before its first line and after its last only
        spaced = {
            "spaceBefore": style.spaceBefore if i == 0 else 0,
            "spaceAfter": style.spaceAfter if i == len(lines) - 1 else 0,
        }
        out.append(
            (line, ParagraphStyle(f"{style.name}-{i}", parent=style, leftIndent=hang, firstLineIndent=-hang, **spaced))
        )
    return out


def caption_style(markup: str, width: float, style: ParagraphStyle) -> ParagraphStyle:
    """The caption's style: centred while it takes at most `CENTRED_LINES` lines, justified beyond that
    or when it breaks its own lines (a list of lettered items, each on a line of its own), so a reader's
    eye goes back to one left edge."""
    probe = Paragraph(markup, style)
    probe.wrap(width, mm(1000))
    if "<br/>" in markup or len(probe.blPara.lines) > CENTRED_LINES:
        return ParagraphStyle(f"{style.name}-long", parent=style, alignment=TA_JUSTIFY)
    return style


_LAST_SPACE = re.compile(r" (?=[^ <>]*(?:<[^>]*>[^ <>]*)*$)")  # the last space outside a tag


def caption_markup(caption: str) -> str:
    """A caption as its italic style prints it: a term the text sets in italic stands upright
    (reverse italics, so *faux pas* still stands apart), and the last two words share a line, so no
    caption (nor a line it breaks itself) ends on a word alone."""
    upright = caption.replace("<i>", f'<font name="{SANS}">').replace("</i>", "</font>")
    # each line the caption breaks itself ends on two words too (an item of a lettered list)
    return "<br/>".join(_LAST_SPACE.sub(NBSP, line, count=1) for line in upright.split("<br/>"))


_TITLE_END = re.compile(r"[.:](?= )")  # where a caption's title ends: its first full stop or colon inside


def with_actual_size(caption: str) -> str:
    """The caption with the note that the figure is printed at actual size, right after the caption's
    title (its first sentence or the words before its first colon), so the note says what the figure
    is and never hangs on the last thing named (blind review r19: „… stoi na swoim polu startowym
    (w rzeczywistej wielkości)” read as if it sized the pawn). „w” is tied to the next word, so no line
    ends on it, and the idiom is „w naturalnej wielkości”."""
    if not caption:
        return f"W{NBSP}naturalnej wielkości"
    body = caption.rstrip()
    title_end = _TITLE_END.search(body)
    if title_end:
        return f"{body[: title_end.start()]} (w{NBSP}naturalnej wielkości){body[title_end.start() :]}"
    stop = body[-1] if body[-1] in ".!?" else ""
    return f"{body.removesuffix(stop)} (w{NBSP}naturalnej wielkości){stop}"


def _schematic(name: str, declared, game: Game) -> tuple[SchematicDrawing | TableDrawing | None, bool, str | None]:
    """(the board's plan, or the table round it, False, None), or (None, False, a problem) when it cannot be
    drawn."""
    component = game.components.get(declared.component)
    if component is None:
        return None, False, f"figure '{name}' shows component '{declared.component}', which this game lacks"
    try:
        if declared.table is not None:  # the table ready to play round the board's plan (r38 K 17)
            return TableDrawing(component, game, declared.table), False, None
        return SchematicDrawing(component, game, declared.max_height, declared.min_text), False, None
    except FigureUnavailable as exc:
        return None, False, f"figure '{name}': {exc}"
