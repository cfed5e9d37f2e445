"""The Course page: the path of a game's lessons (passed ✓, the one you are at ►, those ahead ·), and
the lesson chosen: what it teaches, its rule pages to read, the demonstration hand, the check, and
the result last reached. Once every lesson is passed, the adaptive practice takes over.

It shows a ``Place`` (``set_place``) and reports what the trainee asks for: ``rule_requested``,
``demonstration_requested(key)``, ``check_requested(key)``, ``practice_requested()``."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.rule_links import linked_html, rule_of_link
from croupier.gui.rulebook_language import rulebook_language
from croupier.i18n import format_percent
from croupier.rulebook import UnknownRuleError, rulebook
from croupier.store.records import LessonResult
from croupier.training.course import CHECK_QUESTIONS, PASS_PERCENT, Check, Lesson, LessonState, Place
from croupier.words.course_words import lesson_aim, lesson_title

__all__ = ["CoursePage"]

_KEY = Qt.ItemDataRole.UserRole
_MARKS = {LessonState.PASSED: "✓", LessonState.CURRENT: "►", LessonState.AHEAD: "·"}
_STYLE = """
#coursePath { font-size: 11pt; }
#coursePath::item { padding: 5px 6px; }
#courseTitle { color: #f4f1e8; }
#courseWhere, #courseAim { color: #d8d3c4; }
#courseResult[passed="true"] { color: #8fe39a; font-weight: bold; }
#courseResult[passed="false"] { color: #ff8a8f; font-weight: bold; }
#courseDone { background: #24331f; border: 1px solid #8fe39a; border-radius: 8px; padding: 8px;
    color: #f2f2ea; }
QPushButton#courseWatch, QPushButton#courseCheck, QPushButton#coursePractise { padding: 6px 14px; }
QPushButton#courseCheck, QPushButton#coursePractise { background: #e8c547; color: #1d1d1d;
    font-weight: bold; }
"""
_RULE_STYLE = """
h3 { color: #f0c94a; margin-top: 12px; margin-bottom: 4px; }
p.example { margin-left: 12px; color: #d8d3c4; }
a { color: #f0c94a; }
"""
_GAMES = {"F7S": "Seven Card Stud", "F7S/8": "Stud Hi-Lo", "FR": "Razz"}


class CoursePage(QWidget):
    rule_requested = Signal(str)
    demonstration_requested = Signal(str)
    check_requested = Signal(str)
    practice_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coursePage")
        self.setStyleSheet(_STYLE)
        self._place: Place | None = None
        self._results: list[LessonResult] = []
        self._shown: str | None = None

        self.heading = QLabel()
        self.heading.setObjectName("courseHeading")
        font = QFont(self.heading.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.where = QLabel()
        self.where.setObjectName("courseWhere")
        self.where.setWordWrap(True)
        self.path = QListWidget()
        self.path.setObjectName("coursePath")
        self.path.setWordWrap(True)
        self.done = QLabel()
        self.done.setObjectName("courseDone")
        self.done.setWordWrap(True)
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("coursePractise")

        self.title = QLabel()
        self.title.setObjectName("courseTitle")
        title_font = QFont(self.title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.5)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setWordWrap(True)
        self.aim = QLabel()
        self.aim.setObjectName("courseAim")
        self.aim.setWordWrap(True)
        self.read_label = QLabel()
        self.rules = QTextBrowser()
        self.rules.setObjectName("courseRules")
        self.rules.setOpenLinks(False)
        self.rules.document().setDefaultStyleSheet(_RULE_STYLE)
        self.watch_label = QLabel()
        self.watch_label.setWordWrap(True)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("courseWatch")
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        self.check_button = QPushButton()
        self.check_button.setObjectName("courseCheck")
        self.result = QLabel()
        self.result.setObjectName("courseResult")
        self.result.setWordWrap(True)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.heading)
        left_layout.addWidget(self.where)
        left_layout.addWidget(self.path, 1)
        left_layout.addWidget(self.done)
        left_layout.addWidget(self.practise_button)
        right = QFrame()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(8, 0, 0, 0)
        right_layout.addWidget(self.title)
        right_layout.addWidget(self.aim)
        right_layout.addWidget(self.read_label)
        right_layout.addWidget(self.rules, 1)
        for label, button in ((self.watch_label, self.watch_button), (self.check_label, self.check_button)):
            row = QHBoxLayout()
            row.addWidget(label, 1)
            row.addWidget(button)
            right_layout.addLayout(row)
        right_layout.addWidget(self.result)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.addWidget(splitter)
        self.setFocusProxy(self.path)

        self.path.currentItemChanged.connect(self._item_chosen)
        self.rules.anchorClicked.connect(self._link)
        self.watch_button.clicked.connect(lambda: self._ask(self.demonstration_requested))
        self.check_button.clicked.connect(lambda: self._ask(self.check_requested))
        self.practise_button.clicked.connect(self.practice_requested)
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    @property
    def place(self) -> Place | None:
        return self._place

    def shown_lesson(self) -> Lesson | None:
        if self._place is None or self._shown is None:
            return None
        return self._place.course.lesson(self._shown)

    def set_place(self, place: Place, results: Sequence[LessonResult] = ()) -> None:
        """Show the trainee's ``place`` on a course and their ``results`` (the latest per lesson
        counts); the lesson shown stays, or becomes the current one."""
        same_course = self._place is not None and self._place.course == place.course
        self._place = place
        self._results = [r for r in results if r.variant == place.course.variant]
        keep = self._shown if same_course else None
        current = place.current
        self._shown = keep or (current.key if current is not None else place.course.lessons[-1].key)
        self._fill_path()
        self.retranslate()

    def show_lesson(self, key: str) -> None:
        self._shown = key
        self._select(key)
        self.retranslate()

    def last_result(self, key: str) -> LessonResult | None:
        found = [result for result in self._results if result.lesson == key]
        return found[-1] if found else None

    # ----------------------------------------------------------------------------- showing

    def _fill_path(self) -> None:
        place = self._place
        self.path.blockSignals(True)
        try:
            self.path.clear()
            if place is None:
                return
            for number, lesson in enumerate(place.course.lessons, start=1):
                item = QListWidgetItem()
                item.setData(_KEY, lesson.key)
                self.path.addItem(item)
                self._label_item(item, number, lesson)
        finally:
            self.path.blockSignals(False)
        if self._shown is not None:
            self._select(self._shown)

    def _label_item(self, item: QListWidgetItem, number: int, lesson: Lesson) -> None:
        assert self._place is not None
        state = self._place.state(lesson)
        item.setText(f"{_MARKS[state]}  {number}. {lesson_title(lesson.key)}")
        tips = {
            LessonState.PASSED: self.tr("Passed"),
            LessonState.CURRENT: self.tr("You are here"),
            LessonState.AHEAD: self.tr("Still to come"),
        }
        item.setToolTip(tips[state])
        font = item.font()
        font.setBold(state is LessonState.CURRENT)
        item.setFont(font)

    def _select(self, key: str) -> None:
        for row in range(self.path.count()):
            item = self.path.item(row)
            if item.data(_KEY) == key:
                self.path.blockSignals(True)
                self.path.setCurrentItem(item)
                self.path.blockSignals(False)
                self.path.scrollToItem(item)
                return

    def _item_chosen(self, item: QListWidgetItem | None, _before: QListWidgetItem | None) -> None:
        if item is not None:
            self._shown = str(item.data(_KEY))
            self.retranslate()

    def _rules_html(self, lesson: Lesson) -> str:
        book = rulebook(rulebook_language())
        parts = []
        for number in lesson.pages:
            try:
                rule = book.rule(number)
            except UnknownRuleError:
                continue
            parts.append(
                f'<h3><a href="rule:{rule.number}">{escape(rule.number)}</a> · {escape(rule.title)}</h3>'
            )
            items: list[str] = []
            for block in (*rule.blocks(), ""):
                if block.startswith("- "):
                    items.append(f"<li>{linked_html(block[2:])}</li>")
                    continue
                if items:
                    parts.append(f"<ul>{''.join(items)}</ul>")
                    items = []
                if block:
                    parts.append(f"<p>{linked_html(block)}</p>")
            if rule.example:
                example = self.tr("Example: {text}").format(text=rule.example)
                parts.append(f'<p class="example">{linked_html(example)}</p>')
        return "".join(parts)

    def retranslate(self) -> None:
        self.path.setAccessibleName(self.tr("The lessons of the course"))
        self.practise_button.setText(self.tr("Adaptive practice →"))
        self.read_label.setText(self.tr("1  Read the rules"))
        self.watch_button.setText(self.tr("Watch the demonstration"))
        place = self._place
        if place is None:
            self.heading.setText(self.tr("Course"))
            return
        for row, lesson in enumerate(place.course.lessons):
            item = self.path.item(row)
            if item is not None:
                self._label_item(item, row + 1, lesson)
        game = _GAMES.get(place.course.variant, place.course.variant)
        self.heading.setText(self.tr("Course: {game}").format(game=game))
        total = len(place.course.lessons)
        current, following = place.current, place.following
        if current is None:
            where = self.tr("All %n lesson(s) passed.", "", total)
        else:
            where = self.tr("{passed} of %n lesson(s) passed. Now: {now}.", "", total).format(
                passed=place.passed_count, now=lesson_title(current.key)
            )
            if following is not None:
                where += " " + self.tr("Then: {next}.").format(next=lesson_title(following.key))
        self.where.setText(where)
        self.done.setText(
            self.tr(
                "Course complete: you are ready for the exam. From here the adaptive practice takes "
                "over: the Quiz asks most about what you get wrong or answer slowly."
            )
        )
        self.done.setVisible(place.finished)
        self.practise_button.setVisible(place.finished)
        self._show_lesson()

    def _show_lesson(self) -> None:
        lesson = self.shown_lesson()
        if lesson is None or self._place is None:
            return
        number = self._place.course.index(lesson.key) + 1
        self.title.setText(
            self.tr("Lesson {number}: {title}").format(number=number, title=lesson_title(lesson.key))
        )
        self.aim.setText(lesson_aim(lesson.key))
        self.rules.setHtml(self._rules_html(lesson))
        self.watch_label.setText(
            self.tr("2  The trainer deals while the dealer's calls are spoken.")
            if lesson.demo_until < 8
            else self.tr("2  The trainer deals a whole hand while the dealer's calls are spoken.")
        )
        if lesson.check is Check.QUIZ:
            self.check_label.setText(
                self.tr("3  The check: %n question(s); {percent} to pass.", "", CHECK_QUESTIONS).format(
                    percent=format_percent(PASS_PERCENT / 100)
                )
            )
            self.check_button.setText(self.tr("Take the check"))
        else:
            self.check_label.setText(
                self.tr(
                    "3  The check: one hand in Learn mode; {percent} of the duties right to pass."
                ).format(percent=format_percent(PASS_PERCENT / 100))
            )
            self.check_button.setText(self.tr("Deal the guided hand"))
        result = self.last_result(lesson.key)
        if result is None:
            self.result.setText("")
            self.result.setProperty("passed", None)
        else:
            percent = format_percent(result.correct / result.total if result.total else 0)
            template = (
                self.tr("Passed: {correct} of {total} right ({percent}).")
                if result.passed
                else self.tr("Not yet: {correct} of {total} right ({percent}); {mark} is needed. Try again.")
            )
            self.result.setText(
                template.format(
                    correct=result.correct,
                    total=result.total,
                    percent=percent,
                    mark=format_percent(PASS_PERCENT / 100),
                )
            )
            self.result.setProperty("passed", result.passed)
        self.result.style().unpolish(self.result)
        self.result.style().polish(self.result)

    # ----------------------------------------------------------------------------- events

    def _ask(self, signal: object) -> None:
        lesson = self.shown_lesson()
        if lesson is not None:
            signal.emit(lesson.key)  # type: ignore[attr-defined]

    def _link(self, url: QUrl) -> None:
        number = rule_of_link(url.toString())
        if number is not None:
            self.rule_requested.emit(number)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
