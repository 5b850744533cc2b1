"""
Print a matrix in spiral form (recursive solution).

The matrix must satisfy:
    i)  it is one or two dimensional
    ii) every row has the same number of columns
"""


def check_matrix(matrix: list[list[int]]) -> bool:
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
    return result


def spiral_print_clockwise(a: list[list[int]]) -> None:
    """
    >>> spiral_print_clockwise([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    1
    2
    3
    4
    8
    12
    11
    10
    9
    5
    6
    7
    """
    if check_matrix(a) and len(a) > 0:
        a = [list(row) for row in a]
        mat_row = len(a)
        if isinstance(a[0], list):
            mat_col = len(a[0])
        else:
            for dat in a:
                print(dat)
            return
        # left to right along the top
        for i in range(0, mat_col):
            print(a[0][i])
        # down the right side
        for i in range(1, mat_row):
            print(a[i][mat_col - 1])
        # right to left along the bottom
        if mat_row > 1:
            for i in range(mat_col - 2, -1, -1):
                print(a[mat_row - 1][i])
        # up the left side
        for i in range(mat_row - 2, 0, -1):
            print(a[i][0])
        remain_mat = [row[1:mat_col - 1] for row in a[1:mat_row - 1]]
        if len(remain_mat) > 0:
            spiral_print_clockwise(remain_mat)
        else:
            return
    else:
        print("Not a valid matrix")
        return


# A second, shorter approach
def spiral_traversal(matrix: list[list[int]]) -> list[int]:
    """
    >>> spiral_traversal([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
    [1, 2, 3, 4, 8, 12, 11, 10, 9, 5, 6, 7]

    Take the first row, then rotate what is left counter-clockwise
    (transpose and reverse) and recurse on it.
    """
    return list(matrix.pop(0)) + spiral_traversal(list(map(list, list(zip(*matrix))))[::-1])


if __name__ == "__main__":
    import doctest
    doctest.testmod()
    a = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    spiral_print_clockwise(a)
