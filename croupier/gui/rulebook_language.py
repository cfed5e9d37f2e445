"""Which rulebook to show: the language of the catalogue installed (the rulebook's texts are data).

The German catalogue translates the marker "en" to "de", so whatever installs a language (the
settings, a test) also chooses the rulebook, and widgets need no extra wiring.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.rulebook import LANGUAGES

__all__ = ["rulebook_language"]


def rulebook_language() -> str:
    """``"de"`` or ``"en"``: the rulebook in the language now installed (English without one)."""
    code = QCoreApplication.translate(
        "Rulebook", "en", "the code of this catalogue's language (de or en): the rulebook shown"
    )
    return code if code in LANGUAGES else "en"
