class RotationCipher:
    """A Caesar (rotation) cipher over the capital letters."""

    def __init__(self, offset):
        if offset > 25 or offset < -25:
            raise ValueError("offset must lie between -25 and 25")
        self.offset = offset

    @staticmethod
    def _wrap(code, delta):
        # bring the character back into A..Z before shifting it
        if code + delta > ord("Z"):
            return code - 26
        if code + delta < ord("A"):
            return code + 26
        return code

    def _apply(self, text, delta):
        letters = [chr(self._wrap(ord(ch), delta) + delta) for ch in text.upper()]
        return "".join(letters)

    def encrypt(self, text):
        return self._apply(text, self.offset)

    def decrypt(self, text):
        return self._apply(text, -self.offset)


def prompt_until(question, accept, retry):
    answer = input(question)
    while not accept(answer):
        answer = input(retry)
    return answer


if __name__ == "__main__":
    message = input("Please enter a message: ")
    raw = prompt_until(
        "Please enter an offset between -25 and 25: ",
        lambda s: s.lstrip("-").isdigit() and -25 <= int(s) <= 25,
        "Offset not in range - enter again: ",
    )
    choice = prompt_until(
        "Would you like to encrypt or decrypt (e/d)? ",
        lambda s: s.lower() in ("e", "d"),
        "Invalid option, enter again: ",
    )
    cipher = RotationCipher(int(raw))
    print(cipher.encrypt(message) if choice.lower() == "e" else cipher.decrypt(message))
