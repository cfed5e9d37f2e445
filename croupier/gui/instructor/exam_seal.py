"""The school's seal and the certificate check, under the exams' results: seal the passes (each
re-graded from its seed with the engine, then signed with the school's key, whose passphrase is typed
here once and kept in memory: from then on new passes are sealed as they come), and check a
certificate's code against its signature."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from croupier.i18n import format_number, format_percent
from croupier.store import Store, StoreError
from croupier.store.seals import Verdict
from croupier.store.signing import MIN_PASSPHRASE, SealKey, WrongPassphraseError, fingerprint_text
from croupier.words.sitting_words import verdict_reason

__all__ = ["SEAL_POLL_MS", "SealDesk"]

SEAL_POLL_MS = 10_000  # how often an open seal looks for new passes to seal


class SealDesk(QWidget):
    """A certificate code to check (``verify_certificate``), and the seal's passphrase to open it
    (``open_seal``); ``sealed`` when passes were sealed or rejected, so the results are read again."""

    sealed = Signal()

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._seal: SealKey | None = None  # the school's key, opened with its passphrase (memory only)
        self.verify_field = QLineEdit()
        self.verify_field.setMaxLength(20)
        self.verify_button = QPushButton()
        self.verify_result = QLabel()
        self.verify_result.setWordWrap(True)
        self.verify_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seal_field = QLineEdit()
        self.seal_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.seal_button = QPushButton()
        self.seal_status = QLabel()
        self.seal_status.setWordWrap(True)
        self._seal_timer = QTimer(self)
        self._seal_timer.setInterval(SEAL_POLL_MS)
        self._seal_timer.timeout.connect(self.seal_pending)

        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        verify = QHBoxLayout()
        self._verify_label = QLabel()
        self._verify_label.setBuddy(self.verify_field)
        verify.addWidget(self._verify_label)
        verify.addWidget(self.verify_field, 1)
        verify.addWidget(self.verify_button)
        rows.addLayout(verify)
        rows.addWidget(self.verify_result)
        seal = QHBoxLayout()
        self._seal_label = QLabel()
        self._seal_label.setBuddy(self.seal_field)
        seal.addWidget(self._seal_label)
        seal.addWidget(self.seal_field, 1)
        seal.addWidget(self.seal_button)
        rows.addLayout(seal)
        rows.addWidget(self.seal_status)

        self.verify_button.clicked.connect(self.verify_certificate)
        self.verify_field.returnPressed.connect(self.verify_certificate)
        self.seal_button.clicked.connect(self.open_seal)
        self.seal_field.returnPressed.connect(self.open_seal)

    def set_store(self, store: Store) -> None:
        self._store = store

    # ----------------------------------------------------------------------------- sealing

    @property
    def seal_open(self) -> bool:
        return self._seal is not None

    def open_seal(self) -> bool:
        """Open the school's key with the passphrase typed (or make the school's first key with it),
        then seal what waits; from then on, every few seconds, what comes in."""
        passphrase = self.seal_field.text()
        self.seal_field.clear()
        if not passphrase:
            self.seal_status.setText(self.tr("Type the seal's passphrase first."))
            return False
        try:
            if self._store.seals.key() is None:
                if len(passphrase) < MIN_PASSPHRASE:
                    self.seal_status.setText(
                        self.tr(
                            "The school has no seal yet. Choose its passphrase: at least {count} characters."
                        ).format(count=MIN_PASSPHRASE)
                    )
                    return False
                self._seal = self._store.seals.create_key(passphrase)
                made = True
            else:
                self._seal = self._store.seals.unlock(passphrase)
                made = False
        except WrongPassphraseError:
            self.seal_status.setText(self.tr("That is not the seal's passphrase."))
            return False
        except StoreError as error:
            self.seal_status.setText(self.tr("The seal could not be opened: {reason}").format(reason=error))
            return False
        fingerprint = fingerprint_text(self._seal.fingerprint)
        self.seal_status.setText(
            self.tr("The school's seal was made ({fingerprint}); keep its passphrase safe.").format(
                fingerprint=fingerprint
            )
            if made
            else self.tr("The seal is open ({fingerprint}): passes are sealed as they come in.").format(
                fingerprint=fingerprint
            )
        )
        self._seal_timer.start()
        self.seal_pending()
        self.retranslate_seal()
        return True

    def close_seal(self) -> None:
        """Forget the opened key (instructor mode is left)."""
        self._seal = None
        self._seal_timer.stop()
        self.retranslate_seal()

    def seal_pending(self) -> tuple[int, int]:
        """Re-grade and seal every pass that waits (while the seal is open); (sealed, rejected)."""
        seal = self._seal
        if seal is None:
            return 0, 0
        from croupier.reports.sealing import regrade_sitting  # noqa: PLC0415 - the engine, when sealing

        try:
            report = self._store.seals.seal_pending(seal, regrade_sitting)
        except StoreError as error:
            self.seal_status.setText(self.tr("Sealing stopped: {reason}").format(reason=error))
            return 0, 0
        if report.sealed or report.rejected:
            self.seal_status.setText(
                self.tr("Sealed: %n certificate(s).", "", len(report.sealed))
                + (
                    " " + self.tr("Rejected by re-grading: %n sitting(s).", "", len(report.rejected))
                    if report.rejected
                    else ""
                )
            )
            self.sealed.emit()
        return len(report.sealed), len(report.rejected)

    # ----------------------------------------------------------------------------- checking

    def verify_certificate(self) -> Verdict | None:
        """Check the code typed against the certificate's signature: the certificate as issued, or
        why it is not valid."""
        code = self.verify_field.text().strip()
        if not code:
            return None
        try:
            verdict = self._store.seals.verify(code)
        except StoreError as error:
            self.verify_result.setText(
                self.tr("The code could not be checked: {reason}").format(reason=error)
            )
            return None
        payload = verdict.payload or {}
        if not verdict.valid:
            self.verify_result.setText(
                "✗ "
                + self.tr("{code} is not valid: {reason}.").format(
                    code=verdict.code, reason=verdict_reason(verdict.reason)
                )
            )
            return verdict
        taken = QDateTime.fromString(str(payload.get("taken_at", "")), Qt.DateFormat.ISODate)
        sealed = QDateTime.fromString(str(payload.get("sealed_at", "")), Qt.DateFormat.ISODate)
        self.verify_result.setText(
            "✓ "
            + self.tr("{code}: {name} passed “{exam}” with {correct} of {total} on {date}.").format(
                code=verdict.code,
                name=payload.get("trainee", "?"),
                exam=payload.get("exam", "?"),
                correct=format_number(int(payload.get("correct", 0))),
                total=format_number(int(payload.get("total", 0))),
                date=QLocale().toString(taken.toLocalTime().date(), QLocale.FormatType.ShortFormat),
            )
            + " "
            + self.tr("Sealed by {instructor} ({login}) on {date}; school seal {fingerprint}.").format(
                instructor=payload.get("instructor") or "–",
                login=payload.get("sealed_by", "?"),
                date=QLocale().toString(sealed.toLocalTime().date(), QLocale.FormatType.ShortFormat),
                fingerprint=fingerprint_text(verdict.fingerprint or ""),
            )
            + self._practical_text(payload)
        )
        return verdict

    def _practical_text(self, payload: dict[str, Any]) -> str:
        """The certificate's practical part, where it names one (both parts sat)."""
        part = next((p for p in payload.get("parts") or () if p.get("kind") == "practical"), None)
        if part is None:
            return ""
        return " " + self.tr("Practical exam: {percent}, {verdict}.").format(
            percent=format_percent(float(part.get("score", 0.0))),
            verdict=self.tr("passed") if part.get("passed") else self.tr("not passed"),
        )

    # ----------------------------------------------------------------------------- text

    def retranslate_seal(self) -> None:
        self._seal_label.setText(self.tr("Seal &passphrase:"))
        self.seal_field.setAccessibleName(self.tr("The school seal's passphrase"))
        self.seal_field.setToolTip(
            self.tr(
                "Passes get their certificates once re-graded from their seed and signed with the school's "
                "key; the passphrase opens the key for as long as instructor mode is open"
            )
        )
        self.seal_button.setText(self.tr("Seal passes") if self._seal is None else self.tr("Seal now"))

    def retranslate(self) -> None:
        self._verify_label.setText(self.tr("&Certificate code:"))
        self.verify_field.setPlaceholderText("K7QF-2MXD")
        self.verify_field.setAccessibleName(self.tr("Certificate code to check"))
        self.verify_button.setText(self.tr("Check"))
        self.retranslate_seal()
