package exercises.sorting;

import java.util.Arrays;

public class BubbleSorter {
    private int swaps;

    public void sort(int[] values) {
        boolean swapped = true;
        for (int pass = 0; pass < values.length - 1 && swapped; pass++) {
            swapped = false;
            for (int i = 0; i < values.length - 1 - pass; i++) {
                if (values[i] > values[i + 1]) {
                    int tmp = values[i];
                    values[i] = values[i + 1];
                    values[i + 1] = tmp;
                    swapped = true;
                    swaps++;
                }
            }
        }
    }

    public boolean isSorted(int[] values) {
        for (int i = 1; i < values.length; i++) {
            if (values[i - 1] > values[i]) {
                return false;
            }
        }
        return true;
    }

    public int getSwaps() {
        return swaps;
    }

    public static void main(String[] args) {
        int[] data = {5, 1, 4, 2, 8};
        BubbleSorter sorter = new BubbleSorter();
        sorter.sort(data);
        System.out.println(Arrays.toString(data) + " after " + sorter.getSwaps() + " swaps"); // ok: QUA-ARRAY-TO-STRING
    }
}
