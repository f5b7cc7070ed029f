"""The `drukarnia` command (and `python -m generator`): the no-change fast path first (quick.py),
then the replayed answers of `validate`, `list` and `--help` (replies.py), then the ordinary
command line, imported only when needed."""
from __future__ import annotations

import os
import signal
import sys

from . import quick, replies

# pydantic looks through every installed distribution for plugins when it builds its first model
# (~10-20 ms of each command that checks data); our models are the command's own and use none.
# A user's own setting of the variable stands.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def main() -> None:
    """Ctrl-C exits 130 wherever it lands, also while the command line is imported or while a
    finished run is already exiting (never a KeyboardInterrupt traceback, never a signal status)."""
    try:
        quick.start(sys.argv[1:])
        replies.run(sys.argv[1:], _ordinary)
    except KeyboardInterrupt:
        sys.stderr.write(quick.INTERRUPTED)
        sys.exit(130)
    finally:
        # the run has ended (its exit is under way): a Ctrl-C now can change nothing it did
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ordinary() -> None:
    # late on purpose: the fast paths have already answered when nothing changed (test_architecture)
    from generator.cli import main as ordinary
    ordinary()


if __name__ == "__main__":
    main()
