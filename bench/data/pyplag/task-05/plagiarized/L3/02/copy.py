def pack(line):
    if line == "":
        return ""
    packed = ""
    times = 1
    previous = line[0]
    for letter in line[1:]:
        if letter == previous:
            times += 1
        else:
            packed += str(times) + previous
            previous = letter
            times = 1
    packed += str(times) + previous
    return packed


def unpack(packed):
    unpacked = ""
    count_str = ""
    for letter in packed:
        if letter.isdigit():
            count_str += letter
        else:
            if count_str == "":
                raise ValueError("missing count before '" + letter + "'")
            unpacked += letter * int(count_str)
            count_str = ""
    if count_str != "":
        raise ValueError("code ends with a number")
    return unpacked


def digits_inside(line):
    for letter in line:
        if letter.isdigit():
            return True
    return False


def rate(line, packed):
    if len(line) == 0:
        return 0
    return len(packed) / len(line)


def pack_file(name_in, name_out):
    infile = open(name_in)
    every_line = infile.readlines()
    infile.close()
    outfile = open(name_out, "w")
    for l in every_line:
        l = l.rstrip("\n")
        outfile.write(pack(l) + "\n")
    outfile.close()


def self_test():
    cases = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
             "aaaaaaaaaaaa"]
    for case in cases:
        packed = pack(case)
        ok = unpack(packed) == case
        print(repr(case), "->", repr(packed), "ratio %.2f" % rate(case, packed),
              "OK" if ok else "FAILED")
    try:
        unpack("3A2")
    except ValueError as why:
        print("decode('3A2') gives an error:", why)


self_test()
while True:
    user_line = input("Text to encode (empty to stop): ")
    if user_line == "":
        break
    if digits_inside(user_line):
        print("Sorry, the text must not contain digits")
        continue
    packed = pack(user_line)
    print("Encoded:", packed)
    print("Decoded again:", unpack(packed))
    print("Compression ratio: %.2f" % rate(user_line, packed))
