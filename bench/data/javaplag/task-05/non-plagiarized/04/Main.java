import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/*
 * Bitboard Connect Four.
 * Each player owns a long. Column c uses bits 7c .. 7c+5 (bottom to top),
 * bit 7c+6 stays empty as a guard so shifted lines cannot wrap into the next column.
 */
public class Main
{
    private static final int WIDTH = 7;
    private static final int HEIGHT = 6;
    private static final int STRIDE = HEIGHT + 1;

    private final long[] bits = new long[2];
    private final int[] nextBit = new int[WIDTH];
    private int ply = 0;

    private Main()
    {
        for (int c = 0; c < WIDTH; c++)
            nextBit[c] = c * STRIDE;
    }

    private boolean canPlay(int c)
    {
        return c >= 0 && c < WIDTH && nextBit[c] < c * STRIDE + HEIGHT;
    }

    private void play(int c)
    {
        bits[ply & 1] |= 1L << nextBit[c]++;
        ply++;
    }

    // 1 = vertical, STRIDE = horizontal, STRIDE-1 and STRIDE+1 = the diagonals
    private static boolean hasFour(long b)
    {
        for (int shift : new int[] { 1, STRIDE, STRIDE - 1, STRIDE + 1 })
        {
            long pairs = b & (b >> shift);
            if ((pairs & (pairs >> (2 * shift))) != 0)
                return true;
        }
        return false;
    }

    private char symbolAt(int row, int col)
    {
        long mask = 1L << (col * STRIDE + row);
        if ((bits[0] & mask) != 0) return 'x';
        if ((bits[1] & mask) != 0) return 'o';
        return '_';
    }

    private void show()
    {
        for (int row = HEIGHT - 1; row >= 0; row--)
        {
            char[] line = new char[WIDTH * 2];
            for (int col = 0; col < WIDTH; col++)
            {
                line[col * 2] = ' ';
                line[col * 2 + 1] = symbolAt(row, col);
            }
            System.out.println(new String(line));
        }
        System.out.println(" a b c d e f g");
    }

    public static void main(String[] args) throws IOException
    {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Main game = new Main();
        game.show();
        while (true)
        {
            char who = game.ply % 2 == 0 ? 'x' : 'o';
            System.out.print(who + " plays column (a-g): ");
            String line = in.readLine();
            if (line == null)
                break;
            line = line.trim().toLowerCase();
            int c = line.isEmpty() ? -1 : line.charAt(0) - 'a';
            if (!game.canPlay(c))
            {
                System.out.println("can't play there");
                continue;
            }
            game.play(c);
            game.show();
            if (hasFour(game.bits[(game.ply - 1) & 1]))
            {
                System.out.println(who + " wins in " + game.ply + " plies");
                break;
            }
            if (game.ply == WIDTH * HEIGHT)
            {
                System.out.println("draw");
                break;
            }
        }
    }
}
