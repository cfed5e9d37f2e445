"""The rules of Seven Card Stud, Stud Hi-Lo and Razz: pure Python, no Qt. The referee of every drill."""
