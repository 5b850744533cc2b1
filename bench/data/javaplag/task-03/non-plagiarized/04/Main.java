import java.util.*;

interface MenuAction {
    String label();
    void run(Scanner in);
}

public class Main {
    static class Book {
        String isbn, title, author;
        int copies, free;
    }

    static class Member {
        int id;
        String name;
        Set<String> isbns = new TreeSet<>();
    }

    static final int LIMIT = 3;
    static TreeMap<String, Book> books = new TreeMap<>();
    static TreeMap<Integer, Member> members = new TreeMap<>();
    static int nextId = 100;

    static String ask(Scanner in, String prompt) {
        System.out.print(prompt + ": ");
        return in.nextLine().trim();
    }

    static Member askMember(Scanner in) {
        try {
            Member m = members.get(Integer.parseInt(ask(in, "Member id")));
            if (m == null) System.out.println("  No member with that id.");
            return m;
        } catch (NumberFormatException e) {
            System.out.println("  Ids are numbers.");
            return null;
        }
    }

    public static void main(String[] args) {
        Map<Integer, MenuAction> menu = new LinkedHashMap<>();
        menu.put(1, new MenuAction() {
            public String label() { return "New book"; }
            public void run(Scanner in) {
                Book b = new Book();
                b.isbn = ask(in, "ISBN");
                b.title = ask(in, "Title");
                b.author = ask(in, "Author");
                b.copies = b.free = Integer.parseInt(ask(in, "Copies"));
                books.put(b.isbn, b);
            }
        });
        menu.put(2, new MenuAction() {
            public String label() { return "New member"; }
            public void run(Scanner in) {
                Member m = new Member();
                m.id = nextId++;
                m.name = ask(in, "Name");
                members.put(m.id, m);
                System.out.println("  Card number: " + m.id);
            }
        });
        menu.put(3, new MenuAction() {
            public String label() { return "Lend a book"; }
            public void run(Scanner in) {
                Member m = askMember(in);
                if (m == null) return;
                Book b = books.get(ask(in, "ISBN"));
                if (b == null) System.out.println("  Not in catalogue.");
                else if (m.isbns.size() == LIMIT) System.out.println("  Limit reached.");
                else if (b.free == 0) System.out.println("  No copy available.");
                else if (!m.isbns.add(b.isbn)) System.out.println("  Already has this one.");
                else b.free--;
            }
        });
        menu.put(4, new MenuAction() {
            public String label() { return "Take a book back"; }
            public void run(Scanner in) {
                Member m = askMember(in);
                if (m == null) return;
                String isbn = ask(in, "ISBN");
                if (m.isbns.remove(isbn)) books.get(isbn).free++;
                else System.out.println("  That member does not have it.");
            }
        });
        menu.put(5, new MenuAction() {
            public String label() { return "Search"; }
            public void run(Scanner in) {
                String q = ask(in, "Words in title or author").toLowerCase();
                for (Book b : books.values())
                    if (b.title.toLowerCase().contains(q) || b.author.toLowerCase().contains(q))
                        System.out.printf("  %s  %s (%s)  %d of %d in%n", b.isbn, b.title, b.author, b.free, b.copies);
            }
        });
        menu.put(6, new MenuAction() {
            public String label() { return "Members and loans"; }
            public void run(Scanner in) {
                for (Member m : members.values())
                    System.out.println("  #" + m.id + " " + m.name + " " + m.isbns);
            }
        });
        menu.put(7, new MenuAction() {
            public String label() { return "Books out"; }
            public void run(Scanner in) {
                for (Book b : books.values())
                    if (b.free < b.copies) System.out.println("  " + b.title + ": " + (b.copies - b.free) + " lent");
            }
        });

        Scanner in = new Scanner(System.in);
        while (true) {
            System.out.println("\n=== LIBRARY ===");
            menu.forEach((k, a) -> System.out.println(" " + k + ") " + a.label()));
            System.out.println(" 0) Quit");
            String pick = ask(in, "Option");
            if (pick.equals("0")) break;
            MenuAction a = null;
            try {
                a = menu.get(Integer.valueOf(pick));
            } catch (NumberFormatException ignored) { }
            if (a == null) System.out.println("No such option.");
            else a.run(in);
        }
    }
}
