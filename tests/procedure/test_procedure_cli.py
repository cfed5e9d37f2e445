"""``croupier procedure``: the dealer's script of one seeded hand, in English and German."""

from __future__ import annotations

import functools
import re

import pytest
from PySide6.QtCore import QLocale

from croupier import cli
from croupier.commands import procedure as command
from croupier.i18n import Translations


@pytest.fixture
def run(qapp, catalogue_dir, monkeypatch, capsys):
    """Run the command with the test catalogues; returns (exit code, stdout, stderr)."""
    monkeypatch.setattr(
        command,
        "Translations",
        functools.partial(Translations, directory=catalogue_dir, system_locale=QLocale("C")),
    )

    def invoke(*args: str) -> tuple[int, str, str]:
        code = cli.main(["procedure", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return invoke


def numbered(out: str) -> list[int]:
    return [int(match) for match in re.findall(r"^\s+(\d+)\. ", out, flags=re.MULTILINE)]


@pytest.mark.parametrize("variant", ["F7S", "F7S/8", "FR"])
def test_the_english_script_of_a_hand(run, variant):
    code, out, err = run("--variant", variant, "--players", "5", "--seed", "4")
    assert (code, err) == (0, "")
    steps = numbered(out)
    assert steps == list(range(1, len(steps) + 1))
    for expected in (
        "Before the deal",
        "Scramble",
        "“Antes, please”",
        "Cut onto the cut card",
        "Third Street",
        "brings it in”",
        "Fourth Street",
        "Burn a card",
        "Push the main pot",
    ):
        assert expected in out
    assert "{" not in out
    assert out.splitlines()[0].endswith("5 players, seed 4, profile cash")


def test_the_german_script_uses_the_dealers_german_words(run):
    code, out, _ = run("--variant", "F7S", "--players", "6", "--seed", "4", "--lang", "de")
    assert code == 0
    for expected in (
        "Vor dem Geben",
        "„Ante, bitte“",
        "bringt“",
        "Eine Karte brennen",
        "Hauptpot zuschieben",
    ):
        assert expected in out
    assert "Last Card" in out or "Gemeinschaftskarte" in out
    assert "{" not in out
    assert "Seat " not in out


def test_the_same_seed_gives_the_same_script(run):
    first = run("--variant", "FR", "--players", "8", "--seed", "12")
    second = run("--variant", "FR", "--players", "8", "--seed", "12")
    other = run("--variant", "FR", "--players", "8", "--seed", "13")
    assert first == second
    assert first[1] != other[1]


def test_the_house_rules_change_the_script(run):
    _, with_draws, _ = run("--variant", "F7S", "--players", "8", "--seed", "1")
    _, without, _ = run(
        "--variant", "F7S", "--players", "8", "--seed", "1", "--rule", "announce_possible_draws=false"
    )
    assert "Possible" not in without
    assert with_draws.count("“") >= without.count("“")


def test_bad_arguments_are_refused(run):
    with pytest.raises(SystemExit):
        run("--variant", "F7S", "--players", "9", "--seed", "1")
    code, _, err = run("--variant", "F7S", "--players", "3", "--seed", "1", "--rule", "nonsense=1")
    assert code == 2
    assert "unknown house rule" in err


def test_incidents_often_print_each_incident_with_its_ruling_and_rule(run):
    code, out, err = run("--variant", "F7S", "--players", "5", "--seed", "3", "--incidents", "often")
    assert (code, err) == (0, "")
    incidents = re.findall(r"!! Incident \((R\d+\.\d+)\): .+", out)
    rulings = re.findall(r"Ruling: .+ \((R\d+\.\d+)\)$", out, flags=re.MULTILINE)
    assert len(incidents) >= 3
    assert incidents == rulings
    assert "{" not in out


def test_incidents_off_prints_the_script_as_before(run):
    _, plain, _ = run("--variant", "F7S", "--players", "5", "--seed", "3")
    _, off, _ = run("--variant", "F7S", "--players", "5", "--seed", "3", "--incidents", "off")
    assert plain == off
    assert "Incident" not in off


def test_thirty_hands_at_often_show_most_of_the_rules_of_2_10_and_2_11(run):
    rules: set[str] = set()
    streets = 0
    count = 0
    for seed in range(1, 31):
        _, out, _ = run(
            "--variant", "F7S", "--players", str(2 + seed % 7), "--seed", str(seed), "--incidents", "often"
        )
        found = re.findall(r"!! Incident \((R\d+\.\d+)\)", out)
        rules.update(found)
        count += len(found)
        streets += len(re.findall(r"^(Third|Fourth|Fifth|Sixth|Seventh) Street$", out, flags=re.MULTILINE))
    section = {f"R10.{n}" for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14)} | {
        f"R11.{n}" for n in range(1, 7)
    }
    assert len(rules & section) >= 14
    assert count >= streets * 0.6  # about one a street


def test_incidents_rare_about_one_a_hand(run):
    total = 0
    for seed in range(1, 21):
        _, out, _ = run("--variant", "F7S", "--players", "5", "--seed", str(seed), "--incidents", "rare")
        total += out.count("!! Incident")
    assert 5 <= total <= 50


def test_german_incidents(run):
    code, out, _ = run(
        "--variant", "F7S", "--players", "5", "--seed", "3", "--incidents", "often", "--lang", "de"
    )
    assert code == 0
    assert "Vorfall" in out
    assert "Entscheidung" in out


def test_the_hand_log_after_the_script(run):
    code, out, _ = run("--variant", "F7S", "--players", "4", "--seed", "3", "--log")
    assert code == 0
    log = out.split("\nHand log\n")[1].splitlines()
    assert log == [
        "  Third Street: S4 brings it in for 10 · S1 calls 10 · S2 calls 10 · S3 calls 10",
        "  Fourth Street: S3 checks · S4 checks · S1 checks · S2 checks",
        "  Fifth Street: S3 checks · S4 bets 40 · S1 calls 40 · S2 calls 40 · S3 calls 40",
        "  Sixth Street: S3 checks · S4 checks · S1 bets 40 · S2 folds · S3 calls 40 · S4 calls 40",
        (
            "  Seventh Street: S3 checks · S4 bets 40 · S1 calls 40 · S3 raises to 80 · S4 raises to 120 · "
            "S1 calls 120 · S3 raises to 160 (cap) · S4 calls 160 · S1 calls 160"
        ),
        "  Showdown: S3 shows · S4 shows · S1 shows",
    ]
    code, out, _ = run("--variant", "F7S", "--players", "4", "--seed", "3", "--log", "--lang", "de")
    log = out.split("\nHand-Log\n")[1].splitlines()
    assert log[0] == "  Third Street: P4 bringt für 10 · P1 geht mit 10 · P2 geht mit 10 · P3 geht mit 10"
    assert "P3 erhöht auf 160 (Cap)" in log[4]
    assert log[-1] == "  Showdown: P3 zeigt · P4 zeigt · P1 zeigt"
