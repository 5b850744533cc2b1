import java.io.*;
import java.util.*;

public class Main {
    static final int MOD = 1_000_000_007;
    static PrintWriter out = new PrintWriter(new BufferedOutputStream(System.out));

    static class FastReader {
        BufferedReader br;
        StringTokenizer st;

        FastReader() {
            br = new BufferedReader(new InputStreamReader(System.in));
        }

        String next() {
            while (st == null || !st.hasMoreElements()) {
                try {
                    st = new StringTokenizer(br.readLine());
                } catch (IOException e) {
                    e.printStackTrace();
                }
            }
            return st.nextToken();
        }

        int nextInt() {
            return Integer.parseInt(next());
        }

        long nextLong() {
            return Long.parseLong(next());
        }

        String nextLine() {
            String str = "";
            try {
                str = br.readLine();
            } catch (IOException e) {
                e.printStackTrace();
            }
            return str;
        }
    }

    static class LRUCache {
        private Map<Integer, Node> cache;
        private int capacity;
        private Node left;
        private Node right;

        public LRUCache(int capacity) {
            this.capacity = capacity;
            cache = new HashMap<>();
            this.left = new Node(0, 0);
            this.right = new Node(0, 0);
            this.left.next = this.right;
            this.right.prev = this.left;
        }

        public int get(int key) {
            if (cache.containsKey(key)) {
                remove(cache.get(key));
                insert(cache.get(key));
                return cache.get(key).val;
            } else {
                return -1;
            }
        }

        public void put(int key, int value) {
            if (cache.containsKey(key)) {
                remove(cache.get(key));
            }
            cache.put(key, new Node(key, value));
            insert(cache.get(key));
            if (cache.size() > capacity) {
                Node lru = this.left.next;
                remove(lru);
                cache.remove(lru.key);
            }
        }

        void remove(Node node) {
            Node prev = node.prev;
            Node next = node.next;
            prev.next = next;
            next.prev = prev;
        }

        void insert(Node node) {
            Node prev = this.right.prev;
            Node next = this.right;
            prev.next = node;
            next.prev = node;
            node.next = next;
            node.prev = prev;
        }

        private class Node {
            private int key;
            private int val;
            Node next;
            Node prev;

            Node(int key, int val) {
                this.key = key;
                this.val = val;
            }
        }
    }

    static void solve(FastReader in) {
        int capacity = in.nextInt();
        int q = in.nextInt();
        LRUCache lru = new LRUCache(capacity);
        StringBuilder sb = new StringBuilder();
        while (q-- > 0) {
            String op = in.next();
            if (op.equals("put")) {
                int k = in.nextInt();
                int v = in.nextInt();
                lru.put(k, v);
            } else {
                sb.append(lru.get(in.nextInt())).append('\n');
            }
        }
        out.print(sb);
    }

    public static void main(String[] args) {
        FastReader in = new FastReader();
        int t = 1;
        while (t-- > 0) {
            solve(in);
        }
        out.flush();
        out.close();
    }
}
