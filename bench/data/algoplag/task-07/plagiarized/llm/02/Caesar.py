import sys

__author__ = '@ansanbinoy'

VERSION = "1.1"
history = []


def encrypt(m, off):
    """Encrypts by adding an offset to each character."""
    if not isinstance(m, str):
        raise TypeError("message must be text")
    m = m.upper()
    newM = ""
    count = 0
    for i in m:
        # keep the result inside the capital letters A..Z
        if ord(i) + off > 90:
            i = chr(ord(i) - 26)
        elif ord(i) + off < 65:
            i = chr(ord(i) + 26)
        newM += chr(ord(i) + off)
        count += 1
    history.append(("encrypt", count))
    print(newM)
    return newM


def decrypt(m, off):
    """Decrypts by subtracting the offset from each character."""
    if not isinstance(m, str):
        raise TypeError("message must be text")
    m = m.upper()
    newM = ""
    count = 0
    for i in m:
        if ord(i) - off > 90:
            i = chr(ord(i) - 26)
        elif ord(i) - off < 65:
            i = chr(ord(i) + 26)
        newM += chr(ord(i) - off)
        count += 1
    history.append(("decrypt", count))
    print(newM)
    return newM


def read_int(prompt):
    while True:
        try:
            return int(input(prompt))
        except ValueError:
            print("Not a number")


message = input("Please enter a message")
if len(message) == 0:
    print("Empty message, nothing to do")
    sys.exit(0)

offset = read_int("Please enter an offset between -25 and 25")

while offset > 25 or offset < -25:
    offset = read_int("Offset not in range - enter again")

option = input("Would you like to encrypt or decrypt")

while option not in ("e", "d", "E", "D"):
    option = input("Invalid option, enter again")

if option in ("e", "E"):
    encrypt(message, offset)
else:
    decrypt(message, offset)

if "-v" in sys.argv:
    print("caesar", VERSION, history)
