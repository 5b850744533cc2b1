import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/*
 * Library with a waiting list.
 * Start with:  java Main catalogue.csv   (lines: isbn,title,author,copies)
 * Commands:  j NAME | b NAME ISBN | r NAME ISBN | f WORD | m | o | q
 * If no copy is free when someone borrows, they are put on the waiting list of that book
 * and get the copy automatically when it comes back.
 */
public class Main {
    static final int MAX = 3;

    static class Title {
        String title, author; int copies; int lent;
        ArrayDeque<String> waiting = new ArrayDeque<>();
    }

    static Map<String, Title> catalogue = new LinkedHashMap<>();
    static Map<String, List<String>> members = new LinkedHashMap<>();

    static void load(String file) throws IOException {
        for (String row : Files.readAllLines(Path.of(file))) {
            String[] c = row.split(",");
            if (c.length != 4 || c[0].startsWith("isbn")) continue;   // skip header / bad rows
            Title t = new Title();
            t.title = c[1].trim(); t.author = c[2].trim(); t.copies = Integer.parseInt(c[3].trim());
            catalogue.put(c[0].trim(), t);
        }
        System.out.println(catalogue.size() + " titles loaded");
    }

    static String borrow(String who, String isbn) {
        Title t = catalogue.get(isbn);
        List<String> has = members.get(who);
        if (t == null || has == null) return "unknown member or isbn";
        if (has.size() == MAX) return who + " has reached " + MAX + " loans";
        if (has.contains(isbn)) return who + " already has it";
        if (t.lent == t.copies) {
            if (!t.waiting.contains(who)) t.waiting.addLast(who);
            return "no copy free, " + who + " is number " + t.waiting.size() + " in the queue";
        }
        t.lent++;
        has.add(isbn);
        return who + " takes '" + t.title + "'";
    }

    static String giveBack(String who, String isbn) {
        Title t = catalogue.get(isbn);
        List<String> has = members.get(who);
        if (t == null || has == null || !has.remove(isbn)) return "nothing to return";
        t.lent--;
        String msg = who + " brought back '" + t.title + "'";
        // hand the copy to the first person in the queue who can still borrow
        while (!t.waiting.isEmpty()) {
            String next = t.waiting.pollFirst();
            List<String> nextHas = members.get(next);
            if (nextHas.size() < MAX && !nextHas.contains(isbn)) {
                t.lent++;
                nextHas.add(isbn);
                return msg + "; handed over to " + next;
            }
        }
        return msg;
    }

    public static void main(String[] args) throws IOException {
        if (args.length > 0) load(args[0]);
        else System.out.println("no catalogue file given, starting empty");
        Scanner sc = new Scanner(System.in);
        while (sc.hasNextLine()) {
            String[] w = sc.nextLine().trim().split("\\s+");
            String out;
            switch (w[0]) {
                case "q": return;
                case "j":
                    if (w.length < 2) { out = "usage: j NAME"; break; }
                    out = members.putIfAbsent(w[1], new ArrayList<>()) == null ? "joined " + w[1] : "name taken";
                    break;
                case "b": out = w.length == 3 ? borrow(w[1], w[2]) : "usage: b NAME ISBN"; break;
                case "r": out = w.length == 3 ? giveBack(w[1], w[2]) : "usage: r NAME ISBN"; break;
                case "f":
                    StringBuilder sb = new StringBuilder();
                    String q = w.length > 1 ? w[1].toLowerCase() : "";
                    catalogue.forEach((isbn, t) -> {
                        if ((t.title + t.author).toLowerCase().contains(q))
                            sb.append(isbn).append(": ").append(t.title).append(", ").append(t.author)
                              .append(" (").append(t.copies - t.lent).append(" free, ").append(t.waiting.size()).append(" waiting)\n");
                    });
                    out = sb.length() == 0 ? "no match" : sb.toString().stripTrailing();
                    break;
                case "m":
                    StringBuilder mb = new StringBuilder();
                    members.forEach((name, l) -> mb.append(name).append(" -> ").append(l).append('\n'));
                    out = mb.toString().stripTrailing();
                    break;
                case "o":
                    StringBuilder ob = new StringBuilder();
                    catalogue.forEach((isbn, t) -> { if (t.lent > 0) ob.append(t.title).append(": ").append(t.lent).append('/').append(t.copies).append('\n'); });
                    out = ob.length() == 0 ? "everything is on the shelf" : ob.toString().stripTrailing();
                    break;
                default: out = "?";
            }
            System.out.println(out);
        }
    }
}
