"""
This program print the matrix in spiral form.
This problem has been solved through recursive way.
      Matrix must satisfy below conditions
        i) matrix should be only one or two dimensional
        ii) number of column of all rows should be equal
"""
import logging
import time

logger = logging.getLogger(__name__)
CALLS = {"spiral": 0}


def matrix_size(matrix: list[list[int]]) -> tuple[int, int]:
    """Return (rows, columns) of a matrix; (0, 0) when it is empty."""
    if not matrix:
        return 0, 0
    return len(matrix), len(matrix[0]) if isinstance(matrix[0], list) else 1


def check_matrix(matrix: list[list[int]]) -> bool:
    # must be
    matrix = [list(row) for row in matrix]
    if matrix and isinstance(matrix, list):
        if isinstance(matrix[0], list):
            prev_len = 0
            for row in matrix:
                if prev_len == 0:
                    prev_len = len(row)
                    result = True
                else:
                    result = prev_len == len(row)
        else:
            result = True
    else:
        result = False
    logger.debug("check_matrix -> %s", result)
    return result


def spiral_print_clockwise(a: list[list[int]]) -> None:
    CALLS["spiral"] += 1
    logger.debug("spiral_print_clockwise on a %sx%s matrix", *matrix_size(a))
    if check_matrix(a) and len(a) > 0:
        a = [list(row) for row in a]
        mat_row = len(a)
        if isinstance(a[0], list):
            mat_col = len(a[0])
        else:
            for dat in a:
                print(dat)
            return

        # horizotal printing increasing
        for i in range(0, mat_col):
            print(a[0][i])
        # vertical printing down
        for i in range(1, mat_row):
            print(a[i][mat_col - 1])
        # horizotal printing decreasing
        if mat_row > 1:
            for i in range(mat_col - 2, -1, -1):
                print(a[mat_row - 1][i])
        # vertical printing up
        for i in range(mat_row - 2, 0, -1):
            print(a[i][0])
        remain_mat = [row[1 : mat_col - 1] for row in a[1 : mat_row - 1]]
        if len(remain_mat) > 0:
            spiral_print_clockwise(remain_mat)
        else:
            return
    else:
        print("Not a valid matrix")
        return


def spiral_traversal(matrix: list[list[int]]) -> list[int]:
    if not isinstance(matrix, list):
        raise TypeError("matrix must be a list of lists")
    return list(matrix.pop(0)) + spiral_traversal(
        list(map(list, list(zip(*matrix))))[::-1]
    )


def timed(func, *args):
    """Run func and report how long it took (used while debugging)."""
    start = time.perf_counter()
    result = func(*args)
    logger.info("%s took %.6f s", func.__name__, time.perf_counter() - start)
    return result


# driver code
if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    a = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    timed(spiral_print_clockwise, a)
    print("recursive calls:", CALLS["spiral"])
