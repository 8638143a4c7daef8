public class AgeCheck {

    public static void main(String[] args) {
        int age = args.length > 0 ? Integer.parseInt(args[0]) : 17;
        if (age < 0) { // expect: QUA-EMPTY-IF
        } else if (age < 18) {
            System.out.println("minor");
        } else {
            System.out.println("adult");
        }
    }
}
