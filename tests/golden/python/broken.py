# Unfinished submission: the student ran out of time
def parse_line(line):
    parts = line.split(",")
    total = 0
    for p in parts:
        total += int(p.strip()
    return total


def report(values):
    msg = "total: + str(sum(values))
    print(msg)
    items = [v * 2 for v in values
    return items

def helper(x:
    return x $ 2
