"""The evaluator's tables as a file made once at build time (``make``: ``tools/build_tables.py``) and
shipped in the package, so that no process builds them again (0.25-0.35 s each, three of them).

The file ``evaluate_tables.bin`` beside the engine's modules holds the rank-multiset keys of five to
seven cards, each table's value for every key (high, razz, eight-or-better: 0 for no low) and the
flush table, as unsigned 32-bit arrays in this machine's byte order, after a header that names the
digest of ``evaluate.py`` it was made from. A file made from another ``evaluate.py`` (or missing,
or damaged) is not used: ``croupier.engine.evaluate`` builds the table itself, as it always could.
Loading one table takes a few milliseconds (the dictionary is made from the arrays).
"""

from __future__ import annotations

import importlib
import struct
import sys
from array import array
from bisect import bisect_left
from pathlib import Path
from typing import Any

__all__ = ["FILE_NAME", "TABLES", "flush_value", "load", "lookup", "write"]

FILE_NAME = "evaluate_tables.bin"
TABLES = ("high", "razz", "low8", "flush")
_MAGIC = b"CRPEVT01" + (b"<" if sys.byteorder == "little" else b">")
_HEADER = struct.Struct("=9s16sII")  # magic and byte order, digest, keys, flush entries
_loaded: dict[str, bytes | None] = {}  # the file's bytes once read (None: no usable file)
_arrays: dict[str, Any] = {}  # the arrays ``lookup`` and ``flush_value`` searched, by table


def _engine_dirs() -> list[Path]:
    engine = sys.modules.get("croupier.engine")
    paths = list(getattr(engine, "__path__", ())) if engine is not None else []
    return [Path(path) for path in paths] or [Path(__file__).resolve().parent]


def source_digest() -> bytes:
    """The digest of the evaluator's source, which the tables are made from."""
    for folder in _engine_dirs():
        source = folder / "evaluate.py"
        if source.is_file():
            return _sha256(source.read_bytes())[:16]
    return b""


def _sha256(data: bytes) -> bytes:
    """SHA-256 by the interpreter's built-in module where it has one (``_sha2``, ``_sha256`` before
    Python 3.12): ``hashlib`` loads OpenSSL's library first, which costs a short command (one replayed
    hand with a showdown) more than the hash does."""
    for name in ("_sha2", "_sha256"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        return bytes(module.sha256(data).digest())
    import hashlib  # noqa: PLC0415 - an interpreter without the built-in module

    return hashlib.sha256(data).digest()


def _file() -> bytes | None:
    if "file" not in _loaded:
        _loaded["file"] = None
        digest = source_digest()
        for folder in _engine_dirs():
            path = folder / FILE_NAME
            try:
                data = path.read_bytes()
            except OSError:
                continue
            if len(data) >= _HEADER.size:
                magic, made_from, _keys, _flush = _HEADER.unpack_from(data)
                if magic == _MAGIC and digest and made_from == digest:
                    _loaded["file"] = data
                    break
    return _loaded["file"]


def available() -> bool:
    """Is there a shipped file made from this evaluator?"""
    return _file() is not None


def load(name: str) -> array[int] | tuple[array[int], array[int]] | None:
    """The table ``name`` from the shipped file: (keys, values) for "high", "razz" and "low8", the
    values for "flush"; None without a usable file."""
    data = _file()
    if data is None:
        return None
    _magic, _digest, keys, flush = _HEADER.unpack_from(data)
    start = _HEADER.size
    size = 4 * keys
    if len(data) != start + 4 * size + 4 * flush:
        return None
    view = memoryview(data)

    def part(offset: int, length: int) -> array[int]:
        values = array("I")
        values.frombytes(view[offset : offset + length])
        return values

    if name == "flush":
        return part(start + 4 * size, 4 * flush)
    index = TABLES.index(name)
    return part(start, size), part(start + size * (1 + index), size)


def lookup(name: str, key: int) -> int:
    """The value of the rank-multiset ``key`` in the table ``name`` ("high", "razz" or "low8"),
    found by a binary search of the file's sorted keys, without making the whole table; raises
    LookupError without a usable file or for a key the table does not hold."""
    found = _arrays.get(name)
    if found is None:
        found = _arrays[name] = load(name)
    if not isinstance(found, tuple):
        raise LookupError(f"no shipped table {name!r}")
    keys, values = found
    index = bisect_left(keys, key)
    if index == len(keys) or keys[index] != key:
        raise LookupError(f"{key} is not a key of the {name} table")
    return int(values[index])


def flush_value(mask: int) -> int:
    """The best flush or straight flush of a suit's 13-bit rank mask, from the file."""
    found = _arrays.get("flush")
    if found is None:
        found = _arrays["flush"] = load("flush")
    if found is None or isinstance(found, tuple):
        raise LookupError("no shipped flush table")
    return int(found[mask])


def write(
    path: Path, high: dict[int, int], razz: dict[int, int], low8: dict[int, int | None], flush: list[int]
) -> int:
    """Write the tables (each over the same keys) to ``path``; returns its size in bytes."""
    keys = sorted(high)
    if sorted(razz) != keys or sorted(low8) != keys:
        raise ValueError("the tables must share their keys")
    parts = [
        array("I", keys),
        array("I", [high[key] for key in keys]),
        array("I", [razz[key] for key in keys]),
        array("I", [low8[key] or 0 for key in keys]),
        array("I", flush),
    ]
    data = _HEADER.pack(_MAGIC, source_digest(), len(keys), len(flush)) + b"".join(p.tobytes() for p in parts)
    path.write_bytes(data)
    return len(data)
