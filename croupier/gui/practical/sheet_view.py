"""A practical hand's scoring sheet: the dealer's duties in their order, street by street, the one due
now marked ►, each marked with one key as the trainee does it. Enter (or R) right; W wrong, then the
reason by its number; C a critical error; S not dealt in this hand; F the hand was won before the
showdown; Backspace takes the last mark back; E ends the hand."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.rule_tip_watch import watch_rule_items
from croupier.i18n import format_seconds, street_name
from croupier.practical.rubric import CRITICAL_RULES, Critical
from croupier.practical.sheet import reasons
from croupier.practical.sitting import HandSheet, SittingError
from croupier.procedure.flags import Flag
from croupier.words.practical_words import critical_text, dispute_text, duty_text, group_text
from croupier.words.procedure_words import flag_text

__all__ = ["SheetView"]

_DUTY_ROLE = Qt.ItemDataRole.UserRole


class SheetView(QWidget):
    """``changed()`` after every mark; ``end_requested()`` when E (or End hand) is pressed."""

    changed = Signal()
    end_requested = Signal()
    listen_requested = Signal()  # L: hear the trainee's call (the engine's side)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: HandSheet | None = None
        self.tree = QTreeWidget()
        self.tree.setObjectName("practicalSheet")
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.installEventFilter(self)
        watch_rule_items(self.tree)  # a duty's rules in its tooltip: a right click opens them (rule_tips)
        self.keys = QLabel()
        self.keys.setWordWrap(True)
        self.keys.setObjectName("practicalKeys")
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setObjectName("settingsProblem")
        self.right_button = QPushButton()
        self.wrong_button = QPushButton()
        self.critical_button = QPushButton()
        self.skip_button = QPushButton()
        self.folded_button = QPushButton()
        self.undo_button = QPushButton()
        self.end_button = QPushButton()
        buttons = QGridLayout()
        for index, button in enumerate(
            (
                self.right_button,
                self.wrong_button,
                self.critical_button,
                self.undo_button,
                self.skip_button,
                self.folded_button,
                self.end_button,
            )
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button, index // 3, index % 3)
            button.setMinimumWidth(60)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.problem)
        layout.addLayout(buttons)
        layout.addWidget(self.keys)
        self.right_button.clicked.connect(self.mark_right)
        self.wrong_button.clicked.connect(self.ask_reason)
        self.critical_button.clicked.connect(self.ask_critical)
        self.skip_button.clicked.connect(self.skip)
        self.folded_button.clicked.connect(self.folded)
        self.undo_button.clicked.connect(self.undo)
        self.end_button.clicked.connect(self.end_requested)
        self.tree.itemClicked.connect(self._clicked)
        self.reason_menu: QMenu | None = None
        self.retranslate()

    # ----------------------------------------------------------------------------- the hand

    def set_sheet(self, sheet: HandSheet) -> None:
        self.sheet = sheet
        self.problem.clear()
        self.refresh()
        self.tree.setFocus()

    def refresh(self) -> None:
        sheet = self.sheet
        self.tree.clear()
        if sheet is None:
            return
        current = sheet.current
        street: int | None = -1
        for duty in sheet.duties:
            if duty.street != street:
                street = duty.street
                heading = QTreeWidgetItem(
                    [street_name(street) if street is not None else self.tr("Showdown")]
                )
                if street is None and duty.key == sheet.duties[0].key:
                    heading.setText(0, self.tr("Before the deal"))
                font = heading.font(0)
                font.setBold(True)
                heading.setFont(0, font)
                heading.setFlags(Qt.ItemFlag.NoItemFlags)
                self.tree.addTopLevelItem(heading)
            mark = sheet.marked(duty.key)
            sign = "►" if current is not None and duty.key == current.key else ""
            state = ""
            why = ""
            when = ""
            if mark is not None:
                state = "✓" if mark.right else "✗"
                if mark.critical is not None:
                    state = "✗!"
                    why = critical_text(mark.critical)
                elif mark.reason is not None:
                    why = f"{flag_text(Flag[_flag_name(mark.reason)])} ({mark.rule})"
                if mark.disputed:
                    why = (why + " · " if why else "") + "⚑ " + self.tr("the engine disagrees")
                when = format_seconds(mark.seconds)
            item = QTreeWidgetItem([f"{sign} {duty_text(duty.key)}".strip(), state, when, why])
            item.setData(0, _DUTY_ROLE, duty.key)
            item.setToolTip(0, f"{group_text(duty.group)} · {', '.join(duty.rules)}")
            if mark is not None and mark.disputed and sheet.assistant is not None:
                reason = sheet.assistant.disputes(duty.key, right=mark.right)
                if reason is not None:
                    item.setToolTip(3, dispute_text(reason))
            self.tree.addTopLevelItem(item)
            if sign:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
        header = self.tree.header()
        for column in range(3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        key = item.data(0, _DUTY_ROLE)
        if self.sheet is not None and isinstance(key, str):
            self.sheet.go_to(key)
            self.refresh()

    # ----------------------------------------------------------------------------- marks

    def _do(self, action: str, **options: object) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        try:
            if action == "right":
                sheet.mark(right=True)
            elif action == "wrong":
                sheet.mark(right=False, **options)  # type: ignore[arg-type]
            elif action == "skip":
                sheet.skip()
            elif action == "folded":
                sheet.skip_to_showdown()
            elif action == "undo":
                sheet.undo()
        except SittingError as error:
            self.problem.setText(str(error))
            return
        self.problem.clear()
        self.refresh()
        self.changed.emit()

    def mark_right(self) -> None:
        self._do("right")

    def mark_wrong(self, reason: Flag | None = None, critical: Critical | None = None) -> None:
        self._do("wrong", reason=reason, critical=critical)

    def skip(self) -> None:
        self._do("skip")

    def folded(self) -> None:
        self._do("folded")

    def undo(self) -> None:
        self._do("undo")

    def ask_reason(self) -> QMenu | None:
        """The reasons of the duty due now, numbered: the one chosen marks it wrong."""
        sheet = self.sheet
        if sheet is None or sheet.current is None:
            return None
        menu = QMenu(self)
        menu.setObjectName("practicalReasons")
        for number, flag in enumerate(reasons(sheet.current.key), start=1):
            action = QAction(f"&{number}  {flag_text(flag)} ({flag.rule})", menu)
            action.triggered.connect(lambda _checked=False, chosen=flag: self.mark_wrong(chosen))
            menu.addAction(action)
        plain = QAction(self.tr("&0  Wrong, no reason given"), menu)
        plain.triggered.connect(lambda _checked=False: self.mark_wrong())
        menu.addAction(plain)
        self._popup(menu)
        return menu

    def ask_critical(self) -> QMenu | None:
        """The critical errors that can happen on the duty due now."""
        sheet = self.sheet
        if sheet is None or sheet.current is None:
            return None
        menu = QMenu(self)
        menu.setObjectName("practicalCriticals")
        allowed = sheet.current.critical or (tuple(Critical) if sheet.current.key == "irregularity" else ())
        if not allowed:
            self.problem.setText(self.tr("No critical error can happen on this duty."))
            return None
        for number, critical in enumerate(allowed, start=1):
            rules = ", ".join(CRITICAL_RULES[critical])
            action = QAction(f"&{number}  {critical_text(critical)} ({rules})", menu)
            action.triggered.connect(lambda _checked=False, chosen=critical: self.mark_wrong(critical=chosen))
            menu.addAction(action)
        self._popup(menu)
        return menu

    def _popup(self, menu: QMenu) -> None:
        self.reason_menu = menu
        item = self.tree.currentItem()
        rect = self.tree.visualItemRect(item) if item is not None else self.tree.rect()
        menu.popup(self.tree.viewport().mapToGlobal(rect.bottomLeft()))

    # ----------------------------------------------------------------------------- keys

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if self.key(event.key()):
                return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def key(self, key: int) -> bool:
        """A marking key; True when it was one."""
        match key:
            case Qt.Key.Key_Return | Qt.Key.Key_Enter | Qt.Key.Key_R:
                self.mark_right()
            case Qt.Key.Key_W:
                self.ask_reason()
            case Qt.Key.Key_C:
                self.ask_critical()
            case Qt.Key.Key_S:
                self.skip()
            case Qt.Key.Key_F:
                self.folded()
            case Qt.Key.Key_Backspace | Qt.Key.Key_Z:
                self.undo()
            case Qt.Key.Key_E:
                self.end_requested.emit()
            case Qt.Key.Key_L:
                self.listen_requested.emit()
            case _:
                return False
        return True

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Duty"), self.tr("Mark"), self.tr("Time"), self.tr("Why")])
        self.right_button.setText(self.tr("✓ Right (Enter)"))
        self.wrong_button.setText(self.tr("✗ Wrong (W)"))
        self.critical_button.setText(self.tr("Critical (C)"))
        self.skip_button.setText(self.tr("Not dealt (S)"))
        self.folded_button.setText(self.tr("No showdown (F)"))
        self.undo_button.setText(self.tr("Undo (⌫)"))
        self.end_button.setText(self.tr("End hand (E)"))
        self.keys.setText(self.tr("Click a line to mark it out of turn; hover here for every key."))
        self.keys.setToolTip(
            self.tr(
                "Mark each duty as the trainee does it: Enter right, W wrong (then the reason's "
                "number), C a critical error, S not dealt, F no showdown (the pot won before it), "
                "⌫ undo, E end the hand. Click a line to mark it out of turn."
            )
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _flag_name(code: str) -> str:
    return next(flag.name for flag in Flag if flag.code == code)
