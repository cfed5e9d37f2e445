"""Rule numbers in a text (R4.4, R8.6a) as links that open the rule in the Rules view.

A label shows ``linked_html(text)`` as rich text and hands its ``linkActivated`` to
``rule_of_link``, which gives the number back (None for another link).

>>> linked_html("Seat 2 acts (R5.2) <first>")
'Seat 2 acts (<a href="rule:R5.2">R5.2</a>) &lt;first&gt;'
>>> rule_of_link("rule:R8.6a"), rule_of_link("https://example.org")
('R8.6a', None)
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

__all__ = ["RULE_LINK", "cited_numbers", "link_label", "linked_html", "rule_of_link"]

RULE_LINK = "rule:"
_CITED = re.compile(r"\b(R\d+\.\d+[a-z]?)\b")


def linked_html(text: str) -> str:
    """``text`` escaped for rich text, line breaks kept, every rule number a link."""
    escaped = escape(text, quote=False).replace("\n", "<br/>")
    return _CITED.sub(lambda match: f'<a href="{RULE_LINK}{match.group(1)}">{match.group(1)}</a>', escaped)


def cited_numbers(text: str) -> list[str]:
    """The rule numbers ``text`` cites, in order, each once.

    >>> cited_numbers("first (R5.2, R5.4); then R5.2")
    ['R5.2', 'R5.4']
    """
    return list(dict.fromkeys(_CITED.findall(text)))


def rule_of_link(link: str) -> str | None:
    return link.removeprefix(RULE_LINK) if link.startswith(RULE_LINK) else None


def link_label(label: QLabel) -> None:
    """Make ``label`` show rich text with links it does not open itself (the window does)."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setOpenExternalLinks(False)
    flags = label.textInteractionFlags() | Qt.TextInteractionFlag.LinksAccessibleByMouse
    label.setTextInteractionFlags(flags | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
