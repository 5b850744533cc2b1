from caches import LinkedLRUCache, OrderedLRUCache


def exercise(cache):
    for k in (1, 2, 3):
        cache.set(k, k)
    first = cache.get(1)
    cache.set(4, 4)
    return first, cache.get(2)


if __name__ == "__main__":
    for kind in (LinkedLRUCache, OrderedLRUCache):
        print(kind.__name__, exercise(kind(3)))
