import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public final class Pentagon {
    private static final int SIDES = 5;

    public static void main(String[] args) throws IOException {
        BufferedReader console = new BufferedReader(new InputStreamReader(System.in));
        System.out.print("Enter the length from the center to a vertex: ");
        String line = console.readLine();
        double toVertex = Double.parseDouble(line.trim());

        // The chord between two neighbouring vertices is the side of the pentagon.
        double theta = Math.PI / SIDES;
        double edge = toVertex * Math.sin(theta) * 2;
        double result = SIDES * edge * edge / (Math.tan(theta) * 4);

        long rounded = Math.round(result);
        System.out.println("The area of the pentagon is " + (double) rounded);
    }
}
