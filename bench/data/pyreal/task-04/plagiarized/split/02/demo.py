from prefix_trie import PrefixTrie


def main():
    store = PrefixTrie()
    for word in ("apple", "apply", "bat"):
        store.insert(word)
    for query in ("app", "apple", "ba"):
        print(query, store.search(query), store.startsWith(query))


if __name__ == "__main__":
    main()
