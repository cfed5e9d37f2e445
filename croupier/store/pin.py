"""The instructor's PIN: stored only as a salted ``hashlib.scrypt`` hash, checked in constant time.

>>> stored = hash_pin("4711")
>>> stored.startswith("scrypt$")
True
>>> verify_pin("4711", stored), verify_pin("4712", stored)
(True, False)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from croupier.store.errors import InvalidRecordError

# 2**14 × 8 × 128 bytes = 16 MiB of memory and some tens of milliseconds per check: slow for a
# guesser running through all 4–8 digit PINs, quick enough for one person typing one.
SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
SALT_BYTES = 16
KEY_BYTES = 32
MIN_PIN = 4
MAX_PIN = 64
_MAXMEM = 64 * 1024 * 1024


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _derive(pin: str, salt: bytes, cost: tuple[int, int, int], length: int) -> bytes:
    n, r, p = cost
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=_MAXMEM, dklen=length)


def check_pin_shape(pin: str) -> None:
    if not MIN_PIN <= len(pin) <= MAX_PIN or pin != pin.strip():
        raise InvalidRecordError(f"A PIN needs {MIN_PIN} to {MAX_PIN} characters without spaces around them")


def hash_pin(pin: str) -> str:
    """``scrypt$n$r$p$salt$key`` with a fresh random salt (base64 fields)."""
    check_pin_shape(pin)
    salt = secrets.token_bytes(SALT_BYTES)
    key = _derive(pin, salt, (SCRYPT_N, SCRYPT_R, SCRYPT_P), KEY_BYTES)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${_b64(salt)}${_b64(key)}"


def verify_pin(pin: str, stored: str) -> bool:
    """Whether ``pin`` matches ``stored``; a malformed stored value never matches."""
    try:
        scheme, n, r, p, salt, key = stored.split("$")
        if scheme != "scrypt":
            return False
        expected = base64.b64decode(key, validate=True)
        cost = (int(n), int(r), int(p))
        candidate = _derive(pin, base64.b64decode(salt, validate=True), cost, len(expected))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(candidate, expected)
