"""r44 Rynek rulebook 18, as a class: the kit's checklist on a book's own page (the page the book leaves blank
before its appendix) is a section of that book – its title set as the book's chapter heading that opens a page
(face, size, ink, place), its list on the book's measure under the book's running head; it read as pasted in
from another document (a black serif title 2 pt larger, the list 4 mm left of the running head)."""

from __future__ import annotations

from .pdfcheck import holds_checklist, page_texts, printed_characters

GAMES = ("kolekcjonerzy", "rynek", "przekret", "art-society")
HEADING = 12  # pt: the chapter heading's characters and the checklist's title are larger, the text smaller


def _first_large(chars, page: int):
    return next(c for c in chars if c.page == page and c.size >= HEADING)


def _running_head(chars, page: int):
    """The first character of the page's running head: the highest line on the page, its leftmost."""
    on_page = [c for c in chars if c.page == page]
    top = max(c.box[3] for c in on_page)
    return min((c for c in on_page if c.box[3] > top - 2), key=lambda c: c.box[0])


def test_a_books_checklist_page_is_set_as_the_books_chapter(bundled_kit):
    books = 0
    for game in GAMES:
        path = bundled_kit / game / "zasady.pdf"
        texts = [" ".join(t.split()) for t in page_texts(path)]
        held = [n for n, text in enumerate(texts) if holds_checklist(text)]
        if not held:
            continue
        books += 1
        page = held[0]
        # the appendix's first chapter heading, opening the page after it (the appendix starts a sheet)
        chars = printed_characters(path)
        title, heading = _first_large(chars, page), _first_large(chars, page + 1)
        said = "".join(c.char for c in chars if c.page == page and c.size >= HEADING)
        assert said.startswith("Listakontrolnaelementów"), (game, said)
        assert (title.size, title.fill) == (heading.size, heading.fill), (game, title, heading)
        assert abs(title.box[0] - heading.box[0]) < 1.5 and abs(title.box[3] - heading.box[3]) < 1, (
            game,
            title,
            heading,
        )
        head = _running_head(chars, page)
        assert abs(head.box[0] - title.box[0]) < 1.5, (game, head, title)
        assert abs(head.box[3] - _running_head(chars, page + 1).box[3]) < 0.5, game
    # Rynek's p. 18 in the bundled kit (Kolekcjonerzy's book, 21 pages since r43, has no blank side left for it: its
    # checklist is on its print job's guide page); any book that holds one is checked above
    assert books >= 1
