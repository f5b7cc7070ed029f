"""The rulebook engine: Polish typography, Markdown blocks, the sandboxed template with errors as
findings (exact texts), the literal-number rule, and typesetting to a PDF."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib import colors

from generator.layout.imposition import PAPERS
from generator.model.findings import Findings
from generator.model.units import mm
from generator.rulebook import markup as md
from generator.rulebook import polish
from generator.rulebook.literal import literal_numbers
from generator.rulebook.template import TemplateProblem, render_template
from generator.rulebook.typeset import Look, TitleInfo, typeset
from generator.rulebook.views import Node, wrap

from .conftest import REPO, line_of, replace_in

NB = "\u00a0"


# --- Polish typography -------------------------------------------------------------------------


def test_numbers_group_thousands_with_no_break_spaces():
    assert polish.number(20000) == f"20{NB}000"
    assert polish.number(1200000) == f"1{NB}200{NB}000"
    assert polish.number(2600) == f"2{NB}600"
    assert polish.number(2.5) == "2,5"
    assert polish.number(-500) == "−500"


@pytest.mark.parametrize(
    "count, word",
    [
        (1, "żeton"),
        (2, "żetony"),
        (4, "żetony"),
        (5, "żetonów"),
        (12, "żetonów"),
        (14, "żetonów"),
        (22, "żetony"),
        (25, "żetonów"),
        (0, "żetonów"),
    ],
)
def test_plural_forms(count, word):
    assert polish.plural(count, "żeton", "żetony", "żetonów") == word


def test_one_letter_words_and_units_are_tied_to_the_next_word():
    text = polish.tie_short_words("Gracz z pionkiem i w kolejce płaci 30 mm a potem – koniec")
    assert f"z{NB}pionkiem" in text and f"i{NB}w{NB}kolejce" in text
    assert f"30{NB}mm" in text and f"a{NB}potem" in text and f"{NB}– koniec" in text


# --- Markdown → blocks --------------------------------------------------------------------------


def test_markdown_gets_polish_quotes_dashes_and_ties():
    blocks, problems = md.parse('Gra "Rynek" -- krótko... i z **banku**\n')
    assert problems == []
    # a dash never starts a line; the last word long enough to hyphenate is kept whole (<nobr>)
    assert blocks[0].markup == f"Gra „Rynek”{NB}– krótko… i{NB}z{NB}<b>banku</b>"


def test_markdown_blocks_tables_figures_notes_and_page_breaks():
    text = (
        "# Tytuł\n\n- jeden\n- dwa\n\n| Nazwa | Cena |\n|---|---|\n| Obraz | 4 |\n| Szabla | 3 |\n\n"
        "![Płytki](figure:tiles)\n\n> **Przykład.** Tekst\n\n---\n\n1. raz\n"
    )
    blocks, problems = md.parse(text)
    assert problems == []
    kinds = [type(b).__name__ for b in blocks]
    assert kinds == ["Heading", "ListBlock", "TableBlock", "FigureRef", "Note", "PageBreak", "ListBlock"]
    table = blocks[2]
    assert table.header == ["Nazwa", "Cena"] and table.rows == [["Obraz", "4"], ["Szabla", "3"]]
    assert table.align == ["left", "right"]  # numbers align right by themselves
    assert blocks[3].name == "tiles" and blocks[3].caption == "Płytki"
    assert blocks[6].ordered and blocks[6].start == 1


def test_unsupported_markdown_is_a_problem_not_silence():
    _, problems = md.parse("Tekst ![x](component:tiles) dalej\n\n```\nkod\n```\n\n![y](plik.png)\n")
    assert [(p.line, p.rule) for p in problems] == [
        (1, "rulebook.figure-inline"),
        (3, "rulebook.markup"),
        (7, "rulebook.figure-source"),
    ]


def test_raw_html_is_printed_as_text():
    blocks, _ = md.parse("a <b>b</b> & c\n")
    assert blocks[0].markup == f"a{NB}&lt;b&gt;b&lt;/b&gt; &amp; c"


# --- templates -----------------------------------------------------------------------------------


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "templates"
    folder.mkdir()
    return folder


def write(root: Path, name: str, text: str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


CONTEXT = {
    "facts": wrap({"starting-tokens": 10, "win-points": {"4-5": 30}}, "facts"),
    "components": wrap({"plytki": {"exhibits": [{"name": "OBRAZ", "price": 4}]}}, "components"),
}


def test_values_come_from_the_data_with_polish_filters(root):
    write(
        root,
        "a.md.j2",
        "{{ facts.starting_tokens | plural('żeton', 'żetony', 'żetonów') }}, "
        "{{ components.plytki.exhibits[0].name }} {{ 20000 }} {{ '4-5' | band }}\n",
    )
    assert render_template(root, "a.md.j2", CONTEXT) == f"10{NB}żetonów, OBRAZ 20{NB}000 4–5\n"


def test_undefined_value_names_its_path_and_line(root):
    path = write(root, "a.md.j2", "Tekst\n\nMur kosztuje {{ facts.wall_cost }}.\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", CONTEXT)
    problem = caught.value
    assert (problem.location.path, problem.location.line, problem.location.col) == (str(path), 3, 23)
    assert problem.message == "'facts' has no attribute 'wall_cost'"
    assert problem.rule == "rulebook.undefined"


def test_undefined_value_deep_in_a_list_and_in_an_include(root):
    write(root, "a.md.j2", "{% include '_part.md.j2' %}\n")
    part = write(root, "_part.md.j2", "x\n{{ components.plytki.exhibits[0].colour }}\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", CONTEXT)
    assert caught.value.message == "'components.plytki.exhibits[0]' has no attribute 'colour'"
    assert (caught.value.location.path, caught.value.location.line) == (str(part), 2)


def test_syntax_error_is_located(root):
    path = write(root, "a.md.j2", "a\n{% for x in %}\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", CONTEXT)
    assert (caught.value.location.path, caught.value.location.line) == (str(path), 2)
    assert caught.value.rule == "rulebook.syntax"
    assert caught.value.message.startswith("template syntax error: ")


def test_templates_cannot_reach_outside_their_folder_or_into_python(root, tmp_path):
    (tmp_path / "secret.md.j2").write_text("secret", encoding="utf-8")
    write(root, "a.md.j2", "{% include '../secret.md.j2' %}\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", CONTEXT)
    assert caught.value.rule == "rulebook.missing-template"
    write(root, "b.md.j2", "{{ facts.__class__ }}{{ facts._value }}\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "b.md.j2", CONTEXT)
    assert caught.value.rule in ("rulebook.undefined", "rulebook.unsafe")


def test_a_value_the_data_lacks_is_never_printed_as_none_or_a_list(root):
    """A value that is None (a token face without a label) or a whole list would print as "None" or
    "[...]": the template is stopped at the line that prints it [rulebook.placeholder]."""
    data = {"face": wrap({"label": None, "colours": ["red"]}, "face")}
    path = write(root, "a.md.j2", "Żeton\n\nz krzyżykiem „{{ face.label }}”\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", data)
    assert caught.value.rule == "rulebook.placeholder"
    assert (caught.value.location.path, caught.value.location.line) == (str(path), 3)
    assert "prints None" in caught.value.message
    write(root, "b.md.j2", "kolory: {{ face.colours }}\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "b.md.j2", data)
    assert caught.value.rule == "rulebook.placeholder" and "list" in caught.value.message


@pytest.mark.parametrize("text_filter", ["lower", "upper", "capitalize", "title", "lcfirst"])
def test_a_value_the_data_lacks_is_never_made_into_text_by_a_filter(root, text_filter):
    """`map("lower") | join_pl` over names one of which is missing printed „none” (r20: Rynek's colours):
    a text filter given None stops the template at its line [rulebook.placeholder]."""
    data = {"pawns": [wrap({"name": "CZERWONY"}, "pawn"), wrap({"name": None}, "pawn")]}
    path = write(
        root, "a.md.j2", f'Kolory\n\n{{{{ pawns | map(attribute="name") | map("{text_filter}") | join_pl("albo") }}}}\n'
    )
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", data)
    assert caught.value.rule == "rulebook.placeholder"
    assert (caught.value.location.path, caught.value.location.line) == (str(path), 3)
    assert f"passes None to '{text_filter}'" in caught.value.message


@pytest.mark.parametrize("placeholder", ["None", "True", "False", "[]", "{}"])
def test_a_python_placeholder_anywhere_in_the_text_is_an_error(root, placeholder):
    """What no `{{ }}` printed is checked too: a `~` join, a `%` format or the data's own text."""
    write(root, "a.md.j2", "{{ ('żeton „' ~ mark ~ '”') | markdown }} – koniec\n")
    with pytest.raises(TemplateProblem) as caught:
        render_template(root, "a.md.j2", {"mark": placeholder})
    assert caught.value.rule == "rulebook.placeholder"
    assert f"„{placeholder}” in „żeton „{placeholder}” – koniec”" in caught.value.message


def test_words_links_and_anchors_are_not_placeholders(root):
    write(root, "a.md.j2", "Nonet, Truella i {{ 'Falsetto' }}; ![](<anchor:Handel>) [tekst](x) a[1]\n")
    assert render_template(root, "a.md.j2", {}).startswith("Nonet, Truella i Falsetto;")


def test_values_are_escaped_for_markdown(root):
    write(root, "a.md.j2", "| {{ name }} |\n")
    assert render_template(root, "a.md.j2", {"name": "A|B *C*"}) == "| A\\|B \\*C\\* |\n"


def test_numbers_typed_into_prose_are_findings(root):
    path = write(
        root,
        "a.md.j2",
        "1. Gracz dostaje 10 żetonów i {{ facts.starting_tokens + 0 }}.\nPlansza A4, {{ x }} i 2,5 mm.\n",
    )
    findings = Findings()
    literal_numbers(root, "a.md.j2", findings)
    assert [(f.location.line, f.location.col, f.message.split("'")[1]) for f in findings.sorted()] == [
        (1, 18, "10"),
        (2, 23, "2,5"),
    ]
    assert findings.items[0].rule == "rulebook.literal-number"
    assert str(findings.sorted()[0]).endswith(
        "number '10' typed into the rulebook text; take it from the data (facts, components, kit) so the "
        "rulebook cannot disagree with the components [rulebook.literal-number]"
    )
    assert path.is_file()


def test_a_quotation_of_the_original_keeps_its_numbers_in_a_template(root):
    """As in a decision's text: a figure number quoted from the original („rys. 27a”) is not a number
    the components could contradict; the same number outside the quotation still is."""
    write(root, "a.md.j2", "Opis odsyła do rysunku planszy („rys. 27a”) i do 27 płytek.\n")
    findings = Findings()
    literal_numbers(root, "a.md.j2", findings)
    assert [(f.location.line, f.location.col, f.message.split("'")[1]) for f in findings.sorted()] == [(1, 50, "27")]


def test_node_is_read_only_and_iterable():
    node = wrap({"a-b": [1, 2], "c": {"d": 3}}, "facts")
    assert isinstance(node, Node) and node.a_b[1] == 2 and list(node.a_b) == [1, 2] and len(node) == 2
    with pytest.raises(AttributeError):
        node.c = 1


# --- typesetting -----------------------------------------------------------------------------------


def test_a_table_column_is_never_narrower_than_a_number_tied_with_no_break_spaces():
    """A narrow number column beside a long text column keeps „1 200 000” on one line."""
    reason = "Długie uzasadnienie zmiany, które zajmuje całą szerokość kolumny tabeli. " * 4
    text = f"# Zmiany\n\n| Co | Zasady | Zestaw | Dlaczego |\n|---|--:|--:|---|\n| pieniądze | 1\u00a0200\u00a0000 | 379\u00a0000 | {reason} |\n"
    blocks, _ = md.parse(text)
    info = TitleInfo(game="Próba", subtitle="", title="Zasady gry", facts_line="2–4 graczy", running="Próba")
    data, _, _ = typeset(blocks, info, Look(accent=colors.black), PAPERS["a4"], lambda ref, width, paragraph: [])
    lines = [
        " ".join(line.split())
        for page in PdfReader(io.BytesIO(data)).pages
        for line in page.extract_text().splitlines()
    ]
    assert any("1 200 000" in line for line in lines), lines


def test_typeset_makes_a_paginated_pdf_with_contents_and_polish_text():
    text = (
        "# Przygotowanie\n\nZażółć gęślą jaźń.\n\n"
        + "Akapit o zasadach gry. " * 300
        + "\n\n# Zwycięstwo\n\n| Graczy | Punkty |\n|---|---|\n| 4 | 30 |\n"
    )
    blocks, _ = md.parse(text)
    info = TitleInfo(
        game="Próba", subtitle="gra testowa", title="Zasady gry", facts_line="2–4 graczy", running="Próba · zasady gry"
    )
    data, pages, chapters = typeset(
        blocks,
        info,
        Look(accent=colors.black),
        PAPERS["a4"],
        lambda ref, width, paragraph: [],
    )
    reader = PdfReader(io.BytesIO(data))
    assert pages == len(reader.pages) >= 2 and chapters == ["Przygotowanie", "Zwycięstwo"]
    first = reader.pages[0].extract_text()
    assert "Zażółć gęślą jaźń." in first and "Spis treści" in first and "Przygotowanie" in first
    last = reader.pages[-1].extract_text()
    assert "Próba · zasady gry" in last and str(pages) in last.split()  # running head and page number
    fonts = {
        str(f.get_object()["/BaseFont"]).split("+")[-1]
        for p in reader.pages
        for f in (p["/Resources"].get("/Font") or {}).values()
    }
    assert fonts <= {
        "SourceSerifPro-Regular",
        "SourceSansPro-Regular",
        "SourceSansPro-Bold",
        "SourceSansPro-Semibold",
        "SourceSerifPro-Bold",
        "SourceSansPro-It",
        "SourceSerifPro-It",
        "SourceSerifPro-BoldIt",
    }
    assert float(reader.pages[0].mediabox.width) == pytest.approx(mm(210), abs=0.01)
    assert (
        data
        == typeset(
            blocks,
            info,
            Look(accent=colors.black),
            PAPERS["a4"],
            lambda ref, width, paragraph: [],
        )[0]
    )  # deterministic


# --- the kind: template errors fail `validate` -------------------------------------------------------


@pytest.fixture
def project(tmp_path: Path, components: Path, monkeypatch) -> Path:
    """components/ and templates/ side by side in a temporary folder, as the kind expects."""
    shutil.copytree(REPO / "templates", tmp_path / "templates")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def validate(*args: str):
    from click.testing import CliRunner

    from generator.cli import cli

    return CliRunner().invoke(cli, ["validate", *args], catch_exceptions=False)


def _misspelled_fact(project: Path, template_name: str, fact: str, misspelled: str):
    """The template with `{{ facts.<fact>` misspelled; (line, col) of the misspelling, and validate's result."""
    template = project / "templates" / "kolekcjonerzy" / template_name
    replace_in(template, "{{ facts." + fact, "{{ facts." + misspelled)
    # a misspelling that is the start of the real name is told apart from it by the space after it
    line = line_of(template, f"facts.{misspelled} " if fact.startswith(misspelled) else f"facts.{misspelled}")
    col = template.read_text(encoding="utf-8").splitlines()[line - 1].index(misspelled) + 1
    return line, col, validate("kolekcjonerzy", "--components", "components")


def test_a_missing_value_in_a_template_fails_validate_with_a_finding(project):
    line, col, result = _misspelled_fact(project, "rulebook.md.j2", "blot_penalty", "wall_cost")
    assert result.exit_code == 1
    assert (
        f"templates/kolekcjonerzy/rulebook.md.j2:{line}:{col}: error: 'facts' has no attribute 'wall_cost' "
        "[rulebook.undefined]"
    ) in result.output


def test_a_missing_value_in_a_player_aid_template_is_found_at_its_line(project):
    line, col, result = _misspelled_fact(project, "pomoc.md.j2", "bank_refill", "bank_refil")
    assert result.exit_code == 1
    assert [text for text in result.output.splitlines() if "error:" in text] == [
        f"templates/kolekcjonerzy/pomoc.md.j2:{line}:{col}: error: 'facts' has no attribute 'bank_refil' "
        "[player-aid.template]"
    ]


def test_a_none_in_a_rulebook_or_an_aid_fails_validate_with_a_finding(project):
    """The shared check reaches both kinds that render templates: the rulebook and the player aid."""
    for name, rule in (("rulebook.md.j2", "rulebook.placeholder"), ("pomoc.md.j2", "player-aid.template")):
        template = project / "templates" / "kolekcjonerzy" / name
        text = template.read_text(encoding="utf-8")
        template.write_text(text.replace("\n# ", "\n{{ none }}\n\n# ", 1), encoding="utf-8")
        line = line_of(template, "{{ none }}")
        result = validate("kolekcjonerzy", "--components", "components")
        assert result.exit_code == 1
        found = [row for row in result.output.splitlines() if f"[{rule}]" in row]
        assert found and found[0].startswith(
            f"templates/kolekcjonerzy/{name}:{line}:1: error: the template prints None"
        )
        template.write_text(text, encoding="utf-8")


def test_a_typed_number_and_an_unknown_figure_fail_validate(project):
    template = project / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(template, "# Przebieg gry\n", "# Przebieg gry\n\nKażdy ma 10 żetonów.\n\n![x](figure:nothing)\n")
    line = line_of(template, "Każdy ma 10")
    result = validate("kolekcjonerzy", "--components", "components")
    assert result.exit_code == 1
    assert (
        f"templates/kolekcjonerzy/rulebook.md.j2:{line}:10: error: number '10' typed into the rulebook text; "
        "take it from the data (facts, components, kit) so the rulebook cannot disagree with the components "
        "[rulebook.literal-number]"
    ) in result.output


def test_an_unknown_figure_fails_validate(project):
    template = project / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(template, "# Przebieg gry\n", "# Przebieg gry\n\n![x](figure:nothing)\n")
    line = line_of(template, "figure:nothing")
    result = validate("kolekcjonerzy", "--components", "components")
    assert result.exit_code == 1
    assert (
        f"templates/kolekcjonerzy/rulebook.md.j2:{line}:6: error: figure 'nothing' is not declared in the "
        "rulebook's figures; declared: blot, board, exhibits, move, table [rulebook.figure]"
    ) in result.output


def test_a_missing_template_file_is_a_finding_at_the_yaml_key(project):
    rulebook = project / "components" / "kolekcjonerzy" / "zasady.yaml"
    replace_in(rulebook, "template: kolekcjonerzy/rulebook.md.j2", "template: kolekcjonerzy/nie-ma.md.j2")
    result = validate("kolekcjonerzy", "--components", "components")
    assert result.exit_code == 1
    line = line_of(rulebook, "nie-ma")
    assert (
        f"components/kolekcjonerzy/zasady.yaml:{line}:11: error: template 'kolekcjonerzy/nie-ma.md.j2' not "
        "found in templates [rulebook.missing-template]"
    ) in result.output


# --- every field of a board is explained -------------------------------------------------------


def test_a_field_type_the_rulebook_never_names_is_a_finding_at_the_board(project):
    template = project / "templates" / "kolekcjonerzy" / "rulebook.md.j2"
    replace_in(template, "| **{{ ft.name }}** | {{ ft.note }} |", "")
    board = project / "components" / "kolekcjonerzy" / "plansza.yaml"
    result = validate("kolekcjonerzy", "--components", "components")
    assert result.exit_code == 1
    line = line_of(board, "o: exhibit")
    assert (f"components/kolekcjonerzy/plansza.yaml:{line}:") in result.output
    assert (
        "error: field type 'Kółko eksponatu' (exhibit) is on the board 'plansza' but the rulebook never names "
        "it; explain what it does [rulebook.field-unexplained]"
    ) in result.output


def test_a_field_with_its_own_rule_the_rulebook_never_names_is_a_finding(project):
    template = project / "templates" / "przekret" / "rulebook.md.j2"
    replace_in(
        template, '{% for f in ring.fields if f.label and f.note and f.type == "instruction" %}', "{% for f in [] %}"
    )  # the „Polecenia pól” table
    replace_in(
        template, '{% for f in ring.fields if f.type == "instruction" %}', "{% for f in [] %}"
    )  # the field table's list
    replace_in(template, "{% for name in perimeter.names %}", "{% for name in [] %}")  # the numbered field list
    board = project / "components" / "przekret" / "plansza.yaml"
    line = line_of(board, "label: Kontrola skarbowa")
    col = board.read_text(encoding="utf-8").splitlines()[line - 1].index("Kontrola skarbowa") + 1
    result = validate("przekret", "--components", "components")
    assert result.exit_code == 1
    assert (
        f"components/przekret/plansza.yaml:{line}:{col}: error: field 'Kontrola skarbowa' on the board 'plansza' has "
        "a rule of its own but the rulebook never names it; explain what it does "
        "[rulebook.field-unexplained]"
    ) in result.output


def test_a_player_aid_side_that_does_not_fit_its_card_is_a_finding(project):
    template = project / "templates" / "rynek" / "pomoc.md.j2"
    replace_in(
        template, "---\n", "---\n\n" + "Bardzo długi akapit o zasadach, który nie mieści się na karcie. " * 120 + "\n\n"
    )
    aid = project / "components" / "rynek" / "pomoc.yaml"
    line = line_of(aid, "template:")
    result = validate("rynek", "--components", "components")
    assert result.exit_code == 1
    assert (
        f"components/rynek/pomoc.yaml:{line}:11: error: the back of the player aid does not fit its card on a "
        "A4 sheet (177 × 122 mm of text); shorten it [player-aid.overflow]"  # r34: 189 × 134.5 mm, bleed, 4.5 mm
        # safe area; r36: 3 mm bleed at the sheet's outer cuts
    ) in result.output


def test_decisions_link_back_to_their_rules():
    from generator.model.project import Decision
    from generator.rulebook.context import linked_decisions

    pages = {"Ruch": 4, "Pole sprzedaży": 5, "Koniec": 8, "Kara": 7}

    def refs(heading: str) -> str:
        return f"s.{NB}{pages[heading]}"

    found = linked_decisions(
        [
            Decision(topic="Mur", decision="Mur zamyka linię."),
            Decision(topic="Oferty", decision="Tylko to, co się ma [[Ruch]] [[Pole sprzedaży]]."),
            Decision(topic="Inne", decision="Bez odsyłacza."),
            Decision(topic="Kary", decision="Kara na koniec [[Kara]] [[Koniec]] [[Kara]]."),
            Decision(topic="Trzy", decision="Trzy miejsca [[Koniec]] [[Ruch]] [[Pole sprzedaży]]."),
        ],
        refs,
        {"Mur": "Ruch"},
    )
    assert [d.decision for d in found] == [
        f"Mur zamyka linię (zob. s.{NB}4).",
        f"Tylko to, co się ma (zob. s.{NB}4 i 5).",
        "Bez odsyłacza.",
        f"Kara na koniec (zob. s.{NB}7 i 8).",  # adjacent references are one, each page once, in page order
        f"Trzy miejsca (zob. s.{NB}4, 5 i 8).",
    ]


def test_a_see_entry_for_an_unknown_decision_is_a_finding(project):
    rulebook = project / "components" / "rynek" / "zasady.yaml"
    replace_in(rulebook, "  Nazwy talii: Karty ZAKUP", "  Nazwy kart: Karty ZAKUP")
    line = line_of(rulebook, "Nazwy kart:")
    result = validate("rynek", "--components", "components")
    assert result.exit_code == 1
    assert (
        f"components/rynek/zasady.yaml:{line}:3: error: 'see' names the decision 'Nazwy kart', which neither "
        "game.yaml nor this rulebook has; decisions: "
    ) in result.output
