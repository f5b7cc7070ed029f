"""`drukarnia export`: PNG per face, PDF per face, Tabletop Simulator sheets, all from Kind.pieces.

Cases: a deck (Przekręt's Losy, 36 cards with one shared back), tiles (Kolekcjonerzy's 48 exhibit
tiles) and banknotes (Przekręt's money, 294 notes of a few denominations). Expensive work (loading,
drawing the faces) is shared per module; rasters use 150 dpi except where 300 dpi is the point.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from PIL import Image, ImageChops, ImageFilter, ImageStat
from pypdf import PdfReader

from generator import export
from generator.build import recipe
from generator.cli import cli
from generator.draw.kinds import KINDS
from generator.draw.kinds.piece_sheets import sheet_spec
from generator.export import tts
from generator.layout.imposition import back_position, plan_grid
from generator.model.core import BuildOptions
from generator.model.units import mm

from .conftest import line_of

COMPONENTS = Path(__file__).resolve().parent.parent / "components"
CASES = {  # name: (game, component, trim w × h mm, bleed mm, pieces, the sheet file showing the pieces)
    "deck": ("przekret", "losy", (63, 88), 3.0, 36, "losy.pdf"),
    "tiles": ("kolekcjonerzy", "plytki", (29.5, 29.5), 3.0, 48, "plytki.pdf"),  # r18: 29.5 mm on 30 mm fields
    "banknotes": ("przekret", "banknoty", (63, 39), 0.0, 294, "banknoty.pdf"),  # no bleed: the art keeps a white margin
}


@pytest.fixture(scope="module")
def games():
    loaded = {}
    for game in ("przekret", "kolekcjonerzy"):
        project, _ = recipe.load_and_validate(COMPONENTS, [game])
        loaded[game] = project.games[game]
    return loaded


@pytest.fixture(scope="module")
def faces(games):
    drawn = {}
    for case, (game, component, *_rest) in CASES.items():
        drawn[case] = export.draw_faces(games[game].components[component], games[game])
    return drawn


def px(length_mm: float, dpi: int) -> int:
    return round(length_mm / 25.4 * dpi)


# ------------------------------------------------------------------------------ arithmetic


@pytest.mark.parametrize(
    "count, expected",
    [
        (1, [(2, 2, 1)]),
        (5, [(3, 2, 5)]),
        (36, [(10, 4, 36)]),
        (69, [(10, 7, 69)]),
        (70, [(10, 7, 69), (2, 2, 1)]),
        (294, [(10, 7, 69)] * 4 + [(10, 2, 18)]),
    ],
)
def test_tts_grids_keep_ten_by_seven_and_the_last_slot_free(count, expected):
    sheets = tts.tts_sheets(count, 372, 520)
    assert [(s.columns, s.rows, s.cards) for s in sheets] == expected
    for sheet in sheets:
        assert sheet.cards <= sheet.columns * sheet.rows - 1
        assert sheet.hidden_slot == sheet.columns * sheet.rows - 1


def test_tts_grid_narrows_to_stay_within_4096_pixels():
    sheets = tts.tts_sheets(100, 1122, 756)  # a 190 x 128 mm board at 150 dpi
    assert {(s.columns, s.rows) for s in sheets[:-1]} == {(3, 5)}
    assert all(s.columns * 1122 <= 4096 and s.rows * 756 <= 4096 for s in sheets)
    assert sum(s.cards for s in sheets) == 100


def test_tts_grid_refuses_a_card_too_large_for_two_slots():
    with pytest.raises(tts.SheetError) as caught:
        tts.tts_sheets(3, 2049, 800)
    assert str(caught.value) == (
        "a card of 2049 x 800 px does not fit twice across a 4096 px Tabletop Simulator sheet; lower --dpi"
    )


def test_a_card_too_large_for_a_sheet_at_this_dpi_gets_the_highest_dpi_that_fits():
    width = 400 / 25.4 * 72  # a 400 mm piece: 2362 px at 150 dpi, so two are 4724 px
    dpi = tts.fitting_dpi(width, width / 2, 150, 2)
    assert dpi == 130 and 2 * export.pixels(width, dpi) <= 4096 < 2 * export.pixels(width, dpi + 1)


def test_slugs_and_pixels():
    assert export.slug("Sprint przed komornikiem") == "sprint-przed-komornikiem"
    assert export.slug("Łódź, źdźbło & żółć!") == "lodz-zdzblo-zolc"
    assert export.slug("100 zł") == "100-zl"
    assert export.pixels(mm(69), 300) == 815 and export.pixels(mm(69), 150) == 407


# ------------------------------------------------------------------------------ png


@pytest.mark.parametrize("case", list(CASES))
def test_png_files_names_sizes_and_index(case, faces):
    game, component, (w, h), bleed, count, _ = CASES[case]
    files = export.png_export(faces[case], 150)
    index = list(csv.DictReader(io.StringIO(files["index.csv"].decode())))
    fronts = [r for r in index if r["face"] == "front"]
    backs = {r["file"] for r in index if r["face"] == "back"}
    assert sum(int(r["quantity"]) for r in fronts) == count  # every piece accounted for
    assert len(files) == len(fronts) + len(backs) + 1
    assert all(r["file"].endswith("-front.png") and r["file"][:4].isdigit() for r in fronts)
    assert all(b.endswith("-back.png") for b in backs)
    for name, data in files.items():
        if name.endswith(".png"):
            image = Image.open(io.BytesIO(data))
            assert image.size == (px(w + 2 * bleed, 150), px(h + 2 * bleed, 150)), name
            assert image.mode == "RGB" and image.info["srgb"] == 0
            assert round(image.info["dpi"][0]) == 150 and round(image.info["dpi"][1]) == 150


def test_png_deck_names_and_one_shared_back(faces):
    files = export.png_export(faces["deck"], 150)
    assert sorted(files)[:3] == ["0001-back.png", "0001-podwozka-od-szwagra-front.png", "0002-zielona-fala-front.png"]
    assert len(files) == 36 + 1 + 1
    rows = list(csv.reader(io.StringIO(files["index.csv"].decode())))
    assert rows[0] == ["piece", "name", "face", "file", "quantity"]
    assert rows[1:3] == [
        ["1", "Podwózka od szwagra", "front", "0001-podwozka-od-szwagra-front.png", "1"],
        ["1", "Podwózka od szwagra", "back", "0001-back.png", "1"],
    ]


def test_png_banknotes_identical_notes_once_with_quantity(faces, games):
    files = export.png_export(faces["banknotes"], 150)
    index = list(csv.DictReader(io.StringIO(files["index.csv"].decode())))
    spec = games["przekret"].components["banknoty"].spec
    fronts = [r for r in index if r["face"] == "front"]
    assert [int(r["quantity"]) for r in fronts] == [d.count for d in spec.denominations]
    assert len([r for r in index if r["face"] == "back"]) == len(spec.denominations)
    assert len({r["file"] for r in index if r["face"] == "back"}) == len(spec.denominations)


@pytest.mark.parametrize("case", list(CASES))
def test_page_keys_are_equal_exactly_where_the_pages_content_streams_are(case, faces):
    """Face.key is taken from the canvas while drawing (export.page_key); it partitions the pages
    as their size and content stream in the finished PDF do."""
    drawn = faces[case]
    keys = {f.page: f.key for f in [*drawn.fronts, *drawn.backs] if f is not None}
    streams = {}
    for index, page in enumerate(PdfReader(io.BytesIO(drawn.pdf)).pages):
        if index in keys:
            streams[index] = (tuple(float(v) for v in page.mediabox), page.get_contents().get_data())
    assert set(streams) == set(keys) and len({*keys.values()}) > 1
    pages = sorted(keys)
    for a in pages:
        for b in pages[pages.index(a) + 1 :]:
            assert (keys[a] == keys[b]) == (streams[a] == streams[b]), (a, b)


def test_each_picture_is_rendered_once(faces, monkeypatch):
    """294 banknotes of a few denominations: a TTS export renders each distinct face once."""
    drawn = faces["banknotes"]
    rendered: list[int] = []
    real = pdfium.PdfPage.render

    def counting(page, *args, **kwargs):
        rendered.append(1)
        return real(page, *args, **kwargs)

    monkeypatch.setattr(pdfium.PdfPage, "render", counting)
    tts.tts_export(drawn, 72)
    distinct = {f.key for f in [*drawn.fronts, *drawn.backs] if f is not None}
    assert len(rendered) == len(distinct) < len(drawn.pieces)


def test_images_are_encoded_on_threads_in_order_and_within_the_window(monkeypatch):
    """export.Encoded: the files come back in the order given, each as png_bytes makes it alone; no
    more than `window` images wait at once; a failure in a worker reaches the caller."""
    import threading
    import time

    images = [Image.new("RGB", (40 + i, 30), (i * 20, 100, 200 - i * 20)) for i in range(9)]
    waiting, most, lock = [0], [0], threading.Lock()
    real = export.png_bytes

    def slow(image, dpi, flat=False):
        with lock:
            most[0] = max(most[0], waiting[0])
        time.sleep(0.01 * (image.size[0] % 3))  # finishing out of order
        data = real(image, dpi, flat)
        with lock:
            waiting[0] -= 1
        return data

    monkeypatch.setattr(export, "png_bytes", slow)
    encoded = export.Encoded(workers=3, window=3)
    expected = {}
    for i, image in enumerate(images):
        with lock:
            waiting[0] += 1
        encoded.put(f"{i}.png", image, 72)
        expected[f"{i}.png"] = real(image, 72)
        if i == 4:
            encoded.add("sheet.json", b"{}")
            expected["sheet.json"] = b"{}"
    assert encoded.files() == expected and list(encoded.files()) == list(expected)
    encoded.close()
    assert 1 <= most[0] <= 4

    sunk: list[tuple[str, bytes]] = []  # with a sink: each file handed over in order, none kept
    sinking = export.Encoded(workers=3, window=3, sink=lambda name, data: sunk.append((name, data)))
    for i, image in enumerate(images):
        sinking.put(f"{i}.png", image, 72)
        if i == 4:
            sinking.add("sheet.json", b"{}")
    assert sinking.files() == {} and sunk == list(expected.items()) and sinking.names == list(expected)
    sinking.close()

    def broken(image, dpi, flat=False):
        raise OSError("disk gone")

    monkeypatch.setattr(export, "png_bytes", broken)
    failing = export.Encoded(workers=2)
    failing.put("a.png", images[0], 72)
    with pytest.raises(OSError, match="disk gone"):
        failing.files()
    failing.close()


def test_a_png_export_keeps_no_page_it_has_encoded(faces, monkeypatch):
    """Each page image is let go once encoded (a component at 1200 dpi would not fit in memory)."""
    import weakref

    made, alive = [], []
    real = export.Rasteriser.page

    def page(self, index):
        alive.append(sum(r() is not None for r in made))  # earlier pages still held
        image = real(self, index)
        made.append(weakref.ref(image))
        return image

    monkeypatch.setattr(export.Rasteriser, "page", page)
    export.png_export(faces["deck"], 72)
    assert len(made) == 37 and max(alive) <= export.Encoded().window  # (those still being encoded)


@pytest.mark.parametrize("case", list(CASES))
def test_png_at_300_dpi(case, faces):
    _, _, (w, h), bleed, _, _ = CASES[case]
    raster = export.Rasteriser(faces[case], 300)
    try:
        data = export.png_bytes(raster.page(0), 300)
    finally:
        raster.close()
    image = Image.open(io.BytesIO(data))
    assert image.size == (px(w + 2 * bleed, 300), px(h + 2 * bleed, 300))
    assert round(image.info["dpi"][0]) == 300


# ------------------------------------------------------------------------------ pdf


@pytest.mark.parametrize("case", list(CASES))
def test_pdf_pages_boxes_and_fonts(case, faces):
    _, _, (w, h), bleed, count, _ = CASES[case]
    reader = PdfReader(io.BytesIO(faces[case].pdf))
    assert len(reader.pages) == 2 * count  # fronts, then every back
    for page in (reader.pages[0], reader.pages[count], reader.pages[-1]):
        trim, box, media = page.trimbox, page.bleedbox, page.mediabox
        assert (round(float(trim.width) / mm(1), 2), round(float(trim.height) / mm(1), 2)) == (w, h)
        assert (round(float(box.width) / mm(1), 2), round(float(box.height) / mm(1), 2)) == (
            w + 2 * bleed,
            h + 2 * bleed,
        )
        assert (float(trim.left), float(trim.bottom)) == pytest.approx((mm(bleed), mm(bleed)), abs=1e-3)
        assert list(map(float, media)) == list(map(float, box))
    fonts = {}
    for page in (reader.pages[0], reader.pages[count]):
        _fonts(page["/Resources"], fonts)
    assert fonts
    for font in fonts.values():
        descriptor = (font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font)[
            "/FontDescriptor"
        ]
        assert "/FontFile2" in descriptor, font["/BaseFont"]


def _fonts(resources, found: dict) -> None:
    """Fonts used by a page, including those inside its form XObjects."""
    resources = resources.get_object()
    for font in resources.get("/Font", {}).values():
        font = font.get_object()
        found[font["/BaseFont"]] = font
    for xobject in resources.get("/XObject", {}).values():
        xobject = xobject.get_object()
        if xobject.get("/Subtype") == "/Form" and "/Resources" in xobject:
            _fonts(xobject["/Resources"], found)


def test_pdf_back_pages_follow_the_fronts_in_order(faces):
    deck = faces["deck"]
    assert [f.page for f in deck.fronts] == list(range(36))
    assert [b.page for b in deck.backs] == list(range(36, 72))
    assert len({b.key for b in deck.backs}) == 1 and len({f.key for f in deck.fronts}) == 36


# ------------------------------------------------------------------------------ tts


def test_tts_deck_sheet_and_json(faces):
    files = tts.tts_export(faces["deck"], 150).files
    assert sorted(files) == ["back.png", "sheet-1.json", "sheet-1.png"]
    described = json.loads(files["sheet-1.json"])
    slot = (px(63, 150), px(88, 150))
    assert described["grid"] == {"columns": 10, "rows": 4}
    assert described["cards"] == 36 and described["hidden_slot"] == 39 and described["unique_back"] is False
    assert described["tabletop_simulator"] == {
        "FaceURL": "sheet-1.png",
        "BackURL": "back.png",
        "NumWidth": 10,
        "NumHeight": 4,
        "BackIsHidden": True,
        "UniqueBack": False,
    }
    assert described["slots"][0] == {"slot": 0, "piece": 1, "name": "Podwózka od szwagra"}
    sheet = Image.open(io.BytesIO(files["sheet-1.png"]))
    back = Image.open(io.BytesIO(files["back.png"]))
    assert sheet.size == (10 * slot[0], 4 * slot[1]) and back.size == slot
    hidden = sheet.crop((9 * slot[0], 3 * slot[1], 10 * slot[0], 4 * slot[1]))
    assert ImageStat.Stat(ImageChops.difference(hidden, back).convert("L")).mean[0] < 1  # the hidden card


def test_tts_banknotes_each_value_its_own_deck_within_the_limits(faces):
    made = tts.tts_export(faces["banknotes"], 150, "banknote", "Pieniądze")
    files = made.files
    assert [d.name for d in made.decks] == [
        f"Pieniądze – {v}"
        for v in ("100 zł", "200 zł", "500 zł", "1\u00a0000 zł", "2\u00a0000 zł", "5\u00a0000 zł", "10\u00a0000 zł")
    ]
    total = 0
    for name in sorted(n for n in files if n.endswith(".json")):
        described = json.loads(files[name])
        grid = described["grid"]
        assert grid["columns"] <= 10 and grid["rows"] <= 7
        assert described["cards"] <= grid["columns"] * grid["rows"] - 1
        value = name.split("-sheet-")[0]
        assert described["unique_back"] is False and described["back"] == f"{value}-back.png"
        size = Image.open(io.BytesIO(files[described["face"]])).size
        assert size == (grid["columns"] * px(63, 150), grid["rows"] * px(39, 150))
        assert max(size) <= 4096
        assert len({slot["name"] for slot in described["slots"]}) == 1  # one value per deck
        total += described["cards"]
    assert total == 294


def test_tts_tiles_one_sheet(faces):
    files = tts.tts_export(faces["tiles"], 150, "tile").files
    described = json.loads(files["sheet-1.json"])
    assert (described["grid"], described["cards"]) == ({"columns": 10, "rows": 5}, 48)


# ------------------------------------------------------------------------------ same picture as the sheet


def _grey_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean grey difference (0–255) after a 1 px blur, so that anti-aliasing at a different sub-pixel
    position (the piece's corner is not on the sheet's pixel grid) does not count."""
    a, b = (i.convert("L").filter(ImageFilter.GaussianBlur(1)) for i in (a, b))
    return ImageStat.Stat(ImageChops.difference(a, b)).mean[0]


@pytest.mark.parametrize("case", list(CASES))
def test_exported_face_matches_the_a4_sheet(case, games, faces):
    game_id, name, (w, h), bleed, _, sheet_file = CASES[case]
    game, component = games[game_id], games[game_id].components[name]
    options = BuildOptions()
    output = next(o for o in KINDS[component.kind].render(component, game, options) if o.filename == sheet_file)
    # the Los lie apart across their navy heads and cream feet (chance_cards_draw: ends_apart)
    apart = (CASES[case][4],) if case == "deck" else ()
    slot = plan_grid(sheet_spec(mm(w), mm(h), mm(bleed), 0.0, options, ends_apart=apart)).slots[0]
    dpi, scale = 150, 150 / 72
    # The sheet's slot with the export's bleed around it, rendered as a page of its own and trimmed as
    # the export trims: both pictures then share one pixel grid. A crop of the whole sheet would not:
    # the slot's corner lies between pixels (the 29.5 mm tiles' 0.44 px off the grid at 150 dpi, the
    # export's trim 0.28 px inside its page), and a sub-pixel shift of thin lines and text is 4 grey.
    margin = faces[case].bleed
    document = pdfium.PdfDocument(output.data)
    page = document[output.guide_pages]
    page.set_cropbox(slot.x - margin, slot.y - margin, slot.x + slot.width + margin, slot.y + slot.height + margin)
    sheet = page.render(scale=scale).to_pil().convert("RGB")
    document.close()
    left = top = export.pixels(margin, dpi)
    on_sheet = sheet.crop((left, top, left + export.pixels(slot.width, dpi), top + export.pixels(slot.height, dpi)))
    raster = export.Rasteriser(faces[case], dpi)
    try:
        # another piece: the last of the last label the kit lists (the money's 10 000, dark where the first
        # 100 is light; a small table's notes, printed last, are again light ones)
        pieces = faces[case].pieces
        last = list(dict.fromkeys(p.label for p in pieces))[-1]
        at = max(i for i, p in enumerate(pieces) if p.label == last)
        exported, other = raster.trimmed(0), raster.trimmed(faces[case].fronts[at].page)
    finally:
        raster.close()
    if slot.rotated:  # the sheet turns the piece a quarter left; the export keeps it upright
        exported, other = exported.rotate(90, expand=True), other.rotate(90, expand=True)
    assert on_sheet.size == exported.size
    assert _grey_difference(on_sheet, exported) < 1.0  # measured 0.000–0.003: the same pixels
    assert _grey_difference(on_sheet, other) > 5.0  # another piece: 7.9 (deck) to 37 (tiles)


def test_exported_back_is_the_sheet_back_not_mirrored(games, faces):
    """On a long-edge duplex sheet the back moves to the mirrored position but is drawn as it is;
    the export draws it the same way (mirroring is the printer's business, not the picture's)."""
    game, component = games["przekret"], games["przekret"].components["banknoty"]
    options = BuildOptions()
    output = KINDS[component.kind].render(component, game, options)[0]
    slot = plan_grid(sheet_spec(mm(63), mm(39), 0.0, 0.0, options)).slots[0]
    x, y = back_position(slot, options.paper, "long")
    scale = 150 / 72
    document = pdfium.PdfDocument(output.data)
    page = document[output.guide_pages + 1]  # the backs of the first sheet
    sheet = page.render(scale=scale).to_pil().convert("RGB")
    height = page.get_height()
    document.close()
    left, top = round(x * scale), round((height - y - slot.height) * scale)
    on_sheet = sheet.crop((left, top, left + round(slot.width * scale), top + round(slot.height * scale)))
    raster = export.Rasteriser(faces["banknotes"], 150)
    try:
        back = raster.trimmed(faces["banknotes"].backs[0].page)
    finally:
        raster.close()
    # within a pixel of placement (the back's mirrored position is not on the sheet's pixel grid; thin
    # lines on white, as these backs are drawn, show a pixel's offset where a tint would not)
    assert _nearest_difference(on_sheet, back) < 2.5
    assert _nearest_difference(on_sheet, back.transpose(Image.Transpose.FLIP_LEFT_RIGHT)) > 5.0


def _nearest_difference(a: Image.Image, b: Image.Image) -> float:
    """The least `_grey_difference` of `b` moved by at most one pixel each way over `a`."""
    return min(_grey_difference(a, ImageChops.offset(b, dx, dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1))


def test_lollipops_are_pieces_with_their_halo_as_bleed():
    project, _ = recipe.load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    component = game.components["lizaki"]
    pieces = export.flatten(KINDS["bid-cards"].pieces(component, game))
    spec = component.spec
    markers = len(spec.markers.prestige.themes) if spec.markers.prestige else 0
    markers += spec.markers.gavel.count if spec.markers.gavel else 0
    assert len(pieces) == sum(len(p.numbers or spec.numbers) for p in spec.players) + markers
    assert pieces[0].label == f"{spec.players[0].name} {spec.numbers[0]}" and all(p.back for p in pieces)
    assert export.bleed_of(component) == pytest.approx(mm(2.5))


# ------------------------------------------------------------------------------ command


def test_cli_png_writes_files_and_removes_stale_ones(tmp_path):
    stale = tmp_path / "out" / "przekret" / "export" / "png" / "pionki" / "0099-old-front.png"
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"old")
    result = CliRunner().invoke(
        cli,
        [
            "export",
            "przekret",
            "pionki",
            "--to",
            "png",
            "--dpi",
            "72",
            "--components",
            str(COMPONENTS),
            "--out",
            str(tmp_path / "out"),
        ],
    )
    assert result.exit_code == 0, result.output
    folder = stale.parent
    assert sorted(p.name for p in folder.iterdir()) == [f"{n:04d}-pionek-{n}-front.png" for n in range(1, 7)] + [
        "index.csv"
    ]
    assert result.output == f"  {folder}  (6 images)\n"


def test_cli_pdf_and_tts_targets(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli, ["export", "przekret", "pionki", "--to", "pdf", "--components", str(COMPONENTS), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert len(PdfReader(out / "przekret" / "export" / "pdf" / "pionki.pdf").pages) == 6
    result = CliRunner().invoke(
        cli,
        [
            "export",
            "przekret",
            "pionki",
            "--to",
            "tts",
            "--dpi",
            "72",
            "--components",
            str(COMPONENTS),
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    pawns = out / "przekret" / "export" / "tts" / "pionki"
    assert sorted(p.name for p in pawns.iterdir()) == [f"{n:04d}-pionek-{n}-front.png" for n in range(1, 7)]
    assert not (out / "przekret" / "export" / "tts" / "przekret.json").exists()  # one component: no save


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["przekret", "talia"],
            "Error: unknown component 'talia' of przekret; components made of pieces: banknoty, dzierzawy, "
            "kostka, losy, pionki, posesje, zetony",
        ),
        (
            ["przekret", "plansza"],
            "Error: component 'plansza' of przekret is a board (board), not made of pieces, so it "
            "cannot be exported; components made of pieces: banknoty, dzierzawy, kostka, losy, pionki, "
            "posesje, zetony",
        ),
        (["przekret", "losy", "--dpi", "50"], "Error: Invalid value for '--dpi': 50 is not in the range 72<=x<=1200."),
        (
            ["przekret", "losy", "--dpi", "1201"],
            "Error: Invalid value for '--dpi': 1201 is not in the range 72<=x<=1200.",
        ),
    ],
)
def test_cli_bad_arguments_exit_2(args, message, tmp_path):
    result = CliRunner().invoke(
        cli, ["export", *args, "--to", "png", "--components", str(COMPONENTS), "--out", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == message
    assert not any(tmp_path.iterdir())


def test_cli_data_findings_exit_1_and_write_nothing(tmp_path):
    components = tmp_path / "components"
    shutil.copytree(COMPONENTS / "przekret", components / "przekret")
    pawns = components / "przekret" / "pionki.yaml"
    pawns.write_text(
        pawns.read_text(encoding="utf-8").replace("kind: standees", "kind: standees\nbogus: 1", 1), encoding="utf-8"
    )
    result = CliRunner().invoke(
        cli,
        [
            "export",
            "przekret",
            "pionki",
            "--to",
            "png",
            "--components",
            str(components),
            "--out",
            str(tmp_path / "out"),
        ],
    )
    assert result.exit_code == 1
    assert result.output == (
        f"{pawns}:{line_of(pawns, 'bogus: 1')}:1: error: unknown key 'bogus' in the file; expected one of: kind, title, width, height, "
        "base, bleed, fits_on, names_on_panels, notes, pawns [schema.unknown-key]\n1 error, 0 notices\n"
    )
    assert not (tmp_path / "out").exists()
