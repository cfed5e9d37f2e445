"""Counted things with their plural forms (``%n``): players, chips, cards, hands.

The plural forms live in the catalogues (German and English both), so the English source texts
carry the "(s)" that ``croupier_en.ts`` resolves. ``%Ln`` writes the number with the locale's
digit grouping (German "1.250 Chips"), ``%n`` without it (counts that stay small).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["cards_text", "chips_text", "hands_text", "players_text"]

translate = QCoreApplication.translate


def players_text(count: int) -> str:
    """A number of players: "1 player", "3 players" / "1 Spieler", "3 Spieler"."""
    return translate("Table", "%n player(s)", None, count)


def chips_text(amount: int) -> str:
    """A chip amount: "1 chip", "1,250 chips" / "1 Chip", "1.250 Chips" (locale grouping)."""
    return translate("Table", "%Ln chip(s)", None, amount)


def cards_text(count: int) -> str:
    """A number of cards: "1 card", "5 cards" / "1 Karte", "5 Karten"."""
    return translate("Table", "%n card(s)", None, count)


def hands_text(count: int) -> str:
    """Hands dealt, for reports: "1 hand", "20 hands" / "1 Hand", "20 Hände"."""
    return translate("Table", "%Ln hand(s)", None, count)
