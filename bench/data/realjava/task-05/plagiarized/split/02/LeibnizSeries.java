package pi;

/** 4 * (1 - 1/3 + 1/5 - ...): each term already carries the factor 4. */
public class LeibnizSeries implements Series {
    @Override
    public double term(int index) {
        double sign = Math.pow(-1, index + 1);
        return 4.0 * sign / (2.0 * index - 1.0);
    }
}
