"""`drukarnia serve [GAME…]`: a live preview in the browser; pages and findings follow every save."""

from __future__ import annotations

import ipaddress
import signal
import sys
from pathlib import Path

import click

from generator import serve
from generator.commands.i18n import _
from generator.commands.i18n import current as current_language
from generator.commands.shared import LocalisedCommand, default_components, no_cache_option, option, resolve_games


@click.command(name="serve", cls=LocalisedCommand)
@click.argument("games", nargs=-1)
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8765,
    show_default=True,
    help="Port to listen on (0: any free port).",
)
@option(
    "--host",
    default=None,
    metavar="ADDRESS",
    help="Address to listen on [default: 127.0.0.1]. Only this machine can connect unless you name "
    "another address, such as 0.0.0.0 for your whole network.",
)
@option("--open", "open_page", is_flag=True, help="Open the page in the default web browser.")
@no_cache_option
def COMMAND(games, components, port, host, open_page) -> None:
    """Show GAMES' pages and findings in the browser, updated on every save (Ctrl-C stops)."""
    try:
        _serve(games, components, port, host, open_page)
    except KeyboardInterrupt:
        click.echo(_("drukarnia serve: stopped"), err=True)
        sys.exit(130)


def _serve(games, components, port, host, open_page) -> None:
    components = components or default_components()
    game_ids = resolve_games(components, games)
    address = host or "127.0.0.1"
    # Ctrl-C is held back while the threads start and let through once their stop is sure to run
    # (the threads inherit the mask: the signal always reaches the main thread)
    held = _mask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        server, shutdown = _start(components, game_ids if games else None, address, port, host)
    except BaseException:
        _mask(signal.SIG_SETMASK, held)
        raise
    try:
        _mask(signal.SIG_SETMASK, held)
        _run(server, host, address, components, open_page)
    finally:
        shutdown()


def _mask(how, signals):
    """signal.pthread_sigmask where the system has it (not on Windows: nothing is held back there)."""
    return signal.pthread_sigmask(how, signals) if hasattr(signal, "pthread_sigmask") else set()


def _start(components, game_ids, address, port, host):
    try:
        return serve.start(components, game_ids, address, port, check_host=host is None, language=current_language())
    except serve.PortInUse:
        click.echo(
            _(
                "drukarnia serve: port {port} on {address} is in use (or not allowed); choose another with "
                "--port N, or --port 0 for any free port"
            ).format(port=port, address=address),
            err=True,
        )
        sys.exit(2)
    except OSError as exc:
        click.echo(
            _("drukarnia serve: cannot listen on {address}:{port}: {reason}; check --host").format(
                address=address, port=port, reason=exc.strerror or exc
            ),
            err=True,
        )
        sys.exit(2)


def _run(server, host, address, components, open_page) -> None:
    bound_host, bound_port = server.server_address[:2]
    shown = f"[{bound_host}]" if ":" in bound_host else bound_host
    url = f"http://{shown}:{bound_port}/"
    if host is not None and not _loopback(address):
        click.echo(
            _("drukarnia serve: listening on {address}: anyone who can reach this machine can see the preview").format(
                address=address
            ),
            err=True,
        )
    click.echo(
        _("drukarnia serve: {url}  (watching {components}; Ctrl-C stops)").format(url=url, components=components),
        err=True,
    )
    click.echo(url)
    sys.stdout.flush()
    if open_page:
        serve.open_browser(url)
    server.serve_forever(poll_interval=0.2)


def _loopback(address: str) -> bool:
    if address == "localhost":
        return True
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False
