"""``croupier phh``: replay PHH hand histories under a house-rule profile, or deal random ones.

``replay`` prints where each hand stands (one JSON object per hand with ``--json``), hand by hand as
the file is read, and exits 0 when every hand replays, 1 when one has an illegal action, 2 when a file
cannot be read (one line on standard error: the file, the line and the reason).

Only the rules are imported to build the command line; the hand-history code is imported by the
handlers (``croupier phh replay`` of one file loads neither Qt nor the drills).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from croupier.engine.errors import BadPHHError, CroupierError, RuleConfigError
from croupier.engine.rules import PROFILES, VARIANTS, HouseRules, Stakes

if TYPE_CHECKING:
    from croupier.engine import phh

EXIT_ILLEGAL = 1
EXIT_UNREADABLE = 2
PROFILE_FIELD = "_croupier_profile"
RULES_FIELD = "_croupier_rules"


def add_parser(subparsers: Any) -> None:
    """Register ``phh replay`` and ``phh deal`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "phh",
        help="replay or deal PHH hand histories",
        description="Replay PHH hand histories with the rules engine, or deal random hands as PHH.",
    )
    actions = parser.add_subparsers(dest="phh_command", metavar="ACTION", required=True)

    replay = actions.add_parser(
        "replay",
        help="replay hand histories and report where each hand stands",
        description=(
            "Replay each hand of each FILE (.phh: one hand, .phhs: several). Without --profile a "
            f"hand is replayed under the profile its {PROFILE_FIELD} field names (else cash), with "
            f"the overrides of its {RULES_FIELD} field, then the --rule ones. Exit status: 0 every "
            "hand replays, 1 an action is illegal, 2 a file cannot be read."
        ),
    )
    _add_rule_options(replay, default_profile=None)
    replay.add_argument("--json", action="store_true", help="one JSON object per hand, one per line")
    replay.add_argument("files", nargs="+", metavar="FILE", help=".phh or .phhs file")
    # Nothing is left open when the replay returns: the program need not collect its garbage. A
    # hand's objects go when it has been replayed, so the cyclic collector need not run often.
    replay.set_defaults(handler=run_replay, skip_last_collection=True, collect_rarely=True)

    deal = actions.add_parser(
        "deal",
        help="deal random complete hands and write them as .phh files",
        description="Deal COUNT random hands (random legal actions) and write each as a .phh file "
        "with its finishing stacks. The same arguments give byte-identical files.",
    )
    deal.add_argument("--variant", required=True, choices=list(VARIANTS), help="the game's PHH code")
    deal.add_argument("--players", required=True, type=_int_in(2, 9), metavar="N", help="2 to 9")
    deal.add_argument("--count", required=True, type=_int_in(1, 10**6), metavar="K", help="hands")
    deal.add_argument("--seed", required=True, type=int, metavar="S", help="random seed")
    _add_rule_options(deal, default_profile="cash")
    deal.add_argument(
        "--stakes",
        type=_stakes,
        default=Stakes(),
        metavar="A/BI/SB/BB",
        help="ante/bring-in/small bet/big bet (default 5/10/20/40)",
    )
    deal.add_argument(
        "--stack", type=_int_in(1, 10**12), default=1000, metavar="CHIPS", help="starting stacks"
    )
    deal.add_argument("--out", required=True, type=Path, metavar="DIR", help="where to write")
    deal.set_defaults(handler=run_deal)


def _add_rule_options(parser: argparse.ArgumentParser, default_profile: str | None) -> None:
    parser.add_argument(
        "--profile",
        choices=list(PROFILES),
        default=default_profile,
        help="house-rule profile" + (f" (default {default_profile})" if default_profile else ""),
    )
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one house rule (repeatable), e.g. max_raises_per_round=4",
    )


def _int_in(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low} and {high}")
        return value

    return parse


def _stakes(text: str) -> Stakes:
    try:
        return Stakes.parse(text)
    except RuleConfigError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _fail(message: str) -> int:
    one_line = " ".join(message.split("\n"))
    print(f"croupier phh: {one_line}", file=sys.stderr)
    return EXIT_UNREADABLE


# ----------------------------------------------------------------------------------- replay


def run_replay(args: argparse.Namespace) -> int:
    """Replay every hand of every file; print a summary or JSON lines; return the exit status."""
    try:
        HouseRules.profile(args.profile or "cash", args.rule)
    except RuleConfigError as error:
        return _fail(str(error))
    from croupier.engine import phh  # noqa: PLC0415 - not needed to build the command line

    status = 0
    write = sys.stdout.write
    json_line = _json_writer()
    # With --profile the hands' own rule fields are not read: every hand has the same rules.
    given = HouseRules.profile(args.profile, args.rule) if args.profile is not None else None
    for path in args.files:
        name = str(path)
        several = name.endswith(".phhs")
        try:
            for number, history in enumerate(phh.iter_load(path), start=1):
                result = phh.replay(history, given if given is not None else _rules_for(history, args))
                report = result.as_json(name)  # made by the compiled engine when it is
                if args.json:
                    write(json_line(report))
                else:
                    write(_summary(f"{name} [{number}]" if several else name, result, report) + "\n")
                if not result.ok and status == 0:
                    status = EXIT_ILLEGAL
        except BadPHHError as error:
            sys.stdout.flush()
            _fail(str(error))
            status = EXIT_UNREADABLE
    return status


def _json_writer() -> Callable[[dict[str, Any]], str]:
    """One report as a line of JSON: by orjson (compiled) when it is installed, else by ``json``."""
    try:
        import orjson  # noqa: PLC0415 - optional: the standard json is the fallback
    except ImportError:  # pragma: no cover - orjson is a dependency; json stands in without it
        return _stdlib_json_line

    dumps, newline, refused = orjson.dumps, orjson.OPT_APPEND_NEWLINE, orjson.JSONEncodeError

    def line(report: dict[str, Any]) -> str:
        try:
            return dumps(report, option=newline).decode()
        except refused:  # a file name that is not valid Unicode: json escapes its surrogates
            return _stdlib_json_line(report)

    return line


def _stdlib_json_line(report: dict[str, Any]) -> str:
    import json  # noqa: PLC0415 - only for what orjson refuses: a replay imports it otherwise never

    return json.dumps(report) + "\n"


def _rules_for(history: phh.HandHistory, args: argparse.Namespace) -> HouseRules:
    from croupier.engine.phh.history import house_rules  # noqa: PLC0415 - the handlers import it

    return house_rules(history, profile=args.profile, stored=args.profile is None, extra=args.rule)


def _summary(label: str, result: phh.Replay, report: dict[str, Any]) -> str:
    from croupier.engine.hand import ShowDue, TurnDue  # noqa: PLC0415 - the handlers import what they use

    hand = result.hand
    lines = [f"{label}: {hand.variant.name} ({hand.variant.code}), {result.applied} actions replayed"]
    error = result.error
    if error is not None:
        history = result.history
        where = f"{history.source}:{history.action_line(error.index)}: " if history.origin else ""
        lines.append(f"  {where}illegal action {error.index} {error.action!r}: {error.reason}")
    step = hand.next_step()
    if hand.is_complete:
        stacks = ", ".join(f"p{i} {chips}" for i, chips in enumerate(report["finishing_stacks"], 1))
        won = ", ".join(f"p{i} {chips:+d}" for i, chips in enumerate(report["winnings"], 1))
        lines.append(f"  hand over. Finishing stacks: {stacks}")
        lines.append(f"  winnings: {won}")
        recorded = result.history.finishing_stacks
        if recorded is not None and list(recorded) != report["finishing_stacks"]:
            lines.append(f"  but the file's finishing_stacks are {list(recorded)}")
    else:
        street = f"{hand.street}{_ordinal(hand.street)} street"
        if isinstance(step, TurnDue):
            legal = ", ".join(action.label for action in hand.legal_actions())
            now = f"p{step.seat} to act ({legal})"
        elif isinstance(step, ShowDue):
            order = " ".join(report["showdown_order"] or ())
            now = f"showdown (order {order}), p{step.seat} to show or muck"
        else:
            now = "the dealer deals next"
        lines.append(f"  {street}: {now}; pot {report['pot']}")
    return "\n".join(lines)


def _ordinal(number: int) -> str:
    return {1: "st", 2: "nd", 3: "rd"}.get(number, "th")


# ----------------------------------------------------------------------------------- deal


def run_deal(args: argparse.Namespace) -> int:
    """Deal ``--count`` random hands and write them to ``--out`` as .phh files."""
    import random  # noqa: PLC0415 - the handlers import what they use

    from croupier.engine import phh  # noqa: PLC0415
    from croupier.engine.simulate import deal_random_hand  # noqa: PLC0415

    try:
        rules = HouseRules.profile(args.profile, args.rule)
    except RuleConfigError as error:
        return _fail(str(error))
    if args.players > rules.max_players:
        return _fail(f"{args.players} players, but the house rules allow {rules.max_players}")
    variant = VARIANTS[args.variant]
    rng = random.Random(args.seed)
    width = max(4, len(str(args.count)))
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        for number in range(1, args.count + 1):
            hand = deal_random_hand(variant, args.stakes, [args.stack] * args.players, rules, rng)
            fields = {
                "hand": number,
                PROFILE_FIELD: args.profile,
                RULES_FIELD: list(args.rule),
                "_croupier_seed": args.seed,
            }
            history = phh.from_hand(hand, fields=fields)
            path = args.out / f"hand-{number:0{width}d}.phh"
            path.write_text(phh.dumps(history), encoding="utf-8")
    except OSError as error:
        return _fail(f"cannot write to {args.out}: {error.strerror or error}")
    except CroupierError as error:  # pragma: no cover - the engine refused its own random play
        return _fail(f"the engine refused a random hand: {error}")
    print(f"Wrote {args.count} {variant.name} hand(s) to {args.out}")
    return 0
