"""Reading a tabled hand from memory (R9.7): the trainee's words, typed in English or German or put
together in the phrase builder, checked against the engine's evaluation. No Qt.

``parse_reading`` turns a phrase ("Two pair, kings and nines", "Kings and nines", "Nine-high
straight", "Flush, Ass hoch; Acht-Sechs Low", "No low", "kein Low") into a ``Said``: a high part and
a low part, each a kind and the ranks named. ``grade_reading`` compares it with the hand: the words
must name the right kind and the ranks a dealer says (``spoken_form``), the kickers too where they
decide between two tabled hands that read the same, and in hi-lo the low or "no low" as well.

>>> from croupier.engine.cards import parse_cards
>>> from croupier.engine.rules import STUD, STUD8
>>> hand = parse_cards("KsKd9c9h2s3d4c")
>>> grade_reading(STUD, hand, parse_reading("Kings and nines")).correct
True
>>> [problem.kind for problem in grade_reading(STUD, hand, parse_reading("pair of kings")).problems]
['wrong_kind']
>>> said = parse_reading("zwei Paar, Könige und Neunen")
>>> [problem.kind for problem in grade_reading(STUD8, hand, said).problems]
['missing_low']
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from croupier.engine.cards import Card, Rank
from croupier.engine.readings import HIGH_KINDS, HandDescription, best_high, best_low8, best_razz
from croupier.engine.rules import LowRule, Variant

__all__ = [
    "LowPart",
    "Problem",
    "ReadingVerdict",
    "Said",
    "expected_reading",
    "grade_reading",
    "parse_reading",
    "said_of",
    "spoken_count",
]


_SPOKEN = {
    "high_card": 2,
    "pair": 1,
    "two_pair": 2,
    "three_of_a_kind": 1,
    "straight": 1,
    "flush": 1,
    "full_house": 2,
    "four_of_a_kind": 1,
    "straight_flush": 1,
    "royal_flush": 0,
    "low": 2,
    "no_low": 0,
}


def spoken_count(kind: str) -> int:
    """How many ranks the dealer names for ``kind``: "two pair, kings and nines" two, "eight-six
    low" two, "pair of nines" one, "royal flush" none."""
    return _SPOKEN[kind]


class LowPart:
    """The low part of a reading: ``NONE`` is "no low" (hi-lo), else a kind and ranks."""

    NONE = HandDescription("no_low", ())


@dataclass(frozen=True, slots=True)
class Said:
    """What the trainee said: the high part and the low part (None where not said). In razz the
    reading is all low: ``low`` holds it (kind ``low`` for an unpaired hand, ``pair`` … for a
    paired one)."""

    high: HandDescription | None = None
    low: HandDescription | None = None

    @property
    def empty(self) -> bool:
        return self.high is None and self.low is None


# ------------------------------------------------------------------------------------ words

_RANK_WORDS: dict[str, Rank] = {}
_PLURAL_WORDS: dict[str, Rank] = {}


def _words(table: dict[str, Rank], rank: Rank, *words: str) -> None:
    for word in words:
        table[word] = rank


for _rank, _singular, _plural in (
    (Rank.TWO, "deuce two zwei 2", "deuces twos zweien zweier"),
    (Rank.THREE, "three trey drei 3", "threes treys dreien dreier"),
    (Rank.FOUR, "four vier 4", "fours vieren vierer"),
    (Rank.FIVE, "five fuenf funf 5", "fives fuenfen fuenfer funfen funfer"),
    (Rank.SIX, "six sechs 6", "sixes sechsen sechser"),
    (Rank.SEVEN, "seven sieben 7", "sevens siebener siebenen"),
    (Rank.EIGHT, "eight acht 8", "eights achten achter"),
    (Rank.NINE, "nine neun 9", "nines neunen neuner"),
    (Rank.TEN, "ten zehn 10 t", "tens zehnen zehner"),
    (Rank.JACK, "jack bube j b", "jacks buben"),
    (Rank.QUEEN, "queen dame q d", "queens damen"),
    (Rank.KING, "king koenig konig k", "kings koenige konige"),
    (Rank.ACE, "ace ass a", "aces asse"),
):
    _words(_RANK_WORDS, _rank, *_singular.split())
    _words(_PLURAL_WORDS, _rank, *_plural.split())

# Words for a kind, longest first where one contains another. "three" or "four" before a plural
# rank is trips or quads ("three sevens", "Vier Könige"); "two pair" / "zwei Paar" is two pair.
_KIND_PHRASES: tuple[tuple[str, str], ...] = (
    ("royal flush", "royal_flush"),
    ("royal", "royal_flush"),
    ("straight flush", "straight_flush"),
    ("farbstrasse", "straight_flush"),
    ("four of a kind", "four_of_a_kind"),
    ("quads", "four_of_a_kind"),
    ("quad", "four_of_a_kind"),
    ("vierling", "four_of_a_kind"),
    ("poker", "four_of_a_kind"),
    ("full house", "full_house"),
    ("full of", "full_house"),
    ("voller", "full_house"),
    ("full", "full_house"),
    ("boat", "full_house"),
    ("flush", "flush"),
    ("farbe", "flush"),
    ("straight", "straight"),
    ("strasse", "straight"),
    ("three of a kind", "three_of_a_kind"),
    ("trips", "three_of_a_kind"),
    ("trip", "three_of_a_kind"),
    ("set of", "three_of_a_kind"),
    ("drilling", "three_of_a_kind"),
    ("two pairs", "two_pair"),
    ("two pair", "two_pair"),
    ("zwei paare", "two_pair"),
    ("zwei paar", "two_pair"),
    ("doppelpaar", "two_pair"),
    ("one pair", "pair"),
    ("a pair", "pair"),
    ("ein paar", "pair"),
    ("pair", "pair"),
    ("paar", "pair"),
)
_NUMBER_KINDS = {
    "three": "three_of_a_kind",
    "drei": "three_of_a_kind",
    "four": "four_of_a_kind",
    "vier": "four_of_a_kind",
}
_HIGH = frozenset({"high", "hoch"})
_NO_LOW = ("no qualifying low", "no low", "kein low", "keine low", "kein low hand")
_JOIN = frozenset({"and", "und", "over", "ueber", "uber"})


def _normalise(text: str) -> str:
    text = text.casefold()
    for umlaut, plain in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("ß", "ss")):
        text = text.replace(umlaut, plain)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", " ", text).strip()


@dataclass(frozen=True, slots=True)
class _Token:
    word: str
    rank: Rank | None = None
    plural: bool = False
    kind: str | None = None


def _tokens(text: str) -> list[_Token]:
    words = _normalise(text).split()
    tokens: list[_Token] = []
    index = 0
    while index < len(words):
        rest = " ".join(words[index:])
        phrase = next(
            (
                (length, kind)
                for words_of, kind in _KIND_PHRASES
                if rest == words_of or rest.startswith(words_of + " ")
                for length in [len(words_of.split())]
            ),
            None,
        )
        word = words[index]
        after = words[index + 1] if index + 1 < len(words) else ""
        if phrase is not None:
            tokens.append(_Token(" ".join(words[index : index + phrase[0]]), kind=phrase[1]))
            index += phrase[0]
            continue
        if word in _NUMBER_KINDS and after in _PLURAL_WORDS:
            tokens.append(_Token(word, kind=_NUMBER_KINDS[word]))
        elif word in _PLURAL_WORDS:
            tokens.append(_Token(word, rank=_PLURAL_WORDS[word], plural=True))
        elif word in _RANK_WORDS and not (
            word == "a" and after and after not in _RANK_WORDS and after not in _HIGH
        ):
            tokens.append(_Token(word, rank=_RANK_WORDS[word]))
        else:
            tokens.append(_Token(word))
        index += 1
    return tokens


def _low_split(text: str) -> tuple[str, str | None, bool]:
    """(the high part, the low part's words or None, whether "no low" was said)."""
    plain = _normalise(text)
    for words in _NO_LOW:
        if re.search(rf"\b{words}\b", plain):
            return re.sub(rf"\b{words}\b", " ", plain), None, True
    tokens = plain.split()
    if "low" not in tokens and "wheel" not in tokens:
        return plain, None, False
    at = tokens.index("low") if "low" in tokens else tokens.index("wheel")
    if tokens[at] == "wheel":
        return " ".join(tokens[:at] + tokens[at + 1 :]), "5 4 3 2 a", False
    start = at
    while start > 0 and tokens[start - 1] in _RANK_WORDS:
        start -= 1
    end = at + 1
    while end < len(tokens) and tokens[end] in _RANK_WORDS:
        end += 1
    low = tokens[start:at] + tokens[at + 1 : end]
    return " ".join(tokens[:start] + tokens[end:]), " ".join(low), False


def _ranks(tokens: Iterable[_Token]) -> list[Rank]:
    return [token.rank for token in tokens if token.rank is not None]


def _top_of_straight(tokens: Sequence[_Token]) -> list[Rank]:
    """The top card of a straight: the rank before "high" / "hoch", after "to the" / "bis zur",
    else the first named (a wheel is five high)."""
    for index, token in enumerate(tokens):
        if token.word in _HIGH and index and tokens[index - 1].rank is not None:
            return [tokens[index - 1].rank]  # type: ignore[list-item]
    for index, token in enumerate(tokens):
        if token.word in {"to", "bis"}:
            after = [t.rank for t in tokens[index + 1 :] if t.rank is not None]
            if after:
                return after[:1]
    ranks = _ranks(tokens)
    if set(ranks) >= {Rank.FIVE, Rank.ACE} and max(ranks, key=lambda r: r.low).low == 5:
        return [Rank.FIVE]
    return ranks[:1]


def _part(tokens: list[_Token], *, low: bool) -> HandDescription | None:
    """The kind and ranks of a phrase's tokens; None when there is nothing to read."""
    kinds = [token.kind for token in tokens if token.kind is not None]
    ranks = _ranks(tokens)
    if not kinds and not ranks:
        return None
    if kinds:
        kind = max(kinds, key=HIGH_KINDS.index)
    elif len([t for t in tokens if t.plural]) >= 2 and any(t.word in _JOIN for t in tokens):
        kind = "two_pair"  # "kings and nines"
    elif len(ranks) == 1 and tokens[[t.rank for t in tokens].index(ranks[0])].plural:
        kind = "pair"  # "nines"
    else:
        kind = "low" if low else "high_card"
    if kind in {"straight", "straight_flush"}:
        return HandDescription(kind, tuple(_top_of_straight(tokens)))
    if kind == "royal_flush":
        return HandDescription(kind, ())
    if kind == "two_pair" and len(ranks) >= 2:
        top = sorted(ranks[:2], key=(lambda r: -r.low) if low else (lambda r: -int(r)))
        ranks = [*top, *ranks[2:]]
    if kind in {"high_card", "flush", "low"}:
        ranks = sorted(ranks, key=(lambda r: -r.low) if kind == "low" else (lambda r: -int(r)))
    return HandDescription(
        kind, tuple(dict.fromkeys(ranks)) if kind in {"high_card", "low"} else tuple(ranks)
    )


def parse_reading(text: str, variant: Variant | None = None) -> Said:
    """The trainee's words as a ``Said`` (English or German, in any mix; see the module). In razz
    (``variant``) the whole phrase is the low.

    >>> parse_reading("Nine-high straight").high
    HandDescription(kind='straight', ranks=(<Rank.NINE: 9>,))
    >>> parse_reading("Full House, Könige voller Siebener; kein Low").low
    HandDescription(kind='no_low', ranks=())
    """
    razz = variant is not None and variant.low is LowRule.ACE_TO_FIVE
    high_text, low_text, no_low = _low_split(text)
    if razz:
        words = " ".join(filter(None, [high_text, low_text]))
        tokens = _tokens(words)
        part = _part(tokens, low=True)
        if part is not None and low_text is not None and part.kind == "high_card":
            part = HandDescription("low", part.ranks)
        return Said(None, part)
    high = _part(_tokens(high_text), low=False)
    low: HandDescription | None
    if no_low:
        low = LowPart.NONE
    elif low_text is not None:
        ranks = sorted(dict.fromkeys(_ranks(_tokens(low_text))), key=lambda r: -r.low)
        low = HandDescription("low", tuple(ranks))
    else:
        low = None
    return Said(high, low)


# ------------------------------------------------------------------------------------ grading


@dataclass(frozen=True, slots=True)
class Problem:
    """What is wrong with a reading: ``kind`` is ``unreadable`` (nothing could be read),
    ``missing_high`` (hi-lo: only the low said),
    ``wrong_kind`` (said ``said`` for a ``right`` hand), ``wrong_rank``, ``short_reading`` (a rank
    the dealer's call names not said: "jack-ten high", not "jack high"), ``missing_rank`` (a kicker
    that decides the pot against another hand tabled, not said), ``missing_low`` (hi-lo: neither
    a low nor "no low"), ``no_low`` (said a low where there is none) or ``has_low`` (said "no low"
    where there is one). ``half`` is "high" or "low"."""

    kind: str
    half: str = "high"
    said: HandDescription | None = None
    right: HandDescription | None = None


@dataclass(frozen=True, slots=True)
class ReadingVerdict:
    """A reading graded: ``expected`` is the hand as it must be read (only the ranks needed)."""

    correct: bool
    problems: tuple[Problem, ...]
    expected: Said


def _descriptions(
    variant: Variant, cards: Sequence[Card]
) -> tuple[HandDescription | None, HandDescription | None]:
    high = best_high(cards).description if variant.high else None
    if variant.low is LowRule.EIGHT_OR_BETTER:
        return high, best_low8(cards).description
    if variant.low is LowRule.ACE_TO_FIVE:
        return high, best_razz(cards).description
    return high, None


def _values(variant: Variant, cards: Sequence[Card]) -> tuple[int | None, int | None]:
    high = best_high(cards).value if variant.high else None
    if variant.low is LowRule.EIGHT_OR_BETTER:
        return high, best_low8(cards).value
    if variant.low is LowRule.ACE_TO_FIVE:
        return high, best_razz(cards).value
    return high, None


def _needed(variant: Variant, cards: Sequence[Card], rivals: Iterable[Sequence[Card]]) -> tuple[int, int]:
    """How many ranks of the high and of the low must be said: the spoken ones, and more where a
    rival reads the same and the hands differ only further down (R9.7: kickers that decide)."""
    mine = _descriptions(variant, cards)
    values = _values(variant, cards)
    counts = [spoken_count(part.kind) if part is not None else 0 for part in mine]
    others = [(_descriptions(variant, other), _values(variant, other)) for other in rivals]
    for half in (0, 1):
        a = mine[half]
        if a is None:
            continue
        spoken = counts[half]
        # Only where this hand reads as the best one does: a kicker between losers decides nothing.
        best = max(
            [(values[half], a), *((v[half], d[half]) for d, v in others)],
            key=lambda x: -(1 << 40) if x[0] is None else x[0],
        )
        if best[1] is None or best[1].kind != a.kind or best[1].ranks[:spoken] != a.ranks[:spoken]:
            continue
        for theirs, other_values in others:
            b = theirs[half]
            if b is None or a.kind != b.kind or values[half] == other_values[half]:
                continue
            if a.ranks[:spoken] != b.ranks[:spoken]:
                continue
            differ = next((i for i, (x, y) in enumerate(zip(a.ranks, b.ranks, strict=False)) if x != y), None)
            if differ is not None:
                counts[half] = max(counts[half], differ + 1)
    return counts[0], counts[1]


def expected_reading(variant: Variant, cards: Sequence[Card], rivals: Iterable[Sequence[Card]] = ()) -> Said:
    """The hand as it must be read: the kinds with the ranks to name (see ``grade_reading``)."""
    high, low = _descriptions(variant, cards)
    high_count, low_count = _needed(variant, cards, rivals)
    return Said(
        HandDescription(high.kind, high.ranks[:high_count]) if high is not None else None,
        HandDescription(low.kind, low.ranks[:low_count]) if low is not None else None,
    )


def _check(half: str, said: HandDescription | None, right: HandDescription, need: int) -> list[Problem]:
    if said is None:
        return [Problem("missing_low" if half == "low" else "missing_high", half, None, right)]
    if said.kind != right.kind:
        if right.kind == "no_low":
            return [Problem("no_low", half, said, right)]
        if said.kind == "no_low":
            return [Problem("has_low", half, said, right)]
        return [Problem("wrong_kind", half, said, right)]
    named = said.ranks
    if any(given != wanted for given, wanted in zip(named, right.ranks, strict=False)):
        return [Problem("wrong_rank", half, said, right)]
    if len(named) > len(right.ranks):
        return [Problem("wrong_rank", half, said, right)]
    if len(named) < min(spoken_count(right.kind), len(right.ranks)):
        return [Problem("short_reading", half, said, right)]  # the call's own ranks ("jack-ten high")
    if len(named) < need:
        return [Problem("missing_rank", half, said, right)]  # a kicker that decides the pot
    return []


def grade_reading(
    variant: Variant, cards: Sequence[Card], said: Said, rivals: Iterable[Sequence[Card]] = ()
) -> ReadingVerdict:
    """Is ``said`` the right reading of ``cards`` (the seat's seven, or fewer)? ``rivals`` are the
    other hands tabled, whose readings may make a kicker decide."""
    rivals = list(rivals)
    high, low = _descriptions(variant, cards)
    need_high, need_low = _needed(variant, cards, rivals)
    problems: list[Problem] = []
    if said.empty:
        problems.append(Problem("unreadable"))
    else:
        if high is not None:
            problems += _check("high", said.high, high, need_high)
        if low is not None:
            problems += _check("low", said.low, low, need_low)
    return ReadingVerdict(not problems, tuple(problems), expected_reading(variant, cards, rivals))


def said_of(parts: Mapping[str, tuple[str, Sequence[Rank]]]) -> Said:
    """A ``Said`` from the builder's parts: {"high": (kind, ranks), "low": (kind, ranks)}."""
    high = parts.get("high")
    low = parts.get("low")
    return Said(
        HandDescription(high[0], tuple(high[1])) if high else None,
        HandDescription(low[0], tuple(low[1])) if low else None,
    )
