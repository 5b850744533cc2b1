# run length encoding homework
# I write the letter first and then the number, like A3B2C1

def compress(word):
    answer = ""
    i = 0
    while i < len(word):
        letter = word[i]
        amount = 0
        while i < len(word) and word[i] == letter:
            amount = amount + 1
            i = i + 1
        answer = answer + letter + str(amount)
    return answer


def decompress(code):
    answer = ""
    i = 0
    while i < len(code):
        letter = code[i]
        i = i + 1
        digits = ""
        while i < len(code) and code[i].isdigit():
            digits = digits + code[i]
            i = i + 1
        if digits == "":
            print("bad code!")
            return ""
        answer = answer + letter * int(digits)
    return answer


word = input("type a word: ")
c = compress(word)
print("compressed:", c)
print("back again:", decompress(c))
if len(c) < len(word):
    print("it got shorter by", len(word) - len(c), "characters")
else:
    print("compression did not help for this word")
