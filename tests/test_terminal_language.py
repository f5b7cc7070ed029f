"""The terminal speaks one language per run: Polish by the locale or by the option, help texts
included, and the Polish catalogue covers every message and is compiled."""

from __future__ import annotations

import click
from click.testing import CliRunner

from generator.cli import COMMAND_MODULES, cli, extra_command
from generator.commands import i18n

from .conftest import REPO

K = "kolekcjonerzy"


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_polish_terminal_by_locale_and_by_option(components, tmp_path, monkeypatch):
    out = tmp_path / "out"
    english = run("build", K, "--components", str(components), "--out", str(out))
    assert english.output.splitlines()[-3].split() == [
        "game",
        "files",
        "pages",
        "print",
        "jobs",
        "card",
        "250–300",
        "g",
        "card",
        "160–200",
        "g",
        "paper",
        "80–120",
        "g",
        "card",
        "saved",
    ]
    assert english.output.splitlines()[-2].split()[0] == "Kolekcjonerzy"  # the title, not the id
    polish = run("--lang", "pl", "build", K, "--components", str(components), "--out", str(out))
    assert polish.output.splitlines()[-3].split() == [
        "gra",
        "pliki",
        "strony",
        "pliki",
        "do",
        "druku",
        "karton",
        "250–300",
        "g",
        "karton",
        "160–200",
        "g",
        "papier",
        "80–120",
        "g",
        "karton",
        "oszczędzony",
    ]
    assert "reused" not in polish.output and "cache" not in polish.output
    monkeypatch.setenv("LC_ALL", "pl_PL.UTF-8")
    by_locale = run("validate", "--components", "/nonexistent")
    assert by_locale.output.strip().splitlines()[-1] == "Błąd: folder danych '/nonexistent' nie istnieje"
    english_again = run("--lang", "en", "validate", "--components", "/nonexistent")
    assert english_again.output.strip().splitlines()[-1] == "Error: components folder '/nonexistent' does not exist"


def test_help_texts_follow_the_language(monkeypatch):
    assert "Show this message and exit." in run("build", "--help").output
    polish = run("--lang", "pl", "build", "--help").output
    assert "Pokaż ten opis i zakończ." in polish
    assert "Margines drukarki w mm" in polish


def test_every_help_text_follows_the_language():
    """With --lang pl every command's help, and every option's, is shown in Polish, click's own texts
    included; with --lang en, as written."""

    def commands(group, path):
        for name in group.list_commands(None):
            command = group.get_command(None, name)
            yield path + [name], command
            if isinstance(command, click.Group):
                yield from commands(command, path + [name])

    flat = " ".join
    for path, command in commands(cli, []):
        written = [h for h in [command.written_help] + [getattr(p, "written_help", None) for p in command.params] if h]
        polish, english = run("--lang", "pl", *path, "--help").output, run("--lang", "en", *path, "--help").output
        assert polish.startswith("Użycie: ") and "Opcje:" in polish and "Pokaż ten opis i zakończ." in polish, path
        assert english.startswith("Usage: ") and "Options:" in english and "Show this message and exit." in english
        i18n.use("pl")
        try:
            shown = [i18n._(h) for h in written]
        finally:
            i18n.use("en")
        for text, translated in zip(written, shown):
            assert translated != text, (path, text)
            assert flat(translated.split("\f")[0].split())[:40] in flat(polish.split()), (path, translated)
            assert flat(text.split())[:40] not in flat(polish.split()), (path, text)
            assert flat(text.split("\f")[0].split())[:40] in flat(english.split()), (path, text)


def test_polish_catalogue_covers_every_message_and_is_compiled():
    """Every English source string of the terminal (code and help texts) has a Polish text, and the shipped
    .mo is the compiled .po (run `pybabel compile -d generator/locale -D drukarnia` after editing the .po)."""
    import gettext

    from babel.messages.extract import extract_from_dir
    from babel.messages.pofile import read_po

    locale = REPO / "generator" / "locale" / "pl" / "LC_MESSAGES"
    with open(locale / "drukarnia.po", "rb") as handle:
        catalogue = read_po(handle)
    translated = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in catalogue if m.id}
    used = {
        found[2] if isinstance(found[2], str) else found[2][0]
        for found in extract_from_dir(str(REPO / "generator"), keywords={"_": None, "ngettext": (1, 2)})
    }
    helps = set()

    def walk(command):
        owners = [command] + list(command.params)
        helps.update(h for h in (getattr(o, "written_help", None) for o in owners) if h)
        for sub in getattr(command, "commands", {}).values():
            walk(sub)

    walk(cli)
    for name in COMMAND_MODULES:
        walk(extra_command(name))
    missing = sorted(m for m in used | helps if not translated.get(m))
    assert missing == []
    compiled = gettext.GNUTranslations(open(locale / "drukarnia.mo", "rb"))
    for message in catalogue:
        if message.id and isinstance(message.id, str):
            assert compiled.gettext(message.id) == message.string, message.id
