// Homework 5 - Student Records
// This program reads the file grades.txt. Every line of the file has
// the student id, then the name, then the marks, all separated by spaces.
// Example line:   1042 Maria 78 91 66 80

import java.io.*;

public class Main
{
    // maximum number of students the program can store
    static final int MAX = 50;

    public static void main(String[] args) throws IOException
    {
        // table[i][0] = id, table[i][1] = name, table[i][2] = average (as text)
        String[][] table = new String[MAX][3];
        int n = 0; // how many students we have

        // open the file
        BufferedReader reader = new BufferedReader(new FileReader("grades.txt"));
        String line = reader.readLine();

        // read until the end of the file
        while (line != null && n < MAX)
        {
            String[] words = line.trim().split(" +");

            // we need an id, a name and at least one mark
            if (words.length >= 3)
            {
                boolean good = true;
                int total = 0;
                // add up the marks, and check they are numbers
                for (int i = 2; i < words.length; i++)
                {
                    try
                    {
                        total = total + Integer.parseInt(words[i]);
                    }
                    catch (Exception e)
                    {
                        good = false;
                    }
                }
                if (good)
                {
                    double average = (double) total / (words.length - 2);
                    table[n][0] = words[0];
                    table[n][1] = words[1];
                    table[n][2] = "" + average;
                    n++;
                }
                else
                {
                    System.out.println("ERROR: this line has a mark that is not a number -> " + line);
                }
            }
            else
            {
                System.out.println("ERROR: this line is not complete -> " + line);
            }
            // next line
            line = reader.readLine();
        }
        reader.close();

        // order[] holds the row numbers, we sort that instead of the table
        int[] order = new int[n];
        for (int i = 0; i < n; i++)
        {
            order[i] = i;
        }

        // sort by average, highest first (exchange sort)
        for (int i = 0; i < n - 1; i++)
        {
            for (int j = i + 1; j < n; j++)
            {
                if (Double.parseDouble(table[order[j]][2]) > Double.parseDouble(table[order[i]][2]))
                {
                    int temp = order[i];
                    order[i] = order[j];
                    order[j] = temp;
                }
            }
        }
        System.out.println("===== Students by average =====");
        printList(table, order, n);

        // sort by name, A to Z
        for (int i = 0; i < n - 1; i++)
        {
            for (int j = i + 1; j < n; j++)
            {
                if (table[order[j]][1].compareToIgnoreCase(table[order[i]][1]) < 0)
                {
                    int temp = order[i];
                    order[i] = order[j];
                    order[j] = temp;
                }
            }
        }
        System.out.println("===== Students by name =====");
        printList(table, order, n);

        // class average, best student and failures
        double sum = 0;
        int best = 0;
        int failCount = 0;
        for (int i = 0; i < n; i++)
        {
            double avg = Double.parseDouble(table[i][2]);
            sum = sum + avg;
            if (avg > Double.parseDouble(table[best][2]))
            {
                best = i;
            }
            if (avg < 50)
            {
                failCount++;
            }
        }
        System.out.println("The class average is " + (sum / n));
        System.out.println("The best student is " + table[best][1] + " (id " + table[best][0] + ")");
        System.out.println("Students who failed: " + failCount);
    }

    // prints the students in the order given, with PASS or FAIL
    static void printList(String[][] table, int[] order, int n)
    {
        for (int k = 0; k < n; k++)
        {
            int row = order[k];
            double avg = Double.parseDouble(table[row][2]);
            String result = "PASS";
            if (avg < 50)
            {
                result = "FAIL";
            }
            System.out.println(table[row][0] + "  " + table[row][1] + "  " + avg + "  " + result);
        }
    }
}
