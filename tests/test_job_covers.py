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
