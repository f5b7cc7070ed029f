"""The rulebook's table of contents laid out in one pass: its lines (`toc_entries`, from the headings of the
story), each page number a form XObject the heading fills in when typeset.py places it."""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable

from generator.model.units import mm
from generator.rulebook.deferred import APPENDIX
from generator.rulebook.flow import HeadingParagraph, SheetStart, walk


class OnePassToc(Flowable):
    """The table of contents laid out in a single pass: the entries are known before layout (the
    headings are in the story) and each page number is a form XObject that the heading defines
    when it is placed, so platypus need not lay the document out again to fill them in."""

    DOTS_GAP = mm(9)  # room kept for the page number at the right edge

    def __init__(self, entries: list[tuple[int, str, str]], styles: list[ParagraphStyle]):
        super().__init__()
        self.entries = entries
        self.styles = styles

    def wrap(self, availWidth, availHeight):
        self.width = availWidth
        self.height = sum(self.styles[min(level, len(self.styles) - 1)].leading for level, _, _ in self.entries)
        return self.width, self.height

    def draw(self):
        canvas = self.canv
        y = self.height
        for level, text, key in self.entries:
            style = self.styles[min(level, len(self.styles) - 1)]
            y -= style.leading
            base = y + (style.leading - style.fontSize) / 2
            canvas.setFont(style.fontName, style.fontSize)
            canvas.setFillColor(style.textColor)
            canvas.drawString(style.leftIndent, base, text)
            start = style.leftIndent + canvas.stringWidth(text, style.fontName, style.fontSize) + mm(1.5)
            end = self.width - self.DOTS_GAP + canvas.stringWidth(". ", style.fontName, style.fontSize)
            self.draw_leaders(style, start, end, base)
            canvas.saveState()
            canvas.translate(self.width, base)
            canvas.doForm(toc_form(key))
            canvas.restoreState()

    def draw_leaders(self, style: ParagraphStyle, start: float, end: float, base: float) -> None:
        """Dot leaders from a fixed gap after the entry's text to the page number's column: the
        dots are spaced out a little to fill the room exactly, so no entry starts its dots later than
        another (blind review r23 F18: right-aligned whole dots left gaps of varying width)."""
        dot = self.canv.stringWidth(". ", style.fontName, style.fontSize)
        count = int((end - start) / dot) if dot else 0
        if count <= 0:
            return
        leaders = self.canv.beginText(start, base)
        leaders.setFont(style.fontName, style.fontSize)
        leaders.setCharSpace((end - start - count * dot) / (2 * count))
        leaders.textOut(". " * count)
        self.canv.drawText(leaders)


def anchor_key(name: str) -> str:
    """The bookmark key of an anchor (its outline entry names the page, as a heading's does)."""
    return "anchor-" + "".join(ch if ch.isascii() and ch.isalnum() else f"_{ord(ch):x}" for ch in name)


def toc_form(key: str) -> str:
    return "toc" + "".join(ch if ch.isalnum() else "_" for ch in key)


APPENDIX_TOC = " (dodatek – można go nie drukować)"
# the contents' key of a section whose page the print plan fills (typeset's `held`: the kit's checklist)
HELD_KEY = "held-section"


def toc_entries(body: list[Flowable], levels: int, held: str = "") -> list[tuple[int, str, str]]:
    """The contents' lines: every heading above `levels`; a chapter of the optional appendix (after the sheet
    `{{ appendix() }}` starts) says that it is one (kit review r29, Rynek minor 6: the contents listed chapters
    that the print steps leave out as if they were printed) – on its own line, which adds none to the page. A
    section the print plan fills on the page left blank before the appendix (`held`: the kit's checklist, r32
    K rulebook minor 8, R kit minor 5) is listed where it stands, before the appendix's first chapter."""
    entries: list[tuple[int, str, str]] = []
    appendix = False
    for f in walk(body):
        if isinstance(f, SheetStart):
            appendix = True
            if held:
                entries.append((0, held, HELD_KEY))
        elif isinstance(f, HeadingParagraph) and f.toc_level < levels:
            named = f.toc_text.startswith(APPENDIX)  # a chapter that calls itself „Dodatek …” says it already
            said = APPENDIX_TOC if appendix and f.toc_level == 0 and not named else ""
            entries.append((f.toc_level, f.toc_text + said, f.toc_key))
    return entries
