"""The Rules view: contents by section, search in both languages, a rule with its house rules and
the choice in force, links between rules, and "Practise this"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTreeWidgetItem

from croupier.engine.rules import HouseRules
from croupier.gui.rules_view import RulesView
from croupier.i18n import Language
from croupier.rulebook import rulebook

# The offscreen platform says so when a top-level widget with a splitter is shown; nothing to fix.
pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def view(qtbot, translations) -> RulesView:
    widget = RulesView(HouseRules())
    qtbot.add_widget(widget)
    widget.resize(1000, 640)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def visible_numbers(view: RulesView) -> list[str]:
    """The rule numbers the contents show, in order."""
    found: list[str] = []

    def walk(item: QTreeWidgetItem) -> None:
        for index in range(item.childCount()):
            child = item.child(index)
            if not child.isHidden():
                found.append(child.data(0, 256))
                walk(child)

    for index in range(view.contents.topLevelItemCount()):
        head = view.contents.topLevelItem(index)
        if not head.isHidden():
            walk(head)
    return found


def test_the_contents_list_every_section_and_rule(view):
    tree = view.contents
    assert tree.topLevelItemCount() == 14
    assert tree.topLevelItem(0).text(0) == "1  House rules"
    assert tree.topLevelItem(4).text(0) == "2.4  Fixed-limit betting"
    assert visible_numbers(view) == list(rulebook("en").numbers())
    # Sub-items sit under their rule.
    odd_chip = next(
        tree.topLevelItem(8).child(i)
        for i in range(tree.topLevelItem(8).childCount())
        if tree.topLevelItem(8).child(i).data(0, 256) == "R8.6"
    )
    assert [odd_chip.child(i).data(0, 256) for i in range(odd_chip.childCount())] == [
        "R8.6a",
        "R8.6b",
        "R8.6c",
        "R8.6d",
        "R8.6e",
    ]
    assert view.current_rule() == "§1"


def test_show_rule_opens_the_rule_with_its_text_example_and_options(qtbot, view):
    with qtbot.waitSignal(view.rule_shown) as shown:
        assert view.show_rule("r4.4")
    assert shown.args == ["R4.4"]
    assert view.current_rule() == "R4.4"
    assert view.contents.currentItem().data(0, 256) == "R4.4"
    text = view.text.toPlainText()
    assert "R4.4 · The cap on raises" in text
    assert "Section 2.4: Fixed-limit betting" in text
    assert "Example: Bring-in 10, complete to 20" in text
    assert "House rules that change this rule" in text
    assert "Most raises per round" in text
    assert "✓ Three raises after the bet (in force, default)" in text
    assert "Four raises after the bet" in text


def test_the_option_in_force_follows_the_house_rules(view):
    view.show_rule("R4.4")
    view.set_house_rules(HouseRules.profile("tournament"))
    text = view.text.toPlainText()
    assert "✓ Four raises after the bet (in force)" in text
    assert "Three raises after the bet (default)" in text
    assert "✓ Three" not in text
    [cap, short] = view.in_force()
    assert (cap.key, cap.choice.value) == ("max_raises_per_round", "4")
    assert short.choice.default
    view.set_house_rules(HouseRules(max_raises_per_round=2))
    assert "✓ 2 raises after the bet (in force)" in view.text.toPlainText()


def test_a_rule_without_house_rules_says_so(view):
    view.show_rule("R1.1")
    assert "No house rule changes this rule." in view.text.toPlainText()
    assert view.in_force() == ()


def test_an_unknown_number_changes_nothing(view):
    view.show_rule("R5.2")
    assert not view.show_rule("R13.1")
    assert not view.show_rule("nonsense")
    assert view.current_rule() == "R5.2"


def test_search_filters_the_contents_in_english(qtbot, view):
    qtbot.keyClicks(view.search, "Bring-in")
    shown = visible_numbers(view)
    assert {"R3.5", "R3.6", "R3.8", "R3.9", "R3.10", "R5.1"} <= set(shown)
    assert "R1.1" not in shown
    assert not view.no_match.isVisible()
    qtbot.keyClick(view.search, "\r")
    assert view.current_rule() == rulebook("en").search("Bring-in")[0].number
    view.search.setText("zebra")
    assert visible_numbers(view) == []
    assert view.no_match.isVisible()
    assert view.no_match.text() == "No rule matches “zebra”."
    view.search.clear()
    assert visible_numbers(view) == list(rulebook("en").numbers())


def test_search_and_text_in_german(qtbot, view, translations):
    view.show_rule("R4.4")
    translations.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: view.book.language == "de")  # LanguageChange is posted
    assert view.current_rule() == "R4.4"
    text = view.text.toPlainText()
    assert "R4.4 · Das Cap für Erhöhungen" in text
    assert "Abschnitt 2.4: Setzen im Fixed Limit" in text
    assert "Hausregeln, die diese Regel ändern" in text
    assert "✓ Drei Erhöhungen nach dem Einsatz (gilt, Standard)" in text
    assert view.practise_button.text() == "Diese Regel üben"
    assert view.contents.topLevelItem(0).text(0) == "1  Hausregeln"
    qtbot.keyClicks(view.search, "Bring-in")
    shown = visible_numbers(view)
    assert {"R3.5", "R3.6", "R3.8", "R3.9", "R5.1"} <= set(shown)
    view.search.setText("Zebra")
    assert view.no_match.text() == "Keine Regel passt zu „Zebra“."
    translations.set_language(Language.ENGLISH)
    qtbot.waitUntil(lambda: view.book.language == "en")
    assert "R4.4 · The cap on raises" in view.text.toPlainText()
    assert view.search.text() == "Zebra"  # the search stays through the switch


def test_a_hidden_rule_shown_clears_the_search(view):
    view.search.setText("wheel")
    assert "R1.3" not in visible_numbers(view)
    view.show_rule("R1.3")
    assert view.search.text() == ""
    assert view.contents.currentItem().data(0, 256) == "R1.3"


def test_choosing_a_rule_in_the_contents_shows_it(qtbot, view):
    item = next(
        view.contents.topLevelItem(3).child(i)
        for i in range(view.contents.topLevelItem(3).childCount())
        if view.contents.topLevelItem(3).child(i).data(0, 256) == "R3.8"
    )
    with qtbot.waitSignal(view.rule_shown):
        view.contents.setCurrentItem(item)
    assert view.current_rule() == "R3.8"
    assert "Low card all-in for the ante" in view.text.toPlainText()


def test_rule_numbers_in_a_text_are_links(qtbot, view):
    view.show_rule("R8.6")
    html = view.text.toHtml()
    assert 'href="rule:R8.6a"' in html
    with qtbot.waitSignal(view.rule_shown) as shown:
        view.text.anchorClicked.emit(QUrl("rule:R8.6c"))
    assert shown.args == ["R8.6c"]
    text = view.text.toPlainText()
    assert "Part of R8.6 The odd chip" in text
    assert "✓ Counts low (in force, default)" in text


def test_practise_this_asks_for_the_rule_shown(qtbot, view):
    view.show_rule("R7.2")
    with qtbot.waitSignal(view.practise_requested) as asked:
        view.practise_button.click()
    assert asked.args == ["R7.2"]


def test_practise_is_offered_only_where_the_caller_can(qtbot, translations):
    from croupier.rulebook.practice import skills_for_rule  # noqa: PLC0415

    widget = RulesView(can_practise=lambda number: bool(skills_for_rule(number)))
    qtbot.add_widget(widget)
    widget.show_rule("R1.2")
    assert not widget.practise_button.isEnabled()
    widget.show_rule("R4.4")
    assert widget.practise_button.isEnabled()
    with qtbot.assertNotEmitted(widget.practise_requested):
        widget.show_rule("R1.2")
        widget.practise_button.click()


def test_a_view_made_under_german_starts_in_german(qtbot, translations):
    translations.set_language(Language.GERMAN)
    widget = RulesView()
    qtbot.add_widget(widget)
    assert widget.book.language == "de"
    assert widget.contents.topLevelItem(0).text(0) == "1  Hausregeln"
    assert widget.search.placeholderText() == "Regeln durchsuchen"
    assert "Keine Hausregel ändert" not in widget.text.toPlainText()  # §1 has the game type
    assert "✓ Cash Game (gilt, Standard)" in widget.text.toPlainText()


def test_the_house_rules_have_the_names_settings_gives_them(qtbot, translations):
    """The rulebook's option names and choices are the Settings form's, in both languages."""
    import enum  # noqa: PLC0415
    import typing  # noqa: PLC0415

    from croupier.gui.house_rule_texts import choice_label, rule_label  # noqa: PLC0415

    hints = typing.get_type_hints(HouseRules)
    for language in (Language.ENGLISH, Language.GERMAN):
        translations.set_language(language)
        book = rulebook(language.value)
        for key in hints:
            assert book.option(key).name == rule_label(key), (language, key)
            if isinstance(hints[key], type) and issubclass(hints[key], enum.Enum):
                for member in hints[key]:
                    assert book.choice_name(key, member) == choice_label(member), (language, key, member)
