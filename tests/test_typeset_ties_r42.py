"""r42 K minors 2 and 3, as classes of the typesetter: a short quotation (the words players and the arbiter
say, a title a text points to) is never broken over a line's end, a group tied by no-break spaces is not
broken by the hyphenation either, and a list's last item never stands alone at the top of a page."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Spacer

from generator.rulebook.builder import ItemList
from generator.rulebook.markdown_reader import tie_quotes
from generator.rulebook.paragraphs import Paragraph, hyphenation, spared
from generator.rulebook.polish import NBSP
from generator.rulebook.styles import HYPHENATION

STYLE = ParagraphStyle(
    "body", fontName="Helvetica", fontSize=10, leading=12, alignment=4, hyphenationLang=hyphenation(HYPHENATION)
)


def test_a_short_quotation_is_tied_whole_and_a_long_one_is_not():
    assert tie_quotes("od słów „proponuję graczowi” i numeru", 30) == f"od słów „proponuję{NBSP}graczowi” i numeru"
    assert tie_quotes("(„gracz 6 pasuje – dalej”)", 30) == f"(„gracz{NBSP}6{NBSP}pasuje{NBSP}–{NBSP}dalej”)"
    long = "„" + " ".join(["słowo"] * 6) + "”"  # 35 characters
    assert tie_quotes(long, 30) == long
    assert tie_quotes("„proponuję graczowi”", 0) == "„proponuję graczowi”"  # a book that keeps none
    # the markup's tags keep their own spaces; only the text's are tied
    tagged = '„<font name="Sans-Semibold">kupię LUTNIĘ</font> za 5”'
    assert tie_quotes(tagged, 30) == f'„<font name="Sans-Semibold">kupię{NBSP}LUTNIĘ</font>{NBSP}za{NBSP}5”'


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
        "Arbiter numeruje każdą propozycję na głos, czyli mówi na przykład " + tie_quotes(quote, 30) + ", a termin "
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


def _pages(items: int) -> list[str]:
    """A list of `items` one-line items laid out below a filler on a page of 20 lines with room left for all
    but the last item: each page's text."""
    flows = [[Paragraph(f"pozycja {k}", STYLE)] for k in range(1, items + 1)]
    _, h = ItemList(flows[:1], bulletType="bullet", start="•").wrap(300, 1000)
    height = 20 * h + 1
    out = io.BytesIO()
    doc = BaseDocTemplate(out, pagesize=(300, height), leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0)
    doc.addPageTemplates([PageTemplate("p", [Frame(0, 0, 300, height, 0, 0, 0, 0)])])
    filler = Spacer(300, (20 - (items - 1)) * h)
    doc.build([filler, ItemList(flows, bulletType="bullet", start="•", frame_height=height)])
    return [page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages]


def test_a_lists_last_item_never_goes_alone_to_the_next_page():
    for items in (2, 3, 5):
        pages = _pages(items)
        assert len(pages) == 2, (items, pages)
        assert f"pozycja {items - 1}" in pages[-1] and f"pozycja {items}" in pages[-1], (items, pages)


def test_a_quotes_whole_out_of_range_is_a_finding_at_its_line(tmp_path):
    """`quotes_whole` (characters of a quotation kept on one line) is bounded: a bad value is one finding at its
    place, exit 1, no traceback."""
    import shutil
    import subprocess
    import sys

    from .conftest import COMPONENTS, REPO

    shutil.copytree(COMPONENTS, tmp_path / "components")
    path = tmp_path / "components" / "kolekcjonerzy" / "zasady.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("quotes_whole: 30", "quotes_whole: 99"), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "generator", "validate", "kolekcjonerzy", "--components", str(tmp_path / "components")],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert done.returncode == 1, done.stderr
    line = next(n for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "quotes_whole" in text)
    assert (
        f"zasady.yaml:{line}:15: error: 'quotes_whole': input should be less than or equal to 40, received 99 "
        "[schema.less-than-equal]"
    ) in done.stdout + done.stderr
    assert "Traceback" not in done.stdout + done.stderr
