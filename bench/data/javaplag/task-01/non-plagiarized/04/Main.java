import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// Batch processor: reads transactions from a file (args[0]), one per line:
//   D;account;amount   W;account;amount   T;from;to;amount   I   (interest run)
// Account ids starting with C are checking (overdraft 100.00, 0.35 fee per withdrawal),
// ids starting with S are savings (no overdraft, 1% per interest run).
public class Main
{
    static Map<String, Long> balances = new LinkedHashMap<>();
    static Map<String, List<String>> statements = new LinkedHashMap<>();
    static int rejected = 0;

    static final String[] SAMPLE = {
        "D;C100;250.00", "D;S200;1000", "W;C100;300.00", "T;S200;C100;120.50",
        "W;S200;2000", "I", "W;C100;80", "D;C101;15.25", "T;C101;S200;200"
    };

    static long cents(String s)
    {
        return Math.round(Double.parseDouble(s) * 100);
    }

    static String fmt(long c)
    {
        return String.format("%,.2f", c / 100.0);
    }

    static long bal(String acc)
    {
        if (!balances.containsKey(acc))
        {
            balances.put(acc, 0L);
            statements.put(acc, new ArrayList<>());
        }
        return balances.get(acc);
    }

    static void book(String acc, String text, long delta)
    {
        long nb = bal(acc) + delta;
        balances.put(acc, nb);
        statements.get(acc).add(String.format("%-24s %12s %12s", text, fmt(delta), fmt(nb)));
    }

    static boolean canTake(String acc, long amount)
    {
        long limit = acc.startsWith("C") ? -10000 : 0;
        return bal(acc) - amount >= limit;
    }

    static void process(String line)
    {
        String[] p = line.trim().split(";");
        switch (p[0])
        {
            case "D" -> book(p[1], "deposit", cents(p[2]));
            case "W" -> {
                long amt = cents(p[2]);
                long fee = p[1].startsWith("C") ? 35 : 0;
                if (!canTake(p[1], amt + fee))
                {
                    reject(line);
                    return;
                }
                book(p[1], "withdrawal", -amt);
                if (fee > 0) book(p[1], "withdrawal fee", -fee);
            }
            case "T" -> {
                long amt = cents(p[3]);
                if (!canTake(p[1], amt))
                {
                    reject(line);
                    return;
                }
                book(p[1], "transfer to " + p[2], -amt);
                book(p[2], "transfer from " + p[1], amt);
            }
            case "I" -> {
                for (String acc : new ArrayList<>(balances.keySet()))
                {
                    long b = balances.get(acc);
                    if (acc.startsWith("S") && b > 0) book(acc, "interest 1%", b / 100);
                }
            }
            default -> reject(line);
        }
    }

    static void reject(String line)
    {
        rejected++;
        System.out.println("REJECTED: " + line);
    }

    public static void main(String[] args) throws IOException
    {
        List<String> lines;
        if (args.length > 0)
            lines = Files.readAllLines(Path.of(args[0]));
        else
        {
            System.out.println("(no input file given, using built-in sample)");
            lines = Arrays.asList(SAMPLE);
        }

        for (String l : lines)
        {
            if (l.isBlank() || l.startsWith("#")) continue;
            try
            {
                process(l);
            }
            catch (RuntimeException e)
            {
                reject(l);
            }
        }

        for (String acc : statements.keySet())
        {
            System.out.println();
            System.out.println("==== " + acc + (acc.startsWith("C") ? " (checking)" : " (savings)") + " ====");
            for (String s : statements.get(acc)) System.out.println(s);
            System.out.println("closing balance: " + fmt(balances.get(acc)));
        }
        System.out.println();
        System.out.println(lines.size() + " lines read, " + rejected + " rejected");
    }
}
