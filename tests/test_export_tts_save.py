"""`drukarnia export GAME --to tts`: the Saved Object of each game, checked against the save format
the Tabletop Simulator Knowledge Base documents (Save File Format, Custom Deck/Board/Tile/PDF):
every CardID resolves to a CustomDeck entry and to a slot that exists on its sheet (the sheet image
opened and its grid measured), counts equal the kit's pieces, no image over 4096 px at the default
dpi; `--asset-url` and the terminal's note about file:/// paths.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from click.testing import CliRunner
from PIL import Image

from generator.build import recipe
from generator.cli import cli
from generator.draw.kinds import KINDS
from generator.draw.kinds.banknotes import label
from generator.draw.kinds.board.owners import copies_in_file
from generator.export import flatten

COMPONENTS = Path(__file__).resolve().parent.parent / "components"
GAMES = ("przekret", "rynek", "kolekcjonerzy", "art-society")
NOTE = (
    "  note: the images are named by their place on this computer (file:///), so only you will see them; "
    "upload the folder and export again with --asset-url ADDRESS to share the game"
)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    out = tmp_path_factory.mktemp("tts")
    outputs = {}
    for game in GAMES:
        result = CliRunner().invoke(
            cli, ["export", game, "--to", "tts", "--components", str(COMPONENTS), "--out", str(out)]
        )
        assert result.exit_code == 0, result.output
        outputs[game] = result.output
    return out, outputs


def _path(url: str) -> Path:
    parsed = urlparse(url)
    assert parsed.scheme == "file", url
    return Path(unquote(parsed.path))


def _cards(obj: dict) -> list[dict]:
    if obj["Name"] == "DeckCustom":
        return obj["ContainedObjects"]
    return [obj] if obj["Name"] == "Card" else []


@pytest.mark.parametrize("game", GAMES)
def test_every_card_id_is_a_slot_on_its_sheet_and_counts_equal_the_kit(exported, game):
    out, outputs = exported
    folder = out / game / "export" / "tts"
    save = json.loads((folder / f"{game}.json").read_text(encoding="utf-8"))
    objects = save["ObjectStates"]
    assert objects and all({"Name", "Transform", "Nickname", "GUID"} <= set(o) for o in objects)
    guids = [o["GUID"] for obj in objects for o in [obj, *obj.get("ContainedObjects", [])]]
    assert len(set(guids)) == len(guids) and all(len(g) == 6 for g in guids)
    placed = 0
    sheets: dict[str, Image.Image] = {}
    for obj in objects:
        cards = _cards(obj)
        if obj["Name"] == "DeckCustom":
            assert obj["DeckIDs"] == [c["CardID"] for c in cards]
        for card in cards:
            deck_id, slot = divmod(card["CardID"], 100)
            entry = card["CustomDeck"][str(deck_id)]
            if obj["Name"] == "DeckCustom":
                assert obj["CustomDeck"][str(deck_id)] == entry
            columns, rows = entry["NumWidth"], entry["NumHeight"]
            assert 2 <= columns <= 10 and 2 <= rows <= 7 and slot < columns * rows - 1  # the hidden slot is free
            if entry["FaceURL"] not in sheets:
                sheets[entry["FaceURL"]] = Image.open(_path(entry["FaceURL"])).convert("L")
            sheet = sheets[entry["FaceURL"]]
            assert sheet.width % columns == 0 and sheet.height % rows == 0  # the grid cuts the sheet exactly
            w, h = sheet.width // columns, sheet.height // rows
            cell = sheet.crop(
                (slot % columns * w, slot // columns * h, (slot % columns + 1) * w, (slot // columns + 1) * h)
            )
            assert cell.getextrema() != (255, 255)  # a card is printed in the slot
            printed_back = Image.open(_path(entry["BackURL"])).convert("L").getextrema() != (255, 255)
            assert card["Nickname"] and entry["BackIsHidden"] is printed_back  # a bare back: the hidden card
            assert card["SidewaysCard"] == (sheet.width // columns > sheet.height // rows)
        placed += len(cards)
        for piece in [obj, *obj.get("ContainedObjects", [])] if obj["Name"] == "Bag" else [obj]:
            if piece["Name"] in ("Custom_Tile", "Figurine_Custom"):
                placed += 1
                assert _path(piece["CustomImage"]["ImageURL"]).is_file()
    project, _ = recipe.load_and_validate(COMPONENTS, [game])
    loaded = project.games[game]
    pieces = sum(
        len(flatten(KINDS[c.kind].pieces(c, loaded))) for c in loaded.components.values() if KINDS[c.kind].pieces
    )
    assert placed == pieces
    pawns = [o for o in objects if o["Name"] == "Figurine_Custom"]
    has_pawns = any(KINDS[c.kind].name == "standees" for c in loaded.components.values())
    assert len(pawns) == (4 if has_pawns else 0)  # a pawn at each seat of a four-player game
    boards = [o for o in objects if o["Name"] == "Custom_Board"]
    assert len(boards) == sum(  # one object per copy a board's file holds (each owner's board)
        copies_in_file(c.spec) for c in loaded.components.values() if KINDS[c.kind].category == "board"
    )
    assert all(_path(b["CustomImage"]["ImageURL"]).is_file() for b in boards)
    sizes = [Image.open(p).size for p in folder.rglob("*.png")]
    assert sizes and max(max(s) for s in sizes) <= 4096
    assert NOTE in outputs[game].splitlines()


def test_rynek_purchase_and_sale_cards_are_decks_of_their_own(exported):
    out, _ = exported
    save = json.loads((out / "rynek" / "export" / "tts" / "rynek.json").read_text(encoding="utf-8"))
    decks = {o["Nickname"]: o for o in save["ObjectStates"] if o["Name"] == "DeckCustom"}
    purchase = [n for n in decks if n.endswith("ZAKUP")]
    sale = [n for n in decks if n.endswith("SPRZEDAŻ")]
    assert len(purchase) == len(sale) == 1
    assert all(c["Nickname"].startswith("ZAKUP") for c in decks[purchase[0]]["ContainedObjects"])
    assert all(c["Nickname"].startswith("SPRZEDAŻ") for c in decks[sale[0]]["ContainedObjects"])


def test_asset_url_names_every_image_under_the_address(tmp_path):
    """With the kit built, the rulebook travels with the save as a Custom PDF; a second export writes
    the same save."""
    rulebook = tmp_path / "kolekcjonerzy" / "zasady.pdf"
    rulebook.parent.mkdir(parents=True)
    rulebook.write_bytes(b"%PDF-1.4 stands for the built rulebook")
    args = ["export", "kolekcjonerzy", "--to", "tts", "--dpi", "72", "--asset-url", "https://example.org/gra/"]
    args += ["--components", str(COMPONENTS), "--out", str(tmp_path)]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    assert NOTE not in result.output.splitlines()
    folder = tmp_path / "kolekcjonerzy" / "export" / "tts"
    text = (folder / "kolekcjonerzy.json").read_text(encoding="utf-8")
    assert "file://" not in text
    urls = [
        value
        for obj in json.loads(text)["ObjectStates"]
        for part in (obj.get("CustomImage", {}), *obj.get("CustomDeck", {}).values())
        for key, value in part.items()
        if key.endswith("URL") and value
    ]
    assert urls and all(u.startswith("https://example.org/gra/") for u in urls)
    assert all((folder / u.removeprefix("https://example.org/gra/")).is_file() for u in urls)
    pdfs = [o for o in json.loads(text)["ObjectStates"] if o["Name"] == "Custom_PDF"]
    assert [p["CustomPDF"]["PDFUrl"] for p in pdfs] == ["https://example.org/gra/instrukcja.pdf"]
    assert (folder / "instrukcja.pdf").read_bytes() == rulebook.read_bytes()
    again = CliRunner().invoke(cli, args)  # the same input: the same save
    assert again.exit_code == 0 and (folder / "kolekcjonerzy.json").read_text(encoding="utf-8") == text


def test_a_deck_too_large_at_the_asked_dpi_is_exported_at_the_highest_that_fits(tmp_path):
    result = CliRunner().invoke(
        cli,
        ["export", "przekret", "dzierzawy", "--to", "tts", "--dpi", "1200"]
        + ["--components", str(COMPONENTS), "--out", str(tmp_path)],
    )
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (
        "notice: Dzierżawa at 825 dpi instead of 1200, so that no image is over 4096 px"
    )
    sizes = [Image.open(p).size for p in (tmp_path / "przekret" / "export" / "tts" / "dzierzawy").glob("*.png")]
    assert max(max(s) for s in sizes) <= 4096


@pytest.mark.parametrize("game", ["przekret", "rynek"])
def test_each_of_four_players_gets_the_starting_pack_at_their_seat(exported, game):
    out, _ = exported
    save = json.loads((out / game / "export" / "tts" / f"{game}.json").read_text(encoding="utf-8"))
    project, _ = recipe.load_and_validate(COMPONENTS, [game])
    money = project.games[game].components["banknoty"].spec
    by_name = {o["Nickname"]: o for o in save["ObjectStates"]}
    for player in range(1, 5):
        for note in money.starting_packs.notes:
            name = label(note.value, money.currency)
            if note.count == 1:  # a lone card keeps its own name; it lies at the seat
                continue
            pile = by_name[f"Pieniądze – {name} – gracz {player}"]
            assert len(pile["ContainedObjects"]) == note.count
            assert all(c["Nickname"] == name for c in pile["ContainedObjects"])
            assert pile["Transform"]["rotZ"] == 0.0  # face up


def test_each_owner_s_board_is_an_object_of_its_own_and_the_shared_board_lies_in_the_middle(exported):
    out, _ = exported
    folder = out / "art-society" / "export" / "tts"
    save = json.loads((folder / "art-society.json").read_text(encoding="utf-8"))
    boards = [o for o in save["ObjectStates"] if o["Name"] == "Custom_Board"]
    project, _ = recipe.load_and_validate(COMPONENTS, ["art-society"])
    owners = [owner.name for owner in project.games["art-society"].components["plansza-kolekcji"].spec.owners.entries]
    assert [b["Nickname"] for b in boards] == ["Plansza muzeum"] + [f"Plansza kolekcji – {name}" for name in owners]
    assert [b["Locked"] for b in boards] == [True] + [False] * len(owners)
    assert boards[0]["Transform"]["posX"] == boards[0]["Transform"]["posZ"] == 0.0
    images = [Image.open(_path(b["CustomImage"]["ImageURL"])).convert("RGB") for b in boards[1:]]
    assert len({image.tobytes() for image in images}) == len(owners)  # each owner's band on its own image
