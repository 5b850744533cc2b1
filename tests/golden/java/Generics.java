package edu.course.lab4;

import java.util.*;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Groups students by grade. @author student42 */
public class Generics {
    @FunctionalInterface
    interface Scorer<T extends Comparable<T>> {
        int score(T item);
    }

    record Grade(String student, int mark) {}
    private final List<Grade> log = new ArrayList<>();

    void record(String student, int mark) { log.add(new Grade(student, mark)); }

    @SuppressWarnings("unchecked")
    public static Map<String, List<Integer>> group(List<Integer> marks) {
        Map<String, List<Integer>> out = new HashMap<>();
        for (Integer m : marks) {
            String key = m >= 70 ? "A" : m >= 50 ? "B" : "F";
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(m);
        }
        return out;
    }

    @Override
    public String toString() {
        record("ann", 71);
        List<String> names = Arrays.asList("ann", "bob");
        Function<String, Integer> len = String::length;
        return names.stream().map(s -> s.toUpperCase()).collect(Collectors.joining(", "))
                + len.apply("x");
    }
}
