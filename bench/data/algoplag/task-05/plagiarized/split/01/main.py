from merge_sort import merge_sort

if __name__ == '__main__':
    user_input = input('Enter numbers separated by coma:\n')
    unsorted = [int(item) for item in user_input.split(',')]
    print(merge_sort(unsorted))
