"""Text from data on its way to the terminal: shown, never obeyed.

A component file can hold terminal escape sequences (ESC [ 2 J clears the screen, OSC 8 makes
links) or a lone surrogate (from a YAML "\\ud800" escape) that cannot be encoded for output. Every
line the CLI prints goes through `plain`, which writes such characters as visible escapes.
"""

from __future__ import annotations

import re

# C0 controls except tab and newline, DEL, C1 controls; bidirectional overrides that reorder text
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def plain(text: str, *, json: bool = False) -> str:
    """`text` with control characters and lone surrogates written as visible escapes (\\x1b, \\ud800).

    In JSON text (json=True) they are written as \\u escapes, which JSON strings accept.
    """
    escape = _json_escape if json else _escape
    text = _CONTROL.sub(lambda m: escape(m.group(0)), str(text))
    return _SURROGATE.sub(lambda m: escape(m.group(0)), text)


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _json_escape(char: str) -> str:
    return f"\\u{ord(char):04x}"
