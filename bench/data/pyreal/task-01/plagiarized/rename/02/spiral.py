# Spiral printing of a 2-D list, done recursively: print the outer ring,
# then recurse on what is inside it.

def valid_shape(m: list[list[int]]) -> bool:
    m = [list(r) for r in m]
    if m and isinstance(m, list):
        if isinstance(m[0], list):
            first_width = 0
            for r in m:
                if first_width == 0:
                    first_width = len(r); answer = True
                else:
                    answer = first_width == len(r)
        else:
            answer = True
    else:
        answer = False
    return answer


def ring_print(m: list[list[int]]) -> None:
    if valid_shape(m) and len(m) > 0:
        m = [list(r) for r in m]
        height = len(m)
        if isinstance(m[0], list):
            width = len(m[0])
        else:
            for value in m: print(value)
            return
        for c in range(0, width): print(m[0][c])
        for r in range(1, height): print(m[r][width - 1])
        if height > 1:
            for c in range(width - 2, -1, -1): print(m[height - 1][c])
        for r in range(height - 2, 0, -1): print(m[r][0])
        core = [r[1:width - 1] for r in m[1:height - 1]]
        if len(core) > 0:
            ring_print(core)
        else:
            return
    else:
        print("Not a valid matrix")
        return


def ring_list(m: list[list[int]]) -> list[int]:
    return list(m.pop(0)) + ring_list(list(map(list, list(zip(*m))))[::-1])


if __name__ == "__main__":
    ring_print([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
