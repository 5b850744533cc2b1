def msort(seq):
    """
    >>> msort([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> msort([])
    []
    """
    size = len(seq)
    if size > 1:
        cut = size // 2
        front = msort(seq[:cut])
        back = msort(seq[cut:])
        f = b = w = 0
        nf, nb = len(front), len(back)
        while f < nf and b < nb:
            if front[f] < back[b]:
                seq[w] = front[f]
                f += 1
            else:
                seq[w] = back[b]
                b += 1
            w += 1
        while f < nf:
            seq[w] = front[f]
            f += 1
            w += 1
        while b < nb:
            seq[w] = back[b]
            b += 1
            w += 1
    return seq


if __name__ == '__main__':
    data = input('Enter numbers separated by coma:\n')
    print(msort([int(x) for x in data.split(',')]))
