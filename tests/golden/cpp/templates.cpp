#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace grading {

template <typename T, std::size_t N = 4>
class Ring {
public:
    void push(const T& value) { data_[head_++ % N] = value; }
    const T& operator[](std::size_t i) const { return data_.at(i % N); }
private:
    std::vector<T> data_ = std::vector<T>(N);
    std::size_t head_ = 0;
};

template <class K, class V>
std::map<K, std::vector<V>> group(const std::vector<std::pair<K, V>>& items) {
    std::map<K, std::vector<V>> out;
    for (const auto& [key, value] : items) out[key].push_back(value);
    return out;
}

}  // namespace grading

int main() {
    std::vector<int> marks{72, 45, 90};
    int threshold = 50;
    auto passed = std::count_if(marks.begin(), marks.end(),
                                [threshold](int m) -> bool { return m >= threshold; });
    auto twice = [&](auto x) mutable noexcept { return x * 2; };
    grading::Ring<std::string> ring;
    ring.push(std::to_string(twice(passed)));
    return static_cast<int>(passed) - 1;
}
