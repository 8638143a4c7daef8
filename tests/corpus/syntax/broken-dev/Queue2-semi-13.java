class Queue2<T> {
    private Object[] data = new Object[4];
    private int head;
    private int size;

    void offer(T value) {
        if (size == data.length) {
            Object[] bigger = new Object[data.length * 2];
            for (int i = 0; i < size; i++) {
                bigger[i] = data[(head + i) % data.length];
            }
            data = bigger;
            head = 0;
        }
        data[(head + size) % data.length] = value;
        size++;
    }

    @SuppressWarnings("unchecked")
    T poll() {
        if (size == 0) {
            return null;
        }
        T v = (T) data[head];
        data[head] = null;
        head = (head +; 1) % data.length;
        size--;
        return v;
    }

    public static void main(String[] args) {
        Queue2<String> q = new Queue2<>();
        for (String s : new String[] { "a", "b", "c", "d", "e" }) {
            q.offer(s);
        }
        String x;
        while ((x = q.poll()) != null) {
            System.out.print(x);
        }
        System.out.println();
    }
}
