"""exhibit-tiles: Kolekcjonerzy's square tiles: exhibits (name, price, picture) and ink blots."""
from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator
from reportlab.lib import colors
from reportlab.lib.utils import ImageReader

from ...art.pictograms import PICTOGRAMS, draw_blot, draw_pictogram
from ...core import BuildOptions, Component, Game, Output, inside
from ...findings import Findings, shown_path
from ...fonts import SANS_BOLD, SERIF_BOLD
from ...kinds import Kind, register
from ...kinds._sheets import check_fits, render_sheet_pdf
from ...model import Model
from ...sheets import Piece
from ...text import draw_fitted, fit, text_problem
from ...units import Length, PositiveLength, mm
from ...vocab import Color
from ...images import image_problem

TIER_COLORS = {4: "#b8860b", 3: "#5b6f8a", 2: "#4f7a4a", 1: "#8a7a66"}
PAPER = colors.HexColor("#f6efe0")
NAME_FONT = SANS_BOLD
NAME_BOX = (0.86, 7.5, 6.0, 2)   # width share of the tile, max/min size, lines


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


def _front(exhibit: Exhibit, picture_path: Path | None):
    def draw(c, w, h):
        tier = colors.HexColor(TIER_COLORS.get(exhibit.price, "#555555"))
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        c.setStrokeColor(tier)
        c.setLineWidth(0.8)
        c.rect(mm(2.2), mm(2.2), w - mm(4.4), h - mm(4.4), stroke=1, fill=0)
        pic = h * 0.50
        px, py = (w - pic) / 2, h * 0.37
        if picture_path is not None:
            c.drawImage(ImageReader(str(picture_path)), px, py, pic, pic, preserveAspectRatio=True, anchor="c",
                        mask="auto")
        elif exhibit.picture:
            draw_pictogram(c, exhibit.picture, px, py, pic, colors.HexColor("#2b2623"))
        # price token in the top-right corner
        r = mm(3.1)
        cx, cy = w - mm(5.6), h - mm(5.6)
        c.setFillColor(tier)
        c.circle(cx, cy, r, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(SERIF_BOLD, 10)
        c.drawCentredString(cx, cy - 3.5, str(exhibit.price))
        fitted = fit(exhibit.name, NAME_FONT, w * NAME_BOX[0], max_size=NAME_BOX[1], min_size=NAME_BOX[2],
                     max_lines=NAME_BOX[3])
        c.setFillColor(colors.HexColor("#2b2623"))
        if fitted:
            top = py - mm(0.6) if len(fitted.lines) == 1 else py + mm(0.4)
            draw_fitted(c, fitted, NAME_FONT, w / 2, top, leading=1.05)
    return draw


def _back(spec: ExhibitTiles):
    """The one back every tile shares, exhibit or blot: the arbiter shuffles the exhibits face down and
    a tile turned over must not tell what it is, so no back carries a word that differs."""
    def draw(c, w, h):
        base = colors.HexColor(spec.back.color)
        c.setFillColor(base)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        c.setStrokeColor(colors.Color(1, 1, 1, alpha=0.35))
        c.setLineWidth(0.6)
        c.circle(w / 2, h / 2, w * 0.34, stroke=1, fill=0)
        c.setFillColor(colors.HexColor("#f3e6c8"))
        c.setFont(SERIF_BOLD, h * 0.36)
        c.drawCentredString(w / 2, h / 2 - h * 0.125, spec.back.title[:1])
        title = fit(spec.back.title, SANS_BOLD, w - mm(8), max_size=6.5, min_size=6)
        if title:
            c.setFont(SANS_BOLD, title.size)
            c.drawCentredString(w / 2, mm(3.4), spec.back.title)
    return draw


def _blot_front(spec: ExhibitTiles, seed: int):
    def draw(c, w, h):
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        draw_blot(c, w * 0.1, h * 0.1, w * 0.8, seed, colors.HexColor(spec.blots.color))
    return draw


def pieces(component, game) -> list[Piece]:
    spec: ExhibitTiles = component.spec
    out = []
    for exhibit in spec.exhibits:
        image = inside(game.folder, exhibit.image) if exhibit.image else None
        out.append(Piece(spec.size, spec.size, _front(exhibit, image), _back(spec), exhibit.name))
    for i in range(spec.blots.count):
        out.append(Piece(spec.size, spec.size, _blot_front(spec, i + 1), _back(spec), f"kleks {i + 1}"))
    return out


def render(component: Component[ExhibitTiles], game: Game, options: BuildOptions) -> list[Output]:
    spec: ExhibitTiles = component.spec
    contents = [f"{len(spec.exhibits)} płytek eksponatów i {spec.blots.count} płytek z kleksami, "
                f"bok {spec.size / mm(1):.0f} mm (równy polu planszy)",
                "Przody i tyły: wszystkie płytki mają jednakowy tył, więc odwrócona płytka nie zdradza, "
                "co jest na jej przodzie, a arbiter może tasować eksponaty."]
    return [render_sheet_pdf(component, game, options, pieces(component, game), width=spec.size,
                             height=spec.size, bleed=spec.bleed, title="Płytki: eksponaty i kleksy",
                             contents=contents)]


def check(component: Component[ExhibitTiles], game: Game, findings: Findings) -> None:
    spec: ExhibitTiles = component.spec
    check_fits(component.where("size"), "a tile", spec.size, spec.size, spec.bleed, 0.0, findings, "tiles.too-big")
    problem = text_problem(spec.back.title, SANS_BOLD, spec.size - mm(8), max_size=6.5, min_size=6)
    if problem:
        findings.error(component.where("back", "title"), problem, "text.does-not-fit")
    for i, exhibit in enumerate(spec.exhibits):
        where = component.where("exhibits", i)
        if exhibit.picture is None and exhibit.image is None:
            findings.error(where, f"exhibit '{exhibit.name}' has no picture; expected 'picture:' "
                           "(a built-in pictogram) or 'image:' (a file)", "tiles.no-picture")
        if exhibit.picture and exhibit.image:
            findings.error(where, f"exhibit '{exhibit.name}' has both 'picture' and 'image'; expected one",
                           "tiles.two-pictures")
        if exhibit.picture and exhibit.picture not in PICTOGRAMS:
            findings.error(component.where("exhibits", i, "picture"), f"unknown pictogram '{exhibit.picture}'; "
                           f"expected one of: {', '.join(sorted(PICTOGRAMS))}", "tiles.unknown-pictogram")
        if exhibit.image:
            path = inside(game.folder, exhibit.image)
            if path is None:
                findings.error(component.where("exhibits", i, "image"), f"image '{exhibit.image}' lies outside "
                               f"the game's components folder", "paths.outside")
            elif not path.is_file():
                findings.error(component.where("exhibits", i, "image"), f"image file '{exhibit.image}' not "
                               f"found in {shown_path(game.folder)}", "paths.missing-file")
            else:
                problem = image_problem(path, exhibit.image)
                if problem:
                    findings.error(component.where("exhibits", i, "image"), *problem)
        problem = text_problem(exhibit.name, NAME_FONT, spec.size * NAME_BOX[0], max_size=NAME_BOX[1],
                               min_size=NAME_BOX[2], max_lines=NAME_BOX[3])
        if problem:
            findings.error(component.where("exhibits", i, "name"), problem, "text.does-not-fit")


def kind_pieces(component: Component[ExhibitTiles], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component, game)


KIND = register(Kind(name="exhibit-tiles", category="tile", model=ExhibitTiles, render=render, check=check,
                     pieces=kind_pieces,
                     description="square tiles: exhibits with name, price and picture, plus ink blots"))
