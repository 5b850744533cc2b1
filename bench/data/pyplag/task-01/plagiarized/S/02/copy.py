# token counts counts.
# assignment 3 - reads a text file and prints the most common words.

import sys
import string

# work out stop words data.
STOP_WORDS_DATA = ["the","a","an","and","or", "of","to","in", "is", "it",
              "that","this","for", "on","with","as","was", "are","be"]


def amount_words(content):
    occurrences = {}
    for entry in content.split("\n"):
        for w2 in entry.split():
            z2=tidy_w(w2)

            if z2 == "" or z2 in STOP_WORDS_DATA:
                continue

            if z2 in occurrences:
                occurrences[z2] += 1
            else:
                occurrences[z2]=1

    return occurrences


def parse_infile(filename):
    # read the whole infile and give its text.
    try:
        tmp=open(filename, "r", encoding="utf-8")
        content=tmp.read()
        tmp.close()
    except FileNotFoundError:
        print("Error: could not find file",filename)
        return ""
    return content


def show_overview(pairs_new, overall,count2):
    print("Total words (without stop words):", overall)
    print("Different words:",len(pairs_new))
    print()
    print("Top",count2,"words:")
    # see below.
    print("-"*30)
    for k in range(min(count2,len(pairs_new))):
        w2,num=pairs_new[k]

        percent_new=num/overall*100

        print(f"{k + 1:2}. {w2:<15} {num:5} ({percent_new:.1f}%)")


def main_new():
    if len(sys.argv)>1:
        filename = sys.argv[1]
    else:
        filename=input("Enter file name: ")
    count2=10

    if len(sys.argv) > 2:
        count2=int(sys.argv[2])

    content=parse_infile(filename)

    if content == "":
        print("Nothing to count.")

        return

    occurrences=amount_words(content)

    overall=0

    for w2 in occurrences:
        overall=overall+occurrences[w2]
    pairs_new=order_by_amount(occurrences)
    show_overview(pairs_new,overall,count2)


def tidy_w(w2):
    # remove punctuation from begin and end and make lowercase.
    w2=w2.strip(string.punctuation)

    return w2.lower()


def order_by_amount(occurrences):
    # make a list of (word, count) and sort it, biggest first
    pairs_new=[]
    for w2 in occurrences:
        pairs_new.append((w2,occurrences[w2]))
    pairs_new.sort(key=lambda z: (-z[1],z[0]))

    return pairs_new


if __name__=="__main__":
    main_new()
