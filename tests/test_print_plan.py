"""The kit's print plan, measured on the bundled kit: sheets of card, seams of tiled boards."""

from __future__ import annotations

import json
import re

from generator.build.recipe import BuildOptions
from generator.draw.guide import BLANK_TEXT
from generator.layout.tiling import cut_range, sheets_along
from generator.model.polish import counted
from generator.model.units import mm, to_mm

from .pdfcheck import (
    cover_pages,
    cover_texts,
    holds_checklist,
    job_entries,
    job_path,
    page_texts,
    printed_text,
    without_folio,
)


def _landscape(path) -> bool:
    """Whether a file has a page wider than tall (a job shows it turned upright)."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return any(w > h for w, h in (pdf[i].get_size() for i in range(len(pdf))))
    finally:
        pdf.close()


CARD_SHEETS_MAX = 39  # 250–300 g/m²; with the tiled boards' 9 sheets (160–200 g/m² since r17's split): 61 before
# small pieces shared sheets and guide pages went to plain paper, 53 before pawns printed on the free room of other
# components' sheets (Rynek's machines, Przekręt's tokens), 47 in r17
# (39, was 38 in r26: Rynek's raw-material tokens went from one sheet to two – 95 singles a colour, so the bank's
# singles no longer run out at six players, docs/simulation.md; Przekręt's Losy, turned 8 a sheet for longer marks,
# went back to 9 a sheet: r27's kit review called a fifth sheet of 4 cards the worse fault)
LIGHT_SHEETS_MAX = 23  # 160–200 g/m²: the tiled boards' 9 sheets and the player aids' 14 (plain-paper jobs before r17)
GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# a job's stock as its file name says it (kit review r17: one stock per job, one name per stock)
WEIGHT_WORDS = {"paper": "papier-80-120", "light": "karton-160-200", "card": "karton-250-300"}
WEIGHT_OF = {"paper": "zwykłego papieru 80–120 g/m²", "light": "kartonu 160–200 g/m²", "card": "kartonu 250–300 g/m²"}


def manifest_of(out):
    return {e["path"]: e for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


def jobs_of(manifest, game):
    return [e for e in manifest.values() if e["game"] == game and e["kind"] == "print-job"]


def _padding(text: str, slips: tuple[str, ...] = ()) -> bool:
    """A padding page: blank, „Strona celowo pusta”, the kit's one checklist (r21 kit reviews), or the
    page of a game's sheet of slips (`slips`: the texts of files that fill blank sides, kit-jobs2)."""
    return text.strip() in ("", BLANK_TEXT) or holds_checklist(text) or text in slips


def test_the_bundled_kit_stays_within_its_card_sheets_per_weight(bundled_build):
    """Every copy a full table needs is counted (four collection boards, two Dzierżawa pages), the
    full-size boards for print shops are not: the card sheets of the print jobs, per weight."""
    out, _ = bundled_build
    jobs = [e for e in manifest_of(out).values() if e["kind"] == "print-job"]
    card = sum(e["sheets"] for e in jobs if e["weight"] == "card")
    light = sum(e["sheets"] for e in jobs if e["weight"] == "light")
    assert 0 < card <= CARD_SHEETS_MAX
    assert 0 < light <= LIGHT_SHEETS_MAX


def test_copies_come_from_the_data_and_reach_the_print_jobs(bundled_kit):
    manifest = manifest_of(bundled_kit)
    # per-player (players.max = 4), each copy a player's own (owners:): the file holds the four, printed once
    board = manifest["art-society/plansza-kolekcji-a4.pdf"]
    assert (board["copies"], board["held"], board["sheets"]) == (1, 4, 4)
    assert manifest["przekret/dzierzawy.pdf"]["copies"] == 2  # dzierzawy.yaml copies: 2
    assert manifest["przekret/dzierzawy.pdf"]["sheets"] == 1  # sheets per copy
    assert manifest["art-society/plansza-muzeum-a4.pdf"]["copies"] == 1
    parts = {(j["path"], p["path"]): p["copies"] for g in GAMES for j in jobs_of(manifest, g) for p in j["parts"]}
    board, leases = (
        job_path(bundled_kit, g, "card", "one").relative_to(bundled_kit).as_posix() for g in ("art-society", "przekret")
    )
    assert parts[(board, "art-society/plansza-kolekcji-a4.pdf")] == 1
    assert parts[(leases, "przekret/dzierzawy.pdf")] == 2
    for entry in manifest.values():
        if entry["kind"] not in ("kit", "print-job"):
            assert entry["stock"] in ("card", "paper") and entry["sides"] in ("one", "long", "short")
            assert isinstance(entry["copies"], int) and entry["copies"] >= 1 and entry["sheets"] >= 0


def test_each_print_job_is_its_parts_times_their_copies(bundled_kit):
    """A job's pages: its cover (one page; two when double-sided, the registration target behind),
    in the plain job the card jobs' covers (a page each, an assembly map behind its board job's cover,
    the block padded to a whole sheet), then each part's pages as often as its copies say (a double-sided job pads an odd part with a
    blank page so that fronts stay on fronts). The pages are the parts' own, in that order."""
    manifest = manifest_of(bundled_kit)
    # a form no job holds is a sheet that fills blank sides (none in the bundled kit since Rynek's one such
    # side holds the checklist: its banker's slips are a part of job 1, kit brief r23 item 6)
    held = {p["path"] for e in manifest.values() if e["kind"] == "print-job" for p in e["parts"]}
    fillers = [e for e in manifest.values() if e["kind"] == "form" and e["path"] not in held]
    slips = tuple(t for e in fillers for t in page_texts(bundled_kit / e["path"]))
    for game in GAMES:
        jobs = jobs_of(manifest, game)
        assert jobs and len({(j["weight"], j["sides"]) for j in jobs}) == len(jobs)
        # one stock and one way of printing a job, both in its name after its place in the print order
        ordered = job_entries(bundled_kit, game)
        for number, job in enumerate(ordered, 1):
            assert (
                job["path"]
                == f"{game}/druk/{number}-{WEIGHT_WORDS[job['weight']]}-"
                + dict(one="jednostronnie", long="dwustronnie-dluga-krawedz", short="dwustronnie-krotka-krawedz")[
                    job["sides"]
                ]
                + ".pdf"
            )
            assert job["stock"] == ("paper" if job["weight"] == "paper" else "card")
        for job in jobs:
            # (the job's own page number is the job's: r30 K minor 3)
            texts = [without_folio(t) for t in page_texts(bundled_kit / job["path"])]
            # a card job's file is card alone: its cover is printed in the plain job (r15)
            # and a plain job whose cover the double-sided plain job prints with theirs (r27 K minor 2)
            cover = cover_pages(bundled_kit / job["path"])
            expected, page, sheets = cover, cover, 0
            # the card jobs' covers (a page each) and the assembly maps behind them come first and run on,
            # front and back of shared sheets, the block padded as a whole to a sheet (r18)
            parts = job["parts"]
            carried = [p for p in parts if "for_job" in p]
            assert parts[: len(carried)] == carried, job["path"]
            for part in carried:
                n = part["last"] - part["first"] + 1
                if "cover_of" in part and not n:  # set under the cover before it, on that page (r27 K minor 2)
                    number = part["path"].split("/")[-1].split("-")[0]
                    assert f"Do druku: {number}. " in texts[page - 1].split("Jak drukować", 1)[1], part
                elif "cover_of" in part:
                    assert part["path"] == part["for_job"] and job["stock"] == "paper"
                    number = part["path"].split("/")[-1].split("-")[0]
                    assert re.search(rf"Do druku: {number}\. ", texts[page]), (job["path"], page + 1)
                else:  # a map: the board file's own guide page, behind the cover of the job with its sheets
                    assert carried.index(part) and carried[carried.index(part) - 1]["for_job"] == part["for_job"]
                    own = page_texts(bundled_kit / part["path"])[part["first"] - 1 : part["last"]]
                    if _landscape(bundled_kit / part["path"]):
                        assert [sorted(t.split()) for t in texts[page : page + n]] == [sorted(t.split()) for t in own]
                    else:
                        assert texts[page : page + n] == own, (job["path"], part)
                page += n
            block = page - cover
            pad = block % 2
            if not pad and job["sides"] != "one" and holds_checklist(texts[page]):
                pad = 2  # a sheet of its own for the checklist where no job leaves a blank side (r24)
            assert all(_padding(t, slips) for t in texts[page : page + pad]), job["path"]
            page += pad
            expected += block + pad
            sheets += (block + pad) // 2
            for part in parts[len(carried) :]:
                entry = manifest[part["path"]]
                own = page_texts(bundled_kit / part["path"])
                assert 1 <= part["first"] <= part["last"] <= entry["pages"] == len(own)
                assert part["last"] == entry["pages"] or part["first"] == 1 and part["last"] <= 2  # or its guide
                n = part["last"] - part["first"] + 1
                padded = n + (n % 2 if job["sides"] != "one" else 0)
                expected += padded * part["copies"]
                turned = _landscape(bundled_kit / part["path"])
                for _ in range(part["copies"]):
                    if turned:  # a landscape page turned upright: the same words, read in another order
                        assert [sorted(t.split()) for t in texts[page : page + n]] == [
                            sorted(t.split()) for t in own[part["first"] - 1 : part["last"]]
                        ], (job["path"], part)
                    else:  # a page the part leaves blank may carry the kit's checklist (r22 K minor 1)
                        # the part's own pages read as the job's are (without_folio): a checklist row naming „wydruk 1
                        # · s. 24” alone on its line reads as a locator on both sides alike
                        got = texts[page : page + n]
                        want = [without_folio(t) for t in own[part["first"] - 1 : part["last"]]]
                        got = [w if BLANK_TEXT in w and holds_checklist(g) else g for g, w in zip(got, want)]
                        # the same words: the job's sheet mark (stripped) may join its ticket's line to the one
                        # above it as pdfium reads it (r32, folios.py)
                        words = [[sorted(w for w in t.split() if w != "·") for t in ts] for ts in (got, want)]
                        assert words[0] == words[1], (job["path"], part)
                    # padding: blank, in a plain job with a note that it is blank on purpose (or the checklist)
                    assert all(_padding(t) for t in texts[page + n : page + padded])
                    page += padded
                # a part's guide pages (a board's assembly map) are plain paper: a card job's sheets leave them out
                guide = part["last"] < entry["pages"]
                sheets += (0 if job["stock"] == "card" else 1) if guide else entry["sheets"] * part["copies"]
            assert job["pages"] == len(texts) == expected, job["path"]
            assert job["sheets"] == sheets, job["path"]
            said = " ".join(cover_texts(bundled_kit / job["path"])[0].split())
            sides = "jednostronnie" if job["sides"] == "one" else "dwustronnie"
            double = job["stock"] == "card" and job["sides"] != "one"  # card both sides: a sheet at a time
            printed = "Pierwszy arkusz: strony 1–2." if double else f"Wydrukuj całość raz, {sides}"
            if double and "Wydrukuj pierwszy arkusz (strony 1–2) i sprawdź go jak w wydruku" in said:
                printed = "Wydrukuj pierwszy arkusz (strony 1–2)"  # the card procedure pointed to (r29 K major 2)
            if job["stock"] == "paper" and job["sides"] != "one":  # the calibration sheet first (r22 R minor 7)
                printed = f"Wydrukuj raz resztę (strony 3–{len(texts)})."
                if "Nieobowiązkowy dodatek (strony" in said:  # every page but the appendix (r23 K major 1)
                    printed = f"–{len(texts)}"  # then „.” or what a smaller table leaves out (r28 P minor 1)
            assert "Ten wydruk zajmuje" in said and printed in said and sides in said


def test_full_size_boards_are_in_no_print_job(bundled_kit):
    manifest = manifest_of(bundled_kit)
    in_jobs = {p["path"] for e in manifest.values() if e["kind"] == "print-job" for p in e["parts"]}
    full = [path for path, e in manifest.items() if e["kind"] == "board" and not path.endswith("-a4.pdf")]
    # Kolekcjonerzy's, Rynek's and Przekręt's: Art Society's lie whole on one A4 each (r21 AS major 1)
    assert len(full) == 3 and not in_jobs & set(full)
    assert "przekret/losy-ponowne-podanie.pdf" not in in_jobs and "przekret/losy.pdf" in in_jobs


def _summary(result, out, capsys) -> dict[str, tuple[int, ...]]:
    """The terminal summary's rows: game title → (print jobs, sheets of 250–300, of 160–200 and of 80–120 g/m²,
    card saved)."""
    from generator.cli import _print_summary

    _print_summary(result, out)
    rows = {}
    for line in capsys.readouterr().out.splitlines():
        cells = line.split()
        if len(cells) >= 8 and all(c.isdigit() for c in cells[-7:]):
            rows[" ".join(cells[:-7])] = tuple(int(c) for c in cells[-5:])
    return rows


def test_summary_manifest_and_rulebooks_give_the_same_sheets(bundled_build, capsys):
    import re

    out, result = bundled_build
    manifest = manifest_of(out)
    summary = _summary(result, out, capsys)
    for game in GAMES:
        jobs = jobs_of(manifest, game)
        printed = " ".join(" ".join(page_texts(out / game / "zasady.pdf")).split())
        # one total per stock, what the buyer loads: the job files' own sheets (a plain job with the card
        # jobs' covers and maps in it), a double-sided file two pages a sheet
        file_sheets = {j["path"]: j["pages"] if j["sides"] == "one" else (j["pages"] + 1) // 2 for j in jobs}
        weights = {w: sum(file_sheets[j["path"]] for j in jobs if j["weight"] == w) for w in WEIGHT_OF}
        for j in jobs:  # a card job's file is card alone: its sheets are the manifest's
            if j["stock"] == "card":
                assert j["sheets"] == file_sheets[j["path"]], j["path"]
        # the pawns' sheet (on a host's free room, kinds/guest_pieces.py), Przekręt's die too
        saved = {"rynek": 1, "przekret": 2, "kolekcjonerzy": 1}.get(game, 0)
        expected = (len(jobs), weights["card"], weights["light"], weights["paper"], saved)
        assert summary[result.titles[game]] == expected, game
        said = re.search(r"Razem: ([^.]+)\.", printed)
        assert said, game
        texts = [f"{counted(n, 'arkusz', 'arkusze', 'arkuszy')} {WEIGHT_OF[w]}" for w, n in weights.items() if n]
        assert said.group(1) == " ".join((", ".join(texts[:-1]) + " i " + texts[-1]).split()), (game, said.group(1))
        for file_talk in ("pliku", "plik ", "drukarni"):  # the README names the kit's files, not the rulebook
            assert file_talk not in printed.split("Wydruk i składanie")[-1], (game, file_talk)
        whole = printed.replace("\ufffe", "")  # a word hyphenated at a line's end, read whole (pdfium's mark)
        assert "wydrukować go raz" not in whole and "drukujesz raz" in whole
        for job in jobs:  # the rulebook's table of print jobs names each as its cover does, with its sheets and pages
            cover = " ".join(cover_texts(out / job["path"])[0].split())
            name = re.search(r"Do druku: (\d+\. [^,]+, \w+)", cover).group(
                1
            )  # „1. zwykły papier 80–120 g/m², dwustronnie”
            assert re.search(
                r"\s*".join(map(re.escape, name.split())) + rf"\s+{file_sheets[job['path']]}\s+{job['pages']}\b",
                printed,
            ), (game, job["path"])


def test_machines_and_walls_share_one_sheet(bundled_kit):
    from pypdf import PdfReader

    pages = [p.extract_text() for p in PdfReader(str(bundled_kit / "rynek" / "fabryki.pdf")).pages]
    shared = [t for t in pages if "MASZYNA" in t]  # the pawns fill it (no room left for the sheet's label)
    assert len(shared) == 1 and "MURY · 18 SZT." in shared[0] and "PIONKI GRACZY · 6 SZT." in shared[0]
    assert not any(re.search(r"Mury \d+/\d+", t) for t in pages)


def words_of_board(path, height):
    """Words of the full-size board page in board millimetres (x right, y down from the trim corner):
    runs of printed characters that follow each other on one baseline, as (left, top, right, bottom)."""
    from generator.draw.kinds.board.pdf import PAGE_MARGIN

    def follows(p, g, size):  # beside on one line (either way), or above/below in one column (turned text)
        along_x, along_y = max(g[0] - p[2], p[0] - g[2]), max(g[1] - p[3], p[1] - g[3])
        same_line = abs(g[1] - p[1]) <= size * 0.5 or abs(g[3] - p[3]) <= size * 0.5
        same_column = abs(g[0] - p[0]) <= size * 0.5 or abs(g[2] - p[2]) <= size * 0.5
        return (same_line and along_x < size * 0.2 and along_y < 0) or (
            same_column and along_y < size * 0.2 and along_x < 0
        )

    words, box, last = [], None, None
    chars = [c for c in printed_text(path) if c[0] == 0]
    for _, char, size, _, (x0, y0, x1, y1) in chars + [(0, " ", 0, 0, (0, 0, 0, 0))]:
        apart = last is not None and not follows(last, (x0, y0, x1, y1), size)
        last = (x0, y0, x1, y1)
        if char.isspace() or apart:
            if box:
                words.append(box)
            box = None
            if char.isspace():
                continue
        left, right = to_mm(x0 - PAGE_MARGIN), to_mm(x1 - PAGE_MARGIN)
        top, bottom = to_mm(PAGE_MARGIN + height - y1), to_mm(PAGE_MARGIN + height - y0)
        box = (
            (left, top, right, bottom)
            if box is None
            else (min(box[0], left), min(box[1], top), max(box[2], right), max(box[3], bottom))
        )
    return words


def test_tiled_boards_carry_their_seams_and_cut_through_no_word_and_no_symbol(bundled_kit):
    """Every cut line of a bundled tiled board runs through no word (as printed on the full-size
    board) and no symbol drawn in a field (a disc cut in two is as hard to read as a word), and the
    sheets' reach leaves such a place on each axis."""
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.board.content import symbol_boxes
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.pdf import resolved

    from .conftest import COMPONENTS

    manifest = {e["path"]: e for e in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))}
    project, _ = load_and_validate(COMPONENTS, ["kolekcjonerzy", "przekret", "rynek"])
    options = BuildOptions()
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        from pypdf import PdfReader

        sheet = PdfReader(str(bundled_kit / game / "plansza-a4.pdf")).pages[-1].mediabox  # portrait or landscape
        printable = (float(sheet.width) - 2 * options.margin, float(sheet.height) - 2 * options.margin)
        component = project.games[game].components["plansza"]
        spec = resolved(component, project.games[game])
        seams = manifest[f"{game}/plansza-a4.pdf"]["seams_mm"]
        assert set(seams) == {"x", "y"} and seams["x"] + seams["y"]  # tiled: at least one cut line
        words = words_of_board(bundled_kit / game / "plansza.pdf", spec.size.height)
        symbols = symbol_boxes(spec, layout(spec, project.games[game]).fields, project.games[game])
        assert symbols or game != "przekret"  # Przekręt's Los fields carry a "?" disc
        words += [tuple(to_mm(v) for v in box) for box in symbols]
        for axis, length, reach, k in (
            ("x", spec.size.width, printable[0], 0),
            ("y", spec.size.height, printable[1], 1),
        ):

            def cut(c):
                return sum(1 for w in words if w[k] < c < w[k + 2])

            count = sheets_along(length, reach, options.overlap)
            assert len(seams[axis]) == count - 1, (game, axis, seams[axis])  # one cut between two sheets
            if count == 1:
                continue  # the board fits the paper this way: no cut to place
            low, high = cut_range(1, count, length, reach, options.overlap)
            fewest = min(cut(to_mm(low) + i * 0.25) for i in range(int(to_mm(high - low) / 0.25) + 1))
            assert cut(seams[axis][0]) == fewest == 0, (game, axis, seams[axis], fewest)  # no seam through a word


def test_one_sheet_boards_have_no_seams_and_no_glue(bundled_kit):
    from pypdf import PdfReader

    manifest = {e["path"]: e for e in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))}
    for name in ("plansza-kolekcji-a4.pdf", "plansza-muzeum-a4.pdf"):
        assert "seams_mm" not in manifest[f"art-society/{name}"]
        guide = PdfReader(str(bundled_kit / "art-society" / name)).pages[0].extract_text()
        assert "Jak drukować planszę" in guide and "klej" not in guide.lower()


def test_each_group_on_a_shared_sheet_is_labelled(bundled_kit):
    from pypdf import PdfReader

    pages = [p.extract_text() for p in PdfReader(str(bundled_kit / "rynek" / "fabryki.pdf")).pages]
    shared = next(t for t in pages if "MASZYNA" in t)
    assert "MASZYNY · 18 SZT." in shared and "MURY · 18 SZT." in shared


def test_a_symbol_in_a_field_counts_as_a_word_for_the_cut_lines(bundled_build):
    """Przekręt's board is 380 mm wide: two sheets' reach leaves the vertical cut 185–195 mm. The
    top and bottom sides hold eight fields each, so a field border runs at 190 mm between the Los
    field and its neighbour; the "?" discs of those Los fields count as words and lie off the cut.
    The build reports cut lines through no word on every tiled board."""
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.board.content import symbol_boxes
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.pdf import resolved

    from .conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, ["przekret"])
    game = project.games["przekret"]
    spec = resolved(game.components["plansza"], game)
    placed = layout(spec, game).fields
    boxes = symbol_boxes(spec, placed, game)
    los = [f for f in placed if f.id in ("los-1", "los-3")]
    discs = [b for b in boxes if any(abs((b[0] + b[2]) / 2 - f.cx) < 0.01 for f in los)]
    assert len(discs) == 2  # the symbols are among the obstacles
    outputs = {o.filename: o for o in bundled_build[1].outputs if o.game == "przekret"}
    seam = mm(outputs["plansza-a4.pdf"].seams_mm["x"][0])
    assert not any(b[0] < seam < b[2] for b in discs)
    for o in bundled_build[1].outputs:
        if o.seams_crossing is not None:
            assert o.seams_crossing[0] == 0, (o.game, o.filename, o.seams_crossing)


def test_a_board_on_one_sheet_is_centred_with_bleed_and_four_corner_marks(bundled_kit):
    """Art Society's boards fit one A4 each: the board sits in the middle of the sheet, its
    background carried past the trim, with a trim mark at each of its four corners."""
    from .pdfcheck import non_white_mask, render

    dpi = 100
    for name in ("plansza-kolekcji-a4.pdf", "plansza-muzeum-a4.pdf"):
        image = render(bundled_kit / "art-society" / name, 1, dpi)
        width, height = image.size
        left, top, right, bottom = non_white_mask(image).getbbox()
        assert abs(left - (width - right)) <= 2 and abs(top - (height - bottom)) <= 2, name  # centred
        px = dpi / 25.4
        # the marks reach beyond the background's bleed on every side: the ink at each corner's
        # extremes is a thin mark, not the board's background
        for x, y in ((left, top + 2 * px), (right - 1, top + 2 * px), (left, bottom - 1 - 2 * px)):
            assert image.getpixel((int(x), int(y))) > 200, (name, x, y)
        background = image.getpixel((int(left + 7 * px), int(height / 2)))
        assert background < 250, name  # the bleed: background within the marks


def test_kolekcjonerzy_price_list_prints_on_the_backs_of_the_plans(bundled_kit):
    """The plan sheets carry the price list behind them (plan.yaml: guests): one double-sided part
    named for both, and the price list takes no sheets of its own in any print job."""
    import json

    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    jobs = [f for f in manifest if f["path"].startswith("kolekcjonerzy/druk/")]
    parts = [p["path"] for job in jobs for p in job["parts"]]
    assert "kolekcjonerzy/cennik.pdf" not in parts
    (plan_job,) = [job for job in jobs if "kolekcjonerzy/plan.pdf" in [p["path"] for p in job["parts"]]]
    assert (plan_job["stock"], plan_job["sides"]) == ("paper", "long")


def test_a_plain_jobs_padding_page_says_it_is_blank_on_purpose_and_a_card_jobs_stays_clean(bundled_kit):
    """The back of a rulebook's odd last page, in the plain job, says „Strona celowo pusta” (r15 P minor
    11, R minor 10: nobody wonders whether it failed to print), or is the kit's checklist (r21); a card
    job pads with bare pages, the
    backs of pieces. No card job's page is a plain-paper page (r15 K major 2)."""
    manifest = manifest_of(bundled_kit)
    for game in GAMES:
        for job in jobs_of(manifest, game):
            # (the job's own page number is the job's: r30 K minor 3)
            texts = [without_folio(t) for t in page_texts(bundled_kit / job["path"])]
            if job["stock"] == "card":
                assert not any(BLANK_TEXT in t or "Do druku" in t or "Zawartość wydruku" in t for t in texts)
                continue
            rulebook = (
                next(p for p in job["parts"] if p["path"] == f"{game}/zasady.pdf") if job["sides"] != "one" else None
            )
            if rulebook is None:
                continue
            own = page_texts(bundled_kit / rulebook["path"])
            start = texts.index(own[0])
            after = texts[start + len(own)]
            # (or the kit's one checklist, on the first such side: r21 K minor 3)
            assert (after.strip() == BLANK_TEXT or holds_checklist(after)) == (len(own) % 2 == 1), (
                game,
                start + len(own) + 1,
            )


COUNTED = re.compile(r"\w \d+/\d+( ·|:|$)")  # a part's counter after its name („Losy 2/4 ·”, „Obrazy 2/5: …”)


def test_card_sheet_labels_follow_one_pattern(bundled_kit):
    """Kit review r15 (K minor 6, R minor 6): a card sheet's label is „<part> n/N · przód|tył” (r41 P minor 1,
    R minor 7: the part's counter in one format, „· arkusz n/N” before), without the count on a one-sheet part
    („1/1” says nothing; Kolekcjonerzy said „1/1 · przód”, none, „Żetony · arkusz 1/1 · tył”), at 7 pt, and a
    part's sheets are numbered together under the name its job's cover gives it (Rynek: „Fabryki … 1/4 … 3/4”)."""
    import re

    import pypdfium2 as pdfium

    from generator.draw.guide import BOARD_STOCK_TEXT, SIDES_SHORT, SIDES_TEXT, STOCK_TEXT
    from generator.draw.labels import SCALE_WORDS
    from generator.draw.sheets import sheet_name

    assert sheet_name("Płytki: eksponaty i kleksy", 1, 1, "przód") == "Płytki · przód"
    assert sheet_name("Losy", 2, 4, "tył") == "Losy 2/4 · tył"
    assert sheet_name("Posesje", 1, 3) == "Posesje 1/3"
    labels = []
    for path in [bundled_kit / e["path"] for g in GAMES for e in job_entries(bundled_kit, g) if e["stock"] == "card"]:
        for text in page_texts(path):
            # (a label turned into the side margin came out of pdfium as „… skala 100” / „% 50 mm” while a space
            # stood before its „%”; set close up, „100%” stays one word: test_typography's kit-wide check)
            # Rynek's board label, one line in its 4 mm glue strip, comes out of pdfium a phrase a line
            # („Plansza” / „· arkusz 1/2” / „· część A1 …”): rejoin a line that starts with the separator
            text = re.sub(r"\s*\n(?=· )", " ", text)
            # r32: the job's sheet mark („wydruk 2 · arkusz 1/8 ·”) may open the ticket's line: the job's, not the label's
            # line by line: a mark opening its line keeps the line break before it (Kolekcjonerzy's board: the glue
            # strip's words above would run on into the label)
            # (and r36: the sheet's place in its job, „arkusz 1 z 5” after the ruler, is the job's too: without_folio)
            text = "\n".join(without_folio(line) for line in text.splitlines())
            # r20: a board sheet's ticket set on a band shares the band's line with the band's own label
            band = r"[A-Z]+\d+ (KLEJ|ODPAD) · [^\n]*? części [A-Z]+\d+"
            text = "\n".join(
                re.sub(rf"^{band} | {band}(?= )", "", line) if COUNTED.search(line) else line
                for line in text.splitlines()
            )
            labels += [
                line.strip() for line in text.splitlines() if re.search(r"· (przód|tył)$", line) or COUNTED.search(line)
            ]
    assert labels and not [label for label in labels if "1/1" in label]
    # r17: a board's sheet names its parts; on a card sheet the label runs on into its ticket (labels.ticket_words) and the 50 mm ruler
    stocks = "|".join(re.escape(s) for s in {*STOCK_TEXT.values(), BOARD_STOCK_TEXT})
    # r18: a sheet whose marks leave only short stretches says the flip in its short words (labels.ticket_forms)
    sides = "|".join(re.escape(s) for s in {*SIDES_TEXT.values(), *SIDES_SHORT.values()})
    # r18: where the marks leave only short stretches the ticket's phrases are shared out over the margins in
    # order (sheets._plan_ticket), so the label's line may end after any of them
    # r23: or over the stretches of one margin (a line parted between two phrases by a crop mark: no „·”)
    sep = r"(?: · | )"
    # a double-sided sheet's feed arrow may close the ticket, alone or with its shortest words (r28 K minor 1)
    feed = r"( ·( górna krawędź pierwsza| do drukarki)?)?"
    # or stand after it on the same line (a side margin's line, read in one with the ticket's)
    after = r"( (górna krawędź pierwsza( do drukarki( – przy przodzie i przy tyle)?)?|do drukarki))?"
    ticket = rf"({sep}({stocks})({sep}({sides})({sep}{re.escape(SCALE_WORDS)}{feed}( 50 mm)?{after})?)?)?"
    # the player aid's part name is followed by the game's, which its ticket carries instead of a footer
    # (player_aid._label); its sheets are numbered as every part's (kit review r20, Rynek minor 5)
    from tests.conftest import validated_game

    games = "|".join(re.escape(validated_game(g).spec.title) for g in GAMES)
    for label in labels:
        assert re.fullmatch(
            rf"[^·]+?( · ({games}))?( (\d+)/(\d+)(: [^·]+)?)?( · część [^·]+)?( · (przód|tył))?" + ticket,
            label,
        ), label
    factories = [" ".join(t.split()) for t in page_texts(job_path(bundled_kit, "rynek", "card", "one"))]
    cover = " ".join(cover_texts(job_path(bundled_kit, "rynek", "card", "one"))[0].split())
    name = "Fabryki, maszyny, mury i pionki graczy"
    assert name in cover
    for n in (1, 2, 3):
        assert any(f"{name} {n}/4" in t for t in factories), n
    # every label found is set at 7 pt where its line fits: the sheets' and the band sheets' alike
    import pypdfium2.raw as raw

    sizes = {}
    for path in [bundled_kit / e["path"] for g in GAMES for e in job_entries(bundled_kit, g) if e["stock"] == "card"]:
        pdf = pdfium.PdfDocument(str(path))
        try:
            for i in range(len(pdf)):
                page = pdf[i].get_textpage()
                text = page.get_text_range()
                for match in re.finditer(r"· (przód|tył)\b|(?<=\w) \d+/\d+ · ", text):
                    sizes[(path.name, i + 1)] = round(raw.FPDFText_GetFontSize(page.raw, match.start() + 2), 1)
        finally:
            pdf.close()
    # r17: a card sheet's label shares one line with its ticket and the 50 mm ruler (ticket_room.draw_ticket),
    # set at the largest of 7, 6.5 and 6 pt at which the whole line fits the margin: never under 6 pt
    assert sizes and set(sizes.values()) <= {7.0, 6.5, 6.0}, sizes
    assert 7.0 in sizes.values(), sizes  # where the margin holds it, the label keeps its 7 pt


def test_a_kit_on_two_card_stocks_names_the_one_card_that_serves_both(bundled_kit):
    """Kit review r29 (Rynek major 1): 5 sheets of 160–200 g/m² read as a second pack to buy. The first job's
    cover says which single card serves every card job, and how many sheets of it; a kit on one card stock
    (Art Society) says nothing of it."""
    from generator.draw.guide import CARD_FLOOR

    manifest = manifest_of(bundled_kit)
    for game in GAMES:
        jobs = jobs_of(manifest, game)
        first = next(j for j in jobs if j["path"].split("/")[-1].startswith("1-"))
        cover = " ".join(cover_texts(bundled_kit / first["path"])[0].replace("\u00a0", " ").split())
        weights = {j["weight"] for j in jobs}
        sheets = sum(j["sheets"] for j in jobs if j["weight"] in ("light", "card"))
        said = re.search(rf"\(albo (\d+) arkusz\w* jednego kartonu {CARD_FLOOR} g/m²\)", cover)
        if {"light", "card"} <= weights:
            assert said and int(said.group(1)) == sheets, (game, cover[:900])
        else:
            assert "jednego kartonu" not in cover, game
