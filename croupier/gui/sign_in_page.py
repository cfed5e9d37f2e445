"""The sign-in screen: who is dealing. Pick your name from the roster (type to find it) or, where the
instructor allows it, add yourself; someone learning alone gives a name once and is signed in on
every start after. ``chosen(Trainee)`` once a trainee is signed in; ``instructor_requested()``
for the instructor, who never signs in as a trainee."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
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
from croupier.store import InvalidRecordError, PermissionDeniedError, StoreError, Trainee

if TYPE_CHECKING:
    from croupier.gui.station import Station

__all__ = ["SignInPage"]

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
    chosen = Signal(object)  # Trainee
    instructor_requested = Signal()

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

        card = QFrame()
        card.setObjectName("signInCard")
        card.setMaximumWidth(560)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(24, 20, 24, 20)
        inner.setSpacing(10)
        inner.addWidget(self.title)
        inner.addWidget(self.intro)
        inner.addWidget(self.where)
        inner.addWidget(self.find_field)
        inner.addWidget(self.trainee_list, 1)
        inner.addWidget(self.sign_in_button)
        self._add_row = QWidget()
        add = QVBoxLayout(self._add_row)
        add.setContentsMargins(0, 6, 0, 0)
        add.addWidget(self._add_label)
        row = QHBoxLayout()
        row.addWidget(self.name_field, 1)
        row.addWidget(self.add_button)
        add.addLayout(row)
        inner.addWidget(self._add_row)
        inner.addWidget(self.message)
        inner.addWidget(self.instructor_button, 0, Qt.AlignmentFlag.AlignRight)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 16, 16, 16)
        outer.addStretch(1)
        outer.addWidget(card, 4)
        outer.addStretch(1)

        self.find_field.textChanged.connect(self._filter)
        self.find_field.returnPressed.connect(self.sign_in)
        self.trainee_list.itemDoubleClicked.connect(lambda _item: self.sign_in())
        self.trainee_list.currentRowChanged.connect(lambda _row: self._enable())
        self.sign_in_button.clicked.connect(self.sign_in)
        self.name_field.returnPressed.connect(self.add_self)
        self.name_field.textChanged.connect(lambda _text: self._enable())
        self.add_button.clicked.connect(self.add_self)
        self.instructor_button.clicked.connect(self.instructor_requested)
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

    def sign_in(self) -> Trainee | None:
        trainee = self.selected()
        if trainee is None:
            visible = [t for t in self._trainees if t.name in self.trainee_names()]
            if len(visible) != 1:
                self.message.show_error(self.tr("Choose your name in the list."))
                return None
            trainee = visible[0]
        self.chosen.emit(trainee)
        return trainee

    def add_self(self) -> Trainee | None:
        """Add the name typed to the roster (where allowed) and sign in as that trainee."""
        name = " ".join(self.name_field.text().split())
        if not name:
            self.message.show_error(self.tr("Type your name first."))
            self.name_field.setFocus()
            return None
        try:
            trainee = self._station.read(lambda store: store.roster.join(name))
        except PermissionDeniedError:
            self.message.show_error(
                self.tr("Only the instructor can add names to this school's roster. Ask them to add you.")
            )
            return None
        except InvalidRecordError as error:
            self.message.show_error(str(error))
            return None
        except StoreError as error:
            self.message.show_error(self.tr("You could not be added: {reason}").format(reason=error))
            return None
        self.name_field.clear()
        self.chosen.emit(trainee)
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
        store = self._station.store
        if self._station.school:
            self.where.setText(self.tr("School database: {where}").format(where=store.status.location))
        else:
            self.where.setText(self.tr("Progress is kept on this computer."))
        for widget in (self.find_field, self.trainee_list, self.sign_in_button):
            widget.setVisible(not lone)
        self._add_row.setVisible(lone or self._may_add)
        self.find_field.setPlaceholderText(self.tr("Find your name…"))
        self.find_field.setAccessibleName(self.tr("Find your name"))
        self.trainee_list.setAccessibleName(self.tr("Trainees"))
        self.sign_in_button.setText(self.tr("Sign in (Enter)"))
        self._add_label.setText(self.tr("Your name:") if lone else self.tr("New here? Add your name:"))
        self.name_field.setPlaceholderText(self.tr("First and last name"))
        self.name_field.setAccessibleName(self.tr("Your name"))
        self.add_button.setText(self.tr("Start") if lone else self.tr("Add me"))
        self.instructor_button.setText(self.tr("Instructor mode…"))
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.refresh()
