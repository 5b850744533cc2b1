# see below
# lab 8: order a sequence with insertion sort, then use binary lookup
import random


def insertionArrange(numbersNew):
    # sorts the array in place and sends it
    for val in range(1, len(numbersNew)):
        k=numbersNew[val]
        jj=val-1
        while jj>=0 and numbersNew[jj]>k:
            numbersNew[jj+1]=numbersNew[jj]
            jj -= 1
        numbersNew[jj+1]=k
    return numbersNew


def binarySeek(numbersNew, goal):
    # returns (index, comparisons); index is -1 if not found
    bottom=0
    right=len(numbersNew)-1
    comparisonsVal=0
    while bottom<=right:
        center=(bottom+right)//2
        comparisonsVal+=1
        if numbersNew[center]==goal:
            return center, comparisonsVal
        elif numbersNew[center]<goal:
            bottom=center+1
        else:
            right=center-1
    return -1, comparisonsVal


def linearSeek(numbersNew, goal):
    comparisonsVal=0
    for val in range(len(numbersNew)):
        comparisonsVal+=1
        if numbersNew[val]==goal:
            return val, comparisonsVal
    return -1, comparisonsVal


def headOccurrence(numbersNew, goal):
    # binary search that keeps going left to find the first one
    bottom = 0
    right=len(numbersNew)-1
    located=-1
    while bottom<=right:
        center=(bottom+right)//2
        if numbersNew[center]<goal:
            bottom=center+1
        else:
            if numbersNew[center]==goal:
                located=center
            right=center-1
    return located


def isSortedV(numbersNew):
    for val in range(len(numbersNew)-1):
        if numbersNew[val]>numbersNew[val+1]:
            return False
    return True


def loadNumbers():
    content=input("Enter numbers separated by spaces (or press enter for random): ")
    if content.strip()=="":
        numbersNew=[]
        for val in range(20):
            numbersNew.append(random.randint(1, 100))
        return numbersNew
    numbersNew = []
    for part in content.split():
        numbersNew.append(int(part))
    return numbersNew


def run():
    numbersNew=loadNumbers()
    print("Before:", numbersNew)
    insertionArrange(numbersNew)
    print("After: ", numbersNew)
    print("Sorted correctly:", isSortedV(numbersNew))
    while True:
        answerVal=input("Number to search for (q to quit): ")
        if answerVal=="q":
            break
        goal=int(answerVal)
        pos, stepsV=binarySeek(numbersNew, goal)
        lin_index, linSteps2=linearSeek(numbersNew, goal)
        if pos==-1:
            print(goal, "is not in the list")
        else:
            print(goal, "found at position", headOccurrence(numbersNew, goal))
        print("binary search comparisons:", stepsV, " linear search:", linSteps2)
run()
