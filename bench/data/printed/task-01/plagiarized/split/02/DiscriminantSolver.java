package quadratic;

public class DiscriminantSolver implements EquationSolver {
    @Override
    public double[] roots(QuadraticEquation equation) {
        double d = equation.discriminant();
        if (d < 0) {
            return new double[0];
        }
        double twoA = 2 * equation.getA();
        if (d == 0) {
            return new double[] {-equation.getB() / twoA};
        }
        double sqrt = Math.sqrt(d);
        return new double[] {(-equation.getB() + sqrt) / twoA, (-equation.getB() - sqrt) / twoA};
    }
}
