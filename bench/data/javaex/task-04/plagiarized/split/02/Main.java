package school;

import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);
        System.out.print("Enter two characters: ");
        StudentCode code = StudentCode.parse(input.nextLine());
        System.out.println(code == null ? "Invalid input" : code.describe());
    }
}
