import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.*;
import java.util.stream.Collectors;

/**
 * Library loans. Commands are read from standard input, one per line, arguments separated by '|':
 * BOOK|isbn|title|author|copies, JOIN|name, LEND|name|isbn, RETURN|name|isbn, FIND|text, LOANS, OUT, EXIT
 */
public class Main {

    record Book(String isbn, String title, String author, int copies) {
        boolean matches(String q) {
            String lq = q.toLowerCase(Locale.ROOT);
            return title.toLowerCase(Locale.ROOT).contains(lq) || author.toLowerCase(Locale.ROOT).contains(lq);
        }
    }

    enum Command {
        BOOK(4), JOIN(1), LEND(2), RETURN(2), FIND(1), LOANS(0), OUT(0), EXIT(0);

        final int arity;

        Command(int arity) { this.arity = arity; }

        static Optional<Command> parse(String word) {
            return Arrays.stream(values()).filter(c -> c.name().equalsIgnoreCase(word)).findFirst();
        }
    }

    private static final int LOAN_LIMIT = 5;

    private final Map<String, Book> catalogue = new HashMap<>();
    private final Map<String, List<String>> loansByMember = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);

    private long onLoan(String isbn) {
        return loansByMember.values().stream().flatMap(List::stream).filter(isbn::equals).count();
    }

    private String lend(String member, String isbn) {
        List<String> loans = loansByMember.get(member);
        Book book = catalogue.get(isbn);
        if (loans == null) return "error: unknown member " + member;
        if (book == null) return "error: unknown isbn " + isbn;
        if (loans.size() >= LOAN_LIMIT) return "error: loan limit of " + LOAN_LIMIT + " reached";
        if (onLoan(isbn) >= book.copies()) return "error: no free copy of '" + book.title() + "'";
        loans.add(isbn);
        return "ok: " + member + " <- '" + book.title() + "'";
    }

    private String giveBack(String member, String isbn) {
        List<String> loans = loansByMember.get(member);
        if (loans == null) return "error: unknown member " + member;
        return loans.remove(isbn) ? "ok: returned " + isbn : "error: " + member + " has no loan of " + isbn;
    }

    private String execute(Command cmd, List<String> a) {
        return switch (cmd) {
            case BOOK -> {
                int copies = Integer.parseInt(a.get(3));
                if (copies < 1) yield "error: copies must be positive";
                Book prev = catalogue.putIfAbsent(a.get(0), new Book(a.get(0), a.get(1), a.get(2), copies));
                yield prev == null ? "ok: catalogued " + a.get(1) : "error: isbn already used";
            }
            case JOIN -> loansByMember.putIfAbsent(a.get(0), new ArrayList<>()) == null
                    ? "ok: welcome " + a.get(0) : "error: already a member";
            case LEND -> lend(a.get(0), a.get(1));
            case RETURN -> giveBack(a.get(0), a.get(1));
            case FIND -> catalogue.values().stream()
                    .filter(b -> b.matches(a.get(0)))
                    .sorted(Comparator.comparing(Book::title))
                    .map(b -> String.format("%-14s %-30s %-20s %d/%d", b.isbn(), b.title(), b.author(),
                            b.copies() - onLoan(b.isbn()), b.copies()))
                    .collect(Collectors.collectingAndThen(Collectors.joining("\n"),
                            s -> s.isEmpty() ? "(no matches)" : s));
            case LOANS -> loansByMember.entrySet().stream()
                    .map(e -> e.getKey() + ": " + e.getValue().stream()
                            .map(i -> catalogue.get(i).title()).collect(Collectors.joining(", ")))
                    .collect(Collectors.joining("\n"));
            case OUT -> catalogue.values().stream()
                    .filter(b -> onLoan(b.isbn()) > 0)
                    .map(b -> b.title() + " x" + onLoan(b.isbn()))
                    .collect(Collectors.joining("\n"));
            case EXIT -> "";
        };
    }

    public static void main(String[] args) throws IOException {
        Main library = new Main();
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.isBlank()) continue;
            List<String> parts = Arrays.stream(line.split("\\|")).map(String::strip).toList();
            Optional<Command> cmd = Command.parse(parts.get(0));
            if (cmd.isEmpty()) {
                System.out.println("error: unknown command " + parts.get(0));
            } else if (cmd.get() == Command.EXIT) {
                break;
            } else if (parts.size() - 1 != cmd.get().arity) {
                System.out.println("error: " + cmd.get() + " takes " + cmd.get().arity + " argument(s)");
            } else {
                try {
                    String result = library.execute(cmd.get(), parts.subList(1, parts.size()));
                    if (!result.isEmpty()) System.out.println(result);
                } catch (NumberFormatException e) {
                    System.out.println("error: copies is not a number");
                }
            }
        }
    }
}
