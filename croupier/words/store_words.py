"""Why the progress store cannot be used, or keeps answers back, in words: one sentence for each
configuration mistake of a school database's address (the window and the command line say the
same), and a few words for each cause that keeps answers from the school (the status bar). The
causes are the store errors' ``cause`` names; nothing here imports the store.

>>> configuration_sentence("no_database", "postgresql://station@school/croupier", "x")[:50]
'There is no database called croupier on the school'
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["cause_words", "configuration_sentence", "database_name"]

translate = QCoreApplication.translate


def database_name(where: str) -> str:
    """The database named at the end of an address (``…/croupier?…`` → ``croupier``), read by
    SQLAlchemy's own parser (imported only here: the first frame loads no SQLAlchemy), or ``?``.

    >>> database_name("postgresql://station:***@school:5432/croupier?sslmode=require")
    'croupier'
    >>> database_name("postgresql://station@school"), database_name("not an address")
    ('?', '?')
    """
    from sqlalchemy import make_url  # noqa: PLC0415 - only for this sentence, never at startup
    from sqlalchemy.exc import ArgumentError  # noqa: PLC0415

    try:
        return make_url(where).database or "?"
    except (ArgumentError, ValueError):
        return "?"


def configuration_sentence(cause: str, where: str, reason: str) -> str:
    """What is wrong with the school database's address ``where`` (``reason`` is the server's or
    libpq's own words), and what to do."""
    if cause == "bad_address":
        return translate(
            "StoreWords", "The school database's address {where} is not valid ({reason}): correct it."
        ).format(where=where, reason=reason)
    if cause == "bad_login":
        return translate(
            "StoreWords",
            "The school server refused the login of {where}: the password or the login name is wrong. "
            "Type the station's password again.",
        ).format(where=where)
    if cause == "no_database":
        return translate(
            "StoreWords",
            "There is no database called {name} on the school server ({where}): check the database "
            "name in the address.",
        ).format(name=database_name(where), where=where)
    if cause == "tls":
        return translate(
            "StoreWords",
            "The school server and this station do not agree on an encrypted connection (TLS) for "
            "{where}: {reason}. Check sslmode in the address or the server's TLS settings.",
        ).format(where=where, reason=reason)
    if cause == "not_postgres":
        return translate(
            "StoreWords",
            "Something other than PostgreSQL answers at {where}: check the host and the port "
            "(PostgreSQL's is usually 5432).",
        ).format(where=where)
    return translate("StoreWords", "The school server refused the connection of {where}: {reason}.").format(
        where=where, reason=reason
    )


def cause_words(cause: str | None, reason: str | None) -> str:
    """A few words for what keeps answers from the school (a store error's ``cause``)."""
    words = {
        "disk_full": translate("StoreWords", "the disk is full"),
        "read_only_folder": translate("StoreWords", "the folder cannot be written"),
        "locked": translate("StoreWords", "another program holds the file"),
        "unreachable": translate("StoreWords", "the school server does not answer"),
        "read_only": translate("StoreWords", "read-only server"),
        "permission": translate("StoreWords", "this station's login may not write them"),
        "schema": translate("StoreWords", "the school database's schema is not this Croupier's"),
        "unknown": translate("StoreWords", "a trainee or exam that is not on this school's roster"),
        "refused": translate("StoreWords", "refused for now"),
    }
    return words.get(cause or "", reason or translate("StoreWords", "refused for now"))
