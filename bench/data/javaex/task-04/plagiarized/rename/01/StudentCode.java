package registrar;
import java.util.Scanner;

public class StudentCode {
    public static void main(String[] args) {
        Scanner keyboard = new Scanner(System.in);
        System.out.print("Enter two characters: ");
        String code = keyboard.nextLine();
        if (code.length() != 2) {
            System.out.println("Invalid input");
            System.exit(1);
        }

        char first = Character.toUpperCase(code.charAt(0));
        char second = code.charAt(1);
        if ((first == 'M' || first == 'C' || first == 'I') &&
                (Character.getNumericValue(second) >= 1 && Character.getNumericValue(second) <= 4)) {
            String subject = "" ;
            String year = "";
            switch (first) {
                case ('M'): {
                    subject = "Mathmatics";
                    break;
                }
                case ('C'): {
                    subject = "Computer Science";
                    break;
                }
                case ('I'): {
                    subject = "Information Technology";
                    break;
                }
            }
            switch (second) {
                case ('1'): {
                    year = "Freshman";
                    break;
                }
                case ('2'): {
                    year = "Sophomore";
                    break;
                }
                case ('3'): {
                    year = "Junior";
                    break;
                }
                case ('4'): {
                    year = "Senior";
                    break;
                }

            }
            System.out.println(subject + " " + year);

        }
        else
            System.out.println("Invalid input");
    }
}
