# run length coding: AAABBC <-> 3A2B1C

SAMPLES = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
           "aaaaaaaaaaaa"]
BAD_CODE = "3A2"
PROMPT = "Text to encode (empty to stop): "
DIGIT_MSG = "Sorry, the text must not contain digits"


def squeeze(data):
    out = ""
    n = 1
    if data == "":
        return out
    before = data[0]
    for sym in data[1:]:
        if sym == before:
            n += 1
        else:
            out += str(n) + before
            before = sym
            n = 1
    out += str(n) + before
    return out


def unsqueeze(coded):
    pending = ""
    out = ""
    for sym in coded:
        if sym.isdigit():
            pending += sym
        else:
            if pending == "":
                raise ValueError("missing count before '" + sym + "'")
            out += sym * int(pending)
            pending = ""
    if pending != "":
        raise ValueError("code ends with a number")
    return out


def digit_free(data):
    for sym in data:
        if sym.isdigit():
            return False
    return True


def size_ratio(data, coded):
    if len(data) == 0:
        return 0
    return len(coded) / len(data)


def squeeze_file(from_path, to_path):
    reader = open(from_path)
    content = reader.readlines()
    reader.close()
    writer = open(to_path, "w")
    for entry in content:
        writer.write(squeeze(entry.rstrip("\n")) + "\n")
    writer.close()


def main():
    for data in SAMPLES:
        coded = squeeze(data)
        restored = unsqueeze(coded)
        flag = "OK" if restored == data else "FAILED"
        print(repr(data), "->", repr(coded), "ratio %.2f" % size_ratio(data, coded), flag)
    try:
        unsqueeze(BAD_CODE)
    except ValueError as exc:
        print("decode('3A2') gives an error:", exc)

    data = input(PROMPT)
    while data != "":
        if not digit_free(data):
            print(DIGIT_MSG)
        else:
            coded = squeeze(data)
            print("Encoded:", coded)
            print("Decoded again:", unsqueeze(coded))
            print("Compression ratio: %.2f" % size_ratio(data, coded))
        data = input(PROMPT)


main()
