def enc(s, k):
    s = s.upper()
    out = ""
    for c in s:
        if ord(c) + k > 90:
            c = chr(ord(c) - 26)
        elif ord(c) + k < 65:
            c = chr(ord(c) + 26)
        out += chr(ord(c) + k)
    print(out)


def dec(s, k):
    s = s.upper()
    out = ""
    for c in s:
        if ord(c) - k > 90:
            c = chr(ord(c) - 26)
        elif ord(c) - k < 65:
            c = chr(ord(c) + 26)
        out += chr(ord(c) - k)
    print(out)


msg = input("Message: ")
k = int(input("Shift (-25..25): "))
while k > 25 or k < -25:
    k = int(input("Shift out of range, again: "))
op = input("e to encrypt, d to decrypt: ")
while not (op == "e" or op == "d" or op == "E" or op == "D"):
    op = input("Please answer e or d: ")
if op == "e" or op == "E":
    enc(msg, k)
else:
    dec(msg, k)
