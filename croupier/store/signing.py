"""The school's seal: an Ed25519 key pair (the ``cryptography`` package) that signs certificates.

The private key is kept encrypted with a passphrase the instructor holds (PKCS #8, the package's
best available encryption); only the instructor's side ever decrypts it, in memory. The public
key is in the school database for anyone to check with, and its fingerprint (SHA-256 of the raw
key) is printed on every certificate. A certificate's payload is signed as canonical JSON (keys
sorted, no spaces, UTF-8), so the same values always give the same bytes.

>>> school, seal = new_key("a long passphrase")
>>> signature = sign(seal, {"code": "K7QF-2MXD", "score": 18})
>>> verify_signature(school.public_key, canonical({"score": 18, "code": "K7QF-2MXD"}), signature)
True
>>> verify_signature(school.public_key, canonical({"code": "K7QF-2MXD", "score": 19}), signature)
False
>>> unlock(school, "a long passphrase").fingerprint == school.fingerprint
True
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from croupier.store.errors import StoreError

# ``cryptography`` is imported where a key is made, opened or checked: the store opens (and the
# trainer starts) without it, about 20 ms of importing.
if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

__all__ = [
    "MIN_PASSPHRASE",
    "SchoolKey",
    "SealKey",
    "WrongPassphraseError",
    "canonical",
    "fingerprint_text",
    "new_key",
    "sign",
    "unlock",
    "verify_signature",
]

MIN_PASSPHRASE = 8


class WrongPassphraseError(StoreError):
    """The passphrase does not open the school's private key (or the key is damaged)."""


@dataclass(frozen=True, slots=True)
class SchoolKey:
    """A school key as the database keeps it: the public key (PEM), its fingerprint and the private
    key encrypted with the instructor's passphrase (PEM; None where it is not readable)."""

    fingerprint: str
    public_key: str
    private_key: str | None = None


@dataclass(frozen=True, slots=True)
class SealKey:
    """The private key, decrypted, in memory only: what signs certificates."""

    fingerprint: str
    key: Ed25519PrivateKey


def _raw(public: Ed25519PublicKey) -> bytes:
    from cryptography.hazmat.primitives import serialization  # noqa: PLC0415

    return public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def fingerprint_of(public: Ed25519PublicKey) -> str:
    """SHA-256 of the raw public key, 64 hex digits."""
    return hashlib.sha256(_raw(public)).hexdigest()


def fingerprint_text(fingerprint: str) -> str:
    """The fingerprint as printed: its first 32 hex digits in groups of four, upper case.

    >>> fingerprint_text("0123456789abcdef" * 4)
    '0123 4567 89AB CDEF 0123 4567 89AB CDEF'
    """
    head = fingerprint[:32].upper()
    return " ".join(head[i : i + 4] for i in range(0, len(head), 4))


def new_key(passphrase: str) -> tuple[SchoolKey, SealKey]:
    """A fresh key pair: the school's record of it (private key encrypted) and the key to seal with."""
    if len(passphrase) < MIN_PASSPHRASE:
        raise StoreError(f"A passphrase needs at least {MIN_PASSPHRASE} characters")
    from cryptography.hazmat.primitives import serialization  # noqa: PLC0415
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: PLC0415

    private = Ed25519PrivateKey.generate()
    public = private.public_key()
    encrypted = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.BestAvailableEncryption(passphrase.encode("utf-8")),
    ).decode("ascii")
    public_pem = public.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode("ascii")
    fingerprint = fingerprint_of(public)
    return SchoolKey(fingerprint, public_pem, encrypted), SealKey(fingerprint, private)


def unlock(school: SchoolKey, passphrase: str) -> SealKey:
    """The private key of ``school`` opened with ``passphrase``; :class:`WrongPassphraseError` if not."""
    if not school.private_key:
        raise WrongPassphraseError("This login may not read the school's private key")
    from cryptography.exceptions import UnsupportedAlgorithm  # noqa: PLC0415
    from cryptography.hazmat.primitives import serialization  # noqa: PLC0415
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: PLC0415

    try:
        private = serialization.load_pem_private_key(
            school.private_key.encode("ascii"), password=passphrase.encode("utf-8")
        )
    except (ValueError, TypeError, UnsupportedAlgorithm):
        raise WrongPassphraseError("The passphrase does not open the school's key") from None
    if (
        not isinstance(private, Ed25519PrivateKey)
        or fingerprint_of(private.public_key()) != school.fingerprint
    ):
        raise WrongPassphraseError("The stored private key is not the school's key")
    return SealKey(school.fingerprint, private)


def public_key(pem: str) -> Ed25519PublicKey | None:
    """The public key in ``pem``, or None when it is not an Ed25519 key."""
    from cryptography.exceptions import UnsupportedAlgorithm  # noqa: PLC0415
    from cryptography.hazmat.primitives import serialization  # noqa: PLC0415
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey  # noqa: PLC0415

    try:
        loaded = serialization.load_pem_public_key(pem.encode("ascii"))
    except (ValueError, UnsupportedAlgorithm, UnicodeEncodeError):
        return None
    return loaded if isinstance(loaded, Ed25519PublicKey) else None


def canonical(payload: dict[str, Any]) -> bytes:
    """The bytes a payload is signed as: JSON with sorted keys, no spaces, UTF-8."""
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def sign(seal: SealKey, payload: dict[str, Any]) -> str:
    """The signature of ``payload`` (base64)."""
    return base64.b64encode(seal.key.sign(canonical(payload))).decode("ascii")


def verify_signature(public_pem: str, data: bytes, signature: str) -> bool:
    """Does ``signature`` (base64) sign exactly ``data`` with the key in ``public_pem``?"""
    key = public_key(public_pem)
    if key is None:
        return False
    from cryptography.exceptions import InvalidSignature  # noqa: PLC0415

    try:
        key.verify(base64.b64decode(signature.encode("ascii"), validate=True), data)
    except (InvalidSignature, binascii.Error, ValueError, UnicodeEncodeError):
        return False
    return True


def pem_fingerprint(public_pem: str) -> str | None:
    """The fingerprint of the key in ``public_pem`` (None: not an Ed25519 public key)."""
    key = public_key(public_pem)
    return None if key is None else fingerprint_of(key)
