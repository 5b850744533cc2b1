package shapes;

public class Main {
    public static void main(String[] args) {
        ConsoleIO io = new ConsoleIO();
        Shape pentagon = new RegularPentagon(io.askRadius());
        io.showArea(pentagon.area());
    }
}
