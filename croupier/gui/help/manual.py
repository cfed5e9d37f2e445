"""The trainer's manual (the user's parts of the README, in German and English), shipped in the
package as Markdown (``data/manual_en.md``, ``data/manual_de.md``), never read from the README."""

from __future__ import annotations

from functools import cache
from importlib import resources

__all__ = ["MANUAL_LANGUAGES", "manual_text"]

MANUAL_LANGUAGES = ("de", "en")


@cache
def manual_text(language: str) -> str:
    """The manual in ``language`` ("de" or "en"; anything else gets English)."""
    code = language if language in MANUAL_LANGUAGES else "en"
    return resources.files("croupier.gui.help").joinpath("data", f"manual_{code}.md").read_text("utf-8")
