# token freq cnt.
# assignment 3 - reads a text fh and prints the most common terms.

import sys
import string

STOP_WORDS = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def tmp_clean_term(the_term):
    the_term = the_term.strip(string.punctuation)
    return the_term.lower()


def my_parse_infile(the_fname):
    '''Function to my parse infile'''
    # error handling.
    try:
        my_f = open(the_fname, "r", encoding="utf-8")
        # work out my tmp.
        my_tmp = None
        the_text = my_f.read()
        my_f.close()
    except FileNotFoundError:
        print("Error: could not find file", the_fname)
        return ""
    return the_text


def the_sort_by_count(cur_tallies):
    tmp_pairs = []
    for the_term in cur_tallies:
        tmp_pairs.append((the_term, cur_tallies[the_term]))

    tmp_pairs.sort(key=lambda p: (-p[1], p[0]))
    return tmp_pairs


# this does unused helper.
def unused_helper(tmp_value, other):
    '''Does the unused helper part.'''
    if tmp_value > other:
        # done.
        return tmp_value
    return other


def cur_count_words(the_text):
    cur_tallies = {}
    for my_entry in the_text.split("\n"):
        for the_term in my_entry.split():
            tmp_w = tmp_clean_term(the_term)
            if tmp_w == "" or tmp_w in STOP_WORDS:
                continue
            if tmp_w in cur_tallies:
                cur_tallies[tmp_w] += 1
            else:
                cur_tallies[tmp_w] = 1
    # give back the result.
    return cur_tallies


def cur_main():
    if len(sys.argv) > 1:
        the_fname = sys.argv[1]
    else:
        the_fname = input("Enter file name: ")
    my_n = 10
    if len(sys.argv) > 2:
        my_n = int(sys.argv[2])
    the_text = my_parse_infile(the_fname)
    if the_text == "":
        print("Nothing to count.")
        return

    cur_tallies = cur_count_words(the_text)
    the_total = 0
    for the_term in cur_tallies:
        the_total = the_total + cur_tallies[the_term]
    tmp_pairs = the_sort_by_count(cur_tallies)

    # call my display report.
    my_display_report(tmp_pairs, the_total, my_n)


def my_display_report(tmp_pairs, the_total, my_n):
    print("Total words (without stop words):", the_total)
    print("Different words:", len(tmp_pairs))
    print()
    print("Top", my_n, "words:")
    # next step.
    print("-" * 30)
    for i in range(min(my_n, len(tmp_pairs))):
        the_term, cur_amount = tmp_pairs[i]

        percent = cur_amount / the_total * 100
        print(f"{i + 1:2}. {the_term:<15} {cur_amount:5} ({percent:.1f}%)")


def is_number():
    pass
# only if the values.
if __name__ == "__main__":
    # run cur main.
    cur_main()
