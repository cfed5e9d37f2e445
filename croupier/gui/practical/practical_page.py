"""The practical exam on the instructor's station: set up a sitting, score each hand on its sheet
(with the engine assisting where the cards are typed in), timed live against the pace target of the
trainee's class (else the school's), and the result, saved with every mark in the instructor's
store."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.practical.assistant_view import AssistantView
from croupier.gui.practical.result_view import ResultView
from croupier.gui.practical.setup_form import SetupForm
from croupier.gui.practical.sheet_view import SheetView
from croupier.i18n import format_seconds
from croupier.practical.rubric import Rubric, RubricError
from croupier.practical.sitting import Setup, Sitting, SittingError
from croupier.store import PermissionDeniedError, Store, StoreError
from croupier.store.practicals import PracticalHand, PracticalMark, PracticalRecord
from croupier.words.quiz_words import variant_name

__all__ = ["PracticalPage", "record_of"]

_TICK_MS = 500


class PracticalPage(QWidget):
    """``sitting_saved(record)`` once a finished sitting is stored (the store's ``PracticalRecord``)."""

    sitting_saved = Signal(object)

    def __init__(
        self,
        store: Store | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("practicalPage")
        self._store = store
        self._instructor = ""
        self._clock = clock
        self.sitting: Sitting | None = None
        self.setup_form = SetupForm()
        self.sheet_view = SheetView()
        self.assistant_view = AssistantView()
        self.result_view = ResultView()
        self.header = QLabel()
        self.header.setObjectName("practicalTitle")
        self.header.setWordWrap(True)
        self.pace = QLabel()
        self.pace.setObjectName("practicalPace")
        self.assist_box = QCheckBox()
        self.assist_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        top = QHBoxLayout()
        top.addWidget(self.header, 1)
        top.addWidget(self.assist_box)
        top.addWidget(self.pace)
        split = QSplitter()
        split.addWidget(self.sheet_view)
        split.addWidget(self.assistant_view)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        hand = QWidget()
        hand_layout = QVBoxLayout(hand)
        hand_layout.setContentsMargins(16, 8, 16, 8)
        hand_layout.addLayout(top)
        hand_layout.addWidget(split, 1)
        self._hand = hand
        self.stack = QStackedWidget()
        self.stack.addWidget(self.setup_form)
        self.stack.addWidget(hand)
        self.stack.addWidget(self.result_view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self._show_pace)
        self._assisted = True
        self._warned = False
        self.assist_box.toggled.connect(self._assist)
        self.setup_form.start_requested.connect(self.start)
        self.setup_form.rubric_chosen.connect(self.save_rubric)
        self.sheet_view.end_requested.connect(self.end_hand)
        self.sheet_view.listen_requested.connect(self.assistant_view.listen)
        self.sheet_view.changed.connect(self._show_pace)
        self.assistant_view.changed.connect(self._assisted_moved)
        self.result_view.save_button.clicked.connect(self.save)
        self.result_view.new_button.clicked.connect(self.new)
        self.retranslate()

    # ----------------------------------------------------------------------------- set-up

    def set_store(self, store: Store) -> None:
        """The store the sitting is saved in (the instructor's login on a school server); read when
        the tab is shown, as the instructor page's other tabs are."""
        self._store = store

    def refresh(self) -> None:
        """The roster and its classes, the rubrics (the school's and the classes' own), the pace
        targets (the school's and the classes' own) and the instructor's name, read again."""
        store = self._store
        if store is None:
            return
        try:
            roster = store.roster.trainees()
            # The classes whose rubric this login may change (on a school server, an instructor's).
            classes = {c.id: c.name for c in store.classes.seen()}
            school = store.school.settings()
            paces = store.school.pace_targets()  # each class's own, else the school's
            school_rubric = _rubric(store.practicals.rubric())
            own = {class_id: _rubric(text) for class_id, text in store.practicals.class_rubrics().items()}
        except StoreError as error:
            self.setup_form.message.show_error(str(error))
            return
        self._instructor = school.instructor_name
        self.set_school(school_rubric, float(school.pace_target))
        self.setup_form.set_class_paces(
            {class_id: float(target) for class_id, target in paces.items() if class_id is not None}
        )
        self.setup_form.set_classes(classes, own)
        self.setup_form.set_trainees(
            [(trainee.id, trainee.name) for trainee in roster],
            {trainee.id: trainee.class_id for trainee in roster},
        )

    def save_rubric(self, class_id: int | None, rubric: Rubric | None) -> None:
        """The instructor's rubric kept for the school, or for a class (None: the class goes back
        to the school's); the next practicals and the combined grades are by it."""
        store = self._store
        if store is None:
            return
        try:
            if class_id is None:
                if rubric is None:
                    return
                store.practicals.set_rubric(rubric.to_json())
            else:
                store.practicals.set_class_rubric(class_id, None if rubric is None else rubric.to_json())
        except PermissionDeniedError as error:
            # On a school server: a class of another instructor's, or a login that is no instructor's.
            self.setup_form.message.show_error(
                self.tr("The rubric was not saved: this login may not change it ({reason}).").format(
                    reason=error
                )
                if class_id is None
                else self.tr(
                    "The rubric was not saved: {name} is not one of your classes, and only its "
                    "instructors may change its rubric."
                ).format(name=self.setup_form.class_name(class_id))
            )
            return
        except StoreError as error:
            self.setup_form.message.show_error(
                self.tr("The rubric was not saved: {reason}").format(reason=error)
            )
            return
        if class_id is None:
            done = self.tr("The rubric is saved for the school.")
        elif rubric is None:
            done = self.tr("{name} is scored by the school's rubric again.").format(
                name=self.setup_form.class_name(class_id)
            )
        else:
            done = self.tr("The rubric is saved for {name}.").format(
                name=self.setup_form.class_name(class_id)
            )
        self.refresh()
        self.setup_form.message.show_done(done)

    def set_trainees(self, trainees: Sequence[tuple[int, str]]) -> None:
        self.setup_form.set_trainees(trainees)

    def set_school(self, rubric: Rubric, pace_target: float) -> None:
        self.setup_form.set_school(rubric, pace_target)

    def start(self, setup: Setup, assisted: bool) -> None:  # noqa: FBT001 - a signal's arguments
        """Begin the sitting: its first hand's sheet."""
        self.sitting = Sitting(setup, clock=self._clock)
        self._assisted = assisted
        self._next_hand()

    def _next_hand(self) -> None:
        sitting = self.sitting
        assert sitting is not None
        sheet = sitting.start_hand(assisted=self._assisted)
        self.sheet_view.set_sheet(sheet)
        self.assistant_view.set_assistant(sheet.assistant)
        self.assist_box.blockSignals(True)
        self.assist_box.setChecked(self._assisted)
        self.assist_box.blockSignals(False)
        self.stack.setCurrentWidget(self._hand)
        self._timer.start()
        self._show_header()
        self._show_pace()
        self.sheet_view.tree.setFocus()

    # ----------------------------------------------------------------------------- the hand

    def _assist(self, on: bool) -> None:  # noqa: FBT001 - a signal's argument
        """The engine on or off for this hand (and the next ones)."""
        sitting = self.sitting
        if sitting is None or sitting.sheet is None:
            return
        try:
            sitting.sheet.set_assisted(on)
        except SittingError as error:
            self.sheet_view.problem.setText(str(error))
            self.assist_box.blockSignals(True)
            self.assist_box.setChecked(False)
            self.assist_box.blockSignals(False)
            return
        self._assisted = on
        self.assistant_view.set_assistant(sitting.sheet.assistant)
        self.sheet_view.tree.setFocus()

    def _assisted_moved(self) -> None:
        self.sheet_view.refresh()
        self._show_pace()

    def end_hand(self) -> None:
        sitting = self.sitting
        if sitting is None or sitting.sheet is None:
            return
        try:
            sitting.end_hand()
        except SittingError as error:
            self.sheet_view.problem.setText(str(error))
            return
        if sitting.finished:
            self._timer.stop()
            self.result_view.show_sitting(sitting)
            self.stack.setCurrentWidget(self.result_view)
        else:
            self._next_hand()

    def _show_header(self) -> None:
        sitting = self.sitting
        if sitting is None or sitting.sheet is None:
            return
        setup = sitting.setup
        self.header.setText(
            self.tr("Hand {number} of {hands} · {trainee} · {game}, {players} players").format(
                number=sitting.sheet.number,
                hands=setup.hands,
                trainee=setup.trainee,
                game=variant_name(setup.game),
                players=setup.players,
            )
        )

    def _show_pace(self) -> None:
        sitting = self.sitting
        if sitting is None or sitting.sheet is None:
            self.pace.clear()
            return
        elapsed = sitting.sheet.elapsed
        target = sitting.setup.target_seconds
        sign = "✓" if elapsed <= target else "⚠"
        self.pace.setText(
            self.tr("{sign} {elapsed} of {target} a hand").format(
                sign=sign, elapsed=format_seconds(elapsed), target=format_seconds(target)
            )
        )

    # ----------------------------------------------------------------------------- the result

    def save(self) -> None:
        """Store the finished sitting; a store that refuses says why, and the sitting stays on
        screen to be saved again."""
        sitting = self.sitting
        store = self._store
        if sitting is None or store is None or not sitting.finished:
            return
        try:
            stored = store.practicals.record(record_of(sitting, self._instructor))
        except StoreError as error:
            self.result_view.saved.setText(self.tr("Not saved: {reason}").format(reason=error))
            return
        self.result_view.saved.setText(
            self.tr("Saved in {where} for {trainee}.").format(
                where=store.status.location, trainee=sitting.setup.trainee
            )
        )
        self.result_view.save_button.setEnabled(False)
        self.sitting_saved.emit(stored)

    def new(self) -> None:
        """Back to the set-up. A finished sitting not saved yet is kept on screen once, with a
        warning; pressed again, it is given up."""
        unsaved = (
            self.sitting is not None and self.sitting.finished and self.result_view.save_button.isEnabled()
        )
        if unsaved and not self._warned:
            self._warned = True
            self.result_view.saved.setText(
                self.tr("This practical is not saved: save it, or press New practical again to drop it.")
            )
            return
        self.sitting = None
        self._warned = False
        self._timer.stop()
        self.result_view.save_button.setEnabled(True)
        self.refresh()
        self.stack.setCurrentWidget(self.setup_form)

    def retranslate(self) -> None:
        self.assist_box.setText(self.tr("Type the cards (the engine assists)"))
        self._show_header()
        self._show_pace()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _rubric(text: str | None) -> Rubric:
    """A stored rubric, or the trainer's default where none is stored (or it cannot be read)."""
    try:
        return Rubric.from_json(text) if text is not None else Rubric()
    except RubricError:
        return Rubric()


def record_of(sitting: Sitting, instructor: str) -> PracticalRecord:
    """``sitting`` (finished) as a store record, scored by ``instructor`` (the page glues the two:
    the practical model knows nothing of the store, the store nothing of the rubric)."""
    setup = sitting.setup
    score = sitting.score()
    stakes = setup.stakes
    return PracticalRecord(
        trainee_id=setup.trainee_id,
        variant=setup.game,
        players=setup.players,
        stakes=f"{stakes.ante}/{stakes.bring_in}/{stakes.small_bet}/{stakes.big_bet}",
        rubric=setup.rubric.to_json(),
        instructor=instructor,
        score=score.score,
        passed=score.passed,
        groups={group.value: value for group, value in score.groups.items()},
        hands=tuple(
            PracticalHand(
                number=result.number,
                seconds=result.seconds,
                target_seconds=result.target_seconds,
                score=result.score.score,
                failed=result.score.failed,
                marks=tuple(
                    PracticalMark(
                        duty=mark.duty,
                        group=mark.group.value,
                        right=mark.right,
                        reason=mark.reason,
                        rule=mark.rule,
                        critical=mark.critical.value if mark.critical is not None else None,
                        seconds=mark.seconds,
                        disputed=mark.disputed,
                    )
                    for mark in result.marks
                ),
                history=result.history,
            )
            for result in sitting.results
        ),
    )
