#ifndef NODE_HPP
#define NODE_HPP

#include <memory>

struct Node {
    int value;
    std::shared_ptr<Node> left;
    std::shared_ptr<Node> right;

    explicit Node(int v) : value(v) {}
};

#endif  // NODE_HPP
