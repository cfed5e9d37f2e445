"""What the About page says: the trainer's version, the parts it is built on with their versions and
licences, and where progress and settings are kept."""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import importlib.metadata
from dataclasses import dataclass
from functools import cache

import PySide6
from PySide6.QtCore import qVersion

import croupier

__all__ = ["Component", "components", "espeak_version"]


@dataclass(frozen=True, slots=True)
class Component:
    """A part the trainer is built on: its name, version (None: not found) and licence."""

    name: str
    version: str | None
    licence: str
    url: str


def _version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


@cache
def espeak_version() -> str | None:
    """The installed eSpeak NG library's version, None when there is none."""
    name = ctypes.util.find_library("espeak-ng")
    if name is None:
        return None
    with contextlib.suppress(OSError, AttributeError):
        library = ctypes.CDLL(name)
        library.espeak_Info.restype = ctypes.c_char_p
        library.espeak_Info.argtypes = [ctypes.c_void_p]
        found = library.espeak_Info(None)
        if found:
            return bytes(found).decode("ascii", "replace").split()[0]
    return None


def components() -> list[Component]:
    """Croupier and what it is built on, in the order the About page lists them."""
    return [
        Component("Croupier", croupier.__version__, "MIT", ""),
        Component("Qt", qVersion(), "LGPL-3.0", "https://www.qt.io/licensing/open-source-lgpl-obligations"),
        Component(
            "PySide6", PySide6.__version__, "LGPL-3.0", "https://doc.qt.io/qtforpython-6/licenses.html"
        ),
        Component(
            "eSpeak NG", espeak_version(), "GPL-3.0-or-later", "https://github.com/espeak-ng/espeak-ng"
        ),
        Component("pyttsx3", _version("pyttsx3"), "MPL-2.0", "https://github.com/nateshmbhat/pyttsx3"),
        Component("SQLAlchemy", _version("SQLAlchemy"), "MIT", "https://www.sqlalchemy.org/"),
        Component("Alembic", _version("alembic"), "MIT", "https://alembic.sqlalchemy.org/"),
    ]
