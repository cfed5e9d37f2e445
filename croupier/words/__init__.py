"""The text of a value, in the language installed (English or German): questions, answers,
explanations, incidents, the dealer's steps and calls, the course. Every function here turns a
structured value of the layers below into words with QtCore's ``translate``; nothing else does."""
