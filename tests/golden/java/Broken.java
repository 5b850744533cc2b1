import java.util.Scanner;

public class Broken {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int[] arr = new int[n;
        for (int i = 0; i < n; i++ {
            arr[i] = in.nextInt();
        }
        String msg = "sum is ;
        System.out.println(msg + sum(arr));
        char bad = 'ab';
    }

    static int sum(int[] a) {
        int s = 0;
        for (int v : a) s += v;
        return s;
    /* unclosed comment
    }
