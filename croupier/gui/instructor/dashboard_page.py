"""The class dashboard: accuracy and median answer time per trainee and skill (each cell coloured and
written out), the class's trend and one trainee's, and the class's CSV and PDF reports; with two
classes or more, a class box chooses all classes or one (the figures, rows and reports follow it)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime, timedelta
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
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

from croupier.gui.background import Background
from croupier.gui.in_turns import InTurns
from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.grid_layout import reshape, size_columns
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.trend_chart import TrendChart, points_since
from croupier.gui.rule_tip_watch import watch_rule_items
from croupier.gui.rulebook_language import rulebook_language
from croupier.gui.skill_rule_words import rules_line, rules_tip
from croupier.i18n import format_number, format_percent, format_seconds
from croupier.rulebook import rulebook
from croupier.store import Exam, ExamResult, SkillStats, Store, StoreError, Trainee, TrendPoint
from croupier.store.class_view import ClassSnapshot, ClassView
from croupier.store.classes import SchoolClass
from croupier.store.records import HandPace
from croupier.training.pace import pace_summary
from croupier.words.sitting_words import state_word

__all__ = ["DashboardPage", "band_colour"]

_CELLS_A_TURN = 150  # cells made between two turns of the event loop (about 20 ms)
_TURN_SECONDS = 0.012  # and at most this long (comparing cells that did not change takes time too)
_FIRST_SKILL = 4  # Overall, Assignments, Exams and the dealer's pace come first

_PERIODS = (None, 7, 30)  # all time, the last 7 days, the last 30 days
_ID = Qt.ItemDataRole.UserRole
GOOD, FAIR, WEAK = QColor("#2e6e3c"), QColor("#8a6414"), QColor("#8c2f2a")


_NOTHING = object()  # a cell not made yet
_Shape = tuple[tuple[tuple[int, str], ...], tuple[str, ...]]  # (trainee id, name)s and skills

_CHARTS_READ = 185  # px: the trend charts' row still reads its axes and legend at this height


def band_colour(accuracy: float) -> QColor:
    """The cell colour: green from 80 %, amber from 60 %, red below (the number is always written)."""
    return GOOD if accuracy >= 0.8 else FAIR if accuracy >= 0.6 else WEAK


class DashboardPage(QWidget):
    """The dashboard; ``refresh()`` reads in the background and emits ``refreshed`` once shown."""

    refreshed = Signal()

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
        self._results_of: dict[int, list[ExamResult]] = {}  # each trainee's, in the order read
        self._paces_of: dict[int, list[HandPace]] = {}
        self._pace_targets: dict[int | None, int] = {}  # each class's target in force
        self._shape: _Shape | None = None  # the trainees and skills the grid is laid out for
        self._filling: InTurns | None = None  # the cells being made, a few a turn
        self._shown: dict[tuple[int, int | str], object] = {}  # by trainee and column: what it shows
        self._loaded = False  # read from the store on the first refresh(), not before
        self._view = ClassView()  # the class's figures, kept up to date incrementally
        self._background = Background(self)

        self.period = QComboBox()
        for days in _PERIODS:
            self.period.addItem("", days)
        self._period_label = QLabel()
        self._period_label.setBuddy(self.period)
        self.class_box = QComboBox()  # all classes, or one (shown with two classes or more)
        self.class_box.addItem("", None)
        self._class_label = QLabel()
        self._class_label.setBuddy(self.class_box)
        self._classes: list[SchoolClass] = []
        for widget in (self.class_box, self._class_label):
            widget.setVisible(False)
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.message = MessageLine()
        self.grid = QTableWidget()
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setWordWrap(True)
        # Sized from the texts' distinct lines, not resized to the contents of every cell: that
        # measured each of a class's thousands of cells at every refresh (seconds at 200 trainees).
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The skills' rules, in their headings and cells: a right click opens them (rule_tips).
        watch_rule_items(self.grid)
        watch_rule_items(self.grid.horizontalHeader())
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
        top.addSpacing(12)
        top.addWidget(self._class_label)
        top.addWidget(self.class_box)
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
        self.class_box.currentIndexChanged.connect(lambda _index: self.refresh())
        self.csv_button.clicked.connect(self.export_csv)
        self.pdf_button.clicked.connect(self.export_pdf)
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
        self._view = ClassView()  # another database (or login): counted afresh
        exporter = getattr(self, "_exporter", None)
        if exporter is not None:
            exporter.set_store(store)

    def refresh(self) -> None:
        """Read the class again in a worker (``refreshed`` once on show), and the rulebook the tips quote."""
        self._loaded = True
        days = self.period.currentData()
        since = None if days is None else datetime.now().astimezone() - timedelta(days=days)
        store, view, trainee_id = self._store, self._view, self.trainee_box.currentData()
        class_id, language = self.class_box.currentData(), rulebook_language()
        self._background.submit(
            lambda: (rulebook(language), view.read(store, since, trainee_id, class_id))[1],
            lambda snapshot: self._show(snapshot, since),
            self._read_failed,
        )

    def is_reading(self) -> bool:
        """Is a read under way (its figures not on show yet)?"""
        return self._background.busy() or (self._filling is not None and not self._filling.over)

    def _read_failed(self, error: StoreError) -> None:
        self.message.show_error(self.tr("The results could not be read: {reason}").format(reason=error))

    def export_csv(self) -> None:
        """The class results as CSV: the chosen class's trainees, or every class's."""
        self._exporter.class_csv(self, self.message, self.class_box.currentData(), self._class_name())

    def export_pdf(self) -> None:
        self._exporter.class_pdf(self, self.message, self.class_box.currentData(), self._class_name())

    def _class_name(self) -> str:
        return "" if self.class_box.currentData() is None else self.class_box.currentText()

    def _fill_classes(self, classes: list[SchoolClass], shown: int | None) -> None:
        """The class box: all classes, then each class; only with two classes or more."""
        self._classes = classes
        self.class_box.blockSignals(True)
        while self.class_box.count() > 1:
            self.class_box.removeItem(1)
        for school_class in classes:
            self.class_box.addItem(school_class.name, school_class.id)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(shown)))
        self.class_box.blockSignals(False)
        several = len(classes) > 1 or shown is not None
        self.class_box.setVisible(several)
        self._class_label.setVisible(several)

    def _show(self, snapshot: ClassSnapshot, since: datetime | None) -> None:
        if self._filling is not None:
            self._filling.stop()  # a newer read: its cells replace those being made
            self._filling.deleteLater()
        self._fill_classes(snapshot.classes, snapshot.class_id)
        self._trainees = snapshot.trainees
        self._standing = snapshot.standing
        self._exams = snapshot.exams
        self._results = snapshot.results
        self._paces = snapshot.paces
        self._pace_targets = snapshot.pace_targets
        self._results_of = {}
        for result in self._results:
            self._results_of.setdefault(result.trainee_id, []).append(result)
        self._paces_of = {}
        for hand in self._paces:
            self._paces_of.setdefault(hand.trainee_id, []).append(hand)
        self._filling = InTurns(self._in_turns(snapshot, since), self, hold=self.grid)
        self._filling.when_over(lambda: self._show_charts(snapshot, since))
        self._filling.start()

    def _in_turns(self, snapshot: ClassSnapshot, since: datetime | None) -> Iterator[None]:
        """The grid's cells a piece a turn, then the class's chart in a turn of its own."""
        yield from self._fill_grid(snapshot.stats)
        yield
        title = self.tr("The class") if snapshot.class_id is None else self.class_box.currentText()
        self.class_chart.set_trend(title, points_since(snapshot.class_trend, since))
        yield

    def _show_charts(self, snapshot: ClassSnapshot, since: datetime | None) -> None:
        """The rest of ``_show``, once the grid's cells and the class's chart are made."""
        chosen = self.trainee_box.currentData()
        self.trainee_box.blockSignals(True)
        self.trainee_box.clear()
        for trainee in self._trainees:
            self.trainee_box.addItem(trainee.name, trainee.id)
        self.trainee_box.setCurrentIndex(max(0, self.trainee_box.findData(chosen)))
        self.trainee_box.blockSignals(False)
        if self.trainee_box.currentData() == snapshot.trainee_id:
            self._set_trainee_trend(snapshot.trainee_trend, since)
            self.refreshed.emit()
        else:  # another trainee chosen while it was read: theirs follows, then ``refreshed``
            self._show_trainee_trend()

    def _fill_grid(self, stats: list[SkillStats]) -> Iterator[None]:
        """Show ``stats``: the grid is laid out again only when its trainees or skills change;
        otherwise only the cells whose figures changed are made again (a live class changes a few
        cells at a time, of thousands). Yields after ``_CELLS_A_TURN`` cells made or ``_TURN_SECONDS``,
        so that the grid is made a piece a turn (``InTurns``, which holds its painting until done)."""
        practised = {stat.skill for stat in stats}
        ranking = {name: index for index, name in enumerate(self._skills)}
        self._columns = sorted(practised, key=lambda name: (ranking.get(name, len(ranking)), name))
        cells = {(stat.trainee_id, stat.skill): stat for stat in stats}
        grid = self.grid
        shape = (tuple((t.id, t.name) for t in self._trainees), tuple(self._columns))
        if shape != self._shape:
            self._lay_out(shape)
        totals: dict[int, list[int]] = {}
        for stat in stats:
            total = totals.setdefault(stat.trainee_id, [0, 0])
            total[0] += stat.attempts
            total[1] += stat.correct
        changed: set[int] = set()
        made = [0]
        turn = time.perf_counter()

        heads: list[int | str] = [*range(_FIRST_SKILL), *self._columns]  # each column's key

        def put(row: int, column: int, key: object, make: Callable[[], QTableWidgetItem]) -> None:
            place = (self._trainees[row].id, heads[column])
            if self._shown.get(place, _NOTHING) != key:
                grid.setItem(row, column, make())
                self._shown[place] = key
                changed.add(column)
                made[0] += 1

        for row, trainee in enumerate(self._trainees):
            tid = trainee.id
            attempts, correct = totals.get(tid, (0, 0))
            put(row, 0, (attempts, correct), partial(self._overall_cell, trainee, attempts, correct))
            put(row, 1, self._standing.get(tid), partial(self._assignments_cell, trainee))
            own = self._results_of.get(tid, [])
            exams = repr((own, [self._exams.get(result.exam_id) for result in own]))
            put(row, 2, exams, partial(self._exams_cell, trainee))
            put(row, 3, repr(self._paces_of.get(tid, [])), partial(self._pace_cell, trainee))
            for column, skill in enumerate(self._columns, start=_FIRST_SKILL):
                found = cells.get((tid, skill))
                put(row, column, found, partial(self._cell, trainee, found))
                if made[0] >= _CELLS_A_TURN or time.perf_counter() - turn > _TURN_SECONDS:
                    made[0] = 0
                    yield
                    turn = time.perf_counter()
        for column in sorted(changed):  # (each column measured over every row)
            size_columns(self.grid, {column})
            if time.perf_counter() - turn > _TURN_SECONDS:
                yield
                turn = time.perf_counter()

    def _lay_out(self, shape: _Shape) -> None:
        """Lay the grid out for ``shape`` (its trainees and skills). Rows and skill columns that
        come or go are inserted or removed where they stand and every other cell is kept, so that a
        trainee signing in at a station adds a row, not the thousands of cells of a class; the grid
        is laid out afresh when the order changes (or the language: ``_shape`` is then None)."""
        grid = self.grid
        rows, columns = [tid for tid, _name in shape[0]], list(shape[1])
        before = self._shape
        kept = before is not None and reshape(
            [tid for tid, _name in before[0]], rows, grid.removeRow, grid.insertRow
        )
        kept = (
            kept
            and before is not None
            and reshape(
                list(before[1]),
                columns,
                lambda index: grid.removeColumn(_FIRST_SKILL + index),
                lambda index: grid.insertColumn(_FIRST_SKILL + index),
            )
        )
        self._shape = shape
        if kept:
            here, skills = set(rows), set(columns)
            self._shown = {
                place: key
                for place, key in self._shown.items()
                if place[0] in here and (isinstance(place[1], int) or place[1] in skills)
            }
            for row, (_tid, name) in enumerate(shape[0]):
                label = grid.verticalHeaderItem(row)
                if label is None or label.text() != name:
                    grid.setVerticalHeaderItem(row, QTableWidgetItem(name))
        else:
            self._shown.clear()
            grid.clear()
            grid.setRowCount(len(rows))
            grid.setColumnCount(_FIRST_SKILL + len(columns))
            grid.setVerticalHeaderLabels([name for _tid, name in shape[0]])
        grid.setHorizontalHeaderLabels(
            [self.tr("Overall"), self.tr("Assignments"), self.tr("Exams"), self.tr("Pace")]
            + [self._skill_title(skill) for skill in columns]
        )
        for column, skill in enumerate(columns, start=_FIRST_SKILL):
            heading = grid.horizontalHeaderItem(column)
            if heading is not None:  # the skill's rules: a right click opens them (rule_tips)
                heading.setToolTip(rules_tip(skill))

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
        own = self._results_of.get(trainee.id, [])
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
        """The trainee's Table-ready hands: hands an hour against the targets they were dealt
        against (green on target, orange within a fifth of it, red below); none yet: the target of
        their class (its own, else the school's) in the tip."""
        summary = pace_summary(self._paces_of.get(trainee.id, []))
        if not summary.hands:
            target = self._pace_targets.get(trainee.class_id, self._pace_targets.get(None))
            return self._plain_cell(
                trainee,
                "–",
                self.tr("No Table-ready hand timed yet")
                if target is None
                else self.tr(
                    "No Table-ready hand timed yet; the class's target is {target} hands an hour at 8 players"
                ).format(target=format_number(target)),
            )
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

    def _follow_selection(self) -> None:
        rows = {index.row() for index in self.grid.selectionModel().selectedRows()}
        if rows:
            self.trainee_box.setCurrentIndex(min(rows))

    def _show_trainee_trend(self) -> None:
        trainee_id = self.trainee_box.currentData()
        if trainee_id is None:
            self.trainee_chart.set_trend(self.tr("No trainee chosen"), [])
            self.refreshed.emit()
            return
        days = self.period.currentData()
        since = None if days is None else datetime.now().astimezone() - timedelta(days=days)
        store, view = self._store, self._view
        self._background.submit(
            lambda: (trainee_id, view.trainee_trend(store, trainee_id)),
            lambda found: self._trainee_trend_read(found[0], found[1], since),
            self._read_failed,
        )

    def _trainee_trend_read(self, trainee_id: int, points: list[TrendPoint], since: datetime | None) -> None:
        if self.trainee_box.currentData() == trainee_id:  # not another trainee chosen meanwhile
            self._set_trainee_trend(points, since)
            self.refreshed.emit()

    def _set_trainee_trend(self, points: list[TrendPoint], since: datetime | None) -> None:
        self.trainee_chart.set_trend(self.trainee_box.currentText(), points_since(points, since))

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self._shape = None  # every text again, in the language now installed
        self._period_label.setText(self.tr("&Period:"))
        for index, text in enumerate((self.tr("All time"), self.tr("Last 7 days"), self.tr("Last 30 days"))):
            self.period.setItemText(index, text)
        self.period.setAccessibleName(self.tr("Period"))
        self._class_label.setText(self.tr("C&lass:"))
        self.class_box.setItemText(0, self.tr("All classes"))
        self.class_box.setAccessibleName(self.tr("Class shown"))
        self.class_box.setToolTip(self.tr("The figures, the trends and the class reports of this class only"))
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
