public class Queue2 {
  private int[] items = new int[4];
  private int head, tail, count;

  public void enqueue(int v) {
    if (count == items.length) grow();
    items[tail] = v;
    tail = (tail + 1) % items.length;
    count++;
  }

  public int dequeue() {
    if (count == 0) throw new IllegalStateException("empty");
    int v = items[head];
    head = (head + 1) % items.length;
    count--;
    return v;
  }

  private void grow() {
    int[] bigger = new int[items.length * 2];
    for (int i = 0; i < count; i++) bigger[i] = items[(head + i) % items.length];
    items = bigger;
    head = 0;
    tail = count;
  }

  public int size() { return count; }
}
