"""The terminal's language: English source strings, a Polish catalogue when the user reads Polish.

One model for every message, help text and usage error the CLI prints: the English text in the
code is the message id; `generator/locale/pl/LC_MESSAGES/drukarnia.mo` (compiled from the `.po`
beside it, shipped as package data) holds the Polish. The language comes from `--lang`, else from
the locale (LC_ALL, LC_MESSAGES, LANG, as POSIX orders them); anything not Polish is English.
Findings keep their English text unless the catalogue has them; rule ids never change.

stdlib gettext reads the catalogue at run time (no dependency); Babel compiles it (test extra).
"""
from __future__ import annotations

import gettext
import os
from importlib.resources import files
from pathlib import Path
import importlib

DOMAIN = "drukarnia"
LOCALE_DIR = Path(str(files("generator"))) / "locale"   # generator/locale, wherever this module sits
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


def translate_click() -> None:
    """click's own texts (Usage:, Options:, Error:, 'No such option') through our catalogue."""
    for name in ("core", "decorators", "exceptions", "formatting", "parser", "types", "termui", "utils",
                 "_termui_impl"):
        try:
            module = importlib.import_module(f"click.{name}")
        except ImportError:   # pragma: no cover - a click without that module
            continue
        if hasattr(module, "_"):
            module._ = _
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext
