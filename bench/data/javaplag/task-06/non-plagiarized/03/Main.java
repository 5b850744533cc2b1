import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.*;

interface Statistic
{
    String title();
    String compute(Document doc);
}

class Document
{
    final List<String> lines = new ArrayList<>();
    final List<String> tokens = new ArrayList<>();

    Document(String path) throws IOException
    {
        BufferedReader br = new BufferedReader(new FileReader(path));
        String l = br.readLine();
        while (l != null)
        {
            lines.add(l);
            StringTokenizer st = new StringTokenizer(l, " \t.,;:!?\"()[]{}-");
            while (st.hasMoreTokens())
                tokens.add(st.nextToken().toLowerCase());
            l = br.readLine();
        }
        br.close();
    }

    int characterCount()
    {
        int n = 0;
        for (String l : lines) n += l.length();
        return n;
    }
}

class LineCount implements Statistic
{
    public String title() { return "Lines"; }
    public String compute(Document d) { return String.valueOf(d.lines.size()); }
}

class WordTotal implements Statistic
{
    public String title() { return "Words"; }
    public String compute(Document d) { return String.valueOf(d.tokens.size()); }
}

class CharTotal implements Statistic
{
    public String title() { return "Characters (without line breaks)"; }
    public String compute(Document d) { return String.valueOf(d.characterCount()); }
}

class TopWords implements Statistic
{
    private final Set<String> ignore;

    TopWords(Set<String> ignore) { this.ignore = ignore; }

    public String title() { return "Ten most frequent"; }

    public String compute(Document d)
    {
        TreeMap<String, Integer> freq = new TreeMap<>();
        for (String t : d.tokens)
            if (!ignore.contains(t))
                freq.put(t, freq.getOrDefault(t, 0) + 1);
        List<String> keys = new ArrayList<>(freq.keySet());
        // stable sort keeps the alphabetical order of the TreeMap for ties
        keys.sort((a, b) -> freq.get(b) - freq.get(a));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(10, keys.size()); i++)
            sb.append("\n   ").append(keys.get(i)).append(" (").append(freq.get(keys.get(i))).append(')');
        return sb.toString();
    }
}

class Longest implements Statistic
{
    public String title() { return "Longest words"; }

    public String compute(Document d)
    {
        TreeSet<String> best = new TreeSet<>();
        int len = 0;
        for (String t : d.tokens)
        {
            if (t.length() > len) { len = t.length(); best.clear(); }
            if (t.length() == len) best.add(t);
        }
        return best + " (" + len + " letters)";
    }
}

class AverageLength implements Statistic
{
    public String title() { return "Average word length"; }

    public String compute(Document d)
    {
        if (d.tokens.isEmpty()) return "n/a";
        long sum = 0;
        for (String t : d.tokens) sum += t.length();
        return String.format("%.2f", sum / (double) d.tokens.size());
    }
}

public class Main
{
    public static void main(String[] args)
    {
        Scanner in = new Scanner(System.in);
        String path = args.length == 1 ? args[0] : null;
        if (path == null)
        {
            System.out.print("File: ");
            path = in.nextLine().trim();
        }
        System.out.print("Skip common words like 'the' and 'and'? [y/N] ");
        boolean skip = in.hasNextLine() && in.nextLine().equalsIgnoreCase("y");
        Set<String> ignore = skip
                ? new HashSet<>(Arrays.asList("the", "and", "a", "an", "of", "to", "in", "is", "that", "it"))
                : Collections.emptySet();

        Document doc;
        try
        {
            doc = new Document(path);
        }
        catch (IOException e)
        {
            System.out.println("Problem reading " + path);
            return;
        }

        List<Statistic> stats = List.of(new LineCount(), new WordTotal(), new CharTotal(),
                new TopWords(ignore), new Longest(), new AverageLength());
        for (Statistic s : stats)
            System.out.println(s.title() + ": " + s.compute(doc));
    }
}
