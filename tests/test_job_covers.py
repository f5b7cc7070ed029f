"""A print job's cover says what its job holds: the same data gives the same bytes in any folder, and
a cover follows an edit of what it names (the game's title)."""

from __future__ import annotations

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.recipe import BuildOptions

from .conftest import replace_in
from .pdfcheck import page_texts


def test_a_print_jobs_cover_says_what_the_data_says(components, tmp_path):
    first, again = tmp_path / "first", tmp_path / "again"
    recipe.build(components, first, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    jobs = sorted((first / "kolekcjonerzy" / "druk").iterdir())
    assert len(jobs) == 4  # one per stock and sides
    for path in jobs:
        assert (again / "kolekcjonerzy" / "druk" / path.name).read_bytes() == path.read_bytes(), path.name
        assert "KOLEKCJONERZY\n" in page_texts(path)[0].upper()
    replace_in(components / "kolekcjonerzy" / "game.yaml", "title: Kolekcjonerzy\n", "title: Kolekcjonerzy II\n")
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for path in jobs:
        assert "KOLEKCJONERZY II\n" in page_texts(again / "kolekcjonerzy" / "druk" / path.name)[0].upper(), path.name


def _sheets_said(cover: str) -> tuple[int, list[int]]:
    """(the file's sheets, the sheets of each stock) as the cover says them."""
    import re

    said = re.search(r"Plik zajmuje (\d+) arkusz\w*(?::| zwykłego)(.*?)\.", " ".join(cover.split()))
    assert said, cover
    return int(said.group(1)), [int(n) for n in re.findall(r"(\d+) arkusz", said.group(2))]


def test_a_covers_sheet_count_is_every_sheet_of_its_file(bundled_kit):
    """A one-sided job takes a sheet per page, a double-sided one a sheet per two pages: the cover's
    count is that, its own sheet included (on card, split into plain paper and card)."""
    covers = sorted(bundled_kit.glob("*/druk/*.pdf"))
    assert len(covers) == 17
    for path in covers:
        texts = page_texts(path)
        one_sided = path.stem.endswith("jednostronnie")
        sheets = len(texts) if one_sided else (len(texts) + 1) // 2
        total, per_stock = _sheets_said(texts[0])
        assert total == sheets, path.name
        assert sum(per_stock) == (total if path.stem.startswith("karton") else 0), path.name


def test_a_part_copied_into_a_job_says_only_what_is_true_there(bundled_kit):
    """A part's guide pages go into the plain-paper job printed as the part is: a one-sided job holds
    no instruction to print on both sides and no registration cross; a double-sided one holds the
    guide with the target behind it. No cover names a file."""
    for path in sorted(bundled_kit.glob("*/druk/*jednostronnie.pdf")):
        for index, text in enumerate(page_texts(path)):
            assert "Druk dwustronny" not in text and "krzyżyk" not in text, (path.name, index + 1)
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        assert ".pdf" not in page_texts(path)[0] and "rulebook" not in page_texts(path)[0], path.name
    rynek = page_texts(bundled_kit / "rynek" / "druk" / "papier-dwustronnie-dluga-krawedz.pdf")
    guide = next(i for i, text in enumerate(rynek) if i > 1 and "Druk dwustronny" in text)
    assert guide % 2 == 0 and "Pod światło" in rynek[guide + 1]  # a front, its target on the back


def test_a_job_of_two_papers_says_which_pages_are_on_which(components, tmp_path):
    from generator.layout.imposition import NAMED_PAPERS

    out = tmp_path / "a3"
    recipe.build(components, out, ["rynek"], BuildOptions(paper=NAMED_PAPERS["a3"]), jobs=1)
    path = out / "rynek" / "druk" / "papier-dwustronnie-dluga-krawedz.pdf"
    cover = " ".join(page_texts(path)[0].split())
    pages = len(page_texts(out / "rynek" / "rulebook.pdf"))
    last = 2 + pages + pages % 2  # a two-sided job gives the rulebook whole sheets: an odd one ends on a blank back
    assert f"Papier: A3 (poza: strony 3–{last}: A4)" in cover
    assert f"Strony 3–{last}: Zasady gry, {(pages + 1) // 2} arkuszy A4" in cover
