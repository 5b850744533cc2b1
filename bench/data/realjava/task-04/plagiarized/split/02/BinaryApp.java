package binary;

public class BinaryApp {
    public static void main(String[] args) {
        NumberSource source = new ConsoleNumberSource();
        int number = source.nextNonNegative();
        System.out.println("The binary value of that would be : " + BinaryEncoder.encode(number));
    }
}
