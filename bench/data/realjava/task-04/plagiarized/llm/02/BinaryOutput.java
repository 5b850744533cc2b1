import java.util.Scanner;

public class BinaryOutput {

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = readNonNegative(sc);
        System.out.println("The binary value of that would be : " + toBinary(n));
    }

    // Keeps prompting until a non-negative int is typed
    static int readNonNegative(Scanner sc) {
        for (;;) {
            System.out.print("Please enter a decimal integer : ");
            if (!sc.hasNextInt()) {
                sc.next();
                System.out.println("\nInvalid Input. Please try again!");
                continue;
            }
            int value = sc.nextInt();
            if (value < 0) {
                System.out.println("\nInvalid Input. Please try again!");
                continue;
            }
            return value;
        }
    }

    // Repeated halving; digits are collected in reverse and flipped at the end
    static String toBinary(int n) {
        if (n == 0) {
            return "0";
        }
        StringBuilder bits = new StringBuilder();
        for (int rest = n; rest > 0; rest /= 2) {
            bits.append(rest % 2);
        }
        return bits.reverse().toString();
    }
}
