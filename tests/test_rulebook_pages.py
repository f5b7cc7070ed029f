"""The four rulebooks as laid out: every page reference names the page its target landed on, no page
number is typed by hand, no page is left more than 30 % empty but a chapter's last, and every figure
shows the words of what it crops at a readable size (the size as printed: test_typography.py), and no
hyphenation leaves a lone syllable."""

from __future__ import annotations

import collections
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib import colors

from generator.build.checklist import CHECKLIST_TITLE
from generator.build.recipe import BuildOptions
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_TEXT
from generator.draw.text import text_width
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.layout.imposition import PAPERS
from generator.model.findings import Findings
from generator.rulebook import APPENDIX, LaidOutRefs, PageRefs, anchor, produce
from generator.rulebook import markup as md
from generator.rulebook.deferred import NEAR_MARK, Layout, Seen
from generator.rulebook.figures import caption_markup, with_actual_size
from generator.rulebook.look import Look, TitleInfo
from generator.rulebook.schematic import NAME_SIZE, fit_name
from generator.rulebook.styles import make_styles
from generator.rulebook.typeset import typeset
from generator.rulebook.views import lookup
from generator.validate.loading import load_project

from .conftest import COMPONENTS, replace_in
from .pdfcheck import holds_checklist, render

GAMES = ("kolekcjonerzy", "rynek", "przekret", "art-society")
TEMPLATES = COMPONENTS.parent / "templates"
INFO = TitleInfo(game="Próba", subtitle="", title="Zasady gry", facts_line="2–4 graczy", running="Próba")
MOST_EMPTY = 0.30  # of a page's text area, below its last line (a chapter's last page excepted)


def produced(components: Path, game_id: str):
    load_all()
    findings = Findings()
    project = load_project(components, [game_id], findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    game = project.games[game_id]
    apply_house_rules(game, findings)
    return produce(game.components["zasady"], game, BuildOptions())


@pytest.fixture(scope="module")
def books(tmp_path_factory):
    """game id → (the produced rulebook, its PDF written to a file)."""
    out = {}
    folder = tmp_path_factory.mktemp("rulebooks")
    for game_id in GAMES:
        result = produced(COMPONENTS, game_id)
        assert result.problems == [] and result.data, [p.message for p in result.problems]
        path = folder / f"{game_id}.pdf"
        path.write_bytes(result.data)
        out[game_id] = (result, path)
    return out


def page_texts(data: bytes) -> list[str]:
    """Each page's text, every run of white space (no-break spaces too) as one space."""
    text = subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True, check=True).stdout.decode()
    return [re.sub(r"\s+", " ", page) for page in text.split("\f")[:-1]]


def outline(reader: PdfReader) -> list[tuple[int, str, int]]:
    """(level, title, page from 1) of every bookmark: where the heading was drawn."""
    found = []

    def walk(items, level):
        for item in items:
            if isinstance(item, list):
                walk(item, level + 1)
            else:
                found.append((level, item.title, reader.get_destination_page_number(item) + 1))

    walk(reader.outline, 0)
    return found


def first_words(markdown: str, name: str, count: int = 4) -> str | None:
    """The first words of the text after the anchor `name` (a list item's, a table's header), or None
    for a figure (its page is checked by the figure tests)."""
    after = markdown.split(f"](<anchor:{name}>)", 1)[1].lstrip("\n")
    line = after.splitlines()[0]
    if line.startswith("!["):
        return None
    line = re.sub(r"^\s*(?:>\s*)*", "", line)  # a worked example's note: its text, not the quote marks
    line = re.sub(r"^\s*(?:[-*]|\d+\.)\s+", "", line)
    line = re.sub(r"[*_`]", "", line)  # emphasis marks go without a trace: „**żetony**: 48” reads „żetony: 48”
    return " ".join(line.replace("|", " ").split()[:count])


def unhyphenated(text: str) -> str:
    """A page's text with words broken at a line end joined again."""
    return re.sub(r"(\w)-\s(\w)", r"\1\2", text)


def test_first_words_are_the_rule_after_the_anchor():
    text = "x\n\n![](<anchor:Zakaz>)\n\n- **Zakaz blokowania.** Pionek jest zablokowany\n"
    assert first_words(text, "Zakaz") == "Zakaz blokowania. Pionek jest"
    assert first_words("![](<anchor:Żetony>)\n\n- **żetony**: 48 małych\n", "Żetony") == "żetony: 48 małych"
    assert first_words("![](<anchor:Rys>)\n\n![Plansza](<figure:board>)\n", "Rys") is None
    assert first_words("![](<anchor:Przykład>)\n\n> **Przykład pierwszy.** Bankier odkrył\n", "Przykład") == (
        "Przykład pierwszy. Bankier odkrył"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_reference_names_the_page_its_heading_landed_on(books, game_id):
    result, path = books[game_id]
    reader = PdfReader(io.BytesIO(result.data))
    texts = page_texts(result.data)
    assert len(texts) == result.pages == len(reader.pages)
    marks = outline(reader)
    where = {title: page for _, title, page in marks}
    assert result.references, "the rulebook refers to no page"
    expected = []
    # a `page.near` that printed „wyżej”/„niżej” prints no number (its page: the next test)
    worded = collections.Counter((h,) for h, said, _ in result.nearby if said in ("wyżej", "niżej"))
    for reference in result.references:
        if worded[reference]:
            worded[reference] -= 1
            continue
        for heading in reference:
            titles = [title for _, title, _ in marks]
            assert titles.count(heading) == 1, f"'{heading}' is not one heading or anchor of the rulebook"
            if f"](<end:{heading}>)" in result.markdown:  # a range's end (page.span): its last text's page
                assert texts[where[heading] - 1].strip(), f"'{heading}' ends a range on an empty page"
            elif f"](<anchor:{heading}>)" not in result.markdown:  # an anchor's bookmark is its block's page
                assert heading in texts[where[heading] - 1], f"'{heading}' is not on page {where[heading]}"
            else:  # the reader finds the rule itself there: the anchor stands at the rule, not at its section
                opening = first_words(result.markdown, heading)
                page = unhyphenated(texts[where[heading] - 1])
                assert opening is None or opening in page, (
                    f"'{opening}' (after '{heading}') is not on page {where[heading]}"
                )
        expected.append(tuple(sorted({where[h] for h in reference})))  # each page once, in page order
    printed = [
        tuple(int(n) for n in re.findall(r"\d+", m.group(0)))
        # (the kit's checklist on a blank side names print jobs' pages, not the book's: r27 K F2)
        # („s. 5–10”: a range, page.span, from its first heading's page to its end's)
        for m in re.finditer(
            r"\bs\. \d+(?:–\d+)?(?:, \d+)*(?: i \d+)?", " ".join(t for t in texts if not holds_checklist(t))
        )
    ]
    # the kit's checklist on the book's own page, named from the print plan („listy kontrolnej (s. 18)”, r42 R minor 9)
    whole = " ".join(texts)
    expected += [
        (n,)
        for n, t in enumerate(texts, start=1)
        if holds_checklist(t) and re.search(rf"kontrolnej \(s\.\s{n}\)", whole)
    ]
    assert collections.Counter(printed) == collections.Counter(expected)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_reference_says_above_or_below_only_of_a_target_on_its_own_page(books, game_id):
    """In a printed book „niżej” promises the same page (r21 Kolekcjonerzy F4: four did not keep it):
    a `page.near` reference prints „wyżej”/„niżej” where its target's bookmark is on its page, and
    „na s. N” with the target's page everywhere else."""
    result, _ = books[game_id]
    reader = PdfReader(io.BytesIO(result.data))
    texts = page_texts(result.data)
    where = {title: page for _, title, page in outline(reader)}
    for heading, said, page in result.nearby:
        if said in ("wyżej", "niżej"):
            assert where[heading] == page, f"„{said}” on page {page} of '{heading}', which is on page {where[heading]}"
            assert said in texts[page - 1]
        else:  # („(s. N)” where the reference opens a parenthesis: the house form since r30)
            assert said in (f"na s.\u00a0{where[heading]}", f"s.\u00a0{where[heading]}"), (heading, said)
            assert said.startswith("na") or f"({said}".replace("\u00a0", " ") in texts[page - 1], (heading, said)
            assert where[heading] != page, f"'{heading}' is on page {page}, where its reference names the page"
            if page is not None:  # (None: a paragraph split across pages names the page from either)
                assert said.replace("\u00a0", " ") in texts[page - 1]
    if game_id == "kolekcjonerzy":  # the book that uses it: the test sees both kinds printed
        kinds = {said in ("wyżej", "niżej") for _, said, _ in result.nearby}
        assert kinds == {True, False}, result.nearby


def test_a_near_reference_that_opens_a_parenthesis_names_the_bare_page():
    """r40 K item 6 (house rule since r30): a reference in parentheses reads „(s. 11)”, never „(na s. 11)” – the
    typesetter drops the „na” of a `page.near` that opens a parenthesis and keeps it after a name („„Ruch” na s. 7”),
    in the one layout (deferred tokens) and the old one (known pages); „(niżej)” on the target's own page."""
    layout = Layout(lookup)
    refs = LaidOutRefs(layout)
    text = refs.opened(f"sam ({refs.near('Cel')}); „Cel” {refs.near('Cel')}")
    elsewhere = layout.fill(text, 12, Seen({"Cel": 11}, 9))
    assert elsewhere.replace("\u00a0", " ") == "sam (s. 11); „Cel” na s. 11"
    assert [said for _, said, _ in refs.nearby] == ["s.\u00a011", "na s.\u00a011"]
    here = layout.fill(text, 12, Seen({"Cel": 9}, 9))
    assert here == "sam (niżej); „Cel” niżej"
    old_way = PageRefs({"Cel": 11})
    shown = NEAR_MARK.sub("", old_way.opened(f"sam ({old_way.near('Cel')}); „Cel” {old_way.near('Cel')}"))
    assert shown.replace("\u00a0", " ") == "sam (s. 11); „Cel” na s. 11"
    assert old_way.settled({"Cel": 11}, {})


def test_a_near_reference_in_a_list_item_split_over_a_page_is_recorded_where_printed():
    """s26: a `page.near` in a list item that splits across two pages was recorded on the first part's page (K's
    „(akapit „Przyjęcie i oferta wiążą” na s. 11)” printed on p. 10, recorded on p. 9): the check that a split
    paragraph's parts print the same text filled it at each part's page and recorded those fills too. The record
    is of the text printed, once: None (the paragraph is on two pages) or the page where the words are printed."""
    layout = Layout(lookup)
    refs = LaidOutRefs(layout)
    step = "Krok z długim opisem, który nie mieści się na jednej stronie. " * 70 + f"Zob. też {refs.near('Cel')}."
    filler = "Akapit, który odsuwa cel o stronę dalej. " * 150
    text = refs.opened(
        f"# Wstęp\n\nKrótki akapit.\n\n1. {step}\n2. Krótki krok.\n\n{filler}\n\n# Cel\n\nAkapit celu.\n"
    )
    blocks, problems = md.parse(text)
    found: dict[str, int] = {}
    data = typeset(
        blocks,
        INFO,
        Look(accent=colors.black),
        PAPERS["a4"],
        lambda ref, width, paragraph: [],
        heading_pages=found,
        layout=layout,
    )[0]
    texts = page_texts(data)
    last = next(i for i, t in enumerate(texts) if "Zob. też" in t) + 1
    assert problems == [] and "Krok z długim" in texts[last - 2], "the step does not split over a page"
    said = f"na s.\u00a0{found['Cel']}"
    assert found["Cel"] != last and said.replace("\u00a0", " ") in texts[last - 1]
    assert refs.nearby in ([("Cel", said, None)], [("Cel", said, last)]), refs.nearby


POLISH_ORDER = "aąbcćdeęfghijklłmnńoóprsśtuvwxyzźż"


def polish_key(term: str) -> list[int]:
    return [POLISH_ORDER.index(c) if c in POLISH_ORDER else -1 for c in term.lower()]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_glossary_is_in_polish_alphabetical_order(books, game_id):
    """A reader looks a word up as in a dictionary: one entry out of order is one the reader misses
    (art-society r15 #7: „Nowy obraz” stood between „Obraz asystenta” and „Obraz ponadwymiarowy”)."""
    result, _ = books[game_id]
    section = re.search(r"^# Słowniczek\n(.*?)(?=^# )", result.markdown, re.S | re.M)
    assert section, "the rulebook has no glossary"
    terms = [re.sub(r"[*_]", "", t).strip() for t in re.findall(r"^- (\*\*\*?.+?\*\*\*?)", section.group(1), re.M)]
    assert len(terms) > 20
    assert [(a, b) for a, b in zip(terms, terms[1:]) if polish_key(a) > polish_key(b)] == []


TYPED = re.compile(
    r"\b(?:s|str)\.[\s\u00a0]*\d|\bstr(?:ona|onie|onę|ony|onach|onami)[\s\u00a0]+\d|\bzob\.[\s\u00a0]+\d",
    re.IGNORECASE,
)


def test_no_page_number_is_typed_in_a_template_or_a_rulebooks_data():
    """A page is named only by `page("heading")` or `[[heading]]`: a typed number goes stale when the
    layout moves (digits inside `{{ … }}` are computed, so expressions are left out of the scan)."""
    typed = []
    files = sorted(TEMPLATES.rglob("*.j2")) + sorted(COMPONENTS.glob("*/zasady.yaml"))
    files += sorted(COMPONENTS.glob("*/game.yaml"))
    assert len(files) > 10
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            text = re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", line)
            typed += [f"{path.name}:{number}: {m.group(0)}" for m in TYPED.finditer(text)]
    assert typed == []


def test_the_scan_finds_numbers_typed_in_the_ways_polish_names_a_page():
    found = [m.group(0) for m in TYPED.finditer("zob. s. 4, na str. 12, na stronie 3, s.\u00a07, zob. 5")]
    assert found == ["s. 4", "str. 1", "stronie 3", "s.\u00a07", "zob. 5"]
    assert (
        TYPED.findall("5 s. gry, s. kolekcji, strona planszy, ({{ page('Ruch') }})".replace("{{ page('Ruch') }}", ""))
        == []
    )


def test_a_reference_to_a_heading_the_rulebook_lacks_is_a_finding(tmp_path):
    shutil.copytree(COMPONENTS / "kolekcjonerzy", tmp_path / "components" / "kolekcjonerzy")
    shutil.copytree(TEMPLATES / "kolekcjonerzy", tmp_path / "templates" / "kolekcjonerzy")  # beside the components
    template = tmp_path / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    first = re.search(r'\{\{ page\("[^"]+"\) \}\}', template.read_text(encoding="utf-8")).group(0)
    replace_in(template, first, '{{ page("Bieg") }}')  # the book's first reference, to a heading it lacks
    result = produced(tmp_path / "components", "kolekcjonerzy")
    assert [(p.message, p.rule) for p in result.problems] == [
        ("page reference to 'Bieg', which is not a heading of this rulebook", "rulebook.page-reference")
    ]


def test_an_anchor_names_the_page_where_the_block_after_it_starts():
    """A table pushed to the next page takes its anchor along; the heading above stays behind."""
    text = (
        "# Przygotowanie\n\n" + "Akapit o zasadach gry. " * 230 + "\n\n"
        '{{ anchor("Tabela przygotowania") }}\n\n| Graczy | Kleksów |\n|--:|--:|\n'
        + "".join(f"| {n} | {n * 2} |\n" for n in range(2, 14))
    )
    blocks, problems = md.parse(
        text.replace('{{ anchor("Tabela przygotowania") }}', str(anchor("Tabela przygotowania")))
    )
    found: dict[str, int] = {}
    data = typeset(
        blocks, INFO, Look(accent=colors.black), PAPERS["a4"], lambda ref, width, paragraph: [], heading_pages=found
    )[0]
    texts = page_texts(data)
    table = next(i for i, t in enumerate(texts) if "Graczy Kleksów" in t) + 1
    assert problems == [] and found["Tabela przygotowania"] == found["Przygotowanie"] + 1 == table


def test_an_anchor_before_a_figure_moved_to_the_next_page_names_the_figures_page():
    """A figure kept with its caption that does not fit is moved by a frame break, an action platypus
    reports before the next page begins: the anchor waits for the figure itself."""
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Spacer

    from generator.rulebook.flow import Together

    def figure(ref, width, paragraph):
        return [Together([Spacer(0, 6), Spacer(0, 400), Paragraph("Podpis rysunku", ParagraphStyle("c"))])]

    text = (
        "# Plansza\n\n"
        + "Akapit o zasadach gry. " * 200
        + "\n\n"
        + str(anchor("Rysunek planszy"))
        + "\n\n![Podpis rysunku](figure:plansza)\n"
    )
    blocks, problems = md.parse(text)
    found: dict[str, int] = {}
    data = typeset(blocks, INFO, Look(accent=colors.black), PAPERS["a4"], figure, heading_pages=found)[0]
    texts = page_texts(data)
    drawn = next(i for i, t in enumerate(texts) if "Podpis rysunku" in t) + 1
    assert problems == [] and drawn == found["Plansza"] + 1 == found["Rysunek planszy"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_running_head_of_a_bundled_rulebook_names_the_chapter_in_force(books, game_id):
    """Every page but the first and a page left blank carries the running head (kit review r20 AS minor
    3; a blank page names no chapter: blind review r23 Przekręt F4): the chapter the page begins with (a
    reader who opens the page is still in it, or it opens there), then every chapter that starts lower on
    the page."""
    result, _ = books[game_id]
    reader = PdfReader(io.BytesIO(result.data))
    chapters = [(title, page) for level, title, page in outline(reader) if level == 0]
    layout = subprocess.run(["pdftotext", "-layout", "-", "-"], input=result.data, capture_output=True, check=True)
    pages = layout.stdout.decode().split("\f")[:-1]
    names = set()
    for number, page in enumerate(pages[1:], start=2):
        lines = [line.strip() for line in page.splitlines() if line.strip()]
        if len(lines) > 1 and lines[1] == CHECKLIST_TITLE:  # the kit's checklist on a blank side (r27 K F2)
            # a section of the book (r32 R kit minor 5): under the book's running head, named in it, and its folio
            head = " ".join(lines[0].split())
            assert head.endswith(CHECKLIST_TITLE) and lines[-1] == str(number), (number, lines[:2])
            continue
        if BLANK_TEXT in lines:
            # no head, only the note and the folio
            assert lines[0] == BLANK_TEXT and lines[-1] == str(number) and len(lines) == 2, (number, lines)
            continue
        head = re.split(r"\s{2,}", lines[0])  # the game's name, and across from it the chapter
        assert len(head) == 2, (number, lines[:2])  # a head on every page but the first: its left half …
        names.add(head[0])
        # the page's first line of text in reading order: the first that reaches into the left column (the body
        # is set in two columns: a line of the right one alone stands far from the margin)
        raw = [line for line in page.splitlines() if line.strip()][1:]
        left = [line.strip() for line in raw if len(line) - len(line.lstrip()) < 40]
        before = [title for title, start in chapters if start < number]
        here = [title for title, start in chapters if start == number]
        opens = bool(here) and left[0].startswith(here[0])
        assert head[1:] == [" · ".join(([] if opens else before[-1:]) + here)], (number, lines[:2])
    assert len(names) == 1, names  # … the same game's name on every page


def ink_bottom(path: Path, index: int, dpi: int = 40) -> float | None:
    """Distance in points from the top of page `index` to its lowest ink inside the text area."""
    look = Look(accent=None)
    image = render(path, index, dpi)
    scale = dpi / 72
    top, bottom = int(look.margin_top * scale), int(image.height - look.margin_bottom * scale)
    pixels = image.load()
    for y in range(bottom - 1, top, -1):
        if any(pixels[x, y] < 200 for x in range(int(look.margin_x * scale), image.width - int(look.margin_x * scale))):
            return y / scale
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_no_page_is_more_than_30_percent_empty_but_a_chapters_last(books, game_id):
    result, path = books[game_id]
    look = Look(accent=None)
    height = float(PdfReader(str(path)).pages[0].mediabox.height)
    area = height - look.margin_top - look.margin_bottom
    chapter_starts = {page for level, _, page in outline(PdfReader(str(path))) if level == 0}
    # the appendix starts a sheet of its own (r21): a blank back may stand before it, so the page before
    # that back is a chapter's last too
    appendix = result.headings.get(APPENDIX, 0)
    chapter_starts |= {appendix - 1} if appendix % 2 and appendix - 1 not in chapter_starts else set()
    empty = []
    for index in range(result.pages - 1):
        if index + 2 in chapter_starts:
            continue  # the next page opens a chapter: this one is a chapter's last
        lowest = ink_bottom(path, index)
        share = 1.0 if lowest is None else (height - look.margin_bottom - lowest) / area
        if share > MOST_EMPTY:
            empty.append(f"p{index + 1} {share:.0%}")
    assert empty == []


# each bundled rulebook's pages as the kit prints them (a page more in a duplex job is a sheet more): a fix that
# needs room finds it by tightening (session 25: Art Society grew to 14 when the ties of „przy 2 graczach”
# lengthened its set-up phase by a line and the round's pages cascaded)
PAGE_BUDGET = {"kolekcjonerzy": 21, "rynek": 24, "przekret": 21, "art-society": 12}


@pytest.mark.parametrize("game_id", GAMES)
def test_no_rulebook_grows_past_its_page_budget(books, game_id):
    result, path = books[game_id]
    assert result.pages == len(PdfReader(str(path)).pages) <= PAGE_BUDGET[game_id]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_optional_appendix_says_on_its_first_page_that_it_may_go_unprinted(books, game_id):
    """r44 R rulebook 20: the contents and the job's cover said so, the appendix's own page did not (Kolekcjonerzy's
    in its own words, Art Society's in its heading): every book's appendix says it where it starts."""
    result, _ = books[game_id]
    first = result.headings[APPENDIX]
    page = page_texts(result.data)[first - 1]
    assert re.search(r"Dodatek (?:\(nieobowiązkowy\)|– można go nie drukować\.)", page), page[:300]
    assert not any("można go nie drukować." in text for text in page_texts(result.data)[: first - 1])


@pytest.mark.parametrize("game_id", GAMES)
def test_no_line_ends_or_starts_with_a_lone_syllable_of_a_hyphenated_word(books, game_id):
    result, _ = books[game_id]
    raw = subprocess.run(["pdftotext", "-raw", "-", "-"], input=result.data, capture_output=True, check=True)
    breaks = re.findall(r"(\w+)-[ \t]*\n(\w+)", raw.stdout.decode())
    assert breaks, "nothing is hyphenated"
    assert [f"{a}-{b}" for a, b in breaks if len(a) < 3 or len(b) < 3] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_no_quoted_name_is_hyphenated_and_no_paragraph_ends_on_a_words_tail(books, game_id):
    """„Rozda-/nie na start”, „karton, jed-/nostronnie” and a last line holding only „kiera”.” or
    „szy.” are what a reader notices: every quoted name and every paragraph's last word stay whole."""
    result, _ = books[game_id]
    lines = subprocess.run(["pdftotext", "-raw", "-", "-"], input=result.data, capture_output=True, check=True)
    lines = lines.stdout.decode().splitlines()
    quoted = [line for line in lines if re.search(r"„[^”]*\w-$", line)]
    tails = [f"{a} / {b}" for a, b in zip(lines, lines[1:]) if re.search(r"\w-$", a) and re.fullmatch(r"\S+", b)]
    assert quoted == [] and tails == []


def test_a_figure_that_would_shrink_or_cut_words_is_a_finding(tmp_path):
    for case in ("shrunk", "cut"):
        shutil.copytree(COMPONENTS / "przekret", tmp_path / case / "przekret")
    replace_in(tmp_path / "shrunk" / "przekret" / "zasady.yaml", "region: [3mm, 102.5mm, 185mm, 131mm]", "board: true")
    replace_in(
        tmp_path / "cut" / "przekret" / "zasady.yaml",
        "region: [3mm, 102.5mm, 185mm, 131mm]",
        "region: [3mm, 102.5mm, 185mm, 165mm]",
    )
    assert [(p.message, p.rule) for p in produced(tmp_path / "shrunk", "przekret").problems] == [
        (
            "figure 'centre': 140 word(s) would print at 4.0–5.9 pt at this scale (43%), below the 6 pt a reader "
            "needs ('zł', '2\u00a0000\u00a0zł', 'ul.\u00a0Ciemna', …): show a smaller region "
            "(region:, max_height:) so the figure is drawn larger",
            "rulebook.figure",
        )
    ]
    assert [(p.message, p.rule) for p in produced(tmp_path / "cut", "przekret").problems] == [
        (
            "figure 'centre': 1 word(s) are cut by the edge of its region ('ul.\u00a0Przędzalniana'): "
            "move or resize the region so it cuts no field in half",
            "rulebook.figure",
        )
    ]


def test_the_running_head_names_the_chapter_in_force_at_the_top_of_the_page():
    """A running head names the chapter whose text the page begins with and, after dots, every
    chapter that starts lower on the page; a page that opens with a chapter's heading names it first
    (every page but the title page carries the head: kit review r20 AS minor 3). Chapters of a made-up book, each paragraph's words telling its
    chapter, so that both kinds of page occur."""
    import pypdfium2 as pdfium

    names = ["Alfa", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"]
    lengths = [700, 90, 900, 45, 40, 150]  # words in each chapter's paragraphs (Delta and Epsilon share a page)
    text = "".join(
        f"# {name}\n\n" + "\n\n".join(" ".join([name.lower()] * 30) for _ in range(length // 30 + 1)) + "\n\n"
        for name, length in zip(names, lengths)
    )
    blocks, _ = md.parse(text)
    data = typeset(blocks, INFO, Look(accent=colors.black), PAPERS["a4"], lambda ref, width, paragraph: [])[0]
    pdf = pdfium.PdfDocument(data)
    seen = collections.Counter()
    try:
        for index in range(1, len(pdf)):
            page = pdf[index]
            width, height = page.get_size()
            textpage = page.get_textpage()
            head = textpage.get_text_bounded(width / 2, height - 60, width, height - 20).split()
            whole_head = textpage.get_text_bounded(0, height - 60, width, height - 20).split()
            body = textpage.get_text_bounded(0, 60, width, height - 60).split()
            first = body[0]
            if first in names:  # the page opens with a chapter's heading: the head names it
                lower = [word for word in body[1:] if word in names]
                assert head == [first] + [part for name in lower for part in ("·", name)], (index + 1, head)
                assert whole_head[: len(INFO.running.split())] == INFO.running.split(), (index + 1, whole_head)
                seen["opens"] += 1
            else:
                lower = [word for word in body if word in names and word != first.capitalize()]
                expected = [first.capitalize()] + [part for name in lower for part in ("·", name)]
                assert head == expected, (index + 1, head, first)
                seen["starts lower"] += bool(lower)
                seen["two start lower"] += len(lower) >= 2
    finally:
        pdf.close()
    assert seen["opens"] >= 1 and seen["starts lower"] >= 1 and seen["two start lower"] >= 1, seen


def test_the_board_plan_names_every_field_at_6_pt_or_refuses_to_draw(tmp_path):
    """Przekręt's plan names all 48 fields at the column's width; in a column too narrow for a name at
    6 pt the name is left out and the figure is a finding."""
    import io as _io

    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.layout_fonts import register_fonts
    from generator.model.units import mm
    from generator.rulebook.drawings import unreadable
    from generator.rulebook.schematic import SchematicDrawing

    register_fonts()
    project = load_project(COMPONENTS, ["przekret"], Findings())
    game = project.games["przekret"]
    plan = SchematicDrawing(game.components["plansza"], game)
    width, height = plan.wrap(mm(164), mm(250))
    plan.draw(Canvas(_io.BytesIO()))
    # the plan shows the fields and 1 mm round them, spread 1 mm into each side margin: 166 mm of a square board
    assert (round(width / mm(1)), round(height / mm(1)), plan.dropped) == (164, 166, [])
    assert unreadable("plan", plan) is None
    plan.wrap(mm(120), mm(250))
    plan.draw(Canvas(_io.BytesIO()))
    assert unreadable("plan", plan) == (
        "figure 'plan': 7 word(s) would print at 4.5–5.9 pt at this scale (33%), below the 6 pt a reader needs "
        "('Sekretariat', 'al. Układów 6', 'al. Układów 10', …): show a smaller region "
        "(region:, max_height:) so the figure is drawn larger"
    )


def test_a_plan_that_asks_for_7_pt_names_grows_into_the_margins_until_every_name_fits():
    """Przekręt's rulebook asks for its plan's names at 7 pt or more (zasady.yaml `min_text`, r21
    review finding 4: 6.0–6.5 pt was at the limit): the plan widens into the side margins, at most
    14 mm into each (10 mm from the paper's edge), until „pl. Znajomości 1” fits its inner field; asked
    for 8 pt it cannot, and the figure is a finding that names the size asked for."""
    import io as _io

    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.layout_fonts import register_fonts
    from generator.model.units import mm
    from generator.rulebook.drawings import unreadable
    from generator.rulebook.schematic import SchematicDrawing

    register_fonts()
    game = load_project(COMPONENTS, ["przekret"], Findings()).games["przekret"]
    assert game.components["zasady"].spec.figures["plan"].min_text == 7
    plan = SchematicDrawing(game.components["plansza"], game, None, 7)
    width, height = plan.wrap(mm(162), mm(250))
    plan.draw(Canvas(_io.BytesIO()))
    assert plan.dropped == [] and unreadable("plan", plan, 7) is None
    assert round(width / mm(1)) == 162 and 166 < height / mm(1) <= 162 + 2 * 14
    large = SchematicDrawing(game.components["plansza"], game, None, 8)
    large.wrap(mm(162), mm(250))
    large.draw(Canvas(_io.BytesIO()))
    assert round(large.height / mm(1)) == 162 + 2 * 14
    assert unreadable("plan", large, 8) == (
        "figure 'plan': 3 word(s) would print at 7.7–7.7 pt at this scale (51%), below the 8 pt a reader needs "
        "('pl. Znajomości 1', 'pl. Znajomości 2', 'pl. Znajomości 3'): show a smaller region "
        "(region:, max_height:) so the figure is drawn larger"
    )


def test_the_plan_labels_the_boards_own_direction_arrow_and_draws_a_second_only_where_the_board_has_none(tmp_path):
    """Przekręt's board draws a yellow arrow beside START (loop `arrow:`): the plan names that arrow
    "kierunek ruchu" and draws no black arrow of its own (blind review r15 saw two arrows and a caption
    saying only the plan had one). A loop without its own arrow still gets the plan's arrow."""
    import io as _io

    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.layout_fonts import register_fonts
    from generator.model.units import mm
    from generator.rulebook.schematic import SchematicDrawing

    register_fonts()
    shutil.copytree(COMPONENTS / "przekret", tmp_path / "przekret")
    for folder, arrow in ((COMPONENTS, True), (tmp_path, False)):
        if not arrow:
            replace_in(tmp_path / "przekret" / "plansza.yaml", '    arrow: "#f2c94c"', "")
        game = load_project(folder, ["przekret"], Findings()).games["przekret"]
        plan = SchematicDrawing(game.components["plansza"], game)
        plan.wrap(mm(164), mm(250))
        plan.draw(Canvas(_io.BytesIO()))
        own = [a for a in plan.geometry.arrows if a.kind == "direction"]
        assert len(plan.directions) == 1 and len(own) == (1 if arrow else 0)
        if arrow:  # the label stands at the board's own arrow
            assert plan.directions[0] == tuple(plan._point(*p) for p in (own[0].points[0], own[0].points[-1]))


def test_a_decision_names_the_page_of_the_component_list_that_counts_the_tokens(books):
    """The decisions about the tokens cite the list item that counts them, not the chapter's heading
    a page earlier (blind review r15: „zob. s. 2” for tokens listed on s. 3)."""
    result, _ = books["przekret"]
    texts = page_texts(result.data)
    joined = " ".join(texts)
    for topic, words in (("Żetony ulepszeń i szpitala.", "żetonów szpitala"), ("Liczba graczy.", "żetonów szpitala")):
        cited = re.search(re.escape(topic) + r".*?\(zob\. s\. (\d+)(?: i (\d+))?\)", joined)
        assert cited, topic
        pages = [int(n) for n in cited.groups() if n]
        assert any(words in texts[n - 1] for n in pages), (topic, pages)


def test_a_board_figure_lays_pieces_pawns_and_moves_on_the_board(tmp_path):
    """Kolekcjonerzy's move figure: real tiles (exhibits, blots) drawn by their kind on the board's
    fields, pawns seen from above with their numbers, and the lettered moves its caption explains."""
    shutil.copytree(COMPONENTS / "kolekcjonerzy", tmp_path / "kolekcjonerzy")
    result = produced(tmp_path, "kolekcjonerzy")
    assert result.problems == []
    reader = PdfReader(io.BytesIO(result.data))
    text = "".join(p.extract_text() for p in reader.pages)
    page = next(p.extract_text() for p in reader.pages if "Ruch i blokada" in p.extract_text())
    caption = page.index("Ruch i blokada")
    figure = page[:caption]  # the figure stands above its caption
    # after the rules it shows, the blocking rule of its case C among them (r13 finding 4)
    assert text.index("Zakaz blokowania.") < text.index("Ruch i blokada")
    for word in ("SZNUR PEREŁ", "LUTNIA", "SZPILKA", "START", "12", "A", "B", "C"):
        assert word in figure, word


def test_a_board_figure_placing_a_piece_that_does_not_exist_is_a_finding(tmp_path):
    shutil.copytree(COMPONENTS / "kolekcjonerzy", tmp_path / "kolekcjonerzy")
    replace_in(tmp_path / "kolekcjonerzy" / "zasady.yaml", "piece: 28, at:", "piece: 99, at:")
    result = produced(tmp_path, "kolekcjonerzy")
    assert [(p.message, p.rule) for p in result.problems] == [
        ("figure 'move': piece 99 does not exist; 'plytki' has 48 piece(s), numbered from 0", "rulebook.figure")
    ]


def test_a_board_figure_shows_the_owner_s_copy_it_names_and_no_owner_it_lacks(tmp_path):
    """Art Society's setup figure is the first player's collection board, band and name as the kit prints
    it (setup step 2 matches the band: r22 AS #4); an owner the board does not have is a finding."""
    shutil.copytree(COMPONENTS / "art-society", tmp_path / "art-society")
    result = produced(tmp_path, "art-society")
    assert result.problems == []
    reader = PdfReader(io.BytesIO(result.data))
    page = next(p.extract_text() for p in reader.pages if "Zestawy graczy." in p.extract_text())
    assert "WIŚNIA" in page[: page.index("Do kroków")]  # the band's name in the figure, above its caption
    replace_in(tmp_path / "art-society" / "zasady.yaml", "owner: 1,", "owner: 5,")
    result = produced(tmp_path, "art-society")
    assert [(p.message, p.rule) for p in result.problems] == [
        ("figure 'collection': owner 5 does not exist; 'plansza-kolekcji' has 4 owner(s)", "rulebook.figure")
    ]


def test_a_one_letter_word_in_a_schematic_field_name_starts_the_next_line():
    """„Pilna sprawa w urzędzie” in a field that takes „Pilna sprawa w” on one line: the „w” goes down
    with „urzędzie” (Polish typesetting leaves no one-letter word at a line's end)."""
    width = text_width("Pilna sprawa w", SANS, NAME_SIZE) + 0.5
    fitted = fit_name("Pilna sprawa w urzędzie", width, 100)
    assert fitted.lines == ("Pilna sprawa", "w urzędzie") and fitted.size == NAME_SIZE
    # too narrow for the pair: the name still fits, broken at every space
    narrow = fit_name("Idź w bok", text_width("bok", SANS, NAME_SIZE) + 0.5, 100)
    assert narrow.lines == ("Idź", "w", "bok")


def test_a_street_abbreviation_in_a_schematic_field_name_stays_with_the_street():
    """„al. Układów 24” in a field too narrow for „al. Układów” at the usual size: a smaller size (not
    below 6 pt) keeps „al.” with „Układów”; where no size does, the name still fits, broken at spaces."""
    width = text_width("al. Układów", SANS, 6.0) + 0.1
    fitted = fit_name("al. Układów 24", width, 100)
    assert fitted.lines == ("al. Układów", "24") and 6.0 <= fitted.size < NAME_SIZE
    narrow = fit_name("pl. Znajomości 1", text_width("Znajomości", SANS, NAME_SIZE) + 0.5, 100)
    assert narrow.lines == ("pl.", "Znajomości", "1") and narrow.size == NAME_SIZE


@pytest.mark.parametrize("game_id", GAMES)
def test_no_page_reference_names_the_page_it_stands_on(books, game_id):
    """„s. N” on page N sends the reader nowhere: the rule is in sight („poniżej”, „wyżej”)."""
    result, _ = books[game_id]
    own = [
        (index, match.group(0))
        for index, text in enumerate(page_texts(result.data), start=1)
        for match in re.finditer(r"\bs\. (\d+)(?: i (\d+))?", text)
        if index in {int(n) for n in match.groups() if n}
    ]
    assert own == []


def test_a_card_figure_that_would_shrink_words_below_6_pt_is_a_finding(tmp_path):
    shutil.copytree(COMPONENTS / "rynek", tmp_path / "rynek")
    replace_in(
        tmp_path / "rynek" / "zasady.yaml",
        "pieces: [0, 32], side: front, scale: 1.1}",
        "pieces: [0, 32], side: front, scale: 0.8}",
    )
    assert [(p.message, p.rule) for p in produced(tmp_path, "rynek").problems] == [
        (
            "figure 'cards': 6 word(s) would print at 5.6–5.6 pt at this scale (80%), below the 6 pt a reader "
            "needs ('typ', 'kilku\u00a0– każdy swoją, od\u00a0najwyższej; równe ceny\u00a0– proporcjonalnie.', 'Tajne "
            "zamówienia, wszyscy naraz. Jeden chętny płaci minimalną;', …): set a larger scale: (or none, for actual size) so "
            "the pieces are drawn larger",
            "rulebook.figure",
        )
    ]


# ------------------------------------------------------------------ the actual-size note in a caption (pure)


@pytest.mark.parametrize(
    ("caption", "printed"),
    [
        (
            "Karta Posesji u góry, karta Dzierżawy na dole.",
            "Karta Posesji u góry, karta Dzierżawy na dole (w\u00a0naturalnej wielkości).",
        ),
        ("Los z obu stron", "Los z obu stron (w\u00a0naturalnej wielkości)"),
        ("", "W\u00a0naturalnej wielkości"),
        # after the title, not after the last thing named (blind review r19 finding 15)
        (
            "Ruch i blokada. A: pionek 1 przechodzi. B: pionek 12 stoi na swoim polu startowym",
            "Ruch i blokada (w\u00a0naturalnej wielkości). A: pionek 1 przechodzi. B: pionek 12 stoi na swoim polu startowym",
        ),
        (
            "Płytki eksponatów: nazwa, rysunek i cena",
            "Płytki eksponatów (w\u00a0naturalnej wielkości): nazwa, rysunek i cena",
        ),
    ],
)
def test_the_actual_size_note_follows_the_captions_title(caption, printed):
    assert with_actual_size(caption) == printed


def test_a_caption_is_set_in_near_black_at_8_pt_or_more_so_a_home_laser_print_keeps_it():
    """A caption says what to look at in a figure: grey italics at a small size wash out on a home
    laser printer (blind review r9), so captions are set near black, at 8 pt or more."""
    caption = make_styles(Look(accent=colors.HexColor("#1f4e6b"))).caption
    ink = caption.textColor
    assert caption.fontSize >= 8
    assert 0.299 * ink.red + 0.587 * ink.green + 0.114 * ink.blue < 0.2


def test_a_caption_sets_emphasis_upright_and_ends_on_two_words():
    """Captions are italic: a term the text sets in italic stands upright in them (reverse italics),
    and the last two words are joined, so no caption ends on a word of its own."""
    printed = caption_markup("C – to <i>faux pas</i>, oba liczą się dwa razy")
    assert printed == 'C – to <font name="Sans">faux pas</font>, oba liczą się dwa\u00a0razy'
    assert caption_markup("kończy się <b>tytułem</b> <i>faux pas</i>").endswith(
        '<font name="Sans">faux\u00a0pas</font>'
    )
    assert caption_markup("jedno") == "jedno"


def test_a_numbered_step_that_leads_into_a_list_keeps_its_number():
    """A step whose paragraph ends with a colon and goes on with a bulleted list („4. Przydział. …:”):
    the lead-in's page-break guard must not take the step's number (Rynek r17 review, 3)."""
    text = "# Zakup\n\n3. **Sprawdzenie.** Bankier sprawdza wpisy.\n\n4. **Przydział.** Każdy kolor osobno:\n\n   - jeden chętny,\n   - kilku chętnych.\n"
    blocks, problems = md.parse(text)
    assert not problems
    data = typeset(blocks, INFO, Look(accent=colors.black), PAPERS["a4"], lambda ref, width, paragraph: [])[0]
    body = "\n".join(page_texts(data))
    assert re.search(r"3\.\s+Sprawdzenie", body) and re.search(r"4\.\s+Przydział", body)


def test_przekret_set_up_and_first_page_give_the_timed_rounds_of_every_player_count(books):
    """r25 P rulebook F3: a group of five had to leave set-up for the rounds table; step 4 and the
    first page give the timed game's rounds for every player count, as the engine plays them."""
    from generator.games.przekret.facts import timed_rounds

    from .conftest import validated_game

    result, _ = books["przekret"]
    pages = page_texts(result.data)
    rounds = {n: timed_rounds(validated_game("przekret").facts["round-limit"], n) for n in range(2, 7)}
    assert rounds == {2: 25, 3: 25, 4: 25, 5: 20, 6: 17}
    said = "25 rund przy 2–4 graczach, 20 przy 5, 17 przy 6"
    # r27pre F6: the first page gives two spans and points to the rounds table, which has every count
    assert re.search(r"czasy dla każdej liczby graczy podaje tabela na s\. \d+", " ".join(pages[0].split()))
    set_up = " ".join(pages).split("Przygotowanie", 2)[2].split("Tura w skrócie")[0]
    # r44 finding 10: the page of both kinds of game named once, after the second
    assert re.search(
        rf"Umówcie się, czy gracie na czas \({said}\), czy do ostatniego gracza \(obie – s\. \d+\)", set_up
    )


def test_the_przekret_cover_line_spans_the_play_times_its_first_page_gives(books):
    """The title line's range of the timed game runs from the shortest to the longest time the first
    page gives per player count (r21 review finding 3: the line said 25–100 while two players play
    from 20), and the first page cites the timed game after it and trading after trading (finding 5)."""
    result, _ = books["przekret"]
    first = " ".join(page_texts(result.data)[0].split())
    low, high = (int(n) for n in re.search(r"gra na czas(?: \([^)]*\))?(?: –)? (\d+)–(\d+) minut", first).groups())
    how_long = first[first.index("Ile to trwa.") :]
    figures = [int(n) for pair in re.findall(r"(\d+)(?:–| do )(\d+) minut", how_long) for n in pair]
    assert (low, high) == (min(figures), max(figures)) == (25, 100)  # r29 F7: two players' 50 turns, 25–50 min
    assert re.search(r"tabela na s\. \d+", how_long)  # r27pre F6: per count in the rounds table, not on p. 1


def test_the_kolekcjonerzy_cover_and_first_page_give_the_measured_playing_time(books):
    """r27 K F4: 11 players took about 4 h against the 2–3 h printed. The first page gives the hours for
    each band of the win threshold from the engine's median turns at a minute to two a turn
    (facts.playing_spans), and the title line spans them from the shortest to the longest."""
    from generator.games.kolekcjonerzy.facts import playing_spans

    from .conftest import validated_game

    result, _ = books["kolekcjonerzy"]
    first = " ".join(page_texts(result.data)[0].split())
    how_long = first[first.index("Ile to trwa.") :].split(" Tyle ", 1)[0]
    said = [
        (int(a), int(b or a), float(lo.replace(",", ".")), float(hi.replace(",", ".")))
        for a, b, lo, hi in re.findall(r"(\d+)(?:–(\d+))? graczach – ([\d,]+)–([\d,]+) godz", how_long)
    ]
    assert said == playing_spans(validated_game("kolekcjonerzy").facts, 4, 12)
    assert [a for a, *_ in said] == [4, 6, 8, 10] and said[-1][1] == 12
    low, high = (f"{h:g}".replace(".", ",") for h in (min(s[2] for s in said), max(s[3] for s in said)))
    assert f" {low}–{high} godz." in first[: first.index("Ile to trwa.")]


def test_przekret_turn_summary_sends_each_rule_to_the_page_it_stands_on(books):
    """r29 P rulebook finding 14: step 4 sent rent to „Posesje i dzierżawa” (s. 7) while the rent rules
    stand at „Czynsz” (s. 8): a reference after two rules named the section of the first. Each rule of a
    step is cited at its own anchor: leasing at the section, rent at „Czynsz”, and the turn's end (and a
    forgotten payment) at theirs."""
    result, _ = books["przekret"]
    text = " ".join(" ".join(page_texts(result.data)).split())
    pages = result.headings
    assert pages["Czynsz"] != pages["Posesje i dzierżawa"]  # else the finding could not show
    assert f"na cudzej od razu płacisz czynsz (s. {pages['Czynsz']})" in text
    assert f"10% wartości (s. {pages['Posesje i dzierżawa']}); na cudzej" in text
    assert f"inne należności (o zapomnianych – s. {pages['Czynsz']})" in text
