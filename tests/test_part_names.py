"""One name per part across the kit (r18: Kolekcjonerzy's „Żetony” on the part's page and „Żetony i
pionki graczy” on its cover, Rynek's „Fabryki, maszyny i mury” against „…, mury i pionki graczy”,
Przekręt's sheet footer „Żetony ulepszeń i szpitala” against the guides' longer name): a printed part
is named alike on its own guide page, its file's title, its job's cover, zestaw.pdf's list and its sheets'
labels."""

from __future__ import annotations

import re

from .pdfcheck import cover_texts, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# parts whose first page is the pieces themselves, filled to the printer's margins, with no heading of the
# part: Kolekcjonerzy's slips, each headed „TAJNA PROPOZYCJA” (a sheet label for them is left for r19)
UNHEADED = {"kartki.pdf"}


def _first_page_text(path) -> str:
    import subprocess

    done = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(path), "-"], capture_output=True, check=True)
    return done.stdout.decode("utf-8")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _guide_title(path) -> str:
    """The title on a part's own first page, the line under the game's name (its guide's heading)."""
    from pypdf import PdfReader

    title = str(PdfReader(str(path)).metadata.title)
    return title.split(" – ", 1)[1] if " – " in title else title


def test_every_part_has_one_name_on_its_page_cover_kit_and_sheets(bundled_kit):
    checked = 0
    for game in GAMES:
        kit = _flat(page_texts(bundled_kit / game / "zestaw.pdf")[0])
        for job in job_entries(bundled_kit, game):
            path = bundled_kit / job["path"]
            contents = _flat(cover_texts(path)[0].split("Zawartość wydruku", 1)[1].split("Jak drukować", 1)[0])
            for part in job["parts"]:
                if "for_job" in part or "cover_of" in part:
                    continue
                file = bundled_kit / part["path"]
                name = _flat(_guide_title(file))  # (a no-break space in the title: as the page text reads it)
                # poppler's reading order: pdfium interleaves a ticket set sideways in the margin with the
                # lines beside it (Art Society's aid sheet: „Pomoc” … „gracza”)
                first = _flat(_first_page_text(file))
                if file.name not in UNHEADED:
                    assert name in first, (file.name, name)  # the guide page's heading is the file's title
                # the job's cover: „Strony 3–10: <name>, …”; two parts printed back to back on the same
                # sheets are listed together, each by its name („Strony 31–42: Plan zakupów i cennik eksponatów”)
                said = "[" + name[0] + name[0].lower() + "]" + re.escape(name[1:])
                named = r"(?:" + said + r"|[^:,]+ i " + said + r"|" + said + r" i [^:,]+?)"
                assert re.search(r"Stron[ay] \d+(?:–\d+)?: " + named + r"(,| –|$| \()", contents), (
                    job["path"],
                    name,
                )
                # zestaw.pdf's list of parts, as the cover (since r35 under their job: „– strony 6–19: Zasady gry”)
                assert re.search(r": " + named + r"(\s|$)", kit), (game, name)
                # a card sheet's label leads with the name's head („Żetony ulepszeń, szpitala, pionki i kostka · przód”)
                labels = [t for t in page_texts(file)[1:] if " · przód" in t or " · arkusz " in t]
                # (a board's sheets without its paper: „Plansza kolekcji · arkusz 1/4” of „Plansza kolekcji (A4)”)
                # or, where the title lists the decks it holds, the deck the sheet holds („Talia ZAKUP · arkusz
                # 1/4” of „Karty: zakup i sprzedaż”)
                heads = [name.split(":")[0].split(" (")[0]]
                heads += [d.strip() for d in name.split(":", 1)[1].split(" i ")] if ":" in name else []
                for text in labels:
                    assert any(h.casefold() in _flat(text).casefold() for h in heads), (file.name, name)
                checked += 1
    assert checked >= 20
