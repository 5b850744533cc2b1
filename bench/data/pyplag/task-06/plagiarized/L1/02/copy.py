import random

def insertion_sort(numbers):
    for i in range(1,len(numbers)):
        key=numbers[i]
        j=i-1
        while j>=0 and numbers[j]>key:
            numbers[j+1]=numbers[j]
            j-=1
        numbers[j+1]=key
    return numbers

def binary_search(numbers,target):
    low=0
    high=len(numbers)-1
    comparisons=0
    while low<=high:
        mid=(low+high)//2
        comparisons+=1
        if numbers[mid]==target:
            return mid,comparisons
        elif numbers[mid]<target:
            low=mid+1
        else:
            high=mid-1
    return -1,comparisons

def linear_search(numbers,target):
    comparisons=0
    for i in range(len(numbers)):
        comparisons+=1
        if numbers[i]==target:
            return i,comparisons
    return -1,comparisons

def first_occurrence(numbers,target):
    low=0
    high=len(numbers)-1
    found=-1
    while low<=high:
        mid=(low+high)//2
        if numbers[mid]<target:
            low=mid+1
        else:
            if numbers[mid]==target:
                found=mid
            high=mid-1
    return found

def is_sorted(numbers):
    for i in range(len(numbers)-1):
        if numbers[i]>numbers[i+1]:
            return False
    return True

def read_numbers():
    text=input("Enter numbers separated by spaces (or press enter for random): ")
    if text.strip()=="":
        numbers=[]
        for i in range(20):
            numbers.append(random.randint(1,100))
        return numbers
    numbers=[]
    for part in text.split():
        numbers.append(int(part))
    return numbers

def main():
    numbers=read_numbers()
    print("Before:",numbers)
    insertion_sort(numbers)
    print("After: ",numbers)
    print("Sorted correctly:",is_sorted(numbers))
    while True:
        answer=input("Number to search for (q to quit): ")
        if answer=="q":
            break
        target=int(answer)
        index,steps=binary_search(numbers,target)
        lin_index,lin_steps=linear_search(numbers,target)
        if index==-1:
            print(target,"is not in the list")
        else:
            print(target,"found at position",first_occurrence(numbers,target))
        print("binary search comparisons:",steps," linear search:",lin_steps)

main()
