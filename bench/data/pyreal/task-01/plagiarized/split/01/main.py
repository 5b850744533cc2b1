"""Demo: print a sample matrix in spiral form."""
from spiral import spiral_print_clockwise

if __name__ == "__main__":
    a = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    spiral_print_clockwise(a)
