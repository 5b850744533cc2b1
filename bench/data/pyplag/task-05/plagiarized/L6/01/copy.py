# run length coding: AAABBC <-> 3A2B1C

SAMPLES = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
           "aaaaaaaaaaaa"]


def main():
    run_samples()
    interactive()


def interactive():
    data = None
    while data != "":
        data = input("Text to encode (empty to stop): ")
        if data and not digit_free(data):
            print("Sorry, the text must not contain digits")
        elif data:
            coded = squeeze(data)
            print("Encoded: " + coded)
            print("Decoded again: " + unsqueeze(coded))
            print("Compression ratio: {:.2f}".format(size_ratio(data, coded)))


def run_samples():
    for data in SAMPLES:
        coded = squeeze(data)
        flag = "FAILED" if unsqueeze(coded) != data else "OK"
        print(repr(data), "->", repr(coded), "ratio {:.2f}".format(size_ratio(data, coded)), flag)
    try:
        unsqueeze("3A2")
    except ValueError as exc:
        print("decode('3A2') gives an error:", exc)


def size_ratio(data, coded):
    if not data:
        return 0
    return len(coded) / len(data)


def unsqueeze(coded):
    parts = []
    start = 0
    for k, sym in enumerate(coded):
        if sym.isdigit():
            continue
        if k == start:
            raise ValueError("missing count before '" + sym + "'")
        parts.append(sym * int(coded[start:k]))
        start = k + 1
    if start < len(coded):
        raise ValueError("code ends with a number")
    return "".join(parts)


def squeeze(data):
    pieces = []
    k = 0
    while k < len(data):
        end = k
        while end < len(data) and data[end] == data[k]:
            end += 1
        pieces.append("%d%s" % (end - k, data[k]))
        k = end
    return "".join(pieces)


def digit_free(data):
    return all(not sym.isdigit() for sym in data)


def squeeze_file(from_path, to_path):
    with open(from_path) as reader:
        content = reader.read().splitlines()
    with open(to_path, "w") as writer:
        writer.write("".join(squeeze(entry) + "\n" for entry in content))


main()
