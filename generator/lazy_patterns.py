"""Patterns reportlab and PyYAML compile when they are imported and we never or rarely use,
compiled at their first use instead (issue 18: some 65 ms of every run that lays text out with
platypus, ~10 ms of every run that parses YAML).

- reportlab.platypus.paragraph's `uri_pat` (where platypus looks for a URL in a word it would break):
  case-insensitive ranges of 65 000 characters (~58 ms to compile); it matches only text with "://"
  in it (its first group is not optional), never in our texts;
- reportlab.lib.textsplit's `rx` (~7 ms), used only by its `cjkwrap`, which nothing calls;
- yaml.reader's `NON_PRINTABLE` (~9 ms: every character outside the printable planes), which
  PyYAML's pure-Python reader searches each text for; we compose with libyaml where it is installed
  (yaml_read.py), so it is searched only in the empty text the reader is made with, which cannot
  hold a character.

Left in re's cache before the library is imported, a lazy pattern is what the library's re.compile
returns; anywhere this does not hold (another library version, another re, a cache that dropped
it), the library compiles its own as before. Every module of ours that imports reportlab.platypus
or yaml imports this one first (tests/test_imports.py); it imports nothing but the standard library.
"""
from __future__ import annotations

import re
import sys


class LazyPattern:
    """A compiled pattern made at its first use: for a pattern a library compiles when it is
    imported and rarely uses. `match` answers None without compiling for a string that lacks
    `required`, a piece of text every match contains (None: no such piece); `match` and `search`
    answer None without compiling for a string shorter than `shortest`, the fewest characters a
    match has."""

    def __init__(self, pattern: str, flags: int, required: str | None = None, shortest: int = 0):
        self.args, self.required, self.shortest, self.compiled = (pattern, flags), required, shortest, None

    def real(self) -> re.Pattern:
        if self.compiled is None:     # by the compiler itself: re's cache would answer this object
            compiler = getattr(re, "_compiler", None) or sys.modules.get("sre_compile")
            self.compiled = compiler.compile(*self.args)
        return self.compiled

    def _cannot_match(self, string, args, kwargs) -> bool:
        return not args and not kwargs and type(string) is str and len(string) < self.shortest

    def match(self, string, *args, **kwargs):
        if (self.required is not None and not args and not kwargs and type(string) is str
                and self.required not in string) or self._cannot_match(string, args, kwargs):
            return None
        return self.real().match(string, *args, **kwargs)

    def search(self, string, *args, **kwargs):
        if self._cannot_match(string, args, kwargs):
            return None
        return self.real().search(string, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.real(), name)


# reportlab.platypus.paragraph's `uri_pat`, as its source spells it
URI_PATTERN = ('(^(?:[a-z0-9\\.\\-\\+]*)://)(?:\\S+(?::\\S*)?@)?(?:(?:25[0-5]|2[0-4]\\d'
               '|[0-1]?\\d?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|[0-1]?\\d?\\d)){3}|\\[[0-9a-f:\\.]+\\]'
               '|([a-z\xa1-\uffff0-9](?:[a-z\xa1-\uffff0-9-]{0,61}[a-z\xa1-\uffff0-9])?'
               '(?:\\.(?!-)[a-z\xa1-\uffff0-9-]{1,63}(?<!-))*\\.(?!-)(?:[a-z\xa1-\uffff-]{2,63}'
               '|xn--[a-z0-9]{1,59})(?<!-)\\.?|localhost))(?::\\d{2,5})?(?:[/?#][^\\s]*)?\\Z')
# reportlab.lib.textsplit's `rx`
CJK_PATTERN = "([\u2e80-\uffff])"
# yaml.reader.Reader's `NON_PRINTABLE`
YAML_NON_PRINTABLE = "[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]"

# (pattern, flags as the library passes them, text every match holds, fewest characters of a
# match, the module that compiles it)
LAZY = [(URI_PATTERN, int(re.I), "://", 0, "reportlab.platypus.paragraph"),
        (CJK_PATTERN, int(re.UNICODE), None, 1, "reportlab.lib.textsplit"),
        (YAML_NON_PRINTABLE, 0, None, 1, "yaml.reader")]
for _pattern, _flags, _required, _shortest, _module in LAZY:
    if isinstance(getattr(re, "_cache", None), dict) and (str, _pattern, _flags) not in re._cache \
            and _module not in sys.modules:
        re._cache[str, _pattern, _flags] = LazyPattern(_pattern, _flags, _required, _shortest)
