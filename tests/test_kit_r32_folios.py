"""r32 kit reviews: zestaw.pdf, the file for the screen, has no blank page, names the spare sheets once and no part the
game lacks (P minor 6), and a cover's thumbnail sets no word under 6.5 pt (AS minor 8)."""

from __future__ import annotations

import re

from generator.build.kit import KIT_FILE

from .pdfcheck import page_texts, printed_text, render

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_kit_file_for_the_screen_has_no_blank_page_and_says_each_thing_once(bundled_kit):
    """P minor 6: zestaw.pdf's pages 2, 30 and 32 were blank in a file for the screen; its first page said
    „Zapasowy arkusz do dodruku …” once a file, and named „formularze” in a game without forms. The spare pieces
    are one sentence: where the lost guest's piece is reprinted (r32 pieces, kit.reprint_lines)."""
    for game in GAMES:
        path = bundled_kit / game / KIT_FILE
        texts = [_flat(t) for t in page_texts(path)]
        for n, text in enumerate(texts):
            if not text:  # a page of drawing alone (a board) has ink; no page is bare
                assert render(path, n, dpi=30).getextrema()[0] < 200, (game, n + 1)
        # no padding after a part: a page that says it is blank on purpose is a part's own (a rulebook's back)
        assert sum(t == "Strona celowo pusta" for t in texts) <= 1, game
        first = texts[0]
        assert first.count("do dodruku, gdy któryś element się zgubi") <= 1, game
        assert "Strony pominięte na liście są puste" not in first, game
    przekret = _flat(page_texts(bundled_kit / "przekret" / KIT_FILE)[0])
    assert "formularze" not in przekret
    # the spare pieces said once: Przekręt's two guests (Pionki, Kostka) on one host's page, one sentence that
    # names that page (r32 pieces: no spare file offered; test_spares_r32 checks the page is the rulebook's)
    assert "do dodruku" not in przekret
    assert len(re.findall(r"Pionki i kostka – na arkuszu „[^”]+” \(wydruk \d+ · s\. \d+\); gdy", przekret)) == 1
    assert przekret.count("się zgubi albo zniszczy") == 1


def test_no_word_on_a_part_cover_s_thumbnail_is_under_6_5_pt(bundled_kit):
    """AS minor 8: the board cover's thumbnail carried 6.4 pt text; a cover's thumbnail keeps its words at
    6.5 pt or more (board/assembly.THUMB_TEXT_LEAST)."""
    for game in GAMES:
        for path in sorted((bundled_kit / game).glob("plansza*.pdf")):
            sizes = [size for page, _c, size, _s, _box in printed_text(path) if page == 0]
            assert not sizes or min(sizes) >= 6.5 - 0.05, (path.name, min(sizes))
