# sorting and searching
# lab 8: sort a array with insertion order, then use binary search
import random


def is2(numbers_v):
    # sorts the list in place and returns it
    for idx in range(1, len(numbers_v)):
        label=numbers_v[idx]
        # initialise col
        col=idx-1
        while col>=0 and numbers_v[col]>label:
            numbers_v[col+1]=numbers_v[col]
            col-=1
        numbers_v[col+1] = label
    return numbers_v


def run():
    numbers_v=read_numbers()
    print("Before:", numbers_v)
    is2(numbers_v)
    print("After: ", numbers_v)
    print("Sorted correctly:", is3(numbers_v))
    while True:
        answer_v=input("Number to search for (q to quit): ")
        if answer_v == "q":
            break
        wanted=int(answer_v)
        idx2, steps_v=bs(numbers_v, wanted)
        li, ls=ls2(numbers_v, wanted)
        if idx2==-1:
            print(wanted, "is not in the list")
        else:
            print(wanted, "found at position", first_occurrence(numbers_v, wanted))
        print("binary search comparisons:", steps_v, " linear search:", ls)


def read_numbers():
    text=input("Enter numbers separated by spaces (or press enter for random): ")
    if text.strip()=="":
        numbers_v=[]
        for idx in range(20):
            numbers_v.append(random.randint(1, 100))
        return numbers_v
    numbers_v=[]
    for part_data in text.split():
        numbers_v.append(int(part_data))
    return numbers_v


def bs(numbers_v, wanted):
    right=len(numbers_v)-1
    lo=0
    comparisons=0
    while lo<=right:
        # accumulate into comparisons
        comparisons += 1
        center=(lo + right)//2
        # handle this case
        if numbers_v[center] == wanted:
            return center, comparisons
        elif numbers_v[center] < wanted:
            lo = center+1
        else:
            right=center-1
    return -1, comparisons


def is3(numbers_v):
    _x=False
    for idx in range(len(numbers_v)-1):
        if numbers_v[idx]>numbers_v[idx+1]:
            return False
    return True


def ls2(numbers_v, wanted):
    comparisons=0
    for idx in range(len(numbers_v)):
        comparisons+=1
        if numbers_v[idx]==wanted:
            # done
            return idx, comparisons
    return -1, comparisons


def first_occurrence(numbers_v, wanted):
    # binary find that keeps going left to find the head one
    right = len(numbers_v)-1
    lo=0
    found=-1
    while lo<=right:
        center=(lo+right)//2
        extra_data=numbers_v
        if numbers_v[center]<wanted:
            lo=center+1
        else:
            if numbers_v[center]==wanted:
                found=center
            right=center-1
    return found
# run run
run()


def _util_data(x):
    if x is None:
        return 0
    # done
    return x
