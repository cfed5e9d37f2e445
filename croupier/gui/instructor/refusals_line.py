"""The instructor's line about answers the school refused: which stations hold answers the school
server would not take (read-only, a login without the right, another schema), for whom, how many
and why — "Station vm-3, Anna: 12 answers refused: read-only server" — kept up to date while the
instructor's page is open, and gone when they are stored.

The stations announce them with ``NOTIFY`` (:mod:`croupier.store.refusals`): at every retry, and
once more when they are stored. Opening, the page asks them to announce at once; a station with
nobody signed in does not hear that and is heard at its next retry (within about half a minute). A
station not heard for ``STALE_SECONDS`` (closed, or the server gone) is forgotten here: its answers
stay in its outbox, its trainee sees them, and it announces them again when it runs.

Anyone may send on the channel, so this line shows a count and nothing more: the announcement is
validated and bounded (:func:`croupier.store.refusals.parse`), at most ``MAX_STATIONS`` stations are
kept, a trainee is named from this page's own roster (never from the announcement), and the text is
plain (no markup). Nothing heard here is written anywhere.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from croupier.gui.background import Background
from croupier.store import Store, Trainee
from croupier.store.listener import Listener
from croupier.store.refusals import REFUSALS_CHANNEL, STALE_SECONDS, Refused, RefusedAt, parse
from croupier.words.store_words import cause_words

__all__ = ["MAX_STATIONS", "RefusalsLine"]

MAX_STATIONS = 100
EXPIRY_MS = 5000
ASK_WAIT = 5.0  # seconds the ask waits for this page's listener to be in place
_STYLE = "background: #5a3d00; color: #ffe7b0; font-weight: bold; padding: 4px 10px;"  # on light and dark


def _filled(template: str, words: dict[str, str]) -> str:
    """``template`` with its ``%1``… filled in one pass (a station's name may hold "%2")."""
    return re.sub("%[1-9]", lambda found: words.get(found.group(0), found.group(0)), template)


class _Heard(QObject):
    """The listener's notices, from its thread, as a queued signal."""

    heard = Signal(str, str)


class RefusalsLine(QLabel):
    """``start(store)`` listens (on a school server), ``stop()`` forgets; hidden while nothing is refused."""

    def __init__(self, parent: QWidget | None = None, *, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.setObjectName("refusalsLine")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setStyleSheet(_STYLE)
        self._clock = clock
        self._store: Store | None = None
        self._listener: Listener | None = None
        self._heard = _Heard(self)
        self._heard.heard.connect(self.heard)
        self._stations: dict[str, tuple[RefusedAt, float]] = {}
        self._by_uuid: dict[str, str] = {}
        self._by_id: dict[int, str] = {}
        self._names = Background(self)
        self._asker = Background(self)
        self._expiry = QTimer(self)
        self._expiry.setInterval(EXPIRY_MS)
        self._expiry.timeout.connect(self.forget_stale)
        self.setVisible(False)

    # ----------------------------------------------------------------------------- listening

    def start(self, store: Store) -> None:
        """Listen for the stations' announcements on ``store``'s server (the instructor's login)."""
        self.stop()
        if store.dialect != "postgresql":
            return
        self._store = store
        listener = Listener(store.url, [REFUSALS_CHANNEL], self._heard.heard.emit)
        self._listener = listener
        self._expiry.start()
        self._read_names()

        def ask() -> bool:  # once this page listens, so that no answer is missed
            return listener.listening.wait(ASK_WAIT) and store.refusals.ask()

        self._asker.submit(ask, lambda _asked: None, lambda _error: None)

    def stop(self) -> None:
        """Stop listening and forget what was heard (the page locked)."""
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        self._store = None
        self._expiry.stop()
        self._stations.clear()
        self._show()

    @property
    def listener(self) -> Listener | None:
        return self._listener

    def heard(self, _channel: str, text: str) -> None:
        """A station's announcement (ignored unless it is a valid one)."""
        said = parse(text)
        if said is None or self._store is None:
            return
        if not said.trainees:
            self._stations.pop(said.station, None)
        elif said.station in self._stations or len(self._stations) < MAX_STATIONS:
            self._stations[said.station] = (said, self._clock())
            if any(self._name(one) is None for one in said.trainees):
                self._read_names()
        self._show()

    def forget_stale(self) -> None:
        """Forget the stations not heard for ``STALE_SECONDS``."""
        now = self._clock()
        stale = [name for name, (_, heard_at) in self._stations.items() if now - heard_at > STALE_SECONDS]
        for name in stale:
            del self._stations[name]
        if stale:
            self._show()

    # ----------------------------------------------------------------------------- names

    def _read_names(self) -> None:
        store = self._store
        if store is None:
            return
        self._names.submit(
            lambda: store.roster.trainees(include_archived=True), self._names_read, lambda _error: None
        )

    def _names_read(self, trainees: list[Trainee]) -> None:
        self._by_uuid = {trainee.uuid: trainee.name for trainee in trainees if trainee.uuid}
        self._by_id = {trainee.id: trainee.name for trainee in trainees}
        self._show()

    def _name(self, refused: Refused) -> str | None:
        """The trainee's name on this page's roster (by the stable identity where the station gave it)."""
        if refused.uuid is not None:
            return self._by_uuid.get(refused.uuid)
        return self._by_id.get(refused.id) if refused.id is not None else None

    # ----------------------------------------------------------------------------- text

    def lines(self) -> list[str]:
        """One line per station and trainee, the stations in order of their names."""
        said: list[str] = []
        for station in sorted(self._stations):
            refused_at, _ = self._stations[station]
            why = cause_words(refused_at.cause, None)
            for one in refused_at.trainees:
                name = self._name(one) or self.tr("a trainee not on this roster")
                template = self.tr("Station %1, %2: %n answer(s) refused: %3", "", one.answers)
                said.append(_filled(template, {"%1": station, "%2": name, "%3": why}))
        return said

    def _show(self) -> None:
        lines = self.lines()
        text = "\n".join("⚠ " + line for line in lines)
        self.setText(text)
        self.setAccessibleName(text)
        self.setToolTip(
            self.tr(
                "The school server refused these answers. They are kept at the station and tried "
                "again by themselves; they are stored once the server takes them."
            )
            if lines
            else ""
        )
        self.setVisible(bool(lines))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._show()
        super().changeEvent(event)
