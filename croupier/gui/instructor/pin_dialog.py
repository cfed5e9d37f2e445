"""The instructor's PIN: create the first (typed twice), enter it, or change it; on a school server
the instructor login's password instead. Wrong tries lock instructor mode for longer and longer.

The ``Authority`` (``croupier.store.authority``) checks and stores: a PIN as a salted scrypt hash,
a school password only in memory for the instructor's own connection. The dialog accepts only when
the PIN or password was right (or the first PIN was stored); ``store`` is then the store the
instructor works in. It is opened with ``open()``, so nothing blocks and tests can type into it.
"""

from __future__ import annotations

import math
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


class PinPurpose(StrEnum):
    SET = "set"  # the first PIN of this database
    VERIFY = "verify"  # unlock instructor mode
    CHANGE = "change"  # the current PIN, then a new one twice


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

    def submit(self) -> None:
        """Check what was typed; accept, or say what is wrong and stay open."""
        if self._guard.locked_for() > 0 and self.purpose is not PinPurpose.SET:
            self._refresh_lockout()
            return
        try:
            if self.purpose is not PinPurpose.SET and not self._current_is_right():
                return
            if self.purpose is not PinPurpose.VERIFY and not self._store_new_pin():
                return
        except LockedOutError:
            self._refresh_lockout()
            return
        except NotInstructorError as error:
            self.current_field.clear()
            self.message.show_error(
                self.tr("The login {login} is not an instructor's: instructor mode stays shut.").format(
                    login=error.login
                )
            )
            self.login_field.setFocus()
            return
        except StoreError as error:
            text = (
                self.tr("The PIN could not be checked: {reason}")
                if self.pin
                else self.tr("The password could not be checked: {reason}")
            )
            self.message.show_error(text.format(reason=error))
            return
        self.accept()

    def _current_is_right(self) -> bool:
        login = self.login_field.text().strip() if not self.pin else None
        opened = self._authority.unlock(self.current_field.text(), login or None)
        if opened is not None:
            self.store = opened
            return True
        self.current_field.clear()
        left = self._guard.tries_left
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
        return False

    def _store_new_pin(self) -> bool:
        pin, repeated = self.new_field.text(), self.repeat_field.text()
        if len(pin) < MIN_PIN_DIGITS or not pin.isdigit():
            self.message.show_error(
                self.tr("A PIN needs at least {count} digits.").format(count=MIN_PIN_DIGITS)
            )
            self.new_field.setFocus()
            return False
        if pin != repeated:
            self.message.show_error(self.tr("The two PINs differ. Type the new PIN twice, the same."))
            self.repeat_field.clear()
            self.repeat_field.setFocus()
            return False
        if self.purpose is PinPurpose.SET:
            if not self._authority.create(pin):
                # Another station made one meanwhile: this database has its PIN now.
                self.message.show_error(
                    self.tr("This progress database has an instructor PIN already: enter it instead.")
                )
                return False
            self.store = self._authority.store
            return True
        self._authority.store.instructor.set_pin(pin)
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
