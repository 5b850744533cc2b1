import java.util.ArrayList;
import java.util.List;
import java.util.Random;

public class Main {

    enum Type {
        DEP(1), WDR(-1), FEE(-1), INT(1), XIN(1), XOUT(-1);
        final int sign;
        Type(int sign) { this.sign = sign; }
    }

    static class Tx {
        int month; Type type; double amt;
        Tx(int month, Type type, double amt) { this.month = month; this.type = type; this.amt = amt; }
    }

    static class Ledger {
        String label;
        boolean savings;
        List<Tx> txs = new ArrayList<>();
        Ledger(String label, boolean savings) { this.label = label; this.savings = savings; }

        // balance is never stored, always recomputed from the ledger
        double balance() {
            double b = 0;
            for (Tx t : txs) b += t.type.sign * t.amt;
            return b;
        }

        int withdrawalsIn(int month) {
            int n = 0;
            for (Tx t : txs) if (t.month == month && (t.type == Type.WDR || t.type == Type.XOUT)) n++;
            return n;
        }

        boolean take(int month, Type type, double amt) {
            double fee = (!savings && withdrawalsIn(month) >= FREE_WITHDRAWALS) ? FEE : 0;
            if (amt + fee > balance()) return false;
            txs.add(new Tx(month, type, amt));
            if (fee > 0) txs.add(new Tx(month, Type.FEE, fee));
            return true;
        }

        void put(int month, Type type, double amt) { txs.add(new Tx(month, type, amt)); }
    }

    static final int FREE_WITHDRAWALS = 3;
    static final double FEE = 2.0;
    static final double SAVINGS_APR = 0.05;

    static boolean transfer(int month, Ledger from, Ledger to, double amt) {
        if (!from.take(month, Type.XOUT, amt)) return false;
        to.put(month, Type.XIN, amt);
        return true;
    }

    public static void main(String[] args) {
        Random rnd = new Random(42);
        Ledger chk = new Ledger("Checking", false);
        Ledger sav = new Ledger("Savings", true);
        int declined = 0;

        System.out.println("Month  Checking   Savings  Declined");
        for (int m = 1; m <= 12; m++) {
            chk.put(m, Type.DEP, 1800);
            if (!transfer(m, chk, sav, 180)) declined++;
            int spends = 3 + rnd.nextInt(4);
            for (int s = 0; s < spends; s++) {
                double amount = Math.round(50 + rnd.nextDouble() * 450);
                if (!chk.take(m, Type.WDR, amount)) declined++;
            }
            if (m % 4 == 0 && !transfer(m, sav, chk, 300)) declined++;
            double interest = Math.round(sav.balance() * SAVINGS_APR / 12 * 100) / 100.0;
            sav.put(m, Type.INT, interest);
            System.out.printf("%5d %9.2f %9.2f %9d%n", m, chk.balance(), sav.balance(), declined);
        }

        for (Ledger l : new Ledger[] {chk, sav}) {
            System.out.println("\n" + l.label + " - December");
            double running = 0;
            for (Tx t : l.txs) {
                running += t.type.sign * t.amt;
                if (t.month == 12)
                    System.out.printf("  %-5s %8.2f  -> %9.2f%n", t.type, t.type.sign * t.amt, running);
            }
        }
    }
}
