"""German and English throughout: catalogues, the language switch, locale formats, dealer words.

Every visible string goes through ``self.tr()`` in widgets or ``QCoreApplication.translate(context,
text)`` elsewhere, with literal texts so that ``make ts`` (pyside6-lupdate) finds them; counts use
``%n`` (``%Ln`` for locale digit grouping) with the count as the fourth argument. The wiring::

    translations = Translations(app, settings_language)  # None: the system language
    translations.language_changed.connect(narrator_or_speaker_slot)  # gets "de" or "en"
    translations.set_language(Language.GERMAN)  # widgets get QEvent.LanguageChange

A widget sets its texts in one ``retranslate()`` method, called from ``__init__`` and from
``changeEvent`` on ``QEvent.Type.LanguageChange``.
"""

from croupier.i18n.formatting import (
    format_chips,
    format_datetime,
    format_number,
    format_percent,
    format_seconds,
    resolve_locale,
)
from croupier.i18n.language import Language, UnknownLanguageError, parse_language, system_language
from croupier.i18n.names import (
    HAND_KINDS,
    HandTextError,
    card_label,
    card_name,
    hand_text,
    rank_name,
    rank_sequence,
    rank_symbol,
    sentence,
    street_name,
    suit_name,
)
from croupier.i18n.quantities import cards_text, chips_text, hands_text, players_text
from croupier.i18n.translations import (
    MissingCatalogueError,
    Translations,
    catalogue_path,
    locale_for,
)

__all__ = [
    "HAND_KINDS",
    "HandTextError",
    "Language",
    "MissingCatalogueError",
    "Translations",
    "UnknownLanguageError",
    "card_label",
    "card_name",
    "cards_text",
    "catalogue_path",
    "chips_text",
    "format_chips",
    "format_datetime",
    "format_number",
    "format_percent",
    "format_seconds",
    "hand_text",
    "hands_text",
    "locale_for",
    "parse_language",
    "players_text",
    "rank_name",
    "rank_sequence",
    "rank_symbol",
    "resolve_locale",
    "sentence",
    "street_name",
    "suit_name",
    "system_language",
]
