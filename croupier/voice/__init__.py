"""Voice answers: the trainee speaks the dealer's call and the trainer hears it (offline, English).

Pure Python, no Qt below the window: ``audio`` reads and trims 16-bit mono sound, ``words`` turns a
call's text into the words a dealer says ("raise to 1,250" → "raise to one thousand two hundred
fifty"), ``recogniser`` hears them with pocketsphinx in a grammar of the calls the question could
take, and ``calls`` makes that grammar from the procedure's own announcements and their words
(``croupier.words.procedure_words``), so the spoken call is graded like a built one.
"""
