import java.util.ArrayList;
import java.util.Scanner;

// CS2 Assignment 3 - Library loans (commands on one line, fields separated with ';')

class Book {
    String title;
    String author;
    String isbn;
    int copies;
    int onLoan;

    Book(String title, String author, String isbn, int copies) {
        this.title = title;
        this.author = author;
        this.isbn = isbn;
        this.copies = copies;
    }

    int available() {
        return copies - onLoan;
    }

    public String toString() {
        return title + " by " + author + " [" + isbn + "] " + available() + "/" + copies + " free";
    }
}

class Member {
    String name;
    ArrayList<Book> loans = new ArrayList<Book>();
    Member(String name) {
        this.name = name;
    }
}

public class Main {
    static final int MAX_LOANS = 3;
    static ArrayList<Book> books = new ArrayList<Book>();
    static ArrayList<Member> members = new ArrayList<Member>();

    static Book findBook(String isbn) {
        for (int i = 0; i < books.size(); i++) {
            if (books.get(i).isbn.equals(isbn)) return books.get(i);
        }
        return null;
    }

    static Member findMember(String name) {
        for (Member m : members) {
            if (m.name.equalsIgnoreCase(name)) return m;
        }
        return null;
    }

    static void borrow(String name, String isbn) {
        Member m = findMember(name);
        Book b = findBook(isbn);
        if (m == null || b == null) {
            System.out.println("No such member or book.");
            return;
        }
        if (m.loans.size() >= MAX_LOANS) {
            System.out.println(m.name + " already has " + MAX_LOANS + " books.");
        } else if (b.available() == 0) {
            System.out.println("No copies of " + b.title + " left.");
        } else {
            m.loans.add(b);
            b.onLoan++;
            System.out.println(m.name + " borrowed " + b.title);
        }
    }

    static void giveBack(String name, String isbn) {
        Member m = findMember(name);
        Book b = findBook(isbn);
        if (m == null || b == null) {
            System.out.println("No such member or book.");
            return;
        }
        if (m.loans.remove(b)) {
            b.onLoan--;
            System.out.println(m.name + " returned " + b.title);
        } else {
            System.out.println(m.name + " does not have " + b.title);
        }
    }

    // search in title or author, ignores case
    static void search(String text) {
        int found = 0;
        String key = text.toLowerCase();
        for (Book b : books) {
            if (b.title.toLowerCase().contains(key) || b.author.toLowerCase().contains(key)) {
                System.out.println("  " + b);
                found++;
            }
        }
        if (found == 0) System.out.println("Nothing found.");
    }

    static void listMembers() {
        for (Member m : members) {
            System.out.println(m.name + " (" + m.loans.size() + "/" + MAX_LOANS + "):");
            for (Book b : m.loans)
                System.out.println("    " + b.title);
        }
    }

    static void listOut() {
        boolean any = false;
        for (Book b : books) {
            if (b.onLoan > 0) {
                System.out.println("  " + b.title + " - " + b.onLoan + " out");
                any = true;
            }
        }
        if (!any) System.out.println("All books are in.");
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int count = 0; // how many commands were typed
        System.out.println("Library system. Type help for commands.");
        while (true) {
            System.out.print("> ");
            if (!sc.hasNextLine()) break;
            String line = sc.nextLine().trim();
            if (line.isEmpty()) continue;
            String[] parts = line.split(";");
            String cmd = parts[0].trim().toLowerCase();
            count++;
            if (cmd.equals("quit")) {
                break;
            } else if (cmd.equals("help")) {
                System.out.println("addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit");
            } else if (cmd.equals("addbook") && parts.length == 5) {
                int c = Integer.parseInt(parts[4].trim()); // TODO check the isbn is not already there
                books.add(new Book(parts[1].trim(), parts[2].trim(), parts[3].trim(), c));
                System.out.println("Book added.");
            } else if (cmd.equals("addmember") && parts.length == 2) {
                members.add(new Member(parts[1].trim()));
                System.out.println("Member added.");
            } else if (cmd.equals("borrow") && parts.length == 3) {
                borrow(parts[1].trim(), parts[2].trim());
            } else if (cmd.equals("return") && parts.length == 3) {
                giveBack(parts[1].trim(), parts[2].trim());
            } else if (cmd.equals("search") && parts.length == 2) {
                search(parts[1].trim());
            } else if (cmd.equals("members")) {
                listMembers();
            } else if (cmd.equals("out")) {
                listOut();
            } else {
                System.out.println("Unknown command, type help.");
            }
        }
        System.out.println("Bye.");
    }
}
