import java.util.*;

/*
 * Assignment 3: library loan manager.
 * Each command is one line, the fields are split by ';'
 */

/**
 * A volume in the library with a number of copies.
 */
class Volume
{
    final String bookTitle;
    final String writer;
    final String code;
    final int total;
    int lent = 0;

    Volume(String bookTitle, String writer, String code, int total)
    {
        this.bookTitle = bookTitle;
        this.writer = writer;
        this.code = code;
        this.total = total;
    }

    /** @return how many copies can still be borrowed */
    int free()
    {
        return total - lent;
    }

    @Override
    public String toString()
    {
        return bookTitle + " by " + writer + " [" + code + "] " + free() + "/" + total + " free";
    }
}

/**
 * A reader and the volumes he currently has.
 */
class Reader
{
    final String fullName;
    final List<Volume> borrowed;

    Reader(String fullName)
    {
        this.fullName = fullName;
        this.borrowed = new ArrayList<>();
    }
}

public class Main
{
    private static final int LIMIT = 3; // max books per reader
    private static final String SEP = ";";
    private static final String NOT_FOUND = "No such member or book.";

    private static List<Volume> catalog = new ArrayList<>();
    private static List<Reader> readers = new ArrayList<>();
    private static int commands = 0;

    /** Looks up a volume by its ISBN code, returns null if not found. */
    private static Volume lookupVolume(String code)
    {
        int i;
        for (i = 0; i < catalog.size(); i++)
        {
            if (catalog.get(i).code.equals(code)) return catalog.get(i);
        }
        return null;
    }

    /** Looks up a reader by name (case does not matter). */
    private static Reader lookupReader(final String who)
    {
        for (Reader r : readers)
        {
            if (r.fullName.equalsIgnoreCase(who)) return r;
        }
        return null;
    }

    /** Lend a volume to a reader if the limit and the copies allow it. */
    public static void checkOut(String who, String code)
    {
        Reader r;
        Volume v;
        r = lookupReader(who);
        v = lookupVolume(code);
        if (r == null || v == null)
        {
            System.out.println(NOT_FOUND);
            return;
        }
        if (r.borrowed.size() >= LIMIT)
        {
            System.out.println(r.fullName + " already has " + LIMIT + " books.");
        }
        else if (v.free() == 0)
        {
            System.out.println("No copies of " + v.bookTitle + " left.");
        }
        else
        {
            r.borrowed.add(v);
            v.lent++;
            System.out.println(r.fullName + " borrowed " + v.bookTitle);
        }
    }

    /** Take a volume back from a reader. */
    public static void checkIn(String who, String code)
    {
        Reader r;
        Volume v;
        r = lookupReader(who);
        v = lookupVolume(code);
        if (r == null || v == null)
        {
            System.out.println(NOT_FOUND);
            return;
        }
        if (r.borrowed.remove(v))
        {
            v.lent--;
            System.out.println(r.fullName + " returned " + v.bookTitle);
        }
        else
        {
            System.out.println(r.fullName + " does not have " + v.bookTitle);
        }
    }

    /** Prints every volume whose title or writer contains the query. */
    public static void find(String query)
    {
        int hits;
        final String needle = query.toLowerCase();
        hits = 0;
        for (Volume v : catalog)
        {
            if (v.bookTitle.toLowerCase().contains(needle) || v.writer.toLowerCase().contains(needle))
            {
                System.out.println("  " + v);
                hits++;
            }
        }
        if (hits == 0) System.out.println("Nothing found.");
    }

    /** Shows all readers with their borrowed volumes. */
    static void showReaders()
    {
        for (Reader r : readers)
        {
            System.out.println(r.fullName + " (" + r.borrowed.size() + "/" + LIMIT + "):");
            for (Volume v : r.borrowed)
                System.out.println("    " + v.bookTitle);
        }
    }

    /** Shows the volumes that have at least one copy lent out. */
    static void showLent()
    {
        boolean someOut = false;
        for (Volume v : catalog)
        {
            if (v.lent > 0)
            {
                System.out.println("  " + v.bookTitle + " - " + v.lent + " out");
                someOut = true;
            }
        }
        if (!someOut) System.out.println("All books are in.");
    }

    public static void main(String[] args)
    {
        String entry;
        String[] fields;
        String action;
        Scanner input = new Scanner(System.in);
        System.out.println("Library system. Type help for commands.");

        // main command loop, ends on quit or end of input
        while (true)
        {
            System.out.print("> ");
            if (!input.hasNextLine()) break;
            entry = input.nextLine().trim();
            if (entry.isEmpty()) continue;
            fields = entry.split(SEP);
            action = fields[0].trim().toLowerCase();
            commands++;

            if (action.equals("quit"))
            {
                break;
            }
            else if (action.equals("help"))
            {
                System.out.println("addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit");
            }
            else if (action.equals("addbook") && fields.length == 5)
            {
                catalog.add(new Volume(fields[1].trim(), fields[2].trim(), fields[3].trim(), Integer.parseInt(fields[4].trim())));
                System.out.println("Book added.");
            }
            else if (action.equals("addmember") && fields.length == 2)
            {
                readers.add(new Reader(fields[1].trim()));
                System.out.println("Member added.");
            }
            else if (action.equals("borrow") && fields.length == 3)
            {
                checkOut(fields[1].trim(), fields[2].trim());
            }
            else if (action.equals("return") && fields.length == 3)
            {
                checkIn(fields[1].trim(), fields[2].trim());
            }
            else if (action.equals("search") && fields.length == 2)
            {
                find(fields[1].trim());
            }
            else if (action.equals("members"))
            {
                showReaders();
            }
            else if (action.equals("out"))
            {
                showLent();
            }
            else
            {
                System.out.println("Unknown command, type help.");
            }
        }
        System.out.println("Bye.");
    }
}
