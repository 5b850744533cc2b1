"""Interactive Caesar cipher tool.

Letters are shifted by a fixed offset within the range A-Z; the message is
upper-cased first.
"""

LOWEST = ord("A")
HIGHEST = ord("Z")
ALPHABET_SIZE = 26


def shift_text(text: str, offset: int) -> str:
    """Shift every character of ``text`` by ``offset`` positions."""
    shifted = []
    for character in text.upper():
        code = ord(character)
        if code + offset > HIGHEST:
            code -= ALPHABET_SIZE
        elif code + offset < LOWEST:
            code += ALPHABET_SIZE
        shifted.append(chr(code + offset))
    return "".join(shifted)


def encrypt(message: str, offset: int) -> str:
    return shift_text(message, offset)


def decrypt(message: str, offset: int) -> str:
    # Decryption is encryption with the opposite offset.
    return shift_text(message, -offset)


def ask_offset() -> int:
    value = int(input("Choose a shift between -25 and 25: "))
    while not -25 <= value <= 25:
        value = int(input("That shift is outside the allowed range, try again: "))
    return value


def ask_mode() -> str:
    answer = input("Encrypt (e) or decrypt (d)? ").strip().lower()
    while answer not in ("e", "d"):
        answer = input("Please type 'e' or 'd': ").strip().lower()
    return answer


def main() -> None:
    text = input("Message to process: ")
    offset = ask_offset()
    mode = ask_mode()
    result = encrypt(text, offset) if mode == "e" else decrypt(text, offset)
    print(result)


if __name__ == "__main__":
    main()
