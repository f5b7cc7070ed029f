"""A Kolekcjonerzy kit whose rulebook leaves a blank back before its appendix.

Since r32 no bundled rulebook leaves one (Kolekcjonerzy's play part grew to end on an even page, its p. 16;
Rynek's and Przekręt's end on an odd page since r24), so the kit's checklist prints on a page of job 1. The
checks of the checklist drawn on a book's blank back build this kit: Kolekcjonerzy from a copy of the bundled
components with its „Pytania i odpowiedzi” made longer, question by question, until its play part ends on a
front and the book's next side is blank (a `templates/` folder beside the components is the one the build
reads, rulebook/template.py templates_root)."""

from __future__ import annotations

import fcntl
import os
import shutil
from pathlib import Path

from click.testing import CliRunner

from generator.build.checklist import CHECKLIST_TITLE
from generator.cli import cli

from .conftest import COMPONENTS
from .pdfcheck import page_texts

GAME = "kolekcjonerzy"
TEMPLATE = Path(GAME) / "rulebook.md.j2"
HEADING = "# Pytania i odpowiedzi\n"
QUESTION = (
    "**Czy to pytanie jest w grze?**\n"
    "Nie: to pytanie próbne testu, które wydłuża rozdział, by część do gry kończyła się na przedniej stronie "
    "arkusza, a jego odwrotna strona przed dodatkiem została wolna.\n\n"
)


def build_with_a_blank_back(root: Path) -> Path:
    """Kolekcjonerzy built into `root`/out from `root`/components and `root`/templates, its Q&A made longer
    until the book holds the kit's checklist on the back of its last play page: the kit's folder."""
    components, templates, out = root / "components", root / "templates", root / "out"
    shutil.copytree(COMPONENTS, components)
    source = COMPONENTS.parent / "templates" / TEMPLATE
    plain = source.read_text(encoding="utf-8")
    assert HEADING in plain, source
    (templates / TEMPLATE).parent.mkdir(parents=True)
    for questions in range(12, 80, 4):  # 20 today: 3 builds
        longer = plain.replace(HEADING, HEADING + "\n" + QUESTION * questions, 1)
        (templates / TEMPLATE).write_text(longer, encoding="utf-8")
        result = CliRunner().invoke(cli, ["build", GAME, "--components", str(components), "--out", str(out)])
        assert result.exit_code == 0, result.output
        if any(CHECKLIST_TITLE in text for text in page_texts(out / GAME / "zasady.pdf")):
            return out
    raise AssertionError("no length of the questions left the book a blank back")


def shared_kit_with_a_blank_back(tmp_path_factory) -> Path:
    """The kit of build_with_a_blank_back, built once per test run and shared by the xdist workers as the
    bundled kit is (conftest.bundled_build): the first that needs it builds it, the others wait and read it."""
    base = tmp_path_factory.getbasetemp()
    run = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    root, done = run / "blank-back", run / "blank-back.done"
    with open(run / "blank-back.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():  # written last: a build that failed leaves none, and the next one tries again
            shutil.rmtree(root, ignore_errors=True)
            root.mkdir()
            build_with_a_blank_back(root)
            done.write_text("built", encoding="utf-8")
    return root / "out"
