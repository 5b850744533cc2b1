// Counting helper for Exercise06_23

 public class CountUtil {
 
     public static int count (String str, char a){
 
         // Storing the variables locally
         String usr_string = str;
         char usr_char = a;
         int char_count = 0 ;        // Default set to 0
         String char_str = String.valueOf(usr_char);             // converting char to string for easier processing 
         
         for (int i = 0; i <= usr_string.length() - 1; i++){
             char finder = usr_string.charAt(i);        // iterating though all the character in the string
             String str_finder = String.valueOf(finder);     // converting char back to string so we can use the .equal 
 
             if (str_finder.equals(char_str)){
                 char_count = char_count + 1;
             }
 
         }
 
         return char_count;
     }
 }
