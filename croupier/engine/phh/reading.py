"""PHH reading: a ``.phh`` text (one hand) or ``.phhs`` text (tables ``[1]``, ``[2]``, …) into
``HandHistory`` values, with every error naming the file, the line and the reason.
"""

from __future__ import annotations

import bisect
import re
import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from croupier.engine.errors import BadPHHError
from croupier.engine.phh.history import HandHistory, Origin, history_from_table

__all__ = ["load", "loads", "loads_all"]


class _Locator:
    """Line numbers of tables, keys and action strings in a TOML text, for error messages."""

    _HEADER = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(#.*)?$")
    _KEY = re.compile(r"""^\s*([A-Za-z0-9_-]+|"[^"]*"|'[^']*')\s*=""")

    def __init__(self, text: str) -> None:
        self.text = text
        self._newlines = [index for index, char in enumerate(text) if char == "\n"]
        self.headers: dict[str, int] = {}
        self.keys: dict[tuple[str, str], int] = {}
        self._offsets: dict[int, int] = {}
        table = ""
        offset = 0
        for number, line in enumerate(text.split("\n"), start=1):
            self._offsets[number] = offset
            offset += len(line) + 1
            header = self._HEADER.match(line)
            if header:
                table = header.group(1).strip("'\"")
                self.headers.setdefault(table, number)
                continue
            key = self._KEY.match(line)
            if key:
                self.keys.setdefault((table, key.group(1).strip("'\"")), number)

    def line_at(self, position: int) -> int:
        return bisect.bisect_left(self._newlines, position) + 1

    def origin(self, source: str, table: str, texts: Sequence[str]) -> Origin:
        table_line = self.headers.get(table, 1)
        fields = {key: line for (name, key), line in self.keys.items() if name == table}
        start_line = fields.get("actions", table_line)
        cursor = self._offsets.get(start_line, 0)
        lines = []
        for text in texts:
            found = [
                position
                for quote in ('"', "'")
                if (position := self.text.find(quote + text + quote, cursor)) >= 0
            ]
            if found:
                position = min(found)
                lines.append(self.line_at(position))
                cursor = position + len(text) + 2
            else:
                lines.append(start_line)
        return Origin(source, table_line, fields, tuple(lines), tuple(texts))


def loads(text: str, source: str = "<string>") -> HandHistory:
    """Read one hand (a ``.phh`` text); a malformed text raises ``BadPHHError`` naming the line."""
    data = _toml(text, source)
    return _history(data, _Locator(text), source, "")


def loads_all(text: str, source: str = "<string>") -> list[HandHistory]:
    """Read every hand of a ``.phhs`` text: the tables ``[1]``, ``[2]``, … in file order."""
    data = _toml(text, source)
    locator = _Locator(text)
    stray = [key for key, value in data.items() if not isinstance(value, dict)]
    if stray:
        line = locator.keys.get(("", stray[0]), 1)
        raise BadPHHError(
            f"{source}:{line}: a .phhs file holds only hand tables such as [1]; {stray[0]!r} is outside them"
        )
    return [_history(value, locator, source, key) for key, value in data.items()]


def load(path: str | Path) -> list[HandHistory]:
    """The hands of a ``.phh`` (one) or ``.phhs`` (several) file."""
    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise BadPHHError(f"{name}:1: cannot read the file: {reason}") from None
    if name.endswith(".phhs"):
        return loads_all(text, name)
    return [loads(text, name)]


def _toml(text: str, source: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = re.search(r"\(at line (\d+), column \d+\)", message)
        line = int(found.group(1)) if found else max(1, text.count("\n"))
        reason = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", message)
        raise BadPHHError(f"{source}:{line}: TOML syntax error: {reason}") from None


def _history(data: dict[str, Any], locator: _Locator, source: str, table: str) -> HandHistory:
    raw_actions = data.get("actions")
    texts = [item for item in raw_actions if isinstance(item, str)] if isinstance(raw_actions, list) else []
    return history_from_table(data, locator.origin(source, table, texts), source, table)
