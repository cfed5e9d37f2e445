"""Where the shipped files are: ``resources/`` and the compiled translations.

An installed wheel carries them inside the package (``croupier/resources``, ``croupier/translations``);
a source checkout (editable install) has them at the repository root.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent / name


def resources_dir() -> Path:
    """The folder of the shipped resources (the screenshots; cards, chips and icons are painted)."""
    return _shipped("resources")


def translations_dir() -> Path:
    """The folder holding ``croupier_de.qm`` and ``croupier_en.qm``."""
    return _shipped("translations")
