"""Croupier's own rulebook: every rule the trainer cites (R1.1 … R12.5, §1, §3), in plain words for
trainees, in German and English, with the house-rule options that change each rule. Pure Python.

The texts are data files shipped in the package (``data/rules_en.toml``, ``data/rules_de.toml``)::

    book = rulebook("de")
    book.rule("R4.4").title            # 'Das Cap für Erhöhungen'
    book.sections()                    # 1, 2.1 … 2.12, 3, each with its rule numbers
    book.search("Bring-in")            # the rules that mention it, best matches first
    book.in_force("R4.4", house_rules) # the options of R4.4 and the choice made, in words

:mod:`croupier.rulebook.practice` says which quiz skills test a rule.
"""

from croupier.rulebook.book import LANGUAGES, Rulebook, rulebook
from croupier.rulebook.model import (
    Choice,
    InForce,
    Option,
    Rule,
    RulebookDataError,
    RulebookError,
    Section,
    UnknownOptionError,
    UnknownRulebookLanguageError,
    UnknownRuleError,
    parse_number,
)
from croupier.rulebook.options import OPTION_RULES

__all__ = [
    "LANGUAGES",
    "OPTION_RULES",
    "Choice",
    "InForce",
    "Option",
    "Rule",
    "Rulebook",
    "RulebookDataError",
    "RulebookError",
    "Section",
    "UnknownOptionError",
    "UnknownRuleError",
    "UnknownRulebookLanguageError",
    "parse_number",
    "rulebook",
]
