import java.io.*;
import java.util.ArrayList;
import java.util.List;

// Runs a batch of library transactions.
// Usage: java Main transactions.txt   (reads standard input if no file is given)
// Each line: ADD,isbn,title,author,copies | MEMBER,id,name | BORROW,id,isbn | RETURN,id,isbn
//            | SEARCH,text | REPORT

class LibraryException extends Exception {
    public LibraryException(String msg) { super(msg); }
}

class Title {
    private final String isbn, name, author;
    private final int totalCopies;
    private int lent;

    public Title(String isbn, String name, String author, int totalCopies) {
        this.isbn = isbn; this.name = name; this.author = author; this.totalCopies = totalCopies;
    }
    public String getIsbn() { return isbn; }
    public String getName() { return name; }
    public String getAuthor() { return author; }
    public boolean isLent() { return lent > 0; }
    public int getLent() { return lent; }

    public void checkOut() throws LibraryException {
        if (lent == totalCopies) throw new LibraryException("all " + totalCopies + " copies of " + name + " are lent");
        lent++;
    }
    public void checkIn() { lent--; }
}

class Patron {
    public static final int MAX_BOOKS = 4;
    private final String id, name;
    private final List<Title> items = new ArrayList<>();

    public Patron(String id, String name) { this.id = id; this.name = name; }
    public String getId() { return id; }
    public String getName() { return name; }
    public List<Title> getItems() { return items; }

    public void take(Title t) throws LibraryException {
        if (items.size() >= MAX_BOOKS) throw new LibraryException(name + " reached the limit of " + MAX_BOOKS);
        t.checkOut();
        items.add(t);
    }
    public void bringBack(Title t) throws LibraryException {
        if (!items.remove(t)) throw new LibraryException(name + " has not borrowed " + t.getName());
        t.checkIn();
    }
}

class Library {
    private final List<Title> titles = new ArrayList<>();
    private final List<Patron> patrons = new ArrayList<>();

    public Title title(String isbn) throws LibraryException {
        for (Title t : titles) if (t.getIsbn().equals(isbn)) return t;
        throw new LibraryException("unknown ISBN " + isbn);
    }
    public Patron patron(String id) throws LibraryException {
        for (Patron p : patrons) if (p.getId().equals(id)) return p;
        throw new LibraryException("unknown member id " + id);
    }

    public String apply(String[] f) throws LibraryException {
        switch (f[0].toUpperCase()) {
            case "ADD":
                titles.add(new Title(f[1], f[2], f[3], Integer.parseInt(f[4])));
                return "added " + f[2];
            case "MEMBER":
                patrons.add(new Patron(f[1], f[2]));
                return "registered " + f[2] + " as " + f[1];
            case "BORROW":
                patron(f[1]).take(title(f[2]));
                return f[1] + " borrowed " + f[2];
            case "RETURN":
                patron(f[1]).bringBack(title(f[2]));
                return f[1] + " returned " + f[2];
            case "SEARCH":
                StringBuilder sb = new StringBuilder("results for '" + f[1] + "':");
                for (Title t : titles)
                    if ((t.getName() + " " + t.getAuthor()).toLowerCase().contains(f[1].toLowerCase()))
                        sb.append("\n    ").append(t.getIsbn()).append("  ").append(t.getName()).append(" / ").append(t.getAuthor());
                return sb.toString();
            case "REPORT":
                StringBuilder r = new StringBuilder("members:");
                for (Patron p : patrons) {
                    r.append("\n    ").append(p.getId()).append(' ').append(p.getName()).append(" ->");
                    for (Title t : p.getItems()) r.append(' ').append(t.getIsbn());
                }
                r.append("\n  titles on loan:");
                for (Title t : titles) if (t.isLent()) r.append("\n    ").append(t.getName()).append(" (").append(t.getLent()).append(")");
                return r.toString();
            default:
                throw new LibraryException("bad transaction type " + f[0]);
        }
    }
}

public class Main {
    public static void main(String[] args) throws IOException {
        Reader source = args.length > 0 ? new FileReader(args[0]) : new InputStreamReader(System.in);
        Library lib = new Library();
        int lineNo = 0, errors = 0;
        try (BufferedReader br = new BufferedReader(source)) {
            for (String line = br.readLine(); line != null; line = br.readLine()) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                try {
                    System.out.println("[" + lineNo + "] OK    " + lib.apply(line.split("\\s*,\\s*")));
                } catch (LibraryException | RuntimeException e) {
                    errors++;
                    System.out.println("[" + lineNo + "] ERROR " + e.getMessage());
                }
            }
        }
        System.out.println(lineNo + " lines processed, " + errors + " errors");
    }
}
