"""Lengths written by users ("63mm", "2.5in", "20pt", "1.2cm") resolved once to PDF points."""

from __future__ import annotations

import math
import re
from typing import Annotated

from pydantic import BeforeValidator, PlainSerializer, WithJsonSchema

MM = 72.0 / 25.4
PER_UNIT = {"mm": MM, "cm": 10 * MM, "in": 72.0, "pt": 1.0}
_LENGTH = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(mm|cm|in|pt)\s*$")
LENGTH_PATTERN = r"^\s*-?\d+(\.\d+)?\s*(mm|cm|in|pt)\s*$"
MAX_LENGTH_PT = 5000 * MM  # 5 m: anything larger is a typo, not a board


def parse_length(value: object) -> float:
    """'63mm' → 178.58 pt. Raises ValueError with the expected-versus-received message."""
    if isinstance(value, str):
        match = _LENGTH.match(value)
        if match:
            points = float(match.group(1)) * PER_UNIT[match.group(2)]
            if not math.isfinite(points) or abs(points) > MAX_LENGTH_PT:
                raise ValueError(f"expected a length up to 5000mm, received '{value}'")
            if points < 0:
                raise ValueError(f"expected a length of zero or more, received '{value}'")
            return points
    shown = f"'{value}'" if isinstance(value, str) else repr(value)
    raise ValueError(f"expected a length with a unit such as 63mm, 2.5in or 20pt, received {shown}")


def mm(value_mm: float) -> float:
    return value_mm * MM


def to_mm(points: float) -> float:
    return points / MM


def parse_positive_length(value: object) -> float:
    points = parse_length(value)
    if points <= 0:
        raise ValueError(f"expected a size greater than zero, received '{value}'")
    return points


Length = Annotated[
    float,
    BeforeValidator(parse_length),
    PlainSerializer(lambda v: f"{round(to_mm(v), 3)}mm", return_type=str),
    WithJsonSchema({"type": "string", "pattern": LENGTH_PATTERN, "examples": ["63mm", "2.5in", "20pt"]}),
]

# a size: a length that must be greater than zero (a piece, a field, a line of text)
PositiveLength = Annotated[
    float,
    BeforeValidator(parse_positive_length),
    PlainSerializer(lambda v: f"{round(to_mm(v), 3)}mm", return_type=str),
    WithJsonSchema({"type": "string", "pattern": LENGTH_PATTERN, "examples": ["63mm", "2.5in", "20pt"]}),
]
