package rps;

import java.util.Random;

public class ComputerPlayer implements Player {
    private final Random random = new Random();

    @Override
    public Hand play() {
        return Hand.values()[random.nextInt(3)];
    }
}
