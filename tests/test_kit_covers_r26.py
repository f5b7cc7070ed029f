"""Round r26's kit reviews on the print jobs' covers, the checklist and the print chapter (K minor 1, 6, 7;
P minor 3, 4, 6; R minor 4, 5, 8, 9; AS minor 1, 4, 7)."""

from __future__ import annotations

from .pdfcheck import cover_texts, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_a_one_piece_boards_page_calls_its_picture_the_board_not_a_map(bundled_kit):
    """r26 AS minor 7: „mapa leży wzdłuż dłuższego boku” on a collection board's page, which has no map."""
    for name in ("collection-board-a4.pdf", "museum-board-a4.pdf"):
        first = _flat(page_texts(bundled_kit / "art-society" / name)[0])
        assert "Obróć kartkę: rysunek planszy leży wzdłuż dłuższego boku" in first, name
        assert "mapa" not in first, name


def test_the_calibration_page_is_named_as_the_back_of_the_covers_sheet(bundled_kit):
    """r26 R minor 8: „na odwrocie tej strony (opis na niej)” read clumsily."""
    for game in GAMES:
        cover = _flat(cover_texts(bundled_kit / job_entries(bundled_kit, game)[0]["path"])[0])
        assert "Strona 2: kalibracja druku dwustronnego z opisem, na odwrocie tej kartki" in cover, game
        assert "(opis na niej)" not in cover, game
