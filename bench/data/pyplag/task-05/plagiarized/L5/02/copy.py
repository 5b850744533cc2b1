# RLE assignment


def rle(line, mode):
    """mode 'e' encodes, mode 'd' decodes"""
    out = []
    if mode == "e":
        if len(line) == 0:
            return ""
        times = 0
        previous = line[0]
        for letter in line:
            if letter != previous:
                out.append(str(times) + previous)
                previous = letter
                times = 0
            times = times + 1
        out.append(str(times) + previous)
        return "".join(out)
    count_str = ""
    i = 0
    while i < len(line):
        if line[i] in "0123456789":
            count_str = count_str + line[i]
        elif count_str == "":
            raise ValueError("missing count before '" + line[i] + "'")
        else:
            out.append(line[i] * int(count_str))
            count_str = ""
        i += 1
    if len(count_str) > 0:
        raise ValueError("code ends with a number")
    return "".join(out)


def report(line):
    packed = rle(line, "e")
    r = len(packed) / len(line) if line else 0
    return packed, r


def pack_file(name_in, name_out):
    with open(name_in) as infile, open(name_out, "w") as outfile:
        for l in infile:
            outfile.write(rle(l.rstrip("\n"), "e") + "\n")


cases = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
         "aaaaaaaaaaaa"]
for case in cases:
    packed, r = report(case)
    print(repr(case), "->", repr(packed), "ratio %.2f" % r,
          "OK" if rle(packed, "d") == case else "FAILED")
try:
    rle("3A2", "d")
except ValueError as why:
    print("decode('3A2') gives an error:", why)

user_line = input("Text to encode (empty to stop): ")
while user_line != "":
    if any(letter.isdigit() for letter in user_line):
        print("Sorry, the text must not contain digits")
    else:
        packed, r = report(user_line)
        print("Encoded:", packed)
        print("Decoded again:", rle(packed, "d"))
        print("Compression ratio: %.2f" % r)
    user_line = input("Text to encode (empty to stop): ")
