# RLE assignment


def rle(line, mode):
    """mode 'e' encodes, mode 'd' decodes"""
    out = ""
    if mode == "e":
        if line == "":
            return ""
        times = 1
        previous = line[0]
        for letter in line[1:]:
            if letter == previous:
                times += 1
            else:
                out += str(times) + previous
                previous = letter
                times = 1
        out += str(times) + previous
        return out
    count_str = ""
    for letter in line:
        if letter.isdigit():
            count_str += letter
        else:
            if count_str == "":
                raise ValueError("missing count before '" + letter + "'")
            out += letter * int(count_str)
            count_str = ""
    if count_str != "":
        raise ValueError("code ends with a number")
    return out


def report(line):
    packed = rle(line, "e")
    r = 0
    if len(line) != 0:
        r = len(packed) / len(line)
    return packed, r


def pack_file(name_in, name_out):
    infile = open(name_in)
    every_line = infile.readlines()
    infile.close()
    outfile = open(name_out, "w")
    for l in every_line:
        outfile.write(rle(l.rstrip("\n"), "e") + "\n")
    outfile.close()


cases = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
         "aaaaaaaaaaaa"]
for case in cases:
    packed, r = report(case)
    ok = rle(packed, "d") == case
    print(repr(case), "->", repr(packed), "ratio %.2f" % r, "OK" if ok else "FAILED")
try:
    rle("3A2", "d")
except ValueError as why:
    print("decode('3A2') gives an error:", why)

while True:
    user_line = input("Text to encode (empty to stop): ")
    if user_line == "":
        break
    has_digit = False
    for letter in user_line:
        if letter.isdigit():
            has_digit = True
    if has_digit:
        print("Sorry, the text must not contain digits")
        continue
    packed, r = report(user_line)
    print("Encoded:", packed)
    print("Decoded again:", rle(packed, "d"))
    print("Compression ratio: %.2f" % r)
