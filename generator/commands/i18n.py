"""The terminal's language: English source strings, a Polish catalogue when the user reads Polish.

One model for every message, help text and usage error the CLI prints: the English text in the
code is the message id; `generator/locale/pl/LC_MESSAGES/drukarnia.mo` (compiled from the `.po`
beside it, shipped as package data) holds the Polish. The language comes from `--lang`, else from
the locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them); anything not Polish is English.
Findings keep their English text unless the catalogue has them; rule ids never change. click's
own texts are marked for the standard library's gettext: the same catalogue answers them for the
length of a command (libraries_speaking), so a run speaks one language.

stdlib gettext reads the catalogue at run time (no dependency); Babel compiles it (test extra).
"""

from __future__ import annotations

import contextlib
import gettext
import os
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

DOMAIN = "drukarnia"
LOCALE_DIR = Path(str(files("generator"))) / "locale"  # generator/locale, wherever this module sits
LANGUAGES = ("en", "pl")

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """'pl' when the first set of LC_ALL, LC_MESSAGES, LANG starts with 'pl', else 'en'."""
    environ = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            return "pl" if value.lower().startswith("pl") else "en"
    return "en"


def use(language: str | None = None) -> str:
    """Switch the terminal's language (None: from the environment); returns the language used."""
    global _current, _language
    language = language or language_from_environment()
    if language == "pl":
        _current = gettext.translation(DOMAIN, str(LOCALE_DIR), languages=["pl"], fallback=True)
    else:
        _current = gettext.NullTranslations()
        language = "en"
    _language = language
    return language


def current() -> str:
    return _language


def _(message: str) -> str:
    """The message in the terminal's language."""
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Singular or plural form for n (Polish has three forms; the catalogue knows which)."""
    return _current.ngettext(singular, plural, n)


@contextlib.contextmanager
def libraries_speaking(language: str) -> Iterator[None]:
    """For its length, what libraries mark for translation with the standard library's gettext
    (click: "Usage:", "Options:", "Error:", its usage errors) comes from our catalogue in
    `language`: gettext's global text domain is ours, and LANGUAGE, where gettext looks for the
    language first, is `language` (English has no catalogue: the texts as written). Both are
    given back as they were at the end."""
    domain, language_variable = gettext.textdomain(), os.environ.get("LANGUAGE")
    gettext.bindtextdomain(DOMAIN, str(LOCALE_DIR))
    gettext.textdomain(DOMAIN)
    os.environ["LANGUAGE"] = language
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if language_variable is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = language_variable
