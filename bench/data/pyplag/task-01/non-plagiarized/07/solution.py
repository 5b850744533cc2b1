# Lab exercise: word frequencies using two lists
# words[i] is a word and counts[i] is how many times we saw it

def is_letter(ch):
    return ("a" <= ch <= "z") or ("A" <= ch <= "Z")


def split_words(line):
    result = []
    current = ""
    for ch in line:
        if is_letter(ch):
            current += ch.lower()
        elif current != "":
            result.append(current)
            current = ""
    if current != "":
        result.append(current)
    return result


def add_word(word, words, counts):
    if word in words:
        pos = words.index(word)
        counts[pos] += 1
    else:
        words.append(word)
        counts.append(1)


def biggest_index(counts, used):
    best = -1
    for i in range(len(counts)):
        if i in used:
            continue
        if best == -1 or counts[i] > counts[best]:
            best = i
    return best


def main():
    boring = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"]
    filename = input("Enter the name of the text file: ")
    words = []
    counts = []
    infile = open(filename, "r")
    for line in infile:
        for w in split_words(line):
            if w not in boring:
                add_word(w, words, counts)
    infile.close()

    print("There are", sum(counts), "words and", len(words), "different ones.")
    used = []
    for rank in range(1, 11):
        i = biggest_index(counts, used)
        if i == -1:
            break
        used.append(i)
        print(str(rank) + ")", words[i], "-", counts[i])


main()
