import java.util.Scanner;

public class ATMSimulator
{
    public static void main(String[] args)
    {
        Scanner sc = new Scanner(System.in);
        Account mine = new Account("Felix Wagner", "0001", 300);
        Account savings = new Account("Felix Wagner", "0002", 2000);
        int choice = -1;

        while (choice != 0)
        {
            System.out.println();
            System.out.println("1) Deposit  2) Withdraw  3) Transfer to savings");
            System.out.println("4) Balance  5) History   0) Exit");
            System.out.print("Choice: ");
            choice = sc.nextInt();

            if (choice == 1)
            {
                System.out.print("Amount: ");
                mine.deposit(sc.nextDouble());
            }
            else if (choice == 2)
            {
                System.out.print("Amount: ");
                if (!mine.withdraw(sc.nextDouble()))
                    System.out.println("Not enough money!");
            }
            else if (choice == 3)
            {
                System.out.print("Amount: ");
                if (!mine.transferTo(savings, sc.nextDouble()))
                    System.out.println("Transfer failed.");
            }
            else if (choice == 4)
            {
                System.out.println(mine);
                System.out.println(savings);
            }
            else if (choice == 5)
            {
                for (String s : mine.getHistory())
                    System.out.println(s);
            }
        }
        System.out.println("Bye!");
    }
}
