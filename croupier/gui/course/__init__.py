"""The course in the window: the path of lessons for the game chosen, and each lesson's rules,
demonstration and check."""
