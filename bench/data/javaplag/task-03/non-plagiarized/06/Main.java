import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;

public class Main {
    enum MenuOption {
        ADD_BOOK("Add a book"), ADD_MEMBER("Register a member"), LEND("Lend"), RETURN("Return"),
        SEARCH("Search catalogue"), MEMBER_LOANS("Loans per member"), ALL_LOANS("All loans"), NEXT_DAY("End the day"),
        QUIT("Quit");

        private final String text;
        MenuOption(String text) { this.text = text; }
    }

    static class Book {
        String isbn, title, author; int copies;
        Book(String isbn, String title, String author, int copies) {
            this.isbn = isbn; this.title = title; this.author = author; this.copies = copies;
        }
    }

    static class Loan {
        int memberNo; Book book; int day;
        Loan(int memberNo, Book book, int day) { this.memberNo = memberNo; this.book = book; this.day = day; }
    }

    private static final int MAX_PER_MEMBER = 3;
    private static final List<Book> catalogue = new ArrayList<>();
    private static final List<String> memberNames = new ArrayList<>(); // member number = index + 1
    private static final List<Loan> loans = new ArrayList<>();
    private static int today = 1;

    private static int countLoans(Book b, int memberNo) {
        int n = 0;
        for (Loan l : loans)
            if ((b == null || l.book == b) && (memberNo == 0 || l.memberNo == memberNo)) n++;
        return n;
    }

    private static Book bookByIsbn(String isbn) {
        for (Book b : catalogue) if (b.isbn.equalsIgnoreCase(isbn)) return b;
        return null;
    }

    private static int readInt(Scanner sc, String prompt) {
        System.out.print(prompt);
        while (!sc.hasNextInt()) { sc.next(); System.out.print("Please enter a number: "); }
        int v = sc.nextInt();
        sc.nextLine();
        return v;
    }

    private static String readText(Scanner sc, String prompt) {
        System.out.print(prompt);
        return sc.nextLine().trim();
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        MenuOption choice;
        do {
            System.out.println("\n--- Day " + today + " ---");
            for (MenuOption o : MenuOption.values()) System.out.printf("%2d. %s%n", o.ordinal() + 1, o.text);
            int n = readInt(sc, "Select: ");
            if (n < 1 || n > MenuOption.values().length) { System.out.println("Invalid option."); choice = null; continue; }
            choice = MenuOption.values()[n - 1];
            switch (choice) {
                case ADD_BOOK -> catalogue.add(new Book(readText(sc, "ISBN: "), readText(sc, "Title: "),
                        readText(sc, "Author: "), readInt(sc, "Copies: ")));
                case ADD_MEMBER -> {
                    memberNames.add(readText(sc, "Name: "));
                    System.out.println("Member number " + memberNames.size());
                }
                case LEND, RETURN -> {
                    int no = readInt(sc, "Member number: ");
                    Book b = bookByIsbn(readText(sc, "ISBN: "));
                    if (no < 1 || no > memberNames.size() || b == null) { System.out.println("Unknown member or book."); break; }
                    if (choice == MenuOption.RETURN) {
                        Loan found = null;
                        for (Loan l : loans) if (l.memberNo == no && l.book == b) found = l;
                        if (found == null) System.out.println("No such loan.");
                        else { loans.remove(found); System.out.println("Returned after " + (today - found.day) + " day(s)."); }
                    } else if (countLoans(null, no) >= MAX_PER_MEMBER) {
                        System.out.println("Member already has " + MAX_PER_MEMBER + " books.");
                    } else if (countLoans(b, 0) >= b.copies) {
                        System.out.println("Every copy is on loan.");
                    } else {
                        loans.add(new Loan(no, b, today));
                        System.out.println("Lent.");
                    }
                }
                case SEARCH -> {
                    String q = readText(sc, "Search text: ").toLowerCase();
                    System.out.printf("%-15s %-25s %-20s %s%n", "ISBN", "TITLE", "AUTHOR", "AVAIL");
                    for (Book b : catalogue)
                        if (b.title.toLowerCase().contains(q) || b.author.toLowerCase().contains(q))
                            System.out.printf("%-15s %-25s %-20s %d%n", b.isbn, b.title, b.author, b.copies - countLoans(b, 0));
                }
                case MEMBER_LOANS -> {
                    for (int i = 1; i <= memberNames.size(); i++) {
                        System.out.printf("%3d %-20s", i, memberNames.get(i - 1));
                        for (Loan l : loans) if (l.memberNo == i) System.out.print(" [" + l.book.title + "]");
                        System.out.println();
                    }
                }
                case ALL_LOANS -> {
                    System.out.printf("%-25s %-20s %s%n", "TITLE", "MEMBER", "SINCE DAY");
                    for (Loan l : loans) System.out.printf("%-25s %-20s %d%n", l.book.title, memberNames.get(l.memberNo - 1), l.day);
                }
                case NEXT_DAY -> today++;
                case QUIT -> System.out.println("Closing the library.");
            }
        } while (choice != MenuOption.QUIT);
    }
}
