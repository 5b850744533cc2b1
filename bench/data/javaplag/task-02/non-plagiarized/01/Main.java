import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner kb = new Scanner(System.in);

        System.out.print("How many students? ");
        int n = kb.nextInt();
        String[] names = new String[n];
        int[] ids = new int[n];
        double[] avg = new double[n];
        int count = 0;

        // read every student, 3 marks each
        while (count < n) {
            System.out.print("Name of student " + (count + 1) + ": ");
            String nm = kb.next();
            System.out.print("ID: ");
            if (!kb.hasNextInt()) {
                System.out.println("Invalid ID, student skipped");
                kb.nextLine();
                n--;
                continue;
            }
            int id = kb.nextInt();
            System.out.print("Enter 3 marks: ");
            int m1, m2, m3;
            if (kb.hasNextInt()) m1 = kb.nextInt(); else { System.out.println("Bad mark, student skipped"); kb.nextLine(); n--; continue; }
            if (kb.hasNextInt()) m2 = kb.nextInt(); else { System.out.println("Bad mark, student skipped"); kb.nextLine(); n--; continue; }
            if (kb.hasNextInt()) m3 = kb.nextInt(); else { System.out.println("Bad mark, student skipped"); kb.nextLine(); n--; continue; }
            names[count] = nm;
            ids[count] = id;
            avg[count] = (m1 + m2 + m3) / 3.0;
            count++;
        }

        // sort by average, biggest first (selection sort)
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                if (avg[j] > avg[i]) {
                    double t = avg[i]; avg[i] = avg[j]; avg[j] = t;
                    String s = names[i]; names[i] = names[j]; names[j] = s;
                    int k = ids[i]; ids[i] = ids[j]; ids[j] = k;
                }
            }
        }
        System.out.println("\nRANKING");
        for (int i = 0; i < count; i++) {
            String g;
            if (avg[i] >= 70) g = "A";
            else if (avg[i] >= 60) g = "B";
            else if (avg[i] >= 50) g = "C";
            else if (avg[i] >= 40) g = "D";
            else g = "FAIL";
            System.out.println((i + 1) + ". " + names[i] + " " + ids[i] + " avg=" + avg[i] + " grade " + g);
        }
        String bestName = names[0];
        double bestAvg = avg[0];

        // now sort by name
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count; j++) {
                if (names[j].compareTo(names[i]) < 0) {
                    double t = avg[i]; avg[i] = avg[j]; avg[j] = t;
                    String s = names[i]; names[i] = names[j]; names[j] = s;
                    int k = ids[i]; ids[i] = ids[j]; ids[j] = k;
                }
            }
        }
        System.out.println("\nBY NAME");
        double sum = 0;
        int fails = 0;
        for (int i = 0; i < count; i++) {
            System.out.println(names[i] + " " + ids[i] + " avg=" + avg[i]);
            sum = sum + avg[i];
            if (avg[i] < 40) fails++;
        }

        System.out.println();
        System.out.println("Class average = " + sum / count);
        System.out.println("Best = " + bestName + " with " + bestAvg);
        System.out.println("Failed = " + fails);
    }
}
