"""Colour-blind safety and text contrast (generator/validate/colour_check.py), and --vision previews."""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from generator.cli import cli
from generator.validate.colour_check import THRESHOLD, contrast_ratio, delta_e
from tests.conftest import game_findings, replace_in

FIXTURE = Path(__file__).parent / "data" / "colours" / "paleta"

ALIKE = (
    "{at}: error: '{a}' ({hex}) and '{b}' look alike under deuteranopia (ΔE2000 8.5, below 10); chits "
    "shows '{a}' by colour alone: add a non-colour cue (a letter or numeral of 10 pt, an icon or pattern "
    "of 6 mm) [colours.alike]"
)


@pytest.fixture
def paleta(tmp_path: Path) -> Path:
    target = tmp_path / "paleta"
    shutil.copytree(FIXTURE, target)
    return target


def test_colliding_pair_and_low_contrast_text_are_found(paleta: Path):
    found = [f.replace(str(paleta), "paleta") for f in game_findings(paleta)]
    assert found == [
        ALIKE.format(at="paleta/chits.yaml:11:19", a="czerwony", hex="#c7362f", b="zielony"),
        ALIKE.format(at="paleta/chits.yaml:15:19", a="zielony", hex="#2f8a4c", b="czerwony"),
        "paleta/chits.yaml:19:35: error: text colour #ffffff on #f2c12e has a contrast of 1.7:1; large numerals "
        "need at least 3:1 (WCAG 2) [colours.contrast]",
    ]


def test_a_letter_on_every_piece_clears_the_collision(paleta: Path):
    replace_in(
        paleta / "chits.yaml", '{color: "#c7362f", ink: "#ffffff"}', '{color: "#c7362f", ink: "#ffffff", label: C}'
    )
    replace_in(
        paleta / "chits.yaml", '{color: "#2f8a4c", ink: "#ffffff"}', '{color: "#2f8a4c", ink: "#ffffff", label: Z}'
    )
    replace_in(paleta / "chits.yaml", 'ink: "#ffffff", label: Ż', 'ink: "#1d1d1b", label: Ż')
    assert game_findings(paleta) == []


def test_a_cue_on_one_piece_only_leaves_the_other(paleta: Path):
    replace_in(
        paleta / "chits.yaml", '{color: "#c7362f", ink: "#ffffff"}', '{color: "#c7362f", ink: "#ffffff", label: C}'
    )
    found = [f.split(": error: ")[0].replace(str(paleta), "paleta") for f in game_findings(paleta)]
    assert found == ["paleta/chits.yaml:15:19", "paleta/chits.yaml:19:35"]


def test_a_reference_to_nothing_is_a_finding(paleta: Path):
    replace_in(paleta / "colours.yaml", "chits: variants.1.face.color", "chits: variants.7.face.color")
    found = [f.replace(str(paleta), "paleta") for f in game_findings(paleta)]
    assert (
        "paleta/colours.yaml:6:35: error: 'chits: variants.7.face.color' is not a colour in chits; expected a "
        "key path to a '#rrggbb' value [colours.reference]"
    ) in found


def test_a_text_colour_written_in_colours_yaml_is_reported_there(paleta: Path):
    replace_in(
        paleta / "colours.yaml",
        '{ink: "#ffffff", background: "chits: variants.0.face.color"}',
        '{ink: "#ff6666", background: "chits: variants.0.face.color"}',
    )
    replace_in(paleta / "colours.yaml", '"chits: variants.2.face.color"]', '"chit: variants.2.face.color"]')
    found = [f.replace(str(paleta), "paleta") for f in game_findings(paleta) if "colours.yaml" in f]
    assert found == [
        "paleta/colours.yaml:7:33: error: 'chit: variants.2.face.color' names the component 'chit', which this "
        "game does not have; expected one of: chits [colours.reference]",
        "paleta/colours.yaml:10:11: error: text colour #ff6666 on #c7362f has a contrast of 1.8:1; body text needs "
        "at least 4.5:1 (WCAG 2) [colours.contrast]",
    ]


def test_the_bundled_kit_passes():
    from tests.conftest import COMPONENTS

    for game in ("art-society", "kolekcjonerzy", "rynek", "przekret"):
        assert not [f for f in game_findings(COMPONENTS / game) if "[colours." in f], game


def test_museum_track_without_its_icon_is_found(components: Path):
    """A track whose colour comes close to another theme's (here Portret's first row in a blue next to
    Życie miejskie's) needs its icon."""
    museum = components / "art-society" / "plansza-muzeum.yaml"
    replace_in(museum, 'color: "#3f1f5d", symbol: theme-portret, label: Portret', 'color: "#2a5ec8", label: Portret')
    found = [f for f in game_findings(components / "art-society") if "[colours.alike]" in f]
    assert [f[f.index("plansza-muzeum.yaml") :] for f in found] == [
        "plansza-muzeum.yaml:56:13: error: 'Portret' (#2a5ec8) and 'Życie miejskie' look alike under deuteranopia "
        "(ΔE2000 4.4, below 10); plansza-muzeum shows 'Portret' by colour alone: add a non-colour cue (a letter or "
        "numeral of 10 pt, an icon or pattern of 6 mm) [colours.alike]"
    ]


def test_wcag_and_ciede2000_figures():
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert delta_e("#c7362f", "#2f8a4c") > 60  # red and green, normal vision
    assert delta_e("#c7362f", "#2f8a4c", "deutan") < 10  # ... for a deuteranope


@pytest.mark.parametrize("vision", ["deutan", "protan", "tritan"])
def test_simulated_previews_differ_from_normal(tmp_path: Path, vision: str):
    runner = CliRunner()
    args = ["preview", "art-society", "plansza-muzeum", "--out", str(tmp_path), "--width", "160"]
    assert runner.invoke(cli, args, catch_exceptions=False).exit_code == 0
    assert runner.invoke(cli, args + ["--vision", vision], catch_exceptions=False).exit_code == 0
    folder = tmp_path / "art-society" / "preview"
    # the board lies whole on one home sheet: its file is the A4 one (no shop file, r21 AS major 1)
    normal = Image.open(folder / "plansza-muzeum-a4.png").convert("RGB")
    seen = Image.open(folder / f"plansza-muzeum-a4-{vision}.png").convert("RGB")
    assert normal.size == seen.size
    diff = sum(abs(a - b) for a, b in zip(normal.tobytes(), seen.tobytes()))
    assert diff / (normal.size[0] * normal.size[1]) > 1.0  # on average more than one level per pixel
    # near-neutral colours stay near where they were: the simulation changes hues, not lightness
    assert seen.getpixel((2, 2)) == pytest.approx(normal.getpixel((2, 2)), abs=8)


def _bundled_references():
    import yaml

    from tests.conftest import COMPONENTS

    for path in sorted(COMPONENTS.glob("*/colours.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for group in data["groups"]:
            for category in group["categories"]:
                for ref in category["colours"]:
                    yield path.parent.name, ref


@pytest.mark.parametrize("game,ref", sorted(set(_bundled_references())))
def test_every_piece_a_reader_knows_carries_a_readable_cue(game: str, ref: str):
    """A cue reader that fails on the bundled kit would silently report no cue: each must answer."""
    from generator.build.recipe import load_and_validate
    from generator.validate.colour_check import CUE_READERS, parse_reference
    from tests.conftest import COMPONENTS

    project, _ = _loaded(load_and_validate, COMPONENTS, game)
    name, keypath = parse_reference(ref)
    component = project.games[game].components[name]
    reader = CUE_READERS.get(component.kind)
    if reader is None:
        pytest.skip(f"{component.kind} shows its colour on pieces with no cue reader (never alike in the kit)")
    if (component.kind, keypath[0]) in (("factory-boards", "machines"), ("factory-boards", "walls")):
        pytest.skip("machines and walls differ by shape and size; the reader knows the owners' colours")
    cues = reader(component, project.games[game], keypath)
    assert cues and all(cue.readable for cue in cues), (ref, cues)


_PROJECTS: dict = {}


def _loaded(load_and_validate, components, game):
    if game not in _PROJECTS:
        _PROJECTS[game] = load_and_validate(components, [game])
    return _PROJECTS[game]


def test_a_board_label_below_body_contrast_is_found(components: Path):
    """r13: Martwa natura's 12.5 pt bold track name in #b8611d on the museum's cream (3.6 : 1) and the
    collection board's 9 pt "start" badge in white on ochre (3.3 : 1). The badge's ink is whichever of
    white and dark reads better (dark: 4.6 : 1), and a badge on which neither reaches 4.5 : 1 is a
    finding; a track's name prints in its colour toned to the contrast its size needs (r30 AS minor 4:
    the themes spread in lightness, the lightest an ochre), so the old orange prints readable and is none."""
    from generator.draw.kinds.board.content import track_name_ink

    museum = components / "art-society" / "plansza-muzeum.yaml"
    collection = components / "art-society" / "plansza-kolekcji.yaml"
    replace_in(
        museum,
        'color: "#bb8733", symbol: theme-martwa-natura, label: Martwa natura',
        'color: "#b8611d", symbol: theme-martwa-natura, label: Martwa natura',
    )
    replace_in(collection, 'label: start, color: "#b8860b"', 'label: start, color: "#8a7a66"')
    found = sorted(
        f[f.index("art-society/") :] for f in game_findings(components / "art-society") if "[colours.contrast]" in f
    )
    assert [f.split(": error: ", 1)[1] for f in found] == [
        "area label 'start' is printed in #ffffff on #8a7a66: a contrast of 4.2:1 at 10.0 pt bold; at least 4.5:1 "
        "expected (WCAG 2) [colours.contrast]",
    ]
    ink = track_name_ink("#b8611d", "#efe6d2", 12.5)
    assert ink != "#b8611d" and contrast_ratio(ink, "#efe6d2") >= 4.5


def test_board_ink_is_the_one_that_reads_better():
    from generator.draw.kinds.board.content import DARK, LIGHT, readable_on

    assert readable_on("#b8860b") == DARK  # ochre: dark 4.6 : 1, white 3.3 : 1 (white before r13)
    assert contrast_ratio(readable_on("#b8860b"), "#b8860b") >= 4.5
    assert readable_on("#25406b") == LIGHT


def test_rynek_s_sprzedaz_field_differs_from_the_others_in_every_vision_and_from_produkcja_in_lightness():
    """r13: PRODUKCJA (#4a5560) and SPRZEDAŻ (#5c5046) differed by 1.03 : 1 in lightness, and SPRZEDAŻ
    came within ΔE2000 9.3 of ZAKUP under colour-blindness: dark tiles told apart by hue alone."""
    from generator.validate.colour_check import THRESHOLD, VISIONS
    from tests.conftest import COMPONENTS, validated_game

    board = validated_game("rynek", COMPONENTS).components["plansza"].spec
    fills = {k: t.fill for k, t in board.field_types.items()}
    close = [
        (a, b, vision, round(delta_e(fills[a], fills[b], vision), 1))
        for a, b in itertools.combinations(sorted(fills), 2)
        if "IV" in (a, b)  # I and II (blue, violet) meet under protanopia: their numerals and icons tell them apart
        for vision in VISIONS
        if delta_e(fills[a], fills[b], vision) < THRESHOLD
    ]
    assert close == []
    assert contrast_ratio(fills["III"], fills["IV"]) >= 1.5


# The least ΔE2000 between two colours of a set that players tell apart by colour, in the worst of normal
# vision and simulated protanopia, deuteranopia and tritanopia. Every set a game's colours.yaml declares
# (and Kolekcjonerzy's price groups, set in its code) has a floor here; a palette change that brings two
# colours of a set below it, or a new set without a stated floor, fails. THRESHOLD (10) is the colour
# check's "look alike"; the sets read across the table as the main signal get 20 (r15).
FLOORS = {
    ("art-society", "tematy"): 20.0,  # the painting backs' theme, read across the table (r15: 0.8)
    ("art-society", "gracze"): 20.0,
    ("art-society", "plansza kolekcji"): THRESHOLD,  # r19: the direct view's red read as Wiśnia's
    ("kolekcjonerzy", "gracze"): 6.0,  # twelve pawns: no twelve colours stay 10 apart; number (+ pattern) on each
    ("kolekcjonerzy", "płytki"): THRESHOLD,
    ("kolekcjonerzy", "ceny"): 20.0,  # price groups 1–4 (r15: groups 1 and 2 at 7 under deuteranopia)
    ("kolekcjonerzy", "ceny i żetony"): 15.0,  # r17: gold was a price group and the 1, blue a group and the 5
    ("przekret", "ulice"): 8.0,  # eight streets carry their names (r15: Ciemna and Lichwiarska at 2.5)
    ("przekret", "gracze"): THRESHOLD,  # r15: blue and violet at 6.2 under deuteranopia
    ("przekret", "banknoty"): THRESHOLD,  # r15: 200 and 2 000 zł alike in a pile
    ("przekret", "żetony"): THRESHOLD,
    (
        "rynek",
        "surowce i pola planszy",
    ): 3.0,  # tokens and fields share hues by design (letters, numerals): not one colour
    ("rynek", "pola planszy"): THRESHOLD,  # r15: ZAKUP and INWESTYCJE at 2.3 under deuteranopia
    ("rynek", "gracze"): THRESHOLD,  # r15: light blue and lavender at 2.1 under protanopia
    ("rynek", "pionki na polach"): THRESHOLD,  # r17: the magenta pawn on an INWESTYCJE field at 1.2 (deuteranopia)
    ("rynek", "banknoty"): THRESHOLD,  # r15 (class): the 100 and the 5 000 at 2.2 under deuteranopia
    ("rynek", "talie"): THRESHOLD,
    ("rynek", "części fabryki"): THRESHOLD,
}


def _colour_sets():
    """(game, set name) -> {category: colours}, from the games' colours.yaml and data."""
    from generator.games.kolekcjonerzy.exhibit_tiles import TIER_COLORS
    from generator.validate.colour_check import _value_at, parse_reference
    from tests.conftest import COMPONENTS, validated_game

    sets = {}
    for game_id in ("art-society", "kolekcjonerzy", "przekret", "rynek"):
        game = validated_game(game_id, COMPONENTS)
        for group in game.components["colours"].spec.groups:
            categories = {}
            for category in group.categories:
                refs = [parse_reference(ref) for ref in category.colours]
                categories[category.name] = {_value_at(game.components[n].doc.data, kp).lower() for n, kp in refs}
            sets[(game_id, group.name)] = categories
        if game_id == "rynek":
            board = game.components["plansza"].spec
            sets[(game_id, "pola planszy")] = {k: {t.fill.lower()} for k, t in board.field_types.items()}
            sets[(game_id, "pionki na polach")] = sets[(game_id, "pola planszy")] | {
                p.name: {p.color.lower()} for p in game.components["pionki"].spec.pawns
            }
    sets[("kolekcjonerzy", "ceny")] = {str(price): {colour} for price, colour in TIER_COLORS.items()}
    coins = validated_game("kolekcjonerzy", COMPONENTS).components["zetony"].spec.variants
    sets[("kolekcjonerzy", "ceny i żetony")] = sets[("kolekcjonerzy", "ceny")] | {
        f"żeton {coin.face.label}": {coin.face.color.lower()} for coin in coins
    }
    return sets


def test_every_colour_set_keeps_its_floor_in_every_vision():
    """r15: the reviewer found pairs a colour-blind player cannot tell apart in every game (Art Society's
    themes, Rynek's players and field types, Kolekcjonerzy's price groups, Przekręt's notes and pawns).
    Measured on the colour data, every pair of every set, in every simulated vision."""
    from generator.validate.colour_check import VISIONS

    sets = _colour_sets()
    assert sorted(sets) == sorted(FLOORS), "a colour set without a stated floor, or a floor for no set"
    below = []
    for key, categories in sorted(sets.items()):
        for (a, first), (b, second) in itertools.combinations(categories.items(), 2):
            for vision in VISIONS:
                d = min(delta_e(x, y, vision) for x in first for y in second)
                if d < FLOORS[key]:
                    below.append((key, a, b, vision, round(d, 1)))
    assert below == []


def test_the_floor_catches_a_merged_pair():
    """Rynek's r14 player six (light blue #6fa8ff and lavender #b99cf0: ΔE 2.1 under protanopia) is caught."""
    from generator.validate.colour_check import VISIONS

    assert min(delta_e("#6fa8ff", "#b99cf0", v) for v in VISIONS) < FLOORS[("rynek", "gracze")]


# The least ΔL* (CIELAB lightness, normal vision: what a greyscale copy keeps) between two colours of a set
# read by colour alone at a glance: Art Society's themes (kit review r30, AS minor 4: Pejzaż and Portret
# 3.5 apart, Życie miejskie and Martwa natura equal, near-black discs on a grey copy), the prestige
# markers included (their colours are the code's BACK_COLORS).
LIGHTNESS_FLOORS = {("art-society", "tematy"): 10.0}


@pytest.mark.parametrize("key", sorted(LIGHTNESS_FLOORS), ids=lambda key: f"{key[0]}/{key[1]}")
def test_a_sets_colours_differ_in_lightness(key):
    from itertools import combinations

    from generator.games.art_society.painting_tiles import BACK_COLORS
    from generator.validate.colour_math import lab

    categories = _colour_sets()[key]
    assert all(len(colours) == 1 for colours in categories.values()), categories  # one colour a theme
    colours = {name: next(iter(colours)) for name, colours in categories.items()}
    names = {
        "Życie miejskie": "zycie-miejskie",
        "Portret": "portret",
        "Martwa natura": "martwa-natura",
        "Pejzaż": "pejzaz",
    }
    assert {names[name]: colour for name, colour in colours.items()} == BACK_COLORS  # the markers print the same
    close = [
        (a, b, round(abs(lab(colours[a])[0] - lab(colours[b])[0]), 1))
        for a, b in combinations(sorted(colours), 2)
        if abs(lab(colours[a])[0] - lab(colours[b])[0]) < LIGHTNESS_FLOORS[key]
    ]
    assert not close, close


def test_a_light_colours_name_prints_toned_to_its_contrast():
    """A track's or a theme's name in a colour too light for its size prints in a deeper tone of the same
    hue that reaches the contrast (colour_check.toned); a colour that reaches it prints as it is."""
    from generator.validate.colour_check import toned

    ochre = toned("#bb8733", "#efe6d2", 4.5)
    assert contrast_ratio("#bb8733", "#efe6d2") < 4.5 <= contrast_ratio(ochre, "#efe6d2") < 5.0
    assert toned("#38562e", "#efe6d2", 4.5) == "#38562e"
    assert contrast_ratio(toned("#f2c12e", "#1d1d1b", 4.5), "#1d1d1b") >= 4.5  # lightened on a dark ground
