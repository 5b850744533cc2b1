// (Decimal to binary) Write a program that prompts the user to enter a decimal
// integer and displays its corresponding binary value. Don’t use Java’s Integer
// toBinaryString(int) in this program.


 import java.util.*;

 public class Exercise05_37{
     public static void main(String[] args){
         Scanner kb = new Scanner(System.in);    //creating a new scanner class kb
         int tempStoreIn = InputValidator.readDecimal(kb);
 
          // outputs if user input 0
          if (tempStoreIn == 0){
             System.out.println("The binary value of that would be : 0");
         }
 
         // Output if user input was not 0
         if (tempStoreIn !=0){
 
             System.out.println("The binary value of that would be : " + BinaryConverter.convert(tempStoreIn));
 
         }
 
     }
 }
