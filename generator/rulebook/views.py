"""What a rulebook template sees of the data: `Node`s, read-only views of the typed models and facts
that know their own path (`facts`, `components.plytki.exhibits[3]`), so that a reference to a value
the data lacks names that path; `Later`, a node made when first read; the computed properties a
template may read (expose_properties)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from pydantic import BaseModel

from generator.rulebook.deferred import Deferred, Probed, ReadOnlyView


class Node(ReadOnlyView):
    """A read-only view of data for templates: attributes and items of models, dicts and lists.

    Leaves (numbers, strings, booleans) are returned as they are, so arithmetic and filters work
    on them; containers are wrapped again with a longer path. Hyphenated keys such as
    `starting-tokens` are reachable as `facts.starting_tokens` too.
    """

    __slots__ = ("_value", "_path")

    def __init__(self, value: Any, path: str):
        object.__setattr__(self, "_value", value)
        object.__setattr__(self, "_path", path)

    # --- lookup -------------------------------------------------------------------------------
    def _child(self, name: Any) -> Any:
        value = self._value
        if isinstance(value, BaseModel):
            if isinstance(name, str) and name in type(value).model_fields:
                return wrap(getattr(value, name), f"{self._path}.{name}")
            raise KeyError(name)
        if isinstance(value, Mapping):
            for key in _spellings(name):
                if key in value:
                    return wrap(value[key], f"{self._path}.{key}" if _word(key) else f"{self._path}[{key!r}]")
            raise KeyError(name)
        if isinstance(value, (list, tuple)) and isinstance(name, int) and not isinstance(name, bool):
            if -len(value) <= name < len(value):
                return wrap(value[name], f"{self._path}[{name}]")
            raise KeyError(name)
        if hasattr(value, "__dataclass_fields__") and isinstance(name, str) and name in value.__dataclass_fields__:
            return wrap(getattr(value, name), f"{self._path}.{name}")
        if isinstance(name, str) and name in _PROPERTIES.get(type(value), ()):
            return wrap(getattr(value, name), f"{self._path}.{name}")
        raise KeyError(name)

    # --- container protocol --------------------------------------------------------------------
    def _items(self) -> list[Any]:
        value = self._value
        if isinstance(value, (list, tuple)):
            return [wrap(v, f"{self._path}[{i}]") for i, v in enumerate(value)]
        if isinstance(value, Mapping):
            return list(value.keys())
        if isinstance(value, BaseModel):
            return [name for name in type(value).model_fields]
        raise TypeError(f"'{self._path}' is not a list")

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items())

    def __len__(self) -> int:
        value = self._value
        if isinstance(value, (list, tuple, Mapping)):
            return len(value)
        if isinstance(value, BaseModel):
            return len(type(value).model_fields)
        raise TypeError(f"'{self._path}' has no length")

    def __bool__(self) -> bool:
        value = self._value
        if isinstance(value, (list, tuple, Mapping)):
            return bool(value)
        return True

    def __contains__(self, item: Any) -> bool:
        value = self._value
        if isinstance(value, Mapping):
            return any(key in value for key in _spellings(item))
        if isinstance(value, BaseModel):
            return item in type(value).model_fields
        return item in list(self)

    def items(self) -> list[tuple[Any, Any]]:
        value = self._value
        if isinstance(value, BaseModel):
            return [(k, wrap(getattr(value, k), f"{self._path}.{k}")) for k in type(value).model_fields]
        if not isinstance(value, Mapping):
            raise TypeError(f"'{self._path}' is not a mapping")
        return [(k, wrap(v, f"{self._path}[{k!r}]")) for k, v in value.items()]

    def keys(self) -> list[Any]:
        return list(self.items_keys())

    def items_keys(self) -> list[Any]:
        value = self._value
        return list(value.keys()) if isinstance(value, Mapping) else []

    def values(self) -> list[Any]:
        return [v for _, v in self.items()]

    def __eq__(self, other: Any) -> bool:
        return unwrap(self) == unwrap(other)

    def __hash__(self) -> int:
        return hash(self._path)

    def __str__(self) -> str:
        value = self._value
        if isinstance(value, BaseModel) or isinstance(value, (list, tuple, Mapping)):
            raise TypeError(f"'{self._path}' is a group of values, not one value to print")
        return str(value)

    def __repr__(self) -> str:
        return f"Node({self._path})"


# Read-only computed properties a template may read (besides model fields and dataclass fields).
_PROPERTIES: dict[type, tuple[str, ...]] = {}


def expose_properties(cls: type, *names: str) -> None:
    """Let templates read these properties of `cls` (e.g. computed revenues of an engine result)."""
    _PROPERTIES[cls] = tuple(names)


def _word(key: Any) -> bool:
    return isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", key) is not None


def _spellings(name: Any) -> list[Any]:
    if isinstance(name, str):
        return [name, name.replace("_", "-")] if "_" in name else [name]
    return [name]


class Later(Node):
    """A Node whose value is made the first time a template reads it (`make()`), then kept."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[], Any], path: str):
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "_path", path)

    def __getattr__(self, name: str) -> Any:
        if name == "_value":  # not made yet (the slot is empty)
            value = self._make()
            object.__setattr__(self, "_value", value)
            return value
        return super().__getattr__(name)


def wrap(value: Any, path: str) -> Any:
    if isinstance(value, (str, int, float, bool, Deferred, Probed)) or value is None:
        return value
    if callable(value) and not isinstance(value, BaseModel) and not hasattr(value, "__dataclass_fields__"):
        return value
    return Node(value, path)


def path_of(node: Node) -> str:
    """Where `node` sits in the template's data, as a template would write it (`facts.exhibits[3]`)."""
    return node._path


def unwrap(value: Any) -> Any:
    return value._value if isinstance(value, Node) else value


def lookup(value: Any, name: Any) -> Any:
    """What a template reading `name` of `value` (its attribute or item) gets, unwrapped; KeyError
    when it has none."""
    return unwrap(Node(value, "")._child(name))
