public class ArrayTools { // expect: QUA-UTILITY-CLASS

    public static int[] evens(int[] in) {
        if (in == null) {
            return null; // expect: QUA-RETURN-NULL-COLLECTION
        }
        int count = 0;
        for (int v : in) {
            if (v % 2 == 0) count++;
        }
        int[] out = new int[count];
        int k = 0;
        for (int v : in) {
            if (v % 2 == 0) out[k++] = v;
        }
        return out;
    }

    public static int indexOf(int[] in, int target) {
        for (int i = 0; i < in.length; i++) {
            if (in[i] == target) {
                return i;
            }
        }
        return -1;
    }
}
