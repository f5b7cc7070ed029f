"""What a rulebook looks like and what its title block says, and the one way its single layout can
fail (`Unsettled`): plain data, known without the typesetter (typeset.py, which loads reportlab's
platypus), so that checking a rulebook never loads it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from generator.model.units import mm

if TYPE_CHECKING:  # a rulebook is checked without reportlab: its accent is made where it is drawn
    from reportlab.lib import colors


@dataclass(frozen=True)
class Look:
    accent: colors.Color
    margin_x: float = mm(24)
    margin_top: float = mm(22)
    margin_bottom: float = mm(20)
    # the body's columns: 2 sets it in two of 78 mm at 9.5 pt with blocks too wide for one across both
    # (columns.py); 1 (for now) the single column of 162 mm at 10 pt, until the two-column books pass the
    # layout's guarantees (one pass holds since kit-measure2; left: no page reference to its own page, running
    # heads, headings kept with the block they introduce, even last pages: docs/reviews/r36 measure report)
    columns: int = 1


@dataclass
class TitleInfo:
    game: str
    subtitle: str
    title: str  # "Zasady gry"
    facts_line: str  # players · age · time
    running: str  # running head text, left
    # the game's title illustration (title_art_draw.title_drawing), beside the title; None: the title alone
    art: Callable[..., None] | None = None


class Unsettled(Exception):
    """The numbers only the layout decides do not fit the room laid out for them (forms.py): the
    rulebook must be laid out again with them known; `pages` and `headings` of this layout."""

    def __init__(self, pages: int = 0, headings: dict[str, int] | None = None):
        super().__init__("page references do not fit their room")
        self.pages, self.headings = pages, headings or {}
