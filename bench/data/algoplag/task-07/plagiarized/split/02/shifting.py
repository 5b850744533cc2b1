"""Character shifting shared by encryption and decryption."""


def shift_char(ch, amount):
    code = ord(ch)
    if code + amount > 90:
        code -= 26
    elif code + amount < 65:
        code += 26
    return chr(code + amount)


def shift_message(message, amount):
    return "".join(shift_char(ch, amount) for ch in message.upper())
