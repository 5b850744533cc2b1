# Run-length encoding
# "AAABBC" -> "3A2B1C" and back again


def compress(s):
    if s == "":
        return ""
    packed = ""
    run = 1
    last = s[0]
    for c in s[1:]:
        if c == last:
            run += 1
        else:
            packed += str(run) + last
            last = c
            run = 1
    packed += str(run) + last
    return packed


def expand(packed):
    plain = ""
    digits = ""
    for c in packed:
        if c.isdigit():
            digits += c
        else:
            if digits == "":
                raise ValueError("missing count before '" + c + "'")
            plain += c * int(digits)
            digits = ""
    if digits != "":
        raise ValueError("code ends with a number")
    return plain


def has_no_digits(s):
    # a digit inside the text would break expand()
    for c in s:
        if c.isdigit():
            return False
    return True


def compression(s, packed):
    if len(s) == 0:
        return 0
    return len(packed) / len(s)


def compress_file(src, dst):
    handle = open(src)
    rows = handle.readlines()
    handle.close()
    target = open(dst, "w")
    for row in rows:
        row = row.rstrip("\n")
        target.write(compress(row) + "\n")
    target.close()


def main():
    samples = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
               "aaaaaaaaaaaa"]
    for sample in samples:
        packed = compress(sample)
        again = expand(packed)
        verdict = "OK" if again == sample else "FAILED"
        print(repr(sample), "->", repr(packed), "ratio %.2f" % compression(sample, packed), verdict)
    try:
        expand("3A2")
    except ValueError as problem:
        print("decode('3A2') gives an error:", problem)

    while True:
        s = input("Text to encode (empty to stop): ")
        if s == "":
            break
        if not has_no_digits(s):
            print("Sorry, the text must not contain digits")
            continue
        packed = compress(s)
        print("Encoded:", packed)
        print("Decoded again:", expand(packed))
        print("Compression ratio: %.2f" % compression(s, packed))


main()
