import java.util.*;

// My library program
// I store every book as one String like  "title|author|isbn|copies|lent"
// and every loan as "person|isbn"

public class Main {

    public static void main(String[] args) {
        Scanner scan = new Scanner(System.in);
        ArrayList<String> books = new ArrayList<String>();
        ArrayList<String> loans = new ArrayList<String>();
        String option = "";

        // loop until the user types x
        while (!option.equals("x")) {
            System.out.println("a = add book, b = borrow, r = return, s = search title, l = list, x = exit");
            option = scan.nextLine();

            if (option.equals("a")) {
                // ask everything about the book
                System.out.println("Title?");
                String t = scan.nextLine();
                System.out.println("Author?");
                String a = scan.nextLine();
                System.out.println("ISBN?");
                String i = scan.nextLine();
                System.out.println("How many copies?");
                String c = scan.nextLine();
                books.add(t + "|" + a + "|" + i + "|" + c + "|0");
                System.out.println("Saved!");
            } else if (option.equals("b") || option.equals("r")) {
                System.out.println("Your name?");
                String who = scan.nextLine();
                System.out.println("ISBN of the book?");
                String isbn = scan.nextLine();
                // find the book
                int pos = -1;
                for (int k = 0; k < books.size(); k++) {
                    String[] p = books.get(k).split("\\|");
                    if (p[2].equals(isbn)) {
                        pos = k;
                    }
                }
                if (pos == -1) {
                    System.out.println("That book does not exist!");
                    continue;
                }
                String[] p = books.get(pos).split("\\|");
                int copies = Integer.parseInt(p[3]);
                int lent = Integer.parseInt(p[4]);
                if (option.equals("b")) {
                    // count how many books this person already has
                    int has = 0;
                    for (String loan : loans) {
                        if (loan.startsWith(who + "|")) {
                            has++;
                        }
                    }
                    if (has >= 3) {
                        System.out.println("You already have 3 books, return one first!");
                    } else if (lent >= copies) {
                        System.out.println("All copies are borrowed right now.");
                    } else {
                        lent++;
                        loans.add(who + "|" + isbn);
                        System.out.println("Enjoy the book!");
                    }
                } else {
                    // return
                    if (loans.remove(who + "|" + isbn)) {
                        lent--;
                        System.out.println("Thank you!");
                    } else {
                        System.out.println("You did not borrow that book.");
                    }
                }
                // put the book back with the new number
                books.set(pos, p[0] + "|" + p[1] + "|" + p[2] + "|" + copies + "|" + lent);
            } else if (option.equals("s")) {
                System.out.println("Type part of the title:");
                String word = scan.nextLine();
                for (String b : books) {
                    String[] p = b.split("\\|");
                    if (p[0].toLowerCase().contains(word.toLowerCase())) {
                        System.out.println(p[0] + " - " + p[1] + " (" + (Integer.parseInt(p[3]) - Integer.parseInt(p[4])) + " left)");
                    }
                }
            } else if (option.equals("l")) {
                // show all loans, this shows who has what and also which books are out
                System.out.println("Loans:");
                for (String loan : loans) {
                    String[] l = loan.split("\\|");
                    System.out.println(l[0] + " has " + l[1]);
                }
            }
        }
    }
}
