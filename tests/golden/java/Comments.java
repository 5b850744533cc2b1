// Lab 2: linked list
/* Author: J. Doe
   Date: 2024-03-01 */
import java.util.Iterator;

/** A minimal singly linked list. */
public class Comments<E> implements Iterable<E> {
    private Node<E> head; // first node
    private int size = 0; /* number of elements */

    private static class Node<E> {
        E value;
        Node<E> next;

        Node(E value, Node<E> next) { this.value = value; this.next = next; }
    }

    /**
     * Adds to the front.
     * @param value the element
     */
    public void push(E value) {
        head = new Node<>(value, head); /** not a real javadoc */ size++;
    }

    @Override
    public Iterator<E> iterator() {
        return new Iterator<E>() {
            Node<E> cur = head;
            public boolean hasNext() { return cur != null; }
            public E next() { E v = cur.value; cur = cur.next; return v; }
        };
    }
}
