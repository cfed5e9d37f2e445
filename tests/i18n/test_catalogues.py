"""The issue's proof: lupdate over the code finds nothing missing, and nothing is untranslated."""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

# Entries lupdate keeps for strings no longer in the code; they do not count.
_RETIRED = {"vanished", "obsolete"}
_PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%L?n")


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str | None
    numerus: bool
    finished: bool
    texts: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.context, self.source, self.comment)

    def __str__(self) -> str:
        extra = f" [{self.comment}]" if self.comment else ""
        return f"{self.context}: {self.source!r}{extra}"


def read_ts(path: Path) -> list[Entry]:
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None, f"{path}: a message without <translation>"
            kind = translation.get("type")
            if kind in _RETIRED:
                continue
            numerus = message.get("numerus") == "yes"
            if numerus:
                texts = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            entries.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment"),
                    numerus=numerus,
                    finished=kind != "unfinished",
                    texts=texts,
                )
            )
    return entries


@pytest.fixture(scope="module")
def scanned(tmp_path_factory: pytest.TempPathFactory, lupdate: str, source_dir: Path) -> list[Entry]:
    """Every translatable string in croupier/, as a fresh lupdate run finds it."""
    target = tmp_path_factory.mktemp("lupdate") / "scan_de.ts"
    subprocess.run(
        [
            lupdate,
            "-silent",
            "-extensions",
            "py",
            "-locations",
            "none",
            str(source_dir),
            "-ts",
            str(target),
        ],
        check=True,
    )
    return read_ts(target)


def test_the_code_has_translatable_strings(scanned):
    assert any(entry.context == "Hand" for entry in scanned)


def test_german_catalogue_has_every_string(scanned, ts_dir):
    committed = {entry.key for entry in read_ts(ts_dir / "croupier_de.ts")}
    missing = sorted(str(entry) for entry in scanned if entry.key not in committed)
    assert not missing, "run `make ts` and translate:\n" + "\n".join(missing)


def test_english_catalogue_has_every_plural(scanned, ts_dir):
    committed = {entry.key for entry in read_ts(ts_dir / "croupier_en.ts")}
    missing = sorted(str(e) for e in scanned if e.numerus and e.key not in committed)
    assert not missing, "run `make ts` and give the English plural forms:\n" + "\n".join(missing)


@pytest.mark.parametrize("language", ["de", "en"])
def test_no_unfinished_or_empty_translation(language, ts_dir):
    entries = read_ts(ts_dir / f"croupier_{language}.ts")
    if language == "en":
        # English needs only its plural forms; other texts are the sources themselves.
        entries = [entry for entry in entries if entry.numerus]
    bad = sorted(str(entry) for entry in entries if not entry.finished or not all(entry.texts))
    assert not bad, f"unfinished or empty in croupier_{language}.ts:\n" + "\n".join(bad)


@pytest.mark.parametrize("language", ["de", "en"])
def test_plural_entries_have_two_forms(language, ts_dir):
    entries = [e for e in read_ts(ts_dir / f"croupier_{language}.ts") if e.numerus]
    assert entries, "the catalogue should hold the %n plural forms"
    # German and English both have a singular and one plural.
    assert [str(e) for e in entries if len(e.texts) != 2] == []


@pytest.mark.parametrize("language", ["de", "en"])
def test_translations_keep_the_placeholders(language, ts_dir):
    """A translation that drops or renames ``{rank}`` or ``%n`` breaks str.format or plurals."""
    broken = [
        f"{entry} -> {text!r}"
        for entry in read_ts(ts_dir / f"croupier_{language}.ts")
        for text in entry.texts
        if text and sorted(_PLACEHOLDER.findall(text)) != sorted(_PLACEHOLDER.findall(entry.source))
    ]
    assert broken == []


def test_german_uses_the_seed_terms(ts_dir):
    """The terms the issue fixes, and none of the alternatives it rules out."""
    german = " ".join(t for e in read_ts(ts_dir / "croupier_de.ts") for t in e.texts)
    for term in ("Third Street", "Seventh Street", "Paar", "Drilling", "Kreuz", "Pik"):
        assert term in german
    for avoided in ("Dritte Straße", "Siebte Straße", "Kreuzzwei"):
        assert avoided not in german
    assert not re.search(r"\bTreff\b", german)  # the suit; "Trefferquote" is fine


def test_german_keeps_one_word_for_each_dealer_term(ts_dir):
    """The glossary of ``croupier/i18n/names.py``: one word per thing, and formal "Sie" throughout."""
    german = " ".join(t for e in read_ts(ts_dir / "croupier_de.ts") for t in e.texts)
    for term in ("Burn-Card", "Stub", "Cut-Card", "Side-Pot", "Hauptpot", "ungerade", "Gemeinschaftskarte"):
        assert term in german
    # Burn-Card, not Burn-Karte; the stub, not Talon; one chip name; German bet sizes; Side-Pot hyphenated.
    ruled_out = (
        r"Burn-Karte",
        r"\bTalon\b",
        r"Schnittkarte",
        r"Restchip",
        r"\bSide Pots?\b",
        r"\b(Small|Big) Bet\b",
        r"\b(du|dich|dir|dein\w*)\b",
    )
    found = [pattern for pattern in ruled_out if re.search(pattern, german)]
    assert found == []


def test_reading_a_catalogue_sees_unfinished_entries(tmp_path):
    sample = tmp_path / "sample.ts"
    sample.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de_DE">'
        "<context><name>Hand</name><message><source>no low</source>"
        '<translation type="unfinished"></translation></message>'
        "<message><source>old</source>"
        '<translation type="vanished">alt</translation></message></context></TS>',
        encoding="utf-8",
    )
    [entry] = read_ts(sample)
    assert (entry.key, entry.finished, entry.texts) == (("Hand", "no low", None), False, ("",))
