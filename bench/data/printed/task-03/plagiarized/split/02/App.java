package rps;

public class App {
    public static void main(String[] args) {
        Hand computer = new ComputerPlayer().play();
        Hand user = new ConsolePlayer().play();
        StringBuilder out = new StringBuilder("The Computer is ").append(computer.label()).append(". ");
        if (computer == user) {
            out.append("You are ").append(user.label()).append(" too. It is a draw");
        } else {
            out.append("you are ").append(user.label()).append(". ");
            out.append(user.beats(computer) ? "You Won!" : "Computer Won!");
        }
        System.out.print(out);
    }
}
