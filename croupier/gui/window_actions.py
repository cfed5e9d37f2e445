"""The window's menu entries and keys: Settings…, Instructor mode…, sign out, Rules (Ctrl+R) and the
views by key (Ctrl+1 to Ctrl+4), with their texts. The window connects what they do."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from croupier.gui.mode_pages import View
from croupier.gui.top_bar import TopBar

__all__ = ["WindowActions"]


class WindowActions(QObject):
    """The actions of ``window`` in the top bar's settings menu and on its keys; a view's key shows
    the view by ``set_mode``, as its button in the top bar would (not while the button is off)."""

    def __init__(self, window: QWidget, top_bar: TopBar, set_mode: Callable[[View], None]) -> None:
        super().__init__(window)
        self._top_bar = top_bar
        self._set_mode = set_mode
        self.settings_action = QAction(window)
        menu = top_bar.settings_menu
        # Qt appends where ``before`` is None; the stubs want an action.
        menu.insertAction(menu.actions()[0] if menu.actions() else None, self.settings_action)  # type: ignore[arg-type]
        self._menu_separator = menu.insertSeparator(menu.actions()[1] if len(menu.actions()) > 1 else None)  # type: ignore[arg-type]
        self.instructor_action = QAction(window)
        self.sign_out_action = QAction(window)
        self.sign_out_action.setShortcut(QKeySequence("Ctrl+Shift+U"))
        self.sign_out_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.sign_out_action.setVisible(False)
        menu.insertAction(self._menu_separator, self.sign_out_action)
        window.addAction(self.sign_out_action)
        self.rules_action = QAction(window)
        self.rules_action.setShortcut(QKeySequence("Ctrl+R"))
        self.rules_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        window.addAction(self.rules_action)
        # The views by key: Ctrl+1 to Ctrl+4 as the top bar orders them (Ctrl+R the rules).
        self.view_actions: dict[View, QAction] = {}
        for number, view in enumerate((View.DEAL, View.COURSE, View.QUIZ, View.PROGRESS), start=1):
            action = QAction(window)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.triggered.connect(lambda _checked=False, chosen=view: self.view_by_key(chosen))
            window.addAction(action)
            self.view_actions[view] = action

    def offer_station(self) -> None:
        """With a station: Instructor mode… in the menu, and signing out."""
        self._top_bar.settings_menu.insertAction(self._menu_separator, self.instructor_action)
        self.sign_out_action.setVisible(True)

    def view_by_key(self, view: View) -> None:
        """Ctrl+1 to Ctrl+4 (and Ctrl+R): the view, as its button in the top bar would (not while
        it is off: not available yet, or the first start's questions are open)."""
        if self._top_bar.mode_buttons[view.value].isEnabled():
            self._set_mode(view)

    def retranslate(self, trainee: str | None) -> None:
        """The texts, for ``trainee`` signed in (by name) or nobody."""
        self.settings_action.setText(self.tr("Settings…"))  # opens a dialog: the ellipsis says so
        self.instructor_action.setText(self.tr("Instructor mode…"))
        self.rules_action.setText(self.tr("Rules"))
        names = {
            View.DEAL: self.tr("Deal a hand"),
            View.COURSE: self.tr("Course"),
            View.QUIZ: self.tr("Quiz"),
            View.PROGRESS: self.tr("Progress"),
        }
        for view, action in self.view_actions.items():
            action.setText(self.tr("Show {view}").format(view=names[view]))
        self.instructor_action.setToolTip(
            self.tr("Roster, assignments, exams, class dashboard and projector")
        )
        self.sign_out_action.setText(
            self.tr("Sign out {name} / switch trainee").format(name=trainee)
            if trainee is not None
            else self.tr("Switch trainee")
        )
