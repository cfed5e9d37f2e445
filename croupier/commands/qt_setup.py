"""What the instructor's commands need of Qt: the language installed, and an application for fonts.

The PDF writer lays out text with fonts, which needs a ``QGuiApplication``; a command never opens a
window, so it runs on Qt's offscreen platform (with or without a display). Texts alone need only a
``QCoreApplication``.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication

from croupier.i18n import Language, MissingCatalogueError, Translations

__all__ = ["application", "install_language"]


def application(*, fonts: bool) -> QCoreApplication:
    """The running application, made if there is none: a ``QGuiApplication`` when ``fonts``."""
    from PySide6.QtGui import QGuiApplication  # noqa: PLC0415 - texts alone (a CSV) need no QtGui

    running = QCoreApplication.instance()
    if running is not None:
        if fonts and not isinstance(running, QGuiApplication):  # pragma: no cover - one app per process
            raise RuntimeError("a QCoreApplication is running; the PDF writer needs a QGuiApplication")
        return running
    if not fonts:
        return QCoreApplication([sys.argv[0]])
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # never a window, with or without a display
    return QGuiApplication([sys.argv[0]])


def install_language(code: str | None, *, fonts: bool, command: str) -> Translations | None:
    """Install ``code`` (None: the system's language); without the catalogues the texts stay English
    and a line on stderr says so."""
    app = application(fonts=fonts)
    try:
        return Translations(app, Language(code) if code else None)
    except MissingCatalogueError as error:
        print(f"croupier {command}: {error}", file=sys.stderr)
        return None
