package quadratic;

public interface EquationSolver {
    double[] roots(QuadraticEquation equation);
}
