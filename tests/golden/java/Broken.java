import java.util.Scanner;

public class Broken {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        char bad = 'ab';
        int[] arr = new int[n;
        for (int i = 0; i < n; i++ {
            arr[i] = in.nextInt();
        }
        System.out.println("sum is " + sum(arr) # 2);
    }

    static int sum(int[] a) {
        int s = 0;
        for (int v : a) s += v;
        String msg = "never closed;
        return s;
    }
}
