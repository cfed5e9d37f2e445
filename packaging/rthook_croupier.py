"""Runs first in the bundle: eSpeak NG reads its voices and dictionaries from the bundle's own copy
(``espeak-ng-data`` beside the library), not from where the build machine had them."""

import os
import sys

_bundle = getattr(sys, "_MEIPASS", "")
if _bundle and os.path.isdir(os.path.join(_bundle, "espeak-ng-data")):
    os.environ.setdefault("ESPEAK_DATA_PATH", _bundle)
