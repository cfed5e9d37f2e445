"""The class dashboard: accuracy and median answer time per trainee and skill (each cell coloured and
written out), the class's trend and one trainee's, and the class's CSV and PDF reports."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.trend_chart import TrendChart
from croupier.gui.skill_rule_words import rules_line, rules_tip
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.store import Exam, ExamResult, SkillStats, Store, StoreError, Trainee, TrendPoint
from croupier.store.records import HandPace
from croupier.training.pace import pace_summary
from croupier.words.sitting_words import state_word

__all__ = ["DashboardPage", "band_colour"]

_FIRST_SKILL = 4  # Overall, Assignments, Exams and the dealer's pace come first

_PERIODS = (None, 7, 30)  # all time, the last 7 days, the last 30 days
_ID = Qt.ItemDataRole.UserRole
GOOD, FAIR, WEAK = QColor("#2e6e3c"), QColor("#8a6414"), QColor("#8c2f2a")


_CHARTS_READ = 185  # px: the trend charts' row still reads its axes and legend at this height


def band_colour(accuracy: float) -> QColor:
    """The cell colour: green from 80 %, amber from 60 %, red below (the number is always written)."""
    return GOOD if accuracy >= 0.8 else FAIR if accuracy >= 0.6 else WEAK


class DashboardPage(QWidget):
    def __init__(
        self,
        store: Store,
        dialogs: InstructorDialogs,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dashboardPage")
        self._store = store
        self._skills = tuple(skills)
        self._skill_title = skill_title
        self._exporter = Exporter(store, dialogs)
        self._trainees: list[Trainee] = []
        self._columns: list[str] = []
        self._standing: dict[int, tuple[int, int]] = {}
        self._exams: dict[int, Exam] = {}
        self._results: list[ExamResult] = []
        self._paces: list[HandPace] = []
        self._loaded = False  # read from the store on the first refresh(), not before

        self.period = QComboBox()
        for days in _PERIODS:
            self.period.addItem("", days)
        self._period_label = QLabel()
        self._period_label.setBuddy(self.period)
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.message = MessageLine()
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setWordWrap(True)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.trainee_box = QComboBox()
        self._trainee_label = QLabel()
        self._trainee_label.setBuddy(self.trainee_box)
        self.class_chart = TrendChart()
        self.trainee_chart = TrendChart()

        top = QHBoxLayout()
        top.addWidget(self._period_label)
        top.addWidget(self.period)
        top.addStretch(1)
        top.addWidget(self.csv_button)
        top.addWidget(self.pdf_button)
        grid_part = QWidget()
        grid_layout = QVBoxLayout(grid_part)
        grid_layout.setContentsMargins(0, 0, 0, 0)
        grid_layout.addWidget(self.grid, 1)
        # The legend and the trainee chooser share a row: on a short window every line the grid
        # keeps is one more trainee in sight.
        below = QHBoxLayout()
        below.addWidget(self.legend, 1)
        below.addWidget(self._trainee_label, 0, Qt.AlignmentFlag.AlignBottom)
        below.addWidget(self.trainee_box, 0, Qt.AlignmentFlag.AlignBottom)
        grid_layout.addLayout(below)
        charts = QHBoxLayout()
        charts.addWidget(self.class_chart, 1)
        charts.addWidget(self.trainee_chart, 1)
        chart_part = QWidget()
        chart_layout = QVBoxLayout(chart_part)
        chart_layout.setContentsMargins(0, 0, 0, 0)
        chart_layout.addLayout(charts, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(grid_part)
        splitter.addWidget(chart_part)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        # On a short window the charts took the grid's room (2½ rows at 900x600): three fifths go to
        # the grid, as far as the charts still read, until the instructor drags the handle.
        self._splitter = splitter
        self._split_by_hand = False
        splitter.splitterMoved.connect(self._split_moved)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(splitter, 1)

        self.period.currentIndexChanged.connect(lambda _index: self.refresh())
        self.trainee_box.currentIndexChanged.connect(lambda _index: self._show_trainee_trend())
        self.grid.itemSelectionChanged.connect(self._follow_selection)
        self.csv_button.clicked.connect(lambda: self._exporter.class_csv(self, self.message))
        self.pdf_button.clicked.connect(lambda: self._exporter.class_pdf(self, self.message))
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_hand:
            total = sum(self._splitter.sizes())
            if total > 0:
                charts = min(total // 2, max(total * 2 // 5, _CHARTS_READ))
                self._splitter.setSizes([total - charts, charts])

    def _split_moved(self, _position: int, _index: int) -> None:
        self._split_by_hand = True

    # ----------------------------------------------------------------------------- data

    @property
    def store(self) -> Store:
        return self._store

    def set_store(self, store: Store) -> None:
        """Work in ``store`` from now on (the instructor's own login, once instructor mode is open)."""
        self._store = store
        exporter = getattr(self, "_exporter", None)
        if exporter is not None:
            exporter.set_store(store)

    def refresh(self) -> None:
        self._loaded = True
        days = self.period.currentData()
        since = None if days is None else datetime.now().astimezone() - timedelta(days=days)
        try:
            self._trainees = self._store.roster.trainees()
            stats = self._store.dashboard.skill_stats(since=since)
            class_trend = self._store.dashboard.trend_by_day()
            self._standing = self._store.assignments.standing()
            self._exams = {exam.id: exam for exam in self._store.exams.exams()}
            self._results = self._store.exams.results()
            self._paces = [
                hand for hand in self._store.paces.hands() if since is None or hand.taken_at >= since
            ]
        except StoreError as error:
            self.message.show_error(self.tr("The results could not be read: {reason}").format(reason=error))
            return
        self._fill_grid(stats)
        self.class_chart.set_trend(self.tr("The class"), self._since(class_trend, since))
        chosen = self.trainee_box.currentData()
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        for trainee in self._trainees:
            self.trainee_box.addItem(trainee.name, trainee.id)
        self.trainee_box.setCurrentIndex(max(0, self.trainee_box.findData(chosen)))
        self.trainee_box.blockSignals(False)
        self._show_trainee_trend()

    @staticmethod
    def _since(points: list[TrendPoint], since: datetime | None) -> list[TrendPoint]:
        if since is None:
            return points
        start = since.replace(hour=0, minute=0, second=0, microsecond=0)
        return [point for point in points if point.start >= start]

    def _fill_grid(self, stats: list[SkillStats]) -> None:
        practised = {stat.skill for stat in stats}
        ranking = {name: index for index, name in enumerate(self._skills)}
        self._columns = sorted(practised, key=lambda name: (ranking.get(name, len(ranking)), name))
        cells = {(stat.trainee_id, stat.skill): stat for stat in stats}
        self.grid.clear()
        self.grid.setRowCount(len(self._trainees))
        self.grid.setColumnCount(_FIRST_SKILL + len(self._columns))
        self.grid.setHorizontalHeaderLabels(
            [self.tr("Overall"), self.tr("Assignments"), self.tr("Exams"), self.tr("Pace")]
            + [self._skill_title(skill) for skill in self._columns]
        )
        self.grid.setVerticalHeaderLabels([trainee.name for trainee in self._trainees])
        for column, skill in enumerate(self._columns, start=_FIRST_SKILL):
            heading = self.grid.horizontalHeaderItem(column)
            if heading is not None:  # the skill's rules: a right click opens them (rule_tips)
                heading.setToolTip(rules_tip(skill))
        for row, trainee in enumerate(self._trainees):
            own = [stat for stat in stats if stat.trainee_id == trainee.id]
            attempts = sum(stat.attempts for stat in own)
            correct = sum(stat.correct for stat in own)
            self.grid.setItem(row, 0, self._overall_cell(trainee, attempts, correct))
            self.grid.setItem(row, 1, self._assignments_cell(trainee))
            self.grid.setItem(row, 2, self._exams_cell(trainee))
            self.grid.setItem(row, 3, self._pace_cell(trainee))
            for column, skill in enumerate(self._columns, start=_FIRST_SKILL):
                self.grid.setItem(row, column, self._cell(trainee, cells.get((trainee.id, skill))))
        header = self.grid.horizontalHeader()
        for column in range(self.grid.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)

    def _overall_cell(self, trainee: Trainee, attempts: int, correct: int) -> QTableWidgetItem:
        if not attempts:
            return self._empty_cell(trainee)
        accuracy = correct / attempts
        item = QTableWidgetItem(
            self.tr("{percent}\n%Ln answer(s)", "", attempts).format(percent=format_percent(accuracy))
        )
        self._colour(item, accuracy)
        item.setToolTip(
            self.tr("{name}: {correct} of %Ln answer(s) right", "", attempts).format(
                name=trainee.name, correct=format_number(correct)
            )
        )
        return item

    def _cell(self, trainee: Trainee, stat: SkillStats | None) -> QTableWidgetItem:
        if stat is None:
            return self._empty_cell(trainee)
        item = QTableWidgetItem(f"{format_percent(stat.accuracy)}\n{format_seconds(stat.median_seconds)}")
        self._colour(item, stat.accuracy)
        tip = self.tr("{name}, {skill}: {correct} of {count} right, median answer time {seconds}").format(
            name=trainee.name,
            skill=self._skill_title(stat.skill),
            correct=format_number(stat.correct),
            count=format_number(stat.attempts),
            seconds=format_seconds(stat.median_seconds),
        )
        rules = rules_line(stat.skill)
        item.setToolTip(f"{tip}\n{rules}" if rules else tip)
        return item

    def _empty_cell(self, trainee: Trainee) -> QTableWidgetItem:
        item = QTableWidgetItem("–")
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setData(_ID, trainee.id)
        item.setToolTip(self.tr("Not practised yet"))
        return item

    def _assignments_cell(self, trainee: Trainee) -> QTableWidgetItem:
        done, given = self._standing.get(trainee.id, (0, 0))
        if not given:
            return self._plain_cell(trainee, "–", self.tr("Nothing assigned"))
        item = QTableWidgetItem(
            self.tr("{done} of {given}\ndone").format(done=format_number(done), given=format_number(given))
        )
        item.setData(_ID, trainee.id)
        self._colour(item, done / given)
        return item

    def _exams_cell(self, trainee: Trainee) -> QTableWidgetItem:
        """The trainee's latest sitting: the exam, the score, passed or not (live as they finish)."""
        own = [result for result in self._results if result.trainee_id == trainee.id]
        if not own:
            return self._plain_cell(trainee, "–", self.tr("No exam sat yet"))
        latest = max(own, key=lambda result: (result.taken_at, result.id))
        exam = self._exams.get(latest.exam_id)
        name = exam.name if exam is not None else "?"
        mark = "⏏" if latest.abandoned else "✓" if latest.passed else "✗"
        item = QTableWidgetItem(f"{name}\n{mark} {format_percent(latest.score)}")
        item.setData(_ID, trainee.id)
        self._colour(item, 1.0 if latest.passed else 0.0)
        lines = [
            self.tr("{exam}: {correct} of {total}").format(
                exam=self._exams[r.exam_id].name if r.exam_id in self._exams else "?",
                correct=format_number(r.correct),
                total=format_number(r.total),
            )
            + (
                " · " + self.tr("passed")
                if r.passed
                else " · " + state_word("left early")
                if r.abandoned
                else ""
            )
            for r in own
        ]
        item.setToolTip("\n".join(lines))
        return item

    def _pace_cell(self, trainee: Trainee) -> QTableWidgetItem:
        """The trainee's Table-ready hands: hands an hour against the target (green on target,
        orange within a fifth of it, red below)."""
        summary = pace_summary(hand for hand in self._paces if hand.trainee_id == trainee.id)
        if not summary.hands:
            return self._plain_cell(trainee, "–", self.tr("No Table-ready hand timed yet"))
        item = QTableWidgetItem(
            self.tr("{rate}/h\nof {target}").format(
                rate=format_number(summary.hands_per_hour, decimals=1),
                target=format_number(summary.target, decimals=1),
            )
        )
        item.setData(_ID, trainee.id)
        share = summary.share
        self._colour(item, 1.0 if share >= 1 else 0.7 if share >= 0.8 else 0.0)
        item.setToolTip(
            self.tr(
                "{name}: %n Table-ready hand(s) at {rate} an hour, target {target}; {seconds} a duty",
                "",
                summary.hands,
            ).format(
                name=trainee.name,
                rate=format_number(summary.hands_per_hour, decimals=1),
                target=format_number(summary.target, decimals=1),
                seconds=format_seconds(summary.seconds_per_duty),
            )
        )
        return item

    def pace_text(self, trainee_name: str) -> str:
        """The trainee's Pace cell."""
        row = [trainee.name for trainee in self._trainees].index(trainee_name)
        item = self.grid.item(row, 3)
        return item.text() if item is not None else ""

    def _plain_cell(self, trainee: Trainee, text: str, tip: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setData(_ID, trainee.id)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setToolTip(tip)
        return item

    def _colour(self, item: QTableWidgetItem, accuracy: float) -> None:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setBackground(QBrush(band_colour(accuracy)))
        item.setForeground(QBrush(QColor("#ffffff")))

    def skill_columns(self) -> list[str]:
        """The skills shown as columns (after Overall), as skill names."""
        return list(self._columns)

    def standing_text(self, trainee_name: str) -> tuple[str, str]:
        """The trainee's Assignments and Exams cells."""
        row = [trainee.name for trainee in self._trainees].index(trainee_name)
        return tuple(  # type: ignore[return-value]
            (item.text() if (item := self.grid.item(row, column)) is not None else "") for column in (1, 2)
        )

    def cell_text(self, trainee_name: str, skill: str | None = None) -> str:
        """The text of a trainee's cell for ``skill`` (None: the Overall column)."""
        return self._grid_item(trainee_name, skill).text()

    def cell_colour(self, trainee_name: str, skill: str | None = None) -> QColor:
        return self._grid_item(trainee_name, skill).background().color()

    def _grid_item(self, trainee_name: str, skill: str | None) -> QTableWidgetItem:
        row = [trainee.name for trainee in self._trainees].index(trainee_name)
        column = 0 if skill is None else _FIRST_SKILL + self._columns.index(skill)
        item = self.grid.item(row, column)
        if item is None:
            raise LookupError(f"no cell for {trainee_name!r} and {skill!r}")
        return item

    def _follow_selection(self) -> None:
        rows = {index.row() for index in self.grid.selectionModel().selectedRows()}
        if rows:
            self.trainee_box.setCurrentIndex(min(rows))

    def _show_trainee_trend(self) -> None:
        trainee_id = self.trainee_box.currentData()
        if trainee_id is None:
            self.trainee_chart.set_trend(self.tr("No trainee chosen"), [])
            return
        try:
            points = self._store.dashboard.trend_by_day(trainee_id)
        except StoreError as error:
            self.message.show_error(self.tr("The results could not be read: {reason}").format(reason=error))
            return
        days = self.period.currentData()
        since = None if days is None else datetime.now().astimezone() - timedelta(days=days)
        self.trainee_chart.set_trend(self.trainee_box.currentText(), self._since(points, since))

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self._period_label.setText(self.tr("&Period:"))
        for index, text in enumerate((self.tr("All time"), self.tr("Last 7 days"), self.tr("Last 30 days"))):
            self.period.setItemText(index, text)
        self.period.setAccessibleName(self.tr("Period"))
        self.csv_button.setText(self.tr("Class results as CSV…"))
        self.csv_button.setToolTip(
            self.tr("Accuracy and median time per trainee and skill, for a spreadsheet")
        )
        self.pdf_button.setText(self.tr("Class report (PDF)…"))
        self.pdf_button.setToolTip(self.tr("A printable class report with tables and charts"))
        self.grid.setAccessibleName(self.tr("Accuracy and median answer time per trainee and skill"))
        self.legend.setText(
            self.tr(
                "Each cell: share of right answers, then the median answer time. "
                "Green from {good}, amber from {fair}, red below; – not practised."
            ).format(good=format_percent(0.8), fair=format_percent(0.6))
        )
        self._trainee_label.setText(self.tr("&Trainee:"))
        self.trainee_box.setAccessibleName(self.tr("Trainee whose trend is shown"))
        if self._loaded:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
