"""What Przekręt's board fields do, as data: the `effect:` of an instruction, condition (yellow
gate) or first inner-track field in plansza.yaml, read by the rules engine and checked against the
note printed on the field (every amount and count of the effect must be stated there).

    - {id: lapowka, type: instruction, note: "Zapłać bankowi 1 000 zł …", effect: {pay_bank: 1000}}
    - {id: brama-ratusz, type: condition, note: "… 2 posesje? Zapłać 1 000 zł …", effect: {min_properties: 2, fee: 1000}}

Instruction effects: the Losy's money and movement effects (forward, back, pay_bank, pay_each,
receive_bank, receive_each, lease_card) plus roulette: AMOUNT (roll a die: even wins the amount
from the bank, odd pays it). A gate: fee plus at most one condition, min_properties or min_cash.
"""

from __future__ import annotations

from pydantic import Field, ValidationError, model_validator

from generator.games import register_check
from generator.games.przekret.chance_cards import Effect, Money, numbers_in_effect
from generator.games.przekret.words import NBSP, zl
from generator.model.base import Model
from generator.model.core import Game
from generator.model.findings import Findings

MOVE_KEYS = ("forward", "back", "pay_bank", "pay_each", "receive_bank", "receive_each", "lease_card")
NEEDS_EFFECT = ("instruction", "condition", "inner-first")


class FieldEffect(Model):
    forward: int | None = Field(default=None, ge=1, le=12)
    back: int | None = Field(default=None, ge=1, le=12)
    pay_bank: Money | None = None
    pay_each: Money | None = None
    receive_bank: Money | None = None
    receive_each: Money | None = None
    lease_card: int | None = Field(default=None, ge=1, le=3)
    roulette: Money | None = None
    fee: Money | None = None
    min_properties: int | None = Field(default=None, ge=1, le=30)
    min_cash: Money | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> FieldEffect:
        given = [k for k in type(self).model_fields if getattr(self, k) is not None]
        gate = {"fee", "min_properties", "min_cash"}
        if set(given) & gate:
            if "fee" not in given or not set(given) <= gate or ("min_properties" in given and "min_cash" in given):
                raise ValueError(
                    "a gate's effect is a fee plus at most one of min_properties, min_cash; "
                    f"received {', '.join(given)}"
                )
        elif len(given) != 1:
            raise ValueError(
                "an instruction's effect has exactly one of "
                f"{', '.join(MOVE_KEYS + ('roulette',))}; received {', '.join(given) or 'none'}"
            )
        return self

    @property
    def gate(self) -> bool:
        return self.fee is not None

    @property
    def key(self) -> str:
        if self.gate:
            return "gate"
        return next(k for k in type(self).model_fields if getattr(self, k) is not None)

    @property
    def value(self):
        return getattr(self, self.key) if not self.gate else self.fee

    def figures(self) -> list[str]:
        """What the field's printed note must state."""
        if self.gate:
            out = [zl(self.fee)]
            if self.min_cash is not None:
                out.append(zl(self.min_cash))
            if self.min_properties is not None:
                out.append(str(self.min_properties))
            return out
        if self.roulette is not None:
            return [zl(self.roulette)]
        return numbers_in_effect(Effect(**{self.key: self.value}))


def parse(raw: dict) -> FieldEffect:
    return FieldEffect(**raw)


def _plain(text: str) -> str:
    return text.replace(NBSP, " ").replace("\u202f", " ")


def board_effects(board) -> list[tuple[tuple, object, str]]:
    """(key path, field, where it lies: 'outer' or the track id) of every field of the board."""
    out = []
    for g, loop in enumerate(board.spec.loops or []):
        for f, item in enumerate(loop.fields):
            out.append((("loops", g, "fields", f), item, "outer"))
    for g, path in enumerate(board.spec.paths or []):
        for f, item in enumerate(path.fields):
            out.append((("paths", g, "fields", f), item, path.id))
    return out


def check(game: Game, findings: Findings) -> None:
    board = game.one("board")
    if board is None:
        return
    for keypath, item, _ in board_effects(board):
        name = item.label or item.id or item.type
        if item.effect is None:
            if item.type in NEEDS_EFFECT:
                findings.error(
                    board.where(*keypath, "type"),
                    f"field '{name}' ({item.type}) has no effect; the "
                    "rules engine needs one, e.g. effect: {pay_bank: 1000}",
                    "przekret.field-effect",
                )
            continue
        try:
            effect = parse(item.effect)
        except (ValidationError, TypeError) as exc:
            first = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            findings.error(
                board.where(*keypath, "effect"),
                f"field '{name}': {first.removeprefix('Value error, ')}",
                "przekret.field-effect",
            )
            continue
        if effect.gate != (item.type == "condition"):
            findings.error(
                board.where(*keypath, "effect"),
                f"field '{name}' ({item.type}): a fee with a condition "
                "belongs only on a yellow condition field, and a condition field needs one",
                "przekret.field-effect",
            )
            continue
        for figure in effect.figures():
            if _plain(figure) not in _plain(item.note):
                findings.error(
                    board.where(*keypath, "effect"),
                    f"field '{name}': effect {effect.key} {effect.value} but the note does not say '{_plain(figure)}'",
                    "przekret.field-effect",
                )


register_check("przekret", check)
