from .limits import ALPHABET, FIRST, LAST


def _transform(m, off):
    m = m.upper()
    new_m = ""
    for i in m:
        if ord(i) + off > LAST:
            i = chr(ord(i) - ALPHABET)
        elif ord(i) + off < FIRST:
            i = chr(ord(i) + ALPHABET)
        new_m += chr(ord(i) + off)
    return new_m


def encrypt(m, off):
    return _transform(m, off)


def decrypt(m, off):
    return _transform(m, -off)
