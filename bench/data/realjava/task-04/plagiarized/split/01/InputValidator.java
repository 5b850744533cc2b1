 import java.util.*;

 public class InputValidator{
     // asks until the input is an int greater than or equal to 0
     public static int readDecimal(Scanner kb){
         int user_input = 0;
         int originalInput;
         boolean ValidCheck = false;       // will be used for input validation

         while(!ValidCheck){
             System.out.print("Please enter a decimal integer : ");
 
             if (kb.hasNextInt()){    // checks if the input is an int
                 originalInput = kb.nextInt();
                 if (originalInput >= 0){
                     ValidCheck = true;  // Switches the valid check true if the input is an int and greater than or equal to 0 to exit the loop
                      user_input = originalInput;
 
                 }
                 else{   // invalid input showcasing error message
                     ValidCheck = false;
                     System.out.print("\nInvalid Input. Please try again!");
                     System.out.println();
                 }
 
             }
             else{       // invalid input showcasing error message
                 
                 System.out.print("\nInvalid Input. Please try again!");
                 System.out.println();
                 kb.next();      // fixes auto skipping without promting again
             }
         }
         return user_input;
     }
 }
