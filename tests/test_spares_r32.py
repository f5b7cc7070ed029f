"""r32 kit reviews, P minor 4 and R minor 11: one instruction for a lost piece. kit.pdf offered the guests' own
files (Przekręt's „Pionki” and „Kostka”, Rynek's „Pionki graczy”) as spare sheets, each a card sheet at 10–16 %,
while the rulebook's print chapter said to reprint the host's page. Now kit.pdf names no spare file and sends a
lost guest's piece to the same page of the same job as the rulebook does (the print chapter speaks to one
person since r32's guides: „dodrukuj”, as kit.pdf does)."""

from __future__ import annotations

import re

import pytest

from .pdfcheck import page_texts


@pytest.mark.parametrize("game", ["przekret", "rynek", "kolekcjonerzy"])
def test_kit_pdf_and_the_rulebook_send_a_lost_pawn_to_one_page(bundled_kit, game):
    cover = " ".join(page_texts(bundled_kit / game / "zestaw.pdf")[0].split())
    rulebook = " ".join(" ".join(page_texts(bundled_kit / game / "zasady.pdf")).split())
    assert "Zapasowy arkusz" not in cover and "do dodruku" not in cover
    kit_says = re.findall(r"(Pionki[^–]*) – (na arkusz(?:u|ach)) „([^”]+)” \(wydruk (\d+) · s\. (\d+)\); gdy", cover)
    assert kit_says, cover
    for guests, sheets, host, job, page in kit_says:
        said = f"{guests} – {sheets} „{host}”; gdy"
        assert said in rulebook.replace("\u00ad", ""), said
        assert re.search(
            rf"„{re.escape(host)}”; gdy [^.]*dodrukuj (jednostronnie )?stronę {page} wydruku {job}", rulebook
        )
