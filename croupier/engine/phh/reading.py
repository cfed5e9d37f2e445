"""PHH reading: a ``.phh`` text (one hand) or ``.phhs`` text (tables ``[1]``, ``[2]``, …) into
``HandHistory`` values, with every error a ``BadPHHError`` naming the file, the line and the reason.

Nothing a file holds gets past as another exception, a hang or an unbounded read: only regular files
are read (a FIFO or a device is refused before it can block), at most ``MAX_BYTES`` of them, as UTF-8
(a byte-order mark is skipped); arrays and inline tables nest at most ``MAX_DEPTH`` deep and integers
have at most ``MAX_DIGITS`` digits, whichever TOML parser reads them. ``iter_load`` reads a ``.phhs``
file hand by hand: each table is parsed when its turn comes, so a hand is replayed before the next
is read. The parser is ``rtoml`` (compiled) when it is installed, else the standard ``tomllib``.

>>> [history.variant.code for history in loads_all('''
... [1]
... variant = "FR"
... antes = [5, 5]
... bring_in = 10
... small_bet = 20
... big_bet = 40
... starting_stacks = [100, 100]
... actions = []
... ''')]
['FR']
"""

from __future__ import annotations

import codecs
import os
import re
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Final

from croupier.engine.errors import BadPHHError
from croupier.engine.phh.actions import shorten
from croupier.engine.phh.history import HandHistory, Origin, Positions, history_from_table
from croupier.engine.phh.positions import MAX_DEPTH, MAX_DIGITS, Scan, TablePositions, scan

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "PARSER",
    "iter_load",
    "iter_loads_all",
    "load",
    "loads",
    "loads_all",
    "read_text",
]

MAX_BYTES = 64 * 1024 * 1024
"""The largest hand-history file read (a .phhs file of some 200,000 hands)."""

Progress = Callable[[int, int], None]
"""Called as ``progress(done, total)`` (characters of the text) after each hand read."""


def _parser() -> tuple[str, Callable[[str], dict[str, Any]]]:
    if os.environ.get("CROUPIER_TOMLLIB", "") in {"", "0"}:
        try:
            import rtoml  # noqa: PLC0415 - optional: tomllib is the fallback
        except ImportError:  # pragma: no cover - rtoml is a dependency; tomllib stands in without it
            pass
        else:
            return "rtoml", rtoml.loads
    import tomllib  # noqa: PLC0415 - only when it is the parser (its import is a few milliseconds)

    return "tomllib", tomllib.loads


PARSER, _parse = _parser()
"""The TOML parser in use: ``"rtoml"`` or ``"tomllib"`` (``CROUPIER_TOMLLIB=1`` forces tomllib)."""

_LIMIT_INT = 10**MAX_DIGITS


# ----------------------------------------------------------------------------------- texts


def loads(text: str, source: str = "<string>") -> HandHistory:
    """Read one hand (a ``.phh`` text); a malformed text raises ``BadPHHError`` naming the line."""
    positions = Positions(text)
    data = _toml(text, source, positions)
    return _history(data, source, "", positions)


def loads_all(text: str, source: str = "<string>") -> list[HandHistory]:
    """Read every hand of a ``.phhs`` text: the tables ``[1]``, ``[2]``, … in file order."""
    return list(iter_loads_all(text, source))


def iter_loads_all(
    text: str, source: str = "<string>", progress: Progress | None = None
) -> Iterator[HandHistory]:
    """The hands of a ``.phhs`` text one at a time, each table parsed only when its turn comes."""
    found = scan(text)
    positions = Positions(found=found)
    _check_scan(found, source)
    if found.duplicate is not None:
        name, line, first = found.duplicate
        raise BadPHHError(f"{source}:{line}: hand [{name}] appears twice (first at line {first})")
    top, *tables = found.tables
    preamble = _toml(text[top.start : top.end], source, positions)
    if preamble:
        key = next(iter(preamble))
        raise BadPHHError(
            f"{source}:{top.line_of(key)}: a .phhs file holds only hand tables such as [1]; "
            f"{shorten(key)} is outside them"
        )
    total = len(text)
    for table in tables:
        data = _toml(text[table.start : table.end], source, positions, table.line - 1)
        hand = data.get(table.name)
        if not isinstance(hand, dict) or len(data) != 1:
            raise BadPHHError(
                f"{source}:{table.line}: each hand of a .phhs file is one table such as [1], "
                f"not an array of tables [[{table.name}]]"
            )
        history = _history(hand, source, table.name, positions)
        if progress is not None:
            progress(table.end, total)
        yield history


def _history(data: dict[str, Any], source: str, table: str, positions: Positions) -> HandHistory:
    raw = data.get("actions")
    texts = tuple(raw) if type(raw) is list else ()  # history_from_table checks they are strings
    return history_from_table(data, Origin(source, texts, table, positions))


# ----------------------------------------------------------------------------------- files


def load(path: str | Path) -> list[HandHistory]:
    """The hands of a ``.phh`` (one) or ``.phhs`` (several) file."""
    return list(iter_load(path))


def iter_load(path: str | Path, progress: Progress | None = None) -> Iterator[HandHistory]:
    """The hands of a ``.phh`` or ``.phhs`` file one at a time (see the module doc)."""
    name = str(path)
    if name.endswith(".phhs"):
        yield from _stream_phhs(name, progress)
        return
    text = read_text(path)
    if not text.strip():
        raise BadPHHError(f"{name}:1: the file is empty: a hand history is a TOML text with its fields")
    history = loads(text, name)
    if progress is not None:
        progress(len(text), len(text))
    yield history


WINDOW = 1 << 20
"""How much of a ``.phhs`` file is read at a time: its hands are found and replayed window by
window, so a file of any size is read in memory that holds a window and one hand."""


def _stream_phhs(name: str, progress: Progress | None) -> Iterator[HandHistory]:
    """The hands of a ``.phhs`` file, read a window at a time: each window's text (after what was
    left of the last hand of the window before) is scanned for its tables, every table but the
    last (which may go on in the next window) is read, and the last is carried on. A hand may be
    at most ``MAX_BYTES`` long; the file may be as long as it likes."""
    descriptor, size = _open_regular(name)
    try:
        decoder = codecs.getincrementaldecoder("utf-8")()
        carry = ""
        line_base = 0  # the lines of the file before ``carry``
        before = 0  # the characters of the file before ``carry``
        done = 0  # bytes read
        first: dict[str, int] = {}  # each hand's name and its line
        preamble_checked = False
        count = 0
        while True:
            try:
                # A window at least as large as what is carried, so a long hand costs its length once.
                chunk = os.read(descriptor, max(WINDOW, len(carry)))
            except OSError as error:
                raise BadPHHError(f"{name}:1: cannot read the file: {_reason(error)}") from None
            last = not chunk or done + len(chunk) >= size  # (the end the file's size promises)
            if done == 0 and chunk.startswith(b"\xef\xbb\xbf"):
                chunk = chunk[3:]
            try:
                text = carry + decoder.decode(chunk, final=last)
            except UnicodeDecodeError as error:
                raise BadPHHError(_not_utf8(name, line_base + carry.count("\n"), chunk, error)) from None
            done += len(chunk)
            nul = text.find("\0", len(carry))
            if nul >= 0:
                # TOML has no NUL anywhere (a binary file, most likely): said at once, where a scan
                # of tokens would try every position of a long run of them (seconds a megabyte).
                line = line_base + text.count("\n", 0, nul) + 1
                column = nul - (text.rfind("\n", 0, nul) + 1) + 1
                raise BadPHHError(
                    f"{name}:{line}: a NUL character at column {column}: not the text of a hand history"
                )
            found = scan(text)
            _shift(found, line_base)
            top, *tables = found.tables
            for table in found.tables:
                if table.end - table.start > MAX_BYTES:
                    raise BadPHHError(
                        f"{name}:{table.line}: a hand larger than {_size(MAX_BYTES)}, the most a hand "
                        "history may be"
                    )
            if not preamble_checked and (tables or last):
                _check_preamble(text[top.start : top.end], name, found)
                preamble_checked = True
            complete = tables if last else tables[:-1]
            # What the scan found too deep or too long counts once it lies before the hand carried
            # on (a window may end inside a string, where the scan cannot yet tell).
            carried = tables[-1].line if tables and not last else None

            def counts(line: int | None, carried: int | None = carried) -> bool:
                return line is not None and (carried is None or line < carried)

            long_line = found.long_number[0] if found.long_number is not None else None
            _check_scan(
                Scan(
                    [],
                    too_deep=found.too_deep if counts(found.too_deep) else None,
                    long_number=found.long_number if counts(long_line) else None,
                ),
                name,
            )
            positions = Positions(found=found)
            for table in complete:
                seen = first.setdefault(table.name, table.line)
                if seen != table.line:
                    raise BadPHHError(
                        f"{name}:{table.line}: hand [{table.name}] appears twice (first at line {seen})"
                    )
                count += 1
                history = _table_history(text, table, name, positions)
                if progress is not None:
                    at = size if last and table is complete[-1] else min(size, before + table.end)
                    progress(at, size)
                yield history
            if last:
                break
            keep = tables[-1].start if tables else top.start
            before += keep
            line_base += text.count("\n", 0, keep)
            carry = text[keep:]
        if count == 0:
            raise BadPHHError(f"{name}:1: the file holds no hand: a .phhs file has tables [1], [2], …")
    finally:
        os.close(descriptor)


def _shift(found: Scan, lines: int) -> None:
    """The scan of a window made to count the file's lines (the window starts ``lines`` in)."""
    if not lines:
        return
    for table in found.tables:
        table.line += lines
        for key in table.keys:
            table.keys[key] += lines
        table.action_lines[:] = [line + lines for line in table.action_lines]
    if found.too_deep is not None:
        found.too_deep += lines
    if found.long_number is not None:
        found.long_number = (found.long_number[0] + lines, found.long_number[1])


def _check_preamble(text: str, source: str, found: Scan) -> None:
    positions = Positions(found=found)
    preamble = _toml(text, source, positions)
    if preamble:
        key = next(iter(preamble))
        raise BadPHHError(
            f"{source}:{found.tables[0].line_of(key)}: a .phhs file holds only hand tables such as [1]; "
            f"{shorten(key)} is outside them"
        )


def _table_history(text: str, table: TablePositions, source: str, positions: Positions) -> HandHistory:
    data = _toml(text[table.start : table.end], source, positions, table.line - 1)
    hand = data.get(table.name)
    if not isinstance(hand, dict) or len(data) != 1:
        raise BadPHHError(
            f"{source}:{table.line}: each hand of a .phhs file is one table such as [1], "
            f"not an array of tables [[{table.name}]]"
        )
    return _history(hand, source, table.name, positions)


def _open_regular(name: str) -> tuple[int, int]:
    """A descriptor of the regular file ``name`` and its size (anything else refused at once)."""
    try:
        descriptor = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        raise BadPHHError(f"{name}:1: cannot read the file: {_reason(error)}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise BadPHHError(
                f"{name}:1: cannot read the file: it is {_kind(info.st_mode)}, not a regular file"
            )
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor, info.st_size


def _not_utf8(name: str, line_before: int, chunk: bytes, error: UnicodeDecodeError) -> str:
    at = max(0, min(len(chunk) - 1, error.start - (len(error.object) - len(chunk))))
    line = line_before + chunk.count(b"\n", 0, at) + 1
    column = at - (chunk.rfind(b"\n", 0, at) + 1) + 1
    return (
        f"{name}:{line}: not UTF-8 text: byte 0x{chunk[at]:02x} at column {column} (a hand history is UTF-8)"
    )


def read_text(path: str | Path, max_bytes: int = MAX_BYTES) -> str:
    """The text of a regular file of at most ``max_bytes``, as UTF-8 (a byte-order mark skipped)."""
    name = str(path)
    try:
        # Non-blocking, so that a FIFO opens at once (and is refused below) instead of waiting.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as error:
        raise BadPHHError(f"{name}:1: cannot read the file: {_reason(error)}") from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            kind = _kind(info.st_mode)
            raise BadPHHError(f"{name}:1: cannot read the file: it is {kind}, not a regular file")
        data = _read(descriptor, min(info.st_size, max_bytes) + 1, max_bytes + 1)
    except OSError as error:
        raise BadPHHError(f"{name}:1: cannot read the file: {_reason(error)}") from None
    finally:
        os.close(descriptor)
    if len(data) > max_bytes:
        raise BadPHHError(
            f"{name}:1: the file is larger than {_size(max_bytes)}, the most a hand history may be"
        )
    return _decode(data, name)


def _read(descriptor: int, expected: int, limit: int) -> bytes:
    """At most ``limit`` bytes, asking first for the ``expected`` the file's size promises."""
    chunks = []
    size = 0
    ask = expected
    while size < limit:
        chunk = os.read(descriptor, min(ask, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
        ask = 1 << 20  # more than its size said (it grew, or /proc): go on in large pieces
    return b"".join(chunks)


def _decode(data: bytes, name: str) -> str:
    start = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    try:
        return data[start:].decode("utf-8")
    except UnicodeDecodeError as error:
        at = start + error.start
        line = data.count(b"\n", 0, at) + 1
        column = at - (data.rfind(b"\n", 0, at) + 1) + 1
        raise BadPHHError(
            f"{name}:{line}: not UTF-8 text: byte 0x{data[at]:02x} at column {column} "
            "(a hand history is UTF-8)"
        ) from None


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MiB" if count >= 1024 * 1024 else f"{count} bytes"


# ----------------------------------------------------------------------------------- TOML


def _toml(text: str, source: str, positions: Positions, offset: int = 0) -> dict[str, Any]:
    """Parse ``text`` (which starts ``offset`` lines into the file) and hold it to the limits."""
    flat = _flat_toml(text)
    if flat is not None:
        return flat  # within the limits by what it accepts
    try:
        data = _parse(text)
    except (ValueError, RecursionError, OverflowError) as error:
        # Say first what the scan finds (too deep, an over-long integer), then the parser's words.
        _check_scan(positions.scan(), source)
        line, reason = _parser_error(error, text)
        raise BadPHHError(f"{source}:{line + offset}: TOML syntax error: {reason}") from None
    if not _within_limits(data):
        _check_scan(positions.scan(), source)
        raise BadPHHError(  # pragma: no cover - the scan finds what the values break
            f"{source}:{offset + 1}: nested more than {MAX_DEPTH} deep or an integer of more than "
            f"{MAX_DIGITS} digits"
        )
    return data


def _flat_toml(text: str) -> dict[str, Any] | None:
    """``text`` read without the TOML parser when it is written as pokerkit writes a hand, else None.

    pokerkit writes one ``key = value`` a line, each value a literal string (``'F7S'``), ``true``
    or ``false``, an integer or a one-line array of integers or of literal strings, its items
    separated by ``, ``. Such a text, all ASCII and no control character but its newlines, is read
    here in a fraction of a parser's time into what the parser reads
    (``tests/engine/test_phh_reading.py`` holds the two to the same values); an integer has at
    most ``MAX_DIGITS`` digits. Any other text is the parser's.
    """
    if not text.isascii():  # then ``isalnum`` and ``isdigit`` below are ASCII's
        return None
    ascii_bytes = text.encode("ascii")
    if len(ascii_bytes.translate(None, _CONTROLS)) != len(ascii_bytes):
        return None  # a control character (TOML refuses them in strings; a tab is the parser's)
    data: dict[str, Any] = {}
    for line in text.split("\n"):
        if not line:
            continue
        key, equals, written = line.partition(" = ")
        if not equals or key in data or not key.replace("_", "").isalnum():  # a bare key
            return None
        value = _flat_value(written)
        if value is None:
            return None
        data[key] = value
    return data


def _flat_value(written: str) -> object:
    """A value as pokerkit writes it (see ``_flat_toml``), or None for anything else."""
    if written.startswith("'"):
        text = written[1:-1]
        return text if len(written) > 1 and written.endswith("'") and "'" not in text else None
    if written.startswith("[") and written.endswith("]"):
        items = written[1:-1]
        if not items:
            return []
        if items.startswith("'") and items.endswith("'"):
            texts = items[1:-1].split("', '")
            # No quote inside an item, so each quote left is one of the separators'.
            return texts if items.count("'") == 2 * len(texts) else None
        numbers = []
        for item in items.split(", "):
            number = _integer(item)
            if number is None:
                return None
            numbers.append(number)
        return numbers
    if written == "true":
        return True
    if written == "false":
        return False
    return _integer(written)


_CONTROLS: Final = bytes([*range(0x0A), *range(0x0B, 0x20), 0x7F])
"""The ASCII control characters but the newline, none of which a flat text holds."""


def _integer(written: str) -> int | None:
    """A TOML decimal integer (``-`` the only sign, no leading zero, no ``_``) of ASCII digits, at
    most ``MAX_DIGITS`` of them, else None."""
    digits = written.removeprefix("-")
    if not digits.isdigit() or len(digits) > MAX_DIGITS or (digits.startswith("0") and len(digits) > 1):
        return None
    return int(written)


def _check_scan(found: Scan, source: str) -> None:
    if found.too_deep is not None:
        raise BadPHHError(
            f"{source}:{found.too_deep}: arrays or inline tables nested more than {MAX_DEPTH} deep"
        )
    if found.long_number is not None:
        line, digits = found.long_number
        raise BadPHHError(
            f"{source}:{line}: an integer of {digits} digits: amounts have at most {MAX_DIGITS} digits"
        )


def _within_limits(data: dict[str, Any]) -> bool:
    """Do the values nest at most MAX_DEPTH deep (arrays and tables) and their integers fit?"""
    # One compiled loop over every value: a hand's values are mostly strings and small integers.
    stack: list[tuple[list[Any], int]] = [(list(data.values()), 0)]
    limit = _LIMIT_INT
    while stack:
        values, depth = stack.pop()
        if depth > MAX_DEPTH:
            return False
        for value in values:
            kind = type(value)
            if kind is str:
                continue
            if kind is int:
                if not -limit < value < limit:
                    return False
            elif kind is list:
                stack.append((value, depth + 1))
            elif kind is dict:
                stack.append((list(value.values()), depth + 1))
    return True


_TOMLLIB_AT = re.compile(r"\s*\(at (?:line (\d+), column \d+|end of document)\)")
_RTOML_AT = re.compile(r"\s*at line (\d+) column \d+")


def _parser_error(error: BaseException, text: str) -> tuple[int, str]:
    """The line and the reason of a parser's error, whichever parser it was."""
    message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    if isinstance(error, RecursionError):
        return 1, "nested too deep to read"
    for pattern in (_TOMLLIB_AT, _RTOML_AT):
        found = pattern.search(message)
        if found:
            line = int(found.group(1)) if found.group(1) else max(1, text.count("\n"))
            return line, pattern.sub("", message)
    return max(1, text.count("\n")), message
