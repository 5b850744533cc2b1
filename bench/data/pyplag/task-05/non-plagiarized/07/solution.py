import json


def runs(iterable):
    """Yield (item, count) pairs for consecutive equal items (works on any iterable)."""
    it = iter(iterable)
    try:
        current = next(it)
    except StopIteration:
        return
    count = 1
    for item in it:
        if item == current:
            count += 1
        else:
            yield current, count
            current, count = item, 1
    yield current, count


def expand(pairs):
    for item, count in pairs:
        for _ in range(count):
            yield item


def to_string(pairs):
    return ",".join(f"{count}x{item}" for item, count in pairs)


def from_string(text):
    pairs = []
    for token in filter(None, text.split(",")):
        count, _, item = token.partition("x")
        pairs.append((item, int(count)))
    return pairs


if __name__ == "__main__":
    message = "heeeeelloooo   wooorld"
    pairs = list(runs(message))
    print(json.dumps(pairs))
    as_text = to_string(pairs)
    print(as_text)
    print("".join(expand(from_string(as_text))))
    temps = [20, 20, 20, 21, 21, 19, 19, 19, 19]
    print(list(runs(temps)))
