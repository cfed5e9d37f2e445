"""``croupier rules``: the rulebook as text to print, or as JSON, in English or German.

Each rule comes with its title, text and example, and the house rules that change it with the
choices they offer, the one in force marked (``--profile`` and ``--rule``, as for the other
commands). Unknown rule numbers exit with status 2 and one line saying which.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any

from croupier.engine.errors import RuleConfigError
from croupier.engine.rules import PROFILES, HouseRules
from croupier.rulebook import LANGUAGES, InForce, Rule, Rulebook, UnknownRuleError, rulebook

EXIT_UNKNOWN = 2
WIDTH = 100
INDENT = "    "


def add_parser(subparsers: Any) -> None:
    """Register ``rules`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "rules",
        help="print the rulebook, or some of its rules",
        description="Print the trainer's rulebook (every rule, or the NUMBERs given, such as R4.4 "
        "or R8.6a) with the house rules that change each rule, the choice in force marked.",
    )
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language (default en)")
    parser.add_argument("--json", action="store_true", help="a JSON list of the rules instead of text")
    parser.add_argument("--profile", choices=list(PROFILES), default="cash", help="house-rule profile")
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one house rule (repeatable), e.g. max_raises_per_round=4",
    )
    parser.add_argument("numbers", nargs="*", metavar="NUMBER", help="rule numbers (default: all)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the rules; returns the exit code."""
    book = rulebook(args.lang)
    try:
        house_rules = HouseRules.profile(args.profile, args.rule)
        rules = [book.rule(number) for number in args.numbers] if args.numbers else list(book)
    except (RuleConfigError, UnknownRuleError) as error:
        print(f"croupier rules: {error}", file=sys.stderr)
        return EXIT_UNKNOWN
    if args.json:
        print(
            json.dumps([rule_json(book, rule, house_rules) for rule in rules], ensure_ascii=False, indent=2)
        )
        return 0
    print("\n".join(rule_lines(book, rules, house_rules, headings=not args.numbers)))
    return 0


def rule_json(book: Rulebook, rule: Rule, house_rules: HouseRules) -> dict[str, object]:
    """One rule as a JSON object: number, title, text, example (None when it has none), section
    and its house-rule options with their choices and the one in force."""
    return {
        "number": rule.number,
        "title": rule.title,
        "text": rule.text,
        "example": rule.example or None,
        "section": rule.section,
        "options": [_option_json(item) for item in book.in_force(rule.number, house_rules)],
    }


def _option_json(item: InForce) -> dict[str, object]:
    return {
        "key": item.key,
        "name": item.option.name,
        "in_force": {"value": item.choice.value, "name": item.choice.name},
        "choices": [
            {"value": choice.value, "name": choice.name, "default": choice.default}
            for choice in _choices(item)
        ],
    }


def _choices(item: InForce) -> list[Any]:
    """The usual choices, and the one in force after them when it is none of them."""
    listed = list(item.option.choices)
    if all(choice.value != item.choice.value for choice in listed):
        listed.append(item.choice)
    return listed


def rule_lines(book: Rulebook, rules: list[Rule], house_rules: HouseRules, *, headings: bool) -> list[str]:
    """The rules as printed lines; ``headings`` puts each section's title before its rules."""
    out: list[str] = []
    section = None
    for rule in rules:
        if headings and rule.section != section:
            section = rule.section
            title = f"{section} {book.section(section).title}"
            out += ["", title, "=" * len(title)] if out else [title, "=" * len(title)]
        out += ["", f"{rule.number}  {rule.title}"]
        out += _wrapped(rule.text)
        if rule.example:
            out += _wrapped(f"{book.labels['example']}: {rule.example}")
        in_force = book.in_force(rule.number, house_rules)
        if in_force:
            out.append(f"{INDENT}{book.labels['options']} ([x] {book.labels['in_force']}):")
            for item in in_force:
                out.append(f"{INDENT}  {item.option.name}")
                for choice in _choices(item):
                    mark = "[x]" if choice.value == item.choice.value else "[ ]"
                    default = f" ({book.labels['default']})" if choice.default else ""
                    out.append(f"{INDENT}    {mark} {choice.name}{default}")
    return out


def _wrapped(text: str) -> list[str]:
    """A text's paragraphs and list items wrapped and indented; an empty line between paragraphs."""
    lines: list[str] = []
    for block in text.split("\n"):
        if not block:
            lines.append("")
        elif block.startswith("- "):
            lines += textwrap.wrap(block, WIDTH, initial_indent=INDENT, subsequent_indent=INDENT + "  ")
        else:
            lines += textwrap.wrap(block, WIDTH, initial_indent=INDENT, subsequent_indent=INDENT)
    return lines
