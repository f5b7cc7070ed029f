"""Typed models between YAML and drawing, and the translation of validation errors to findings.

Every model forbids unknown keys and is strict about types (a quoted "4" is not a price).
"""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from generator.model.findings import Findings
from generator.model.source import Document


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, populate_by_name=True, defer_build=True)


_EXPECTED = {
    "int_type": "an integer",
    "int_parsing": "an integer",
    "int_from_float": "an integer",
    "float_type": "a number",
    "float_parsing": "a number",
    "string_type": "text",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "tuple_type": "a list",
    "dict_type": "a mapping",
    "model_type": "a mapping",
    "model_attributes_type": "a mapping",
    "set_type": "a list",
}


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{value[:60]}'" if len(value) <= 60 else f"'{value[:57]}...'"
    return repr(value)


def _unwrap(annotation: Any) -> list[Any]:
    """The model classes reachable one level into an annotation (Optional, Union, Annotated)."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        return _unwrap(typing.get_args(annotation)[0])
    if origin in (typing.Union, getattr(types, "UnionType", None)):
        return [m for arg in typing.get_args(annotation) for m in _unwrap(arg)]
    return [annotation]


def _model_at(model: type[BaseModel], loc: tuple) -> type[BaseModel] | None:
    """Walk the error location through the model's annotations to the model holding the key."""
    current: Any = model
    for part in loc:
        candidates = [c for c in _unwrap(current)]
        nxt = None
        for cand in candidates:
            if isinstance(cand, type) and issubclass(cand, BaseModel):
                field = cand.model_fields.get(str(part))
                if field is None:
                    alias = next((f for f in cand.model_fields.values() if f.alias == part), None)
                    field = alias
                if field is not None:
                    nxt = field.annotation
                    break
            origin = typing.get_origin(cand)
            if origin in (list, tuple, set, frozenset, typing.Sequence) and isinstance(part, int):
                nxt = typing.get_args(cand)[0]
                break
            if origin in (dict, typing.Mapping) and not isinstance(part, int):
                nxt = typing.get_args(cand)[1]
                break
            if isinstance(part, str) and not (isinstance(cand, type) and issubclass(cand, BaseModel)):
                # tagged unions report the tag name in loc; skip it
                continue
        if nxt is None:
            if isinstance(part, str):
                continue
            return None
        current = nxt
    for cand in _unwrap(current):
        if isinstance(cand, type) and issubclass(cand, BaseModel):
            return cand
    return None


def _allowed_keys(model: type[BaseModel]) -> list[str]:
    return [f.alias or name for name, f in model.model_fields.items()]


def _data_loc(loc: tuple, data: Any) -> tuple:
    """Drop the parts of a pydantic location that are not keys of the data (union tags, validators)."""
    out: list[Any] = []
    node = data
    for part in loc:
        if isinstance(node, dict) and part in node:
            out.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            out.append(part)
            node = node[part]
        elif isinstance(node, dict) and isinstance(part, str) and ("[" in part or part.startswith("function")):
            continue
        elif out and not isinstance(node, (dict, list)) and isinstance(part, str):
            continue  # a scalar has no keys: this is the name of a union member pydantic tried
        else:
            out.append(part)
            node = None
    return tuple(out)


def _describe(keypath: tuple) -> str:
    parts = []
    for part in keypath:
        parts.append(f"[{part}]" if isinstance(part, int) else (("." if parts else "") + str(part)))
    return "".join(parts) or "the file"


def _expected(err: dict) -> str | None:
    """What a type or choice error expected ("an integer", "one of 'a', 'b'"), or None for other errors."""
    if err["type"] in _EXPECTED:
        return _EXPECTED[err["type"]]
    if err["type"] in ("literal_error", "enum"):
        return f"one of {err.get('ctx', {}).get('expected', '')}"
    return None


def _merged_unions(errors: list[dict], data: Any) -> list[dict]:
    """A value that fits none of a union's members: one error saying every member it could have been."""
    out: list[dict] = []
    seen: dict[tuple, dict] = {}
    for err in errors:
        loc = _data_loc(tuple(err["loc"]), data)
        expected = _expected(err)
        if expected is not None and loc in seen:
            seen[loc]["_expected"].append(expected)
            continue
        err = {**err, "_loc": loc, "_expected": [expected] if expected is not None else []}
        if expected is not None:
            seen[loc] = err
        out.append(err)
    return out


def report_validation_error(
    exc: ValidationError, doc: Document, model: type[BaseModel], findings: Findings, rule_prefix: str = "schema"
) -> None:
    for err in _merged_unions(exc.errors(include_url=False), doc.data):
        loc = err["_loc"]
        kind = err["type"]
        if kind == "extra_forbidden":
            key = loc[-1]
            owner = _model_at(model, loc[:-1])
            allowed = _allowed_keys(owner) if owner else []
            hint = ""
            close = difflib.get_close_matches(str(key), allowed, n=1)
            if close:
                hint = f"; did you mean '{close[0]}'?"
            elif allowed:
                hint = f"; expected one of: {', '.join(allowed)}"
            where = _describe(loc[:-1])
            findings.error(
                doc.where(loc, key=True), f"unknown key '{key}' in {where}{hint}", f"{rule_prefix}.unknown-key"
            )
        elif kind == "missing":
            findings.error(
                doc.where(loc[:-1]),
                f"missing required key '{loc[-1]}' in {_describe(loc[:-1])}",
                f"{rule_prefix}.missing-key",
            )
        else:
            message = err["msg"]
            if err["_expected"]:
                message = f"expected {' or '.join(err['_expected'])}, received {_shown(err.get('input'))}"
            elif kind == "value_error":
                message = message.removeprefix("Value error, ")
            else:
                message = f"{message[0].lower()}{message[1:]}, received {_shown(err.get('input'))}"
            findings.error(doc.where(loc), f"'{_describe(loc)}': {message}", f"{rule_prefix}.{kind.replace('_', '-')}")


def parse_model(model: type[BaseModel], doc: Document, findings: Findings, *, skip: Iterable[str] = ()) -> Any | None:
    data = doc.data
    if not isinstance(data, dict):
        findings.error(
            doc.where(()),
            f"expected a mapping of keys at the top of the file, received {_shown(data)}",
            "schema.top-level",
        )
        return None
    data = {k: v for k, v in data.items() if k not in set(skip)}
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        report_validation_error(exc, doc, model, findings)
        return None
