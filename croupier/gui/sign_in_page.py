"""The sign-in screen: who is dealing. Pick your name from the roster (type to find it) or, where the
instructor allows it, add yourself; someone learning alone gives a name once and is signed in on
every start after. On a school database each trainee signs in with their own password, which the
school server checks (it counts wrong tries and locks the name for a while; it refuses a trainee
whose exam sitting is open at another station, and says where); at the first sign-in with the
instructor's password the trainee chooses their own. ``chosen(Trainee or SignIn)`` once a trainee
is signed in; ``instructor_requested()`` for the instructor, who never signs in as a trainee."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, Qt, QTime, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.message_line import MessageLine
from croupier.store import (
    DatabaseUnavailableError,
    InvalidRecordError,
    PermissionDeniedError,
    StoreError,
    Trainee,
)
from croupier.store.logins import (
    MIN_PASSWORD,
    NoPasswordError,
    SignIn,
    SignInLockedError,
    SittingElsewhereError,
    WeakPasswordError,
    WrongPasswordError,
)

if TYPE_CHECKING:
    from croupier.gui.station import Station

__all__ = ["SignInPage"]


def _password_field() -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(200)
    return field


_ID = Qt.ItemDataRole.UserRole
_STYLE = """
#signInCard { background: #1f2a24; border: 1px solid #3c4a41; border-radius: 10px; }
#signInCard QLabel { color: #f2f2ea; }
#signInList { background: #14201a; color: #f2f2ea; border: 1px solid #3c4a41; border-radius: 6px;
    font-size: 13pt; }
#signInList::item { padding: 6px 10px; }
#signInList::item:selected { background: #e8c547; color: #1d1d1d; }
#signInButton { background: #e8c547; color: #1d1d1d; font-weight: bold; border-radius: 6px;
    padding: 6px 18px; }
#signInButton:disabled { background: #6b6440; color: #2a2a2a; }
"""


class SignInPage(QWidget):
    """See the module docstring. During the first start (``set_step``) the page says which step of
    it this is and offers Back (``back_requested``)."""

    chosen = Signal(object)  # Trainee, or SignIn (a school's trainee, signed in with their password)
    instructor_requested = Signal()
    back_requested = Signal()

    def __init__(self, station: Station, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("signInPage")
        self.setStyleSheet(_STYLE)
        self._station = station
        self._trainees: list[Trainee] = []
        self._may_add = True
        self._lone = False  # nobody on the roster yet: one local profile to name

        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.where = QLabel()
        self.where.setObjectName("signInWhere")
        self.where.setWordWrap(True)
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.find_field = QLineEdit()
        self.find_field.setClearButtonEnabled(True)
        self.trainee_list = QListWidget()
        self.trainee_list.setObjectName("signInList")
        self.trainee_list.setMinimumHeight(140)
        self.trainee_list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.sign_in_button = QPushButton()
        self.sign_in_button.setObjectName("signInButton")
        self.sign_in_button.setMinimumHeight(38)
        self.sign_in_button.setDefault(True)
        self._add_label = QLabel()
        self._add_label.setWordWrap(True)
        self.name_field = QLineEdit()
        self.name_field.setMaxLength(120)
        self.add_button = QPushButton()
        self.add_button.setMinimumHeight(34)
        self.message = MessageLine()
        self.instructor_button = QPushButton()
        self.instructor_button.setFlat(True)
        self.step_label = QLabel()  # the first start's "Step 2 of 4"
        self.step_label.setObjectName("signInStep")
        self.step_label.hide()
        self.step_back_button = QPushButton()
        self.step_back_button.setObjectName("signInBack")
        self.step_back_button.setFlat(True)
        self.step_back_button.hide()
        self._step: tuple[int, int] | None = None
        # A school's trainees sign in with their own password (the server checks it).
        self._password_label = QLabel()
        self.password_field = _password_field()
        self._password_label.setBuddy(self.password_field)
        self._join_password_label = QLabel()
        self.join_password_field = _password_field()
        self.join_again_field = _password_field()
        # The first sign-in: the trainee's own password instead of the instructor's.
        self._pending: tuple[SignIn, str] | None = None
        self._change_intro = QLabel()
        self._change_intro.setWordWrap(True)
        self._new_label = QLabel()
        self.new_password_field = _password_field()
        self._new_label.setBuddy(self.new_password_field)
        self._again_label = QLabel()
        self.again_password_field = _password_field()
        self._again_label.setBuddy(self.again_password_field)
        self.change_button = QPushButton()
        self.change_button.setObjectName("signInButton")
        self.change_button.setMinimumHeight(38)
        self.back_button = QPushButton()
        self.back_button.setFlat(True)

        card = QFrame()
        card.setObjectName("signInCard")
        card.setMaximumWidth(560)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(24, 20, 24, 20)
        inner.setSpacing(10)
        inner.addWidget(self.step_label)
        inner.addWidget(self.title)
        inner.addWidget(self.intro)
        inner.addWidget(self.where)
        inner.addWidget(self.find_field)
        inner.addWidget(self.trainee_list, 1)
        self._password_row = QWidget()
        password = QHBoxLayout(self._password_row)
        password.setContentsMargins(0, 0, 0, 0)
        password.addWidget(self._password_label)
        password.addWidget(self.password_field, 1)
        inner.addWidget(self._password_row)
        inner.addWidget(self.sign_in_button)
        self._add_row = QWidget()
        add = QVBoxLayout(self._add_row)
        add.setContentsMargins(0, 6, 0, 0)
        add.addWidget(self._add_label)
        row = QHBoxLayout()
        row.addWidget(self.name_field, 1)
        row.addWidget(self.add_button)
        add.addLayout(row)
        self._join_row = QWidget()
        join = QHBoxLayout(self._join_row)
        join.setContentsMargins(0, 0, 0, 0)
        join.addWidget(self._join_password_label)
        join.addWidget(self.join_password_field, 1)
        join.addWidget(self.join_again_field, 1)
        add.addWidget(self._join_row)
        inner.addWidget(self._add_row)
        self._change_box = QWidget()
        change = QVBoxLayout(self._change_box)
        change.setContentsMargins(0, 0, 0, 0)
        change.addWidget(self._change_intro)
        for label, field in (
            (self._new_label, self.new_password_field),
            (self._again_label, self.again_password_field),
        ):
            line = QHBoxLayout()
            line.addWidget(label)
            line.addWidget(field, 1)
            change.addLayout(line)
        change.addWidget(self.change_button)
        change.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        change.addStretch(1)
        self._change_box.setVisible(False)
        inner.addWidget(self._change_box, 1)  # the room the list leaves, below the form
        inner.addWidget(self.message)
        buttons = QHBoxLayout()
        buttons.addWidget(self.step_back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.instructor_button)
        inner.addLayout(buttons)
        # The card as tall as what it holds, at the top: no empty gaps when there is no list.
        column = QVBoxLayout()
        column.addWidget(card)
        column.addStretch(1)
        self._card = card
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 16, 16, 16)
        outer.addStretch(1)
        outer.addLayout(column, 4)
        outer.addStretch(1)

        self.find_field.textChanged.connect(self._filter)
        self.find_field.returnPressed.connect(self._find_entered)
        self.password_field.returnPressed.connect(self.sign_in)
        self.join_again_field.returnPressed.connect(self.add_self)
        self.new_password_field.returnPressed.connect(self.again_password_field.setFocus)
        self.again_password_field.returnPressed.connect(self.choose_password)
        self.change_button.clicked.connect(self.choose_password)
        self.back_button.clicked.connect(self._back)
        self.trainee_list.itemDoubleClicked.connect(lambda _item: self.sign_in())
        self.trainee_list.currentRowChanged.connect(lambda _row: self._enable())
        self.sign_in_button.clicked.connect(self.sign_in)
        self.name_field.returnPressed.connect(self.add_self)
        self.name_field.textChanged.connect(lambda _text: self._enable())
        self.add_button.clicked.connect(self.add_self)
        self.instructor_button.clicked.connect(self.instructor_requested)
        self.step_back_button.clicked.connect(self.back_requested)
        self.retranslate()

    def set_step(self, step: tuple[int, int] | None) -> None:
        """The first start's step (number, count) this page is, with Back; None: not the first start."""
        self._step = step
        self.step_label.setVisible(step is not None)
        self.step_back_button.setVisible(step is not None)
        self.retranslate()

    # ----------------------------------------------------------------------------- data

    def refresh(self) -> None:
        """Read the roster again (the school's, or this computer's)."""
        self.message.clear()
        trainees, notice = self._station.roster()
        self._trainees = trainees
        try:
            self._may_add = self._station.read(lambda store: store.school.settings()).self_registration
        except StoreError:
            self._may_add = False
        self._lone = not self._station.school and not trainees
        self._fill()
        if notice:
            self.message.show_error(notice)
        self.retranslate()
        (self.name_field if self._lone else self.find_field).setFocus()

    def _fill(self) -> None:
        chosen = self.selected()
        self.trainee_list.clear()
        for trainee in self._trainees:
            item = QListWidgetItem(trainee.name)
            item.setData(_ID, trainee.id)
            self.trainee_list.addItem(item)
        if chosen is not None:
            self.select(chosen.id)
        self._filter(self.find_field.text())

    def trainee_names(self) -> list[str]:
        """The names listed (and not filtered out)."""
        return [
            self.trainee_list.item(row).text()
            for row in range(self.trainee_list.count())
            if not self.trainee_list.item(row).isHidden()
        ]

    def selected(self) -> Trainee | None:
        item = self.trainee_list.currentItem()
        if item is None or item.isHidden():
            return None
        wanted = item.data(_ID)
        return next((t for t in self._trainees if t.id == wanted), None)

    def select(self, trainee_id: int) -> None:
        for row in range(self.trainee_list.count()):
            if self.trainee_list.item(row).data(_ID) == trainee_id:
                self.trainee_list.setCurrentRow(row)
                return

    # ----------------------------------------------------------------------------- actions

    def _find_entered(self) -> None:
        if self._station.passwords and (self.selected() is not None or len(self.trainee_names()) == 1):
            self.password_field.setFocus()
        else:
            self.sign_in()

    def sign_in(self) -> Trainee | None:
        trainee = self.selected()
        if trainee is None:
            visible = [t for t in self._trainees if t.name in self.trainee_names()]
            if len(visible) != 1:
                self.message.show_error(self.tr("Choose your name in the list."))
                return None
            trainee = visible[0]
        if not self._station.passwords:
            self.chosen.emit(trainee)
            return trainee
        password = self.password_field.text()
        if not password:
            self.message.show_error(self.tr("Type your password."))
            self.password_field.setFocus()
            return None
        try:
            signed = self._station.check_password(trainee.name, password)
        except StoreError as error:
            self.message.show_error(self.sign_in_problem(error, trainee.name))
            self.password_field.selectAll()
            self.password_field.setFocus()
            return None
        self.password_field.clear()
        return self._signed(signed, password)

    def _signed(self, signed: SignIn, password: str) -> Trainee | None:
        """In, unless the trainee must first choose their own password."""
        if signed.must_change:
            self._pending = (signed, password)
            self._show_change(True)
            self.new_password_field.setFocus()
            return None
        self.chosen.emit(signed)
        return signed.trainee

    def sign_in_problem(self, error: StoreError, name: str) -> str:
        """Why the school did not sign ``name`` in, for the trainee."""
        if isinstance(error, WrongPasswordError):
            if error.tries_left is None:
                return self.tr("Wrong name or password.")
            return self.tr(
                "Wrong password. %n more wrong try(s) and your name is locked for a while.",
                "",
                error.tries_left,
            )
        if isinstance(error, SignInLockedError):
            return self.tr(
                "Too many wrong passwords: {name} cannot sign in for {seconds} s. If you have forgotten "
                "your password, ask the instructor for a new one."
            ).format(name=name, seconds=error.seconds)
        if isinstance(error, NoPasswordError):
            return self.tr("You have no password yet: ask the instructor to give you one.")
        if isinstance(error, SittingElsewhereError):
            since = error.since.astimezone() if error.since is not None else None
            return self.tr(
                "Your exam sitting is open at {station} (since {time}): finish it there. If that "
                "station has stopped, the sitting counts as interrupted within a minute or two, and "
                "you can sign in here."
            ).format(
                station=error.station or "?",
                time=QLocale().toString(QTime(since.hour, since.minute), QLocale.FormatType.ShortFormat)
                if since
                else "?",
            )
        if isinstance(error, WeakPasswordError):
            return self.tr("A password needs at least {count} characters.").format(count=MIN_PASSWORD)
        if isinstance(error, DatabaseUnavailableError):
            return self.tr(
                "Signing in needs the school server, and it does not answer right now: try again in a moment."
            )
        return self.tr("You could not be signed in: {reason}").format(reason=self._station.plain(error))

    def choose_password(self) -> Trainee | None:
        """The trainee's own password, at the first sign-in; then in."""
        if self._pending is None:
            return None
        signed, old = self._pending
        new, again = self.new_password_field.text(), self.again_password_field.text()
        if len(new) < MIN_PASSWORD:
            self.message.show_error(
                self.tr("A password needs at least {count} characters.").format(count=MIN_PASSWORD)
            )
            self.new_password_field.setFocus()
            return None
        if new != again:
            self.message.show_error(self.tr("The two passwords are not the same."))
            self.again_password_field.clear()
            self.again_password_field.setFocus()
            return None
        if new == old:
            self.message.show_error(self.tr("Choose a password other than the one the instructor gave you."))
            return None
        try:
            self._station.change_password(signed, old, new)
        except StoreError as error:
            self.message.show_error(self.sign_in_problem(error, signed.trainee.name))
            return None
        self._pending = None
        self._show_change(False)
        self.message.clear()
        self.chosen.emit(replace(signed, must_change=False))
        return signed.trainee

    def _back(self) -> None:
        """Leave the password change: the sign-in the server gave is ended, nothing recorded."""
        if self._pending is not None:
            self._station.discard(self._pending[0])
        self._pending = None
        self._show_change(False)

    def _show_change(self, on: bool) -> None:  # noqa: FBT001
        self.message.clear()
        self.new_password_field.clear()
        self.again_password_field.clear()
        self._change_box.setVisible(on)
        self.retranslate()

    def add_self(self) -> Trainee | None:
        """Add the name typed to the roster (where allowed) and sign in as that trainee (on a school
        database, with the password they chose)."""
        name = " ".join(self.name_field.text().split())
        if not name:
            self.message.show_error(self.tr("Type your name first."))
            self.name_field.setFocus()
            return None
        password = self.join_password_field.text()
        if self._station.passwords:
            if len(password) < MIN_PASSWORD:
                self.message.show_error(
                    self.tr("Choose a password of at least {count} characters.").format(count=MIN_PASSWORD)
                )
                self.join_password_field.setFocus()
                return None
            if password != self.join_again_field.text():
                self.message.show_error(self.tr("The two passwords are not the same."))
                self.join_again_field.clear()
                self.join_again_field.setFocus()
                return None
        try:
            if self._station.passwords:
                signed = self._station.join(name, password)
                trainee = signed.trainee
            else:
                trainee = self._station.read(lambda store: store.roster.join(name))
        except PermissionDeniedError:
            self.message.show_error(
                self.tr("Only the instructor can add names to this school's roster. Ask them to add you.")
            )
            return None
        except (InvalidRecordError, WeakPasswordError) as error:
            self.message.show_error(str(error))
            return None
        except StoreError as error:
            self.message.show_error(
                self.tr("You could not be added: {reason}").format(reason=self._station.plain(error))
            )
            return None
        self.name_field.clear()
        self.join_password_field.clear()
        self.join_again_field.clear()
        self.chosen.emit(signed if self._station.passwords else trainee)
        return trainee

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        first = None
        for row in range(self.trainee_list.count()):
            item = self.trainee_list.item(row)
            hidden = bool(wanted) and wanted not in item.text().casefold()
            item.setHidden(hidden)
            if not hidden and first is None:
                first = row
        current = self.trainee_list.currentItem()
        if (current is None or current.isHidden()) and first is not None and wanted:
            self.trainee_list.setCurrentRow(first)
        self._enable()

    def _enable(self) -> None:
        self.sign_in_button.setEnabled(self.selected() is not None or len(self.trainee_names()) == 1)
        self.add_button.setEnabled(bool(self.name_field.text().strip()))

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        lone = self._lone
        self.title.setText(self.tr("Welcome to Croupier") if lone else self.tr("Who is dealing?"))
        if self._pending is not None:
            self.title.setText(self.tr("Choose your own password"))
        if lone:
            self.intro.setText(
                self.tr(
                    "Your answers and sessions are kept under your name on this computer. "
                    "You are asked once; after that Croupier starts with your practice."
                )
            )
        else:
            self.intro.setText(
                self.tr("Choose your name to sign in. Your answers are recorded for you alone.")
            )
        school = self._station.school
        changing = self._pending is not None
        if school:  # never the server's address: that is the administrator's business
            self.where.setText(self.tr("Your answers go to the school's database."))
        else:
            self.where.setText(self.tr("Progress is kept on this computer."))
        for widget in (self.find_field, self.trainee_list, self.sign_in_button):
            widget.setVisible(not lone and not changing)
        self.intro.setVisible(not changing)
        self._password_row.setVisible(self._station.passwords and not lone and not changing)
        self._add_row.setVisible((lone or self._may_add) and not changing)
        self._join_row.setVisible(self._station.passwords)
        self._change_box.setVisible(changing)
        self._password_label.setText(self.tr("&Password:"))
        self.password_field.setAccessibleName(self.tr("Your password"))
        self._join_password_label.setText(self.tr("Password:"))
        self.join_password_field.setPlaceholderText(self.tr("your own password"))
        self.join_password_field.setAccessibleName(self.tr("Your new password"))
        self.join_again_field.setPlaceholderText(self.tr("once more"))
        self.join_again_field.setAccessibleName(self.tr("Your new password once more"))
        self._change_intro.setText(
            self.tr(
                "This is your first sign-in, with the password the instructor gave you. Choose your own "
                "now (at least {count} characters): nobody else will know it, the instructor included."
            ).format(count=MIN_PASSWORD)
        )
        self._new_label.setText(self.tr("&New password:"))
        self._again_label.setText(self.tr("&Once more:"))
        self.new_password_field.setAccessibleName(self.tr("Your new password"))
        self.again_password_field.setAccessibleName(self.tr("Your new password once more"))
        self.change_button.setText(self.tr("Save and start"))
        self.back_button.setText(self.tr("Back"))
        self.find_field.setPlaceholderText(self.tr("Find your name…"))
        self.find_field.setAccessibleName(self.tr("Find your name"))
        self.trainee_list.setAccessibleName(self.tr("Trainees"))
        self.sign_in_button.setText(self.tr("Sign in (Enter)"))
        self._add_label.setText(self.tr("Your name:") if lone else self.tr("New here? Add your name:"))
        self.name_field.setPlaceholderText(self.tr("First and last name"))
        self.name_field.setAccessibleName(self.tr("Your name"))
        self.add_button.setText(self.tr("Start") if lone else self.tr("Add me"))
        self.instructor_button.setText(self.tr("Instructor mode…"))
        if self._step is not None:
            self.step_label.setText(
                self.tr("Step {number} of {count}").format(number=self._step[0], count=self._step[1])
            )
        self.step_back_button.setText(self.tr("← Back"))
        self.step_back_button.setToolTip(self.tr("The step before (the language)"))
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.refresh()
