import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;

/**
 * Bank ledger demo. Money is kept in cents (long) to avoid floating point drift.
 * Accounts may go negative down to their overdraft limit; checking accounts
 * charge a flat fee per withdrawal, savings accounts accrue monthly interest.
 */
public class Main {

    enum Kind { DEPOSIT, WITHDRAWAL, FEE, INTEREST, TRANSFER_IN, TRANSFER_OUT }

    record Posting(int seq, Kind kind, long cents, long balanceAfter, String memo) {}

    static final class InsufficientFunds extends RuntimeException {
        InsufficientFunds(String iban, long requested, long available) {
            super("%s: requested %s, available %s".formatted(iban, money(requested), money(available)));
        }
    }

    static class Account {
        private final String iban;
        private final String holder;
        private final long overdraftCents;
        private final LongUnaryOperator withdrawalFee;
        private final List<Posting> postings = new ArrayList<>();
        private long balance;

        Account(String iban, String holder, long overdraftCents, LongUnaryOperator withdrawalFee) {
            this.iban = iban;
            this.holder = holder;
            this.overdraftCents = overdraftCents;
            this.withdrawalFee = withdrawalFee;
        }

        long available() { return balance + overdraftCents; }

        void post(Kind kind, long signedCents, String memo) {
            balance += signedCents;
            postings.add(new Posting(postings.size() + 1, kind, signedCents, balance, memo));
        }

        void deposit(long cents, String memo) {
            if (cents <= 0) throw new IllegalArgumentException("deposit must be positive");
            post(Kind.DEPOSIT, cents, memo);
        }

        void withdraw(long cents, String memo) {
            if (cents <= 0) throw new IllegalArgumentException("withdrawal must be positive");
            long fee = withdrawalFee.applyAsLong(cents);
            if (cents + fee > available()) throw new InsufficientFunds(iban, cents + fee, available());
            post(Kind.WITHDRAWAL, -cents, memo);
            if (fee > 0) post(Kind.FEE, -fee, "withdrawal fee");
        }

        List<Posting> postings() { return Collections.unmodifiableList(postings); }
    }

    static class SavingsAccount extends Account {
        private final double annualRate;

        SavingsAccount(String iban, String holder, double annualRate) {
            super(iban, holder, 0, c -> 0);
            this.annualRate = annualRate;
        }

        void accrueMonth() {
            long interest = Math.round(available() * annualRate / 12);
            if (interest > 0) post(Kind.INTEREST, interest, "monthly interest");
        }
    }

    private final Map<String, Account> accounts = new HashMap<>();

    Account open(Account a) {
        if (accounts.putIfAbsent(a.iban, a) != null) throw new IllegalStateException("duplicate " + a.iban);
        return a;
    }

    void transfer(String fromIban, String toIban, long cents) {
        Account from = accounts.get(fromIban), to = accounts.get(toIban);
        if (from == null || to == null) throw new IllegalArgumentException("unknown account");
        if (from == to) throw new IllegalArgumentException("cannot transfer to same account");
        if (cents > from.available()) throw new InsufficientFunds(fromIban, cents, from.available());
        from.post(Kind.TRANSFER_OUT, -cents, "to " + toIban);
        to.post(Kind.TRANSFER_IN, cents, "from " + fromIban);
    }

    static String money(long cents) {
        return String.format("%s%d.%02d", cents < 0 ? "-" : "", Math.abs(cents) / 100, Math.abs(cents) % 100);
    }

    void printStatement(String iban) {
        Account a = accounts.get(iban);
        System.out.printf("%n%s  %s%n", a.iban, a.holder);
        System.out.printf("%-4s %-13s %12s %12s  %s%n", "#", "type", "amount", "balance", "memo");
        a.postings().forEach(p -> System.out.printf("%-4d %-13s %12s %12s  %s%n",
                p.seq(), p.kind(), money(p.cents()), money(p.balanceAfter()), p.memo()));
        long in = a.postings().stream().mapToLong(Posting::cents).filter(c -> c > 0).sum();
        long out = a.postings().stream().mapToLong(Posting::cents).filter(c -> c < 0).sum();
        System.out.printf("credits %s | debits %s | closing %s%n", money(in), money(-out), money(a.balance));
    }

    private void attempt(Runnable op) {
        try {
            op.run();
        } catch (InsufficientFunds | IllegalArgumentException e) {
            System.out.println("REFUSED  " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Main bank = new Main();
        Account chk = bank.open(new Account("CHK-001", "R. Okafor", 20_000, c -> 75));
        SavingsAccount sav = (SavingsAccount) bank.open(new SavingsAccount("SAV-001", "R. Okafor", 0.024));
        Account other = bank.open(new Account("CHK-002", "M. Lindqvist", 0, c -> c >= 50_000 ? 0 : 50));

        bank.attempt(() -> chk.deposit(150_000, "salary"));
        bank.attempt(() -> chk.withdraw(40_000, "rent"));
        bank.attempt(() -> bank.transfer("CHK-001", "SAV-001", 50_000));
        bank.attempt(() -> chk.withdraw(75_000, "laptop"));
        bank.attempt(() -> chk.withdraw(10_000, "groceries"));
        bank.attempt(() -> other.deposit(3_000, "cash"));
        bank.attempt(() -> other.withdraw(3_000, "atm"));
        bank.attempt(() -> bank.transfer("SAV-001", "CHK-002", 12_345));
        bank.attempt(() -> other.deposit(-5, "oops"));
        for (int month = 0; month < 3; month++) sav.accrueMonth();

        bank.accounts.keySet().stream().sorted().forEach(bank::printStatement);
    }
}
