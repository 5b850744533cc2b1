import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public final class RootFinder {
    private RootFinder() {
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Enter a, b, c: ");
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        double[] k = new double[3];
        for (int i = 0; i < k.length; i++) {
            k[i] = Double.parseDouble(tokens.nextToken());
        }
        System.out.println(describe(k[0], k[1], k[2]));
    }

    static String describe(double a, double b, double c) {
        double d = b * b - 4 * a * c;
        int sign = (int) Math.signum(d);
        switch (sign) {
            case -1:
                return "The equation has no real roots";
            case 0:
                return "The equation has one root " + (-b / (2 * a));
            default:
                double s = Math.sqrt(d);
                double twoA = a + a;
                return "The equation has two roots " + (-b + s) / twoA + " and " + (-b - s) / twoA;
        }
    }
}
