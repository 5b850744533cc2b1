#pragma once

#include <cstddef>

class Node {
public:
    int k;
    int val;
    Node* prev;
    Node* next;

    Node(int key, int value) {
        k = key;
        val = value;
        prev = NULL;
        next = NULL;
    }
};
