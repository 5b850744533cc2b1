# RLE lab


def rleEncode(inputStr):
    if inputStr == "":
        return ""
    encoded = ""
    runLength = 1
    prevChar = inputStr[0]
    for curChar in inputStr[1:]:
        if curChar == prevChar:
            runLength += 1
        else:
            encoded += str(runLength) + prevChar
            prevChar = curChar
            runLength = 1
    encoded += str(runLength) + prevChar
    return encoded


def rleDecode(encoded):
    decoded = ""
    numStr = ""
    for curChar in encoded:
        if curChar.isdigit():
            numStr += curChar
        else:
            if numStr == "":
                raise ValueError("missing count before '" + curChar + "'")
            decoded += curChar * int(numStr)
            numStr = ""
    if numStr != "":
        raise ValueError("code ends with a number")
    return decoded


def canEncode(inputStr):
    for curChar in inputStr:
        if curChar.isdigit():
            return False
    return True


def getRatio(inputStr, encoded):
    if len(inputStr) == 0:
        return 0
    return len(encoded) / len(inputStr)


def encodeFile(inFile, outFile):
    fIn = open(inFile)
    allLines = fIn.readlines()
    fIn.close()
    fOut = open(outFile, "w")
    for oneLine in allLines:
        oneLine = oneLine.rstrip("\n")
        fOut.write(rleEncode(oneLine) + "\n")
    fOut.close()


def main():
    testStrings = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
                   "aaaaaaaaaaaa"]
    for ts in testStrings:
        enc = rleEncode(ts)
        dec = rleDecode(enc)
        result = "OK" if dec == ts else "FAILED"
        print(repr(ts), "->", repr(enc), "ratio %.2f" % getRatio(ts, enc), result)
    try:
        rleDecode("3A2")
    except ValueError as err:
        print("decode('3A2') gives an error:", err)

    while True:
        userText = input("Text to encode (empty to stop): ")
        if userText == "":
            break
        if not canEncode(userText):
            print("Sorry, the text must not contain digits")
            continue
        enc = rleEncode(userText)
        print("Encoded:", enc)
        print("Decoded again:", rleDecode(enc))
        print("Compression ratio: %.2f" % getRatio(userText, enc))


main()
