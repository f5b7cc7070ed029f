"""Packaging beyond pyproject.toml: the top-level data folders become package data.

components/, templates/ and schema/ stay at the repository's top level (where a user edits them);
an install maps them to generator/data/<folder>, found with importlib.resources (generator/data).
"""

from setuptools import find_packages, setup

DATA = {f"generator.data.{folder}": folder for folder in ("components", "templates", "schema")}

setup(
    packages=find_packages(include=["generator", "generator.*"]) + list(DATA),
    package_dir=DATA,
    package_data={
        **{package: ["**/*"] for package in DATA},
        # the terminal's Polish catalogue (compiled from the .po beside it with Babel) and the print
        # shops' templates (one YAML file per shop, generator/export/shops)
        "generator": ["locale/*/LC_MESSAGES/*.mo", "locale/*/LC_MESSAGES/*.po", "export/shops/*.yaml"],
    },
)
