"""The instructor PIN: a salted scrypt hash, never the PIN itself, checked in constant time."""

from __future__ import annotations

import hmac

import pytest
import sqlalchemy as sa

from croupier.store import InvalidRecordError, Store, hash_pin, verify_pin
from croupier.store import pin as pin_module


def test_a_hash_names_its_scheme_and_cost_and_has_a_fresh_salt() -> None:
    first, second = hash_pin("2468"), hash_pin("2468")
    assert first != second
    scheme, n, r, p, salt, key = first.split("$")
    assert (scheme, n, r, p) == ("scrypt", "16384", "8", "1")
    assert len(salt) == 24  # 16 bytes, base64
    assert len(key) == 44  # 32 bytes, base64
    assert "2468" not in first
    assert verify_pin("2468", first)
    assert verify_pin("2468", second)


@pytest.mark.parametrize("wrong", ["2469", "", "02468", "2468 ", "24680"])
def test_wrong_pins_do_not_match(wrong: str) -> None:
    assert not verify_pin(wrong, hash_pin("2468"))


@pytest.mark.parametrize(
    "stored",
    [
        "",
        "2468",
        "scrypt$16384$8$1$c2FsdA==",
        "md5$16384$8$1$c2FsdA==$a2V5",
        "scrypt$1000$8$1$c2FsdA==$a2V5",
        "scrypt$16384$8$1$not base64!$a2V5",
        "scrypt$x$8$1$c2FsdA==$a2V5",
    ],
)
def test_a_malformed_stored_value_never_matches(stored: str) -> None:
    assert not verify_pin("2468", stored)


def test_verification_compares_in_constant_time(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return real(a, b)

    stored = hash_pin("2468")
    monkeypatch.setattr(pin_module.hmac, "compare_digest", spy)
    assert verify_pin("2468", stored)
    assert not verify_pin("1357", stored)
    assert len(calls) == 2


@pytest.mark.parametrize("pin", ["", "123", " 1234", "x" * 65])
def test_unusable_pins_are_refused(pin: str) -> None:
    with pytest.raises(InvalidRecordError):
        hash_pin(pin)


def test_the_store_keeps_only_the_hash_and_every_station_sees_it(database_url: str) -> None:
    with Store(database_url, station="front") as front, Store(database_url, station="back") as back:
        assert not front.instructor.has_pin()
        assert not front.instructor.verify_pin("2468")
        front.instructor.set_pin("2468")
        assert back.instructor.has_pin()
        assert back.instructor.verify_pin("2468")
        assert not back.instructor.verify_pin("8642")
        with front._access.engine.connect() as connection:
            (stored,) = connection.execute(sa.text("SELECT value FROM secrets")).scalars()
        assert stored.startswith("scrypt$")
        assert "2468" not in stored
        back.instructor.set_pin("97531")
        assert not front.instructor.verify_pin("2468")
        assert front.instructor.verify_pin("97531")
        front.instructor.clear_pin()
        assert not back.instructor.has_pin()
