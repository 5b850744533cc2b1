# run length coding: AAABBC <-> 3A2B1C

SAMPLES = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
           "aaaaaaaaaaaa"]


def main():
    run_samples()
    interactive()


def interactive():
    data = input("Text to encode (empty to stop): ")
    while data != "":
        if not digit_free(data):
            print("Sorry, the text must not contain digits")
        else:
            coded = squeeze(data)
            print("Encoded:", coded)
            print("Decoded again:", unsqueeze(coded))
            print("Compression ratio: %.2f" % size_ratio(data, coded))
        data = input("Text to encode (empty to stop): ")


def run_samples():
    for data in SAMPLES:
        coded = squeeze(data)
        flag = "OK" if unsqueeze(coded) == data else "FAILED"
        print(repr(data), "->", repr(coded), "ratio %.2f" % size_ratio(data, coded), flag)
    try:
        unsqueeze("3A2")
    except ValueError as exc:
        print("decode('3A2') gives an error:", exc)


def size_ratio(data, coded):
    if len(data) == 0:
        return 0
    return len(coded) / len(data)


def unsqueeze(coded):
    out = ""
    pending = ""
    for sym in coded:
        if sym.isdigit():
            pending += sym
        else:
            out += repeat(sym, pending)
            pending = ""
    if pending != "":
        raise ValueError("code ends with a number")
    return out


def repeat(sym, pending):
    if pending == "":
        raise ValueError("missing count before '" + sym + "'")
    return sym * int(pending)


def squeeze(data):
    if data == "":
        return ""
    out = ""
    n = 1
    before = data[0]
    for sym in data[1:]:
        if sym == before:
            n += 1
        else:
            out += piece(n, before)
            before = sym
            n = 1
    out += piece(n, before)
    return out


def piece(n, sym):
    return str(n) + sym


def digit_free(data):
    for sym in data:
        if sym.isdigit():
            return False
    return True


def squeeze_file(from_path, to_path):
    reader = open(from_path)
    content = reader.readlines()
    reader.close()
    writer = open(to_path, "w")
    for entry in content:
        writer.write(squeeze(entry.rstrip("\n")) + "\n")
    writer.close()


main()
