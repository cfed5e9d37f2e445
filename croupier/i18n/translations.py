"""The installed translation catalogues: load, switch at runtime, and tell everyone who listens.

Widgets re-translate in ``changeEvent`` when Qt sends them ``QEvent.LanguageChange`` (installing or
removing a translator makes the application send it); code that is not a widget, such as the speech
worker and the announcer, connects to ``Translations.language_changed``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from croupier.i18n.language import Language, parse_language, system_language
from croupier.paths import translations_dir

__all__ = ["MissingCatalogueError", "Translations", "catalogue_path", "locale_for"]


class MissingCatalogueError(FileNotFoundError):
    """A compiled catalogue (``croupier_<lang>.qm``) is missing or cannot be read."""


def catalogue_path(language: Language, directory: Path | None = None) -> Path:
    """Where the compiled catalogue of ``language`` lives (``translations_dir()`` by default)."""
    folder = translations_dir() if directory is None else directory
    return folder / f"croupier_{language.value}.qm"


def locale_for(language: Language, system_locale: QLocale | None = None) -> QLocale:
    """The locale for numbers in ``language``: the system's own when it is in that language.

    So a Swiss user who picks German keeps de_CH's 1'250, while an English system switched to German
    gets de_DE's 1.250.
    """
    system = QLocale.system() if system_locale is None else system_locale
    if system_language(system) is language and system.language() != QLocale.Language.C:
        return QLocale(system)
    return language.locale()


class Translations(QObject):
    """The catalogues installed on ``app``: Croupier's own and Qt's (for standard dialog buttons).

    Constructing it installs ``language`` (the system language when ``None``). ``set_language``
    switches without a restart; ``language_changed`` then carries the new code (``"en"``, ``"de"``).
    Raises ``MissingCatalogueError`` naming the path when a ``.qm`` file is missing; the language in
    force before the call stays installed. English loads ``croupier_en.qm`` too, for the ``%n``
    plural forms. With ``fallback`` (the trainer's start), a missing catalogue does not raise: the
    texts are English (from ``croupier_en.qm`` if it is there, else the source texts) and
    ``problem`` says what was missing.
    """

    language_changed = Signal(str)

    def __init__(
        self,
        app: QCoreApplication,
        language: Language | str | None = None,
        *,
        directory: Path | None = None,
        qt_directory: Path | None = None,
        system_locale: QLocale | None = None,
        parent: QObject | None = None,
        fallback: bool = False,
    ) -> None:
        super().__init__(parent)
        self._app = app
        self._directory = translations_dir() if directory is None else directory
        self._qt_directory = (
            Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
            if qt_directory is None
            else qt_directory
        )
        self._system_locale = QLocale.system() if system_locale is None else system_locale
        # Restored by uninstall(), so a test or a closed window leaves the process as it found it.
        self._locale_before = QLocale()
        self._translators: list[QTranslator] = []
        self._language = self._resolve(language)
        self.problem: str | None = None
        """Why the language asked for at construction is not the one installed (``fallback``)."""
        try:
            self._install(self._language)
        except MissingCatalogueError as error:
            if not fallback:
                raise
            self.problem = str(error)
            self._language = Language.ENGLISH
            try:
                self._install(Language.ENGLISH)
            except MissingCatalogueError:
                self._install(Language.ENGLISH, own=False)  # the source texts are English

    @property
    def language(self) -> Language:
        """The language now installed."""
        return self._language

    @property
    def locale(self) -> QLocale:
        """The locale used for numbers in the current language (also ``QLocale()``'s default)."""
        return locale_for(self._language, self._system_locale)

    @property
    def directory(self) -> Path:
        """The folder the ``croupier_<lang>.qm`` files are read from."""
        return self._directory

    def set_language(self, language: Language | str | None) -> None:
        """Switch to ``language`` (``None``: the system language); no-op if already installed."""
        chosen = self._resolve(language)
        if chosen is self._language and self._translators:
            return
        self._install(chosen)
        self._language = chosen
        self.language_changed.emit(chosen.value)

    def uninstall(self) -> None:
        """Remove every translator this object installed and restore the previous default locale."""
        for translator in self._translators:
            self._app.removeTranslator(translator)
        self._translators = []
        QLocale.setDefault(self._locale_before)

    def _resolve(self, language: Language | str | None) -> Language:
        if language is None:
            return system_language(self._system_locale)
        if isinstance(language, Language):
            return language
        return parse_language(language)

    def _install(self, language: Language, *, own: bool = True) -> None:
        # Load everything first: a missing file must leave the old language working.
        loaded = [self._load_own(language)] if own else []
        loaded += self._load_qt(language)
        # The locale is set before LanguageChange events go out, so handlers format numbers anew.
        QLocale.setDefault(locale_for(language, self._system_locale))
        for translator in self._translators:
            self._app.removeTranslator(translator)
        # Qt asks the most recently installed translator first: install Qt's own, then ours on top.
        for translator in reversed(loaded):
            self._app.installTranslator(translator)
        self._translators = loaded

    def _load_own(self, language: Language) -> QTranslator:
        path = catalogue_path(language, self._directory)
        if not path.is_file():
            raise MissingCatalogueError(
                f"the {language.native_name} catalogue {path} is missing: "
                "build it with `make translations` (pyside6-lrelease)"
            )
        translator = QTranslator()
        if not translator.load(str(path)):
            raise MissingCatalogueError(f"the catalogue {path} cannot be read: rebuild it (make)")
        return translator

    def _load_qt(self, language: Language) -> list[QTranslator]:
        # Qt's catalogue only translates stock texts (dialog buttons); without it they stay English.
        path = self._qt_directory / f"qtbase_{language.value}.qm"
        translator = QTranslator()
        if path.is_file() and translator.load(str(path)):
            return [translator]
        return []
