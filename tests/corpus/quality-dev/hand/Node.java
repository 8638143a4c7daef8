public class Node<T> {

    private final T value;
    private Node<T> next;

    public Node(T value) {
        this.value = value;
    }

    public T getValue() {
        return value;
    }

    public Node<T> getNext() {
        return next;
    }

    public void setNext(Node<T> next) {
        this.next = next;
    }

    public int lengthFromHere() {
        int n = 0;
        Node<T> cur = this;
        while (cur != null) {
            n++;
            cur = cur.next;
        }
        return n;
    }
}
