import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        String[] titles = new String[100];
        String[] authors = new String[100];
        String[] isbns = new String[100];
        int[] copies = new int[100];
        int nBooks = 0;
        String[] members = new String[50];
        int[][] borrowed = new int[50][2]; // book index of each loan, -1 = empty
        int nMembers = 0;
        int choice = 0;

        while (choice != 7) {
            System.out.println("1 add book  2 add member  3 borrow  4 give back  5 search  6 show  7 exit");
            System.out.print("choice: ");
            choice = in.nextInt();
            in.nextLine();
            if (choice == 1) {
                System.out.print("title: ");
                titles[nBooks] = in.nextLine();
                System.out.print("author: ");
                authors[nBooks] = in.nextLine();
                System.out.print("isbn: ");
                isbns[nBooks] = in.nextLine();
                System.out.print("copies: ");
                copies[nBooks] = in.nextInt();
                nBooks++;
            }
            if (choice == 2) {
                System.out.print("member name: ");
                members[nMembers] = in.nextLine();
                borrowed[nMembers][0] = -1;
                borrowed[nMembers][1] = -1;
                System.out.println("member number is " + nMembers);
                nMembers++;
            }
            if (choice == 3 || choice == 4) {
                System.out.print("member number: ");
                int m = in.nextInt();
                in.nextLine();
                System.out.print("isbn: ");
                String isbn = in.nextLine();
                int b = -1;
                for (int i = 0; i < nBooks; i++) {
                    if (isbns[i].equals(isbn)) b = i;
                }
                if (b == -1 || m < 0 || m >= nMembers) {
                    System.out.println("wrong member or isbn");
                } else if (choice == 3) {
                    if (copies[b] == 0) {
                        System.out.println("sorry, all copies are out");
                    } else if (borrowed[m][0] != -1 && borrowed[m][1] != -1) {
                        System.out.println("you can only have 2 books");
                    } else {
                        if (borrowed[m][0] == -1) borrowed[m][0] = b;
                        else borrowed[m][1] = b;
                        copies[b]--;
                        System.out.println("ok");
                    }
                } else {
                    if (borrowed[m][0] == b) {
                        borrowed[m][0] = -1;
                        copies[b]++;
                        System.out.println("returned");
                    } else if (borrowed[m][1] == b) {
                        borrowed[m][1] = -1;
                        copies[b]++;
                        System.out.println("returned");
                    } else {
                        System.out.println("this member doesnt have that book");
                    }
                }
            }
            if (choice == 5) {
                System.out.print("search for: ");
                String s = in.nextLine();
                for (int i = 0; i < nBooks; i++) {
                    if (titles[i].contains(s) || authors[i].contains(s)) {
                        System.out.println(titles[i] + ", " + authors[i] + ", " + isbns[i] + ", left: " + copies[i]);
                    }
                }
            }
            if (choice == 6) {
                for (int i = 0; i < nMembers; i++) {
                    System.out.print(i + " " + members[i] + ":");
                    for (int j = 0; j < 2; j++) {
                        if (borrowed[i][j] != -1) System.out.print(" " + titles[borrowed[i][j]]);
                    }
                    System.out.println();
                }
                System.out.println("books that are out:");
                for (int i = 0; i < nMembers; i++) {
                    for (int j = 0; j < 2; j++) {
                        if (borrowed[i][j] != -1) System.out.println(titles[borrowed[i][j]] + " (" + members[i] + ")");
                    }
                }
            }
        }
        System.out.println("goodbye");
    }
}
