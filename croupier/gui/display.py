"""Is there a screen to open a window on? Asked before Qt starts, because Qt aborts without one.

>>> display_problem({"DISPLAY": ":0"}, platform="linux")
>>> display_problem({"QT_QPA_PLATFORM": "offscreen"}, platform="linux")
>>> print(display_problem({}, platform="linux"))  # doctest: +ELLIPSIS
croupier: no display found (DISPLAY and WAYLAND_DISPLAY are not set); start Croupier ...
"""

from __future__ import annotations

import sys
from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

__all__ = ["display_problem"]

translate = QCoreApplication.translate

# Qt platforms that need no window system.
_HEADLESS = {"offscreen", "minimal", "minimalegl", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"}


def display_problem(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """A one-line reason why no window can open, or None when one can (or Qt is told otherwise)."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None  # Windows and macOS always have their own window system
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    # The variable may list fallbacks ("wayland;xcb") and carry options ("vnc:size=800x600").
    names = [part.split(":")[0].strip().lower() for part in requested.split(";") if part.strip()]
    has_x = bool(environ.get("DISPLAY"))
    has_wayland = bool(environ.get("WAYLAND_DISPLAY"))
    for name in names:
        if name in _HEADLESS or (name == "xcb" and has_x) or (name.startswith("wayland") and has_wayland):
            return None
    if names and not any(name == "xcb" or name.startswith("wayland") for name in names):
        return None  # a platform we do not know: let Qt judge it
    if has_x or has_wayland:
        if names:
            return translate(
                "Display",
                "croupier: QT_QPA_PLATFORM={platform} needs a display that is not set; "
                "unset QT_QPA_PLATFORM or start Croupier from a desktop session.",
            ).format(platform=requested)
        return None
    return translate(
        "Display",
        "croupier: no display found (DISPLAY and WAYLAND_DISPLAY are not set); start Croupier "
        "from a desktop session, or render a picture with `croupier screenshot`.",
    )
