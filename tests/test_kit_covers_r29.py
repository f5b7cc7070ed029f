"""The r29 kit review (Kolekcjonerzy major 2, Rynek's and Art Society's alike): the card procedure – the feed
by hand, the ruler, the needle, the feed arrows – is printed once, on the cover of the kit's first double-sided
card job; every other card job's cover says only its own (stock, pages) and points to those steps by the
page of job 1 they are on."""

from __future__ import annotations

import re

from generator.build.cover_steps import BACK_TURNED
from generator.draw.guide import CARD_FEED

from .pdfcheck import page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
NEEDLE = "Przekłuj igłą koniec znacznika cięcia"


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_the_card_procedure_is_printed_once_and_the_other_card_jobs_point_to_its_page(bundled_kit):
    for game in GAMES:
        path = next(iter(sorted((bundled_kit / game / "druk").glob("1-*.pdf"))))
        pages = [_flat(t) for t in page_texts(path)]
        full = [n for n, t in enumerate(pages, start=1) if CARD_FEED in t]
        assert len(full) == 1 and sum(t.count(NEEDLE) for t in pages) == 1, (game, full)
        (at,) = full
        number = re.search(r"Do druku: (\d)\. karton", pages[at - 1]).group(1)
        howto = pages[at - 1].split("Jak drukować", 1)[1]

        def step(words: str) -> str:  # the number of the procedure's step that says `words`
            return re.findall(r"(?:^| )(\d)\. ", howto[: howto.index(words)])[-1]

        # every card job but the one with the procedure points to its feed and scale, by its page in job 1;
        # a double-sided one to its first sheet's steps, from the front and back to the feed arrows
        text = " ".join(pages)
        feed = re.findall(r"ustaw skalę jak w wydruku (\d) \(krok (\d) na stronie (\d+) wydruku 1\)", text)
        sheet = re.findall(r"sprawdź go jak w wydruku (\d) \(kroki (\d)–(\d) na stronie (\d+) wydruku 1\)", text)
        card = sorted((bundled_kit / game / "druk").glob("*-karton-*.pdf"))
        double = [p for p in card if "dwustronnie" in p.name]
        assert len(card) > 1 and len(feed) == len(card) - 1 and len(sheet) == len(double) - 1, (game, feed, sheet)
        assert set(feed) == {(number, step(CARD_FEED), str(at))}, (game, feed)
        arrows = next(w for w in BACK_TURNED.values() if w in howto)
        assert set(sheet) <= {(number, step("Pierwszy arkusz:"), step(arrows), str(at))}, (game, sheet)
