FIRST = 65  # ord("A")
LAST = 90  # ord("Z")
ALPHABET = 26
MAX_OFFSET = 25
