 public class BinaryConverter{
     // builds the binary string of a positive number
     public static String convert(int user_input){
         int remainder;  // used when calculating the remainder
         String binary = "";     // This will be used to store the binary output
         while(user_input !=0){        // if the user input is not equal to 0 runs the loop 
             remainder = user_input % 2;  // get the remainder 
             binary = remainder + binary; // add the remainder to the binary string
             user_input = user_input / 2;        // divide to decrease the number
         }
         return binary;
     }
 }
