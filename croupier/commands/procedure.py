"""``croupier procedure``: the dealer's complete script for one random hand, as an instructor reads it.

Every dealer step and announcement is numbered, in order; the players' actions stand between them,
indented; a heading opens each street. ``--log`` adds the hand log after it (each street's moves on
one line, as the walkthrough shows it beside the checklist). With ``--incidents rare|often`` things
go wrong at the table now and then (about one a hand, or one a street, the kinds chosen evenly):
each incident stands in the script with the ruling the engine carried out and its rule number. The
same arguments print the same script.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication

from croupier.engine.errors import RuleConfigError
from croupier.engine.rules import PROFILES, VARIANTS, HouseRules, Stakes
from croupier.i18n import MissingCatalogueError, Translations, street_name
from croupier.procedure.procedure import Procedure
from croupier.procedure.script import ScriptLine, play_script
from croupier.procedure.steps import StepKind
from croupier.training.hand_log import hand_log
from croupier.training.incident_script import IncidentLine, play_with_incidents
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.words.hand_log_words import log_lines
from croupier.words.incident_words import incident_text, ruled_text
from croupier.words.procedure_words import player_text, step_text

translate = QCoreApplication.translate


def add_parser(subparsers: Any) -> None:
    """Register ``procedure`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "procedure",
        help="print the dealer's script for one random hand",
        description="Deal one random hand (seeded) and print every dealer step and announcement in "
        "order, with the players' actions between them, as an instructor would read it aloud.",
    )
    parser.add_argument("--variant", required=True, choices=list(VARIANTS), help="the game's PHH code")
    parser.add_argument("--players", required=True, type=_players, metavar="N", help="2 to 8")
    parser.add_argument("--seed", required=True, type=int, metavar="S", help="random seed")
    parser.add_argument("--lang", choices=("en", "de"), default="en", help="language (default en)")
    parser.add_argument("--profile", choices=list(PROFILES), default="cash", help="house-rule profile")
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one house rule (repeatable), e.g. announce_possible_draws=false",
    )
    parser.add_argument(
        "--stack", type=int, default=1000, metavar="CHIPS", help="starting stacks (default 1000)"
    )
    parser.add_argument(
        "--incidents",
        choices=[rate.value for rate in IncidentRate],
        default="off",
        help="things that go wrong at the table, each with its ruling: off (default), rare (about one "
        "a hand) or often (about one a street)",
    )
    parser.add_argument(
        "--log",
        action="store_true",
        help="after the script, the hand log: each street's moves on one line, as the trainer shows it",
    )
    parser.set_defaults(handler=run)


def _players(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 2 <= value <= 8:
        raise argparse.ArgumentTypeError(f"{value} is not between 2 and 8")
    return value


def run(args: argparse.Namespace) -> int:
    """Print the script; returns the exit code."""
    try:
        rules = HouseRules.profile(args.profile, args.rule)
    except RuleConfigError as error:
        print(f"croupier procedure: {error}", file=sys.stderr)
        return 2
    if args.stack < 1:
        print("croupier procedure: --stack must be at least 1", file=sys.stderr)
        return 2
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    try:
        translations = Translations(app, args.lang)
    except MissingCatalogueError as error:
        print(f"croupier procedure: {error}", file=sys.stderr)
        return 2
    try:
        rng = random.Random(args.seed)
        variant = VARIANTS[args.variant]
        procedure = Procedure.new(variant, Stakes(), [args.stack] * args.players, rules, rng=rng)
        rate = IncidentRate(args.incidents)
        lines: list[ScriptLine | IncidentLine]
        if rate is IncidentRate.OFF:
            lines = list(play_script(procedure, rng))
        else:
            lines = play_with_incidents(procedure, rng, IncidentMaker(rate, random.Random(args.seed)))
        header = translate("Procedure", "{game}, {players} players, seed {seed}, profile {profile}").format(
            game=variant.name, players=args.players, seed=args.seed, profile=args.profile
        )
        print(header)
        for text in script_lines(lines, rules):
            print(text)
        if args.log:
            print()
            print(translate("Procedure", "Hand log"))
            for text in log_lines(hand_log(procedure.hand.events)):
                print("  " + text)
    finally:
        translations.uninstall()
    return 0


def script_lines(lines: list[ScriptLine | IncidentLine], rules: HouseRules | None = None) -> list[str]:
    """The script as printed lines: headings, numbered dealer steps, indented player actions and
    incidents, each incident with the ruling carried out."""
    out = ["", translate("Procedure", "Before the deal")]
    street = 2
    number = 0
    width = len(str(sum(1 for line in lines if isinstance(line, ScriptLine) and line.dealer is not None)))
    for line in lines:
        if isinstance(line, IncidentLine):
            indent = " " * (width + 4)
            what = translate("Procedure", "Incident ({rule}): {what}").format(
                rule=line.incident.rule, what=incident_text(line.incident)
            )
            ruling = translate("Procedure", "Ruling: {ruling}").format(
                ruling=ruled_text(line.incident, rules or HouseRules())
            )
            out += [indent + "!! " + what, indent + "   " + ruling]
            if line.ruling.kind.value in {"misdeal", "void_hand"}:
                out += ["", translate("Procedure", "Dealt again"), translate("Procedure", "Before the deal")]
                street = 2
            continue
        step = line.dealer
        if step is None:
            assert line.player is not None
            out.append(" " * (width + 4) + player_text(line.player))
            continue
        if step.kind is StepKind.CALL_SHOWDOWN_ORDER:
            out += ["", translate("Procedure", "Showdown")]
        elif step.street is not None and step.street > street and step.kind is not StepKind.ANNOUNCE:
            street = step.street
            out += ["", street_name(street)]
        number += 1
        out.append(f"  {number:>{width}}. {step_text(step)}")
    return out
