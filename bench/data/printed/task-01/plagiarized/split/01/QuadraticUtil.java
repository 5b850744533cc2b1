package Chapter03;

public class QuadraticUtil {
    public static String solve(double a, double b, double c) {
        double discriminant = Math.pow(b, 2) - 4 * a * c;
        if (discriminant > 0) {
            double root1 = (-b + Math.pow(discriminant, 0.5)) / (2 * a);
            double root2 = (-b - Math.pow(discriminant, 0.5)) / (2 * a);
            return "The equation has two roots " + root1 + " and " + root2;
        } else if (discriminant == 0) {
            double root = (-b + Math.pow(discriminant, 0.5)) / (2 * a);
            return "The equation has one root " + root;
        } else {
            return "The equation has no real roots";
        }
    }
}
