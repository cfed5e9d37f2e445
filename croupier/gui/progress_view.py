"""The Progress page: per skill the accuracy and median answer time against the school's pace, the
skills to review first, the trend over sessions or days as charts, the course and the dealer's pace
in Table-ready hands.

Everything comes from the store's dashboard queries for the current trainee; the page asks again
each time it is shown, so answers given meanwhile appear without a button.
"""

from __future__ import annotations

from datetime import tzinfo

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.drills.review import ACCURACY_GOAL, SkillReview, review_order, school_target
from croupier.gui.course.course_line import CourseLine
from croupier.gui.pace_card import PaceCard
from croupier.gui.practical.practical_card import PracticalCard
from croupier.gui.progress_charts import Period, ProgressCharts
from croupier.gui.progress_table import SkillTable
from croupier.gui.rule_links import link_label, rule_of_link
from croupier.gui.settings import Settings
from croupier.gui.skill_rule_words import rules_links
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.store import SkillStats, Store, StoreError, Trainee, TrendPoint
from croupier.words.quiz_words import skill_name

__all__ = ["MAX_POINTS", "Period", "ProgressView"]

MAX_POINTS = 20  # the latest sessions or days in a chart; older ones are in the store, not drawn
_REVIEW_SHOWN = 3
_WIDE = 1100  # from this width on, the charts sit beside the figures

_STYLE = """
#progressTitle { font-size: 16pt; font-weight: bold; color: #f4f1e8; }
#progressSummary { color: #b9b4a6; font-size: 10.5pt; }
#progressCard { background: #1e2429; border: 1px solid #2c3238; border-radius: 8px; }
#progressCardTitle { font-weight: bold; color: #f0c94a; font-size: 11pt; }
#progressEmptyTitle { font-size: 18pt; font-weight: bold; color: #f4f1e8; }
#progressEmptyText { font-size: 11pt; color: #d6d2c6; }
#progressReview { font-size: 10.5pt; }
QPushButton[period="true"] {
    padding: 4px 12px; border: 1px solid #3a424a; background: #1b2227; color: #e9e6dc;
}
QPushButton[period="true"]:checked { background: #f0c94a; color: #111; border-color: #f0c94a; }
QPushButton[period="true"]:focus { border: 2px solid #8fc7ff; }
#progressTable { gridline-color: #2c3238; }
#progressScroll, #progressScroll > QWidget > QWidget { background: transparent; }
"""


def _card(title: QLabel, *content: QWidget) -> QFrame:
    frame = QFrame()
    frame.setObjectName("progressCard")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(12, 10, 12, 12)
    layout.setSpacing(6)
    layout.addWidget(title)
    for widget in content:
        layout.addWidget(widget, 1 if isinstance(widget, QTableWidget) else 0)
    return frame


class ProgressView(QWidget):
    """The trainee's progress. ``refresh()`` asks the store again (done whenever it is shown)."""

    refreshed = Signal()
    rule_requested = Signal(str)  # a rule number clicked in "Practise next"

    def __init__(
        self,
        store: Store,
        trainee: Trainee,
        settings: Settings,
        *,
        tz: tzinfo | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("progressView")
        self.setStyleSheet(_STYLE)
        self._store = store
        self._trainee = trainee
        self._settings = settings
        self._tz = tz
        self._stats: list[SkillStats] = []
        self._reviews: list[SkillReview] = []
        self._points: list[TrendPoint] = []
        self._sessions = 0
        self._session_numbers: dict[str, int] = {}
        self._error: str | None = None
        self._period = Period.SESSION
        self._skill: str | None = None

        self.course_line = CourseLine()
        self.course_line.set_source(lambda: self._store.lessons.results(trainee_id=self._trainee.id))
        self.pace_card = PaceCard()
        self.pace_card.set_source(lambda: self._store.paces.hands(trainee_id=self._trainee.id))
        self.practical_card = PracticalCard()
        self.practical_card.set_source(lambda: self._store.practicals.for_trainee(self._trainee.id))
        self.title = QLabel()
        self.title.setObjectName("progressTitle")
        self.summary = QLabel()
        self.summary.setObjectName("progressSummary")
        self.summary.setWordWrap(True)
        self.period_buttons: dict[str, QPushButton] = {}
        self._period_group = QButtonGroup(self)
        for period in (Period.SESSION, Period.DAY):
            button = QPushButton()
            button.setCheckable(True)
            button.setProperty("period", True)
            self._period_group.addButton(button)
            self.period_buttons[period] = button
        self.period_buttons[Period.SESSION].setChecked(True)
        self.skill_box = QComboBox()
        self.skill_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

        self.empty_title = QLabel()
        self.empty_title.setObjectName("progressEmptyTitle")
        self.empty_text = QLabel()
        self.empty_text.setObjectName("progressEmptyText")
        self.empty_text.setWordWrap(True)
        self.empty_title.setWordWrap(True)
        for label in (self.empty_title, self.empty_text):
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        self._review_title = QLabel()
        self._review_title.setObjectName("progressCardTitle")
        self.review_text = QLabel()
        self.review_text.setObjectName("progressReview")
        self.review_text.setWordWrap(True)
        self.review_text.setTextFormat(Qt.TextFormat.RichText)
        link_label(self.review_text)
        self.review_text.linkActivated.connect(self._rule_link)
        self._table_title = QLabel()
        self._table_title.setObjectName("progressCardTitle")
        self.table = SkillTable()
        self.charts = ProgressCharts()
        self.accuracy_chart, self.time_chart = self.charts.accuracy_chart, self.charts.time_chart

        self._build_layout()
        self._connect_signals()
        self.retranslate()

    def _build_layout(self) -> None:
        controls = QHBoxLayout()
        controls.setSpacing(0)
        for button in self.period_buttons.values():
            controls.addWidget(button)
        controls.addSpacing(12)
        controls.addWidget(self.skill_box)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addWidget(self.title)
        heading.addWidget(self.summary)
        top = QHBoxLayout()
        top.addLayout(heading, 1)
        top.addLayout(controls)

        message = QWidget()
        message.setMaximumWidth(640)
        message_layout = QVBoxLayout(message)
        message_layout.setSpacing(10)
        message_layout.addWidget(self.empty_title)
        message_layout.addWidget(self.empty_text)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(message, 4)
        centred.addStretch(1)
        empty = QWidget()
        empty_layout = QVBoxLayout(empty)
        empty_layout.addStretch(1)
        empty_layout.addLayout(centred)
        empty_layout.addStretch(2)

        self._figures = QWidget()
        left = QVBoxLayout(self._figures)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(10)
        left.addWidget(_card(self._review_title, self.review_text))
        self._table_card = _card(self._table_title, self.table)
        left.addWidget(self._table_card)
        left.addStretch(1)
        content = QWidget()
        self._grid = QGridLayout(content)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(12)
        self._wide: bool | None = None
        self._arrange(wide=True)
        # A narrow window puts the charts under the figures, and the page scrolls.
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("progressScroll")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(content)

        self.stack = QStackedWidget()
        self.stack.addWidget(empty)
        self.stack.addWidget(self.scroll_area)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.course_line)
        layout.addWidget(self.pace_card)
        layout.addWidget(self.practical_card)
        layout.addWidget(self.stack, 1)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def _arrange(self, *, wide: bool) -> None:
        """Figures and charts side by side (wide), or the charts under the figures (narrow)."""
        if wide == self._wide:
            return
        self._wide = wide
        self._grid.removeWidget(self._figures)
        self._grid.removeWidget(self.charts)
        if wide:
            self._grid.addWidget(self._figures, 0, 0)
            self._grid.addWidget(self.charts, 0, 1)
            self._grid.setColumnStretch(1, 1)
        else:
            self._grid.addWidget(self._figures, 0, 0)
            self._grid.addWidget(self.charts, 1, 0)
            self._grid.setColumnStretch(1, 0)
        self._grid.setColumnStretch(0, 1)
        self.charts.set_wide(wide=wide)
        self.table.fit(wide=wide)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(wide=event.size().width() >= _WIDE)
        super().resizeEvent(event)

    def _connect_signals(self) -> None:
        for period, button in self.period_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=period: self.set_period(chosen))
        self.skill_box.activated.connect(self._skill_chosen)
        self.table.itemSelectionChanged.connect(self._row_chosen)
        self._settings.changed.connect(self._setting_changed)
        self.practical_card.rule_requested.connect(self.rule_requested)

    # ----------------------------------------------------------------------------- data

    @property
    def trainee(self) -> Trainee:
        return self._trainee

    def set_trainee(self, trainee: Trainee) -> None:
        self._trainee = trainee
        self._skill = None
        self.refresh()

    @property
    def empty(self) -> bool:
        """True while the trainee has no answers (the page then says how to begin)."""
        return not self._stats

    @property
    def reviews(self) -> list[SkillReview]:
        """Every practised skill, the ones to review first at the top."""
        return list(self._reviews)

    def target_for(self, skill: str) -> float:
        return school_target(skill, self._settings.target_seconds)

    def refresh(self) -> None:
        """Ask the store for the trainee's figures and show them."""
        try:
            self._stats = self._store.dashboard.skill_stats(self._trainee.id)
            sessions = self._store.dashboard.trend_by_session(self._trainee.id)
            self._error = None
        except StoreError as error:
            self._stats, sessions, self._error = [], [], str(error)
        self._sessions = len(sessions)
        self._session_numbers = {point.key: number for number, point in enumerate(sessions, start=1)}
        self._reviews = review_order(self._stats, self.target_for)
        if self._skill is not None and self._skill not in {row.skill for row in self._stats}:
            self._skill = None
        if self._sessions == 0 and self._stats:
            self._period = Period.DAY  # answers outside sessions only: days are all there is
        self._load_points()
        self._show()
        self.course_line.refresh()
        self.pace_card.refresh()
        self.practical_card.refresh()
        self.refreshed.emit()

    def set_period(self, period: str) -> None:
        """Chart the trend by ``session`` or by ``day``."""
        self._period = period
        self._load_points()
        self._show()

    def set_skill(self, skill: str | None) -> None:
        """Chart one skill's trend (None: all skills together)."""
        self._skill = skill
        self._load_points()
        self._show()

    def _load_points(self) -> None:
        if not self._stats:
            self._points = []
            return
        dashboard = self._store.dashboard
        try:
            if self._period == Period.SESSION:
                points = dashboard.trend_by_session(self._trainee.id, self._skill)
            else:
                points = dashboard.trend_by_day(self._trainee.id, self._skill, tz=self._tz)
        except StoreError as error:
            self._error = str(error)
            points = []
        self._points = points[-MAX_POINTS:]

    # ----------------------------------------------------------------------------- showing

    def _show(self) -> None:
        self.title.setText(self.tr("Progress of {name}").format(name=self._trainee.name))
        for period, button in self.period_buttons.items():
            button.setChecked(period == self._period)
        if not self._stats:
            self.stack.setCurrentIndex(0)
            self._show_empty()
            self._enable_controls(on=False)
            return
        self.stack.setCurrentIndex(1)
        self._enable_controls(on=True)
        self._show_summary()
        self._show_skill_box()
        self._show_review()
        self._show_table()
        self._show_charts()

    def _enable_controls(self, *, on: bool) -> None:
        """The chart controls only when there is something to chart (hidden, not greyed, before)."""
        for button in self.period_buttons.values():
            button.setVisible(on)
        self.period_buttons[Period.SESSION].setEnabled(self._sessions > 0)
        self.skill_box.setVisible(on)

    def _show_empty(self) -> None:
        if self._error is not None:
            self.summary.setText("")
            self.empty_title.setText(self.tr("The progress cannot be read just now"))
            self.empty_text.setText(self._error)
            return
        self.summary.setText(self.tr("No answers recorded yet."))
        self.empty_title.setText(self.tr("Your progress will appear here"))
        self.empty_text.setText(
            self.tr(
                "Choose Quiz in the top bar and answer a few questions. Every answer is saved at "
                "once; here you will then see, for each skill, how often you were right and how "
                "fast you answered against the dealer school's pace, which skills to practise next, "
                "and how you improve from session to session."
            )
        )

    def _show_summary(self) -> None:
        answers = sum(row.attempts for row in self._stats)
        right = sum(row.correct for row in self._stats)
        self.summary.setText(
            self.tr(
                "Answers: {answers} · right: {share} · skills practised: {skills} · sessions: {sessions}"
            ).format(
                answers=format_number(answers),
                share=format_percent(right / answers if answers else 0.0),
                skills=format_number(len(self._stats)),
                sessions=format_number(self._sessions),
            )
        )

    def _show_skill_box(self) -> None:
        self.skill_box.blockSignals(True)
        self.skill_box.clear()
        self.skill_box.addItem(self.tr("All skills"), None)
        for row in sorted(self._stats, key=lambda r: skill_name(r.skill).casefold()):
            self.skill_box.addItem(skill_name(row.skill), row.skill)
        self.skill_box.setCurrentIndex(max(0, self.skill_box.findData(self._skill)))
        self.skill_box.blockSignals(False)

    def _review_why(self, review: SkillReview) -> str:
        if review.inaccurate and review.slow:
            return self.tr("too many wrong answers, and too slow")
        if review.inaccurate:
            return self.tr("too many wrong answers")
        return self.tr("right, but slower than the pace")

    def _show_review(self) -> None:
        due = [review for review in self._reviews if review.due][:_REVIEW_SHOWN]
        if not due:
            self.review_text.setText(
                self.tr("Every skill is at {goal} right or better and on pace. Keep it there.").format(
                    goal=format_percent(ACCURACY_GOAL)
                )
            )
            return
        lines = []
        for review in due:
            line = self.tr("{right} right, median {median} (pace {pace})").format(
                right=format_percent(review.accuracy),
                median=format_seconds(review.stats.median_seconds),
                pace=format_seconds(review.target_seconds),
            )
            rules = rules_links(review.skill)
            lines.append(
                f"<p style='margin:2px 0'><b>{_escape(skill_name(review.skill))}</b>"
                + (f" ({rules})" if rules else "")
                + " · "
                f"{_escape(self._review_why(review))}<br/>"
                f"<span style='color:#b9b4a6'>{_escape(line)}</span></p>"
            )
        self.review_text.setText("".join(lines))

    def _rule_link(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def _show_table(self) -> None:
        self.table.show_reviews(self._reviews, self._skill)
        self.table.fit(wide=bool(self._wide))

    def _show_charts(self) -> None:
        skill = self._skill
        self.charts.show_trend(
            self._points,
            period=self._period,
            skill=skill,
            session_numbers=self._session_numbers,
            target=self.target_for(skill) if skill is not None else self._settings.target_seconds,
        )

    # ----------------------------------------------------------------------------- reactions

    def _skill_chosen(self, index: int) -> None:
        self.set_skill(self.skill_box.itemData(index))

    def _row_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        item = self.table.item(rows[0].row(), 0) if rows else None
        if item is not None:
            self.set_skill(item.data(Qt.ItemDataRole.UserRole))

    def _setting_changed(self, key: str) -> None:
        if key == Settings.TARGET_SECONDS:
            self._reviews = review_order(self._stats, self.target_for)
            self._show()

    def retranslate(self) -> None:
        self.period_buttons[Period.SESSION].setText(self.tr("By session"))
        self.period_buttons[Period.DAY].setText(self.tr("By day"))
        for button in self.period_buttons.values():
            button.setAccessibleName(button.text())
        self.skill_box.setAccessibleName(self.tr("Skill shown in the charts"))
        self.skill_box.setToolTip(self.tr("Skill shown in the charts"))
        self._review_title.setText(self.tr("Practise next"))
        self._table_title.setText(self.tr("Every skill"))
        self.table.retranslate()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
