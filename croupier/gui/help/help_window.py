"""The help window: the view in front (what it is for, its keys), every keyboard shortcut, the
trainer's manual and About, chosen in a list on the left. It shows what its ``HelpSource`` gives it;
the window decides which view is in front and which keys there are.

Rule numbers in a page are links (``rule_requested(number)``); a link to the web opens the browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from html import escape
from importlib import resources
from typing import Protocol

from PySide6.QtCore import QEvent, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.help.about import components
from croupier.gui.help.shortcuts import KeyRow
from croupier.gui.help.topics import page_title, topic
from croupier.gui.rule_links import linked_html, rule_of_link
from croupier.gui.rulebook_language import rulebook_language

__all__ = ["MANUAL_LANGUAGES", "PAGES", "HelpSource", "HelpWindow", "KeyGroup", "Whereabouts", "manual_text"]

PAGES = ("view", "shortcuts", "manual", "about")
_PAGE_ROLE = Qt.ItemDataRole.UserRole
_STYLE = """
h2 { color: #f4f1e8; margin-bottom: 4px; }
h3 { color: #f0c94a; margin-top: 16px; margin-bottom: 4px; }
td.key { color: #111; background-color: #f0c94a; font-weight: bold; padding: 2px 8px; }
td { padding: 3px 6px; }
a { color: #f0c94a; }
p.small { color: #b9b4a6; }
"""


MANUAL_LANGUAGES = ("de", "en")


@cache
def manual_text(language: str) -> str:
    """The trainer's manual (the user's parts of the README) in ``language`` ("de" or "en"; anything
    else gets English): Markdown shipped in the package (``data/manual_*.md``), never the README."""
    code = language if language in MANUAL_LANGUAGES else "en"
    return resources.files("croupier.gui.help").joinpath("data", f"manual_{code}.md").read_text("utf-8")


@dataclass(frozen=True, slots=True)
class KeyGroup:
    """The keys of one view (or those that work everywhere), under a heading."""

    title: str
    rows: tuple[KeyRow, ...]


@dataclass(frozen=True, slots=True)
class Whereabouts:
    """Where the trainer keeps things, for the About page."""

    progress: str
    settings: str
    extra: tuple[str, ...] = field(default=())


class HelpSource(Protocol):
    """What the help window asks the main window."""

    def front_view(self) -> str: ...

    def view_keys(self, view: str) -> list[KeyGroup]: ...

    def all_keys(self) -> list[KeyGroup]: ...

    def whereabouts(self) -> Whereabouts: ...


class HelpWindow(QDialog):
    """Non-modal; ``show_page(page, view)`` opens it on a page (``PAGES``). ``tour_requested`` from
    its Take the tour button, ``rule_requested(number)`` from a rule link."""

    tour_requested = Signal()
    rule_requested = Signal(str)

    def __init__(self, source: HelpSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpWindow")
        self._source = source
        self._view = "deal"
        self.contents = QListWidget()
        self.contents.setObjectName("helpContents")
        self.contents.setMaximumWidth(230)
        self.contents.setStyleSheet(
            "#helpContents { font-size: 11pt; } #helpContents::item { padding: 6px 8px; }"
        )
        for page in PAGES:
            item = QListWidgetItem()
            item.setData(_PAGE_ROLE, page)
            self.contents.addItem(item)
        self.text = QTextBrowser()
        self.text.setObjectName("helpText")
        self.text.setOpenLinks(False)
        self.text.document().setDefaultStyleSheet(_STYLE)
        self.tour_button = QPushButton()
        self.tour_button.setObjectName("helpTour")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.tour_button, QDialogButtonBox.ButtonRole.ActionRole)
        body = QHBoxLayout()
        body.addWidget(self.contents)
        body.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)
        self._f1 = QShortcut(QKeySequence(Qt.Key.Key_F1), self)
        self.contents.currentItemChanged.connect(lambda _now, _before: self._render())
        self.text.anchorClicked.connect(self._link)
        self.buttons.rejected.connect(self.close)
        self.tour_button.clicked.connect(self._tour)
        self._f1.activated.connect(lambda: self.show_page("view", self._source.front_view()))
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    def show_page(self, page: str, view: str | None = None) -> None:
        """Open on ``page``; for ``view``, the help of that view (else the one last asked for)."""
        if view is not None:
            self._view = view
        self.contents.setCurrentRow(PAGES.index(page))
        self._render()
        self.show()
        self.raise_()
        self.activateWindow()

    def page(self) -> str:
        item = self.contents.currentItem()
        return str(item.data(_PAGE_ROLE)) if item is not None else PAGES[0]

    @property
    def view(self) -> str:
        return self._view

    # ----------------------------------------------------------------------------- pages

    def _render(self) -> None:
        page = self.page()
        if page == "view":
            html = self._view_html()
        elif page == "shortcuts":
            html = self._shortcuts_html()
        elif page == "manual":
            self.text.setMarkdown(manual_text(rulebook_language()))
            return
        else:
            html = self._about_html()
        self.text.setHtml(html)

    def _view_html(self) -> str:
        shown = topic(self._view)
        parts = [_tag("h2", shown.title)]
        parts.extend(f"<p>{linked_html(paragraph)}</p>" for paragraph in shown.paragraphs)
        parts.extend(_keys_html(group) for group in self._source.view_keys(self._view))
        more = self.tr("All the keys: Keyboard shortcuts, on the left.")
        parts.append(f'<p class="small">{escape(more)}</p>')
        return "".join(parts)

    def _shortcuts_html(self) -> str:
        title = page_title("shortcuts")
        intro = self.tr("Read from the trainer itself: every key listed here is one it has.")
        parts = [_tag("h2", title), _tag("p", intro)]
        parts.extend(_keys_html(group) for group in self._source.all_keys())
        return "".join(parts)

    def _about_html(self) -> str:
        title = page_title("about")
        intro = self.tr(
            "A trainer for croupiers who deal Seven Card Stud, Stud Hi-Lo and Razz: every answer is "
            "checked against a rules engine."
        )
        built = self.tr("Built with")
        heads = (self.tr("Part"), self.tr("Version"), self.tr("Licence"))
        missing = self.tr("not found")
        rows = ["<tr>" + "".join(f"<td><i>{escape(head)}</i></td>" for head in heads) + "</tr>"]
        for part in components():
            licence = escape(part.licence)
            if part.url:
                licence = f'<a href="{escape(part.url)}">{licence}</a>'
            rows.append(
                f"<tr><td><b>{escape(part.name)}</b></td><td>{escape(part.version or missing)}</td>"
                f"<td>{licence}</td></tr>"
            )
        where = self._source.whereabouts()
        kept = self.tr("Where your progress is kept")
        progress = self.tr("Answers, sessions and lessons: {where}").format(where=where.progress)
        settings = self.tr("Settings: {where}").format(where=where.settings)
        parts = [_tag("h2", title), _tag("p", intro), _tag("h3", built), f"<table>{''.join(rows)}</table>"]
        parts.extend([_tag("h3", kept), _tag("p", progress), _tag("p", settings)])
        parts.extend(_tag("p", line) for line in where.extra)
        return "".join(parts)

    # ----------------------------------------------------------------------------- events

    def _link(self, url: QUrl) -> None:
        number = rule_of_link(url.toString())
        if number is not None:
            self.rule_requested.emit(number)
        elif url.scheme() in {"http", "https"}:
            QDesktopServices.openUrl(url)

    def _tour(self) -> None:
        self.close()
        self.tour_requested.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Croupier help"))
        for row, page in enumerate(PAGES):
            item = self.contents.item(row)
            if item is not None:
                item.setText(page_title(page))
        self.contents.setAccessibleName(self.tr("Help contents"))
        self.text.setAccessibleName(self.tr("Help text"))
        self.tour_button.setText(page_title("tour"))
        self._f1.setWhatsThis(self.tr("Help for the view in front"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(820, 580)


def _tag(tag: str, text: str) -> str:
    return f"<{tag}>{escape(text)}</{tag}>"


def _keys_html(group: KeyGroup) -> str:
    if not group.rows:
        return ""
    rows = "".join(
        f'<tr><td class="key">{escape(row.keys)}</td><td>{escape(row.does)}</td></tr>' for row in group.rows
    )
    return f'<h3>{escape(group.title)}</h3><table cellspacing="4">{rows}</table>'
