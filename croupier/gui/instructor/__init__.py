"""Instructor mode, behind a PIN: roster, assignments, exams, the class dashboard, reports, projector.

``InstructorPage(store, dialogs)`` is the page the main window shows as a mode; ``ProjectorView`` the
large table a class watches. Every widget takes its collaborators (the store, the dialogs) in its
constructor; the modal questions go through ``InstructorDialogs`` so tests can answer them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

if TYPE_CHECKING:
    from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
    from croupier.gui.instructor.instructor_page import InstructorPage
    from croupier.gui.instructor.pin_dialog import PinDialog, PinPurpose
    from croupier.gui.instructor.projector_view import ProjectorView


__all__ = [
    "InstructorDialogs",
    "InstructorPage",
    "PinDialog",
    "PinPurpose",
    "ProjectorView",
    "QtDialogs",
]

# Each name is imported from its module when first used (see croupier.lazy_exports).
__getattr__ = lazy_exports(
    __name__,
    {
        "InstructorDialogs": "dialogs",
        "QtDialogs": "dialogs",
        "InstructorPage": "instructor_page",
        "PinDialog": "pin_dialog",
        "PinPurpose": "pin_dialog",
        "ProjectorView": "projector_view",
    },
)
