"""The `drukarnia` command (and `python -m generator`): the no-change fast path first (quick.py),
then the replayed answers of `validate`, `list` and `--help` (replies.py), then the ordinary
command line, imported only when needed."""
from __future__ import annotations

import sys

from . import quick, replies


def main() -> None:
    quick.start(sys.argv[1:])
    replies.run(sys.argv[1:], _ordinary)


def _ordinary() -> None:
    # late on purpose: the fast paths have already answered when nothing changed (test_architecture)
    from generator.cli import main as ordinary
    ordinary()


if __name__ == "__main__":
    main()
