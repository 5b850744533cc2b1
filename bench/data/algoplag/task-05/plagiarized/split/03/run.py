import sys

from mergesort import merge_sort


def main(argv):
    if len(argv) > 1:
        values = [int(arg) for arg in argv[1:]]
    else:
        values = [int(item) for item in input('Enter numbers separated by coma:\n').split(',')]
    print(merge_sort(values))


if __name__ == '__main__':
    main(sys.argv)
