#include <iostream>

#include "lru_cache.h"

int main() {
    LRUCache* obj = new LRUCache(2);
    obj->put(1, 1);
    obj->put(2, 2);
    std::cout << obj->get(1) << std::endl;
    obj->put(3, 3);
    std::cout << obj->get(2) << std::endl;
    obj->put(4, 4);
    std::cout << obj->get(1) << std::endl;
    std::cout << obj->get(3) << std::endl;
    std::cout << obj->get(4) << std::endl;
    delete obj;
    return 0;
}
