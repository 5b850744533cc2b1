from shifting import shift_message


def encrypt(message, offset):
    return shift_message(message, offset)


def decrypt(message, offset):
    return shift_message(message, -offset)
