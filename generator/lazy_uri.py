"""platypus's URL pattern, compiled when a word with "://" first comes (never in our texts) instead
of when platypus is imported (issue 18: some 30 ms of every run that lays out text).

reportlab.platypus.paragraph compiles `uri_pat` (where platypus looks for a URL in a word it would
break) on import: case-insensitive ranges of 65 000 characters, and it matches only text with
"://" in it (its first group is not optional). Left in re's cache before platypus is imported, the
lazy pattern is what platypus's re.compile returns; anywhere this does not hold (another reportlab,
another re), platypus compiles its own as before. Every module that imports reportlab.platypus
imports this one first (tests/test_imports.py); it imports nothing but the standard library.
"""
from __future__ import annotations

import re
import sys


class LazyPattern:
    """A compiled pattern made at its first use: for a pattern a library compiles when it is
    imported and rarely uses. `match` answers None without compiling for a string that lacks
    `required`, a piece of text every match contains."""

    def __init__(self, pattern: str, flags: int, required: str):
        self.args, self.required, self.compiled = (pattern, flags), required, None

    def real(self) -> re.Pattern:
        if self.compiled is None:     # by the compiler itself: re's cache would answer this object
            compiler = getattr(re, "_compiler", None) or sys.modules.get("sre_compile")
            self.compiled = compiler.compile(*self.args)
        return self.compiled

    def match(self, string, *args, **kwargs):
        if not args and not kwargs and type(string) is str and self.required not in string:
            return None
        return self.real().match(string, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.real(), name)


# reportlab.platypus.paragraph's `uri_pat`, as its source spells it
URI_PATTERN = ('(^(?:[a-z0-9\\.\\-\\+]*)://)(?:\\S+(?::\\S*)?@)?(?:(?:25[0-5]|2[0-4]\\d'
               '|[0-1]?\\d?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|[0-1]?\\d?\\d)){3}|\\[[0-9a-f:\\.]+\\]'
               '|([a-z\xa1-\uffff0-9](?:[a-z\xa1-\uffff0-9-]{0,61}[a-z\xa1-\uffff0-9])?'
               '(?:\\.(?!-)[a-z\xa1-\uffff0-9-]{1,63}(?<!-))*\\.(?!-)(?:[a-z\xa1-\uffff-]{2,63}'
               '|xn--[a-z0-9]{1,59})(?<!-)\\.?|localhost))(?::\\d{2,5})?(?:[/?#][^\\s]*)?\\Z')
URI_KEY = (str, URI_PATTERN, int(re.I))
if isinstance(getattr(re, "_cache", None), dict) and URI_KEY not in re._cache \
        and "reportlab.platypus.paragraph" not in sys.modules:
    re._cache[URI_KEY] = LazyPattern(URI_PATTERN, int(re.I), "://")
