# Interactive matrix calculator
# matrices are typed like: 1 2 3; 4 5 6   (rows separated by ;)

memory = {}


def parse(text):
    rows = []
    for part in text.split(";"):
        if part.strip():
            rows.append([float(x) for x in part.split()])
    widths = set(len(r) for r in rows)
    if len(widths) != 1:
        raise ValueError("all rows need the same number of values")
    return rows


def fmt_number(x):
    return str(int(x)) if x == int(x) else "%.3f" % x


def show(m):
    for r in m:
        print("  [" + "  ".join(fmt_number(x).rjust(7) for x in r) + " ]")


def scalar(k, m):
    return [[k * x for x in r] for r in m]


def summ(a, b):
    if len(a) != len(b) or len(a[0]) != len(b[0]):
        raise ValueError("sizes are different")
    out = []
    for i in range(len(a)):
        out.append([a[i][j] + b[i][j] for j in range(len(a[0]))])
    return out


def mult(a, b):
    if len(a[0]) != len(b):
        raise ValueError("columns of first != rows of second")
    out = []
    for i in range(len(a)):
        out.append([])
        for j in range(len(b[0])):
            out[i].append(sum(a[i][k] * b[k][j] for k in range(len(b))))
    return out


def trace(m):
    return sum(m[i][i] for i in range(min(len(m), len(m[0]))))


def det(m):
    if len(m) != len(m[0]):
        raise ValueError("only square matrices have a determinant")
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]])
               for j in range(len(m)))


HELP = """commands:
  set NAME = rows      store a matrix
  add X Y | mul X Y    sum / product
  scale K X            multiply by a number
  t X | det X | tr X   transpose / determinant / trace
  list | quit"""

print(HELP)
while True:
    cmd = input(">> ").strip()
    if cmd in ("quit", "exit"):
        break
    words = cmd.split()
    try:
        if cmd.startswith("set "):
            name, rest = cmd[4:].split("=", 1)
            memory[name.strip()] = parse(rest)
        elif words and words[0] == "add":
            show(summ(memory[words[1]], memory[words[2]]))
        elif words and words[0] == "mul":
            show(mult(memory[words[1]], memory[words[2]]))
        elif words and words[0] == "scale":
            show(scalar(float(words[1]), memory[words[2]]))
        elif words and words[0] == "t":
            show([list(c) for c in zip(*memory[words[1]])])
        elif words and words[0] == "det":
            print(fmt_number(det(memory[words[1]])))
        elif words and words[0] == "tr":
            print(fmt_number(trace(memory[words[1]])))
        elif cmd == "list":
            for k in sorted(memory):
                print(k, "=")
                show(memory[k])
        else:
            print(HELP)
    except KeyError as e:
        print("no matrix called", e)
    except (ValueError, IndexError) as e:
        print("error:", e)
