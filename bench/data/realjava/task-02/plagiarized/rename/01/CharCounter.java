// Count how many times a given character shows up in a string, using
// public static int count(String str, char a)


 import java.util.*;

 public class CharCounter {
     
     public static void main(String[] args){
 
         // set up
         Scanner reader = new Scanner(System.in);
         String text;
         char target;
         int hits = 0;
 
         System.out.print("Enter a String value : ");
         text = reader.nextLine();
 
 
         System.out.print("Enter a character to check its occurrence : ");
         target = reader.next().charAt(0);
 
 
         // ask the helper for the number of hits
         hits = tally(text, target);
 
         // print the result
         System.out.println("\nThe number of occurrence of the character " + target + " in the String " + text + " is " + hits);
 
 
     }
 
 
     public static int tally (String source, char wanted){
 
         // local copies
         String line = source;
         char symbol = wanted;
         int total = 0 ;        // nothing found yet
         String symbolText = String.valueOf(symbol);             // turn the char into a string
         
         for (int pos = 0; pos <= line.length() - 1; pos++){
             char current = line.charAt(pos);        // walk over every character
             String currentText = String.valueOf(current);     // back to a string for equals
 
             if (currentText.equals(symbolText)){
                 total = total + 1;
             }
 
         }
 
         return total;
 
 
 
     }
 
 
 }
