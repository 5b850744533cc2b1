"""The merge step of merge sort."""


def merge_into(collection, left_half, right_half):
    """Writes the sorted halves back into collection, in order."""
    i = 0
    j = 0
    k = 0
    left_length = len(left_half)
    right_length = len(right_half)
    while i < left_length and j < right_length:
        if left_half[i] < right_half[j]:
            collection[k] = left_half[i]
            i += 1
        else:
            collection[k] = right_half[j]
            j += 1
        k += 1

    while i < left_length:
        collection[k] = left_half[i]
        i += 1
        k += 1

    while j < right_length:
        collection[k] = right_half[j]
        j += 1
        k += 1
    return collection
