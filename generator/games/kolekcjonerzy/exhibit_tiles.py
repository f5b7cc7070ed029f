"""exhibit-tiles: Kolekcjonerzy's square tiles: exhibits (name, price, picture) and ink blots."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from generator.draw.art.pictogram_names import PICTOGRAMS
from generator.draw.fonts import SANS_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds._fits import check_fits
from generator.draw.piece import Piece
from generator.draw.text import text_problem
from generator.model.base import Model
from generator.model.core import Component, Game, inside, unusable_path
from generator.model.findings import Findings, shown_path
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color
from generator.validate.images import image_problem

TIER_COLORS = {4: "#b8860b", 3: "#5b6f8a", 2: "#4f7a4a", 1: "#8a7a66"}
NAME_FONT = SANS_BOLD
NAME_BOX = (0.86, 7.5, 6.0, 2)  # width share of the tile, max/min size, lines


class Exhibit(Model):
    name: str = Field(min_length=1)
    price: int = Field(ge=1, le=99)
    picture: str | None = None
    image: str | None = None
    added_by_edition: str | None = None

    @field_validator("image")
    @classmethod
    def _image_suffix(cls, value: str | None) -> str | None:
        if value is not None and Path(value).suffix.lower() not in (".png", ".jpg", ".jpeg"):
            raise ValueError(f"expected a .png or .jpg file, received '{value}'")
        return value


class Back(Model):
    title: str
    color: Color = "#6b2d2a"


class Blots(Model):
    count: int = Field(ge=0, le=200)
    color: Color = "#1d1d1b"


class ExhibitTiles(Model):
    kind: Literal["exhibit-tiles"]
    size: PositiveLength
    bleed: Length = mm(3)
    back: Back
    blots: Blots
    exhibits: list[Exhibit]


def pieces(component, game) -> list[Piece]:
    spec: ExhibitTiles = component.spec
    out = []
    for exhibit in spec.exhibits:
        image = inside(game.folder, exhibit.image) if exhibit.image else None
        out.append(
            Piece(
                spec.size,
                spec.size,
                Drawn("exhibit-tiles", "_front", exhibit, image),
                Drawn("exhibit-tiles", "_back", spec),
                exhibit.name,
            )
        )
    for i in range(spec.blots.count):
        out.append(
            Piece(
                spec.size,
                spec.size,
                Drawn("exhibit-tiles", "_blot_front", spec, i + 1),
                Drawn("exhibit-tiles", "_back", spec),
                f"kleks {i + 1}",
            )
        )
    return out


def check(component: Component[ExhibitTiles], game: Game, findings: Findings) -> None:
    spec: ExhibitTiles = component.spec
    check_fits(component.where("size"), "a tile", spec.size, spec.size, spec.bleed, 0.0, findings, "tiles.too-big")
    problem = text_problem(spec.back.title, SANS_BOLD, spec.size - mm(8), max_size=6.5, min_size=6)
    if problem:
        findings.error(component.where("back", "title"), problem, "text.does-not-fit")
    for i, exhibit in enumerate(spec.exhibits):
        where = component.where("exhibits", i)
        if exhibit.picture is None and exhibit.image is None:
            findings.error(
                where,
                f"exhibit '{exhibit.name}' has no picture; expected 'picture:' "
                "(a built-in pictogram) or 'image:' (a file)",
                "tiles.no-picture",
            )
        if exhibit.picture and exhibit.image:
            findings.error(
                where, f"exhibit '{exhibit.name}' has both 'picture' and 'image'; expected one", "tiles.two-pictures"
            )
        if exhibit.picture and exhibit.picture not in PICTOGRAMS:
            findings.error(
                component.where("exhibits", i, "picture"),
                f"unknown pictogram '{exhibit.picture}'; expected one of: {', '.join(sorted(PICTOGRAMS))}",
                "tiles.unknown-pictogram",
            )
        if exhibit.image:
            path = inside(game.folder, exhibit.image)
            if unusable_path(exhibit.image):
                findings.error(
                    component.where("exhibits", i, "image"), f"image {unusable_path(exhibit.image)}", "paths.invalid"
                )
            elif path is None:
                findings.error(
                    component.where("exhibits", i, "image"),
                    f"image '{exhibit.image}' lies outside the game's components folder",
                    "paths.outside",
                )
            elif not path.is_file():
                findings.error(
                    component.where("exhibits", i, "image"),
                    f"image file '{exhibit.image}' not found in {shown_path(game.folder)}",
                    "paths.missing-file",
                )
            else:
                problem = image_problem(path, exhibit.image)
                if problem:
                    findings.error(component.where("exhibits", i, "image"), *problem)
        problem = text_problem(
            exhibit.name,
            NAME_FONT,
            spec.size * NAME_BOX[0],
            max_size=NAME_BOX[1],
            min_size=NAME_BOX[2],
            max_lines=NAME_BOX[3],
        )
        if problem:
            findings.error(component.where("exhibits", i, "name"), problem, "text.does-not-fit")


def kind_pieces(component: Component[ExhibitTiles], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component, game)


KIND = register(
    Kind(
        name="exhibit-tiles",
        category="tile",
        model=ExhibitTiles,
        render=Drawn("exhibit-tiles", "render"),
        check=check,
        pieces=kind_pieces,
        description="square tiles: exhibits with name, price and picture, plus ink blots",
    )
)
