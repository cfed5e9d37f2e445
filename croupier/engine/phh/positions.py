"""Where things are in a PHH text: the lines of its tables, keys and action strings, found in one pass.

The TOML parser says what a file holds but not where; error messages need the line. ``scan`` walks
the text once with a tokenizer that knows strings and comments (a ``#`` or a quote inside either is
not a token), so its cost grows with the text and no more: every hand of a ``.phhs`` file and every
action of a hand gets its line from the same pass. It also finds what a parser may choke on before
it is asked: arrays or inline tables nested too deep, and integers too long to be chip amounts.

>>> found = scan('''[1]
... variant = "F7S"
... actions = [
...   "d dh p1 ????2c",  # a "quoted" remark
...   "p1 pb",
... ]
... ''')
>>> table = found.tables[1]
>>> table.name, table.line, table.keys["actions"], table.action_lines
('1', 1, 3, [4, 5])
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

__all__ = ["MAX_DEPTH", "MAX_DIGITS", "Scan", "TablePositions", "scan"]

MAX_DEPTH = 32
"""Arrays and inline tables nest at most this deep (a hand history needs three)."""

MAX_DIGITS = 18
"""An integer has at most this many digits (every chip amount fits; no parser overflows)."""

_KEY = r"""(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')"""
_TOKENS_PATTERN = rf"""
    (?P<header>^[ \t]*\[\[?[ \t]*(?P<name>{_KEY}(?:[ \t]*\.[ \t]*{_KEY})*)[ \t]*\]\]?)
    |(?P<key>^[ \t]*(?P<keyname>{_KEY})[ \t]*=)
    |(?P<long>\"\"\"(?:[^\\]|\\.)*?\"\"\"(?!\")|'''.*?'''(?!'))
    |(?P<string>"(?:[^"\\\n]|\\.)*"|'[^'\n]*')
    |(?P<comment>\#[^\n]*)
    |(?P<open>[\[{{])
    |(?P<close>[\]}}])
    |(?P<number>[0-9][0-9_]{{{MAX_DIGITS},}})
    """


@functools.cache
def _tokens() -> re.Pattern[str]:
    """The tokenizer, compiled when first used: a ``.phh`` file is scanned only when an error message
    needs a line, and compiling it costs a start about a millisecond."""
    return re.compile(_TOKENS_PATTERN, re.VERBOSE | re.MULTILINE | re.DOTALL)


_HEADER, _KEYTOKEN, _LONG, _STRING, _COMMENT, _OPEN, _CLOSE, _NUMBER = range(1, 9)
_KINDS = {
    "header": _HEADER,
    "key": _KEYTOKEN,
    "long": _LONG,
    "string": _STRING,
    "comment": _COMMENT,
    "open": _OPEN,
    "close": _CLOSE,
    "number": _NUMBER,
}


@dataclass(slots=True)
class TablePositions:
    """One top-level table (a hand of a ``.phhs`` file; ``""`` is the text before the first)."""

    name: str
    line: int  # of its header (1 for the top level)
    start: int  # offset of its header line in the text
    end: int = 0  # offset where the next table starts
    keys: dict[str, int] = field(default_factory=dict)  # first line of each key
    action_lines: list[int] = field(default_factory=list)  # line of each string of ``actions``

    def line_of(self, key: str) -> int:
        return self.keys.get(key, self.line)


@dataclass(slots=True)
class Scan:
    """The tables of a text in order, and the first place it nests too deep or has a long integer."""

    tables: list[TablePositions]
    too_deep: int | None = None  # the line where nesting first passes MAX_DEPTH
    long_number: tuple[int, int] | None = None  # (line, digits) of the first over-long integer
    duplicate: tuple[str, int, int] | None = None  # (table, line, first line) of a repeated table
    by_name: dict[str, TablePositions] = field(default_factory=dict)  # the first of each name

    def table(self, name: str) -> TablePositions:
        """The positions of table ``name`` (the top level for an unknown name)."""
        return self.by_name.get(name, self.tables[0])


def _unquote(key: str) -> str:
    key = key.strip()
    if len(key) >= 2 and key[0] == key[-1] and key[0] in "\"'":
        return key[1:-1]
    return key


def _first_key(path: str) -> str:
    match = re.match(_KEY, path.strip())
    return _unquote(match.group(0)) if match else path.strip()


def _integer_digits(text: str, start: int, end: int) -> int:
    """Digits of the number token at ``start:end`` if it is an integer value (not a float or a key)."""
    before = start - 1
    while before >= 0 and text[before] in " \t":
        before -= 1
    if before >= 0 and text[before] in "+-":
        before -= 1
    if before < 0 or text[before] not in "=[,{":
        return 0  # part of a key, a float's fraction, or a date
    if end < len(text) and text[end] in ".eE:-":
        return 0  # a float or a date-time
    return sum(char.isdigit() for char in text[start:end])


def scan(text: str) -> Scan:
    """Find every table, key and action string of ``text`` in one pass (see the module doc)."""
    top = TablePositions("", 1, 0)
    tables = [top]
    current = top
    seen: dict[str, int] = {}
    result = Scan(tables)
    depth = 0
    line = 1
    pos = 0
    actions_next = False  # the last token was the key ``actions`` (at the top of a table)
    in_actions = False  # inside that array, at its first level
    count = text.count
    for match in _tokens().finditer(text):
        start = match.start()
        line += count("\n", pos, start)
        pos = start
        kind = _KINDS[match.lastgroup or ""]
        if kind == _STRING:
            if in_actions and depth == 1:
                current.action_lines.append(line)
            actions_next = False
            continue
        if kind == _LONG:
            if in_actions and depth == 1:
                current.action_lines.append(line)
            line += count("\n", start, match.end())
            pos = match.end()
            actions_next = False
            continue
        if kind == _COMMENT:
            continue
        if kind == _OPEN:
            depth += 1
            if depth > MAX_DEPTH and result.too_deep is None:
                result.too_deep = line
            if depth == 1:
                in_actions = actions_next
            actions_next = False
            continue
        if kind == _CLOSE:
            depth = max(depth - 1, 0)
            if depth == 0:
                in_actions = False
            continue
        actions_next = False
        if kind == _NUMBER:
            digits = _integer_digits(text, start, match.end())
            if digits > MAX_DIGITS and result.long_number is None:
                result.long_number = (line, digits)
        elif depth:
            continue  # a header or key pattern inside a multi-line array is not one
        elif kind == _HEADER:
            name = _first_key(match.group("name"))
            if name != current.name or current is top:
                repeated = name in seen and not match.group(0).lstrip().startswith("[[")
                if repeated and result.duplicate is None:
                    result.duplicate = (name, line, seen[name])
                line_start = text.rfind("\n", 0, start) + 1
                current.end = line_start
                current = TablePositions(name, line, line_start)
                seen.setdefault(name, line)
                tables.append(current)
        else:
            key = _unquote(match.group("keyname"))
            current.keys.setdefault(key, line)
            actions_next = key == "actions"
    current.end = len(text)
    for table in reversed(tables):
        result.by_name[table.name] = table
    return result
