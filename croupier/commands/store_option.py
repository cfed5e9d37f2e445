"""The ``--database URL`` option of the commands that read or write progress, and opening that store.

Without the option a command uses the configured store, as the trainer does: the school database
named by ``CROUPIER_DATABASE_URL``, else this computer's file (``croupier.sqlite3`` in the user's
data folder). A database that cannot be used is a :class:`CommandError` with a one-line reason,
never a traceback; a mistake in its address or login (a malformed address, a wrong password, an
unknown database, TLS, a port that is not PostgreSQL) has exit status 2, an outage 1.

>>> database_url(None, environ={"CROUPIER_DATABASE_URL": "postgresql://school/croupier"})
'postgresql://school/croupier'
>>> database_url("sqlite:///here.sqlite3", environ={"CROUPIER_DATABASE_URL": "postgresql://x/y"})
'sqlite:///here.sqlite3'
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from croupier.store.class_read import plain_sqlite_path
from croupier.store.errors import ConfigurationError, StoreError
from croupier.store.location import DATABASE_URL_ENV, default_sqlite_path

if TYPE_CHECKING:
    from croupier.store import Store

__all__ = [
    "EXIT_BAD_ARGUMENTS",
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "CommandError",
    "add_database_option",
    "configuration_message",
    "database_file",
    "database_url",
    "fail",
    "one_line",
    "open_store",
]

EXIT_FAILED = 1
EXIT_BAD_ARGUMENTS = 2
EXIT_INTERRUPTED = 130  # Ctrl-C, or the end of input at a prompt


class CommandError(Exception):
    """A command cannot go on: ``message`` says why in one line, ``status`` is the exit status."""

    def __init__(self, message: str, status: int = EXIT_FAILED) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def add_database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        metavar="URL",
        help=(
            "the progress database: sqlite:///FILE or postgresql://user@host/db, its password from "
            "PGPASSWORD, ~/.pgpass or the trainer's password file, never in the address (anyone on "
            f"the computer can read a command's options) (default: ${DATABASE_URL_ENV}, else this "
            "computer's file)"
        ),
    )


def database_url(
    explicit: str | None, *, environ: Mapping[str, str] | None = None, data_dir: Path | None = None
) -> str:
    """``--database`` if given, else ``CROUPIER_DATABASE_URL``, else the local file's URL."""
    if explicit:
        return explicit
    env = os.environ if environ is None else environ
    configured = env.get(DATABASE_URL_ENV)
    if configured:
        return configured
    from croupier.store.database import sqlite_url  # noqa: PLC0415 - SQLAlchemy only when needed

    return sqlite_url(default_sqlite_path(data_dir)).render_as_string()


def database_file(
    explicit: str | None, *, environ: Mapping[str, str] | None = None, data_dir: Path | None = None
) -> Path | None:
    """The SQLite file :func:`database_url` names, told without SQLAlchemy: this computer's file,
    or the file of a plain ``sqlite:///FILE`` address; None for a server or any other address.

    >>> database_file("sqlite:////srv/class.sqlite3"), database_file("postgresql://school/croupier")
    (PosixPath('/srv/class.sqlite3'), None)
    """
    env = os.environ if environ is None else environ
    named = explicit or env.get(DATABASE_URL_ENV)
    if named:
        return plain_sqlite_path(named)
    return default_sqlite_path(data_dir)


def open_store(url: str, *, must_exist: bool = True) -> Store:
    """The store at ``url``; with ``must_exist`` a SQLite file that is not there is an error (a
    report of a new, empty file would only mislead)."""
    # SQLAlchemy and the store's modules are loaded here, not with the command line: a class
    # report from a SQLite file reads it without them (``croupier.store.class_read``).
    from croupier.store.credentials import default_pgpass_path, with_passfile  # noqa: PLC0415
    from croupier.store.database import parse_url, sqlite_path  # noqa: PLC0415
    from croupier.store.store import Store  # noqa: PLC0415

    try:
        parsed = parse_url(url)
        path = sqlite_path(parsed)
        if must_exist and path is not None and not path.is_file():
            raise CommandError(f"there is no progress database at {path}")
        if path is None and parsed.get_backend_name() == "postgresql":
            # The password the trainer keeps for this server, so none needs to be typed here.
            return Store(with_passfile(parsed.render_as_string(hide_password=False), default_pgpass_path()))
        return Store(parsed)
    except ConfigurationError as error:
        raise CommandError(configuration_message(error), EXIT_BAD_ARGUMENTS) from None
    except StoreError as error:
        raise CommandError(one_line(error)) from None


def configuration_message(error: ConfigurationError) -> str:
    """A mistake in a database's address or login in one line (the window says the same)."""
    from croupier.words.store_words import configuration_sentence  # noqa: PLC0415 - Qt when needed

    return one_line(configuration_sentence(error.cause, error.where, error.reason))


def one_line(error: BaseException | str) -> str:
    """An error's message on one line, as a command prints it.

    >>> one_line(ValueError("no such  database  "))
    'no such database'
    """
    return " ".join(str(error).split())


def fail(command: str, message: str, status: int) -> int:
    """Say on standard error why ``croupier COMMAND`` stopped; returns ``status``, the exit status."""
    print(f"croupier {command}: {message}", file=sys.stderr)
    return status
