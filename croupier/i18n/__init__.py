"""German and English throughout: catalogues, the language switch, locale formats, dealer words.

Every visible string goes through ``self.tr()`` in widgets or ``QCoreApplication.translate(context,
text)`` elsewhere, with literal texts so that ``make ts`` (pyside6-lupdate) finds them.
"""

from croupier.i18n.formatting import (
    format_chips,
    format_number,
    format_percent,
    format_seconds,
    resolve_locale,
)
from croupier.i18n.language import Language, UnknownLanguageError, parse_language, system_language
from croupier.i18n.translations import (
    MissingCatalogueError,
    Translations,
    catalogue_path,
    locale_for,
)

__all__ = [
    "Language",
    "MissingCatalogueError",
    "Translations",
    "UnknownLanguageError",
    "catalogue_path",
    "format_chips",
    "format_number",
    "format_percent",
    "format_seconds",
    "locale_for",
    "parse_language",
    "resolve_locale",
    "system_language",
]
