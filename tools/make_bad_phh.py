"""Write the malformed hand histories of tests/data/phh/bad and their MANIFEST.toml.

Run ``.venv/bin/python tools/make_bad_phh.py`` after changing a case; the files are committed (the
tests read them, never this script). Each case is a file, the exit status ``croupier phh replay``
gives it, the line its message names and a part of the message.
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "phh" / "bad"
CASES: dict[str, tuple[str | bytes, int, int, str]] = {}


def hand(**over: str | None) -> str:
    fields = {
        "variant": '"F7S"',
        "antes": "[5, 5]",
        "bring_in": "10",
        "small_bet": "20",
        "big_bet": "40",
        "starting_stacks": "[1000, 1000]",
        "actions": '["d dh p1 ????2c", "d dh p2 ????Kd", "p1 pb"]',
    }
    extra = over.pop("extra", "")
    for k, v in over.items():
        if v is None:
            fields.pop(k)
        else:
            fields[k] = v
    return "".join(f"{k} = {v}\n" for k, v in fields.items()) + extra


def case(name: str, text: str | bytes, exit_code: int, line: int, message: str) -> None:
    CASES[name] = (text, exit_code, line, message)


case(
    "variant_array.phh", hand(variant='["F7S"]'), 2, 1, "variant must be a string such as 'F7S', not ['F7S']"
)
case(
    "variant_table.phh",
    hand(variant='{code = "F7S"}'),
    2,
    1,
    "variant must be a string such as 'F7S', not {'code': 'F7S'}",
)
case("variant_number.phh", hand(variant="7"), 2, 1, "variant must be a string such as 'F7S', not 7")
case("variant_unknown.phh", hand(variant='"NT"'), 2, 1, "unknown variant 'NT': use one of F7S, F7S/8, FR")
case(
    "stack_5000_digits.phh",
    hand(starting_stacks="[1000, " + "9" * 5000 + "]"),
    2,
    6,
    "an integer of 5000 digits: amounts have at most 18 digits",
)
case("ante_4400_digits.phh", hand(antes="[" + "5" * 4400 + ", 5]"), 2, 2, "an integer of 4400 digits")
case(
    "custom_19_digits.phh",
    hand(extra="_croupier_big = 1234567890123456789\n"),
    2,
    8,
    "an integer of 19 digits",
)
case(
    "arrays_1000_deep.phh",
    hand(extra="_croupier_deep = " + "[" * 1000 + "]" * 1000 + "\n"),
    2,
    8,
    "arrays or inline tables nested more than 32 deep",
)
case(
    "tables_1000_deep.phh",
    hand(extra="_croupier_deep = " + "{a = " * 1000 + "1" + "}" * 1000 + "\n"),
    2,
    8,
    "arrays or inline tables nested more than 32 deep",
)
case(
    "arrays_33_deep.phh",
    hand(extra="_croupier_deep = [\n" + "[" * 32 + "]" * 33 + "\n"),
    2,
    9,
    "nested more than 32 deep",
)
case(
    "not_utf8.phh",
    (hand(extra='players = ["Zo\xeb", "Bob"]\n')).encode("latin-1"),
    2,
    8,
    "not UTF-8 text: byte 0xeb at column 15",
)
case("empty.phh", "", 2, 1, "the file is empty")
case("blank.phh", "\n\n   \n", 2, 1, "the file is empty")
case(
    "comments_only.phh",
    "# a hand history with nothing in it\n# at all\n",
    2,
    1,
    "no fields: a hand history needs variant, antes",
)
case("missing_actions.phh", hand(actions=None), 2, 1, "missing field 'actions'")
case("missing_variant.phh", hand(variant=None), 2, 1, "missing field 'variant'")
case("bring_in_string.phh", hand(bring_in='"10"'), 2, 3, "bring_in must be a whole number of chips, not '10'")
case("big_bet_array.phh", hand(big_bet="[40]"), 2, 5, "big_bet must be a whole number of chips, not [40]")
case(
    "small_bet_fraction.phh",
    hand(small_bet="20.5"),
    2,
    4,
    "small_bet must be a whole number of chips, not 20.5",
)
case(
    "stack_boolean.phh",
    hand(starting_stacks="[true, 1000]"),
    2,
    6,
    "starting_stacks must be a whole number of chips, not True",
)
case(
    "stacks_not_array.phh",
    hand(starting_stacks="1000"),
    2,
    6,
    "starting_stacks must be an array of chip amounts, one per player, not 1000",
)
case(
    "stacks_date.phh",
    hand(starting_stacks="1979-05-27"),
    2,
    6,
    "starting_stacks must be an array of chip amounts",
)
case("stack_zero.phh", hand(starting_stacks="[1000, 0]"), 2, 6, "starting_stacks must be positive, not 0")
case(
    "stack_infinite.phh",
    hand(starting_stacks="[1000, inf]"),
    2,
    6,
    "starting_stacks must be a whole number of chips, not inf",
)
case("ante_negative.phh", hand(antes="[-5, -5]"), 2, 2, "antes must be zero or more, not -5")
case("antes_uneven.phh", hand(antes="[5, 10]"), 2, 2, "every player must post the same ante")
case("antes_count.phh", hand(antes="[5, 5, 5]"), 2, 2, "antes lists 3 players but starting_stacks 2")
case("bring_in_too_big.phh", hand(bring_in="30"), 2, 3, "bring-in (30) must be")
case("actions_string.phh", hand(actions='"p1 cc"'), 2, 7, "actions must be an array of strings")
case("action_number.phh", hand(actions='["d dh p1 ????2c", 5]'), 2, 7, "actions must be an array of strings")
case(
    "finishing_stacks_count.phh",
    hand(extra="finishing_stacks = [1000]\n"),
    2,
    8,
    "finishing_stacks lists 1 players but starting_stacks 2",
)
case(
    "finishing_stacks_text.phh",
    hand(extra='finishing_stacks = "won"\n'),
    2,
    8,
    "finishing_stacks must be an array of chip amounts",
)
case(
    "players_string.phh",
    hand(extra='players = "Ann and Bob"\n'),
    2,
    8,
    "players must be an array of names, one per player, not 'Ann and Bob'",
)
case(
    "no_players.phh",
    hand(antes="[]", starting_stacks="[]", actions="[]"),
    2,
    6,
    "a hand needs 2 to 8 players (got 0)",
)
case(
    "nine_players.phh",
    hand(
        antes="[" + ", ".join(["5"] * 9) + "]",
        starting_stacks="[" + ", ".join(["100"] * 9) + "]",
        actions="[]",
    ),
    2,
    6,
    "a hand needs 2 to 8 players (got 9)",
)
case(
    "profile_unknown.phh",
    hand(extra='_croupier_profile = "home"\n'),
    2,
    8,
    "unknown profile 'home': use one of cash, tournament, pokerkit",
)
case("profile_number.phh", hand(extra="_croupier_profile = 5\n"), 2, 8, "unknown profile '5'")
case(
    "rule_unknown.phh",
    hand(extra='_croupier_rules = ["no_such_rule=1"]\n'),
    2,
    8,
    "unknown house rule 'no_such_rule'",
)
MULTI = 'actions = [\n  "d dh p1 ????2c",\n  "d dh p2 ????Kd",\n  "%s",\n]\n'


def multi(last: str, **over: str | None) -> str:
    return hand(actions=None, **over) + MULTI % last


case("card_unknown_rank.phh", multi("d dh p1 1c"), 2, 10, "bad card in action 'd dh p1 1c'")
case(
    "card_unknown_suit.phh",
    hand(actions=None) + 'actions = [\n  "d dh p1 ????2x",\n]\n',
    2,
    8,
    "bad card in action 'd dh p1 ????2x'",
)
case(
    "card_half.phh",
    hand(actions=None) + 'actions = [\n  "d dh p1 ????K",\n]\n',
    2,
    8,
    "bad card in action 'd dh p1 ????K'",
)
case("card_no_cards.phh", multi("d dh p1"), 2, 10, "bad action 'd dh p1'")
case("action_grammar.phh", multi("p1 raise 20"), 2, 10, "bad action 'p1 raise 20': use 'd dh pN cards'")
case("action_draw.phh", multi("p1 sd"), 2, 10, "bad action 'p1 sd'")
case("action_seat_zero.phh", multi("p0 cc"), 2, 10, "bad action 'p0 cc'")
case(
    "action_seat_missing.phh", multi("p3 cc"), 2, 10, "action 2 'p3 cc' names p3, but the hand has 2 players"
)
case("action_deal_missing_seat.phh", multi("d dh p9 Ks"), 2, 10, "names p9, but the hand has 2 players")
case(
    "action_amount_huge.phh",
    multi("p1 cbr 99999999999999999999999"),
    1,
    10,
    "illegal action 2 'p1 cbr 99999999999999999999999': seat 1 has only",
)
case("action_amount_fraction.phh", multi("p1 cbr 2.5"), 2, 10, "bad action 'p1 cbr 2.5'")
case("toml_trailing_comma.phh", hand(small_bet="20,"), 2, 4, "TOML syntax error")
case("toml_unterminated_string.phh", hand(variant='"F7S'), 2, 1, "TOML syntax error")
case("toml_duplicate_key.phh", hand(extra="antes = [5, 5]\n"), 2, 8, "TOML syntax error")
case("toml_nul_in_string.phh", hand(extra='players = ["A\x00", "B"]\n'), 2, 8, "TOML syntax error")
case("toml_bare_word.phh", hand(bring_in="ten"), 2, 3, "TOML syntax error")
case(
    "phhs_stray_key.phhs",
    "# stray\nvariant = 'F7S'\n\n[1]\n" + hand(),
    2,
    2,
    "a .phhs file holds only hand tables such as [1]; 'variant' is outside them",
)
case(
    "phhs_twice.phhs",
    "[1]\n" + hand() + "\n[2]\n" + hand() + "\n[1]\n" + hand(),
    2,
    19,
    "hand [1] appears twice (first at line 1)",
)
case("phhs_array_of_tables.phhs", "[[1]]\n" + hand(), 2, 1, "not an array of tables [[1]]")
case("phhs_no_hand.phhs", "# nothing here\n", 2, 1, "the file holds no hand")
case(
    "phhs_third_hand_bad.phhs",
    "[1]\n" + hand() + "\n[2]\n" + hand() + "\n[3]\n" + hand(big_bet='"forty"'),
    2,
    24,
    "big_bet must be a whole number of chips, not 'forty'",
)
case(
    "phhs_third_hand_toml.phhs",
    "[1]\n" + hand() + "\n[2]\n" + hand() + "\n[3]\n" + hand(big_bet="40 40"),
    2,
    24,
    "TOML syntax error",
)
# Illegal play: the file reads, the replay stops (exit 1) and says where in the summary.
case(
    "illegal_out_of_turn.phh",
    multi("p2 pb"),
    1,
    10,
    "illegal action 2 'p2 pb': it is seat 1's turn to act, not seat 2's",
)
case(
    "illegal_duplicate_card.phh",
    multi("p1 pb").replace("????Kd", "????2c"),
    1,
    9,
    "illegal action 1 'd dh p2 ????2c': 2c has already been dealt",
)
case(
    "illegal_same_card_twice.phh",
    hand(actions=None) + 'actions = [\n  "d dh p1 As2c2c",\n]\n',
    1,
    8,
    "illegal action 0 'd dh p1 As2c2c': 2c has already been dealt",
)
case(
    "illegal_three_cards_later.phh",
    multi("p1 pb")[:-3] + '  "p2 cc",\n  "d dh p1 Ks",\n  "d dh p2 QsQh",\n]\n',
    1,
    12,
    "seat 2 is owed 1 card(s) on 4th street, not 2",
)
case("illegal_fold_bring_in.phh", multi("p1 f"), 1, 10, "the bring-in may not fold")
case("illegal_community_card.phh", multi("d db 4c"), 1, 10, "community card")


def main() -> int:
    manifest = [
        "# The malformed hand histories of this folder: what `croupier phh replay FILE` does with each.",
        "# exit 2: the file cannot be read; one line on standard error, `croupier phh: FILE:LINE: REASON`.",
        "# exit 1: the file reads but an action is illegal; the summary says `FILE:LINE: illegal action`.",
        "# `message` is a part of the reason; both TOML parsers (rtoml, tomllib) name the same line.",
        "# Written by tools/make_bad_phh.py.",
        "",
    ]
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (text, exit_code, line, message) in CASES.items():
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        (OUT / name).write_bytes(data)
        manifest += [f'["{name}"]', f"exit = {exit_code}", f"line = {line}"]
        manifest += [f"message = {json.dumps(message, ensure_ascii=False)}", ""]
    (OUT / "MANIFEST.toml").write_text("\n".join(manifest), encoding="utf-8")
    print(f"make_bad_phh: wrote {len(CASES)} files and MANIFEST.toml to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
