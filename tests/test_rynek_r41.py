"""Rynek after the r41 rulebook review: minor 7 (asked since r32) – the contents list the kit's checklist,
which the print plan puts on the page the book leaves blank before its appendix, with that page's number."""

from __future__ import annotations

import re

from generator.build.checklist import CHECKLIST_TITLE

from .pdfcheck import holds_checklist, page_texts


def test_rynek_s_contents_list_the_checklist_on_the_page_that_holds_it(bundled_kit):
    texts = [" ".join(t.split()) for t in page_texts(bundled_kit / "rynek" / "zasady.pdf")]
    contents = texts[0]
    found = re.search(rf"{CHECKLIST_TITLE}(?: \.)+ (\d+) ", contents)
    assert found, contents[:2000]
    page = int(found.group(1))
    # the page it names is the checklist (its rows), the only one, and it stands before the appendix
    assert [n + 1 for n, text in enumerate(texts) if holds_checklist(text)] == [page]
    assert " × " in texts[page - 1]
    assert contents.index("Spis kart") < found.start() < contents.index("Co ustaliło to wydanie")
