"""The rulebook's values (a rule, a section, a house-rule option and its choices) and rule numbers.

>>> parse_number(" r8.6A "), parse_number("4.4"), parse_number("§3")
('R8.6a', 'R4.4', '§3')
>>> section_of("R8.6a"), parent_of("R8.6a"), parent_of("R8.6")
('2.8', 'R8.6', None)
>>> sorted(["R10.1", "§3", "R8.6a", "R2.1", "§1", "R8.6"], key=number_key)
['§1', 'R2.1', 'R8.6', 'R8.6a', 'R10.1', '§3']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "Choice",
    "InForce",
    "Option",
    "Rule",
    "RulebookDataError",
    "RulebookError",
    "Section",
    "UnknownOptionError",
    "UnknownRuleError",
    "UnknownRulebookLanguageError",
    "number_key",
    "parent_of",
    "parse_number",
    "section_of",
]


class RulebookError(ValueError):
    """Something asked of the rulebook that it cannot give."""


class UnknownRuleError(RulebookError):
    """A rule number that is not in the rulebook, or text that is no rule number at all."""


class UnknownOptionError(RulebookError):
    """A house-rule key the rulebook does not describe."""


class UnknownRulebookLanguageError(RulebookError):
    """A language the rulebook is not written in."""


class RulebookDataError(RulebookError):
    """A rulebook data file that is malformed or incomplete (a packaging or editing mistake)."""


# R4.4, R8.6a (a lettered sub-item), and the two chapters cited as a whole: §1 (the house rules)
# and §3 (the dealer's routine).
_NUMBER = re.compile(r"(?:R?(\d{1,2})\.(\d{1,2})([a-z]?)|§([13]))", re.IGNORECASE)


def parse_number(text: str) -> str:
    """``text`` as the rulebook writes a rule number: ``R4.4``, ``R8.6a``, ``§1`` or ``§3``.

    The ``R`` may be left out or written small; the letter of a sub-item is small.

    >>> parse_number("R4")
    Traceback (most recent call last):
    ...
    croupier.rulebook.model.UnknownRuleError: 'R4' is not a rule number such as R4.4, R8.6a or §3
    """
    match = _NUMBER.fullmatch(text.strip())
    if match is None:
        raise UnknownRuleError(f"{text!r} is not a rule number such as R4.4, R8.6a or §3")
    major, minor, letter, chapter = match.groups()
    if chapter is not None:
        return f"§{chapter}"
    return f"R{int(major)}.{int(minor)}{letter.lower()}"


def number_key(number: str) -> tuple[int, int, int, str]:
    """Sorts rule numbers in book order: §1, then R1.1 … R12.5 (sub-items after their rule), §3."""
    if number.startswith("§"):
        return (0, 0, 0, "") if number == "§1" else (2, 0, 0, "")
    match = _NUMBER.fullmatch(number)
    if match is None:
        raise UnknownRuleError(f"{number!r} is not a rule number such as R4.4, R8.6a or §3")
    major, minor, letter, _ = match.groups()
    return (1, int(major), int(minor), letter)


def section_of(number: str) -> str:
    """The section a rule belongs to: ``2.4`` for R4.4; ``1`` and ``3`` for §1 and §3."""
    if number.startswith("§"):
        return number[1:]
    return f"2.{number[1:].split('.', maxsplit=1)[0]}"


def parent_of(number: str) -> str | None:
    """The rule a lettered sub-item belongs to (R8.6 for R8.6a), None for a rule of its own."""
    if number[-1].isalpha():
        return number[:-1]
    return None


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: its number, title, text and example (``""`` when it has none) in one language.

    The text is plain: paragraphs are separated by an empty line, and a line starting with "- " is
    an item of a list. ``options`` are the keys of the house rules that change it.
    """

    number: str
    title: str
    text: str
    example: str
    section: str
    parent: str | None
    options: tuple[str, ...]

    def blocks(self) -> tuple[str, ...]:
        """The text's paragraphs and list items, in order (items keep their "- ")."""
        return tuple(line for line in self.text.split("\n") if line)


@dataclass(frozen=True, slots=True)
class Section:
    """A section of the rulebook (``2.4`` and its title) and its rule numbers in order."""

    number: str
    title: str
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Choice:
    """One value a house rule can take, as text (``"3"``, ``"position"``, ``"true"``), and its name."""

    value: str
    name: str
    default: bool


@dataclass(frozen=True, slots=True)
class Option:
    """A house rule: its ``HouseRules`` key, its name, the usual choices (the default first) and the
    rules it changes."""

    key: str
    name: str
    choices: tuple[Choice, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class InForce:
    """A house rule as it stands in a given ``HouseRules``: the option and the choice made.

    ``choice`` may be a value that is not among ``option.choices`` (four players at most, say).
    """

    option: Option
    choice: Choice

    @property
    def key(self) -> str:
        return self.option.key
