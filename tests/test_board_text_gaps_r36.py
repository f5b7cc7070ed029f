"""A board's free text and the legend or table below it stay apart (kit review r36, AS minor 4: the
assistant's three-line caption on Art Society's collection board ended 1.3 mm above „Zasady kolekcji” and
read as the rules' first lines). Every bundled board keeps BLOCK_GAP (4 mm) between a text and a block under
it, and a text closer than that is a finding naming the gap."""

from __future__ import annotations

from pathlib import Path

import generator.cli  # noqa: F401  (registers the kinds and the games' symbols)
from generator.draw.kinds.board.measure import BLOCK_GAP, text_box, text_gaps
from generator.model.findings import FindingsError
from generator.validate.run import load_and_validate

from .conftest import replace_in
from .test_board_legends_r32 import boards


def test_no_bundled_board_sets_a_text_close_above_a_legend_or_table():
    close = [(gid, c.name, gaps) for gid, c in boards() if (gaps := text_gaps(c.spec, None))]
    assert close == []
    (spec,) = [c.spec for gid, c in boards() if c.name == "plansza-kolekcji"]
    (caption,) = [t for t in spec.texts if t.text.startswith("Asystent")]
    assert spec.legends[0].at[1] - text_box(caption)[3] >= BLOCK_GAP


def test_a_caption_ending_close_above_a_legend_is_a_finding(components: Path):
    board = components / "art-society" / "plansza-kolekcji.yaml"
    replace_in(board, "    at: [191mm, 104mm]\n", "    at: [191mm, 107mm]\n")
    (components / "art-society" / "zasady.yaml").unlink()
    try:
        _, found = load_and_validate(components, ["art-society"])
    except FindingsError as exc:
        found = exc.findings
    close = [f.message for f in found.sorted() if f.rule == "board.text-gap"]
    assert close == [
        "text ends 1.4 mm above 'Zasady kolekcji' below it; expected 4 mm or more (closer, it reads as that "
        "block's first lines): move it up, shorten it or move the block down"
    ]
