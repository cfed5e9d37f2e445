"""What each view is for, in the language installed: the first part of its help page (F1). The keys
of the view are not written here; the help reads them from the view's shortcuts.

>>> sorted(VIEWS)[:3]
['course', 'deal', 'first_start']
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

__all__ = ["VIEWS", "Topic", "page_title", "topic"]

translate = QCoreApplication.translate

VIEWS = (
    "signin",
    "first_start",
    "deal",
    "observe",
    "course",
    "quiz",
    "progress",
    "rules",
    "instructor",
    "settings",
)


@dataclass(frozen=True, slots=True)
class Topic:
    """A view's help: its name and what it is for, paragraph by paragraph."""

    view: str
    title: str
    paragraphs: tuple[str, ...]


def page_title(page: str) -> str:
    """What a help page is called, in the help window's list and in the Help menu alike: ``"view"``,
    ``"shortcuts"``, ``"manual"`` or ``"about"`` (the help window's ``PAGES``), or ``"tour"``."""
    titles = {
        "view": translate("Help", "This view"),
        "shortcuts": translate("Help", "Keyboard shortcuts"),
        "manual": translate("Help", "Trainer's manual"),
        "about": translate("Help", "About Croupier"),
        "tour": translate("Help", "Take the tour"),
    }
    return titles[page]


def topic(view: str) -> Topic:
    """The help of ``view`` (one of ``VIEWS``)."""
    texts: dict[str, tuple[str, tuple[str, ...]]] = {
        "signin": (
            translate("Help", "Sign-in"),
            (
                translate(
                    "Help",
                    "Who is dealing: your answers, sessions and exams are recorded under the name you "
                    "sign in with, and nobody else's.",
                ),
                translate(
                    "Help",
                    "Pick your name from the list (type a few letters to find it) and press Enter. "
                    "Where the instructor allows it, a newcomer adds their own name. Someone learning "
                    "alone on their own computer gives a name once and is signed in at every start after.",
                ),
            ),
        ),
        "first_start": (
            translate("Help", "First start"),
            (
                translate(
                    "Help",
                    "A few questions before the first hand: the language, your name, the game you deal "
                    "and whether the dealer's calls are spoken. Each can be changed later in the top bar "
                    "or in Settings.",
                ),
                translate(
                    "Help",
                    "Then a short tour shows the table, the duty panel, the verdict strip and the score, "
                    "and your first hand starts in Learn mode, the right duty marked.",
                ),
            ),
        ),
        "deal": (
            translate("Help", "Deal a hand"),
            (
                translate(
                    "Help",
                    "You are the croupier: do each duty of the hand in order (shuffle, antes, the deal, "
                    "the bring-in, burns, each street, the calls, the showdown and the pot). The simulated "
                    "players act in between. Every duty is checked against the dealer's procedure; a "
                    "wrong one is explained in the verdict strip with the rule it breaks (click the rule "
                    "number to read it).",
                ),
                translate(
                    "Help",
                    "Learn mode marks the right duty with ►; Practice does not; in Exam mode nothing can "
                    "be undone. The level decides how much you are asked. The checklist below the duties "
                    "reads back what was done, mistakes included.",
                ),
                translate(
                    "Help",
                    "Beside the checklist, the hand log (Ctrl+L) keeps every player's move street by "
                    "street: look there for who bet or raised last before you call who shows first. "
                    "When the hand is over, its debrief lists each mistake with its rule and the right "
                    "action; Replay from here deals the same hand again to just before it.",
                ),
                translate(
                    "Help",
                    "When something goes wrong at the table it is framed in yellow above the verdict: "
                    "stop the table (Space) and give the ruling. At a player's turn it waits the seconds "
                    "its countdown shows, after your own slip until your next duty; then it counts as "
                    "missed, once. The footer's Players box sets how fast the players act and how long "
                    "an incident waits; Pause (Ctrl+P) holds both. Ctrl+1 to Ctrl+4 switch the views.",
                ),
            ),
        ),
        "observe": (
            translate("Help", "Watch a hand"),
            (
                translate(
                    "Help",
                    "A hand is dealt and played step by step, each event told in the strip below the "
                    "table. Step with Next, or let it play on its own.",
                ),
            ),
        ),
        "course": (
            translate("Help", "Course"),
            (
                translate(
                    "Help",
                    "The way from the first deal to exam readiness, for the game chosen in the top bar. "
                    "Each lesson has a rule page or two to read, a demonstration hand the trainer deals "
                    "while the dealer's calls are spoken, and a short check: five questions or one guided "
                    "hand. A lesson is passed at 80 %.",
                ),
                translate(
                    "Help",
                    "The path shows the lessons passed (✓), the one you are at (►) and what comes next. "
                    "After the last lesson the adaptive practice of the Quiz takes over: it asks most "
                    "about what you get wrong or answer slowly.",
                ),
            ),
        ),
        "quiz": (
            translate("Help", "Quiz"),
            (
                translate(
                    "Help",
                    "Rapid questions over a live table: who acts, what may they do, how much is a call or "
                    "a raise, how big is the pot, who shows first. Every answer is checked against the "
                    "rules engine.",
                ),
                translate(
                    "Help",
                    "Learn mode gives hints and no clock; Practice times you against a dealer's pace; "
                    "Table-ready has a hard time limit; Exam marks the answers at the end. Answer with the "
                    "number keys, by typing an amount, or by clicking seats on the table.",
                ),
                translate(
                    "Help",
                    "The ring beside the question counts down the dealer's pace for it. In Practice "
                    "nothing happens at 0: the ring turns red and counts the seconds over (+3), the "
                    "answer still counts, and slow answers come back sooner. In Table-ready the question "
                    "ends at 0. A red +n on a finished question is how many seconds over the pace it was "
                    "answered; +0 is just on it.",
                ),
            ),
        ),
        "progress": (
            translate("Help", "Progress"),
            (
                translate(
                    "Help",
                    "Your accuracy and median answer time per skill, over time, beside the dealer-school "
                    "pace; the skills due for review first; and how far you are in the course.",
                ),
            ),
        ),
        "rules": (
            translate("Help", "Rules"),
            (
                translate(
                    "Help",
                    "The rulebook the trainer checks you against: every rule with its number, what it "
                    "says in plain words, an example, and the house rules that change it (the choice in "
                    "force is marked).",
                ),
                translate(
                    "Help",
                    "Search finds a rule by any word in it. Practise this starts a short quiz of the "
                    "skills that test the rule. A rule number anywhere in the trainer opens it here.",
                ),
            ),
        ),
        "instructor": (
            translate("Help", "Instructor mode"),
            (
                translate(
                    "Help",
                    "For the instructor: the roster, assignments and exams, the class dashboard, the "
                    "projector view and the live class, and the reports as CSV or PDF.",
                ),
                translate(
                    "Help",
                    "On the projector: Right or Space steps forward, Left steps back, Home and End jump "
                    "to the start and the end, O opens a hand history, H shows the down cards, F11 "
                    "switches full screen.",
                ),
            ),
        ),
        "settings": (
            translate("Help", "Settings"),
            (
                translate(
                    "Help",
                    "The game, the players and the stakes; every house rule (hover over one to read the "
                    "rule it changes), or a whole profile at once; the language; speech and its rate; the "
                    "school's pace and where the answers are stored.",
                ),
                translate(
                    "Help", "Apply keeps the dialog open; OK applies and closes; Esc closes without applying."
                ),
            ),
        ),
    }
    title, paragraphs = texts[view]
    return Topic(view, title, paragraphs)
