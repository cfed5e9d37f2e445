"""Instructor mode: behind the PIN (on a school server, the instructor login), the roster,
assignments, exams, the class dashboard and the projector, as tabs. Leaving the page (another
mode) locks it again; on a school server the instructor's connection is closed then."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QGuiApplication, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.drills.skills import SKILL_NAMES
from croupier.gui.background import Background
from croupier.gui.card_art import CardArt
from croupier.gui.instructor.assignments_page import AssignmentsPage
from croupier.gui.instructor.audit_page import AuditPage
from croupier.gui.instructor.dashboard_page import DashboardPage
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.instructor.exam_page import ExamPage
from croupier.gui.instructor.gradebook_page import GradebookPage
from croupier.gui.instructor.live_tab import LiveTab
from croupier.gui.instructor.look import PAGE_STYLE
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.pin_dialog import PinDialog, PinPurpose
from croupier.gui.instructor.projector_tab import ProjectorTab
from croupier.gui.instructor.projector_view import ProjectorView
from croupier.gui.instructor.refusals_line import RefusalsLine
from croupier.gui.instructor.roster_page import RosterPage
from croupier.gui.practical.practical_page import PracticalPage
from croupier.store import Store, StoreError
from croupier.store.authority import Authority, LockedOutError, PinAuthority
from croupier.store.lockout import Lockout
from croupier.words.quiz_words import skill_name

if TYPE_CHECKING:
    from croupier.training.quiz_picture import QuizPicture

__all__ = ["LIVE_MS", "InstructorPage"]

LIVE_MS = 3000
_GAP = 8  # pixels between the instructor's window and the projector view beside it
_PROJECTOR_MIN_WIDTH = 480  # narrower than this, the projector view is minimised instead


class InstructorPage(QWidget):
    """The instructor's page. ``unlocked_changed(unlocked)`` when the PIN opens it or it locks.

    ``dialogs`` answers the modal questions (files, names, confirmations); the PIN dialog itself is
    opened without blocking (``request_unlock()`` returns it).
    """

    unlocked_changed = Signal(bool)

    def __init__(
        self,
        store: Store,
        dialogs: InstructorDialogs | None = None,
        *,
        authority: Authority | None = None,
        bound: Callable[[Store], Store] | None = None,
        skills: Sequence[str] = SKILL_NAMES,
        skill_title: Callable[[str], str] = skill_name,
        art: CardArt | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("instructorPage")
        self.setStyleSheet(PAGE_STYLE)
        self._store = store
        self._dialogs: InstructorDialogs = dialogs if dialogs is not None else QtDialogs()
        if authority is None:
            instructor = store.instructor
            authority = PinAuthority(store, Lockout(instructor.lockout_state, instructor.save_lockout_state))
        self.authority = authority
        self._bound: Callable[[Store], Store] = bound if bound is not None else (lambda opened: opened)
        self._work_store: Store | None = None
        self._art = art
        self._unlocked = False
        self._pin_dialog: PinDialog | None = None
        self._projector: ProjectorView | None = None

        # Locked: a short explanation and the button that asks for the PIN.
        self._locked_title = QLabel()
        title_font = QFont(self._locked_title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.6)
        title_font.setBold(True)
        self._locked_title.setFont(title_font)
        self._locked_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._locked_text = QLabel()
        self._locked_text.setWordWrap(True)
        self._locked_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unlock_button = QPushButton()
        self.unlock_button.setMinimumHeight(36)
        locked = QWidget()
        locked_layout = QVBoxLayout(locked)
        locked_layout.addStretch(2)
        locked_layout.addWidget(self._locked_title)
        locked_layout.addWidget(self._locked_text)
        locked_layout.addSpacing(12)
        locked_layout.addWidget(self.unlock_button, 0, Qt.AlignmentFlag.AlignCenter)
        locked_layout.addStretch(3)

        # Unlocked: a header and the tabs.
        self.roster_page = RosterPage(store, self._dialogs)
        self.assignments_page = AssignmentsPage(store, self._dialogs, skills, skill_title)
        self.exam_page = ExamPage(store, skills, skill_title, dialogs=self._dialogs)
        self.dashboard_page = DashboardPage(store, self._dialogs, skills, skill_title)
        self.projector_tab = ProjectorTab()
        self.live_tab = LiveTab(store, skills, skill_title, dialogs=self._dialogs)
        self.practical_page = PracticalPage(store)
        self.gradebook_page = GradebookPage(store, self._dialogs)
        self.audit_page = AuditPage(store)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for page in (
            self.roster_page,
            self.assignments_page,
            self.exam_page,
            self.dashboard_page,
            self.projector_tab,
            self.live_tab,
            self.practical_page,
            self.gradebook_page,
            self.audit_page,
        ):
            self.tabs.addTab(page, "")
        self._where = QLabel()
        self._where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change_pin_button = QPushButton()
        self.lock_button = QPushButton()
        self.message = MessageLine()
        # Which stations hold answers the school refused (heard from the stations, see the module).
        self.refusals = RefusalsLine()
        header = QHBoxLayout()
        header.setContentsMargins(12, 8, 12, 0)
        header.addWidget(self._where, 1)
        header.addWidget(self.change_pin_button)
        header.addWidget(self.lock_button)
        unlocked = QWidget()
        unlocked_layout = QVBoxLayout(unlocked)
        unlocked_layout.setContentsMargins(0, 0, 0, 0)
        unlocked_layout.addLayout(header)
        unlocked_layout.addWidget(self.message)
        unlocked_layout.addWidget(self.refusals)
        unlocked_layout.addWidget(self.tabs, 1)

        # Live: what the stations record shows within seconds (read again only when something changed).
        self._live = QTimer(self)
        self._live.setInterval(LIVE_MS)
        self._live.timeout.connect(self._refresh_if_changed)
        self._stamp: tuple[int, ...] | None = None
        self._stamp_reader = Background(self)
        self._stack = QStackedWidget()
        self._stack.addWidget(locked)
        self._stack.addWidget(unlocked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.unlock_button.clicked.connect(self.request_unlock)
        self.change_pin_button.clicked.connect(self.change_pin)
        self.lock_button.clicked.connect(self.lock)
        self.tabs.currentChanged.connect(lambda _index: self._refresh_current())
        self.projector_tab.open_requested.connect(self.open_projector)
        self.projector_tab.live_requested.connect(lambda: self.tabs.setCurrentWidget(self.live_tab))
        self.live_tab.projector_requested.connect(self._live_on_projector)

    # ----------------------------------------------------------------------------- the PIN

    @property
    def pin_dialog(self) -> PinDialog | None:
        """The PIN dialog last opened (for tests and for closing it)."""
        return self._pin_dialog

    def request_unlock(self) -> PinDialog | None:
        """Ask for the PIN (or for a first PIN); the page opens when the dialog is accepted."""
        if self._unlocked:
            return None
        try:
            purpose = PinPurpose.SET if self.authority.needs_creating() else PinPurpose.VERIFY
        except StoreError as error:
            self._locked_text.setText(
                self.tr("The progress database cannot be read: {reason}").format(reason=error)
            )
            return None
        dialog = self._new_dialog(purpose)
        dialog.accepted.connect(lambda: self._open_with(dialog.store))
        dialog.open()
        return dialog

    def unlock_with(self, secret: str) -> bool:
        """Open the page if ``secret`` (the PIN, or the instructor password) is right, counted like
        one typed in the dialog. Checked here and now, on the caller's thread (for scripts such as
        the screenshots; the dialog checks in a worker thread)."""
        try:
            opened = self.authority.unlock(secret)
        except (LockedOutError, StoreError):
            return False
        if opened is None:
            return False
        self._open_with(opened)
        return True

    def _open_with(self, store: Store | None) -> None:
        self._work_store = store if store is not None else self._store
        working = self._bound(self._work_store)  # on a school server, every read bounded in time
        for page in (
            self.roster_page,
            self.assignments_page,
            self.exam_page,
            self.dashboard_page,
            self.live_tab,
            self.practical_page,
            self.gradebook_page,
            self.audit_page,
        ):
            page.set_store(working)
        self._set_unlocked(True)

    def change_pin(self) -> PinDialog | None:
        if not self._unlocked or not self.authority.uses_pin:
            return None
        dialog = self._new_dialog(PinPurpose.CHANGE)
        dialog.accepted.connect(
            lambda: self.message.show_done(self.tr("The instructor PIN has been changed."))
        )
        dialog.open()
        return dialog

    def _new_dialog(self, purpose: PinPurpose) -> PinDialog:
        if self._pin_dialog is not None:
            self._pin_dialog.close()
            self._pin_dialog.deleteLater()
        self._pin_dialog = PinDialog(self.authority, purpose, self)
        return self._pin_dialog

    def lock(self) -> None:
        """Close the page until the PIN is entered again (the instructor's connection closed)."""
        self._set_unlocked(False)
        work = self._work_store
        self._work_store = None
        self.live_tab.close_listener()
        self.refusals.stop()
        self.exam_page.close_seal()  # the seal's key is forgotten with the instructor's login
        if work is not None and work is not self._store:
            for page in (
                self.roster_page,
                self.assignments_page,
                self.exam_page,
                self.dashboard_page,
                self.live_tab,
                self.practical_page,
                self.gradebook_page,
                self.audit_page,
            ):
                page.set_store(self._store)
            work.close()

    def _set_unlocked(self, unlocked: bool) -> None:  # noqa: FBT001
        if unlocked == self._unlocked:
            return
        self._unlocked = unlocked
        self._stack.setCurrentIndex(1 if unlocked else 0)
        self.message.clear()
        if unlocked:
            self._stamp = None
            self._refresh_if_changed()
            self._refresh_current()
            self.tabs.currentWidget().setFocus()
            self._live.start()
            self.refusals.start(self.pages_store())
        else:
            self._live.stop()
            self._refresh_locked_text()  # (a read of the store: not while unlocking)
        self.unlocked_changed.emit(unlocked)

    def _refresh_if_changed(self) -> None:
        """Read the shown tab again when the database has something new (answers from stations);
        the database is asked in the background, never on the window's thread."""
        if not self._unlocked or self._stamp_reader.busy():
            return
        store = self.pages_store()
        self._stamp_reader.submit(store.dashboard.stamp, self._stamp_read, lambda _error: None)
        # (a failed read: the tab says so when it reads; nothing to add every few seconds)

    def _stamp_read(self, stamp: tuple[int, ...]) -> None:
        if not self._unlocked:
            return
        if stamp != self._stamp:
            first = self._stamp is None
            self._stamp = stamp
            if not first and self.isVisible():
                self._refresh_current()

    def pages_store(self) -> Store:
        """The store the tabs read (bounded on a school server)."""
        return self.roster_page.store

    # ----------------------------------------------------------------------------- projector

    @property
    def projector(self) -> ProjectorView | None:
        return self._projector

    def open_projector(self, screen_index: int | None = None) -> ProjectorView:
        """Show the projector view, a window of its own, full screen on another screen if chosen."""
        if self._projector is None:
            self._projector = ProjectorView(self._dialogs, art=self._art, parent=self)
            self._projector.setWindowFlag(Qt.WindowType.Window)
            self._projector.resize(1280, 800)
        view = self._projector
        screens = QGuiApplication.screens()
        here = self.screen()
        if (
            screen_index is not None
            and 0 <= screen_index < len(screens)
            and screens[screen_index] is not here
        ):
            target = screens[screen_index]
            view.setGeometry(target.availableGeometry())
            view.showFullScreen()
        else:
            view.show()
        view.raise_()
        view.activateWindow()
        view.setFocus()
        return view

    def _live_on_projector(self, picture: QuizPicture, title: str, caption: str) -> None:
        """The live question on the projector view, for the class: full screen on a screen other
        than the instructor's; with one screen, beside the instructor's window where there is room,
        else minimised (never over the window the instructor works in)."""
        view = self._projector if self._projector is not None and self._projector.isVisible() else None
        if view is None:
            screens = QGuiApplication.screens()
            here = self.window().screen()
            others = [index for index, screen in enumerate(screens) if screen is not here]
            if others:
                chosen = self.projector_tab.screen_box.currentIndex()
                view = self.open_projector(chosen if chosen in others else others[0])
            else:
                view = self._projector_beside()
        view.show_live(picture, title, caption)

    def _projector_beside(self) -> ProjectorView:
        """One screen: the projector view beside the instructor's window, or minimised."""
        view = self.open_projector(None)
        own = self.window().frameGeometry()
        area = self.window().screen().availableGeometry()
        right, left = area.right() - own.right(), own.left() - area.left()
        room = max(right, left) - _GAP
        if room >= _PROJECTOR_MIN_WIDTH:
            x = own.right() + _GAP if right >= left else area.left()
            view.showNormal()
            view.setGeometry(x, area.top(), room, min(area.height(), room * 10 // 16 + 80))
        else:
            view.showMinimized()
            self.live_tab.message.show_done(
                self.tr(
                    "The projector view waits minimised in the task bar: with one screen it would "
                    "cover this window. Connect a projector as a second screen to show it there."
                )
            )
        self.window().activateWindow()
        return view

    # ----------------------------------------------------------------------------- refresh

    def refresh(self) -> None:
        """Read the shown tab's data again (answers may have come in from other stations)."""
        if self._unlocked:
            self._refresh_current()

    def _refresh_current(self) -> None:
        """Read the shown tab again: in the background where the tab can (``reload``: the roster;
        the dashboard's ``refresh`` reads in a worker itself)."""
        page = self.tabs.currentWidget()
        refresh = getattr(page, "reload", None) or getattr(page, "refresh", None)
        if self._unlocked and callable(refresh):
            refresh()

    def _refresh_locked_text(self) -> None:
        try:
            has_pin = not self.authority.needs_creating()
        except StoreError:
            has_pin = True
        self._locked_title.setText(self.tr("Instructor mode"))
        self.change_pin_button.setVisible(self.authority.uses_pin)
        if not self.authority.uses_pin:
            self._locked_text.setText(
                self.tr("On the school database, instructor mode opens with the instructor login's password.")
            )
            self.unlock_button.setText(self.tr("Enter the instructor password…"))
        elif has_pin:
            self._locked_text.setText(
                self.tr(
                    "Enter the instructor PIN to see the roster, assignments, exams and the class dashboard."
                )
            )
            self.unlock_button.setText(self.tr("Enter PIN…"))
        else:
            self._locked_text.setText(
                self.tr(
                    "This progress database has no instructor yet. Creating the instructor PIN makes "
                    "you its instructor: the trainees' results and the settings that change who is "
                    "answering will need the PIN."
                )
            )
            self.unlock_button.setText(self.tr("Create the instructor PIN…"))

    # ----------------------------------------------------------------------------- Qt

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous() and not self._unlocked:
            # Coming to instructor mode asks for the PIN straight away.
            QTimer.singleShot(0, self, self._prompt_if_locked)

    def _prompt_if_locked(self) -> None:
        dialog = self._pin_dialog
        if not self._unlocked and self.isVisible() and (dialog is None or not dialog.isVisible()):
            self.request_unlock()

    def hideEvent(self, event: QHideEvent) -> None:
        # Another mode chosen (not the window minimised): lock, so a trainee cannot come back in.
        if not event.spontaneous():
            self.lock()
        super().hideEvent(event)

    def retranslate(self) -> None:
        titles = (
            self.tr("Roster"),
            self.tr("Assignments"),
            self.tr("Exams"),
            self.tr("Dashboard"),
            self.tr("Projector"),
            self.tr("Live class"),
            self.tr("Practical"),
            self.tr("Gradebook"),
            self.tr("Audit"),
        )
        for index, title in enumerate(titles):
            self.tabs.setTabText(index, title)
        self._where.setText(self.tr("Progress database: {where}").format(where=self._store.status.location))
        self.change_pin_button.setText(self.tr("Change PIN…"))
        self.lock_button.setText(self.tr("Lock"))
        self.lock_button.setToolTip(self.tr("Close instructor mode until the PIN is entered again"))
        self._refresh_locked_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
