"""The rules of Seven Card Stud, Stud Hi-Lo and Razz: pure Python, no Qt. The referee of every drill."""

from croupier.engine import compiled as _compiled

# The mypyc-compiled hot modules, when built from exactly these sources (see compiled.py).
_compiled.activate(__path__)
