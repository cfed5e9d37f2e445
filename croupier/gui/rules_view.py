"""The Rules view: the rulebook's contents by section, a search, and one rule at a time with its
example and the house rules that change it, the choice in force marked.

The texts come from :mod:`croupier.rulebook` in the language installed; rule numbers inside a text
are links. "Practise this" asks, through ``practise_requested(number)``, for a drill on the rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import HouseRules
from croupier.gui.help.shortcuts import describe
from croupier.gui.rule_tip_watch import set_rule_tip
from croupier.gui.rulebook_language import rulebook_language
from croupier.rulebook import InForce, Rule, Rulebook, UnknownRuleError, rulebook
from croupier.training.rule_practice import NotPractised, RulePractice, Way, practice_for

__all__ = ["SEARCH_PAUSE_MS", "RulesView"]

SEARCH_PAUSE_MS = 400
"""The pause in typing after which the search's first hit is opened."""

_NUMBER_ROLE = Qt.ItemDataRole.UserRole
_CITED = re.compile(r"\b(R\d+\.\d+[a-z]?)\b")
_LINK = "rule:"
_STYLE = """
h2 { color: #f4f1e8; margin-bottom: 2px; }
h3 { color: #f0c94a; margin-top: 14px; margin-bottom: 4px; }
p.where { color: #b9b4a6; margin-top: 0; }
p.example { margin-left: 12px; }
a { color: #f0c94a; }
li.inforce { font-weight: bold; }
"""


class RulesView(QWidget):
    """The rulebook to read and search. ``house_rules`` decide which choice is marked in force;
    ``can_practise(number)`` whether "Practise this" is offered for a rule (always, if not given);
    with ``can_deal`` instead, the view offers it as ``rule_practice.practice_for`` says (a hand
    dealt up to a duty or an incident only while ``can_deal()``), says under the rule what it will
    start, and for a rule no drill asks why not (with the rule to practise instead, if one).

    Signals: ``practise_requested(number)`` from the button, ``rule_shown(number)`` whenever a rule
    is shown. ``show_rule(number)`` opens a rule (from a link anywhere in the window).
    """

    practise_requested = Signal(str)
    rule_shown = Signal(str)

    def __init__(
        self,
        house_rules: HouseRules | None = None,
        *,
        can_practise: Callable[[str], bool] | None = None,
        can_deal: Callable[[], bool] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesView")
        self._house_rules = house_rules if house_rules is not None else HouseRules()
        self._can_practise = can_practise if can_practise is not None else (lambda _number: True)
        self._can_deal = can_deal
        self._practise_target: str | None = None
        self._book: Rulebook = rulebook(rulebook_language())
        self._current: str | None = None
        self._items: dict[str, QTreeWidgetItem] = {}

        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.contents = QTreeWidget()
        self.contents.setObjectName("rulesContents")
        self.contents.setHeaderHidden(True)
        self.contents.setColumnCount(1)
        self.contents.setUniformRowHeights(True)
        self.no_match = QLabel()
        self.no_match.setObjectName("rulesNoMatch")
        self.no_match.setWordWrap(True)
        self.no_match.hide()
        self.text = QTextBrowser()
        self.text.setObjectName("ruleText")
        self.text.setOpenLinks(False)
        self.text.document().setDefaultStyleSheet(_STYLE)
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("practiseRule")
        self.practise_button.setMinimumHeight(36)
        self.practise_note = QLabel()
        self.practise_note.setObjectName("practiseNote")
        self.practise_note.setWordWrap(True)
        self.practise_note.setTextFormat(Qt.TextFormat.RichText)
        self.practise_note.linkActivated.connect(lambda link: self._link_clicked(QUrl(link)))
        self.practise_note.hide()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.no_match)
        left_layout.addWidget(self.contents, 1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.text, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.practise_note, 1)
        buttons.addWidget(self.practise_button)
        right_layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)
        self.setFocusProxy(self.search)
        # The first hit is opened as the search is typed, once the typing pauses.
        self._search_pause = QTimer(self)
        self._search_pause.setSingleShot(True)
        self._search_pause.setInterval(SEARCH_PAUSE_MS)
        self._find = QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self)
        self._find.activated.connect(self._focus_search)

        self._connect_signals()
        self._fill_contents()
        self.retranslate()
        self.show_rule(self._book.numbers()[0])

    def _connect_signals(self) -> None:
        self.search.textChanged.connect(self._filter)
        self.search.textChanged.connect(lambda _text: self._search_pause.start())
        self._search_pause.timeout.connect(self._show_first_match)
        self.search.returnPressed.connect(self._show_first_match)
        self.contents.currentItemChanged.connect(self._item_chosen)
        self.text.anchorClicked.connect(self._link_clicked)
        self.practise_button.clicked.connect(self._practise)

    # ----------------------------------------------------------------------------- API

    @property
    def book(self) -> Rulebook:
        """The rulebook shown, in the language installed."""
        return self._book

    def current_rule(self) -> str | None:
        """The number of the rule shown."""
        return self._current

    def house_rules(self) -> HouseRules:
        return self._house_rules

    def set_house_rules(self, house_rules: HouseRules) -> None:
        """Mark the choices of ``house_rules`` as in force from now on."""
        self._house_rules = house_rules
        self._render()

    def in_force(self) -> tuple[InForce, ...]:
        """The house rules of the rule shown, each with the choice in force."""
        if self._current is None:
            return ()
        return self._book.in_force(self._current, self._house_rules)

    @Slot(str)
    def show_rule(self, number: str) -> bool:
        """Show rule ``number`` ("R4.4", "r8.6a", "§3"); False (and nothing changes) for a number
        the rulebook does not hold."""
        try:
            rule = self._book.rule(number)
        except UnknownRuleError:
            return False
        item = self._items[rule.number]
        if item.isHidden():
            self.search.clear()  # the search hid it: show the whole contents again
        self._current = rule.number
        self._expand_to(item)
        self.contents.blockSignals(True)
        try:
            self.contents.setCurrentItem(item)
        finally:
            self.contents.blockSignals(False)
        self.contents.scrollToItem(item)
        self._render()
        self.rule_shown.emit(rule.number)
        return True

    # ----------------------------------------------------------------------------- contents

    def _fill_contents(self) -> None:
        self.contents.clear()
        self._items = {}
        for section in self._book.sections():
            head = QTreeWidgetItem([f"{section.number}  {section.title}"])
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.contents.addTopLevelItem(head)
            for number in section.rules:
                rule = self._book.rule(number)
                parent = self._items[rule.parent] if rule.parent is not None else head
                item = QTreeWidgetItem(parent, [f"{rule.number}  {rule.title}"])
                item.setData(0, _NUMBER_ROLE, rule.number)
                item.setToolTip(0, rule.title)
                self._items[rule.number] = item
        self._filter(self.search.text())

    def _filter(self, text: str) -> None:
        found = {rule.number for rule in self._book.search(text)} if text.strip() else None
        for index in range(self.contents.topLevelItemCount()):
            head = self.contents.topLevelItem(index)
            assert head is not None
            visible = self._filter_children(head, found)
            head.setHidden(not visible)
            head.setExpanded(found is not None)
        if self._current is not None:
            self._expand_to(self._items[self._current])
        self.no_match.setVisible(found is not None and not found)
        self.no_match.setText(self.tr("No rule matches “{text}”.").format(text=text.strip()))

    def _filter_children(self, item: QTreeWidgetItem, found: set[str] | None) -> bool:
        """Shows the children that match (or have a matching child); True when any is shown."""
        any_shown = False
        for index in range(item.childCount()):
            child = item.child(index)
            assert child is not None
            inner = self._filter_children(child, found)
            shown = found is None or child.data(0, _NUMBER_ROLE) in found or inner
            child.setHidden(not shown)
            child.setExpanded(found is not None and inner)
            any_shown = any_shown or shown
        return any_shown

    def _expand_to(self, item: QTreeWidgetItem) -> None:
        parent = item.parent()
        while parent is not None:
            parent.setExpanded(True)
            parent = parent.parent()

    def _show_first_match(self) -> None:
        """The first hit of the search on show (the rule shown stays if it is a hit itself)."""
        self._search_pause.stop()
        found = self._book.search(self.search.text()) if self.search.text().strip() else []
        if found and self._current not in {rule.number for rule in found}:
            self.show_rule(found[0].number)

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        number = item.data(0, _NUMBER_ROLE) if item is not None else None
        if isinstance(number, str) and number != self._current:
            self.show_rule(number)

    def _link_clicked(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith(_LINK):
            self.show_rule(text.removeprefix(_LINK))

    def _practise(self) -> None:
        if self._practise_target is not None:
            self.practise_requested.emit(self._practise_target)

    def practice(self) -> RulePractice | None:
        """How the rule shown is practised (None without ``can_deal``: the caller decides)."""
        if self._current is None or self._can_deal is None:
            return None
        return practice_for(self._current)

    # ----------------------------------------------------------------------------- the rule

    def _render(self) -> None:
        if self._current is None:
            return
        rule = self._book.rule(self._current)
        self.text.setHtml(self._rule_html(rule))
        self._offer_practice(rule.number)

    def _offer_practice(self, number: str) -> None:
        """The button and the line beside it: what Practise this starts, or why there is nothing."""
        plan = self.practice()
        self.practise_button.setText(self.tr("Practise this"))
        self.practise_button.setToolTip(self.tr("Practise the skills that test this rule"))
        if plan is None:
            self._practise_target = number if self._can_practise(number) else None
            self.practise_button.setEnabled(self._practise_target is not None)
            self.practise_note.hide()
            return
        dealt = plan.way in {Way.INCIDENT, Way.DUTY, Way.HAND}
        deal = self._can_deal is not None and self._can_deal()
        self._practise_target = number if plan.possible and (deal or not dealt) else None
        if plan.possible:
            note = (
                self._way_text(plan.way)
                if deal or not dealt
                else self.tr("Dealing a hand is not available here.")
            )
        else:
            note = self._why_not_text(plan)
            if plan.see is not None:
                self._practise_target = plan.see
                self.practise_button.setText(self.tr("Practise {rule} instead").format(rule=plan.see))
        self.practise_button.setEnabled(self._practise_target is not None)
        set_rule_tip(self.practise_button, note)
        self.practise_note.setText(_linked(note).replace("<a ", '<a style="color: #f0c94a" '))
        self.practise_note.show()

    def _way_text(self, way: Way) -> str:
        return {
            Way.QUIZ: self.tr("A quiz whose questions test this rule."),
            Way.INCIDENT: self.tr(
                "The trainer deals a hand until this goes wrong at the table; stop it (Space) and rule."
            ),
            Way.DUTY: self.tr("The trainer deals a hand up to this duty; you take over there."),
            Way.HAND: self.tr("A hand from the shuffle, every duty in its order."),
            Way.NONE: "",
        }[way]

    def _why_not_text(self, plan: RulePractice) -> str:
        why = {
            NotPractised.PLAYERS: self.tr(
                "Nothing to practise: this rule is about what players do, "
                "and the trainer's players keep to it."
            ),
            NotPractised.TRAINER: self.tr(
                "Nothing to practise: this rule says how the trainer itself works."
            ),
            NotPractised.SET_UP: self.tr(
                "Nothing to practise: this is settled when the table is set up (the top bar and Settings)."
            ),
            NotPractised.HOUSE_RULE: self.tr(
                "No drill asks this by itself: it is another choice of a house rule (Settings)."
            ),
            NotPractised.APPLIED: self.tr(
                "No drill asks this by itself: it is applied in another rule's drill."
            ),
        }
        text = why.get(plan.why_not, self.tr("Nothing to practise for this rule.")) if plan.why_not else ""
        if plan.see is not None:
            text += " " + self.tr("Practise {rule}, which applies it.").format(rule=plan.see)
        return text or self.tr("Nothing to practise for this rule.")

    def _rule_html(self, rule: Rule) -> str:
        section = self._book.section(rule.section)
        where = self.tr("Section {number}: {title}").format(number=section.number, title=section.title)
        parts = [
            f"<h2>{escape(rule.number)} · {escape(rule.title)}</h2>",
            f'<p class="where">{escape(where)}',
        ]
        if rule.parent is not None:
            parent = self._book.rule(rule.parent)
            part_of = escape(self.tr("Part of {rule}")).format(rule=_linked(parent.number))
            parts.append(f"<br/>{part_of} {escape(parent.title)}")
        parts.append("</p>")
        parts.append(_text_html(rule.text))
        if rule.example:
            label = escape(self.tr("Example"))
            parts.append(f'<p class="example"><b>{label}:</b> {_linked(rule.example)}</p>')
        children = self._book.children(rule.number)
        if children:
            heading = self.tr("Parts of this rule")
            parts.append(f"<h3>{escape(heading)}</h3><ul>")
            parts += [f"<li>{_linked(child.number)} {escape(child.title)}</li>" for child in children]
            parts.append("</ul>")
        heading = self.tr("House rules that change this rule")
        parts.append(f"<h3>{escape(heading)}</h3>")
        in_force = self.in_force()
        if not in_force:
            none = self.tr("No house rule changes this rule.")
            parts.append(f"<p>{escape(none)}</p>")
        parts += [self._option_html(item) for item in in_force]
        return "".join(parts)

    def _option_html(self, item: InForce) -> str:
        choices = list(item.option.choices)
        if all(choice.value != item.choice.value for choice in choices):
            choices.append(item.choice)
        lines = []
        for choice in choices:
            notes = []
            if choice.value == item.choice.value:
                notes.append(self.tr("in force"))
            if choice.default:
                notes.append(self.tr("default"))
            note = f" ({escape(', '.join(notes))})" if notes else ""
            if choice.value == item.choice.value:
                lines.append(f'<li class="inforce">✓ {escape(choice.name)}{note}</li>')
            else:
                lines.append(f"<li>{escape(choice.name)}{note}</li>")
        return f"<p><b>{escape(item.option.name)}</b></p><ul>{''.join(lines)}</ul>"

    # ----------------------------------------------------------------------------- text

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def retranslate(self) -> None:
        describe(self._find, self.tr("Search the rulebook"))
        language = rulebook_language()
        if language != self._book.language:
            self._book = rulebook(language)
            self._fill_contents()
            if self._current is not None:
                self._expand_to(self._items[self._current])
                self.contents.blockSignals(True)
                self.contents.setCurrentItem(self._items[self._current])
                self.contents.blockSignals(False)
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setAccessibleName(self.tr("Search the rules"))
        self.contents.setAccessibleName(self.tr("Contents of the rulebook"))
        self.text.setAccessibleName(self.tr("Rule text"))
        self._filter(self.search.text())
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _linked(text: str) -> str:
    """``text`` escaped, each rule number in it a link that opens the rule."""
    return _CITED.sub(lambda match: f'<a href="{_LINK}{match.group(1)}">{match.group(1)}</a>', escape(text))


def _text_html(text: str) -> str:
    """A rule's text as HTML: paragraphs, and "- " lines as a list."""
    parts: list[str] = []
    in_list = False
    for block in text.split("\n"):
        if block.startswith("- "):
            if not in_list:
                parts.append("<ul>")
                in_list = True
            parts.append(f"<li>{_linked(block[2:])}</li>")
            continue
        if in_list:
            parts.append("</ul>")
            in_list = False
        if block:
            parts.append(f"<p>{_linked(block)}</p>")
    if in_list:
        parts.append("</ul>")
    return "".join(parts)
