#include <iostream>
#include <memory>

/// Doxygen style: a 2D vector.
class Vec2 {
public:
    Vec2(double x = 0.0, double y = 0.0) : x_(x), y_(y) {}
    virtual ~Vec2() = default;

    Vec2 operator+(const Vec2& o) const { return {x_ + o.x_, y_ + o.y_}; }
    Vec2& operator+=(const Vec2& o) { x_ += o.x_; y_ += o.y_; return *this; }
    bool operator==(const Vec2& o) const { return x_ == o.x_ && y_ == o.y_; }
    friend std::ostream& operator<<(std::ostream& os, const Vec2& v) {
        return os << "(" << v.x_ << ", " << v.y_ << ")";
    }

    [[nodiscard]] double dot(const Vec2& o) const { return x_ * o.x_ + y_ * o.y_; }

private:
    double x_, y_;  ///< coordinates
};

struct Shape {
    virtual double area() const = 0;
};

int main() {
    auto p = std::make_unique<Vec2>(1.0, 2.0);
    Vec2 q{3, 4};
    *p += q;
    std::cout << *p << " dot=" << p->dot(q) << std::endl;
    std::cout << (sizeof(Vec2) > 8) << '\n';
    delete new int(5);
    return 0;
}
