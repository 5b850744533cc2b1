# RLE assignment


def rle(line, mode):
    """mode 'e' encodes, mode 'd' decodes"""
    out = []
    if mode != "e":
        count_str = ""
        for ch in line:
            if not ch.isdigit():
                if not count_str:
                    raise ValueError("missing count before '" + ch + "'")
                out.append(ch * int(count_str))
                count_str = ""
            else:
                count_str += ch
        if count_str:
            raise ValueError("code ends with a number")
        return "".join(out)
    previous = None
    times = 0
    for letter in line + "\0":
        if letter == previous:
            times += 1
            continue
        if previous is not None:
            out.append(str(times) + previous)
        previous, times = letter, 1
    return "".join(out)


def report(line):
    packed = rle(line, "e")
    return packed, (len(packed) / len(line) if line else 0)


def pack_file(name_in, name_out):
    with open(name_in) as infile, open(name_out, "w") as outfile:
        outfile.writelines(rle(l.rstrip("\n"), "e") + "\n" for l in infile)


cases = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
         "aaaaaaaaaaaa"]
for case in cases:
    packed, r = report(case)
    verdict = "OK"
    if rle(packed, "d") != case:
        verdict = "FAILED"
    print(repr(case), "->", repr(packed), "ratio %.2f" % r, verdict)
try:
    rle("3A2", "d")
except ValueError as why:
    print("decode('3A2') gives an error:", why)

while True:
    user_line = input("Text to encode (empty to stop): ")
    if not user_line:
        break
    if user_line.translate(str.maketrans("", "", "0123456789")) != user_line:
        print("Sorry, the text must not contain digits")
        continue
    packed, r = report(user_line)
    print("Encoded:", packed)
    print("Decoded again:", rle(packed, "d"))
    print("Compression ratio: %.2f" % r)
