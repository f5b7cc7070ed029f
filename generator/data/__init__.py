"""The bundled data: the four games' components, the rulebook templates and the editor schemas.

In the repository they sit at the top level (components/, templates/, schema/); the install maps
them into this package (setup.py: package_dir), so an installed drukarnia finds them here through
importlib.resources, wherever site-packages is. Imports nothing of drukarnia.
"""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path

FOLDERS = ("components", "templates", "schema")


def bundled(name: str) -> Path:
    """The bundled folder `name` (one of FOLDERS) as a directory on disk."""
    if name not in FOLDERS:
        raise ValueError(f"no bundled folder '{name}'; expected one of: {', '.join(FOLDERS)}")
    root = files(__name__) / name   # an install: mapped here from the repository's top level
    if not root.is_dir():
        # an editable install of a source checkout: setuptools' editable finder serves only
        # folders with an __init__.py, so the data is read where it is, at the repository's top
        root = Path(__file__).resolve().parents[2] / name
    return Path(str(root))
