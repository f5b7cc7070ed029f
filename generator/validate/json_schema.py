"""JSON Schema for every YAML file kind, so editors autocomplete keys and flag errors while typing.

Component files name their schema in a first-line comment understood by the YAML language server:
`# yaml-language-server: $schema=../../schema/<kind>.schema.json`.
"""

from __future__ import annotations

import json

from generator.data import bundled
from generator.draw.kinds import KINDS
from generator.games.registry import load_all
from generator.model.project import GameSpec

SCHEMA_DIR = bundled("schema")  # the schemas shipped with the bundled components


def schemas() -> dict[str, dict]:
    load_all()
    found = {"game": GameSpec.model_json_schema()}
    for name, kind in sorted(KINDS.items()):
        found[name] = kind.model.model_json_schema()
    for name, schema in found.items():
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema.setdefault("title", name)
        schema["description"] = (
            KINDS[name].description
            if name in KINDS
            else "a game: title, players, shared dimensions, house rules, this edition's decisions"
        )
    return found


def schema_text(schema: dict) -> str:
    return json.dumps(schema, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def schema_comment(kind: str) -> str:
    return f"# yaml-language-server: $schema=../../schema/{kind}.schema.json"
