def encrypt(m, off): #encrypts by adding an offset to each character

    m = m.upper()

    newM = ""

    for i in m:

        if ord(i)+off > 90:

            i = chr(ord(i)-26)

        elif ord(i)+off < 65:

            i = chr(ord(i)+26)

        newM += chr(ord(i)+off)

    print(newM)

def decrypt(m, off): #same but subtracts the offset

    m = m.upper()

    newM = ""

    for i in m:

        if ord(i)-off > 90:

            i = chr(ord(i)-26)

        elif ord(i)-off < 65:

            i = chr(ord(i)+26)

        newM += chr(ord(i)-off)

    print(newM)
