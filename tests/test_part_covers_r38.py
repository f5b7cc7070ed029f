"""r38 R minor 7: the part files' covers were uneven – fabryki.pdf said neither its sheets nor that its cover is
printed on plain paper, which its siblings say. Every part file with a cover (its „Zawartość wydruku”) says how
many sheets its pieces take, in one form, and a card part's says its cover goes on plain paper."""

from __future__ import annotations

import json
import re

from .pdfcheck import page_texts


def test_every_part_cover_says_its_sheets_and_a_card_one_its_paper(bundled_kit):
    checked = 0
    for entry in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8")):
        if entry["kind"] in ("print-job", "kit") or "/druk/" in entry["path"]:
            continue
        first = " ".join(page_texts(bundled_kit / entry["path"])[0].split())
        if "Zawartość wydruku" not in first:
            continue
        checked += 1
        said = re.search(r"Elementy zajmują (\d+) arkusz\w* (kartonu|papieru), poza tą kartką opisu\.", first)
        assert said, entry["path"]
        assert int(said[1]) == entry["sheets"], entry["path"]  # the manifest counts no guide sheet
        if entry["stock"] == "card":
            assert "Tę stronę (instrukcję)" in first and "drukuj na zwykłym papierze" in first, entry["path"]
    assert checked >= 15
