"""A print job's cover is drawn once for what it says: built again it is recalled, byte for byte;
a damaged record or a cover that says something else is drawn anew."""
from __future__ import annotations

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe
from generator.build import BuildOptions

from .conftest import replace_in


def test_a_print_jobs_cover_is_drawn_once_for_what_it_says(components, tmp_path, monkeypatch):
    from generator import jobs
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    covers: list[str] = []
    real = jobs.draw_guide
    monkeypatch.setattr(jobs, "draw_guide", lambda doc, info: (covers.append(info.title), real(doc, info))[1])
    first, again = tmp_path / "first", tmp_path / "again"
    recipe.build(components, first, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert len(covers) == 4                             # one per print job
    covers.clear()
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert covers == []
    for path in sorted((first / "kolekcjonerzy" / "druk").iterdir()):
        assert (again / "kolekcjonerzy" / "druk" / path.name).read_bytes() == path.read_bytes(), path.name
    # a damaged entry is drawn again; a cover that says something else is drawn anew
    folder = tmp_path / "user-cache" / "drukarnia" / "made"
    for entry in folder.iterdir():
        entry.write_bytes(entry.read_bytes()[:40])
    recipe.build(components, tmp_path / "third", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert len(covers) == 4
    for path in sorted((first / "kolekcjonerzy" / "druk").iterdir()):
        assert (tmp_path / "third" / "kolekcjonerzy" / "druk" / path.name).read_bytes() == path.read_bytes()
    covers.clear()
    replace_in(components / "kolekcjonerzy" / "game.yaml", "title: Kolekcjonerzy\n", "title: Kolekcjonerzy II\n")
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert len(covers) == 4
    fresh = tmp_path / "fresh"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "another-user-cache"))
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for path in sorted((fresh / "kolekcjonerzy" / "druk").iterdir()):
        assert (again / "kolekcjonerzy" / "druk" / path.name).read_bytes() == path.read_bytes(), path.name
