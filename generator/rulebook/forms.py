"""Paragraphs whose numbers only the layout decides, laid out once (deferred.py says which).

A `Placeholder` is laid out as its paragraph with the guessed numbers and draws a form XObject
(reportlab's "page X of Y" recipe). After the last page `fill_forms` sets every such paragraph
again with the real numbers, at the same width and split at the same heights, and defines the
forms. A paragraph whose real text would need another height (one line more or less) does not
fit what was laid out, nor does a split paragraph whose reference names a heading on one of its
parts' pages (only the old way knows which part holds it): the forms are not made and the caller
lays the rulebook out again.

The room is the placeholder's height where it is drawn, which follows the page it lands on; a container
must measure it there too, not keep an earlier measure (builder.ItemList: reportlab's lists keep their
first size at a width, and a bullet a line longer at its page printed that line over the next paragraph).
"""

from __future__ import annotations

from reportlab.platypus import Flowable

from generator.rulebook.deferred import Layout, Seen, book_shape
from generator.rulebook.paragraphs import Paragraph  # reportlab's, its line breaking kept per width


class Placeholder(Flowable):
    """A paragraph (text, a table cell, a note) with deferred numbers, drawn through a form."""

    def __init__(
        self,
        markup: str,
        style,
        layout: Layout,
        drawn: list,
        doc=None,
        para: Paragraph | None = None,
        chain: tuple = (),
        guessed: str = "",
    ):
        super().__init__()
        self.markup, self.style, self.layout, self.drawn, self.doc, self.chain = (
            markup,
            style,
            layout,
            drawn,
            doc,
            chain,
        )
        self.guessed = guessed or layout.guess(markup)  # the text `para` was made from
        self.para = para if para is not None else Paragraph(self.guessed, style)
        self.text = self.para.text  # what the table's column widths measure
        self._size = (0.0, 0.0)
        self._made: dict[str, Paragraph] = {self.guessed: self.para}

    def __getattr__(self, name):
        # what platypus asks of a paragraph (`blPara`: a list item keeps a widow line with its item)
        if name.startswith("__") or "para" not in self.__dict__:
            raise AttributeError(name)
        return getattr(self.__dict__["para"], name)

    def getPlainText(self):
        return self.para.getPlainText()

    def minWidth(self):
        return self.para.minWidth()

    def getSpaceBefore(self):
        return self.para.getSpaceBefore()

    def getSpaceAfter(self):
        return self.para.getSpaceAfter()

    def getKeepWithNext(self):
        return self.para.getKeepWithNext()

    def wrap(self, availWidth, availHeight):
        if not self.chain and self.doc is not None and getattr(self.doc, "page", 0):
            # the best guess is the layout so far: headings placed, the others and the count at this page or
            # further on; the room is the tallest of the texts it may print (Layout.guesses), the first of them
            tallest, most = None, -1.0
            for guessed in self.layout.guesses(self.markup, self.doc.page, self.doc.heading_pages, self.doc.ahead()):
                if guessed not in self._made:
                    self._made[guessed] = Paragraph(guessed, self.style)
                _, height = self._made[guessed].wrap(availWidth, availHeight)
                if height > most + 0.01:
                    tallest, most = guessed, height
            self.guessed, self.para = tallest, self._made[tallest]
        self._size = (availWidth, availHeight)
        self.width, self.height = self.para.wrap(availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth, availHeight):
        parts = self.para.split(availWidth, availHeight)
        return [
            Placeholder(
                self.markup,
                self.style,
                self.layout,
                self.drawn,
                self.doc,
                part,
                self.chain + ((availWidth, availHeight, i, len(parts)),),
                self.guessed,
            )
            for i, part in enumerate(parts)
        ]

    def draw(self):
        name = f"deferred{len(self.drawn)}"
        # where it lands: the page, and the headings drawn before it (a same-page „wyżej”/„niżej”);
        # a part of a split paragraph: its references name the page (fill_forms checks that none is on it)
        page = self.canv.getPageNumber()
        before = frozenset(self.doc.heading_pages) if self.doc is not None else frozenset()
        self.drawn.append((name, self, self._size, self.height, self.guessed, self.para, (page, before)))
        self.canv.doForm(name)

    def final(self, text: str, size: tuple[float, float], height: float) -> Paragraph | None:
        """The paragraph with its real text, as this part of it was laid out; None if it would not
        fit the room laid out (it may take less: the room is the longest text's, Layout.guesses)."""
        para = Paragraph(text, self.style)
        for width, room, index, count in self.chain:
            para.wrap(width, room)
            parts = para.split(width, room)
            if len(parts) != count:
                return None
            para = parts[index]
        _, real = para.wrap(*size)
        if real > height + 0.01 or para.minWidth() > size[0] + 0.01:
            return None
        return para


def fill_forms(
    canvas, layout: Layout, drawn: list, pages: int, headings: dict[str, int], blanks: frozenset = frozenset()
) -> bool:
    """Define the form of every placeholder drawn, with the real numbers (`blanks`: the pages left
    blank); False (nothing defined) when the layout does not hold them."""
    if not layout.holds(book_shape(pages, Seen(headings, None, blanks=blanks))):
        return False
    made = []
    for name, placeholder, size, height, guessed, laid_out, (page, before) in drawn:
        # a split paragraph's text is filled at every part and printed once: its references are recorded
        # (LaidOutRefs.nearby) by the part that opens it, at no page (the paragraph is on two), never by the
        # check below, which fills it at a part's page whether the reference is in that part or not (s26: K's
        # „na s. 11” printed on p. 10, recorded on p. 9)
        opening = all(index == 0 for _, _, index, _ in placeholder.chain)
        text = layout.fill(
            placeholder.markup, pages, Seen(headings, None if placeholder.chain else page, before, blanks, opening)
        )
        # a split paragraph's parts share one text, each reference naming its page; where a target is on
        # a part's own page („niżej”, not „s. N”) only the old way knows which part the reference is in
        here = Seen(headings, page, before, blanks, printed=False)
        if placeholder.chain and layout.fill(placeholder.markup, pages, here) != text:
            return False
        para = laid_out if text == guessed else placeholder.final(text, size, height)
        if para is None:
            return False
        made.append((name, para, size, height))
    for name, para, (width, _), height in made:
        canvas.beginForm(name, lowerx=-width, lowery=-height - 50, upperx=2 * width, uppery=2 * height + 50)
        para.drawOn(canvas, 0, height - para.height)  # at the top of its room
        canvas.endForm()
    return True
