"""``croupier rules``: the rulebook printed or as JSON, in both languages, with the choice in force."""

from __future__ import annotations

import json

import pytest

from croupier import cli
from croupier.rulebook import rulebook


@pytest.fixture
def run(capsys):
    """Run ``croupier rules …``; returns (exit code, stdout, stderr)."""

    def invoke(*args: str) -> tuple[int, str, str]:
        code = cli.main(["rules", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return invoke


def test_the_whole_rulebook_prints_by_section(run):
    code, out, err = run()
    assert (code, err) == (0, "")
    for number in rulebook("en").numbers():
        assert f"\n{number}  " in out, number
    assert out.startswith("1 House rules\n=============\n")
    assert "\n2.4 Fixed-limit betting\n" in out
    assert "\n3 The dealer's routine\n" in out
    assert max(len(line) for line in out.splitlines()) <= 100


def test_chosen_rules_print_in_the_order_asked_in_german(run):
    code, out, _ = run("--lang", "de", "r4.4", "R3.5")
    assert code == 0
    assert out.index("R4.4  Das Cap für Erhöhungen") < out.index("R3.5  Die Wahl des Spielers, der bringt")
    assert "Hausregeln ([x] gilt):" in out
    assert "[x] Drei Erhöhungen nach dem Einsatz (Standard)" in out
    assert "=====" not in out  # no section headings for chosen rules


def test_the_choice_in_force_follows_the_profile_and_overrides(run):
    _, out, _ = run("--profile", "tournament", "R4.4")
    assert "[ ] Three raises after the bet (default)" in out
    assert "[x] Four raises after the bet" in out
    _, out, _ = run("--rule", "max_raises_per_round=2", "R4.4")
    assert "[x] 2 raises after the bet" in out


def test_json_lists_every_rule_with_its_options(run):
    code, out, _ = run("--json")
    assert code == 0
    rules = json.loads(out)
    assert [rule["number"] for rule in rules] == list(rulebook("en").numbers())
    for rule in rules:
        assert set(rule) == {"number", "title", "text", "example", "section", "options"}
        assert rule["title"]
        assert rule["text"]
    cap = next(rule for rule in rules if rule["number"] == "R4.4")
    assert cap["title"] == "The cap on raises"
    assert cap["example"].startswith("Bring-in 10")
    option = cap["options"][0]
    assert option["key"] == "max_raises_per_round"
    assert option["in_force"] == {"value": "3", "name": "Three raises after the bet"}
    assert option["choices"][1] == {"value": "4", "name": "Four raises after the bet", "default": False}
    assert next(rule for rule in rules if rule["number"] == "R1.4")["example"] is None


def test_json_in_german_for_chosen_rules(run):
    code, out, _ = run("--json", "--lang", "de", "R3.2", "R8.6c")
    assert code == 0
    first, second = json.loads(out)
    assert first["title"] == "Wer bringt: Seven Card Stud und Stud Hi-Lo"
    assert "Kreuz" in first["text"]
    assert second["options"][0]["name"] == "Das Ass beim ungeraden Chip eines geteilten Low"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("R13.1",), "croupier rules: there is no rule R13.1 in the rulebook\n"),
        (("R4.4", "cap"), "croupier rules: 'cap' is not a rule number such as R4.4, R8.6a or §3\n"),
        (("--rule", "max_raises_per_round=x"), "croupier rules: house rule max_raises_per_round: 'x'"),
    ],
)
def test_unknown_numbers_and_bad_rules_exit_2_with_one_line(run, args, message):
    code, out, err = run(*args)
    assert (code, out) == (2, "")
    assert err.startswith(message)
    assert err.count("\n") == 1
