from collections import defaultdict
N = 9
DOT = "."
def check_board(b: list[list[str]]) -> bool:
    if len(b) != N or (any(len(line) != N for line in b)):
        raise ValueError(f"Sudoku boards must be {N}x{N} squares.")
    in_line: defaultdict[int, set[str]] = defaultdict(set); in_column: defaultdict[int, set[str]] = defaultdict(set)
    in_square: defaultdict[tuple[int, int], set[str]] = defaultdict(set)
    for i in range(N):
        for j in range(N):
            ch = b[i][j]
            if ch == DOT: continue
            sq = (i // 3, j // 3)
            if (ch in in_line[i] or ch in in_column[j] or ch in in_square[sq]): return False
            in_line[i].add(ch); in_column[j].add(ch); in_square[sq].add(ch)
    return True
if __name__ == "__main__":
    print(check_board([["."] * 9 for _ in range(9)]))
