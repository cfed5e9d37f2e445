"""Where the shipped files are: ``resources/`` (the icon, the desktop entry and the metainfo) and the
compiled translations; the trainer's name on the desktop.

An installed wheel carries them inside the package (``croupier/resources``, ``croupier/translations``);
a source checkout (editable install) has them at the repository root, and a PyInstaller bundle in
its own folder, laid out as the wheel.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent / name


APP_ID = "org.example.croupier.Croupier"
"""The trainer's id on a desktop (reverse DNS): the name of its ``.desktop`` entry, its metainfo and
its icon, and Qt's desktop file name (Wayland matches the window to the entry by it). The domain is
a placeholder until the project has one of its own."""

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""The PNG sizes of the icon (``resources/icons/png/croupier-<N>.png``), rendered from its SVG."""


def resources_dir() -> Path:
    """The folder of the shipped resources (cards, chips and toolbar icons are painted in code)."""
    return _shipped("resources")


def icon_svg() -> Path:
    """The application icon, scalable."""
    return resources_dir() / "icons" / "croupier.svg"


def icon_png(size: int) -> Path:
    """The application icon at ``size`` pixels (one of ``ICON_SIZES``)."""
    return resources_dir() / "icons" / "png" / f"croupier-{size}.png"


def desktop_entry() -> Path:
    """The freedesktop.org desktop entry (``<APP_ID>.desktop``)."""
    return resources_dir() / "desktop" / f"{APP_ID}.desktop"


def metainfo() -> Path:
    """The AppStream metainfo (``<APP_ID>.metainfo.xml``)."""
    return resources_dir() / "desktop" / f"{APP_ID}.metainfo.xml"


def translations_dir() -> Path:
    """The folder holding ``croupier_de.qm`` and ``croupier_en.qm``."""
    return _shipped("translations")
