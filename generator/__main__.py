"""The `drukarnia` command (and `python -m generator`): the no-change fast path first (quick.py),
then the ordinary command line, imported only when needed."""
from __future__ import annotations

import sys

from . import quick


def main() -> None:
    quick.start(sys.argv[1:])
    # late on purpose: the fast path has already answered when nothing changed (test_architecture)
    from generator.cli import main as ordinary
    ordinary()


if __name__ == "__main__":
    main()
