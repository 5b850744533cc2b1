// Convert a decimal integer typed by the user into binary, without
// calling Integer.toBinaryString(int).


 import java.util.*;

 public class BinaryConverter{
     public static void main(String[] args){
         // variables
         Scanner in = new Scanner(System.in);    // keyboard
         int value = 0;       // accepted number
         int bit;  // current binary digit
         int saved, typed; // what the user typed
         boolean accepted = false;       // loop guard
         String bits = "";     // binary digits collected so far
         
 
         // read until valid
 
         while(!accepted){
             System.out.print("Please enter a decimal integer : ");
 
             if (in.hasNextInt()){    // an int was typed
                 typed = in.nextInt();
                 if (typed >= 0){
                     accepted = true;  // non-negative: leave the loop
                      value = typed;
 
                 }
                 else{   // negative
                     accepted = false;
                     System.out.print("\nInvalid Input. Please try again!");
                     System.out.println();
                 }
 
             }
             else{       // not an int
                 
                 System.out.print("\nInvalid Input. Please try again!");
                 System.out.println();
                 in.next();      // drop the bad token
             }
         }
 
          // keep the accepted value
         saved = value;
 
 
          // zero is a special case
          if (saved == 0){
             System.out.println("The binary value of that would be : 0");
         }
 
         while(value !=0){        // until nothing is left 
             bit = value % 2;  // lowest bit 
             bits = bit + bits; // prepend it
             value = value / 2;        // shift right
              
         }
 
       
 
         // non-zero result
         if (saved !=0){
 
             System.out.println("The binary value of that would be : " + bits);
 
         }
 
     }
 }
