__author__ = 'student'
def encode(text, key): #shifts every character forward by key and prints the result

    text = text.upper()

    result = ""

    for ch in text:

        if ord(ch)+key > 90: #keep the shifted letter between A and Z

            ch = chr(ord(ch)-26)

        elif ord(ch)+key < 65:

            ch = chr(ord(ch)+26)

        result += chr(ord(ch)+key)

    print(result)

def decode(text, key): #the reverse: shifts backwards by key

    text = text.upper()

    result = ""

    for ch in text:

        if ord(ch)-key > 90:

            ch = chr(ord(ch)-26)

        elif ord(ch)-key < 65:

            ch = chr(ord(ch)+26)

        result += chr(ord(ch)-key)

    print(result)

text = input("Type the text")

key = int(input("Type a key between -25 and 25"))

while key >25 or key < -25:

    key = int(input("Key out of range - type again"))

choice = input("Encode or decode?")

while not (choice == "e" or choice == "d" or choice == "E" or choice == "D"):

    choice = input("Unknown choice, type again")

if choice == "e" or choice == "E":

    encode(text, key)

else:

    decode(text, key)
