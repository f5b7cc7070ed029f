"""Every table a rulebook template writes is a whole Markdown table: a header, a rule line and rows
with as many cells as the header (a row that lost its cells prints as a line of raw pipes)."""

from __future__ import annotations

import pytest

from generator.build import recipe
from generator.draw.kinds.rulebook import produce
from generator.model.core import BuildOptions
from generator.rulebook.template import make_environment

from .conftest import COMPONENTS


def _cells(line: str) -> int:
    return len(line.strip().strip("|").split("|"))


def _tables(markdown: str) -> list[list[str]]:
    tables, current = [], []
    for line in markdown.splitlines() + [""]:
        if line.lstrip().startswith("|"):
            current.append(line)
        elif current:
            tables.append(current)
            current = []
    return tables


@pytest.mark.parametrize("game", ["kolekcjonerzy", "rynek", "przekret", "art-society"])
def test_every_rulebook_table_is_whole(game):
    project, _findings = recipe.load_and_validate(COMPONENTS, [game])
    loaded = project.games[game]
    for component in loaded.of_kind("rulebook"):
        markdown = produce(component, loaded, BuildOptions(), typeset_pdf=False).markdown
        tables = _tables(markdown)
        assert tables, f"{game}: no table found"
        for table in tables:
            assert len(table) >= 3, f"{game}: a table without rows: {table}"
            assert set(table[1].replace(" ", "")) <= set("|-:"), f"{game}: no rule line under {table[0]!r}"
            widths = {_cells(row) for row in table}
            assert len(widths) == 1, f"{game}: rows of different widths: {table}"


def test_a_range_can_be_looped_over_twice(tmp_path):
    """A table's header and its rows loop over one `{% set %}` range."""
    env = make_environment(tmp_path)
    text = env.from_string(
        "{% set r = range(1, 4) %}{% for k in r %}{{ k }}{% endfor %}/"
        "{% for k in r %}{{ k * 2 }}{% endfor %}/{{ r | length }}"
    ).render()
    assert text == "123/246/3"
