package rps;

public enum Hand {
    SCISSOR("Scissor"), ROCK("Rock"), PAPER("Paper");

    private final String label;

    Hand(String label) {
        this.label = label;
    }

    public boolean beats(Hand other) {
        return ordinal() == (other.ordinal() + 1) % 3;
    }

    public String label() {
        return label;
    }
}
