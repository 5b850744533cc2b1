import java.util.*;

public class Main {
	static double checking = 0;
	static double savings = 0;
	static String checkingHist = "";
	static String savingsHist = "";
	static Scanner kb = new Scanner(System.in);

	public static void main(String[] args) {
		System.out.println("Welcome to MyBank");
		boolean running = true;
		while (running) {
			System.out.println();
			System.out.println("[d]eposit [w]ithdraw [t]ransfer [i]nterest [s]tatement [q]uit");
			char c = kb.next().toLowerCase().charAt(0);
			switch (c) {
			case 'd':
				if (pickSavings()) { savings = savings + amount(); savingsHist += "Deposit, new balance " + savings + "\n"; }
				else { checking = checking + amount(); checkingHist += "Deposit, new balance " + checking + "\n"; }
				break;
			case 'w':
				withdraw();
				break;
			case 't':
				System.out.println("Transfer from checking to savings.");
				double a = amount();
				if (a <= checking) {
					checking -= a;
					savings += a;
					checkingHist += "Transfer out " + a + "\n";
					savingsHist += "Transfer in " + a + "\n";
				} else {
					System.out.println("Not enough in checking.");
				}
				break;
			case 'i':
				savings = savings * 1.02; // 2% interest
				savingsHist += "Interest, new balance " + savings + "\n";
				break;
			case 's':
				statement();
				break;
			case 'q':
				running = false;
				break;
			default:
				System.out.println("???");
			}
		}
		statement();
	}

	static boolean pickSavings() {
		System.out.print("Checking or savings (c/s)? ");
		return kb.next().startsWith("s");
	}

	static double amount() {
		System.out.print("Amount: ");
		return kb.nextDouble();
	}

	// checking costs 0.50 per withdrawal, savings is free
	static void withdraw() {
		if (pickSavings()) {
			double a = amount();
			if (a > savings) System.out.println("Declined!");
			else { savings -= a; savingsHist += "Withdraw " + a + "\n"; }
		} else {
			double a = amount();
			if (a + 0.5 > checking) System.out.println("Declined!");
			else { checking -= a + 0.5; checkingHist += "Withdraw " + a + " (fee 0.50)\n"; }
		}
	}

	static void statement() {
		System.out.println("*** CHECKING ***");
		System.out.print(checkingHist);
		System.out.println("Balance = " + checking);
		System.out.println("*** SAVINGS ***");
		System.out.print(savingsHist);
		System.out.println("Balance = " + savings);
	}
}
