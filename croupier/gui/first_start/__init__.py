"""The first start: the language, your name, the game, speech on or off, a short tour, and a first
hand in Learn mode."""
