public class Main {
    public static void main(String[] args) {
        Account checking = new Account("Diego Ramos", "CHK", 120.00);
        Account savings = new Account("Diego Ramos", "SAV", 1000.00);

        checking.deposit(35.25);
        report("withdraw 20", checking.withdraw(20));      // fee, balance < 500
        report("withdraw 500", checking.withdraw(500));    // not enough
        report("transfer 400", savings.transferTo(checking, 400));
        report("withdraw 10", savings.withdraw(10));       // no fee, balance >= 500
        savings.addMonthlyInterest(0.024);

        System.out.println(checking);
        System.out.println(savings);
        System.out.println("checking history: " + checking.getHistory());
        System.out.println("savings history:  " + savings.getHistory());

        try {
            checking.deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("deposit -5 rejected: " + e.getMessage());
        }
    }

    private static void report(String what, boolean ok) {
        System.out.println(what + (ok ? " -> ok" : " -> FAILED"));
    }
}
