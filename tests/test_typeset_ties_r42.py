"""r42 K minors 2 and 3, as classes of the typesetter: a short quotation (the words players and the arbiter
say, a title a text points to) is never broken over a line's end, a group tied by no-break spaces is not
broken by the hyphenation either, and a list's last item never stands alone at the top of a page."""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame
from reportlab.platypus.doctemplate import ActionFlowable

from generator.rulebook.builder import ItemList
from generator.rulebook.markdown_reader import QUOTE_WHOLE, tie_quotes
from generator.rulebook.paragraphs import Paragraph, hyphenation, spared
from generator.rulebook.polish import NBSP
from generator.rulebook.styles import HYPHENATION

STYLE = ParagraphStyle(
    "body", fontName="Helvetica", fontSize=10, leading=12, alignment=4, hyphenationLang=hyphenation(HYPHENATION)
)


def test_a_short_quotation_is_tied_whole_and_a_long_one_is_not():
    assert tie_quotes("od słów „proponuję graczowi” i numeru") == f"od słów „proponuję{NBSP}graczowi” i numeru"
    assert tie_quotes("(„gracz 6 pasuje – dalej”)") == f"(„gracz{NBSP}6{NBSP}pasuje{NBSP}–{NBSP}dalej”)"
    long = "„" + " ".join(["słowo"] * (QUOTE_WHOLE // 6 + 1)) + "”"
    assert tie_quotes(long) == long
    # the markup's tags keep their own spaces; only the text's are tied
    tagged = '„<font name="Sans-Semibold">kupię LUTNIĘ</font> za 5”'
    assert tie_quotes(tagged) == f'„<font name="Sans-Semibold">kupię{NBSP}LUTNIĘ</font>{NBSP}za{NBSP}5”'


def _lines(markup: str, width: float) -> list[str]:
    para = Paragraph(markup, spared(STYLE, markup))
    para.wrap(width, 10_000)
    return [" ".join(w.text if hasattr(w, "text") else w for w in line[1]) for line in para.blPara.lines]


def test_a_tied_quotation_stays_on_one_line_at_every_width():
    """Laid out at every width from 200 to 480 pt (the book's column), the quotation is found whole on one line (the hyphenation
    broke a tied group at its no-break space: „koniec po turze / pionka 3 w kolejce 12”)."""
    quote = "„pierwsza do 4”"
    said = "koniec po turze pionka 3 w kolejce 12"
    text = (
        "Arbiter numeruje każdą propozycję na głos, czyli mówi na przykład " + tie_quotes(quote) + ", a termin "
        "ogłasza razem z numerem kolejki („" + said.replace(" ", NBSP) + "”) i powtarza go na pytanie."
    )
    for width in range(200, 481, 7):
        lines = [line.replace(NBSP, " ") for line in _lines(text, width)]
        assert any(quote in line for line in lines), (width, lines)
        assert any(said in line for line in lines), (width, lines)


def test_the_hyphenation_counts_letters_in_the_tied_word_a_point_falls_in():
    hyphenate = hyphenation(HYPHENATION)
    group = NBSP.join("koniec po turze pionka 3 w kolejce 12".split())
    for head, tail in hyphenate(group):
        assert not head.endswith(NBSP) and not tail.startswith(NBSP)
        assert len(head.rsplit(NBSP, 1)[-1]) >= 3 and len(tail.split(NBSP, 1)[0]) >= 3
    assert hyphenate("najwyżej")  # a word alone still breaks


def test_a_short_parenthesis_is_not_hyphenated():
    assert spared(STYLE, "numer propozycji (najwyżej 2) i dalej").hyphenationLang("najwyżej") == []


def _items_left(items: int) -> list:
    """A list of `items` one-line items laid out in a frame with room for all but the last: what goes on
    to the next frame."""
    canvas = Canvas("/dev/null")
    flows = [[Paragraph(f"pozycja {k}", STYLE)] for k in range(1, items + 1)]
    one = ItemList(flows[:1], bulletType="bullet", start="•")
    _, h = one.wrapOn(canvas, 300, 1000)
    story = [ItemList(flows, bulletType="bullet", start="•", frame_height=1000.0)]
    frame = Frame(0, 0, 300, (items - 1) * h + 1, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    while story:  # as a page template's frame takes a story: whole, else split, else the rest goes on
        if isinstance(story[0], ActionFlowable):  # a group moved whole: a break to the next frame first
            story.pop(0)
            break
        if frame.add(story[0], canvas):
            story.pop(0)
            continue
        parts = frame.split(story[0], canvas)
        if not parts:
            break
        story[0:1] = parts
    return [m for f in story for m in getattr(f, "members", [f])]


def test_a_lists_last_item_never_goes_alone_to_the_next_page():
    for items in (3, 5):
        assert len(_items_left(items)) == 2, items
    flows = [[Paragraph(f"pozycja {k}", STYLE)] for k in range(1, 5)]
    parts = ItemList(flows, bulletType="bullet", start="•", frame_height=500.0).split(300, 40)
    assert len(parts) == 3 and len(parts[-1].members) == 2
