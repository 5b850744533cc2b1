import java.util.ArrayList;
import java.util.List;
import java.util.Scanner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Library loans, tracked per physical copy: every copy knows who has it and when it is due back.
 */
public class Main
{
    static final int LOAN_DAYS = 14; // loan period in days
    static final int MAX_LOANS = 4;  // loans per member

    /** One physical copy on the shelf (or not). */
    static class Copy
    {
        final Book book;
        final int number;
        Member borrower; // null while on the shelf
        int due;
        Copy(Book book, int number) { this.book = book; this.number = number; }
    }

    /** A catalogue entry that owns its copies. */
    static class Book
    {
        final String isbn, title, author;
        final List<Copy> copies = new ArrayList<>();
        Book(String isbn, String title, String author, int n)
        {
            this.isbn = isbn;
            this.title = title;
            this.author = author;
            for (int i = 1; i <= n; i++) copies.add(new Copy(this, i));
        }
        /** @return a copy nobody has, or null */
        Copy freeCopy()
        {
            for (Copy c : copies) if (c.borrower == null) return c;
            return null;
        }
    }

    /** A member with a fixed number of loan slots. */
    static class Member
    {
        final String name;
        final Copy[] slots = new Copy[MAX_LOANS];
        Member(String name) { this.name = name; }
    }

    static final List<Book> books = new ArrayList<>();
    static final List<Member> members = new ArrayList<>();
    static int day = 0;
    /** book COPIES ISBN TITLE / AUTHOR */
    static final Pattern BOOK_CMD = Pattern.compile("book\\s+(\\d+)\\s+(\\S+)\\s+(.+?)\\s*/\\s*(.+)");

    public static void main(String[] args)
    {
        Scanner in = new Scanner(System.in);
        System.out.println("Commands: book N ISBN TITLE / AUTHOR | member NAME | lend NAME ISBN | back NAME ISBN\n"
                + "          find REGEX | who | out | overdue | day | stop");
        while (in.hasNextLine())
        {
            String cmd = in.nextLine().trim();
            Matcher bm = BOOK_CMD.matcher(cmd);
            String[] w = cmd.split("\\s+", 3);
            if (bm.matches())
                books.add(new Book(bm.group(2), bm.group(3), bm.group(4), Integer.parseInt(bm.group(1))));
            else if (w[0].equals("member") && w.length > 1)
                members.add(new Member(cmd.substring(7).trim()));
            else if ((w[0].equals("lend") || w[0].equals("back")) && w.length == 3)
            {
                Member m = null; Book b = null;
                for (Member x : members) if (x.name.equals(w[1])) m = x;
                for (Book x : books) if (x.isbn.equals(w[2])) b = x;
                if (m == null || b == null) System.out.println("unknown member or ISBN");
                else if (w[0].equals("lend")) lend(m, b);
                else giveBack(m, b);
            }
            else if (w[0].equals("find") && w.length > 1)
            {
                Pattern p = Pattern.compile(cmd.substring(4).trim(), Pattern.CASE_INSENSITIVE);
                for (Book b : books)
                {
                    if (!p.matcher(b.title).find() && !p.matcher(b.author).find()) continue;
                    int free = 0;
                    for (Copy c : b.copies) if (c.borrower == null) free++;
                    System.out.println(b.isbn + "  " + b.title + " - " + b.author + "  (" + free + " on shelf)");
                }
            }
            else if (w[0].equals("who"))
            {
                for (Member m : members)
                {
                    System.out.print(m.name + ":");
                    for (Copy c : m.slots) if (c != null) System.out.print(" " + c.book.title + "#" + c.number);
                    System.out.println();
                }
            }
            else if (w[0].equals("out") || w[0].equals("overdue"))
            {
                boolean onlyLate = w[0].equals("overdue");
                for (Book b : books)
                    for (Copy c : b.copies)
                        if (c.borrower != null && (!onlyLate || c.due < day))
                            System.out.println(b.title + "#" + c.number + " with " + c.borrower.name + ", due day " + c.due);
            }
            else if (w[0].equals("day"))
                System.out.println("it is now day " + (++day));
            else if (w[0].equals("stop"))
                break;
            else if (!cmd.isEmpty())
                System.out.println("?? " + cmd);
        }
    }

    /** Puts a free copy of b into an empty slot of m. */
    static void lend(Member m, Book b)
    {
        int slot = 0;
        while (slot < MAX_LOANS && m.slots[slot] != null) slot++;
        Copy c = b.freeCopy();
        if (slot == MAX_LOANS) System.out.println(m.name + " has no free loan slot");
        else if (c == null) System.out.println("no copy of " + b.title + " on the shelf");
        else
        {
            c.borrower = m;
            c.due = day + LOAN_DAYS;
            m.slots[slot] = c;
            System.out.println(m.name + " has copy #" + c.number + " of " + b.title + " until day " + c.due);
        }
    }

    /** Clears the first slot of m holding a copy of b. */
    static void giveBack(Member m, Book b)
    {
        for (int i = 0; i < MAX_LOANS; i++)
        {
            Copy c = m.slots[i];
            if (c == null || c.book != b) continue;
            m.slots[i] = null;
            c.borrower = null;
            System.out.println("copy #" + c.number + " of " + b.title + (day > c.due ? " returned late" : " returned"));
            return;
        }
        System.out.println(m.name + " does not have " + b.title);
    }
}
