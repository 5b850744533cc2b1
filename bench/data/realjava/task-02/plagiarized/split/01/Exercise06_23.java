// (Occurrences of a specified character) Write a method that finds the number of
// occurrences of a specified character in a string using the following header:
// public static int count(String str, char a)

 public class Exercise06_23 {
     
     public static void main(String[] args){
 
         // Declaring variable 
         InputReader reader = new InputReader();
         String usr_input_str;
         char usr_input_char;
         int char_count = 0;
 
         usr_input_str = reader.readString();
         usr_input_char = reader.readChar();
 
         // using the count method to check its occurrence
         char_count = CountUtil.count(usr_input_str, usr_input_char);
 
         // output 
         System.out.println("\nThe number of occurrence of the character " + usr_input_char + " in the String " + usr_input_str + " is " + char_count);
     }
 }
