package chapter_four;

class PentagonMath
{
    static double area(double r)
    {
        double s = 2 * r * Math.sin(Math.PI / 5);

        double A = (5 * Math.pow(s, 2)) / (4 * Math.tan(Math.PI / 5));

        A = Math.round(A);
        return A;
    }
}
