# run length coding: AAABBC <-> 3A2B1C

SAMPLES = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
           "aaaaaaaaaaaa"]


def main():
    run_samples()
    interactive()


def interactive():
    while True:
        data = input("Text to encode (empty to stop): ")
        if data == "":
            break
        if digit_free(data):
            coded = squeeze(data)
            print("Encoded: " + coded)
            print("Decoded again: " + unsqueeze(coded))
            print("Compression ratio: {:.2f}".format(size_ratio(data, coded)))
        else:
            print("Sorry, the text must not contain digits")


def run_samples():
    for data in SAMPLES:
        coded = squeeze(data)
        flag = {True: "OK", False: "FAILED"}[unsqueeze(coded) == data]
        print(repr(data), "->", repr(coded), "ratio {:.2f}".format(size_ratio(data, coded)), flag)
    try:
        unsqueeze("3A2")
    except ValueError as exc:
        print("decode('3A2') gives an error:", exc)


def size_ratio(data, coded):
    return len(coded) / len(data) if len(data) > 0 else 0


def unsqueeze(coded):
    parts = []
    pending = ""
    k = 0
    while k < len(coded):
        sym = coded[k]
        if sym.isdigit():
            pending = pending + sym
        else:
            parts.append(repeat(sym, pending))
            pending = ""
        k = k + 1
    if pending:
        raise ValueError("code ends with a number")
    return "".join(parts)


def repeat(sym, pending):
    if not pending:
        raise ValueError("missing count before '" + sym + "'")
    return sym * int(pending)


def squeeze(data):
    if not data:
        return ""
    pieces = []
    n = 1
    before = data[0]
    for k in range(1, len(data)):
        if data[k] == before:
            n = n + 1
        else:
            pieces.append(piece(n, before))
            before = data[k]
            n = 1
    pieces.append(piece(n, before))
    return "".join(pieces)


def piece(n, sym):
    return "%d%s" % (n, sym)


def digit_free(data):
    return not any(sym.isdigit() for sym in data)


def squeeze_file(from_path, to_path):
    with open(from_path) as reader:
        content = reader.read().splitlines()
    with open(to_path, "w") as writer:
        for entry in content:
            writer.write(squeeze(entry) + "\n")


main()
