# Run-length encoding where only runs of 3 or more are compressed.
# A compressed run is written as [count]char, e.g. "aaaab" -> "[4]ab".
# Short runs are left as they are so the output never gets much longer.

MIN_RUN = 3


def encode(text):
    if "[" in text or "]" in text:
        raise ValueError("text may not contain [ or ]")
    result = []
    start = 0
    for pos in range(1, len(text) + 1):
        if pos == len(text) or text[pos] != text[start]:
            length = pos - start
            if length >= MIN_RUN:
                result.append("[%d]%s" % (length, text[start]))
            else:
                result.append(text[start] * length)
            start = pos
    return "".join(result)


def decode(code):
    # recursive: handle the first piece and decode the rest
    if code == "":
        return ""
    if code[0] != "[":
        return code[0] + decode(code[1:])
    close = code.index("]")
    count = int(code[1:close])
    return code[close + 1] * count + decode(code[close + 2:])


examples = ["aaaab", "bookkeeper", "xxxxxxxxxxyyyz", "abc", ""]
for e in examples:
    c = encode(e)
    print(e.ljust(16), c.ljust(20), decode(c) == e)
