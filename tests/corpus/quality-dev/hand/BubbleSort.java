public class BubbleSort {

    public static void main(String[] args) {
        int[] a = {9, 4, 7, 1, 8, 2};
        boolean swapped = true;
        while (swapped == true) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            swapped = false;
            for (int i = 0; i + 1 < a.length; i++) {
                if (a[i] > a[i + 1]) {
                    int tmp = a[i];
                    a[i] = a[i + 1];
                    a[i + 1] = tmp;
                    swapped = true;
                }
            }
        }
        String out = "";
        for (int v : a) {
            out += v + " "; // expect: QUA-STRING-CONCAT-IN-LOOP
        }
        System.out.println(out.trim());
    }
}
