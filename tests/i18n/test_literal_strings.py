"""lupdate only sees literal texts: a ``tr``/``translate`` call on a variable hides its strings.

Such a string is missing from the catalogues however often ``make ts`` runs, so the catalogue test
cannot notice it; this test does. Wrap nothing: call ``QCoreApplication.translate("Ctx", "text")``
or ``self.tr("text")`` with the literal where the text is written.
"""

from __future__ import annotations

import ast
from pathlib import Path

_TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication", "QObject"}


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _hidden_texts(tree: ast.AST) -> list[int]:
    """Lines of translation calls whose context or text is not a string literal."""
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "tr":
            if not _is_text(node.args[0]):
                lines.append(node.lineno)
            continue
        is_translate = (isinstance(func, ast.Name) and func.id == "translate") or (
            isinstance(func, ast.Attribute)
            and func.attr == "translate"
            and isinstance(func.value, ast.Name)
            and func.value.id in _TRANSLATE_OWNERS
        )
        if is_translate and not (len(node.args) >= 2 and all(map(_is_text, node.args[:2]))):
            lines.append(node.lineno)
    return sorted(lines)


def test_every_translation_call_has_literal_texts(source_dir: Path):
    hidden = [
        f"{path.relative_to(source_dir.parent)}:{line}"
        for path in sorted(source_dir.rglob("*.py"))
        for line in _hidden_texts(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    ]
    assert not hidden, "lupdate cannot see these texts; pass literals:\n" + "\n".join(hidden)


def test_the_check_sees_a_wrapper():
    sample = ast.parse(
        "def _tr(text):\n"
        "    return QCoreApplication.translate('Speech', text)\n"
        "ok = QCoreApplication.translate('Hand', 'no low')\n"
        "also_ok = self.tr('Correct.')\n"
        "bad = self.tr(f'{n} players')\n"
        "painter.translate(10, 20)\n"
        "'abc'.translate(table)\n"
    )
    assert _hidden_texts(sample) == [2, 5]
