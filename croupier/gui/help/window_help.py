"""The window's help: F1 (help for the view in front) and the Help menu (this view, keyboard
shortcuts, the trainer's manual, the tour, About). It answers the help window's questions from the
main window (``HelpHost``): which view is in front, the widget of each view, where things are kept."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from croupier.gui.help.shortcuts import action_rows, shortcut_rows
from croupier.gui.help.topics import VIEWS, page_title, topic

# The help window (and the About page's versions) load when help is first asked for, not with the
# window's first frame.
if TYPE_CHECKING:
    from croupier.gui.help.help_window import HelpWindow, KeyGroup, Whereabouts

__all__ = ["HelpHost", "WindowHelp"]


class HelpHost(Protocol):
    """What the help needs of the main window."""

    def front_view(self) -> str: ...

    def view_widget(self, view: str) -> QWidget | None: ...

    def whereabouts(self) -> Whereabouts: ...


class WindowHelp(QObject):
    """Owns the F1 action, the Help menu and the help window of ``window`` (a ``HelpHost``).
    ``tour_requested`` when the tour is asked for; ``rule_requested(number)`` from a rule link."""

    tour_requested = Signal()
    rule_requested = Signal(str)

    def __init__(self, window: QWidget, host: HelpHost, menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self._host = host
        self.help_action = QAction(window)
        self.help_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.help_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        window.addAction(self.help_action)
        self.menu = QMenu(menu)
        self.menu.setObjectName("helpMenu")
        self.shortcuts_action = QAction(self.menu)
        self.manual_action = QAction(self.menu)
        self.tour_action = QAction(self.menu)
        self.about_action = QAction(self.menu)
        for action in (
            self.help_action,
            self.shortcuts_action,
            self.manual_action,
            self.tour_action,
            self.about_action,
        ):
            self.menu.addAction(action)
        menu.addSeparator()
        menu.addMenu(self.menu)
        self._dialog: HelpWindow | None = None
        self._over: HelpWindow | None = None
        self.help_action.triggered.connect(self._help_in_front)
        self.shortcuts_action.triggered.connect(lambda: self.show_page("shortcuts"))
        self.manual_action.triggered.connect(lambda: self.show_page("manual"))
        self.about_action.triggered.connect(lambda: self.show_page("about"))
        self.tour_action.triggered.connect(self.tour_requested)
        self.retranslate()

    # ----------------------------------------------------------------------------- showing

    @property
    def dialog(self) -> HelpWindow | None:
        """The help window shown last (the one above a dialog while that dialog is open)."""
        return self._over if self._over is not None else self._dialog

    def _help_in_front(self) -> None:
        self.show_help()

    def show_help(self, view: str | None = None, *, over: QWidget | None = None) -> HelpWindow:
        """Help for ``view`` (the view in front if None), above ``over`` (a dialog) if given."""
        return self.show_page("view", view or self._host.front_view(), over=over)

    def show_page(self, page: str, view: str | None = None, *, over: QWidget | None = None) -> HelpWindow:
        if over is None:
            if self._dialog is None:
                self._dialog = self._new_dialog(self._window)
            dialog = self._dialog
        else:
            # A window-modal dialog blocks the window's other windows: its help is a child of its own,
            # which goes when the dialog goes.
            if self._over is None or self._over.parentWidget() is not over:
                self._over = self._new_dialog(over)
                self._over.destroyed.connect(self._forget_over)
            dialog = self._over
        dialog.show_page(page, view or self._host.front_view())
        return dialog

    def _new_dialog(self, parent: QWidget) -> HelpWindow:
        from croupier.gui.help.help_window import HelpWindow  # noqa: PLC0415 - when first asked for

        dialog = HelpWindow(self, parent)
        dialog.tour_requested.connect(self.tour_requested)
        dialog.rule_requested.connect(self.rule_requested)
        return dialog

    def _forget_over(self) -> None:
        self._over = None

    # ----------------------------------------------------------------------------- HelpSource

    def front_view(self) -> str:
        return self._host.front_view()

    def _everywhere(self) -> KeyGroup:
        from croupier.gui.help.help_window import KeyGroup  # noqa: PLC0415

        return KeyGroup(self.tr("Everywhere"), tuple(action_rows(self._window)))

    def view_keys(self, view: str) -> list[KeyGroup]:
        from croupier.gui.help.help_window import KeyGroup  # noqa: PLC0415

        widget = self._host.view_widget(view)
        groups = []
        if widget is not None:
            rows = tuple(shortcut_rows(widget))
            if rows:
                groups.append(KeyGroup(self.tr("Keys in this view"), rows))
        if view != "settings":
            groups.append(self._everywhere())
        return groups

    def all_keys(self) -> list[KeyGroup]:
        from croupier.gui.help.help_window import KeyGroup  # noqa: PLC0415

        groups = [self._everywhere()]
        for view in VIEWS:
            widget = self._host.view_widget(view)
            rows = tuple(shortcut_rows(widget)) if widget is not None else ()
            if rows:
                groups.append(KeyGroup(topic(view).title, rows))
        return groups

    def whereabouts(self) -> Whereabouts:
        return self._host.whereabouts()

    # ----------------------------------------------------------------------------- words

    def retranslate(self) -> None:
        self.help_action.setText(self.tr("Help for this view"))
        self.help_action.setToolTip(self.tr("What the view in front is for, and its keys (F1)"))
        self.menu.setTitle(self.tr("Help"))
        self.shortcuts_action.setText(page_title("shortcuts"))
        self.manual_action.setText(page_title("manual"))
        self.tour_action.setText(page_title("tour"))
        self.about_action.setText(page_title("about"))
        for dialog in (self._dialog, self._over):
            if dialog is not None:
                dialog.retranslate()
