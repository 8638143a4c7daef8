public class LoopBugs {

    public static void main(String[] args) {
        int[] data = {3, 8, 1, 9, 4};
        int i = 0;
        while (i < data.length && data[i] != 9); // expect: QUA-EMPTY-STATEMENT
        {
            i++;
        }
        boolean found = false;
        for (int d : data) {
            if (d == 9) {
                found = true;
            }
        }
        if (found = true) { // expect: QUA-ASSIGNMENT-IN-CONDITION
            System.out.println("nine is there");
        }
        if (found == false) { // expect: QUA-BOOLEAN-LITERAL-COMPARISON
            System.out.println("no nine");
        }
        for (int k = 0; k < data.length; k++); // expect: QUA-EMPTY-STATEMENT
        System.out.println("done " + i);
    }
}
