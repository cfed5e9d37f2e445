"""The practical exam at a real table, without Qt: the scoring sheet of a hand (the dealer's duties in
their order, each with the reasons a wrong mark may give), the school's rubric and its arithmetic, and
the engine as the instructor's assistant when the cards and actions are typed in."""
