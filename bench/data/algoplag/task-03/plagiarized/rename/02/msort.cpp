#include <iostream>
#include <vector>

void join(int *v, int first, int middle, int last)
{
    int c1 = middle - first + 1;
    int c2 = last - middle;
    std::vector<int> left(c1), right(c2);
    for (int a = 0; a < c1; a++) left[a] = v[first + a];
    for (int b = 0; b < c2; b++) right[b] = v[middle + 1 + b];
    int a = 0, b = 0, w = first;
    while (a < c1 && b < c2)
    {
        if (left[a] <= right[b])
        {
            v[w] = left[a];
            a++;
        }
        else
        {
            v[w] = right[b];
            b++;
        }
        w++;
    }
    while (a < c1)
    {
        v[w] = left[a];
        a++;
        w++;
    }
    while (b < c2)
    {
        v[w] = right[b];
        b++;
        w++;
    }
}

void msort(int *v, int first, int last)
{
    if (first < last)
    {
        int middle = first + (last - first) / 2;
        msort(v, first, middle);
        msort(v, middle + 1, last);
        join(v, first, middle, last);
    }
}

void dump(int *v, int count)
{
    for (int a = 0; a < count; a++) std::cout << v[a] << " ";
    std::cout << "\n";
}

int main()
{
    int count;
    std::cout << "How many numbers? ";
    std::cin >> count;
    if (count <= 0)
    {
        std::cout << "Bad count.\n";
        return 1;
    }
    int *v = new int[count];
    std::cout << "Type the numbers: ";
    for (int a = 0; a < count; ++a) std::cin >> v[a];
    msort(v, 0, count - 1);
    std::cout << "Result: ";
    dump(v, count);
    delete[] v;
    return 0;
}
