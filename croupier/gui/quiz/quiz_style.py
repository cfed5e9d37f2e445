"""The quiz panel's look on top of the application's: verdict colours (always with a sign and a word
too), the prompt, the toggled choices and seats, and the hint."""

from __future__ import annotations

__all__ = ["QUIZ_STYLE"]

QUIZ_STYLE = """
#quizHeading, #answerHelp { color: #b9b4a6; }
#quizDetails { color: #d9d4c6; background: #1e2429; border-radius: 6px; padding: 6px 8px; }
#quizPrompt { color: #ffffff; }
#quizProgress { color: #f0c94a; }
#quizScore, #quizStreak { color: #eeeae0; font-weight: bold; }
#quizProblem { color: #ffb3b3; font-weight: bold; }
#answerReading { color: #8fe39a; }
#quizHint { color: #111; background: #f0e6b8; border-radius: 6px; padding: 6px 8px; }
#quizFeedback { border-radius: 8px; border: 2px solid #3a424a; background: #1b2227; }
#quizFeedback[verdict="right"] { border-color: #8fe39a; }
#quizFeedback[verdict="wrong"] { border-color: #ff6b6b; }
#quizVerdictMark[verdict="right"] { color: #8fe39a; }
#quizVerdictMark[verdict="wrong"] { color: #ff8080; }
#quizVerdictLines { color: #f4f1e8; }
#choiceButton { text-align: left; border: 1px solid #3a424a; border-radius: 6px; background: #232a30; }
#choiceButton:hover { border-color: #8fc7ff; }
#choiceButton:focus { border: 2px solid #8fc7ff; }
#choiceButton[state="checked"] { background: #f0c94a; border-color: #f0c94a; }
#choiceButton[state="right"] { border: 2px solid #8fe39a; background: #1d3b26; }
#choiceButton[state="wrong"] { border: 2px solid #ff6b6b; background: #3f1d20; }
#choiceNumber { color: #111; background: #d9d4c6; border-radius: 4px; font-weight: bold; padding: 1px 4px; }
#choiceNumber[state="right"] { background: #8fe39a; }
#choiceNumber[state="wrong"] { background: #ff8080; }
#choiceText { color: #f4f1e8; }
#choiceText[state="checked"] { color: #111; }
#choiceText[state="right"], #choiceText[state="wrong"] { color: #ffffff; }
#seatButton { font-weight: bold; }
#seatButton:checked { background: #f0c94a; color: #111; }
#startButton, #nextButton, #confirmButton, #weakestButton { font-weight: bold; }
#startButton, #weakestButton, #nextButton { background: #f0c94a; color: #111; border-radius: 6px; }
#startButton:focus, #weakestButton:focus, #nextButton:focus { border: 2px solid #8fc7ff; }
#stopButton { color: #d9d4c6; border: 1px solid #3a424a; border-radius: 15px; font-weight: bold; }
#stopButton:hover, #stopButton:focus { border-color: #8fc7ff; }
#summaryDetails { background: #1e2429; border: none; }
#skillList[dimmed="true"] { color: #9aa0a6; }
"""
