"""The rulebook in one language, read from the data file shipped in the package.

>>> book = rulebook("en")
>>> book.rule("R4.4").title
'The cap on raises'
>>> [rule.number for rule in book.search("bring-in")][:3]
['R3.5', 'R3.6', 'R3.7']
>>> in_force = book.in_force("R4.4", HouseRules.profile("tournament"))
>>> [(item.key, item.choice.name) for item in in_force][0]
('max_raises_per_round', 'Four raises after the bet')
>>> rulebook("de").rule("R4.4").title
'Das Cap für Erhöhungen'
"""

from __future__ import annotations

import functools
import importlib.resources
import tomllib
import types
from collections.abc import Iterator, Mapping
from typing import Any

from croupier.engine.rules import HouseRules, ShuffleStep
from croupier.rulebook.model import (
    Choice,
    InForce,
    Option,
    Rule,
    RulebookDataError,
    Section,
    UnknownOptionError,
    UnknownRulebookLanguageError,
    UnknownRuleError,
    number_key,
    parent_of,
    parse_number,
    section_of,
)
from croupier.rulebook.options import OPTION_RULES, usual_values, value_text

__all__ = ["LANGUAGES", "Rulebook", "rulebook"]

LANGUAGES: tuple[str, ...] = ("en", "de")
"""The languages the rulebook is written in (ISO 639-1 codes, as ``croupier.i18n.Language``)."""

_LABELS = ("example", "options", "in_force", "default")


class Rulebook:
    """Every rule in one language, its sections, the house-rule options, and a search.

    Built by :func:`rulebook`, which reads the data file once per language.
    """

    def __init__(
        self,
        language: str,
        *,
        rules: Mapping[str, Rule],
        sections: tuple[Section, ...],
        options: Mapping[str, Option],
        names: Mapping[str, Mapping[str, str]],
        labels: Mapping[str, str],
    ) -> None:
        self.language = language
        self._rules = types.MappingProxyType(dict(rules))
        self._sections = sections
        self._options = types.MappingProxyType(dict(options))
        self._names = names
        self.labels = types.MappingProxyType(dict(labels))
        """Words for plain-text output: ``example``, ``options``, ``in_force``, ``default``."""

    def __repr__(self) -> str:
        return f"<Rulebook {self.language}: {len(self._rules)} rules>"

    def __len__(self) -> int:
        return len(self._rules)

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __contains__(self, number: object) -> bool:
        if not isinstance(number, str):
            return False
        try:
            return parse_number(number) in self._rules
        except UnknownRuleError:
            return False

    # ----------------------------------------------------------------------------- rules

    def rule(self, number: str) -> Rule:
        """The rule numbered ``number`` (``"R4.4"``, ``"r8.6a"``, ``"4.4"``, ``"§3"``).

        >>> rulebook().rule("R13.1")
        Traceback (most recent call last):
        ...
        croupier.rulebook.model.UnknownRuleError: there is no rule R13.1 in the rulebook
        """
        key = parse_number(number)
        try:
            return self._rules[key]
        except KeyError:
            raise UnknownRuleError(f"there is no rule {key} in the rulebook") from None

    def numbers(self) -> tuple[str, ...]:
        """Every rule number, in book order."""
        return tuple(self._rules)

    def sections(self) -> tuple[Section, ...]:
        """The sections in order: 1 (house rules), 2.1 … 2.12, 3 (the dealer's routine)."""
        return self._sections

    def section(self, number: str) -> Section:
        """The section numbered ``number`` (``"2.4"``)."""
        for section in self._sections:
            if section.number == number:
                return section
        raise UnknownRuleError(f"there is no section {number} in the rulebook")

    def children(self, number: str) -> tuple[Rule, ...]:
        """The lettered sub-items of a rule (R8.6a … R8.6e for R8.6)."""
        key = self.rule(number).number
        return tuple(rule for rule in self._rules.values() if rule.parent == key)

    def search(self, text: str) -> tuple[Rule, ...]:
        """The rules that contain every word of ``text`` (any case) in their number, title, text,
        example or option names. A rule whose number is ``text`` comes first, then the rules whose
        title holds every word, then the others, each in book order.

        >>> [rule.number for rule in rulebook("de").search("bring-in  komplett")][:2]
        ['R3.5', 'R3.6']
        """
        words = text.casefold().split()
        if not words:
            return ()
        exact = self.rule(text).number if text in self else None
        found: list[tuple[int, int, Rule]] = []
        for index, rule in enumerate(self._rules.values()):
            title = rule.title.casefold()
            option_names = " ".join(self._options[key].name for key in rule.options)
            haystack = " ".join((rule.number, title, rule.text, rule.example, option_names)).casefold()
            if rule.number == exact:
                found.append((0, index, rule))
            elif all(word in title for word in words):
                found.append((1, index, rule))
            elif all(word in haystack for word in words):
                found.append((2, index, rule))
        return tuple(rule for _, _, rule in sorted(found, key=lambda item: item[:2]))

    # ----------------------------------------------------------------------------- house rules

    def option(self, key: str) -> Option:
        """The house rule ``key`` (a ``HouseRules`` field), its name and usual choices."""
        try:
            return self._options[key]
        except KeyError:
            raise UnknownOptionError(f"the rulebook describes no house rule {key!r}") from None

    def options(self, number: str | None = None) -> tuple[Option, ...]:
        """Every house rule, or those that change the rule ``number``."""
        if number is None:
            return tuple(self._options.values())
        return tuple(self._options[key] for key in self.rule(number).options)

    def choice_name(self, key: str, value: object) -> str:
        """A house rule's value in words: ``choice_name("max_raises_per_round", 4)`` is "Four raises
        after the bet"; a value the data does not name gets the option's general wording."""
        return _name_value(self._names[self.option(key).key], value_text(value))

    def in_force(self, number: str, house_rules: HouseRules) -> tuple[InForce, ...]:
        """The house rules that change rule ``number``, each with the choice ``house_rules`` makes."""
        return tuple(self.option_in_force(option.key, house_rules) for option in self.options(number))

    def option_in_force(self, key: str, house_rules: HouseRules) -> InForce:
        """House rule ``key`` with the choice ``house_rules`` makes, named in this language."""
        option = self.option(key)
        value = value_text(getattr(house_rules, key))
        listed = next((choice for choice in option.choices if choice.value == value), None)
        default = value == value_text(getattr(HouseRules(), key))
        choice = listed or Choice(value, self.choice_name(key, value), default)
        return InForce(option, choice)


# ------------------------------------------------------------------------------------- loading


def _name_value(names: Mapping[str, str], text: str) -> str:
    """The words for a value given as text: its own name, the named steps of a shuffle, or the
    option's general wording (``any``) with the value put in."""
    if text in names:
        return names[text]
    if "step:scramble" in names:
        joined = ", ".join(names.get(f"step:{step}", step) for step in text.split(",") if step)
        return joined[:1].upper() + joined[1:]
    if "any" in names:
        return names["any"].format(value=text)
    return text


def _reflow(text: str) -> str:
    """Join the wrapped lines of a data text: paragraphs apart by an empty line, "- " items kept."""
    blocks: list[str] = []
    open_block = False
    for raw in text.strip().splitlines():
        line = raw.strip()
        if not line:
            if blocks and blocks[-1]:
                blocks.append("")
            open_block = False
        elif line.startswith("- ") or not open_block:
            blocks.append(line)
            open_block = True
        else:
            blocks[-1] += " " + line
    return "\n".join(blocks)


def _text(table: Mapping[str, Any], field: str, where: str, *, required: bool = True) -> str:
    value = table.get(field, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise RulebookDataError(f"{where}: {field} must be a non-empty text")
    return _reflow(value)


def _read(language: str) -> Mapping[str, Any]:
    if language not in LANGUAGES:
        raise UnknownRulebookLanguageError(
            f"the rulebook is not written in {language!r}: use one of {', '.join(LANGUAGES)}"
        )
    resource = importlib.resources.files("croupier.rulebook").joinpath("data", f"rules_{language}.toml")
    try:
        return tomllib.loads(resource.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise RulebookDataError(f"rules_{language}.toml cannot be read: {error}") from None


def _options(data: Mapping[str, Any], where: str) -> tuple[dict[str, Option], dict[str, dict[str, str]]]:
    tables: Mapping[str, Any] = data.get("options", {})
    keys = HouseRules.keys()
    missing = sorted(set(keys) - set(tables))
    unknown = sorted(set(tables) - set(keys))
    if missing or unknown or set(OPTION_RULES) != set(keys):
        raise RulebookDataError(f"{where}: options missing {missing}, unknown {unknown}")
    options: dict[str, Option] = {}
    names: dict[str, dict[str, str]] = {}
    for key in keys:
        table = tables[key]
        own: dict[str, str] = {str(value): str(name) for value, name in table.get("values", {}).items()}
        own.update({f"step:{step}": str(name) for step, name in table.get("steps", {}).items()})
        if "any" in table:
            own["any"] = str(table["any"])
        names[key] = own
        if "steps" in table:
            lacking = [step.value for step in ShuffleStep if f"step:{step.value}" not in own]
        else:
            lacking = [value for value in usual_values(key) if value not in own]
        if lacking:
            raise RulebookDataError(f"{where}: option {key} names no {lacking}")
        default = usual_values(key)[0]
        choices = tuple(
            Choice(value, _name_value(own, value), value == default) for value in usual_values(key)
        )
        options[key] = Option(key, _text(table, "name", f"{where} option {key}"), choices, OPTION_RULES[key])
    return options, names


@functools.cache
def rulebook(language: str = "en") -> Rulebook:
    """The rulebook in ``language`` (``"en"`` or ``"de"``), read once and kept."""
    data = _read(language)
    where = f"rules_{language}.toml"
    options, names = _options(data, where)
    tables: Mapping[str, Any] = data.get("rules", {})
    numbers = sorted((parse_number(number) for number in tables), key=number_key)
    if len(set(numbers)) != len(tables) or any(number not in tables for number in numbers):
        raise RulebookDataError(f"{where}: rule numbers must be written as R4.4, R8.6a, §1 or §3")
    by_rule: dict[str, list[str]] = {number: [] for number in numbers}
    for key, rules in OPTION_RULES.items():
        for number in rules:
            if number not in by_rule:
                raise RulebookDataError(f"{where}: house rule {key} changes {number}, which is missing")
            by_rule[number].append(key)
    rules_by_number = {
        number: Rule(
            number=number,
            title=_text(tables[number], "title", f"{where} {number}"),
            text=_text(tables[number], "text", f"{where} {number}"),
            example=_text(tables[number], "example", f"{where} {number}", required=False),
            section=section_of(number),
            parent=parent_of(number),
            options=tuple(by_rule[number]),
        )
        for number in numbers
    }
    titles: Mapping[str, Any] = data.get("sections", {})
    sections = []
    for number in dict.fromkeys(rule.section for rule in rules_by_number.values()):
        title = titles.get(number)
        if not isinstance(title, str) or not title:
            raise RulebookDataError(f"{where}: section {number} has no title")
        members = tuple(rule.number for rule in rules_by_number.values() if rule.section == number)
        sections.append(Section(number, title, members))
    labels = data.get("labels", {})
    if any(not isinstance(labels.get(label), str) for label in _LABELS):
        raise RulebookDataError(f"{where}: labels needs {', '.join(_LABELS)}")
    return Rulebook(
        language, rules=rules_by_number, sections=tuple(sections), options=options, names=names, labels=labels
    )
