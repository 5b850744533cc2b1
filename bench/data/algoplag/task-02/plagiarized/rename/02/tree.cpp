#include <bits/stdc++.h>
#include <queue>

struct Item
{
    int v;
    std::shared_ptr<Item> l;
    std::shared_ptr<Item> r;
};

class Tree
{
    std::shared_ptr<Item> head;

public:
    Tree() { head = nullptr; }
    Tree(Tree const &) = delete;
    Tree &operator=(Tree const &) = delete;
    ~Tree() {}

    void put(int x)
    {
        std::shared_ptr<Item> it = std::shared_ptr<Item>(new Item);
        it->v = x;
        it->l = nullptr;
        it->r = nullptr;
        if (head == nullptr)
        {
            head = it;
            return;
        }
        std::shared_ptr<Item> cur = head;
        while (true)
        {
            if (cur->v > x)
            {
                if (cur->l == nullptr)
                {
                    cur->l = it;
                    return;
                }
                else
                {
                    cur = cur->l;
                }
            }
            else
            {
                if (cur->r == nullptr)
                {
                    cur->r = it;
                    return;
                }
                else
                {
                    cur = cur->r;
                }
            }
        }
    }

    std::shared_ptr<Item> first() { return head; }

    void bfs()
    {
        std::queue<std::shared_ptr<Item>> todo;
        todo.push(head);
        while (!todo.empty())
        {
            std::shared_ptr<Item> cur = todo.front();
            todo.pop();
            std::cout << cur->v << " ";
            if (cur->l)
                todo.push(cur->l);
            if (cur->r)
                todo.push(cur->r);
        }
    }

    void pre(std::shared_ptr<Item> const &cur)
    {
        if (cur)
        {
            std::cout << cur->v << " ";
            pre(cur->l);
            pre(cur->r);
        }
    }

    void in(std::shared_ptr<Item> const &cur)
    {
        if (cur)
        {
            in(cur->l);
            std::cout << cur->v << " ";
            in(cur->r);
        }
    }

    void post(std::shared_ptr<Item> const &cur)
    {
        if (cur)
        {
            post(cur->l);
            post(cur->r);
            std::cout << cur->v << " ";
        }
    }

    std::shared_ptr<Item> smallest(std::shared_ptr<Item> it)
    {
        std::shared_ptr<Item> cur = it;
        while (cur && cur->l)
            cur = cur->l;
        return cur;
    }

    std::shared_ptr<Item> del(std::shared_ptr<Item> cur, int x)
    {
        if (cur == nullptr)
            return cur;
        else if (cur->v > x)
            cur->l = del(cur->l, x);
        else if (cur->v < x)
            cur->r = del(cur->r, x);
        else
        {
            std::shared_ptr<Item> t = nullptr;
            if (cur->l == nullptr)
            {
                t = cur->r;
                cur = t;
            }
            else if (cur->r == nullptr)
            {
                t = cur->l;
                cur = t;
            }
            else
            {
                std::shared_ptr<Item> s = smallest(cur->r);
                cur->v = s->v;
                cur->r = del(cur->r, s->v);
            }
        }
        return cur;
    }

    void erase(int x) { head = del(head, x); }
};

int main()
{
    std::array<int, 10> input{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    Tree t;
    for (int x : input)
        t.put(x);
    std::cout << "\nPre-order Traversal:\n";
    t.pre(t.first());
    std::cout << "\nIn-order Traversal:\n";
    t.in(t.first());
    std::cout << "\nPost-order Traversal:\n";
    t.post(t.first());
    std::cout << "\nRemoving node\n";
    t.erase(34);
    t.erase(7);
    std::cout << "\nBreadth first Traversal\n";
    t.bfs();
    return 0;
}
