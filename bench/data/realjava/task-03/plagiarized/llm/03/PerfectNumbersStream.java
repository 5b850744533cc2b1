import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Perfect numbers under 10,000 found with streams: the divisor sum is
 * collected in pairs (d, n / d) up to the square root of n.
 */
public class PerfectNumbersStream {

    static int aliquotSum(int n) {
        if (n < 2) {
            return 0;
        }
        int root = (int) Math.sqrt(n);
        return IntStream.rangeClosed(1, root)
                .filter(d -> n % d == 0)
                .map(d -> {
                    int other = n / d;
                    if (d == 1 || other == d) {
                        return d;
                    }
                    return d + other;
                })
                .sum();
    }

    public static void main(String[] args) {
        List<Integer> perfect = IntStream.range(1, 10_000)
                .filter(n -> aliquotSum(n) == n)
                .boxed()
                .collect(Collectors.toList());
        System.out.println("Found " + perfect.size() + " perfect numbers: "
                + perfect.stream().map(String::valueOf).collect(Collectors.joining(", ")));
    }
}
