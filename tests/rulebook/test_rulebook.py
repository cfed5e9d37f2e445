"""The rulebook is complete in both languages, every rule the trainer cites is in it, and it reads
nothing outside the package."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from croupier.engine.rules import HouseRules
from croupier.rulebook import (
    LANGUAGES,
    OPTION_RULES,
    RulebookDataError,
    UnknownOptionError,
    UnknownRulebookLanguageError,
    UnknownRuleError,
    parse_number,
    rulebook,
)
from croupier.rulebook import book as book_module

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "croupier"
CITED = re.compile(r"\bR\d+\.\d+[a-z]?\b")

# The rules of the specification, section by section (2.1 … 2.12): how many numbered rules each has,
# and the lettered sub-items the rules have.
RULES_PER_SECTION = {1: 6, 2: 6, 3: 10, 4: 8, 5: 7, 6: 6, 7: 3, 8: 7, 9: 7, 10: 14, 11: 7, 12: 5}
SUB_ITEMS = ("R5.6a", "R5.6b", "R6.5a", "R6.5b", "R6.5c", "R8.6a", "R8.6b", "R8.6c", "R8.6d", "R8.6e")
EXPECTED = (
    {f"R{section}.{rule}" for section, count in RULES_PER_SECTION.items() for rule in range(1, count + 1)}
    | set(SUB_ITEMS)
    | {"§1", "§3"}
)


def cited_numbers() -> dict[str, set[str]]:
    """Every rule number written in the package (code, data) and the translation catalogues, with
    the files that cite it. The rulebook's own modules are left out: their doctests show how it
    refuses numbers it does not hold."""
    sources = [
        *(path for path in PACKAGE.rglob("*.py") if path.parent.name != "rulebook"),
        *PACKAGE.rglob("*.toml"),
        *(ROOT / "translations").glob("*.ts"),
    ]
    cited: dict[str, set[str]] = {}
    for path in sources:
        for number in CITED.findall(path.read_text(encoding="utf-8")):
            cited.setdefault(number, set()).add(str(path.relative_to(ROOT)))
    return cited


def test_the_rulebook_holds_every_rule_of_the_specification():
    for language in LANGUAGES:
        assert set(rulebook(language).numbers()) == EXPECTED, language


def test_every_rule_cited_anywhere_is_in_the_rulebook_in_both_languages():
    cited = cited_numbers()
    assert len(cited) > 60  # the scan sees the code and the catalogues
    assert {"R4.4", "R5.6b", "R8.6a", "R10.13"} <= set(cited)
    english, german = rulebook("en"), rulebook("de")
    missing = {number: sorted(files) for number, files in cited.items() if number not in english}
    assert missing == {}
    for number in cited:
        en, de = english.rule(number), german.rule(number)
        for rule in (en, de):
            assert rule.title.strip(), number
            assert rule.text.strip(), number
        assert en.title != de.title, number
        assert en.text != de.text, number


def test_both_languages_have_the_same_rules_sections_examples_and_options():
    english, german = rulebook("en"), rulebook("de")
    assert english.numbers() == german.numbers()
    assert [s.number for s in english.sections()] == [s.number for s in german.sections()]
    assert [s.rules for s in english.sections()] == [s.rules for s in german.sections()]
    for en, de in zip(english, german, strict=True):
        assert (en.section, en.parent, en.options) == (de.section, de.parent, de.options)
        assert bool(en.example) == bool(de.example), en.number
        assert en.example != de.example or not en.example, en.number
        # The same cross-references in both texts.
        assert CITED.findall(en.text) == CITED.findall(de.text), en.number
    for en, de in zip(english.options(), german.options(), strict=True):
        assert en.key == de.key
        assert [c.value for c in en.choices] == [c.value for c in de.choices]
        assert en.name != de.name, en.key
        assert all(c.name for c in en.choices + de.choices), en.key


def test_sections_run_in_order_and_hold_their_rules():
    book = rulebook("en")
    numbers = [section.number for section in book.sections()]
    assert numbers == ["1", *(f"2.{n}" for n in range(1, 13)), "3"]
    assert book.section("2.4").title == "Fixed-limit betting"
    assert book.section("2.5").rules == (
        "R5.1",
        "R5.2",
        "R5.3",
        "R5.4",
        "R5.5",
        "R5.6",
        "R5.6a",
        "R5.6b",
        "R5.7",
    )
    assert sum(len(section.rules) for section in book.sections()) == len(book)
    assert [rule.number for rule in book.children("R8.6")] == ["R8.6a", "R8.6b", "R8.6c", "R8.6d", "R8.6e"]
    assert book.rule("R8.6c").parent == "R8.6"
    with pytest.raises(UnknownRuleError):
        book.section("2.13")


def test_search_finds_the_bring_in_in_both_languages():
    for language in LANGUAGES:
        found = [rule.number for rule in rulebook(language).search("Bring-in")]
        assert {"R3.5", "R3.6", "R3.8", "R3.9", "R3.10", "R5.1"} <= set(found), language
    # Any case, every word, and titles first.
    german = rulebook("de")
    assert [rule.number for rule in german.search("bring-in")] == [
        rule.number for rule in german.search("BRING-IN")
    ]
    assert german.search("odd") == ()
    assert german.search("ungerade Chip")[0].number == "R8.6"
    assert rulebook("en").search("wheel")[0].number == "R7.3"
    assert rulebook("en").search("   ") == ()


def test_search_by_number_puts_that_rule_first():
    assert rulebook("en").search("r8.6a")[0].number == "R8.6a"
    assert rulebook("de").search("R4.4")[0].number == "R4.4"


def test_rule_numbers_are_read_leniently_and_refused_clearly():
    assert [parse_number(text) for text in ("R4.4", "r4.4", "4.4", " R8.6A", "§1")] == [
        "R4.4",
        "R4.4",
        "R4.4",
        "R8.6a",
        "§1",
    ]
    book = rulebook("en")
    assert "r6.5c" in book
    assert "R6.7" not in book
    assert "nonsense" not in book
    assert 4.4 not in book
    with pytest.raises(UnknownRuleError, match=r"no rule R6\.7"):
        book.rule("R6.7")
    with pytest.raises(UnknownRuleError, match="not a rule number"):
        book.rule("cap")
    with pytest.raises(UnknownRulebookLanguageError, match="use one of en, de"):
        rulebook("fr")
    assert issubclass(UnknownRuleError, ValueError)


def test_every_house_rule_is_described_and_changes_rules_that_exist():
    assert set(OPTION_RULES) == set(HouseRules.keys())
    book = rulebook("en")
    for key, numbers in OPTION_RULES.items():
        assert numbers, key
        for number in numbers:
            assert key in book.rule(number).options, (key, number)
    assert [option.key for option in book.options("R4.6")] == [
        "short_allin_reopen_threshold",
        "short_allin_next_raise",
        "short_allin_counts_toward_cap",
    ]
    assert book.options("R1.1") == ()
    assert [option.key for option in book.options("R11.1")] == ["oot_restricted"]
    with pytest.raises(UnknownOptionError):
        book.option("no_such_rule")


def test_the_option_in_force_is_named_in_both_languages():
    tournament = HouseRules.profile("tournament")
    [cap] = rulebook("en").in_force("R4.4", tournament)[:1]
    assert (cap.key, cap.choice.value, cap.choice.name, cap.choice.default) == (
        "max_raises_per_round",
        "4",
        "Four raises after the bet",
        False,
    )
    [german] = rulebook("de").in_force("R5.4", tournament)
    assert german.option.name == "Gleichstand bei der ersten Aktion"
    assert german.choice.name == "Höchste Karte nach Farbe"
    [standard] = rulebook("de").in_force("R5.4", HouseRules())
    assert standard.choice.default
    assert standard.choice.value == "position"


def test_values_outside_the_usual_choices_still_have_words():
    rules = HouseRules(max_players=6, max_raises_per_round=2)
    english, german = rulebook("en"), rulebook("de")
    assert english.option_in_force("max_players", rules).choice.name == "6 players"
    assert (
        german.option_in_force("max_raises_per_round", rules).choice.name == "2 Erhöhungen nach dem Einsatz"
    )
    steps = HouseRules().override("shuffle_steps", "scramble,riffle,cut_onto_cut_card")
    assert english.option_in_force("shuffle_steps", steps).choice.name == (
        "Scramble, riffle, cut onto the cut card"
    )
    assert (
        german.choice_name("shuffle_steps", steps.shuffle_steps)
        == "Scramble, Riffle, auf die Cut-Card abheben"
    )
    assert (
        english.choice_name(
            "short_allin_reopen_threshold",
            HouseRules(short_allin_reopen_threshold=1).short_allin_reopen_threshold,
        )
        == "Only a full bet or raise"
    )


def test_every_option_lists_its_default_first():
    book = rulebook("en")
    defaults = HouseRules()
    for option in book.options():
        first, *rest = option.choices
        assert first.default, option.key
        assert not any(choice.default for choice in rest), option.key
        assert first.name == book.option_in_force(option.key, defaults).choice.name


def test_the_texts_are_the_projects_own_words():
    """No source tags or specification markers, German in the glossary's words and the formal
    "Sie", no unfinished lines."""
    markers = re.compile(r"\[(SEED|WSOP|DERIVED|UNCERTAIN|PK|RRoP|TDA|BARGE)|SEED-00|§\d{2,}|RULES\.md")
    ruled_out = (
        r"Burn-Karte",
        r"\bTalon\b",
        r"Schnittkarte",
        r"Restchip",
        r"\bSide Pots?\b",
        r"\b(Small|Big) Bet\b",
        r"\b(du|dich|dir|dein\w*)\b",
        r"Dritte Straße",
        r"\bTreff\b",
    )
    for language in LANGUAGES:
        book = rulebook(language)
        words = [text for rule in book for text in (rule.title, rule.text, rule.example)]
        words += [option.name for option in book.options()]
        words += [choice.name for option in book.options() for choice in option.choices]
        for text in words:
            assert not markers.search(text), text
            assert "  " not in text, text
            assert text == text.strip(), text
        if language == "de":
            german = " ".join(words)
            found = [pattern for pattern in ruled_out if re.search(pattern, german)]
            assert found == []
            for term in ("Bring-in", "Burn-Card", "Stub", "Cut-Card", "Side-Pot", "ungerade", "Third Street"):
                assert term in german


def test_texts_keep_their_paragraphs_and_lists():
    rule = rulebook("en").rule("R2.4")
    blocks = rule.blocks()
    assert blocks[0].endswith("in this order:")
    assert next(block for block in blocks if block.startswith("- ")) == (
        "- scramble, watching the players and asking for the antes meanwhile;"
    )
    assert blocks[-1].startswith("Dealing before every ante is in")
    assert "\n" not in rulebook("en").rule("R1.1").text  # wrapped lines are joined


def test_broken_data_is_refused_with_the_reason(monkeypatch):
    real = book_module._read

    def without_a_title(language):
        data = dict(real(language))
        rules = dict(data["rules"])
        rules["R1.1"] = {"text": "x"}
        data["rules"] = rules
        return data

    monkeypatch.setattr(book_module, "_read", without_a_title)
    with pytest.raises(RulebookDataError, match=r"R1\.1: title must be a non-empty text"):
        book_module.rulebook.__wrapped__("en")


def test_the_rulebook_reads_only_its_package_files():
    """Nothing outside the repository: the data are package resources."""
    source = (PACKAGE / "rulebook" / "book.py").read_text(encoding="utf-8")
    assert 'importlib.resources.files("croupier.rulebook")' in source
    assert "shared" not in source
    assert "open(" not in source
    data = PACKAGE / "rulebook" / "data"
    assert sorted(path.name for path in data.glob("*.toml")) == ["rules_de.toml", "rules_en.toml"]
