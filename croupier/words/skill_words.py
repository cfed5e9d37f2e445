"""Skills and quiz modes by name, in the language installed: the progress views', the reports' and
the CSV files' words. Only QtCore's ``translate``, so a CSV report loads no drill to name a skill.

>>> skill_name("bring_in"), skill_name("walkthrough:burn"), mode_name("live")
('Bring-in', 'Deal a hand: Burn', 'Live class')
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["WALKTHROUGH_PREFIX", "chip_skill_names", "mode_name", "skill_name"]

translate = QCoreApplication.translate


def chip_skill_names() -> dict[str, str]:
    return {
        "count_pot": translate("Skill", "Counting the pot"),
        "make_change": translate("Skill", "Making change"),
        "split_chips": translate("Skill", "Splitting by colour"),
        "read_tabled": translate("Skill", "Reading a tabled hand"),
    }


def skill_name(name: str) -> str:
    """A skill as the summary and the progress view list it."""
    names = {
        "bring_in": translate("Skill", "Bring-in"),
        "first_to_act": translate("Skill", "First to act"),
        "acts_now": translate("Skill", "Who acts now"),
        "legal_actions": translate("Skill", "Legal actions"),
        "call_amount": translate("Skill", "Amount of a call"),
        "bet_amount": translate("Skill", "Amount of a bet or completion"),
        "raise_amount": translate("Skill", "Amount of a raise"),
        "capped": translate("Skill", "Capped betting"),
        "pot_size": translate("Skill", "Pot size"),
        "side_pots": translate("Skill", "Side pots"),
        "burn_count": translate("Skill", "Burn cards"),
        "short_deck": translate("Skill", "Short deck before Seventh Street"),
        "showdown_order": translate("Skill", "Showdown order"),
        "read_high": translate("Skill", "Reading the high hand"),
        "read_low": translate("Skill", "Reading the low hand"),
        "winner": translate("Skill", "Who wins"),
        "split": translate("Skill", "Splitting a pot"),
        "odd_chip": translate("Skill", "Odd chip"),
        "announcement": translate("Skill", "Announcements"),
        "next_step": translate("Skill", "Next dealer step"),
        "irregularity": translate("Skill", "Irregularities"),
        "walkthrough:pace": translate("Skill", "Dealer pace (Table-ready hands)"),
    }
    names.update(chip_skill_names())
    if name in names:
        return names[name]
    if name.startswith(WALKTHROUGH_PREFIX):
        duty = name.removeprefix(WALKTHROUGH_PREFIX)
        return translate("Skill", "Deal a hand: {duty}").format(duty=_walkthrough_duty(duty))
    return name


WALKTHROUGH_PREFIX = "walkthrough:"
"""Skills recorded by the walkthrough: ``walkthrough:`` and the duty or question (the GUI's names)."""


def _walkthrough_duty(duty: str) -> str:
    # The duty buttons' own words (context DutyList), so the progress page names a duty as the
    # walkthrough's button does.
    words = {
        "scramble": translate("DutyList", "Scramble"),
        "square": translate("DutyList", "Square"),
        "riffle": translate("DutyList", "Riffle"),
        "strip": translate("DutyList", "Strip"),
        "box": translate("DutyList", "Box"),
        "cut": translate("DutyList", "Cut"),
        "antes_please": translate("DutyList", "Antes, please"),
        "collect_ante": translate("DutyList", "Collect ante"),
        "deal_down": translate("DutyList", "Deal down"),
        "deal_up": translate("DutyList", "Deal up"),
        "burn": translate("DutyList", "Burn"),
        "announce": translate("DutyList", "Announce…"),
        "gather": translate("DutyList", "Gather bets"),
        "return_bet": translate("DutyList", "Return bet"),
        "last_card": translate("DutyList", "Last card"),
        "count_stub": translate("DutyList", "Count stub"),
        "scramble_stub": translate("DutyList", "Scramble stub"),
        "community_card": translate("DutyList", "Community card"),
        "remove_cut_card": translate("DutyList", "Remove cut card"),
        "showdown_order": translate("DutyList", "Showdown order"),
        "read_hand": translate("DutyList", "Read hand"),
        "kill_hand": translate("DutyList", "Kill hand"),
        "push_pot": translate("DutyList", "Push pot"),
        "who_acts": translate("Skill", "who acts"),
        "may_do": translate("Skill", "what the player may do"),
        "who_shows": translate("Skill", "who shows next"),
        "incident": translate("Skill", "incidents at the table"),
        "stop": translate("DutyList", "Stop"),
        # The chip duties and readings, worded as the quiz's own skills of the same name.
        "make_change": translate("Skill", "making change"),
        "count_pot": translate("Skill", "counting the pot"),
        "split_chips": translate("Skill", "splitting the pot"),
        "read_tabled": translate("Skill", "reading a tabled hand"),
    }
    return words.get(duty, duty.replace("_", " "))


def mode_name(mode: str) -> str:
    """A quiz mode: Learn, Practice, Table-ready, Exam; and an answer's "Live class"."""
    return {
        "learn": translate("Drill", "Learn"),
        "practice": translate("Drill", "Practice"),
        "table-ready": translate("Drill", "Table-ready"),
        "exam": translate("Drill", "Exam"),
        "live": translate("Drill", "Live class"),
    }.get(mode, mode)
