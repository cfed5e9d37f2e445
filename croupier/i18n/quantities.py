"""Counted things with their plural forms (``%n``): players, chips, cards, hands, questions.

The plural forms live in the catalogues (German and English both), so the English source texts
carry the "(s)" that ``croupier_en.ts`` resolves. ``%Ln`` writes the number with the locale's
digit grouping (German "1.250 Chips"), ``%n`` without it (counts that stay small).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

__all__ = ["Table", "cards_text", "chips_text", "hands_text", "players_text", "questions_text"]


class Table(QObject):
    """The "Table" translation context for counted things.

    Plural texts are written as ``self.tr(text, "", n)`` because that is the form in which
    ``pyside6-lupdate`` (6.11) records a message as plural (``numerus="yes"``); it does not for
    ``QCoreApplication.translate(context, text, None, n)``, and would then drop the plural forms.
    """

    def players(self, count: int) -> str:
        return self.tr("%n player(s)", "", count)

    def chips(self, amount: int) -> str:
        return self.tr("%Ln chip(s)", "", amount)

    def cards(self, count: int) -> str:
        return self.tr("%n card(s)", "", count)

    def hands(self, count: int) -> str:
        return self.tr("%Ln hand(s)", "", count)

    def questions(self, count: int) -> str:
        return self.tr("%Ln question(s)", "", count)


def players_text(count: int) -> str:
    """A number of players: "1 player", "3 players" / "1 Spieler", "3 Spieler"."""
    return Table().players(count)


def chips_text(amount: int) -> str:
    """A chip amount: "1 chip", "1,250 chips" / "1 Chip", "1.250 Chips" (locale grouping)."""
    return Table().chips(amount)


def cards_text(count: int) -> str:
    """A number of cards: "1 card", "5 cards" / "1 Karte", "5 Karten"."""
    return Table().cards(count)


def hands_text(count: int) -> str:
    """Hands dealt, for reports: "1 hand", "20 hands" / "1 Hand", "20 Hände"."""
    return Table().hands(count)


def questions_text(count: int) -> str:
    """Questions of an exam, for reports: "1 question", "30 questions" / "1 Frage", "30 Fragen"."""
    return Table().questions(count)
