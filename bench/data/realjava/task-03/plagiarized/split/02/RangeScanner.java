package perfect;

import java.util.ArrayList;
import java.util.List;

/** Collects the numbers of a range that a classifier accepts. */
public class RangeScanner {
    private final NumberClassifier classifier;

    public RangeScanner(NumberClassifier classifier) {
        this.classifier = classifier;
    }

    public List<Integer> scan(int from, int to) {
        List<Integer> hits = new ArrayList<>();
        for (int n = from; n <= to; n++) {
            if (classifier.accepts(n)) {
                hits.add(n);
            }
        }
        return hits;
    }
}
