import java.io.File;
import java.io.IOException;
import java.util.*;

public class Main
{
    static HashMap<String, Student> byId = new HashMap<>();
    static Scanner console = new Scanner(System.in);

    static class Student
    {
        String id, name;
        int[] marks;

        Student(String id, String name, int[] marks)
        {
            this.id = id; this.name = name; this.marks = marks;
        }

        double avg()
        {
            double s = 0;
            for (int m : marks) s += m;
            return s / marks.length;
        }

        String letter()
        {
            double a = avg();
            switch ((int) a / 10)
            {
                case 10: case 9: return "A";
                case 8: return "B";
                case 7: return "C";
                case 6: return "D";
                case 5: return "E";
                default: return "F";
            }
        }
    }

    public static void main(String[] args)
    {
        boolean running = true;
        while (running)
        {
            System.out.println("\n1) add student   2) load file   3) ranking   4) alphabetical   5) statistics   0) quit");
            System.out.print("> ");
            String choice = console.nextLine().trim();
            switch (choice)
            {
                case "1":
                    System.out.print("id;name;mark mark mark ... : ");
                    addEntry(console.nextLine());
                    break;
                case "2":
                    System.out.print("file name: ");
                    loadFile(console.nextLine().trim());
                    break;
                case "3":
                    List<Student> r = new ArrayList<>(byId.values());
                    r.sort((a, b) -> Double.compare(b.avg(), a.avg()));
                    show(r);
                    break;
                case "4":
                    List<Student> n = new ArrayList<>(byId.values());
                    n.sort(Comparator.comparing(s -> s.name.toLowerCase()));
                    show(n);
                    break;
                case "5":
                    statistics();
                    break;
                case "0":
                    running = false;
                    break;
                default:
                    System.out.println("Unknown option '" + choice + "'");
            }
        }
        System.out.println("Bye.");
    }

    static void addEntry(String entry)
    {
        String[] f = entry.split(";");
        if (f.length != 3) { System.out.println("Rejected (need 3 fields separated by ';'): " + entry); return; }
        String id = f[0].trim(), name = f[1].trim();
        if (byId.containsKey(id)) { System.out.println("Rejected: id " + id + " already exists"); return; }
        String[] parts = f[2].trim().split("\\s+");
        int[] marks = new int[parts.length];
        for (int i = 0; i < parts.length; i++)
        {
            try { marks[i] = Integer.parseInt(parts[i]); }
            catch (NumberFormatException e) { System.out.println("Rejected: '" + parts[i] + "' is not a mark"); return; }
            if (marks[i] < 0 || marks[i] > 100) { System.out.println("Rejected: mark " + marks[i] + " not in 0-100"); return; }
        }
        if (name.isEmpty() || id.isEmpty()) { System.out.println("Rejected: empty id or name"); return; }
        byId.put(id, new Student(id, name, marks));
        System.out.println("Added " + name);
    }

    static void loadFile(String path)
    {
        try (Scanner fs = new Scanner(new File(path)))
        {
            int before = byId.size();
            while (fs.hasNextLine())
            {
                String l = fs.nextLine();
                if (!l.isBlank()) addEntry(l);
            }
            System.out.println((byId.size() - before) + " students loaded from " + path);
        }
        catch (IOException e)
        {
            System.out.println("Cannot read " + path);
        }
    }

    static void show(List<Student> list)
    {
        if (list.isEmpty()) { System.out.println("(no students yet)"); return; }
        for (Student s : list)
            System.out.println(String.format("%-6s| %-18s| %6.1f | %s", s.id, s.name, s.avg(), s.letter()));
    }

    static void statistics()
    {
        if (byId.isEmpty()) { System.out.println("(no students yet)"); return; }
        double total = 0;
        Student best = null;
        int failed = 0;
        for (Student s : byId.values())
        {
            total += s.avg();
            if (best == null || s.avg() > best.avg()) best = s;
            if (s.letter().equals("F")) failed++;
        }
        System.out.printf("Students: %d%nClass average: %.1f%nBest: %s (%s) %.1f%nFailing: %d%n",
                byId.size(), total / byId.size(), best.name, best.id, best.avg(), failed);
    }
}
