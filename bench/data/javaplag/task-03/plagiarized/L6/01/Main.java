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
    private static Map<String, Volume> byCode = new HashMap<>(); // isbn -> volume, for fast lookup
    private static List<Reader> readers = new ArrayList<>();
    private static int commands = 0;

    public static void main(String[] args)
    {
        Scanner input = new Scanner(System.in);
        System.out.println("Library system. Type help for commands.");
        boolean running = true;
        System.out.print("> ");
        while (running && input.hasNextLine())
        {
            String entry = input.nextLine().trim();
            if (entry.length() > 0)
            {
                commands += 1;
                running = handle(entry.split(SEP));
            }
            if (running) System.out.print("> ");
        }
        System.out.println("Bye.");
    }

    /** Runs one command. Returns false when the user wants to quit. */
    private static boolean handle(String[] fields)
    {
        String action = fields[0].trim().toLowerCase();
        int args = fields.length - 1;
        switch (action)
        {
            case "quit":
                return false;
            case "help":
                printHelp();
                return true;
            case "members":
                showReaders();
                return true;
            case "out":
                showLent();
                return true;
        }
        if (action.equals("addbook") && args == 4)
        {
            Volume v = new Volume(fields[1].trim(), fields[2].trim(), fields[3].trim(), Integer.parseInt(fields[4].trim()));
            catalog.add(v);
            byCode.putIfAbsent(v.code, v);
            System.out.println("Book added.");
        }
        else if (action.equals("addmember") && args == 1)
        {
            readers.add(new Reader(fields[1].trim()));
            System.out.println("Member added.");
        }
        else if (action.equals("search") && args == 1)
        {
            find(fields[1].trim());
        }
        else if (args == 2 && (action.equals("borrow") || action.equals("return")))
        {
            transfer(fields[1].trim(), fields[2].trim(), action.charAt(0) == 'b');
        }
        else
        {
            System.out.println("Unknown command (type help for the list).");
        }
        return true;
    }

    private static void printHelp()
    {
        System.out.println("Commands:");
        System.out.println("  addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn");
        System.out.println("  return;name;isbn  search;text  members  out  quit");
    }

    /** Shows the volumes that have at least one copy lent out. */
    static void showLent()
    {
        int totalOut = 0;
        for (Volume v : catalog)
        {
            if (v.lent == 0) continue;
            System.out.printf("  %s - %d out%n", v.bookTitle, v.lent);
            totalOut += v.lent;
        }
        if (totalOut == 0) System.out.println("All books are in.");
        else System.out.printf("  (%d copies out in total)%n", totalOut);
    }

    /** Shows all readers with their borrowed volumes. */
    static void showReaders()
    {
        if (readers.isEmpty()) System.out.println("No members yet.");
        for (Reader r : readers)
        {
            System.out.printf("%s (%d/%d):%n", r.fullName, r.borrowed.size(), LIMIT);
            int j = r.borrowed.size();
            while (j-- > 0)
                System.out.println("    " + r.borrowed.get(r.borrowed.size() - 1 - j).bookTitle);
        }
    }

    /** Prints every volume whose title or writer contains the query. */
    public static void find(String query)
    {
        final String needle = query.toLowerCase();
        List<Volume> matches = new ArrayList<>();
        for (Volume v : catalog)
        {
            String both = (v.bookTitle + "\n" + v.writer).toLowerCase();
            if (both.contains(needle)) matches.add(v);
        }
        if (matches.isEmpty())
        {
            System.out.println("Nothing found.");
            return;
        }
        for (Volume v : matches) System.out.println("  " + v);
    }

    /**
     * Lends a volume to a reader (lending == true) or takes it back (lending == false).
     */
    public static void transfer(String who, String code, boolean lending)
    {
        Reader r = lookupReader(who);
        Volume v = byCode.get(code);
        if (r == null || v == null)
        {
            System.out.println(NOT_FOUND);
            return;
        }
        if (!lending)
        {
            if (!r.borrowed.remove(v))
            {
                System.out.println(String.format("%s does not have %s", r.fullName, v.bookTitle));
                return;
            }
            v.lent -= 1;
            System.out.println(String.format("%s returned %s", r.fullName, v.bookTitle));
            return;
        }
        if (r.borrowed.size() >= LIMIT)
        {
            System.out.println(String.format("%s already has %d books.", r.fullName, LIMIT));
            return;
        }
        if (v.lent >= v.total)
        {
            System.out.println(String.format("No copies of %s left.", v.bookTitle));
            return;
        }
        r.borrowed.add(v);
        v.lent += 1;
        System.out.println(String.format("%s borrowed %s", r.fullName, v.bookTitle));
    }

    /** Looks up a reader by name (case does not matter). */
    private static Reader lookupReader(final String who)
    {
        Reader found = null;
        for (int i = readers.size() - 1; i >= 0; i--)
        {
            if (readers.get(i).fullName.equalsIgnoreCase(who)) found = readers.get(i);
        }
        return found;
    }
}

/**
 * A reader and the volumes he currently has.
 */
class Reader
{
    final String fullName;
    final List<Volume> borrowed = new ArrayList<>();

    Reader(String fullName)
    {
        this.fullName = fullName;
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

    @Override
    public String toString()
    {
        return String.format("%s by %s [%s] %d/%d free", bookTitle, writer, code, total - lent, total);
    }
}
