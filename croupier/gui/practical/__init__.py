"""The practical exam's page on the instructor's station: set-up, the scoring sheet, the engine
beside it, and the result."""
