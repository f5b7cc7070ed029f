"""r43 kit review, Rynek minors 2, 5 and 7 (helper kitpr, session 26): the spare chits' icon, letter and „zapas” stood
as a 9.3 mm block 1.1 mm above the disc's centre, the icon 0.55 mm from the round cut on both faces (the calibration
page promises a back 1.5 mm off cuts nothing); the card jobs said nothing of letting a front dry before its back; the
fold figures' headings „Jak złożyć: mury” beside „Jak złożyć: Pionki graczy”."""

from __future__ import annotations

import math
import re

from generator.model.units import mm, to_mm

from .conftest import validated_game
from .pdfcheck import job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _spare_faces():
    """Every spare face of every game's token sheets, as the sheets draw it: (game, variant, face, shape, side)."""
    from generator.draw.kinds.tokens import resolved
    from generator.draw.kinds.tokens_draw import _marked

    for game_id in GAMES:
        game = validated_game(game_id)
        for component in game.components.values():
            if component.kind != "tokens" or not component.spec.spares:
                continue
            for variant in component.spec.variants:
                shape, side = resolved(component.spec, variant)
                sides = [variant.face] + ([variant.back] if not isinstance(variant.back, str | None) else [])
                for face in sides:
                    yield game_id, variant.name, _marked(face), shape, side


def test_every_spare_face_is_one_block_centred_one_and_a_half_millimetres_inside_its_cut():
    """Pure arithmetic: every corner of every part (symbol, letter, caption) of a spare's face lies 1.5 mm or more
    inside the round cut's inner edge, and the block is centred on the chit (its top as far up as its foot down)."""
    from generator.draw.kinds.tokens import CUT_INSET, CUT_LINE, face_stack

    faces = list(_spare_faces())
    assert faces, "no game prints spare chits"
    for game_id, name, face, shape, side in faces:
        assert shape == "circle", (game_id, name)
        found = face_stack(face, shape, side)
        assert found is not None, (game_id, name)
        cut = side / 2 - CUT_INSET - CUT_LINE / 2  # the cutting line's inner edge
        for left, bottom, right, top in found.boxes:
            for x, y in ((left, bottom), (left, top), (right, bottom), (right, top)):
                assert cut - math.hypot(x, y) >= mm(1.5) - 1e-6, (
                    game_id,
                    name,
                    round(to_mm(cut - math.hypot(x, y)), 2),
                )
        high = max(b[3] for b in found.boxes)
        low = min(b[1] for b in found.boxes)
        assert abs(high + low) < mm(0.05), (game_id, name, round(to_mm(high), 2), round(to_mm(low), 2))
        assert found.caption_size >= 6.5 and found.letter_size >= 6.0


def test_the_spare_block_is_smaller_than_the_chit_s_own_symbol_would_stand():
    """The stack shrinks where the chit is small, never the clearance: a 12 mm chit keeps 1.5 mm too."""
    from generator.draw.kinds.tokens import CUT_INSET, CUT_LINE, face_stack

    for game_id, name, face, shape, _ in _spare_faces():
        found = face_stack(face, shape, mm(12))
        if found is None:
            continue  # the check reports a face that does not fit (tokens._check_face)
        cut = mm(12) / 2 - CUT_INSET - CUT_LINE / 2
        assert all(
            cut - math.hypot(x, y) >= mm(1.5) - 1e-6 for b in found.boxes for x, y in ((b[0], b[1]), (b[2], b[3]))
        ), (game_id, name)


def test_every_double_sided_card_job_tells_to_let_the_front_dry(bundled_kit):
    """R minor 5: each game's double-sided card jobs say, on their guide page or by the full procedure they point
    to, to let the front dry before the back."""
    from generator.build.cover_steps import DRY_TEXT

    for game in GAMES:
        entries = job_entries(bundled_kit, game)
        duplex = [e for e in entries if e["stock"] == "card" and e["sides"] != "one"]
        if not duplex:
            continue
        texts = " ".join(t for e in entries for t in page_texts(bundled_kit / e["path"]))
        flat = " ".join(re.sub("\ufffe\\s*", "", texts).replace("\u00a0", " ").split())
        assert DRY_TEXT.split(" (")[0] in flat, game


def test_every_fold_figure_heading_names_its_part_in_lower_case(bundled_kit):
    """R minor 7: „Jak złożyć: pionki graczy”, as „Jak złożyć: mury”, in every game's jobs."""
    seen = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                seen += re.findall(r"Jak złożyć: (\S)", text)
    assert seen and all(first.islower() for first in seen), seen


def test_the_kit_s_screen_pages_list_every_file_with_its_pages(bundled_kit):
    """R minor 1: the rulebook sends the buyer to the overview for the part files, and its first page named one of
    eleven. Its files page names every PDF of the game's folder (the jobs' folder aside) with its own page count,
    and what it holds; zestaw.pdf's screen pages are the one place the kit names files (decision D1)."""
    from generator.build.kit import KIT_FILE, PART_FILES_TITLE

    from .pdfcheck import page_count

    for game in GAMES:
        folder = bundled_kit / game
        texts = page_texts(folder / KIT_FILE)
        (page,) = [t for t in texts[:3] if PART_FILES_TITLE in t]
        flat = " ".join(re.sub("\ufffe\\s*", "", page).replace("\u00a0", " ").split())
        for path in sorted(folder.glob("*.pdf")):
            if path.name == KIT_FILE:
                continue
            said = re.search(re.escape(f"„{path.name}”:") + r" ([^„]*?); (\d+) stron", flat)
            assert said, (game, path.name)
            assert int(said.group(2)) == page_count(path), (game, path.name, said.group(0))
