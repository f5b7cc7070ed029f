"""r43 kit review, Przekręt minor 5: the rulebook's print table said of job 1 „opisy wydruków 2, 3, 4 i 5 z mapą
składania planszy (3–8)” and then „lista kontrolna elementów (8)”: the descriptions end on page 7, page 8 is the
checklist's. The range is the covers' own pages (JobPart.own_end), generated: it never reaches a page the row
names for something else."""

from __future__ import annotations

import re

import pytest

from .pdfcheck import holds_checklist, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
RANGE = r"\((\d+)(?:–(\d+))?\)"


def _flat(text: str) -> str:
    return " ".join(re.sub("\ufffe\\s*", "", text).replace("\u00a0", " ").split())


@pytest.mark.parametrize("game", GAMES)
def test_the_descriptions_range_ends_on_the_last_description(bundled_kit, game):
    path = bundled_kit / job_entries(bundled_kit, game)[0]["path"]
    texts = page_texts(path)
    table = _flat(" ".join(t for t in texts if "Wydruki zestawu" in t))
    said = re.search(r"[Oo]pisy wydruków [^()]*?" + RANGE, table)
    if said is None:  # the game's book prints no such row (its covers are not carried by the book's job)
        pytest.skip("no descriptions carried by the rulebook's job")
    first, last = int(said.group(1)), int(said.group(2) or said.group(1))
    for page in range(first, last + 1):  # every page in the range holds a job's description
        assert "Do druku:" in texts[page - 1] or "mapa składania" in texts[page - 1], (game, page)
    checklist = re.search(r"lista kontrolna elementów " + RANGE, table)
    if checklist:
        page = int(checklist.group(1))
        alone = holds_checklist(texts[page - 1]) and "Do druku:" not in texts[page - 1]
        assert not (alone and first <= page <= last), (game, said.group(0), checklist.group(0))
