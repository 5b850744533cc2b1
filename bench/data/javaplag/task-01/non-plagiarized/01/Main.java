import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner input = new Scanner(System.in);

        // 3 accounts, account 0 and 1 are checking, 2 is savings
        String[] names = {"Checking A", "Checking B", "Savings"};
        double[] money = {100.0, 50.0, 300.0};
        String[] log = {"", "", ""};
        double fee = 1.0;      // checking accounts pay 1 dollar per withdraw
        double interest = 0.03;

        String answer = "";
        while (!answer.equals("6")) {
            System.out.println("----- BANK -----");
            for (int i = 0; i < 3; i++) {
                System.out.println(i + ": " + names[i] + "  $" + money[i]);
            }
            System.out.println("1 deposit, 2 withdraw, 3 transfer, 4 show history, 5 add interest, 6 exit");
            answer = input.nextLine();

            if (answer.equals("1")) {
                System.out.println("which account (0-2)?");
                int a = Integer.parseInt(input.nextLine());
                System.out.println("how much?");
                double x = Double.parseDouble(input.nextLine());
                money[a] = money[a] + x;
                log[a] = log[a] + "deposit " + x + "\n";
                System.out.println("done");
            } else if (answer.equals("2")) {
                System.out.println("which account (0-2)?");
                int a = Integer.parseInt(input.nextLine());
                System.out.println("how much?");
                double x = Double.parseDouble(input.nextLine());
                double total = x;
                if (a < 2) {
                    total = x + fee;
                }
                if (total > money[a]) {
                    System.out.println("you dont have enough money!!");
                } else {
                    money[a] = money[a] - total;
                    log[a] = log[a] + "withdraw " + x + "\n";
                    if (a < 2) {
                        log[a] = log[a] + "fee " + fee + "\n";
                    }
                    System.out.println("done");
                }
            } else if (answer.equals("3")) {
                System.out.println("from which account?");
                int from = Integer.parseInt(input.nextLine());
                System.out.println("to which account?");
                int to = Integer.parseInt(input.nextLine());
                System.out.println("how much?");
                double x = Double.parseDouble(input.nextLine());
                if (x > money[from]) {
                    System.out.println("you dont have enough money!!");
                } else {
                    money[from] = money[from] - x;
                    money[to] = money[to] + x;
                    log[from] = log[from] + "transfer out " + x + " to " + names[to] + "\n";
                    log[to] = log[to] + "transfer in " + x + " from " + names[from] + "\n";
                    System.out.println("done");
                }
            } else if (answer.equals("4")) {
                System.out.println("which account (0-2)?");
                int a = Integer.parseInt(input.nextLine());
                System.out.println("History of " + names[a] + ":");
                System.out.print(log[a]);
                System.out.println("Balance: $" + money[a]);
            } else if (answer.equals("5")) {
                double added = money[2] * interest;
                money[2] = money[2] + added;
                log[2] = log[2] + "interest " + added + "\n";
                System.out.println("interest added to savings");
            } else if (!answer.equals("6")) {
                System.out.println("wrong option");
            }
        }
        System.out.println("bye");
    }
}
