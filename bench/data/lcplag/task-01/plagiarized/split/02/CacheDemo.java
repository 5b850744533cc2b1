public class CacheDemo {
    public static void main(String[] args) {
        Cache cache = new LeastRecentlyUsedCache(2);
        int[][] puts = {{1, 1}, {2, 2}};
        for (int[] kv : puts) {
            cache.put(kv[0], kv[1]);
        }
        System.out.println("get(1) = " + cache.get(1));
        cache.put(3, 3);
        System.out.println("get(2) = " + cache.get(2));
        cache.put(4, 4);
        for (int key = 1; key <= 4; key++) {
            System.out.println("get(" + key + ") = " + cache.get(key));
        }
    }
}
