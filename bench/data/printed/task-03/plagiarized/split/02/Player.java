package rps;

public interface Player {
    Hand play();
}
