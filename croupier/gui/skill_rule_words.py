"""A skill's rules in the window's words: for a tooltip (which a right click opens, ``rule_tips``)
and as links in rich text."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from croupier.drills.skill_rules import rules_text, skill_rules
from croupier.gui.rule_links import linked_html
from croupier.gui.rulebook_language import rulebook_language
from croupier.rulebook import UnknownRuleError, rulebook

__all__ = ["rules_line", "rules_links", "rules_tip"]

translate = QCoreApplication.translate  # literal texts, so that ``make ts`` finds them


def rules_line(skill: str) -> str:
    """ "Rules R3.2, R3.3" (plain), or "" for a skill without rules."""
    rules = skill_rules(skill)
    return translate("SkillRules", "Rules {rules}").format(rules=", ".join(rules)) if rules else ""


def rules_tip(skill: str) -> str:
    """Each of the skill's rules with its title, one a line (plain text), or ""."""
    book = rulebook(rulebook_language())
    lines = []
    for number in skill_rules(skill):
        try:
            lines.append(f"{number} · {book.rule(number).title}")
        except UnknownRuleError:
            lines.append(number)
    if not lines:
        return ""
    return "\n".join((translate("SkillRules", "The rules this skill is about:"), *lines))


def rules_links(skill: str) -> str:
    """The skill's rule numbers as links (rich text; at most three, then "…"), or ""."""
    rules = skill_rules(skill)
    return linked_html(rules_text(rules)) if rules else escape("")
