"""The instructor's PIN: create the first (typed twice), enter it, or change it; on a school server
the instructor login's password instead. Wrong tries lock instructor mode for longer and longer.

The ``Authority`` (``croupier.store.authority``) checks and stores: a PIN as a salted scrypt hash,
a school password only in memory for the instructor's own connection. The dialog accepts only when
the PIN or password was right (or the first PIN was stored); ``store`` is then the store the
instructor works in. It is opened with ``open()``, so nothing blocks and tests can type into it;
what is typed is checked in a worker thread, never on the window's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QEvent, QRegularExpression, Qt, QTimer
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.background import Background
from croupier.gui.instructor.message_line import MessageLine
from croupier.i18n import format_number
from croupier.store import Store, StoreError
from croupier.store.authority import Authority, LockedOutError, NotInstructorError

__all__ = ["MAX_PIN_DIGITS", "MIN_PIN_DIGITS", "PinDialog", "PinPurpose"]


def _duration(seconds: float) -> str:
    """A wait in words: "25 s", "2 min", "1 h" (the number and its unit kept together)."""
    whole = math.ceil(seconds)
    if whole < 120:
        return f"{format_number(whole)}\u00a0s"
    if whole < 7200:
        return f"{format_number(math.ceil(whole / 60))}\u00a0min"
    return f"{format_number(math.ceil(whole / 3600))}\u00a0h"


MIN_PIN_DIGITS = 4
MAX_PIN_DIGITS = 12
CHECK_SECONDS = 15  # a check (a scrypt hash, or the school server's login) gives up after this


class PinPurpose(StrEnum):
    SET = "set"  # the first PIN of this database
    VERIFY = "verify"  # unlock instructor mode
    CHANGE = "change"  # the current PIN, then a new one twice


class _Check:
    """One try being checked; ``abandoned`` once the dialog stopped waiting for it."""

    abandoned = False


@dataclass(frozen=True)
class _Outcome:
    """A try checked: the store the instructor works in (None: wrong), and the tries left then
    (-1: a first PIN that another station made meanwhile)."""

    store: Store | None
    tries_left: int


def _try(
    authority: Authority, purpose: PinPurpose, check: _Check, typed: tuple[str, str | None, str]
) -> _Outcome:
    """In the worker: the whole try (``typed``: the current PIN or password, the login, the new
    PIN), counted by the lockout there and then."""
    current, login, pin = typed
    if purpose is PinPurpose.SET:  # (another station may have made one meanwhile)
        return _Outcome(authority.store, 0) if authority.create(pin) else _Outcome(None, -1)
    opened = authority.unlock(current, login)
    if opened is None:
        return _Outcome(None, authority.lockout.tries_left)
    if purpose is PinPurpose.CHANGE:
        authority.store.instructor.set_pin(pin)
    if check.abandoned and opened is not authority.store:
        opened.close()  # nobody waits for it any more
    return _Outcome(opened, 0)


class PinDialog(QDialog):
    """Asks for the PIN for ``purpose``; ``accepted`` once the PIN was right or the new one stored."""

    def __init__(self, authority: Authority, purpose: PinPurpose, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pinDialog")
        self.setModal(True)
        self._authority = authority
        self._guard = authority.lockout
        self.purpose = purpose
        self.pin = authority.uses_pin
        #: The store the instructor works in, once the dialog is accepted.
        self.store: Store | None = None
        self._title = QLabel()
        title_font = QFont(self._title.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.3)
        title_font.setBold(True)
        self._title.setFont(title_font)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        #: On a school server: the login instructor mode signs in as (the shared instructor login,
        #: or an instructor's own); the audit trail names it.
        self.login_field = QLineEdit(getattr(authority, "role", ""))
        self.login_field.setObjectName("instructorLogin")
        self.login_field.setMaxLength(63)
        self._login_label = QLabel()
        self.current_field = self._pin_field("currentPin")
        self.new_field = self._pin_field("newPin")
        self.repeat_field = self._pin_field("repeatPin")
        self.message = MessageLine()
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._form = QFormLayout()
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._current_label = QLabel()
        self._new_label = QLabel()
        self._repeat_label = QLabel()
        if purpose is PinPurpose.VERIFY and not self.pin:
            self._form.addRow(self._login_label, self.login_field)
        if purpose is not PinPurpose.SET:
            self._form.addRow(self._current_label, self.current_field)
        if purpose is not PinPurpose.VERIFY:
            self._form.addRow(self._new_label, self.new_field)
            self._form.addRow(self._repeat_label, self.repeat_field)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.setSpacing(10)
        layout.addWidget(self._title)
        layout.addWidget(self._intro)
        layout.addLayout(self._form)
        layout.addWidget(self.message)
        layout.addWidget(self._buttons)
        self._countdown = QTimer(self)
        self._countdown.setInterval(250)
        self._buttons.accepted.connect(self.submit)
        self._buttons.rejected.connect(self.reject)
        self._countdown.timeout.connect(self._refresh_lockout)
        self._checker = Background(self)
        self._check: _Check | None = None
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(CHECK_SECONDS * 1000)
        self._deadline.timeout.connect(self._give_up)
        self.rejected.connect(self._abandon)
        self.retranslate()
        self.setMinimumWidth(380)
        self._refresh_lockout()

    def _pin_field(self, name: str) -> QLineEdit:
        field = QLineEdit()
        field.setObjectName(name)
        field.setEchoMode(QLineEdit.EchoMode.Password)
        if self.pin:
            field.setValidator(
                QRegularExpressionValidator(QRegularExpression(rf"\d{{0,{MAX_PIN_DIGITS}}}"), field)
            )
            field.setInputMethodHints(Qt.InputMethodHint.ImhDigitsOnly | Qt.InputMethodHint.ImhSensitiveData)
        else:
            field.setInputMethodHints(
                Qt.InputMethodHint.ImhSensitiveData | Qt.InputMethodHint.ImhNoPredictiveText
            )
        return field

    # ----------------------------------------------------------------------------- checking

    @property
    def checking(self) -> bool:
        """Is a PIN or password being checked (in a worker thread) now?"""
        return self._check is not None

    def submit(self) -> None:
        """Check what was typed in a worker thread (a scrypt hash, or a connection to the school
        server, is too slow for the window's thread); meanwhile the dialog says so and takes no
        second try. Then accept, or say what is wrong and stay open."""
        if self._check is not None:
            return
        # (Locked out: the check in the worker says so, and the countdown shows.)
        pin = self.new_field.text()
        if self.purpose is not PinPurpose.VERIFY and not self._new_pin_typed(pin):
            return
        current = self.current_field.text()
        login = (self.login_field.text().strip() or None) if not self.pin else None
        check = _Check()
        self._check = check
        self._show_checking(True)
        self._deadline.start()
        authority, purpose = self._authority, self.purpose
        self._checker.submit(
            lambda: _try(authority, purpose, check, (current, login, pin)),
            lambda outcome: self._verdict(check, outcome),
            lambda error: self._failed(check, error),
        )

    def _done_checking(self, check: _Check) -> bool:
        """Is ``check`` the one the dialog waits for? (Then it waits no more.)"""
        if check is not self._check:
            return False
        self._check = None
        self._deadline.stop()
        self._show_checking(False)
        return True

    def _verdict(self, check: _Check, outcome: _Outcome) -> None:
        if not self._done_checking(check):
            if outcome.store is not None and outcome.store is not self._authority.store:
                outcome.store.close()  # the dialog was closed (or gave up) meanwhile
            return
        if outcome.store is not None:
            self.store = outcome.store
            self.accept()
        elif self.purpose is PinPurpose.SET:
            self.message.show_error(
                self.tr("This progress database has an instructor PIN already: enter it instead.")
            )
        else:
            self._wrong(outcome.tries_left)

    def _wrong(self, left: int) -> None:
        self.current_field.clear()
        if left:
            text = (
                self.tr("Wrong PIN. Tries left before a wait: {count}.")
                if self.pin
                else self.tr("Wrong password. Tries left before a wait: {count}.")
            )
            self.message.show_error(text.format(count=left))
            self.current_field.setFocus()
        else:
            self._refresh_lockout()

    def _failed(self, check: _Check, error: StoreError) -> None:
        if not self._done_checking(check):
            return
        if isinstance(error, LockedOutError):
            self._refresh_lockout()
        elif isinstance(error, NotInstructorError):
            self.current_field.clear()
            self.message.show_error(
                self.tr("The login {login} is not an instructor's: instructor mode stays shut.").format(
                    login=error.login
                )
            )
            self.login_field.setFocus()
        else:
            self._cannot_check(str(error))

    def _cannot_check(self, reason: str) -> None:
        text = (
            self.tr("The PIN could not be checked: {reason}")
            if self.pin
            else self.tr("The password could not be checked: {reason}")
        )
        self.message.show_error(text.format(reason=reason))

    def _abandon(self) -> bool:
        """Wait no more for the check under way (if any): it ends in its worker, and closes what
        it opens then."""
        check = self._check
        if check is None:
            return False
        check.abandoned = True
        self._done_checking(check)
        self._checker = Background(self)  # the old one stays busy with the abandoned check
        return True

    def _give_up(self) -> None:
        """No answer within ``CHECK_SECONDS`` (a hung server): say so and take a new try."""
        if self._abandon():
            self._cannot_check(
                self.tr("no answer within {seconds} s; try again in a moment").format(seconds=CHECK_SECONDS)
            )

    def _show_checking(self, checking: bool) -> None:  # noqa: FBT001
        for field in (self.login_field, self.current_field, self.new_field, self.repeat_field):
            field.setReadOnly(checking)
        self.ok_button.setEnabled(not checking)
        if checking:
            self.message.show_busy(
                self.tr("Checking the PIN…") if self.pin else self.tr("Checking the password…")
            )
        else:
            self.message.clear()

    def _new_pin_typed(self, pin: str) -> bool:
        """Is the new PIN long enough, and typed the same twice? (Said before anything is checked.)"""
        if len(pin) < MIN_PIN_DIGITS or not pin.isdigit():
            self.message.show_error(
                self.tr("A PIN needs at least {count} digits.").format(count=MIN_PIN_DIGITS)
            )
            self.new_field.setFocus()
            return False
        if pin != self.repeat_field.text():
            self.message.show_error(self.tr("The two PINs differ. Type the new PIN twice, the same."))
            self.repeat_field.clear()
            self.repeat_field.setFocus()
            return False
        return True

    def _refresh_lockout(self) -> None:
        if self.purpose is PinPurpose.SET:
            return
        left = self._guard.locked_for()
        locked = left > 0
        for field in (self.current_field, self.new_field, self.repeat_field):
            field.setEnabled(not locked)
        self.ok_button.setEnabled(not locked)
        if locked:
            self.message.show_error(
                self.tr("Too many wrong tries. Instructor mode opens again in {time}.").format(
                    time=_duration(left)
                )
            )
            if not self._countdown.isActive():
                self._countdown.start()
        elif self._countdown.isActive():
            self._countdown.stop()
            self.message.clear()
            self.current_field.setFocus()

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        where = self._authority.store.status.location
        if self.purpose is PinPurpose.SET:
            self.setWindowTitle(self.tr("Create the instructor PIN"))
            self._title.setText(self.tr("Create the instructor PIN"))
            self._intro.setText(
                self.tr(
                    "This progress database has no instructor yet. You are about to create its "
                    "instructor PIN ({low} to {high} digits): from now on instructor mode, the "
                    "trainees' results and the settings that change who is answering need it.\n\n"
                    "Database: {where}\nAnyone who can write this file could still change the PIN; "
                    "a school keeps its results on its PostgreSQL server instead."
                ).format(low=MIN_PIN_DIGITS, high=MAX_PIN_DIGITS, where=where)
            )
        elif self.purpose is PinPurpose.VERIFY and not self.pin:
            self.setWindowTitle(self.tr("Instructor mode"))
            self._title.setText(self.tr("Enter the instructor password"))
            self._intro.setText(
                self.tr(
                    "On the school database instructor mode works with an instructor's login: your own, "
                    "or the shared one ({role}). Its password is used for this session only and never "
                    "saved, and the school's audit trail names the login.\n\n{where}"
                ).format(role=getattr(self._authority, "role", ""), where=where)
            )
        elif self.purpose is PinPurpose.VERIFY:
            self.setWindowTitle(self.tr("Instructor mode"))
            self._title.setText(self.tr("Enter the instructor PIN"))
            self._intro.setText(self.tr("Instructor mode is protected by a PIN."))
        else:
            self.setWindowTitle(self.tr("Change the instructor PIN"))
            self._title.setText(self.tr("Change the instructor PIN"))
            self._intro.setText(self.tr("Enter the current PIN, then the new one twice."))
        self._login_label.setText(self.tr("Login:"))
        self.login_field.setAccessibleName(self.tr("Login"))
        if not self.pin:
            self._current_label.setText(self.tr("Password:"))
        else:
            self._current_label.setText(
                self.tr("PIN:") if self.purpose is PinPurpose.VERIFY else self.tr("Current PIN:")
            )
        self._new_label.setText(self.tr("New PIN:"))
        self._repeat_label.setText(self.tr("New PIN again:"))
        self.current_field.setAccessibleName(self._current_label.text().rstrip(":"))
        self.new_field.setAccessibleName(self._new_label.text().rstrip(":"))
        self.repeat_field.setAccessibleName(self._repeat_label.text().rstrip(":"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
