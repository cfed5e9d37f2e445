"""Help in the window: F1 for the view in front, every keyboard shortcut (read from the window's
actions), the trainer's manual in German and English, and About."""
