"""Round r28's Przekręt kit review, the minors fixed as a class in every game (briefs s9, p-kit).

Minor 10: a card job's cover names one weight for its card and, where the printer takes less, the floor
that weight may drop to – said in its paper line and in the step that falls back to it, never another
band („gdy mniej niż 250 g/m², weź karton 200–220 g/m²” under „karton 250–300 g/m²”)."""

from __future__ import annotations

import re

from .pdfcheck import cover_texts, job_entries

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _weights(text: str) -> set[int]:
    """Every weight in g/m² a text names, a band's both ends."""
    found = set()
    for low, high in re.findall(r"(\d{2,3})(?:–(\d{2,3}))? g/m²", text):
        found.add(int(low))
        if high:
            found.add(int(high))
    return found


def test_a_card_jobs_cover_names_its_card_and_the_floor_its_paper_line_states(bundled_kit):
    checked = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "card":
                continue
            cover = _flat(cover_texts(bundled_kit / job["path"])[0])
            title = re.search(r"Do druku: \d+\. karton (\d+)–(\d+) g/m²", cover)
            assert title, (game, job["path"])
            low, high = int(title[1]), int(title[2])
            howto = cover.split("Jak drukować", 1)[1].split("Pozostałe karty tej gry", 1)[0]
            # the print shop's whole board („Zamiast tych arkuszy … na kartonie 200–300 g/m²”) is another product
            howto = howto.split("Pozostałe części tej gry", 1)[0].split("Zamiast tych arkuszy", 1)[0]
            steps = re.split(r"(?<= )\d\. (?=[A-ZĄĆĘŁŃÓŚŹŻ])", " " + howto.split("Ten wydruk zajmuje", 1)[1])[1:]
            paper = next(s for s in steps if "Papier:" in s)
            floor = re.search(r"najmniej (\d+) g/m²", paper)
            allowed = set(range(low, high + 1)) | ({int(floor[1])} if floor else set())
            # the other jobs' titles („wydruku „1. zwykły papier 80–120 g/m²”) are names, not advice
            advice = re.sub(r"„\d+\. [^”]*”", "", " ".join(steps))
            assert _weights(advice) <= allowed, (game, job["path"], sorted(_weights(advice) - allowed), advice)
            if low > 200:  # a thick card job says how thin a printer's card may be, and only there
                assert floor, (game, job["path"], paper)
                assert f"nie cieńszy niż {floor[1]} g/m²" in advice, (game, job["path"])
            checked += 1
    assert checked >= 8


def test_the_assembly_maps_say_the_printers_margin_in_the_builders_words(bundled_kit):
    """Minor 8 (every game's assembly maps): „Margines drukarki 5 mm” was print-shop jargon; the subtitle
    says what the builder sees – the sheet's edge left unprinted."""
    from .pdfcheck import page_texts

    maps = 0
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        for text in page_texts(path):
            flat = _flat(text)
            assert "margines drukarki" not in flat.lower(), path.name
            if re.search(r"Plansza \d+ × \d+ mm · ", flat):
                assert re.search(r"brzeg kartki bez druku: \d+ mm", flat), (path.name, flat[:300])
                maps += 1
    assert maps >= 3  # the tiled boards of K, P, R and Art Society's one-sheet boards


def _facing_ticks(marks) -> list[tuple]:
    """Pairs of crop marks on parallel lines less than 3 mm apart whose strokes come within 3 mm of each
    other end to end: two ticks a cutter may take for one cut („1.7 mm beside”). Marks on one line are
    one cut; the side marks of strips cut 2 mm apart lie side by side along their whole length (each
    strip's own edge, the gutter the strips' plan chose: r28 K minor 3) and are left to that plan."""
    found = []
    for i, a in enumerate(marks):
        for b in marks[i + 1 :]:
            a_up, b_up = abs(a[0] - a[2]) < 0.01, abs(b[0] - b[2]) < 0.01
            if a_up != b_up:
                continue
            across, along = (0, 1) if a_up else (1, 0)
            apart = abs(a[across] - b[across])
            if apart < 0.05 or apart >= 3.0 - 0.01:
                continue
            gap = max(
                min(a[along], a[along + 2]) - max(b[along], b[along + 2]),
                min(b[along], b[along + 2]) - max(a[along], a[along + 2]),
            )
            if gap < -1.0:  # side by side along their length: a gutter's two edges
                continue
            if gap < 3.0 - 0.01:
                found.append((round(apart, 2), [round(v, 1) for v in a[:4]], [round(v, 1) for v in b[:4]]))
    return found


def test_no_crop_mark_stands_just_beside_another_bands_mark(bundled_kit):
    """Open list item (P's pawn strips): the lower end marks of the pawn strips stood 1.7 mm beside the room
    tokens' top marks. Where two bands' rows of ticks meet, a tick is on the other's line or 3 mm from it
    (`layout.bands.sheet_marks`); measured on every page of every game's print jobs."""
    from .pdfcheck import crop_marks_mm, page_count

    pages = 0
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        for index in range(page_count(path)):
            assert _facing_ticks(crop_marks_mm(path, index)) == [], (path.name, index + 1)
            pages += 1
    assert pages > 100


def test_a_tiled_boards_corner_marks_lie_past_its_bleed_where_the_sheet_has_the_room(tmp_path_factory):
    """Minor 4 (every tiled board): the corner marks' arms ran along the bleed in the white corner
    squares. On the plan the build prints, an arm lies past the board's art (its bleed whole round the
    corner), MARK_OFFSET clear and ARM_MIN long at least, wherever the sheet's window has that room beyond
    the bleed; only where it has not does the arm stay in the white corner square beside the bleed. Since
    r31 the tiles' bleed reaches to 0.5 mm inside the printer's margin on one side of most tiles: 4 arms
    of Przekręt's and Kolekcjonerzy's boards lie past the bleed (8 before), 4 of Rynek's (none before).
    Since r34 (Art Society minor 5: 2.0 mm arms) an arm past the bleed is 4 mm long at least (ARM_MIN):
    2 of Przekręt's lie past it, its other two there (1.5 mm) now run 5 mm from the corner."""
    from generator.build.recipe import BuildOptions
    from generator.draw.kinds.board.pdf import HOME_MARK_WIDTH, seam_plan, tile_art
    from generator.layout.board_marks import ARM_MIN, TRIM_BLEED_MIN, corner_arms
    from generator.layout.imposition import MARK_OFFSET
    from generator.model.units import mm

    from .board_subsets import copy_boards, load

    bundled = copy_boards(tmp_path_factory.mktemp("boards"))
    past = {}
    for game in ("przekret", "kolekcjonerzy", "rynek"):
        g, _ = load(bundled, game)
        component = g.components["plansza"]
        plan = seam_plan(component, g, BuildOptions())
        past[game] = 0
        for tile in plan.tiles:
            bx, by = plan.page_point(tile, 0, plan.board_height)
            trim = (bx, by, bx + plan.board_width, by + plan.board_height)
            wx0, wy0 = plan.page_point(tile, tile.x.start, tile.y.end)
            wx1, wy1 = plan.page_point(tile, tile.x.end, tile.y.start)
            art = tile_art(plan, tile, component.spec.bleed)
            window = (wx0, wy0, wx1, wy1)
            for arm in corner_arms(trim, window, width=HOME_MARK_WIDTH, art=art):
                x0, x1 = sorted((arm.x1, arm.x2))
                y0, y1 = sorted((arm.y1, arm.y2))
                gap = max(art[0] - x1, x0 - art[2], art[1] - y1, y0 - art[3])
                if gap > 0:
                    past[game] += 1
                    assert gap >= MARK_OFFSET - 1e-6 and x1 - x0 + y1 - y0 >= ARM_MIN - 1e-6, (game, tile.label)
                    continue
                # beside the bleed: the window beyond the bleed on the arm's side is too narrow for an arm
                if y0 == y1:  # along the horizontal trim line: left or right of the board
                    room = art[0] - window[0] if x1 <= (trim[0] + trim[2]) / 2 else window[2] - art[2]
                else:
                    room = art[1] - window[1] if y1 <= (trim[1] + trim[3]) / 2 else window[3] - art[3]
                assert room - MARK_OFFSET < ARM_MIN, (game, tile.label, room)
    assert past["przekret"] >= 2 and past["kolekcjonerzy"] >= 4, past
    assert TRIM_BLEED_MIN >= mm(2)
