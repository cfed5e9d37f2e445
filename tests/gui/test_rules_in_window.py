"""The rulebook in the window: Ctrl+R and the Rules button open it, a rule number in a verdict opens
that rule, and "Practise this" starts a quiz of the skills that test it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from readback import shown_lines

from croupier.drills import TrainingMode
from croupier.drills.grading import solve
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig


def test_ctrl_r_opens_the_rules(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.mode is View.RULES
    assert window.rules_view.isVisible()
    assert window.top_bar.mode_buttons["rules"].isChecked()


def test_a_rule_number_in_the_strip_opens_that_rule(qtbot, window):
    window.verdict_strip.show_verdict("Seat 2 acts: pair of threes beats king-nine (R5.2)", False)
    assert shown_lines(window.verdict_strip) == ["Seat 2 acts: pair of threes beats king-nine (R5.2)"]
    window.verdict_strip._text.linkActivated.emit("rule:R5.2")  # what a click on the link sends
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == "R5.2"


def test_a_rule_in_a_quiz_verdict_opens_it_and_practise_this_drills_it(qtbot, window):
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("capped",), count=1, seed=3))
    panel.controller.answer(solve(question).expected)
    rule = next(iter(panel.controller.outcome.grade.rules))
    assert f'href="rule:{rule}"' in panel.question_page.verdict_lines.text()
    panel.question_page.verdict_lines.linkActivated.emit(f"rule:{rule}")
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == rule
    window.rules_view.show_rule("R4.4")
    qtbot.mouseClick(window.rules_view.practise_button, Qt.MouseButton.LeftButton)
    assert window.mode is View.QUIZ
    assert set(panel.controller.config.skills) == {"legal_actions", "capped"}


def test_a_rule_in_the_checklist_names_it_and_opens_it(qtbot, translations, settings, speaker):
    import random  # noqa: PLC0415

    from croupier.gui.main_window import MainWindow  # noqa: PLC0415

    main = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(main)
    main.show()
    panel = main.walkthrough
    due = panel.walkthrough.hint()
    wrong = next(duty for duty in panel.duties.shown if duty.key != "S" and due is not None)
    panel.choose_duty(wrong)  # not the duty due: a mistake, with its rule, in the checklist
    checklist = panel.checklist
    cited = [checklist.item(row) for row in range(checklist.count()) if "(R" in checklist.item(row).text()]
    assert cited
    line = cited[0]
    number = line.text().split("(", 1)[1].split(")", 1)[0]
    assert line.toolTip().startswith(f"<qt><b>Rule {number}: ")
    checklist.itemClicked.emit(line)
    assert main.mode is View.RULES
    assert main.rules_view.current_rule() == number


def test_a_rule_in_the_quiz_summary_is_a_link_that_opens_it(qtbot, window):
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    question = panel.start(QuizConfig(mode=TrainingMode.PRACTICE, skills=("burn_count",), count=1, seed=3))
    panel.controller.answer(solve(question).expected + 1)  # a wrong count
    qtbot.keyClick(window, Qt.Key.Key_Return)
    summary = panel.summary_page
    assert panel.page() is summary
    rules = panel.controller.session.outcomes[0].grade.rules
    assert rules
    html = summary.details.toHtml()
    for rule in rules:
        assert f'href="rule:{rule}"' in html
    summary.details.anchorClicked.emit(QUrl(f"rule:{rules[0]}"))  # what a click on the link sends
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == rules[0]


def test_practise_this_for_a_rule_no_quiz_tests_deals_a_hand_up_to_its_duty(
    qtbot, translations, settings, speaker
):
    import random  # noqa: PLC0415

    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.procedure import StepKind  # noqa: PLC0415
    from croupier.rulebook.practice import skills_for_rule  # noqa: PLC0415
    from croupier.training.duties import duty_of  # noqa: PLC0415
    from croupier.training.terms import Waiting  # noqa: PLC0415

    main = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    panel = main.walkthrough
    panel.set_player_delay(60_000)
    main.set_mode(View.RULES)
    view = main.rules_view
    assert skills_for_rule("R8.4") == ()  # no quiz asks it: a hand does
    view.show_rule("R8.4")  # kill the losing hands, then push the pot
    assert view.practise_button.isEnabled()
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.DEAL
    walk = panel.walkthrough
    assert walk.waiting is Waiting.DUTY
    assert any(step.kind is StepKind.KILL_HAND for step in walk.procedure.expected())
    assert walk.hand.street == 7  # the hand was dealt up to it
    assert main.verdict_strip.text.startswith("Rule R8.4, Kill the losing hands")
    assert (walk.right, walk.asked) == (0, 0)  # the trainer's duties are not the trainee's
    # The trainee deals on from there: the kill is theirs, graded.
    kill = next(step for step in walk.procedure.expected() if step.kind is StepKind.KILL_HAND)
    panel.choose_duty(duty_of(kill))
    panel.choose_seat(kill.seat)  # the losing hand's seat, clicked
    assert (walk.right, walk.asked) == (1, 1)
    main.set_mode(View.RULES)
    view.show_rule("R4.4")  # a quiz tests this one
    assert view.practise_button.isEnabled()
    view.show_rule("R1.6")  # what players do: nothing to practise, and the view says why
    assert not view.practise_button.isEnabled()
    assert view.practise_note.isVisible()
    assert "about what players do" in view.practise_note.text()


def _dealing_window(qtbot, translations, settings, speaker):
    import random  # noqa: PLC0415

    from croupier.gui.main_window import MainWindow  # noqa: PLC0415

    main = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    with qtbot.waitActive(main):
        main.activateWindow()  # the keys are the window's shortcuts
    main.walkthrough.set_player_delay(60_000)
    main.walkthrough.set_notice_delay(60_000)
    return main


def test_practise_this_for_an_incidents_rule_deals_until_it_goes_wrong_and_asks_the_ruling(
    qtbot, translations, settings, speaker
):
    from croupier.training.terms import Waiting  # noqa: PLC0415
    from croupier.words.incident_words import ruling_text  # noqa: PLC0415

    main = _dealing_window(qtbot, translations, settings, speaker)
    panel = main.walkthrough
    main.set_mode(View.RULES)
    view = main.rules_view
    view.show_rule("R11.3")  # the string raise: an incident, in Learn mode as well
    assert view.practise_button.isEnabled()
    assert "goes wrong at the table" in view.practise_note.text()
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.DEAL
    walk = panel.walkthrough
    assert walk.incident is not None
    assert walk.incident.kind.value == "string_raise"
    assert panel.verdicts.incident_text.startswith("⚠")
    assert any(duty.key == "␣" or duty.name == "STOP" for duty in panel.duties.shown)
    qtbot.keyClick(main.focusWidget(), Qt.Key.Key_Space)  # Stop, wherever the focus is
    assert walk.waiting is Waiting.RULING
    right = walk.table.right_ruling()
    choices = panel.question.choices
    qtbot.keyClick(main.focusWidget(), getattr(Qt.Key, f"Key_{choices.index(ruling_text(right.kind)) + 1}"))
    assert walk.incident is None
    assert (walk.right, walk.asked) == (1, 1)
    assert "(R11.3)" in main.verdict_strip.text


def test_practise_this_keeps_a_quiz_to_the_rule_and_says_why_where_nothing_can_be_practised(
    qtbot, translations, settings, speaker
):
    from croupier.drills.session import cites_rule  # noqa: PLC0415

    main = _dealing_window(qtbot, translations, settings, speaker)
    main.set_mode(View.RULES)
    view = main.rules_view
    view.show_rule("R3.4")  # only the door card counts: bring-in questions, each citing it
    assert "A quiz whose questions test this rule." in view.practise_note.text()
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.QUIZ
    controller = main.quiz_panel.controller
    assert controller.config.rule == "R3.4"
    assert cites_rule(solve(controller.question).rules, "R3.4")

    main.set_mode(View.RULES)
    view.show_rule("R2.5")  # the bottom card: applied in R6.5's count, practised there
    assert view.practise_button.text() == "Practise R6.5 instead"
    assert 'href="rule:R6.5"' in view.practise_note.text()
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.QUIZ
    assert controller.config.skills == ("short_deck",)

    main.set_mode(View.RULES)
    view.show_rule("R2.1")  # the trainer's own shuffle: nothing to practise, and why
    assert not view.practise_button.isEnabled()
    assert view.practise_note.text().startswith("Nothing to practise: this rule says how the trainer")

    view.show_rule("§3")  # the routine: a hand from the shuffle
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.DEAL
    walk = main.walkthrough.walkthrough
    assert walk.procedure.history == []
    assert main.verdict_strip.text.startswith("Rule §3")


def test_practise_this_for_calling_the_action_deals_at_expert_up_to_a_wager_to_call(
    qtbot, translations, settings, speaker
):
    from test_walkthrough import builder_keys  # noqa: PLC0415

    from croupier.drills.levels import Difficulty  # noqa: PLC0415
    from croupier.procedure import ActionCall  # noqa: PLC0415
    from croupier.training.terms import Waiting  # noqa: PLC0415
    from croupier.words.procedure_words import announcement_text  # noqa: PLC0415

    settings.walkthrough_incidents = "off"
    main = _dealing_window(qtbot, translations, settings, speaker)
    panel = main.walkthrough
    panel.set_difficulty(Difficulty.NORMAL)  # below Expert the trainer calls the action itself
    main.set_mode(View.RULES)
    view = main.rules_view
    view.show_rule("R11.7")  # calling the action (what it costs the next player)
    assert view.practise_button.isEnabled()
    qtbot.mouseClick(view.practise_button, Qt.MouseButton.LeftButton)
    assert main.mode is View.DEAL
    walk = panel.walkthrough
    assert walk.difficulty is Difficulty.EXPERT  # the level at which the call is the trainee's
    assert walk.waiting is Waiting.DUTY
    step = next(step for step in walk.procedure.expected() if isinstance(step.announcement, ActionCall))
    assert main.verdict_strip.text.startswith("Rule R11.7, ")
    assert (walk.right, walk.asked) == (0, 0)
    # The trainee calls it with the phrase builder: graded right, shown in the strip.
    for key in builder_keys(step):
        panel.press_key(key)
    assert (walk.right, walk.asked) == (1, 1)
    assert main.verdict_strip.text == f"“{announcement_text(step.announcement)}”"
