import java.util.*;

/*
 * Assignment 3: library loan manager.
 * Each command is one line, the fields are split by ';'
 */

public class Main
{
    private static final int LIMIT = 3; // max books per reader
    private static final String SEP = ";";
    private static final String NOT_FOUND = "No such member or book.";

    private static List<Volume> catalog = new ArrayList<>();
    private static List<Reader> readers = new ArrayList<>();
    private static int commands = 0;

    public static void main(String[] args)
    {
        String entry;
        Scanner input = new Scanner(System.in);
        System.out.println("Library system. Type help for commands.");

        // main command loop, ends on quit or end of input
        while (true)
        {
            System.out.print("> ");
            if (!input.hasNextLine()) break;
            entry = input.nextLine().trim();
            if (entry.length() == 0) continue;
            commands += 1;
            if (!handle(entry.split(SEP))) break;
        }
        System.out.println("Bye.");
    }

    /** Runs one command. Returns false when the user wants to quit. */
    private static boolean handle(String[] fields)
    {
        boolean understood = true;
        switch (fields[0].trim().toLowerCase())
        {
            case "quit":
                return false;
            case "help":
                printHelp();
                break;
            case "addbook":
                if (fields.length == 5)
                {
                    catalog.add(new Volume(fields[1].trim(), fields[2].trim(), fields[3].trim(), Integer.parseInt(fields[4].trim())));
                    System.out.println("Book added.");
                }
                else understood = false;
                break;
            case "addmember":
                if (fields.length == 2)
                {
                    readers.add(new Reader(fields[1].trim()));
                    System.out.println("Member added.");
                }
                else understood = false;
                break;
            case "borrow":
            case "return":
                if (fields.length == 3)
                    transfer(fields[1].trim(), fields[2].trim(), fields[0].trim().equalsIgnoreCase("borrow"));
                else understood = false;
                break;
            case "search":
                if (fields.length == 2) find(fields[1].trim());
                else understood = false;
                break;
            case "members":
                showReaders();
                break;
            case "out":
                showLent();
                break;
            default:
                understood = false;
        }
        if (!understood) System.out.println("Unknown command, type help.");
        return true;
    }

    private static void printHelp()
    {
        System.out.println("addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn");
        System.out.println("return;name;isbn  search;text  members  out  quit");
    }

    /** Shows the volumes that have at least one copy lent out. */
    static void showLent()
    {
        boolean someOut = false;
        for (Volume v : catalog)
        {
            if (v.lent > 0)
            {
                System.out.printf("  %s - %d out%n", v.bookTitle, v.lent);
                someOut = true;
            }
        }
        if (someOut == false) System.out.println("All books are in.");
    }

    /** Shows all readers with their borrowed volumes. */
    static void showReaders()
    {
        for (int i = 0; i < readers.size(); i++)
        {
            Reader r = readers.get(i);
            System.out.printf("%s (%d/%d):%n", r.fullName, r.borrowed.size(), LIMIT);
            for (int j = 0; j < r.borrowed.size(); j++)
                System.out.println("    " + r.borrowed.get(j).bookTitle);
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
            boolean inTitle = v.bookTitle.toLowerCase().indexOf(needle) >= 0;
            boolean inWriter = v.writer.toLowerCase().indexOf(needle) >= 0;
            if (inTitle || inWriter)
            {
                System.out.println("  " + v);
                hits = hits + 1;
            }
        }
        System.out.print(hits == 0 ? "Nothing found.\n" : "");
    }

    /**
     * Lends a volume to a reader (lending == true) or takes it back (lending == false).
     */
    public static void transfer(String who, String code, boolean lending)
    {
        Reader r = lookupReader(who);
        Volume v = lookupVolume(code);
        if (r == null || v == null)
        {
            System.out.println(NOT_FOUND);
            return;
        }
        if (lending)
        {
            if (r.borrowed.size() >= LIMIT)
                System.out.println(String.format("%s already has %d books.", r.fullName, LIMIT));
            else if (v.free() <= 0)
                System.out.println(String.format("No copies of %s left.", v.bookTitle));
            else
            {
                r.borrowed.add(v);
                v.lent += 1;
                System.out.println(String.format("%s borrowed %s", r.fullName, v.bookTitle));
            }
        }
        else if (r.borrowed.remove(v))
        {
            v.lent -= 1;
            System.out.println(String.format("%s returned %s", r.fullName, v.bookTitle));
        }
        else
        {
            System.out.println(String.format("%s does not have %s", r.fullName, v.bookTitle));
        }
    }

    /** Looks up a reader by name (case does not matter). */
    private static Reader lookupReader(final String who)
    {
        Iterator<Reader> it = readers.iterator();
        while (it.hasNext())
        {
            Reader r = it.next();
            if (r.fullName.toLowerCase().equals(who.toLowerCase())) return r;
        }
        return null;
    }

    /** Looks up a volume by its ISBN code, returns null if not found. */
    private static Volume lookupVolume(String code)
    {
        int i = 0;
        while (i < catalog.size())
        {
            if (catalog.get(i).code.equals(code)) return catalog.get(i);
            i += 1;
        }
        return null;
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
        return String.format("%s by %s [%s] %d/%d free", bookTitle, writer, code, free(), total);
    }
}
