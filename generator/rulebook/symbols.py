"""Symbols beside text: `![](symbol:NAME)` opening a paragraph or a table cell (blocks.symbol_mark) is
drawn by the board symbols' registry (board/symbols.draw_symbol: the kit's own symbols and those a game
registers, as Art Society its theme icons, frame chips, lollipop and gavel, drawn by the code that
prints its pieces), left of the text, its top on the first line's. One mechanism for a board's symbols,
a player aid's and a rulebook's: no second icon set."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.platypus import Flowable

from generator.draw.kinds.board.symbols import SYMBOLS, draw_symbol
from generator.model.units import mm

LINE = 1.45  # a symbol of size 1: this many times the text's size (a capital and its descender's room)
GAP = mm(0.6)  # between two symbols
BESIDE = mm(1.6)  # between the last symbol and the text


def unknown(names) -> list[str]:
    """The names no symbol is registered under (a game's are registered when its package is imported)."""
    return [name for name in names if name.partition("@")[0] not in SYMBOLS]


class Symbols(Flowable):
    """A row of symbols, each `size` lines tall, at the text size of `style`."""

    def __init__(self, symbols: list[tuple[str, float]], style, ink=None):
        super().__init__()
        self.symbols, self.style = symbols, style
        self.ink = ink or style.textColor or colors.black
        self.sizes = [style.fontSize * LINE * size for _, size in symbols]
        self.width = sum(self.sizes) + GAP * (len(self.sizes) - 1)
        self.height = max(self.sizes)
        self.symbols_width, self.words = self.width, None  # a table's column widths (tables.column_widths)

    def wrap(self, availWidth, availHeight):
        return self.width, self.height

    def getPlainText(self) -> str:  # as a paragraph's: the words it prints (none)
        return ""

    def draw(self):
        x = 0.0
        for (name, _), size in zip(self.symbols, self.sizes):
            name, _, own = name.partition("@")  # NAME@rrggbb: in its own colour (blocks.SYMBOL_MARK)
            ink = colors.HexColor(f"#{own}") if own else self.ink
            draw_symbol(self.canv, name, x + size / 2, self.height - size / 2, size, ink, colors.white)
            x += size + GAP


class Beside(Flowable):
    """Symbols left of a paragraph, their top on the text's first line; the paragraph takes the width
    they leave. Kept whole (a card's cell or list item, never split across frames)."""

    def __init__(self, symbols: Symbols, text: Flowable, centred: bool = False):
        super().__init__()
        self.symbols, self.text, self.centred = symbols, text, centred
        # what a table's column widths read (tables.column_widths) and the aid's label check walks into
        self.symbols_width, self.words, self.content = symbols.width + BESIDE, text, text
        style = getattr(text, "style", None)
        self.lead = (style.leading - style.fontSize) / 2 if style is not None else 0.0

    def wrap(self, availWidth, availHeight):
        _, text_h = self.text.wrap(max(availWidth - self.symbols.width - BESIDE, 1.0), availHeight)
        self.width = availWidth
        self.height = max(self.symbols.height + max(self.lead, 0.0), text_h)
        self.text_h = text_h
        return self.width, self.height

    def getPlainText(self) -> str:  # as a paragraph's: the words it prints
        return self.text.getPlainText()

    def draw(self):
        # in a right-aligned column (a table's points) the symbols stand just left of the text's longest line
        x = 0.0
        style = getattr(self.text, "style", None)
        if style is not None and style.alignment == TA_RIGHT and hasattr(self.text, "getActualLineWidths0"):
            x = max(0.0, self.width - max(self.text.getActualLineWidths0()) - BESIDE - self.symbols.width)
        low = self.height - max(self.lead, 0.0) - self.symbols.height
        self.symbols.drawOn(self.canv, x, low)
        # `centred`: text shorter than its symbols stands on their middle (an aid's field label beside its tile, r41
        # R minor 9: top-aligned, each line sat on the tile's upper half); taller text keeps its top on theirs
        top = self.height - self.text_h
        if self.centred and self.text_h < self.symbols.height:
            top = low + (self.symbols.height - self.text_h) / 2
        self.text.drawOn(self.canv, self.symbols.width + BESIDE, top)
