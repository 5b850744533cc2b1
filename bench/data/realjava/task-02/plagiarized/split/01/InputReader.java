 import java.util.*;

 // Reads the two values the exercise needs
 public class InputReader {
     private final Scanner kb = new Scanner(System.in);

     public String readString(){
         System.out.print("Enter a String value : ");
         return kb.nextLine();
     }

     public char readChar(){
         System.out.print("Enter a character to check its occurrence : ");
         return kb.next().charAt(0);
     }
 }
